// The bots' one entry point: chooseAction(state, level, opts).
//   random    - a uniformly random legal action
//   heuristic - greedy on the evaluation, finishing its own turn (heuristic.ts)
//   strong    - on placements (and other choices that shape the turn): policy
//               rollouts against a heuristic model of the other seats
//               (rollout.ts), through the day and the night after it, valued
//               at the next day by a fit of final scores (leaf.ts; settings
//               STRONG_TUNING); on the small follow-up choices, the heuristic
//               itself (the rollouts already assumed it for them).
//               The earlier tree search (mcts.ts) stays available as
//               `search: 'mcts'` for comparison.
// Every level returns an element of legalActions(state), is deterministic for
// a given seed (and iteration budget), and only uses what the deciding seat
// may know: hidden cards are re-dealt at random before any lookahead.
import { seedToState } from '../core/rng.js';
import { silently } from '../core/speech.js';
import type { Action, ComputerLevel, GameState } from '../core/types.js';
import { currentDecision, legalActions } from '../index.js';
import { heuristicChoice } from './heuristic.js';
import { DEFAULT_BUDGET_MS, mctsChoice, type MctsProgress } from './mcts.js';
import { DEFAULT_ROLLOUTS, rolloutChoice, type CandidateStat, type RolloutOptions } from './rollout.js';
import { randomChoice } from './random.js';

/** A computer player's level (the engine's one list: core/types.ts COMPUTER_LEVELS). */
export type BotLevel = ComputerLevel;

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
  /** Strong bot: the search to use (default 'rollout'; 'mcts' is the earlier tree search, for comparison). */
  search?: 'rollout' | 'mcts';
  /** Strong bot, rollout search: tuning (arena experiments); defaults STRONG_TUNING, then rollout.ts. */
  tuning?: StrongTuning;
}

export type StrongTuning = Pick<
  RolloutOptions,
  'topK' | 'horizon' | 'noise' | 'rewardScale' | 'until' | 'reward' | 'winWeight' | 'work' | 'leaf' | 'recordSamples'
> & {
  searched?: readonly string[];
};

/**
 * The strong bot's own search settings (over rollout.ts's defaults, which the game review keeps):
 * each rollout plays the day out and the night after it, and a rollout that reaches the next
 * day is valued by leaf.ts's fit of final scores (one from round 3 plays to the end: exact).
 */
export const STRONG_TUNING: StrongTuning = { until: 'night', leaf: true };

/** Decision kinds the strong bot searches; the others are follow-ups it plays as the heuristic does. */
export const SEARCHED_KINDS: ReadonlySet<string> = new Set(['place', 'cloak', 'ability', 'palaceDaytime', 'turnStartRevelation']);

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
  /** Strong bot, searched decisions: what the rollouts found for each candidate (the chosen first). */
  ranking?: CandidateStat[];
}

export interface BotChoice {
  action: Action;
  /** The bot generator's state after the choice: pass it as the next seed to continue the stream. */
  rngState: number;
  stats: BotStats;
}

/**
 * The bot's choice for whoever must decide now. Throws if the game is over. Thinks silently
 * (core/speech.ts): the states it plays through are thrown away, so their log words are never built.
 */
export function chooseAction(state: GameState, level: BotLevel, opts: ChooseOptions): BotChoice {
  return silently(() => choose(state, level, opts));
}

function choose(state: GameState, level: BotLevel, opts: ChooseOptions): BotChoice {
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
      if (opts.search !== 'mcts') {
        if (!(opts.tuning?.searched?.includes(decision.kind) ?? SEARCHED_KINDS.has(decision.kind))) {
          const h = heuristicChoice(state, rngState);
          return { action: h.action, rngState: h.rngState, stats: { level, legal, candidates: h.considered, iterations: 0, value: h.value, ms: ms() } };
        }
        const r = rolloutChoice(state, {
          ...STRONG_TUNING,
          ...opts.tuning,
          rngState,
          iterations: opts.iterations,
          budgetMs: opts.budgetMs,
          now: opts.now,
          onProgress: opts.onProgress,
          shouldStop: opts.shouldStop,
          defaultBudgetMs: DEFAULT_BUDGET_MS,
          defaultIterations: DEFAULT_ITERATIONS,
        });
        return {
          action: r.action,
          rngState: r.rngState,
          stats: { level, legal, candidates: r.candidates, iterations: r.iterations, visits: r.visits, value: r.value, ms: ms(), ranking: r.ranking },
        };
      }
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

/** The strong bot's budget without a clock: rollouts per searched decision. */
export const DEFAULT_ITERATIONS = DEFAULT_ROLLOUTS;
export { DEFAULT_BUDGET_MS, type MctsProgress } from './mcts.js';
export type { CandidateStat } from './rollout.js';
