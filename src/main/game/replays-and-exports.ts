// The replay channels' service: opens one replay at a time (a new open
// replaces it) from the game in play, a save, a finished campaign scenario or
// an imported file, and exports games as save documents. It only reads: the
// game in play, the saves and the campaigns are never changed by it.
//
// No Node import: the channel table's types reach the renderer through here.
import { ApiError } from './api-error.js';
import { msg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { Replay, type ReplayRecord } from './replayed-game.js';
import type { ReplayFrame, ReplayInfo, ReplaySource } from '../../shared/replay-types.js';
import type { GameSession } from './session.js';
import type { GameConfig } from '../../engine/core/types.js';
import { recordTitle } from './game-keeper.js';

/** A game a replay or an export can be made from. */
export interface ReplayableGame {
  record: ReplayRecord;
  /** What the replay screen calls it. */
  title: Msg;
  /** Names the export file, and is the name the exported document keeps. */
  name: string;
}

/** The title of a game called `name` (a name a player typed, or a record's name). */
export const namedTitle = (name: string): Msg => msg('main.title.named', { name });

/** How the service reads saved documents (saves/document.ts on the real store). */
export interface GameDocuments {
  /** A complete save document (kind "game") for `game`, as text. */
  serialise(game: ReplayableGame, replay: Replay): string;
  /** Runs the save loader's checks on `text`; throws with the loader's reason when refused. */
  check(text: string): Promise<ReplayableGame>;
}

/** Where the games to replay come from, each source answering for its own (the saved copies, the games list, the campaigns). */
export interface ReplaySources {
  saves?: { load(name: string): Promise<ReplayRecord> } | null;
  games?: { replayable(id: string): Promise<ReplayableGame> } | null;
  campaigns?: { scenarioGame?(id: string, index: number): Promise<ReplayableGame> } | null;
}

export interface ReplayServiceDeps extends ReplaySources {
  session: GameSession;
  documents?: GameDocuments | null;
  /**
   * The name the game in play goes by (as the games list or the campaign has
   * it), for its replay's title and its export's file; null or absent: a
   * name made from its players.
   */
  currentName?: () => string | null;
  /** Today's date for export file names (injectable for tests). */
  now?: () => Date;
}

export class ReplayService {
  private open: Replay | null = null;

  constructor(private readonly deps: ReplayServiceDeps) {}

  /** Opens `source` as the replay; the replay open before stays open if this one is refused. */
  async openSource(source: ReplaySource): Promise<ReplayInfo> {
    const game = await this.find(source);
    return this.show(game);
  }

  frame(id: string, step: number, seat: number | 'all'): ReplayFrame {
    if (!this.open || this.open.info.id !== id) {
      throw new ApiError('replay-closed', msg('main.replay.closed'));
    }
    return this.open.frame(step, seat);
  }

  /** A save document for `source`, and a file name for it; refused ('in-progress') until the game is over. */
  async exportGame(source: ReplaySource): Promise<{ fileName: string; text: string }> {
    const game = await this.find(source);
    const replay = this.build(game, 'export');
    if (!replay.info.finished) {
      throw new ApiError('in-progress', msg('main.export.inProgress'));
    }
    return { fileName: exportFileName(game.name, (this.deps.now ?? (() => new Date()))()), text: this.documents().serialise(game, replay) };
  }

  /**
   * Checks `text` as a save file is checked on load; accepted, it becomes the
   * open replay, titled with the game's name in the file, else with the
   * file's own name. Nothing is written.
   */
  async importGame(text: string, fileName?: string): Promise<ReplayInfo> {
    const game = await this.documents().check(text);
    const name = importTitle(game.name, fileName);
    return this.show({ ...game, title: name === GAME_FILE_TITLE ? msg('main.title.gameFile') : namedTitle(name), name });
  }

  private show(game: ReplayableGame): ReplayInfo {
    const replay = this.build(game, replayId());
    this.open = replay;
    return replay.info;
  }

  private build(game: ReplayableGame, id: string): Replay {
    return Replay.build(this.deps.session.engine, game.record, id, game.title);
  }

  private async find(source: ReplaySource): Promise<ReplayableGame> {
    switch (source.kind) {
      case 'current': {
        const rec = this.deps.session.record();
        const named = this.deps.currentName?.()?.trim();
        const title = named ? recordTitle(named, rec.config) : playersTitle(rec.config);
        return { record: { config: rec.config, seed: rec.seed, actions: rec.actions, hash: rec.hash }, title, name: named || sayEnglish(title) };
      }
      case 'save': {
        if (!this.deps.saves) throw new ApiError('saves-unavailable', msg('main.unavailable.saves'));
        const rec = await this.deps.saves.load(source.name);
        return { record: rec, title: namedTitle(source.name), name: source.name };
      }
      case 'game': {
        if (!this.deps.games) throw new ApiError('saves-unavailable', msg('main.unavailable.saves'));
        return this.deps.games.replayable(source.id);
      }
      case 'campaign': {
        const campaigns = this.deps.campaigns;
        if (!campaigns?.scenarioGame) throw new ApiError('campaigns-unavailable', msg('main.unavailable.campaigns'));
        return campaigns.scenarioGame(source.id, source.scenario);
      }
    }
  }

  private documents(): GameDocuments {
    if (!this.deps.documents) throw new ApiError('saves-unavailable', msg('main.unavailable.documents'));
    return this.deps.documents;
  }
}

/** What exports of the game in play were named before they carried the game's name. */
export const OLD_CURRENT_TITLE = 'Current game';

/** An imported game's title: the name its file holds, unless that is missing or the old placeholder; then the file's name without its extension. */
export function importTitle(nameInFile: string, fileName?: string): string {
  const inFile = nameInFile.trim();
  if (inFile && inFile !== OLD_CURRENT_TITLE) return inFile;
  const stem = (fileName ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/(\.ryozen)?\.json$/i, '')
    .trim();
  return stem || inFile || GAME_FILE_TITLE;
}

/** The name of an imported game whose file names none. */
export const GAME_FILE_TITLE = 'Game file';

/** A game with no name of its own: its players, "Aiko, Ren and Player 3". */
function playersTitle(config: GameConfig): Msg {
  const names: MsgArg[] = config.seats.map((s, i) => s.name?.trim() || msg('seat.player', { n: i + 1 }));
  return names.length > 0 ? msg('main.title.players', { names }) : msg('main.title.game');
}

/** `ryozen-<name>-<yyyy-mm-dd>.ryozen.json`, with only characters every file system accepts. */
export function exportFileName(name: string, date: Date): string {
  const safe =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .toLowerCase() || 'game';
  return `ryozen-${safe}-${date.toISOString().slice(0, 10)}.ryozen.json`;
}

function replayId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('');
}
