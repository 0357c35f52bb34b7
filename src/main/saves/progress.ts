// How far a kept game really got, and when its last choice was kept: its
// checkpoint's choices plus the journal lines Continue would apply on top
// (journal.ts journalProgress: the header checked, stopping at a gap or a bad
// line). The games list, the campaigns list and "Continue the last game" all
// ask this, so none of them can tell another story than Continue restores.
import * as fsp from 'node:fs/promises';
import { join } from 'node:path';
import { validateSlotName } from './format.js';
import { journalProgress, readJournal } from './journal.js';

/** What a game's file says of it: its seed, the choices it holds, and when it was written. */
export interface Checkpoint {
  seed: number | string;
  moves: number;
  /** When the checkpoint was written (a record's playedAt, a campaign's save time). */
  playedAt: string;
}

export interface KeptProgress {
  /** The choices Continue restores. */
  moves: number;
  /** How many of them came from the journal. */
  applied: number;
  /** When the last of them was kept: the journal's last line, else the checkpoint. */
  lastPlayedAt: string;
}

/** The progress of the game checkpointed as `checkpoint`, with the journal at `journalFile` (if any). Never writes. */
export async function keptProgress(journalFile: string, checkpoint: Checkpoint): Promise<KeptProgress> {
  const journal = await readJournal(journalFile);
  const { moves, applied } = journalProgress(checkpoint.seed, checkpoint.moves, journal);
  const journalTime = applied > 0 ? journal?.modifiedAt : undefined;
  const lastPlayedAt = journalTime !== undefined && journalTime > checkpoint.playedAt ? journalTime : checkpoint.playedAt;
  return { moves, applied, lastPlayedAt };
}

/**
 * The last write of each slot of `dir`, its file or its journal, in ms, newest
 * first: no game there was played later than that (its checkpoint's time and
 * its journal's last line are written before the file is), so a search for the
 * game played last can stop once what it found is at least as new as the
 * remaining bounds. Only stats, no file is read. Never writes.
 */
export async function lastWrites(dir: string): Promise<{ slot: string; bound: number }[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out: { slot: string; bound: number }[] = [];
  await Promise.all(
    names.map(async (name) => {
      const m = /^([^.]+)\.json$/.exec(name);
      const v = validateSlotName(m?.[1]);
      if (!v.ok) return;
      const journalName = `${m![1]}.journal`;
      const [file, journal] = await Promise.all([
        fsp.stat(join(dir, name)).catch(() => null),
        present.has(journalName) ? fsp.stat(join(dir, journalName)).catch(() => null) : null,
      ]);
      if (!file?.isFile()) return;
      out.push({ slot: v.name, bound: Math.max(file.mtimeMs, journal?.mtimeMs ?? 0) });
    }),
  );
  return out.sort((a, b) => b.bound - a.bound || a.slot.localeCompare(b.slot));
}
