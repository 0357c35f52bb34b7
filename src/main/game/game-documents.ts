// Export and import of single games: an exported game is a save document
// (format ryozen-save, kind "game"), written by the save writer, and an
// imported text goes through the save loader's checks, so a file exported by
// one copy of Ryozen opens in another and a damaged or hostile file is
// refused with the same reason a save would be.
import { ApiError } from './api-error.js';
import { msg } from '../../engine/core/message.js';
import { namedTitle, type GameDocuments, type ReplayableGame } from './replays-and-exports.js';
import type { Replay } from './replayed-game.js';
import { checkImportText, saveDocumentText, type DocumentChecks, type ImportChecker } from '../saves/document.js';
import { fileLabel } from '../saves/errors.js';
import { DEFAULT_MAX_BYTES } from '../saves/store.js';
import { toGameRecord } from '../saves/format.js';
import type { EngineApi } from './session.js';

export interface GameDocumentOptions {
  engine: Pick<EngineApi, 'stateHash'>;
  /** The save loader's engine checks (saves/checks.ts engineChecks). */
  checks: DocumentChecks;
  /**
   * Runs those checks in the save worker (list-runner.ts), so a large or
   * hostile text never stalls the main side; without it (tests, tools), or
   * should the worker fail, they run in this thread.
   */
  checkText?: ImportChecker;
  /** Written into each exported document. */
  appVersion: string;
  now?: () => Date;
}

/** How an imported text is named in the loader's messages. */
const IMPORT_LABEL = fileLabel();

export function gameDocuments(opts: GameDocumentOptions): GameDocuments {
  return {
    serialise(game: ReplayableGame, replay: Replay): string {
      const { config, seed, actions } = game.record;
      const state = replay.finalState;
      const record = toGameRecord({ config, seed, actions: [...actions], state, hash: opts.engine.stateHash(state) });
      const now = (opts.now ?? (() => new Date()))();
      return saveDocumentText({ kind: 'game', game: record, displayName: game.name }, { slot: game.name, appVersion: opts.appVersion, now }).text;
    },
    async check(text: string): Promise<ReplayableGame> {
      const maxBytes = opts.checks.maxBytes ?? DEFAULT_MAX_BYTES;
      const elsewhere = opts.checkText
        ? await opts.checkText({ text, label: IMPORT_LABEL, maxBytes }).catch((err: unknown) => {
            // A broken worker must not refuse every import: check here instead, slower.
            console.warn(`[saves] The file is checked on the main thread: ${err instanceof Error ? err.message : String(err)}`);
            return null;
          })
        : null;
      const res = elsewhere ?? (await checkImportText(text, IMPORT_LABEL, opts.checks));
      if (!res.ok) throw new ApiError(res.error.code, res.error.words);
      const game = res.game;
      if (res.kind === 'campaign' || !game) throw new ApiError('campaign-file', msg('main.import.campaignFile'));
      return { record: { config: game.config, seed: game.seed, actions: game.actions, hash: game.hash }, title: namedTitle(res.name), name: res.name };
    },
  };
}
