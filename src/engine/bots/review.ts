// After a game: the choices that cost each person the most, measured against
// the strong bot's own choice at that moment. Each position is searched as the
// strong bot searches (rollout.ts), with the person's choice always played out
// on the same re-deals as the bot's candidates (common random numbers), so the
// loss is the difference of two means the search itself computed.
import type { Msg } from '../core/message.js';
import { seedToState } from '../core/rng.js';
import type { Action, GameConfig, GameState } from '../core/types.js';
import { describeAction } from '../describe.js';
import { applyAction, createGame, currentDecision, legalActions } from '../index.js';
import { SEARCHED_KINDS } from './index.js';
import { rolloutChoice, type CandidateStat } from './rollout.js';

/** Rollouts per reviewed position (the app's own suggestions use 12 as well). */
export const REVIEW_ROLLOUTS = 12;
/** The bot's best candidates weighed against the person's choice. */
export const REVIEW_TOP_K = 3;
/** Costly choices kept per seat. */
export const REVIEW_KEEP = 3;

export interface ReviewSearch {
  /** Seed of the search at each position (mixed with the ply). */
  seed?: number | string;
  /** Rollouts per position (default REVIEW_ROLLOUTS). */
  iterations?: number;
  topK?: number;
  /** A clock and a per-position time budget (the worker's), as in chooseAction. */
  now?: () => number;
  budgetMs?: number;
  shouldStop?: () => boolean;
}

export interface PositionReview {
  /** The search's choice and the person's, as the search measured them. */
  best: CandidateStat;
  played: CandidateStat;
  /** Mean margin of the bot's choice minus the person's, in favor points (0 when the person chose as the bot would). */
  loss: number;
}

export interface CostlyChoice {
  seat: number;
  /** Index of the choice in the game's action list: the replay's step showing the position before it. */
  ply: number;
  round: number;
  /** The choice made, and the bot's better one, in words. */
  played: Msg;
  better: Msg;
  loss: number;
  playedMargin: number;
  betterMargin: number;
  playedRollouts: number;
  betterRollouts: number;
}

export interface GameReview {
  /** Positions worth reviewing, and how many were (fewer when stopped). */
  positions: number;
  reviewed: number;
  seats: { seat: number; costly: CostlyChoice[] }[];
}

/** The search at one position with the person's choice included; null when there was nothing to weigh. */
export function reviewPosition(s: GameState, played: Action, o: ReviewSearch = {}): PositionReview | null {
  const r = rolloutChoice(s, {
    rngState: seedToState(`${String(o.seed ?? 'review')}:${s.ply}`),
    iterations: o.iterations ?? (o.now && o.budgetMs !== undefined ? undefined : REVIEW_ROLLOUTS),
    ...(o.now ? { now: o.now } : {}),
    ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
    ...(o.shouldStop ? { shouldStop: o.shouldStop } : {}),
    topK: o.topK ?? REVIEW_TOP_K,
    include: played,
  });
  const best = r.ranking[0];
  const mine = r.included === undefined ? undefined : r.ranking[r.included];
  if (!best || !mine) return null;
  return { best, played: mine, loss: r.included === 0 ? 0 : Math.max(0, best.meanMargin - mine.meanMargin) };
}

/** The plies where one of `seats` made a choice the strong bot would have searched, among two or more. */
export function reviewablePlies(config: GameConfig, seed: number | string, actions: readonly Action[], seats: readonly number[]): number[] {
  const out: number[] = [];
  let s = createGame(config, seed);
  actions.forEach((a, ply) => {
    const d = currentDecision(s);
    if (d && seats.includes(d.seat) && SEARCHED_KINDS.has(d.kind) && !d.secret && legalActions(s).length >= 2) out.push(ply);
    s = applyAction(s, a);
  });
  return out;
}

/**
 * Reviews a whole game for `seats`: up to REVIEW_KEEP choices each, costliest first, that lost
 * favor against the bot's choice. `onProgress` hears after each position; `shouldStop` ends the
 * review early with what was found so far.
 */
export function reviewGame(
  config: GameConfig,
  seed: number | string,
  actions: readonly Action[],
  seats: readonly number[],
  o: ReviewSearch & { onProgress?: (done: number, of: number) => void } = {},
): GameReview {
  const plies = new Set(reviewablePlies(config, seed, actions, seats));
  const found = new Map<number, CostlyChoice[]>(seats.map((x) => [x, []]));
  let reviewed = 0;
  let s = createGame(config, seed);
  for (let ply = 0; ply < actions.length; ply++) {
    const a = actions[ply]!;
    if (plies.has(ply)) {
      if (o.shouldStop?.()) break;
      const seat = currentDecision(s)!.seat;
      const r = reviewPosition(s, a, { ...o, seed: o.seed ?? seed });
      if (o.shouldStop?.()) break; // a search cut short: its numbers are not the search's
      if (r && r.loss > 0) {
        found.get(seat)!.push({
          seat,
          ply,
          round: s.round,
          played: describeAction(s, a),
          better: describeAction(s, r.best.action),
          loss: r.loss,
          playedMargin: r.played.meanMargin,
          betterMargin: r.best.meanMargin,
          playedRollouts: r.played.rollouts,
          betterRollouts: r.best.rollouts,
        });
      }
      reviewed++;
      o.onProgress?.(reviewed, plies.size);
    }
    s = applyAction(s, a);
  }
  return {
    positions: plies.size,
    reviewed,
    seats: seats.map((seat) => ({
      seat,
      costly: found
        .get(seat)!
        .sort((x, y) => y.loss - x.loss || x.ply - y.ply)
        .slice(0, REVIEW_KEEP),
    })),
  };
}
