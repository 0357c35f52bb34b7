// The bots' one entry point: chooseAction(state, level, opts).
//   random    - a uniformly random legal action
//   heuristic - greedy on the evaluation, finishing its own turn (heuristic.ts)
//   strong    - information-set Monte Carlo tree search (mcts.ts)
// Every level returns an element of legalActions(state), is deterministic for
// a given seed (and iteration budget), and only uses what the deciding seat
// may know: hidden cards are re-dealt at random before any lookahead.
import { seedToState } from '../core/rng.js';
import type { Action, GameState } from '../core/types.js';
import { currentDecision, legalActions } from '../index.js';
import { heuristicChoice } from './heuristic.js';
import { mctsChoice, type MctsProgress } from './mcts.js';
import { randomChoice } from './random.js';

export type BotLevel = 'random' | 'heuristic' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'heuristic', 'strong'];

export interface ChooseOptions {
  /** Seed of the bot's own generator (a number, a string, or a generator state from a previous call). */
  seed: number | string;
  /** Strong bot: stop after this many milliseconds of `now()` (only with `now`). */
  budgetMs?: number;
  /** Strong bot: stop after this many search iterations (default DEFAULT_ITERATIONS). */
  iterations?: number;
  /** A clock in milliseconds (e.g. performance.now); the engine never reads one itself. */
  now?: () => number;
  /** Strong bot: called now and then while thinking. */
  onProgress?: (p: MctsProgress) => void;
  /** Strong bot: polled while thinking; returning true stops the search with the best action so far. */
  shouldStop?: () => boolean;
}

export interface BotStats {
  level: BotLevel;
  /** Legal actions at the decision, and the candidates left after merging equivalent ones. */
  legal: number;
  candidates?: number;
  iterations?: number;
  /** Milliseconds spent, when a clock was given. */
  ms?: number;
  /** Strong bot: visits of the chosen action; heuristic: its evaluation. */
  visits?: number;
  value?: number;
}

export interface BotChoice {
  action: Action;
  /** The bot generator's state after the choice: pass it as the next seed to continue the stream. */
  rngState: number;
  stats: BotStats;
}

/** The bot's choice for whoever must decide now. Throws if the game is over. */
export function chooseAction(state: GameState, level: BotLevel, opts: ChooseOptions): BotChoice {
  const decision = currentDecision(state);
  if (!decision) throw new Error('No legal action: the game is over.');
  const rngState = seedToState(opts.seed);
  const t0 = opts.now?.();
  const legal = legalActions(state).length;
  const ms = (): number | undefined => (t0 === undefined ? undefined : opts.now!() - t0);
  switch (level) {
    case 'random': {
      const r = randomChoice(state, rngState);
      return { action: r.action, rngState: r.rngState, stats: { level, legal, ms: ms() } };
    }
    case 'heuristic': {
      const r = heuristicChoice(state, rngState);
      return {
        action: r.action,
        rngState: r.rngState,
        stats: { level, legal, candidates: r.considered, value: r.value, ms: ms() },
      };
    }
    case 'strong': {
      const r = mctsChoice(state, {
        rngState,
        iterations: opts.iterations,
        budgetMs: opts.budgetMs,
        now: opts.now,
        onProgress: opts.onProgress,
        shouldStop: opts.shouldStop,
      });
      return {
        action: r.action,
        rngState: r.rngState,
        stats: { level, legal, candidates: r.candidates, iterations: r.iterations, visits: r.visits, value: r.value, ms: ms() },
      };
    }
    default:
      throw new Error(`Unknown bot level '${String(level)}'.`);
  }
}

export { DEFAULT_ITERATIONS, type MctsProgress } from './mcts.js';
