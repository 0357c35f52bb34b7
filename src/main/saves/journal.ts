// A game's journal: the choices made since its last checkpoint, one JSON line
// each, appended and flushed to disk before the choice is acknowledged. The
// checkpoint (the whole save, written atomically at the end of each turn)
// then starts a new journal. So a kill or a power cut loses no acknowledged
// choice, while each choice costs one small append instead of a whole save.
//
//   {"journal":1,"seed":"r128:...","base":37}   the header: which game, and
//                                                how many choices the checkpoint holds
//   {"at":37,"action":{...}}                     choice number 37 (0-based)
//   {"at":36}                                    the log was cut back to 36 choices (an undo)
//
// Reading stops at the first line that is not a whole, valid entry (a write
// cut short by a kill), so a damaged tail never spoils the lines before it.
// A journal whose header names another game or another checkpoint is stale
// (a kill between a checkpoint and the journal's reset) and is ignored.

import { constants as fsConstants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { Action } from '../../engine/core/types.js';
import { ActionSchema, SeedSchema } from '../../shared/schemas.js';
import { errnoCode, fsyncDirectory, renameWithRetry, writeTempFile } from './atomic-write.js';
import { MAX_ACTIONS } from './format.js';

/** A journal longer than this is not read (a turn is a handful of choices; a checkpoint follows every turn). */
export const MAX_JOURNAL_BYTES = 4 * 1024 * 1024;

const HeaderSchema = z.strictObject({
  journal: z.literal(1),
  seed: SeedSchema,
  base: z.number().int().min(0).max(MAX_ACTIONS),
});
const EntrySchema = z.strictObject({
  at: z.number().int().min(0).max(MAX_ACTIONS),
  action: ActionSchema.optional(),
});

export type JournalHeader = z.infer<typeof HeaderSchema>;
/** A choice at position `at`, or (without `action`) the log cut back to `at` choices. */
export type JournalEntry = { at: number; action?: Action };

export interface JournalContents {
  header: JournalHeader;
  entries: JournalEntry[];
  /** Why reading stopped before the end of the file (a torn last line), if it did. */
  stoppedEarly: string | null;
  /** When the file was last written (readJournal only): the time of its last kept line. */
  modifiedAt?: string;
}

export interface JournalOptions {
  /** Flush every append to the disk (default true; only tests turn it off). */
  fsync?: boolean;
}

/** Appends to one journal file; `reset` starts it anew after a checkpoint. */
export class JournalWriter {
  private handle: FileHandle | null = null;

  constructor(
    readonly file: string,
    private readonly opts: JournalOptions = {},
  ) {}

  /** Replaces the journal with one holding only `header` (atomically: the old one stays whole until then). */
  async reset(header: JournalHeader): Promise<void> {
    await this.close();
    const tmp = await writeTempFile(this.file, `${JSON.stringify(header)}\n`, { fsync: this.opts.fsync !== false });
    try {
      await renameWithRetry(tmp, this.file);
    } catch (err) {
      await fsp.unlink(tmp).catch(() => undefined);
      throw err;
    }
    if (this.opts.fsync !== false) await fsyncDirectory(dirname(this.file));
  }

  /** Appends one entry and waits until it is on the disk. */
  async append(entry: JournalEntry): Promise<void> {
    const line = `${JSON.stringify(entry.action === undefined ? { at: entry.at } : { at: entry.at, action: entry.action })}\n`;
    // Never created here: only reset() makes a journal, so a line cannot start a journal without its header.
    const handle = (this.handle ??= await fsp.open(this.file, fsConstants.O_WRONLY | fsConstants.O_APPEND));
    await handle.appendFile(line);
    if (this.opts.fsync !== false) await handle.datasync();
  }

  async close(): Promise<void> {
    const h = this.handle;
    this.handle = null;
    await h?.close().catch(() => undefined);
  }

  /** Removes the journal file (its game was deleted). */
  async remove(): Promise<void> {
    await this.close();
    await fsp.unlink(this.file).catch((err: unknown) => {
      if (errnoCode(err) !== 'ENOENT') throw err;
    });
  }
}

/**
 * Reads a journal: null when there is none or it cannot be used at all (no
 * valid header, not a regular file, too large). Never writes.
 */
export async function readJournal(file: string): Promise<JournalContents | null> {
  let fh: FileHandle;
  try {
    // Non-blocking, so a FIFO in its place cannot hang the reader; then only a regular file is read.
    fh = await fsp.open(file, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  let text: string;
  let modifiedAt: string;
  try {
    const st = await fh.stat();
    if (!st.isFile() || st.size > MAX_JOURNAL_BYTES) return null;
    modifiedAt = st.mtime.toISOString();
    text = (await fh.readFile()).toString('utf8');
  } catch {
    return null;
  } finally {
    await fh.close().catch(() => undefined);
  }
  const parsed = parseJournal(text);
  return parsed && { ...parsed, modifiedAt };
}

/** The journal's lines as entries, up to the first that is not whole and valid. */
export function parseJournal(text: string): JournalContents | null {
  const lines = text.split('\n');
  const header = HeaderSchema.safeParse(parseLine(lines[0] ?? ''));
  if (!header.success) return null;
  const entries: JournalEntry[] = [];
  let stoppedEarly: string | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    // A line is whole only when its newline was written too.
    if (i === lines.length - 1) {
      if (line !== '') stoppedEarly = `line ${i + 1} was cut short`;
      break;
    }
    const entry = EntrySchema.safeParse(parseLine(line));
    if (!entry.success) {
      stoppedEarly = `line ${i + 1} is not a valid entry`;
      break;
    }
    entries.push(entry.data.action === undefined ? { at: entry.data.at } : { at: entry.data.at, action: entry.data.action as Action });
  }
  return { header: header.data, entries, stoppedEarly };
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * The journal entries that apply on top of a checkpoint of `baseLength`
 * choices, each with the length of the log after it. A journal of another
 * game or another checkpoint yields nothing; an entry that would leave a gap
 * ends the reading there. Continue (applyJournal) and every count of a game's
 * progress (journalProgress) walk the journal through this one function, so
 * a list can never show more choices than Continue restores.
 */
function* checkedEntries(seed: number | string, baseLength: number, journal: JournalContents | null): Generator<{ entry: JournalEntry; length: number }> {
  if (!journal || journal.header.base !== baseLength || !sameSeed(journal.header.seed, seed)) return;
  let length = baseLength;
  for (const entry of journal.entries) {
    if (entry.at > length) return;
    length = entry.at + (entry.action === undefined ? 0 : 1);
    yield { entry, length };
  }
}

/** The choices of a game after its journal: `base` is the checkpoint's action log. */
export function applyJournal(seed: number | string, base: readonly Action[], journal: JournalContents | null): { actions: Action[]; applied: number } {
  const actions = [...base];
  let applied = 0;
  for (const { entry } of checkedEntries(seed, base.length, journal)) {
    actions.length = entry.at;
    if (entry.action !== undefined) actions.push(entry.action);
    applied++;
  }
  return { actions, applied };
}

/** How many choices the game holds once its journal is applied, without the choices themselves (the lists' count). */
export function journalProgress(seed: number | string, baseLength: number, journal: JournalContents | null): { moves: number; applied: number } {
  let moves = baseLength;
  let applied = 0;
  for (const { length } of checkedEntries(seed, baseLength, journal)) {
    moves = length;
    applied++;
  }
  return { moves, applied };
}

function sameSeed(a: number | string, b: number | string): boolean {
  return typeof a === typeof b && a === b;
}
