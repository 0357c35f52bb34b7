// The strong bot's value of a position at the start of a day (rounds 2 and 3),
// where its rollouts stop (rollout.ts, `until: 'night'`): every seat's final
// score as heuristic play goes on from there, predicted from what the seat
// holds. Only the rollouts' leaves use it; the heuristic policy, which is the
// search's model of the other seats, keeps its own evaluation (evaluate.ts).
//
// Fitted by least squares on 500 heuristic 4-player games (seeds 20000-20499,
// 2,000 seats at each round start; every figure relative to the game's mean,
// the favor already scored counted at exactly 1): the evaluation's day-time
// projection explained 2% of the spread of final scores from the start of
// round 2 and 24% from the start of round 3; this fit explains 24% and 53%.
// The turn order is the largest correction: the first player (the token's
// holder) opens the day and the others answer; in those games the first
// player ended about 5 points behind the last from round 2, and 4 from round
// 3, all else equal, where the projection counted the token as a shard.
import { capitalRank } from '../core/state.js';
import type { GameState } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { moonShardPoints } from '../rules/scoring.js';
import { margins } from './evaluate.js';

interface RoundStartWeights {
  coin: number;
  scroll: number;
  lantern: number;
  /** Per moon shard held (the wild one apart). */
  shard: number;
  /** Per point the shards would score now (sets, the wild one included). */
  shardPoints: number;
  /** Per non-apprentice kin owned. */
  goodKin: number;
  pioneer: number;
  /** Per place down the capital track (0 = top). */
  capitalRank: number;
  /** Per favor point of kept end-game revelations, and of the others. */
  endGameCard: number;
  otherCard: number;
  /** By place in the turn order (0: the first player, holding the token; the last place is the reference, 0). */
  turnOrder: readonly number[];
}

/** Weights at the start of round 2 and of round 3 (index: round - 2). */
export const ROUND_START_WEIGHTS: readonly RoundStartWeights[] = [
  { coin: 0.99, scroll: 0.81, lantern: 0.98, shard: 0.86, shardPoints: 0.5, goodKin: 0.73, pioneer: 0.28, capitalRank: -0.3, endGameCard: -0.11, otherCard: 0.27, turnOrder: [-5.15, -0.74, -1.0, 0] },
  { coin: 1.22, scroll: 0.95, lantern: 0.92, shard: 1.84, shardPoints: 0.32, goodKin: 0.19, pioneer: 0.03, capitalRank: 0.1, endGameCard: 0.14, otherCard: 0.13, turnOrder: [-3.97, -2.3, -2.31, 0] },
];

/** Whether `s` is the start of a day this value knows: a standard 4-player game, round 2 or 3, before the first placement. */
export function atRoundStart(s: GameState): boolean {
  if (s.config.mode !== 'standard' || s.players.length !== 4 || s.phase !== 'day' || s.round < 2 || s.round > 3) return false;
  for (const k of s.kin) if (k.loc === 'board' || k.loc === 'palace') return false;
  return true;
}

/** What the value reads of each seat, in this order (bench/leaf-fit.ts fits the weights of the same list). */
export const LEAF_FEATURES = [
  'coin',
  'scroll',
  'lantern',
  'shard',
  'shardPoints',
  'goodKin',
  'pioneer',
  'capitalRank',
  'endGameCard',
  'otherCard',
  'order0',
  'order1',
  'order2',
] as const;

/** Each seat's figures, in LEAF_FEATURES order (the turn order as three marks: the last place is none). */
export function leafFeatures(s: GameState): number[][] {
  const n = s.players.length;
  const good = new Array<number>(n).fill(0);
  for (const k of s.kin) {
    if (k.seat >= 0 && k.seat < n && k.type !== 'apprentice' && k.loc !== 'box' && k.loc !== 'pile' && k.loc !== 'clanhouse') good[k.seat]!++;
  }
  return s.players.map((p, i) => {
    const pl = s.pools[p.pool]!;
    const wild = s.firstPlayer === i ? 1 : 0;
    let endGame = 0;
    let other = 0;
    for (const id of p.revelations) {
      const c = revelationById(id);
      if (c.timing === 'endGame') endGame += c.fp;
      else if (c.timing !== 'instant') other += c.fp;
    }
    const order = (i - s.firstPlayer + n) % n;
    const shards = { coral: pl.coral, jade: pl.jade, agate: pl.agate };
    return [
      pl.coin,
      pl.scroll,
      pl.lantern,
      pl.coral + pl.jade + pl.agate,
      moonShardPoints(shards, wild),
      good[i]!,
      p.pioneer,
      capitalRank(s, i),
      endGame,
      other,
      order === 0 ? 1 : 0,
      order === 1 ? 1 : 0,
      order === 2 ? 1 : 0,
    ];
  });
}

/** A round's weights in LEAF_FEATURES order. */
function weightList(w: RoundStartWeights): number[] {
  const [o0 = 0, o1 = 0, o2 = 0] = w.turnOrder;
  return [w.coin, w.scroll, w.lantern, w.shard, w.shardPoints, w.goodKin, w.pioneer, w.capitalRank, w.endGameCard, w.otherCard, o0, o1, o2];
}

const WEIGHT_LISTS = ROUND_START_WEIGHTS.map(weightList);

/** Per seat: predicted final score minus the best other seat's (at a round start; margins() elsewhere). */
export function leafMargins(s: GameState): number[] {
  if (!atRoundStart(s)) return margins(s);
  const w = WEIGHT_LISTS[s.round - 2]!;
  const v = leafFeatures(s).map((x, i) => {
    let sum = s.players[i]!.fp;
    for (let j = 0; j < w.length; j++) sum += w[j]! * x[j]!;
    return sum;
  });
  const n = v.length;
  return v.map((x, i) => {
    let best = -Infinity;
    for (let j = 0; j < n; j++) if (j !== i && v[j]! > best) best = v[j]!;
    return x - best;
  });
}
