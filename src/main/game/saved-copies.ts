// The copies of a game saved under a name (game:list, game:save, game:load,
// game:delete), as the channel table and the replays see them: a SaveService,
// and the one on top of the save store (saves/store.ts).
import type { SaveList, SaveSummary } from '../../shared/contract.js';
import type { SaveStore } from '../saves/store.js';
import { toGameRecord } from '../saves/format.js';
import type { SessionRecord } from './session.js';
import { ApiError } from './api-error.js';
import { msg } from '../../engine/core/message.js';

/** The saved copies (atomic, versioned, validated files in the data dir: storeSaveService). */
export interface SaveService {
  /** The saves; a service that cannot see damaged files may answer a bare array. */
  list(): Promise<SaveSummary[] | SaveList> | SaveSummary[] | SaveList;
  save(name: string, session: SessionRecord): Promise<unknown> | unknown;
  load(name: string): Promise<Pick<SessionRecord, 'config' | 'seed' | 'actions' | 'hash'>>;
  /** Deletes a saved copy and its backups; false when there was none. */
  delete?(name: string): Promise<boolean>;
}

/** The channel table's SaveService on top of the save store (src/main/saves). */
export function storeSaveService(store: SaveStore): SaveService {
  return {
    async list(): Promise<SaveList> {
      const { saves, damaged } = await store.list();
      return {
        saves: saves
          .filter((s) => s.kind === 'game')
          .map((s) => ({ name: s.slot, displayName: s.name, savedAt: s.savedAt, summary: s.summary, appVersion: s.appVersion })),
        damaged: damaged.map((d) => ({ file: d.file, message: d.message, words: d.words })),
      };
    },
    async save(name, rec) {
      return store.save(name, { kind: 'game', game: toGameRecord(rec) });
    },
    delete: (name) => store.delete(name),
    async load(name) {
      const r = await store.load(name);
      if (!r.ok) throw new ApiError(r.error.code, r.error.words);
      const game = r.save.game;
      if (!game) throw new ApiError('no-game', msg('main.save.noGame', { name }));
      return { config: game.config, seed: game.seed, actions: game.actions, hash: game.hash };
    },
  };
}
