// How a seat the rules play for themselves (the Basilisk) chooses where its
// card leaves a choice: the kinds it holds least and most of, and the fixed
// orders the automatic Golden Rule breaks ties by (docs/rules-notes.md). Kin
// abilities ask this too, to say what the Basilisk does with them, so it sits
// with the rules, below the variants.
import { poolOf } from '../core/state.js';
import type { Action, GameState, Pool, PoolKey, Resource, Shard } from '../core/types.js';
import { RESOURCES, SHARDS } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { moonShardPoints } from './scoring.js';

// --- "least" and "most" ----------------------------------------------------

/** The resource kinds the Basilisk has least of (it always gains one of these). */
export function leastResources(s: GameState, seat: number): Resource[] {
  return extremes(poolOf(s, seat), RESOURCES, 'min');
}

/** The resource kinds the Basilisk has most of (it always spends one of these); empty when it has none. */
export function mostResources(s: GameState, seat: number): Resource[] {
  const pool = poolOf(s, seat);
  return extremes(pool, RESOURCES, 'max').filter((r) => pool[r] > 0);
}

/**
 * Of the kinds the Basilisk could spend here, those it has most of: when what it
 * pays is decided by a choice (which paid spot), the spending rule narrows that
 * choice to these; several only on a tie. Empty when `kinds` is.
 */
export function mostAmong(s: GameState, seat: number, kinds: readonly Resource[]): Resource[] {
  return extremes(poolOf(s, seat), RESOURCES.filter((r) => kinds.includes(r)), 'max');
}

/** The moon shard colours the Basilisk has least of. */
export function leastShards(s: GameState, seat: number): Shard[] {
  return extremes(poolOf(s, seat), SHARDS, 'min');
}

function extremes<K extends PoolKey>(pool: Pool, keys: readonly K[], which: 'min' | 'max'): K[] {
  let best = which === 'min' ? Infinity : -Infinity;
  for (const k of keys) best = which === 'min' ? Math.min(best, pool[k]) : Math.max(best, pool[k]);
  return keys.filter((k) => pool[k] === best);
}

// --- the heuristic behind goldenRuleAuto (docs/rules-notes.md) ---------------

/** When the Basilisk gains a tied resource, it gets the one it can use least: scroll, then lantern, then coin. */
export const AUTO_GAIN_ORDER: readonly Resource[] = ['scroll', 'lantern', 'coin'];
/** When the Basilisk spends a tied resource, it loses the one it uses most: coin, then lantern, then scroll. */
export const AUTO_SPEND_ORDER: readonly Resource[] = ['coin', 'lantern', 'scroll'];
/** Sectors whose daytime effect tends to give the Basilisk least, weakest first (by sector index). */
export const AUTO_WEAK_SECTORS: readonly number[] = [0, 2, 3, 1, 4, 5];

export function firstBy<T>(items: readonly T[], order: readonly T[]): T {
  for (const o of order) if (items.includes(o)) return o;
  return items[0]!;
}

/** Among resource options, the first in `order`. */
export function pickRes(opts: readonly Action[], order: readonly Resource[]): Action {
  const res = opts.flatMap((a) => (a.t === 'res' ? [a.res] : []));
  const r = firstBy(res, order);
  return opts.find((a) => a.t === 'res' && a.res === r) ?? opts[0]!;
}

/** Among sector options, the one whose daytime effect tends to give the Basilisk least (AUTO_WEAK_SECTORS). */
export function weakestSectorOption(opts: readonly Action[]): Action {
  const sectors = opts.filter((a): a is Extract<Action, { t: 'sector' }> => a.t === 'sector');
  return sectors.slice().sort((a, b) => AUTO_WEAK_SECTORS.indexOf(a.sector) - AUTO_WEAK_SECTORS.indexOf(b.sector))[0]!;
}

/** Among revelation slot options, the card worth least favor (the Basilisk discards it for that), or null when none is a slot. */
export function cheapestRevelationOption(s: GameState, opts: readonly Action[]): Action | null {
  const slots = opts.filter((a): a is Extract<Action, { t: 'slot' }> => a.t === 'slot');
  const fp = (a: Extract<Action, { t: 'slot' }>) => revelationById(s.revelations.slots[a.slot]!).fp;
  return slots.length ? slots.slice().sort((a, b) => fp(a) - fp(b) || a.slot - b.slot)[0]! : null;
}

/** The tied shard colour whose gain adds least to the Basilisk's end-game shard points. */
export function weakestShard(s: GameState, seat: number, tied: readonly Shard[]): Shard {
  const pool = poolOf(s, seat);
  let best = tied[0]!;
  let bestPts = Infinity;
  for (const sh of tied) {
    const pts = moonShardPoints({ coral: pool.coral, jade: pool.jade, agate: pool.agate, [sh]: pool[sh] + 1 });
    if (pts < bestPts) {
      best = sh;
      bestPts = pts;
    }
  }
  return best;
}
