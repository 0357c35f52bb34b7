// The heuristic bot: greedy on the evaluation (evaluate.ts), looking one
// choice ahead and then finishing its own turn greedily, so that a placement
// is judged together with its cloak choice, ability and daytime effect.
// It plays on a determinisation of the state, so it never reads hidden cards.
import { RulesError } from '../core/errors.js';
import { Rng } from '../core/rng.js';
import type { Action, GameState } from '../core/types.js';
import { applyAction, currentDecision } from '../index.js';
import { candidates } from './candidates.js';
import { determinize } from './determinize.js';
import { margins } from './evaluate.js';

/** Decision kinds that begin a new turn: a turn completion stops there. */
const TURN_START = new Set(['place', 'turnStartRevelation']);

const EPS = 1e-9;

/** The best candidate by one-step static evaluation for `seat` (ties: first). */
function greedyStep(s: GameState, seat: number, opts: Action[]): GameState {
  let best: GameState | null = null;
  let bestV = -Infinity;
  for (const a of opts) {
    const next = applyAction(s, a);
    const v = margins(next)[seat]!;
    if (v > bestV + EPS) {
      bestV = v;
      best = next;
    }
  }
  return best!;
}

/**
 * Plays `seat`'s remaining steps of the current turn (or night choices)
 * greedily, one step of lookahead each, until another seat must choose, a new
 * turn starts or `maxSteps` steps are taken.
 */
export function completeTurn(s: GameState, seat: number, maxSteps = 10): GameState {
  let cur = s;
  for (let i = 0; i < maxSteps; i++) {
    const d = currentDecision(cur);
    if (!d || d.seat !== seat || TURN_START.has(d.kind)) return cur;
    const opts = candidates(cur);
    cur = opts.length === 1 ? applyAction(cur, opts[0]!) : greedyStep(cur, seat, opts);
  }
  return cur;
}

export interface HeuristicResult {
  action: Action;
  rngState: number;
  /** Evaluation (margin in FP) of the chosen action for the deciding seat. */
  value: number;
  considered: number;
}

/** Scores each candidate for the deciding seat: apply it, finish the turn greedily, evaluate. */
export function scoreCandidates(d: GameState, seat: number, opts: Action[]): number[] {
  return opts.map((a) => {
    const next = tryApply(d, a);
    return next ? margins(completeTurn(next, seat))[seat]! : -Infinity;
  });
}

/**
 * Applies a choice of the real state to a determinisation. Legal choices depend
 * only on what the seat knows, so this succeeds; should a mode make a choice's
 * legality hang on hidden data, the choice is skipped rather than the bot failing.
 */
export function tryApply(d: GameState, a: Action): GameState | null {
  try {
    return applyAction(d, a);
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}

/**
 * The heuristic choice for the seat that must decide in `s`. Deterministic for
 * a given `rngState` (ties are broken at random with it).
 */
export function heuristicChoice(s: GameState, rngState: number): HeuristicResult {
  const decision = currentDecision(s);
  if (!decision) throw new Error('No legal action: the game is over.');
  const rng = new Rng(rngState);
  const opts = candidates(s);
  if (opts.length === 1) return { action: opts[0]!, rngState: rng.state, value: 0, considered: 1 };
  const seat = decision.seat;
  const d = determinize(s, seat, rng);
  const values = scoreCandidates(d, seat, opts);
  let best = -Infinity;
  for (const v of values) if (v > best) best = v;
  if (best === -Infinity) return { action: opts[0]!, rngState: rng.state, value: 0, considered: opts.length };
  const ties: number[] = [];
  values.forEach((v, i) => {
    if (v >= best - EPS) ties.push(i);
  });
  const pick = ties.length === 1 ? ties[0]! : ties[rng.int(ties.length)]!;
  return { action: opts[pick]!, rngState: rng.state, value: best, considered: opts.length };
}
