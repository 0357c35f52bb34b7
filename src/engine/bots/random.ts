// The random bot: a uniformly random legal choice from a seeded generator.
import { nextRandom } from '../core/rng.js';
import type { Action, GameState } from '../core/types.js';
import { legalActions } from '../index.js';

export interface RandomBot {
  state: number;
}

/** Picks a legal action; returns it with the bot's next generator state. */
export function randomChoice(s: GameState, rngState: number): { action: Action; rngState: number } {
  const opts = legalActions(s);
  if (opts.length === 0) throw new Error('No legal action: the game is over.');
  const [next, r] = nextRandom(rngState);
  return { action: opts[Math.floor(r * opts.length)]!, rngState: next };
}
