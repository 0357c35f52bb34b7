// Every game's own record: one save file per game in saves/games/<id>.json
// (with its backups), beside its journal <id>.journal (journal.ts). A new game
// gets a new id, so starting a game never overwrites another one. Finished
// games are kept up to a limit, the oldest unpinned going first; a game in
// progress and a pinned game are never removed.

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Action } from '../../engine/core/types.js';
import { msg, type Msg } from '../../engine/core/message.js';
import type { LoadError } from './errors.js';
import { loadError, SaveError } from './errors.js';
import { gameFacts, type GameFacts, type GameRecord, type RecordMeta } from './format.js';
import { applyJournal, JournalWriter, readJournal, type JournalEntry } from './journal.js';
import { inParallel } from './in-parallel.js';
import { keptProgress, lastWrites } from './progress.js';
import { KeyedMutex, SaveStore, type SaveStoreOptions } from './store.js';

/** Journals read at once by a listing. */
const JOURNALS_AT_ONCE = 128;

/** One game of the games list. */
export interface GameEntry extends GameFacts {
  id: string;
  name: string;
  savedAt: string;
}

export interface GamesListing {
  games: GameEntry[];
  damaged: { file: string; message: string; words: Msg }[];
}

export type OpenedRecord =
  | {
      ok: true;
      name: string;
      meta: RecordMeta;
      seed: number | string;
      config: GameRecord['config'];
      /** The checkpoint's choices followed by the journal's. */
      actions: Action[];
      /** How many journal entries were applied on top of the checkpoint. */
      journalApplied: number;
    }
  | { ok: false; error: LoadError };

/** The record's file name: `g-` + start time (base 36) + 8 random hex digits (sortable, legal everywhere). */
export function newRecordId(now: Date = new Date()): string {
  return `g-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
}

export class GameRecordStore {
  readonly dir: string;
  private readonly store: SaveStore;
  private readonly journals = new Map<string, JournalWriter>();
  /** Name and meta of the records this process wrote or opened: a checkpoint keeps a rename or a pin made meanwhile. */
  private readonly known = new Map<string, { name: string; meta: RecordMeta }>();
  /** One change of a record at a time (checkpoints, journal, rename, pin, delete). */
  private readonly locks = new KeyedMutex();

  constructor(
    dir: string,
    private readonly opts: SaveStoreOptions = {},
  ) {
    this.dir = dir;
    this.store = new SaveStore(dir, opts);
  }

  /**
   * Writes the whole game as the record's new checkpoint and starts an empty
   * journal after it. `fresh` gives the name and meta of a record not written yet.
   */
  checkpoint(id: string, game: GameRecord, fresh?: { name: string; meta: RecordMeta }, finalScores?: RecordMeta['scores']): Promise<void> {
    return this.locks.run(id, async () => {
      const known = this.known.get(id) ?? fresh;
      if (!known) throw new SaveError('invalid', msg('main.record.notOpen', { id }));
      const playedAt = (this.opts.now ?? (() => new Date()))().toISOString();
      const meta: RecordMeta = { ...known.meta, playedAt, ...(finalScores ? { scores: finalScores } : {}) };
      await this.store.save(id, { kind: 'game', game, displayName: known.name, record: meta });
      this.known.set(id, { name: known.name, meta });
      await this.journal(id).reset({ journal: 1, seed: game.seed, base: game.actions.length });
    });
  }

  /** Appends one choice (or an undo) to the record's journal, on the disk before it resolves. */
  append(id: string, entry: JournalEntry): Promise<void> {
    return this.locks.run(id, () => this.journal(id).append(entry));
  }

  /** The record's game as it stood at its last kept choice: checkpoint plus journal. Never writes. */
  async open(id: string): Promise<OpenedRecord> {
    const res = await this.store.load(id);
    if (!res.ok) return { ok: false, error: res.error };
    const game = res.save.game;
    if (!game || res.save.kind !== 'game') return { ok: false, error: loadError('foreign', msg('main.record.noGame', { id })) };
    const meta: RecordMeta = res.save.record ?? { createdAt: res.save.savedAt, pinned: false };
    const journal = await readJournal(this.journalFile(id));
    const { actions, applied } = applyJournal(game.seed, game.actions, journal);
    this.known.set(id, { name: res.save.name, meta });
    return { ok: true, name: res.save.name, meta, seed: game.seed, config: game.config, actions, journalApplied: applied };
  }

  /** Every record, newest first, with the choices its journal adds counted in. */
  async list(): Promise<GamesListing> {
    const { saves, damaged } = await this.store.list();
    const listed = saves.filter((s) => s.facts);
    // A journal per game in progress: read side by side, thousands of them can be in the list.
    const kept = await inParallel(listed, JOURNALS_AT_ONCE, (s) =>
      s.facts!.status === 'playing' && s.checkpoint ? keptProgress(this.journalFile(s.slot), { ...s.checkpoint, playedAt: s.facts!.playedAt }) : Promise.resolve(null),
    );
    const games: GameEntry[] = listed.map((s, i) => {
      const facts = s.facts!;
      const known = this.known.get(s.slot);
      // savedAt says when the game was last played: a rename or a pin does not make it newer.
      return { ...facts, ...(known ? { pinned: known.meta.pinned } : {}), id: s.slot, name: known?.name ?? s.name, savedAt: kept[i]?.lastPlayedAt ?? facts.playedAt, moves: kept[i]?.moves ?? facts.moves };
    });
    return { games, damaged: damaged.map((d) => ({ file: `games/${d.file}`, message: d.message, words: d.words })) };
  }

  /** The records by the last write of their files, newest first (the search for the game played last). */
  lastWrites(): Promise<{ slot: string; bound: number }[]> {
    return lastWrites(this.dir);
  }

  /** The record's entry as list() gives it, when it loads and holds a game in progress; else null. */
  async inProgress(id: string): Promise<GameEntry | null> {
    const res = await this.store.load(id);
    if (!res.ok || !res.save.game) return null;
    const facts = gameFacts(res.save);
    if (!facts || facts.status !== 'playing') return null;
    const kept = await keptProgress(this.journalFile(res.slot), { seed: res.save.game.seed, moves: facts.moves, playedAt: facts.playedAt });
    const known = this.known.get(res.slot);
    return { ...facts, ...(known ? { pinned: known.meta.pinned } : {}), id: res.slot, name: known?.name ?? res.save.name, savedAt: kept.lastPlayedAt, moves: kept.moves };
  }

  /** Gives a record another display name. */
  rename(id: string, name: string): Promise<void> {
    return this.rewrite(id, (known) => ({ ...known, name }));
  }

  /** Pins a record (never removed to make room) or unpins it. */
  pin(id: string, pinned: boolean): Promise<void> {
    return this.rewrite(id, (known) => ({ ...known, meta: { ...known.meta, pinned } }));
  }

  /** Deletes a record, its backups and its journal (an explicit player action). Returns whether it existed. */
  delete(id: string): Promise<boolean> {
    return this.locks.run(id, async () => {
      const gone = await this.store.delete(id);
      await this.journal(id).remove();
      this.journals.delete(id);
      this.known.delete(id);
      return gone;
    });
  }

  /**
   * Removes finished, unpinned records beyond the newest `keep`; never a
   * game in progress, a pinned one or `except` (the game on the table).
   * Returns the ids removed.
   */
  async prune(keep: number, except: string | null = null): Promise<string[]> {
    const { games } = await this.list();
    const finished = games
      .filter((g) => g.status === 'finished' && !g.pinned && g.id !== except)
      .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    const removed: string[] = [];
    for (const g of finished.slice(Math.max(0, keep))) {
      if (await this.delete(g.id)) removed.push(g.id);
    }
    return removed;
  }

  cleanupTempFiles(olderThanMs?: number): Promise<number> {
    return this.store.cleanupTempFiles(olderThanMs);
  }

  /** Lets go of open journal files (a host shutting down, tests). */
  async close(): Promise<void> {
    for (const j of this.journals.values()) await j.close();
  }

  /** Read-modify-write of a record's name or meta; the game and its journal stay as they are. */
  private rewrite(id: string, change: (known: { name: string; meta: RecordMeta }) => { name: string; meta: RecordMeta }): Promise<void> {
    return this.locks.run(id, async () => {
      const res = await this.store.loadUnverified(id);
      if (!res.ok) throw new SaveError(res.error.code === 'not-found' ? 'not-found' : 'invalid', res.error.words);
      const game = res.save.game;
      if (!game || res.save.kind !== 'game') throw new SaveError('invalid', msg('main.record.noGame', { id }));
      const before = this.known.get(id) ?? { name: res.save.name, meta: res.save.record ?? { createdAt: res.save.savedAt, pinned: false } };
      const after = change(before);
      // The game is written back unchanged, so the journal after it still applies.
      await this.store.save(id, { kind: 'game', game, displayName: after.name, record: after.meta });
      this.known.set(id, after);
    });
  }

  private journal(id: string): JournalWriter {
    let j = this.journals.get(id);
    if (!j) {
      j = new JournalWriter(this.journalFile(id), this.opts.fsync === false ? { fsync: false } : {});
      this.journals.set(id, j);
    }
    return j;
  }

  private journalFile(id: string): string {
    return join(this.dir, `${id}.journal`);
  }
}
