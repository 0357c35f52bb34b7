// How far a kept game really got, and when its last choice was kept: its
// checkpoint's choices plus the journal lines Continue would apply on top
// (journal.ts journalProgress: the header checked, stopping at a gap or a bad
// line). The games list, the campaigns list and "Continue the last game" all
// ask this, so none of them can tell another story than Continue restores.
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
