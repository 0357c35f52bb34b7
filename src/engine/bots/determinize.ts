// Determinisation: one possible real state consistent with what a seat knows.
// Everything the seat cannot see is first put in a canonical order (sorted)
// and then shuffled with the bot's own generator, so the result depends only on
// the seat's view and the bot's seed, never on the real hidden order. What is
// hidden, and how it is re-dealt, each variant says (its `hidden.redeal`); the
// engine's generator state (s.rng) is replaced here: future draws are unknown.
import { cloneState } from '../core/clone.js';
import { Rng } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import { variantsOf } from '../core/variants-in-play.js';

/** A copy of `s` with every hidden part re-dealt at random for `seat` (a seat index; -1 = sees nothing). */
export function determinize(s: GameState, seat: number, rng: Rng): GameState {
  const d = cloneState(s);
  for (const v of variantsOf(s.config)) v.hidden?.redeal?.(d, seat, rng);
  d.rng = Math.floor(rng.next() * 4294967296) >>> 0;
  return d;
}
