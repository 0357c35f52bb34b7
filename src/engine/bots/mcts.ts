// The strong bot: single-observer information-set Monte Carlo tree search.
// Each iteration re-deals everything the deciding seat cannot see (and the
// engine's generator), then walks one shared tree keyed by actions: UCT on the
// reward of the seat that chooses at each step (a reward vector, one entry per
// seat), counting how often each action was available. A new leaf is valued by
// finishing the acting seat's turn greedily and evaluating the state with the
// heuristic evaluation (evaluate.ts), squashed into [0, 1] per seat.
import { Rng } from '../core/rng.js';
import type { Action, GameState } from '../core/types.js';
import { applyAction, currentDecision } from '../index.js';
import { actionId, candidates } from './candidates.js';
import { determinize } from './determinize.js';
import { margins } from './evaluate.js';
import { completeTurn, tryApply } from './heuristic.js';

/** Iterations per decision when no other budget is given (a median 0.2 s, 90% under 0.5 s on the test machines: docs/bots.md). */
export const DEFAULT_ITERATIONS = 2000;
/** Default time budget when a clock is given. */
export const DEFAULT_BUDGET_MS = 900;

export interface MctsProgress {
  iterations: number;
  /** The iteration budget, when one applies. */
  of?: number;
  elapsedMs?: number;
  /** The action the search would choose now, and its share of the visits. */
  best: Action;
  confidence: number;
}

export interface MctsOptions {
  rngState: number;
  iterations?: number;
  budgetMs?: number;
  now?: () => number;
  onProgress?: (p: MctsProgress) => void;
  /** Polled every few iterations: true ends the search at once with the best action so far. */
  shouldStop?: () => boolean;
  /** UCT exploration constant (rewards lie in [0, 1]). */
  exploration?: number;
  /** Margin (FP) that maps to a reward of about 0.88 (tanh scale). */
  rewardScale?: number;
}

export interface MctsResult {
  action: Action;
  rngState: number;
  iterations: number;
  candidates: number;
  visits: number;
  /** Mean reward of the chosen action for the deciding seat, in [0, 1]. */
  value: number;
}

interface Edge {
  action: Action;
  visits: number;
  avail: number;
  /** Sum of rewards per seat. */
  reward: Float64Array;
  child: TreeNode | null;
}

interface TreeNode {
  edges: Map<string, Edge>;
}

function rewardsOf(s: GameState, scale: number): Float64Array {
  const m = margins(s);
  const r = new Float64Array(m.length);
  for (let i = 0; i < m.length; i++) r[i] = 0.5 + 0.5 * Math.tanh(m[i]! / scale);
  return r;
}

/** The leaf value: the acting seat finishes its turn greedily, then the state is evaluated. */
function leafValue(s: GameState, scale: number): Float64Array {
  const d = currentDecision(s);
  const end = d ? completeTurn(s, d.seat) : s;
  return rewardsOf(end, scale);
}

export function mctsChoice(s: GameState, o: MctsOptions): MctsResult {
  const decision = currentDecision(s);
  if (!decision) throw new Error('No legal action: the game is over.');
  const rng = new Rng(o.rngState);
  const rootOpts = candidates(s);
  if (rootOpts.length === 1) {
    return { action: rootOpts[0]!, rngState: rng.state, iterations: 0, candidates: 1, visits: 0, value: 0.5 };
  }
  const seat = decision.seat;
  const n = s.players.length;
  const c = o.exploration ?? 0.35;
  const scale = o.rewardScale ?? 8;
  const now = o.now;
  const start = now?.() ?? 0;
  const budgetMs = now ? (o.budgetMs ?? (o.iterations === undefined ? DEFAULT_BUDGET_MS : Infinity)) : Infinity;
  const maxIter = o.iterations ?? (now && o.budgetMs !== undefined ? Infinity : DEFAULT_ITERATIONS);

  const root: TreeNode = { edges: new Map() };
  for (const a of rootOpts) root.edges.set(actionId(a), { action: a, visits: 0, avail: 0, reward: new Float64Array(n), child: null });

  const bestRootEdge = (): Edge => {
    let best: Edge | null = null;
    for (const e of root.edges.values()) {
      if (!best || e.visits > best.visits || (e.visits === best.visits && e.reward[seat]! * best.visits > best.reward[seat]! * e.visits)) best = e;
    }
    return best!;
  };
  const report = (iter: number): void => {
    if (!o.onProgress) return;
    const b = bestRootEdge();
    o.onProgress({
      iterations: iter,
      ...(Number.isFinite(maxIter) ? { of: maxIter } : {}),
      ...(now ? { elapsedMs: now() - start } : {}),
      best: b.action,
      confidence: iter > 0 ? b.visits / iter : 0,
    });
  };

  const path: Edge[] = [];
  let iter = 0;
  for (; iter < maxIter; iter++) {
    if ((iter & 15) === 0 && iter > 0) {
      if (now && now() - start >= budgetMs) break;
      if (o.shouldStop?.()) break;
    }
    if (o.onProgress && (iter & 127) === 0 && iter > 0) report(iter);

    let st = determinize(s, seat, rng);
    let node = root;
    path.length = 0;
    for (;;) {
      const d = currentDecision(st);
      if (!d) break;
      const opts = node === root ? rootOpts : candidates(st);
      const mover = d.seat;
      let fresh: Edge[] | null = null;
      let chosen: Edge | null = null;
      let bestU = -Infinity;
      // First pass: availability, and any action never tried yet.
      for (const a of opts) {
        const key = actionId(a);
        let e = node.edges.get(key);
        if (!e) {
          e = { action: a, visits: 0, avail: 0, reward: new Float64Array(n), child: null };
          node.edges.set(key, e);
        }
        e.avail++;
        if (e.visits === 0) (fresh ??= []).push(e);
        else if (!fresh) {
          const u = e.reward[mover]! / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
          if (u > bestU) {
            bestU = u;
            chosen = e;
          }
        }
      }
      if (fresh) {
        const e = fresh.length === 1 ? fresh[0]! : fresh[rng.int(fresh.length)]!;
        const next = node === root ? tryApply(st, e.action) : applyAction(st, e.action);
        if (!next) {
          path.length = 0;
          break;
        }
        st = next;
        path.push(e);
        break;
      }
      const next = node === root ? tryApply(st, chosen!.action) : applyAction(st, chosen!.action);
      if (!next) {
        path.length = 0;
        break;
      }
      st = next;
      path.push(chosen!);
      node = chosen!.child ??= { edges: new Map() };
    }
    if (path.length === 0) continue; // a root choice this re-deal does not allow (see tryApply)
    const r = currentDecision(st) ? leafValue(st, scale) : rewardsOf(st, scale);
    for (const e of path) {
      e.visits++;
      for (let i = 0; i < n; i++) e.reward[i]! += r[i]!;
    }
  }
  report(iter);
  const best = bestRootEdge();
  return {
    action: best.action,
    rngState: rng.state,
    iterations: iter,
    candidates: rootOpts.length,
    visits: best.visits,
    value: best.visits ? best.reward[seat]! / best.visits : 0.5,
  };
}
