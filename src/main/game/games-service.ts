// The games list's service: every game's own record (saves/game-records.ts)
// listed, continued exactly where its last kept choice left it, renamed,
// pinned, deleted, and handed to replays and export.
import { ApiError } from './api-error.js';
import { msg } from '../../engine/core/message.js';
import type { GamesList, LastPlayed } from '../../shared/contract.js';
import type { CampaignStore } from '../saves/campaigns.js';
import { lastPlayed } from './last-played.js';
import { withPendingEnd } from './campaign-pending-end.js';
import { recordTitle, type GameKeeper } from './game-keeper.js';
import type { ReplayableGame } from './replays-and-exports.js';
import type { GameRecordStore } from '../saves/game-records.js';
import { SaveError } from '../saves/errors.js';
import type { GameSession } from './session.js';
import type { GameTable } from './driver.js';

/** Every game's own record (the games:* channels). */
export interface GamesApi {
  list(): Promise<GamesList>;
  /** The game or campaign played last, of whatever kind, in progress; null when there is none. */
  last?(): Promise<LastPlayed | null>;
  /** Puts the record's game on the driver's `table`, kept in that record. */
  continue(id: string, table: GameTable): Promise<void>;
  rename(id: string, name: string): Promise<{ id: string; name: string }>;
  pin(id: string, pinned: boolean): Promise<{ id: string; pinned: boolean }>;
  delete(id: string): Promise<{ id: string }>;
  replayable(id: string): Promise<ReplayableGame>;
}

export class GamesService implements GamesApi {
  constructor(
    private readonly records: GameRecordStore,
    private readonly keeper: GameKeeper,
    private readonly session: GameSession,
    /** How many finished, unpinned games are kept (the setting). */
    private readonly keepFinished: () => Promise<number>,
    /** The campaigns, whose games Continue the last game weighs too. */
    private readonly campaigns: CampaignStore | null = null,
  ) {}

  async last(): Promise<LastPlayed | null> {
    const found = await lastPlayed(this.records, this.campaigns);
    if (found?.kind === 'campaign' && this.campaigns) {
      // Said as the campaigns list says it: a scenario ended but not recorded is told at the next one.
      const listing = await this.campaigns.inProgress(found.id);
      if (listing) return { ...found, summary: (await withPendingEnd(listing, this.campaigns, this.keeper)).summary };
    }
    return found?.kind === 'game' ? { kind: 'game', game: { ...found.game, current: found.game.id === this.keeper.recordId } } : found;
  }

  async list(): Promise<GamesList> {
    const { games, damaged } = await this.records.list();
    const current = this.keeper.recordId;
    return {
      games: games.map((g) => ({ ...g, current: g.id === current })),
      damaged,
      keepFinished: await this.keepFinished(),
    };
  }

  /**
   * Puts the record's game in the session at its last kept choice. A journal
   * line the rules refuse (written by another version, or damaged) ends the
   * game there: every choice before it is kept.
   */
  async continue(id: string, table: GameTable): Promise<void> {
    const opened = await this.records.open(id);
    if (!opened.ok) throw new ApiError(opened.error.code, opened.error.words);
    const checked = opened.actions.length - opened.journalApplied;
    // Everything on the table now came from the disk.
    table.resume(opened, opened.actions.slice(0, checked), opened.actions.slice(checked), opened.meta.playedAt ?? opened.meta.createdAt, { kind: 'record', id, name: opened.name, meta: opened.meta });
    // The game's last choice was kept but its end not checkpointed (the app stopped in between):
    // the record becomes a finished game, with its scores, now.
    if (this.session.decisionSeat() === null && opened.journalApplied > 0) await table.saveNow();
  }

  async rename(id: string, name: string): Promise<{ id: string; name: string }> {
    await this.guard(() => this.records.rename(id, name));
    this.keeper.recordChanged(id, { name });
    return { id, name };
  }

  async pin(id: string, pinned: boolean): Promise<{ id: string; pinned: boolean }> {
    await this.guard(() => this.records.pin(id, pinned));
    this.keeper.recordChanged(id, { pinned });
    return { id, pinned };
  }

  async delete(id: string): Promise<{ id: string }> {
    const gone = await this.guard(() => this.records.delete(id));
    if (!gone) throw new ApiError('not-found', msg('main.games.noSuch'));
    this.keeper.forgetRecord(id);
    return { id };
  }

  async replayable(id: string): Promise<ReplayableGame> {
    const opened = await this.records.open(id);
    if (!opened.ok) throw new ApiError(opened.error.code, opened.error.words);
    const engine = this.session.engine;
    let actions = opened.actions;
    let end;
    try {
      end = engine.replay(opened.config, opened.seed, actions);
    } catch {
      // A journal line the rules refuse: the game as its checkpoint holds it (checked on loading).
      actions = actions.slice(0, actions.length - opened.journalApplied);
      end = engine.replay(opened.config, opened.seed, actions);
    }
    return { record: { config: opened.config, seed: opened.seed, actions, hash: engine.stateHash(end) }, title: recordTitle(opened.name, opened.config), name: opened.name };
  }

  private async guard<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (err instanceof SaveError) throw new ApiError(err.code, err.words);
      throw err;
    }
  }
}
