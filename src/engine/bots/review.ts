// After a game: the choices that cost each person the most, measured against
// the strong bot's own choice at that moment, each loss with its doubt.
//
// Two passes, both deterministic for a given seed (every position's numbers
// depend only on the game, the seed and the ply, never on which thread or in
// which order it was weighed):
//
// 1. The screen: at every choice a person made, the strong bot's search
//    (rollout.ts, successive halving over its top candidates) with the
//    person's choice always included. It names the bot's best candidate; a
//    position where the person chose that candidate (or one merged with it)
//    cost nothing. Its means are too thin to quote (2-4 playouts a move).
// 2. The comparison: the positions each person's screen found costliest (at most
//    REVIEW_COMPARE each) are played out again, the bot's choice and the person's
//    on REVIEW_PAIRS fresh common re-deals. Fresh, because the screen chose the
//    bot's move for doing well on its own re-deals: its figures there are
//    flattering (the winner's curse), new ones are not. The loss is the mean of
//    the paired differences, with a ~95% t interval (paired.ts says why).
//
// A choice is listed only when its whole interval is above zero; those listed
// are ranked by their mean loss: every listed loss rests on the same number of
// playouts, the mean is the best guess of what the choice cost, and the
// interval (shown beside it) already says how sure that is. Ranking by the
// lower end would instead favour the calm positions over the costly ones.
import type { Msg } from '../core/message.js';
import { seedToState } from '../core/rng.js';
import { silently } from '../core/speech.js';
import type { Action, GameConfig, GameState } from '../core/types.js';
import { describeAction } from '../describe.js';
import { applyAction, createGame, currentDecision, legalActions } from '../index.js';
import { SEARCHED_KINDS } from './index.js';
import { clearlyPositive, pairedDiff, type PairedDiff } from './paired.js';
import { costWords } from './explain.js';
import { pairedPlayouts, rolloutChoice, type CandidateStat } from './rollout.js';

/** Rollouts of the screen at each reviewed position. */
export const REVIEW_ROLLOUTS = 12;
/** The bot's best candidates weighed against the person's choice in the screen. */
export const REVIEW_TOP_K = 3;
/** Costly choices kept per seat. */
export const REVIEW_KEEP = 3;
/** Common re-deals on which the bot's choice and the person's are both played out for the reported numbers. */
export const REVIEW_PAIRS = 24;
/** Positions per seat compared closely: those the screen found costliest. */
export const REVIEW_COMPARE = 6;

export interface ReviewSearch {
  /** Seed of the search at each position (mixed with the ply). */
  seed?: number | string;
  /** Screen rollouts per position (default REVIEW_ROLLOUTS). */
  iterations?: number;
  topK?: number;
  /** Paired playouts of the comparison (default REVIEW_PAIRS). */
  pairs?: number;
  /** Positions compared per seat (default REVIEW_COMPARE). */
  compare?: number;
  shouldStop?: () => boolean;
}

/** The screen at one position. */
export interface ScreenedPosition {
  ply: number;
  seat: number;
  /** The bot's best candidate; null when the person chose it (or a choice merged with it). */
  best: Action | null;
  /** The screen's own (thin) estimate of the loss: only used to choose what to compare. */
  estimate: number;
}

/** The close comparison at one position: the bot's choice against the person's on common re-deals. */
export interface ComparedPosition {
  ply: number;
  seat: number;
  /** Bot's margin minus the person's, pair by pair. */
  diff: PairedDiff;
  betterMargin: number;
  playedMargin: number;
}

export interface CostlyChoice {
  seat: number;
  /** Index of the choice in the game's action list: the replay's step showing the position before it. */
  ply: number;
  round: number;
  /** The choice made, and the bot's better one, in words. */
  played: Msg;
  better: Msg;
  /** Mean loss in favor points (the bot's choice's mean margin minus the person's). */
  loss: number;
  /**
   * Half-width of the ~95% interval of the loss ("give or take"), and its ends. Absent in a
   * review made before losses had intervals: such a loss is shown without them.
   */
  give?: number;
  low?: number;
  high?: number;
  /** The loss in words, give or take (explain.ts costWords); absent in older reviews. */
  cost?: Msg;
  playedMargin: number;
  betterMargin: number;
  playedRollouts: number;
  betterRollouts: number;
}

export interface GameReview {
  /** Positions worth reviewing, and how many were screened (fewer when stopped). */
  positions: number;
  reviewed: number;
  /** Positions compared closely, and the fewest playouts behind a compared move (absent in older reviews). */
  compared?: number;
  fewestPlayouts?: number | null;
  seats: { seat: number; costly: CostlyChoice[] }[];
}

/** The plies where one of `seats` made a choice the strong bot would have searched, among two or more. */
export function reviewablePlies(config: GameConfig, seed: number | string, actions: readonly Action[], seats: readonly number[]): number[] {
  return silently(() => {
    const out: number[] = [];
    let s = createGame(config, seed);
    actions.forEach((a, ply) => {
      const d = currentDecision(s);
      if (d && seats.includes(d.seat) && SEARCHED_KINDS.has(d.kind) && !d.secret && legalActions(s).length >= 2) out.push(ply);
      s = applyAction(s, a);
    });
    return out;
  });
}

/** The screen at one position: the bot's search with the person's choice included; null when there was nothing to weigh. */
export function screenPosition(s: GameState, played: Action, o: ReviewSearch = {}): (ScreenedPosition & { bestStat: CandidateStat; playedStat: CandidateStat }) | null {
  const seat = currentDecision(s)?.seat;
  if (seat === undefined) return null;
  const r = silently(() =>
    rolloutChoice(s, {
      rngState: seedToState(`${String(o.seed ?? 'review')}:${s.ply}`),
      iterations: o.iterations ?? REVIEW_ROLLOUTS,
      ...(o.shouldStop ? { shouldStop: o.shouldStop } : {}),
      topK: o.topK ?? REVIEW_TOP_K,
      include: played,
    }),
  );
  const best = r.ranking[0];
  const mine = r.included === undefined ? undefined : r.ranking[r.included];
  if (!best || !mine) return null;
  const same = r.included === 0;
  return { ply: s.ply, seat, best: same ? null : best.action, estimate: same ? 0 : best.meanMargin - mine.meanMargin, bestStat: best, playedStat: mine };
}

/**
 * The close comparison: `better` and `played` on `pairs` common re-deals of their own (seeded by
 * the ply, apart from the screen's); undefined when stopped.
 */
export function comparePosition(s: GameState, played: Action, better: Action, o: ReviewSearch & { onPair?: (n: number) => void } = {}): ComparedPosition | undefined {
  const seat = currentDecision(s)?.seat ?? -1;
  const r = silently(() =>
    pairedPlayouts(s, better, played, {
      rngState: seedToState(`${String(o.seed ?? 'review')}:compare:${s.ply}`),
      pairs: o.pairs ?? REVIEW_PAIRS,
      ...(o.shouldStop ? { shouldStop: o.shouldStop } : {}),
      ...(o.onPair ? { onPair: o.onPair } : {}),
    }),
  );
  if (!r) return undefined;
  const avg = (x: number[]) => (x.length ? x.reduce((p, q) => p + q, 0) / x.length : 0);
  return { ply: s.ply, seat, diff: pairedDiff(r.a, r.b), betterMargin: avg(r.a), playedMargin: avg(r.b) };
}

/** Walks the game's states at `plies` (ascending), calling `at` with each state and the choice made there. */
function walk(config: GameConfig, seed: number | string, actions: readonly Action[], plies: readonly number[], at: (s: GameState, played: Action, ply: number) => boolean): void {
  silently(() => {
    const want = [...plies].sort((x, y) => x - y);
    let s = createGame(config, seed);
    let k = 0;
    for (let ply = 0; ply < actions.length && k < want.length; ply++) {
      if (ply === want[k]) {
        k++;
        if (!at(s, actions[ply]!, ply)) return;
      }
      s = applyAction(s, actions[ply]!);
    }
  });
}

/** The screen at each of `plies`; stops early (with what it has) when `shouldStop` says so. */
export function screenPlies(
  config: GameConfig,
  seed: number | string,
  actions: readonly Action[],
  plies: readonly number[],
  o: ReviewSearch & { onPosition?: () => void } = {},
): { screened: ScreenedPosition[]; reviewed: number } {
  const screened: ScreenedPosition[] = [];
  let reviewed = 0;
  walk(config, seed, actions, plies, (s, a) => {
    if (o.shouldStop?.()) return false;
    const r = screenPosition(s, a, { ...o, seed: o.seed ?? seed });
    if (o.shouldStop?.()) return false; // a search cut short: its numbers are not the search's
    if (r) screened.push({ ply: r.ply, seat: r.seat, best: r.best, estimate: r.estimate });
    reviewed++;
    o.onPosition?.();
    return true;
  });
  return { screened, reviewed };
}

/** A review's steps before its screen is done: every position screened, then at most `compare` a seat compared (the true count is known after the screen). */
export function reviewSteps(plies: number, seats: number, compare: number): number {
  return plies + Math.min(plies, seats * compare);
}

/** The positions worth comparing: each seat's costliest by the screen, at most `compare` each. */
export function toCompare(screened: readonly ScreenedPosition[], compare = REVIEW_COMPARE): ScreenedPosition[] {
  const bySeat = new Map<number, ScreenedPosition[]>();
  for (const p of screened) {
    if (!p.best || !(p.estimate > 0)) continue;
    bySeat.set(p.seat, [...(bySeat.get(p.seat) ?? []), p]);
  }
  const out: ScreenedPosition[] = [];
  for (const list of bySeat.values()) out.push(...list.sort((x, y) => y.estimate - x.estimate || x.ply - y.ply).slice(0, compare));
  return out.sort((x, y) => x.ply - y.ply);
}

/** The close comparison at each of `items` (bot's choice given); stops early when `shouldStop` says so. */
export function comparePlies(
  config: GameConfig,
  seed: number | string,
  actions: readonly Action[],
  items: readonly { ply: number; best: Action }[],
  o: ReviewSearch & { onPosition?: () => void } = {},
): CostlyChoiceDraft[] {
  const best = new Map(items.map((x) => [x.ply, x.best]));
  const out: CostlyChoiceDraft[] = [];
  walk(
    config,
    seed,
    actions,
    items.map((x) => x.ply),
    (s, a, ply) => {
      if (o.shouldStop?.()) return false;
      const better = best.get(ply)!;
      const r = comparePosition(s, a, better, { ...o, seed: o.seed ?? seed });
      if (!r) return false;
      out.push({ ...r, round: s.round, played: describeAction(s, a), better: describeAction(s, better) });
      o.onPosition?.();
      return true;
    },
  );
  return out;
}

/** A compared position with its words, before the listing. */
export type CostlyChoiceDraft = ComparedPosition & { round: number; played: Msg; better: Msg };

/** The review from the compared positions: per seat, those clearly costly, costliest first. */
export function assembleReview(positions: number, reviewed: number, seats: readonly number[], compared: readonly CostlyChoiceDraft[]): GameReview {
  const fewest = compared.length ? Math.min(...compared.map((c) => c.diff.n)) : null;
  return {
    positions,
    reviewed,
    compared: compared.length,
    fewestPlayouts: fewest,
    seats: seats.map((seat) => ({
      seat,
      costly: compared
        .filter((c) => c.seat === seat && clearlyPositive(c.diff))
        .sort((x, y) => y.diff.mean - x.diff.mean || x.ply - y.ply)
        .slice(0, REVIEW_KEEP)
        .map(
          (c): CostlyChoice => ({
            seat,
            ply: c.ply,
            round: c.round,
            played: c.played,
            better: c.better,
            loss: c.diff.mean,
            give: c.diff.half,
            low: c.diff.lo,
            high: c.diff.hi,
            cost: costWords({ loss: c.diff.mean, give: c.diff.half }),
            playedMargin: c.playedMargin,
            betterMargin: c.betterMargin,
            playedRollouts: c.diff.n,
            betterRollouts: c.diff.n,
          }),
        ),
    })),
  };
}

/** One position reviewed as the game review does: the screen, then (when the bot chose otherwise) the comparison. */
export function reviewPosition(
  s: GameState,
  played: Action,
  o: ReviewSearch = {},
): { screen: ScreenedPosition; compared: ComparedPosition | null; costly: boolean } | null {
  const screen = screenPosition(s, played, o);
  if (!screen) return null;
  const compared = screen.best ? (comparePosition(s, played, screen.best, o) ?? null) : null;
  return { screen, compared, costly: compared !== null && clearlyPositive(compared.diff) };
}

/**
 * Reviews a whole game for `seats` on one thread (the app splits the same work between two:
 * src/main/bots/review-pool.ts, with the same result): up to REVIEW_KEEP choices each, costliest
 * first, clearly costly against the bot's choice. `onProgress` hears after each position screened
 * and each compared; `shouldStop` ends the review early with what was found so far.
 */
export function reviewGame(
  config: GameConfig,
  seed: number | string,
  actions: readonly Action[],
  seats: readonly number[],
  o: ReviewSearch & { onProgress?: (done: number, of: number) => void } = {},
): GameReview {
  const plies = reviewablePlies(config, seed, actions, seats);
  const perSeat = o.compare ?? REVIEW_COMPARE;
  let of = reviewSteps(plies.length, seats.length, perSeat);
  let done = 0;
  const tick = () => o.onProgress?.(++done, of);
  const { screened, reviewed } = screenPlies(config, seed, actions, plies, { ...o, onPosition: tick });
  const items = o.shouldStop?.() ? [] : toCompare(screened, perSeat);
  of = plies.length + items.length;
  const compared = comparePlies(config, seed, actions, items.map((x) => ({ ply: x.ply, best: x.best! })), { ...o, onPosition: tick });
  return assembleReview(plies.length, reviewed, seats, compared);
}
