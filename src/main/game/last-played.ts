// "Continue the last game": the game or campaign whose last choice was kept
// last, of whatever kind. Both kinds say when that was the same way (their
// checkpoint, or the last line of their checked journal: saves/progress.ts),
// so a campaign played after a single game is the one continued, even after a
// kill in the middle of its turn left only its journal newer.
//
// It never lists every game: the files' last writes (stats only) bound when
// each can have been played, and candidates are opened newest first until the
// best one found is at least as new as every bound left.
import type { LastPlayed } from '../../shared/contract.js';
import type { CampaignStore } from '../saves/campaigns.js';
import type { GameRecordStore } from '../saves/game-records.js';

interface Candidate {
  bound: number;
  open: () => Promise<{ at: string; found: LastPlayed } | null>;
}

export async function lastPlayed(records: GameRecordStore | null, campaigns: CampaignStore | null): Promise<LastPlayed | null> {
  const candidates: Candidate[] = [
    ...(records
      ? (await records.lastWrites()).map(({ slot, bound }) => ({
          bound,
          open: async () => {
            const game = await records.inProgress(slot);
            return game && { at: game.savedAt, found: { kind: 'game' as const, game: { ...game, current: false } } };
          },
        }))
      : []),
    ...(campaigns
      ? (await campaigns.lastWrites()).map(({ slot, bound }) => ({
          bound,
          open: async () => {
            const c = await campaigns.inProgress(slot);
            return c && { at: c.lastPlayedAt, found: { kind: 'campaign' as const, id: c.id, name: c.name, summary: c.summary, lastPlayedAt: c.lastPlayedAt } };
          },
        }))
      : []),
  ].sort((a, b) => b.bound - a.bound);
  let best: { at: string; found: LastPlayed } | null = null;
  for (const c of candidates) {
    if (best && Date.parse(best.at) >= c.bound) break;
    const found = await c.open();
    if (found && (!best || found.at > best.at)) best = found;
  }
  return best?.found ?? null;
}
