// The strong bot's search: policy rollouts against a model of the other seats.
//
// The heuristic's one-step values pick the few root candidates worth a closer
// look; each of them is then played out many times on re-dealt copies of the
// state (determinisations), every seat - the others and the bot's own later
// turns - following the heuristic policy, up to a horizon of placements (or
// the end of the day; `until` can take it through the night or to the end of
// the game), and the position reached is evaluated (evaluate.ts, or at the
// start of a day with `leaf`, leaf.ts's fit of final scores). Why: the
// one-step evaluation cannot see the other seats' replies to a placement
// (a contested majority, a spot taken first); the heuristic is a realistic
// model of those replies, and a cheap one, so spending the budget on replies
// beats a wide tree whose leaves are the same static evaluation.
//
// Sample j uses the same re-deal for every candidate (common random numbers),
// so the candidates are compared on equal luck. Candidates are dropped by
// successive halving: after 2, 4, 8, ... samples each, the worse half goes.
import { Rng } from '../core/rng.js';
import { silently } from '../core/speech.js';
import type { Action, GameState } from '../core/types.js';
import { currentDecision } from '../index.js';
import { actionId, candidates, mergeKey } from './candidates.js';
import { determinize } from './determinize.js';
import { margins } from './evaluate.js';
import { leafMargins } from './leaf.js';
import { completeTurn, scoreCandidates, tryApply } from './heuristic.js';

/** Rollouts per decision when no other budget is given (two for each of the heuristic's six best candidates). */
export const DEFAULT_ROLLOUTS = 12;
/** How many of the heuristic's best candidates are played out. */
export const DEFAULT_TOP_K = 6;

export interface RolloutProgress {
  iterations: number;
  of?: number;
  elapsedMs?: number;
  best: Action;
  /** The share of the rollouts spent on the action the search would choose now. */
  confidence: number;
}

export interface RolloutOptions {
  rngState: number;
  /** Rollouts (one candidate played out on one re-deal). */
  iterations?: number;
  budgetMs?: number;
  now?: () => number;
  onProgress?: (p: RolloutProgress) => void;
  shouldStop?: () => boolean;
  /** How many of the heuristic's best root candidates are played out. */
  topK?: number;
  /** Placements played out after the root's (default: all of them, to the end of the day). */
  horizon?: number;
  /** Margin (FP) mapped to a reward of about 0.88 (tanh scale). */
  rewardScale?: number;
  /** Chance that a seat in a rollout plays its second-best choice instead of its best (default 0). */
  noise?: number;
  /** How far a rollout goes: to the end of the day (default), through the night, or to the end of the game. */
  until?: 'day' | 'night' | 'game';
  /** Value a rollout that stops at the start of a day by leaf.ts (a fit of heuristic games' final scores) instead of evaluate.ts. */
  leaf?: boolean;
  /** Reward of a rollout: the squashed margin (default), or a mix with winning (rank: 1 for a win, else 0). */
  reward?: 'margin' | 'win';
  /** With reward 'win': the weight of the win indicator (the rest is the squashed margin). */
  winWeight?: number;
  /**
   * A budget of work (candidates the policy weighs in the rollouts, summed): a rollout is begun
   * only while one more of average cost still fits. Unlike a clock it is the same on every
   * machine, so the search stays reproducible, and it spends fewer rollouts where they are long
   * (early in the game) and more where they are short.
   */
  work?: number;
  /** Default time budget when a clock is given and no other budget. */
  defaultBudgetMs?: number;
  defaultIterations?: number;
  /**
   * A choice to play out whatever the prior thinks of it, never dropped by the halving (the game
   * review's: the choice a person made, weighed on the same re-deals as the search's own).
   */
  include?: Action;
  /**
   * Keep each candidate's margin per re-deal (`CandidateStat.samples`), so two candidates can be
   * compared sample by sample on the re-deals they shared (the coach's margins with their doubt).
   */
  recordSamples?: boolean;
}

/** What the search found out about one root candidate. */
export interface CandidateStat {
  action: Action;
  /** Rollouts played out from it (those its re-deal allowed). */
  rollouts: number;
  /** Mean reward in [0, 1] (what the search ranks by). */
  meanReward: number;
  /** Mean margin in favor points over the best other side at the end of the rollouts. */
  meanMargin: number;
  /**
   * With `recordSamples`: the margin on re-deal j (the same re-deal for every candidate), null
   * where the candidate was not played out on it (dropped by then, or not playable there).
   */
  samples?: (number | null)[];
}

export interface RolloutResult {
  action: Action;
  rngState: number;
  iterations: number;
  candidates: number;
  /** Rollouts of the chosen action. */
  visits: number;
  /** Mean reward of the chosen action in [0, 1]. */
  value: number;
  /** Every candidate played out at least once: the chosen first, then the others by mean reward. */
  ranking: CandidateStat[];
  /** Index in `ranking` of the `include` option, when one was given. */
  included?: number;
  /** Work done (see RolloutOptions.work). */
  work?: number;
}

/** Work done by the policy so far: candidates weighed (a measure of the search's cost that no clock or machine changes). */
let work = 0;

/** The heuristic policy inside a rollout: best one-step-plus-turn value, sometimes the runner-up. */
function policyStep(st: GameState, seat: number, rng: Rng, noise: number): GameState | null {
  const opts = candidates(st);
  work += opts.length;
  if (opts.length === 1) return tryApply(st, opts[0]!);
  const v = scoreCandidates(st, seat, opts);
  let b = -1;
  let b2 = -1;
  for (let i = 0; i < v.length; i++) {
    if (b < 0 || v[i]! > v[b]!) {
      b2 = b;
      b = i;
    } else if (b2 < 0 || v[i]! > v[b2]!) b2 = i;
  }
  const pick = b2 >= 0 && v[b2]! > -Infinity && rng.next() < noise ? b2 : b;
  return tryApply(st, opts[pick]!);
}

/**
 * Plays `root` for `seat` on the re-deal `st`, then everyone by the policy, and returns the seat's
 * margin (favor points over the best other side); null if the root cannot be played on this re-deal, undefined if `interrupted` said stop
 * (asked between policy steps: a rollout from early in the day takes a few hundred milliseconds
 * on a loaded machine, longer than a cancel or the clock may wait).
 */
function playout(
  st: GameState,
  seat: number,
  root: Action,
  rng: Rng,
  horizon: number,
  noise: number,
  until: 'day' | 'night' | 'game',
  leaf: boolean,
  interrupted: () => boolean,
): number | null | undefined {
  let cur = tryApply(st, root);
  if (!cur) return null;
  cur = completeTurn(cur, seat);
  const round = cur.round;
  let placed = 0;
  for (let guard = 0; guard < 4000; guard++) {
    const d = currentDecision(cur);
    if (!d) break;
    if (until !== 'game' && (cur.round !== round || (until === 'day' && cur.phase !== 'day'))) break;
    if (d.kind === 'place' && ++placed > horizon) break;
    if (interrupted()) return undefined;
    const next = policyStep(cur, d.seat, rng, noise);
    if (!next) break;
    cur = next;
  }
  return (leaf ? leafMargins(cur) : margins(cur))[seat]!;
}

/** The search (silently: core/speech.ts; the states it plays through are thrown away). */
export function rolloutChoice(s: GameState, o: RolloutOptions): RolloutResult {
  return silently(() => search(s, o));
}

function search(s: GameState, o: RolloutOptions): RolloutResult {
  const decision = currentDecision(s);
  if (!decision) throw new Error('No legal action: the game is over.');
  const rng = new Rng(o.rngState);
  const opts = candidates(s);
  // The included choice stands for itself, or for the candidate it was merged into.
  let inc = -1;
  if (o.include) {
    const include = o.include;
    const key = mergeKey(s, include) ?? actionId(include);
    inc = opts.findIndex((a) => (mergeKey(s, a) ?? actionId(a)) === key);
    if (inc < 0) inc = opts.push(o.include) - 1;
  }
  const single = (a: Action): RolloutResult => ({ action: a, rngState: rng.state, iterations: 0, candidates: opts.length, visits: 0, value: 0.5, ranking: [] });
  if (opts.length === 1) return single(opts[0]!);
  const seat = decision.seat;
  const now = o.now;
  const start = now?.() ?? 0;
  const budgetMs = now ? (o.budgetMs ?? (o.iterations === undefined ? (o.defaultBudgetMs ?? Infinity) : Infinity)) : Infinity;
  const maxIter = o.iterations ?? (now && o.budgetMs !== undefined ? Infinity : (o.defaultIterations ?? DEFAULT_ROLLOUTS));
  const horizon = o.horizon ?? Infinity;
  const noise = o.noise ?? 0;
  const scale = o.rewardScale ?? 8;
  const until = o.until ?? 'day';
  const leaf = o.leaf ?? false;
  const winW = o.reward === 'win' ? (o.winWeight ?? 0.5) : 0;

  // The heuristic's own view of the candidates, on one re-deal: the root's prior.
  const prior = scoreCandidates(determinize(s, seat, rng), seat, opts);
  const order = opts.map((_, i) => i).filter((i) => prior[i]! > -Infinity);
  if (order.length === 0) return single(opts[0]!);
  order.sort((a, b) => prior[b]! - prior[a]! || a - b);
  let live = order.slice(0, Math.max(1, o.topK ?? DEFAULT_TOP_K));
  if (inc >= 0 && !live.includes(inc)) live.push(inc);
  if (live.length === 1) return single(opts[live[0]!]!);

  const priorMs = now ? now() - start : 0;
  const sum = new Float64Array(opts.length);
  const marginSum = new Float64Array(opts.length);
  const cnt = new Uint32Array(opts.length);
  const perSample: (number | null)[][] | null = o.recordSamples ? opts.map(() => []) : null;
  const mean = (i: number): number => (cnt[i] ? sum[i]! / cnt[i]! : -1);
  // Best: the survivor with the best mean (the prior's order breaks ties).
  const best = (): number => {
    let b = live[0]!;
    for (const i of live) if (mean(i) > mean(b)) b = i;
    return b;
  };
  // A rollout can take tens of milliseconds: progress after every one of them.
  const report = (n: number): void => {
    if (!o.onProgress) return;
    const b = best();
    o.onProgress({
      iterations: n,
      ...(Number.isFinite(maxIter) ? { of: maxIter } : {}),
      ...(now ? { elapsedMs: now() - start } : {}),
      best: opts[b]!,
      confidence: cnt[b]! / Math.max(1, n),
    });
  };
  let iter = 0;
  // Between policy steps: progress, a cancel, or the clock past the budget (the unfinished rollout is dropped).
  const interrupted = (): boolean => {
    report(iter);
    return (now !== undefined && now() - start >= budgetMs) || (o.shouldStop?.() ?? false);
  };
  const maxWork = o.work ?? Infinity;
  const work0 = work;
  let sample = 0;
  let nextCut = 2;
  let stopped = false;
  while (!stopped) {
    // One re-deal, the same for every live candidate.
    const dealSeed = Math.floor(rng.next() * 4294967296) >>> 0;
    const policySeed = Math.floor(rng.next() * 4294967296) >>> 0;
    for (const i of live) {
      // With a clock, a rollout is only begun if one more of average length still fits the budget.
      const elapsed = now && iter > 0 ? now() - start : 0;
      const done = work - work0;
      if (
        iter >= maxIter ||
        (now && iter > 0 && elapsed + (elapsed - priorMs) / iter >= budgetMs) ||
        (iter > 0 && done + done / iter > maxWork) ||
        o.shouldStop?.()
      ) {
        stopped = true;
        break;
      }
      const st = determinize(s, seat, new Rng(dealSeed));
      const m = playout(st, seat, opts[i]!, new Rng(policySeed), horizon, noise, until, leaf, interrupted);
      if (m === undefined) {
        stopped = true;
        break;
      }
      iter++;
      if (perSample) perSample[i]![sample] = m;
      if (m !== null) {
        sum[i]! += (1 - winW) * (0.5 + 0.5 * Math.tanh(m / scale)) + (winW > 0 && m > 0 ? winW : 0);
        marginSum[i]! += m;
        cnt[i]!++;
      }
      report(iter);
    }
    if (stopped) break;
    sample++;
    if (sample >= nextCut && live.length > 2) {
      const kept = live.slice().sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.ceil(live.length / 2));
      if (inc >= 0 && live.includes(inc) && !kept.includes(inc)) kept.push(inc);
      live = kept;
      nextCut *= 2;
    }
  }
  const b = best();
  const stat = (i: number): CandidateStat => ({
    action: opts[i]!,
    rollouts: cnt[i]!,
    meanReward: mean(i),
    meanMargin: marginSum[i]! / cnt[i]!,
    ...(perSample ? { samples: Array.from({ length: sample + 1 }, (_, j) => perSample[i]![j] ?? null) } : {}),
  });
  const others = order.concat(inc >= 0 && !order.includes(inc) ? [inc] : []).filter((i) => i !== b && cnt[i]! > 0);
  others.sort((x, y) => mean(y) - mean(x) || x - y);
  const ranked = cnt[b] ? [b, ...others] : others;
  const included = ranked.indexOf(inc);
  return {
    action: opts[b]!,
    rngState: rng.state,
    iterations: iter,
    candidates: opts.length,
    visits: cnt[b]!,
    value: cnt[b] ? mean(b) : 0.5,
    ranking: ranked.map(stat),
    ...(included >= 0 ? { included } : {}),
    work: work - work0,
  };
}

/**
 * Plays `a` and `b` for the seat to move on the same re-deals (and the same policy draws) until
 * `pairs` re-deals gave a margin for both (at most `2 * pairs + 8` re-deals are tried: a root that
 * cannot be played on most re-deals gives fewer pairs). Returns the margins pair by pair, or
 * undefined when `shouldStop` said stop. Deterministic for a given `rngState`.
 */
export function pairedPlayouts(
  s: GameState,
  a: Action,
  b: Action,
  o: {
    rngState: number;
    pairs: number;
    horizon?: number;
    noise?: number;
    until?: 'day' | 'night' | 'game';
    leaf?: boolean;
    shouldStop?: () => boolean;
    onPair?: (n: number) => void;
  },
): { a: number[]; b: number[] } | undefined {
  const seat = currentDecision(s)?.seat;
  if (seat === undefined) return { a: [], b: [] };
  const rng = new Rng(o.rngState);
  const horizon = o.horizon ?? Infinity;
  const noise = o.noise ?? 0;
  // The same defaults as rolloutChoice's, so the review compares on the terms its screen searched.
  const until = o.until ?? 'day';
  const leaf = o.leaf ?? false;
  const stop = o.shouldStop ?? (() => false);
  const out = { a: [] as number[], b: [] as number[] };
  for (let deal = 0; out.a.length < o.pairs && deal < 2 * o.pairs + 8; deal++) {
    const dealSeed = Math.floor(rng.next() * 4294967296) >>> 0;
    const policySeed = Math.floor(rng.next() * 4294967296) >>> 0;
    const ma = playout(determinize(s, seat, new Rng(dealSeed)), seat, a, new Rng(policySeed), horizon, noise, until, leaf, stop);
    if (ma === undefined) return undefined;
    if (ma === null) continue;
    const mb = playout(determinize(s, seat, new Rng(dealSeed)), seat, b, new Rng(policySeed), horizon, noise, until, leaf, stop);
    if (mb === undefined) return undefined;
    if (mb === null) continue;
    out.a.push(ma);
    out.b.push(mb);
    o.onPair?.(out.a.length);
  }
  return out;
}
