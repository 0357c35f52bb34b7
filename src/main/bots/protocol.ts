// Messages between BotRunner (main thread) and the bot worker thread.
import type { Action, GameConfig, GameState } from '../../engine/index.js';
import type { BotLevel, BotStats } from '../../engine/bots/index.js';
import type { CostlyChoiceDraft, GameReview, ScreenedPosition } from '../../engine/bots/review.js';
import type { Msg } from '../../engine/core/message.js';

export interface ThinkRequest {
  type: 'think';
  id: number;
  state: GameState;
  level: BotLevel;
  seed: number | string;
  budgetMs?: number;
  iterations?: number;
  /** Answer with the choice in words too (explain.ts): a suggestion for a person. */
  explain?: boolean;
}

/** A finished game to review: its config, seed and every choice. */
export interface ReviewedGame {
  config: GameConfig;
  seed: number | string;
  actions: Action[];
}

/** Review a finished game for some seats (review.ts). */
export interface ReviewRequest {
  type: 'review';
  id: number;
  config: GameConfig;
  seed: number | string;
  actions: Action[];
  seats: number[];
  /** Screen rollouts per position, paired playouts per compared move, positions compared per seat (review.ts defaults). */
  iterations?: number;
  pairs?: number;
  compare?: number;
}

/**
 * One part of a game's review (review-pool.ts splits a review between two workers): the screen at
 * some plies, or the close comparison at some plies against the bot's choice found there.
 */
export interface ReviewPartRequest {
  type: 'review-part';
  id: number;
  config: GameConfig;
  seed: number | string;
  actions: Action[];
  stage: 'screen' | 'compare';
  /** Screen: the plies; compare: the plies with the bot's choice at each. */
  plies: { ply: number; best?: Action }[];
  iterations?: number;
  pairs?: number;
}

export type BotRequest = ThinkRequest | ReviewRequest | ReviewPartRequest;

export interface ProgressMessage {
  type: 'progress';
  id: number;
  iterations: number;
  of?: number;
  elapsedMs?: number;
  /** Share of the search spent on the move it would play now (0-1). */
  confidence: number;
}

export interface ResultMessage {
  type: 'result';
  id: number;
  action: Action;
  rngState: number;
  stats: BotStats;
  /** The choice and why (a message), when the request asked to explain. */
  explanation?: Msg;
}

/** Positions reviewed so far. */
export interface ReviewProgressMessage {
  type: 'review-progress';
  id: number;
  done: number;
  of: number;
}

export interface ReviewResultMessage {
  type: 'review-result';
  id: number;
  review: GameReview;
}

/** A review part's answer: what the screen found, or the compared positions (in ply order). */
export interface ReviewPartResultMessage {
  type: 'review-part-result';
  id: number;
  screened?: ScreenedPosition[];
  reviewed?: number;
  compared?: CostlyChoiceDraft[];
}

export interface ErrorMessage {
  type: 'error';
  id: number;
  message: string;
  /** The error's own words (an engine refusal's), when it has them. */
  words?: Msg;
}

export type WorkerMessage = ProgressMessage | ResultMessage | ReviewProgressMessage | ReviewResultMessage | ReviewPartResultMessage | ErrorMessage;

/** workerData of the bot worker: Int32Array over it, slot 0 = highest cancelled request id. */
export interface BotWorkerData {
  cancel: SharedArrayBuffer;
}
