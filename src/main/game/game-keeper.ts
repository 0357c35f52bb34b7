// The game keeper: every choice, a person's or a computer's, is on the disk
// before it is acknowledged. Each choice is appended to the game's journal
// (saves/journal.ts) and flushed; at the end of each turn the whole game is
// written as a checkpoint (atomically, with backups) and the journal starts
// anew. A single game is kept in its own record (saves/game-records.ts), a
// campaign game in its campaign's file with a journal beside it.
//
// The driver (driver.ts) is its one caller during play: it says how each game
// it puts in place is kept (`keep`, the one place a game is bound to a record
// or a campaign) and hands it every choice it plays.
//
// Disk work runs one operation at a time in call order (`chain`), so a
// checkpoint and the journal entries after it can never cross.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AutosaveService, Keeping, SavedMark } from './driver.js';
import { errorWords } from './api-error.js';
import { msg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import type { GameSession, PlayedChoice } from './session.js';
import type { CampaignStore } from '../saves/campaigns.js';
import type { GameRecordStore } from '../saves/game-records.js';
import { newRecordId } from '../saves/game-records.js';
import { applyJournal, JournalWriter, readJournal, type JournalEntry } from '../saves/journal.js';
import { modeWords, toGameRecord, type GameRecord, type RecordMeta } from '../saves/format.js';
import type { GameConfig } from '../../engine/core/types.js';

/**
 * Where the game in play is kept. `ready` says whether its journal follows
 * its last checkpoint as written by this process: until then (a new game, a
 * continued one) the next choice writes a whole checkpoint instead of a
 * journal line, so no line can be added to a journal of another position.
 */
type Binding =
  | { kind: 'record'; id: string; name: string; meta: RecordMeta; ready: boolean; journaled: number }
  | { kind: 'campaign'; id: string; ready: boolean; journaled: number };

/**
 * Choices journaled before the next turn's end writes a checkpoint. A
 * checkpoint is a whole save (about a millisecond of the main thread, and
 * several writes and flushes of the disk); a journal line is one small
 * append. Folding every few turns keeps the journal short (a few kilobytes
 * to read back) and most choices at the cost of one line.
 */
export const CHECKPOINT_AFTER = 24;

export interface GameKeeperDeps {
  records: GameRecordStore | null;
  campaigns: CampaignStore | null;
  /** The folder of the campaigns' journals (beside their files). */
  campaignJournalDir: string | null;
  /** Records a finished story scenario in its campaign. */
  onCampaignFinished?: (campaignId: string) => Promise<void>;
  /** How many finished, unpinned games to keep (the setting). */
  keepFinished?: () => Promise<number>;
  fsync?: boolean;
  now?: () => Date;
}

/** A record's default words: its mode and its players, e.g. "4 players, standard: Aiko, Daichi, Emi, and Haru". */
function defaultTitle(config: GameConfig): Msg {
  const names: MsgArg[] = config.seats.map((s, i) => s.name?.trim() || msg('seat.player', { n: i + 1 }));
  return msg('main.title.record', { mode: modeWords(config), names });
}

/** A record's default name: its default words in English (the name a record keeps, which the player may change). */
export function defaultRecordName(config: GameConfig): string {
  const full = sayEnglish(defaultTitle(config));
  return full.length <= 64 ? full : `${full.slice(0, 63).trimEnd()}…`;
}

/**
 * The title of a record called `name`: while that is still its default name,
 * its default words in the player's language; a name the player gave it, as
 * typed.
 */
export function recordTitle(name: string, config: GameConfig): Msg {
  return name === defaultRecordName(config) ? defaultTitle(config) : msg('main.title.named', { name });
}

export class GameKeeper implements AutosaveService {
  lastError: string | null = null;
  /** lastError's words, for the player. */
  lastErrorWords: Msg | null = null;
  private binding: Binding | null = null;
  /** The game in play was deleted from the list: it is not kept again under another record. */
  private detached = false;
  private chain: Promise<unknown> = Promise.resolve();
  private campaignJournal: JournalWriter | null = null;

  constructor(private readonly deps: GameKeeperDeps) {}

  /** The campaign whose game is being played, if any. */
  get campaignId(): string | null {
    return this.binding?.kind === 'campaign' ? this.binding.id : null;
  }

  /** The record of the game in play, if it is a single game. */
  get recordId(): string | null {
    return this.binding?.kind === 'record' ? this.binding.id : null;
  }

  /** The name the games list gives the game in play, if it is a single game. */
  get recordName(): string | null {
    return this.binding?.kind === 'record' ? this.binding.name : null;
  }

  /** Keeps the game the driver just put in place as `how` says (the driver's GameTable is its one caller). */
  keep(how: Keeping, game: GameSession): void {
    if (how.kind === 'campaign') this.bindCampaign(how.id);
    else if ('id' in how) this.bind({ kind: 'record', id: how.id, name: how.name, meta: how.meta, ready: false, journaled: 0 });
    else this.beginRecord(game.config(), how.name);
  }

  /** A new single game: its record is written with its first choice, so a game left untouched leaves nothing behind. */
  private beginRecord(config: GameConfig, name?: string): void {
    const now = this.now();
    this.bind({ kind: 'record', id: newRecordId(now), name: name ?? defaultRecordName(config), meta: { createdAt: now.toISOString(), pinned: false }, ready: false, journaled: 0 });
  }

  private bindCampaign(id: string): void {
    if (this.binding?.kind === 'campaign' && this.binding.id === id) return;
    this.bind({ kind: 'campaign', id, ready: false, journaled: 0 });
    const file = this.campaignFile(id, 'journal');
    this.campaignJournal = file ? new JournalWriter(file, this.journalOpts()) : null;
  }

  /**
   * Deletes a campaign with `remove` (the store's delete; false: there was
   * none). Its game, if in play, is let go before the delete takes the
   * campaign's lock, so no turn played meanwhile queues a write behind it;
   * if the disk refuses, the game keeps saving into it.
   */
  async deleteCampaign(id: string, remove: () => Promise<boolean>): Promise<boolean> {
    const playing = this.campaignId === id;
    if (playing) this.unbind();
    let gone: boolean;
    try {
      gone = await remove();
    } catch (err) {
      if (playing && this.campaignId === null) this.bindCampaign(id);
      throw err;
    }
    await this.forgetCampaign(id);
    return gone;
  }

  /**
   * A campaign was deleted: its journal goes too. Its game, if in play, goes
   * on as an ordinary game, kept in a record of its own from its next choice.
   */
  async forgetCampaign(id: string): Promise<void> {
    if (this.binding?.kind === 'campaign' && this.binding.id === id) this.unbind();
    const file = this.campaignFile(id, 'journal');
    if (file) await this.run(() => new JournalWriter(file).remove());
  }

  private async campaignFileExists(id: string): Promise<boolean> {
    const file = this.campaignFile(id, 'json');
    if (!file) return true;
    try {
      await stat(file);
      return true;
    } catch {
      return false;
    }
  }

  /** A record was deleted: if it is the game in play, it is no longer kept (a later choice starts no record). */
  forgetRecord(id: string): void {
    if (this.binding?.kind === 'record' && this.binding.id === id) {
      this.unbind();
      this.detached = true;
    }
  }

  /** A record was renamed or pinned: the game in play keeps the new name and pin in its next checkpoints. */
  recordChanged(id: string, change: { name?: string; pinned?: boolean }): void {
    const b = this.binding;
    if (b?.kind !== 'record' || b.id !== id) return;
    if (change.name !== undefined) b.name = change.name;
    if (change.pinned !== undefined) b.meta = { ...b.meta, pinned: change.pinned };
  }

  /** The campaign game's choices after its last recorded turn (from its journal). */
  async campaignActions(id: string, game: Pick<GameRecord, 'seed' | 'actions'>): Promise<{ actions: GameRecord['actions']; applied: number }> {
    const file = this.campaignFile(id, 'journal');
    return applyJournal(game.seed, game.actions, file ? await readJournal(file) : null);
  }

  /**
   * Keeps the choice just applied; resolves once it is on the disk. At the
   * end of a turn the checkpoint follows in the background (the journal
   * already holds the choice); at the end of the game it is awaited.
   */
  async afterAction(session: GameSession, move: PlayedChoice, saved: SavedMark): Promise<void> {
    const turnSeatBefore = move.turnSeatBefore;
    // A campaign file deleted behind the app's back (a file manager, another copy of Ryozen):
    // its game goes on as an ordinary one rather than into a journal nothing would read.
    if (this.binding?.kind === 'campaign' && !(await this.campaignFileExists(this.binding.id))) await this.forgetCampaign(this.binding.id);
    // A game started without saying how it is kept (a tool, a test) still gets a record.
    if (!this.binding && !this.detached) this.beginRecord(session.config());
    const b = this.binding;
    if (!b) return;
    const state = session.state();
    const over = state.phase === 'end';
    const turnEnded = over || state.turnSeat !== turnSeatBefore;
    const choices = session.choices();
    const ply = choices.length;
    const entry: JournalEntry = { at: ply - 1, action: choices[ply - 1]! };
    if (!b.ready) {
      await this.onDisk(session, saved, () => this.checkpoint(b, session, session.record()));
    } else {
      await this.onDisk(session, saved, () => this.appendEntry(b, entry));
      b.journaled++;
      // The whole save follows at a turn's end, once the choice is safe in the journal.
      if (over || (turnEnded && b.journaled >= CHECKPOINT_AFTER)) {
        const rec = session.record();
        const written = this.onDisk(session, saved, () => this.checkpoint(b, session, rec));
        if (over) await written;
      }
    }
    if (over && b.kind === 'campaign') await this.deps.onCampaignFinished?.(b.id);
    if (over && b.kind === 'record') void this.prune(b.id);
  }

  /** Keeps an undo: the journal says the log was cut back. */
  async afterUndo(session: GameSession, saved: SavedMark): Promise<void> {
    const b = this.binding;
    if (!b) return;
    const ply = session.choices().length;
    await this.onDisk(session, saved, async () => {
      if (!b.ready) return this.checkpoint(b, session, session.record());
      await this.appendEntry(b, { at: ply });
      b.journaled++;
    });
  }

  /** Writes the whole game now (a campaign's new scenario; a continued game whose journal was folded in). */
  async saveNow(session: GameSession, saved: SavedMark): Promise<void> {
    const b = this.binding;
    if (!b) return;
    const rec = session.record();
    await this.onDisk(session, saved, () => this.checkpoint(b, session, rec));
  }

  /** Resolves when every disk operation asked so far is done (tests, a host shutting down). */
  async flush(): Promise<void> {
    for (let seen: unknown = null; seen !== this.chain; ) {
      seen = this.chain;
      await seen;
    }
  }

  // ------------------------------------------------------------ internals

  /** Runs one disk operation in line; a failure is kept in lastError (play goes on), the driver learns what is kept (`saved`). */
  private onDisk(session: GameSession, saved: SavedMark, op: () => Promise<void>): Promise<void> {
    const ply = session.choices().length;
    return this.run(async () => {
      try {
        await op();
        this.lastError = null;
        this.lastErrorWords = null;
        saved(ply, this.now().toISOString());
      } catch (err) {
        this.lastErrorWords = errorWords(err);
        this.lastError = sayEnglish(this.lastErrorWords);
      }
    });
  }

  private run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.chain.then(op, op);
    this.chain = result.catch(() => undefined);
    return result;
  }

  private async appendEntry(b: Binding, entry: JournalEntry): Promise<void> {
    if (b.kind === 'record') await this.deps.records?.append(b.id, entry);
    else await this.campaignJournal?.append(entry);
  }

  /** Whole saves written so far (the bench tells the choices that made one). */
  checkpoints = 0;

  private async checkpoint(b: Binding, session: GameSession, rec: ReturnType<GameSession['record']>): Promise<void> {
    this.checkpoints++;
    const game = toGameRecord(rec);
    if (b.kind === 'record') {
      if (!this.deps.records) return;
      const over = rec.state.phase === 'end';
      const scores = over ? (session.engine.finalScores(rec.state) as RecordMeta['scores']) : undefined;
      await this.deps.records.checkpoint(b.id, game, { name: b.name, meta: b.meta }, scores);
      if (scores) b.meta = { ...b.meta, scores };
      b.ready = true;
      b.journaled = 0;
      return;
    }
    // A finished scenario is written with its result by the campaign (onCampaignFinished), and
    // its journal stays until then: a kill in between must find the last turn's choices.
    if (rec.state.phase === 'end' || !this.deps.campaigns) return;
    try {
      await this.deps.campaigns.recordTurn(b.id, game);
    } catch (err) {
      // The campaign was deleted under its game: the game goes on, kept as an ordinary one from its next choice.
      if ((err as { code?: unknown }).code === 'not-found') {
        // Not awaited: this runs in the line the forgetting queues behind.
        if (this.binding === b) void this.forgetCampaign(b.id);
        return;
      }
      throw err;
    }
    await this.campaignJournal?.reset({ journal: 1, seed: game.seed, base: game.actions.length });
    b.ready = true;
    b.journaled = 0;
  }

  private async prune(except: string): Promise<void> {
    if (!this.deps.records || !this.deps.keepFinished) return;
    try {
      await this.deps.records.prune(await this.deps.keepFinished(), except);
    } catch {
      // Making room is best effort: a game kept too many is no loss.
    }
  }

  /** Keeps the game in play from now on as `binding` says (the one before is let go). */
  private bind(binding: Binding): void {
    this.unbind();
    this.detached = false;
    this.binding = binding;
  }

  /** A campaign's file or journal, beside each other in the campaigns folder (null: no campaigns). */
  private campaignFile(id: string, ext: 'json' | 'journal'): string | null {
    return this.deps.campaignJournalDir ? join(this.deps.campaignJournalDir, `${id}.${ext}`) : null;
  }

  private unbind(): void {
    // Closed in line, after any append still writing to it.
    const journal = this.campaignJournal;
    if (journal) void this.run(() => journal.close());
    this.campaignJournal = null;
    this.binding = null;
  }

  private journalOpts() {
    return this.deps.fsync === false ? { fsync: false } : {};
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}
