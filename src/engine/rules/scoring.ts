// END OF THE GAME: favor points, moon-shard sets, resources and the tie-breaks.
import { msg } from '../core/message.js';
import { capitalRank } from '../core/state.js';
import type { FactionScore, GameState, ScoreLine, Scores } from '../core/types.js';

const SAME_SET = 9;
const MIXED_SET = 6;
const SINGLE = 1;

/**
 * The best value of a shard collection: sets of 3 of one colour (9), sets of 3
 * different colours (6), 1 per unmatched shard; each shard in one set only.
 * `wild` first-player tokens each count as a shard of any one colour.
 */
export function moonShardPoints(shards: { coral: number; jade: number; agate: number }, wild = 0): number {
  let best = 0;
  const base = [shards.coral, shards.jade, shards.agate];
  // Try every way to colour the wild shards, then every number of mixed sets.
  const assign = (i: number, counts: number[], left: number): void => {
    if (i === 2) {
      const c = [counts[0]!, counts[1]!, counts[2]! + left];
      const maxMixed = Math.min(c[0]!, c[1]!, c[2]!);
      for (let m = 0; m <= maxMixed; m++) {
        let pts = m * MIXED_SET;
        for (const x of c) {
          const r = x - m;
          pts += Math.floor(r / 3) * SAME_SET + (r % 3) * SINGLE;
        }
        if (pts > best) best = pts;
      }
      return;
    }
    for (let w = 0; w <= left; w++) {
      const next = counts.slice();
      next[i] = next[i]! + w;
      assign(i + 1, next, left - w);
    }
  };
  assign(0, base, Math.max(0, wild));
  return best;
}

/** "For each set of 3 resources (even of different kinds): 3 FPs." */
export function resourcePoints(coin: number, scroll: number, lantern: number): number {
  return Math.floor((coin + scroll + lantern) / 3) * 3;
}

export function finalScores(s: GameState): Scores {
  const factionMode = s.config.mode !== 'standard';
  const lines: ScoreLine[] = s.players.map((p) => {
    const pool = s.pools[p.pool]!;
    const poolHolders = s.players.filter((q) => q.pool === p.pool).map((q) => q.seat);
    const wild = poolHolders.includes(s.firstPlayer) ? 1 : 0;
    const shards = moonShardPoints(pool, wild);
    const resources = resourcePoints(pool.coin, pool.scroll, pool.lantern);
    return { seat: p.seat, faction: p.faction, favor: p.fp, shards, resources, total: p.fp + shards + resources, rank: 0 };
  });

  if (!factionMode) {
    // "On a tie, refer to the Capital sector: the player with the higher rank on the capital track wins."
    const order = lines.slice().sort((a, b) => b.total - a.total || capitalRank(s, a.seat) - capitalRank(s, b.seat));
    order.forEach((l, i) => (l.rank = i + 1));
    const top = order[0]!;
    const tied = order.filter((l) => l.total === top.total);
    return {
      seats: lines,
      winner: { seats: [top.seat], faction: top.faction },
      tieBreak: tied.length > 1 ? msg('rules.tieBreak.herald', { n: top.total }) : undefined,
    };
  }

  // Seats in factions: "the player with the least FPs determines the base points of the whole team";
  // shards and resources come from the faction's shared pool.
  const factionIds = [...new Set(s.players.map((p) => p.faction))];
  const factions: FactionScore[] = factionIds.map((f) => {
    const members = lines.filter((l) => l.faction === f);
    const favor = Math.min(...members.map((m) => m.favor));
    const { shards, resources } = members[0]!;
    return { faction: f, seats: members.map((m) => m.seat), favor, shards, resources, total: favor + shards + resources, rank: 0 };
  });
  const holder = s.players[s.firstPlayer]!.faction;
  // "On a tie, the faction which has the first player token wins the game."
  const order = factions.slice().sort((a, b) => b.total - a.total || (a.faction === holder ? -1 : b.faction === holder ? 1 : 0));
  order.forEach((f, i) => (f.rank = i + 1));
  for (const l of lines) l.rank = factions.find((f) => f.faction === l.faction)!.rank;
  const top = order[0]!;
  const tied = order.filter((f) => f.total === top.total);
  return {
    seats: lines,
    factions,
    winner: { seats: top.seats, faction: top.faction },
    tieBreak: tied.length > 1 ? msg('rules.tieBreak.firstPlayer', { n: top.total }) : undefined,
  };
}
