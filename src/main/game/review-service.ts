// After a game: the review of each person's costliest choices (engine
// bots/review.ts), run on two bot workers of its own (ReviewPool: both cores) so that the next game's
// computer seats never wait for it nor cancel it. Progress goes out as
// `review` events; leaving the score screen stops it (review:stop).
import type { GameReview } from '../../engine/bots/review.js';
import { REVIEW_COMPARE, REVIEW_PAIRS, REVIEW_ROLLOUTS } from '../../engine/bots/review.js';
import { ApiError } from './api-error.js';
import { msg } from '../../engine/core/message.js';
import type { ReviewedGame } from '../bots/protocol.js';
import type { GameEventBody } from '../../shared/events.js';
import type { GameSession } from './session.js';
import type { ReviewBudget } from '../bots/review-pool.js';

/** Reviews a finished game off the main thread (the worker-thread BotRunner). */
export interface Reviewer {
  review(game: ReviewedGame, seats: number[], budget: ReviewBudget, onProgress?: (p: { done: number; of: number }) => void): Promise<GameReview>;
  /** Stops the review in flight: its review() rejects. */
  cancel(): void;
}

/**
 * Each position screened with the strong bot's 12 rollouts; each person's 6 costliest by the
 * screen compared on 24 common re-deals (engine bots/review.ts). No clock: the same game always
 * gets the same review. A 4-player game with every seat a person (about 120 positions, 24
 * compared) costs about 35-40 s of CPU: under 20 s on the project's 2 cores when they are free
 * (bench: coach.reviewSeconds, coach.reviewCpuSeconds; docs/bots.md, "The review").
 */
export const REVIEW_BUDGET: ReviewBudget = { iterations: REVIEW_ROLLOUTS, pairs: REVIEW_PAIRS, compare: REVIEW_COMPARE };

export type { ReviewAnswer } from '../../shared/replay-types.js';
import type { ReviewAnswer } from '../../shared/replay-types.js';

export class ReviewService {
  /** Counts reviews begun and stops: a review's progress and answer count only while it is the latest. */
  private running = 0;
  private inFlight = false;

  constructor(
    private readonly session: GameSession,
    private readonly reviewer: Reviewer,
    private readonly announce: (event: GameEventBody) => void,
  ) {}

  /** Reviews the finished game on the table for its people (human seats). */
  async start(): Promise<ReviewAnswer> {
    if (!this.session.hasGame) throw new ApiError('no-game', msg('main.review.noGame'));
    if (this.session.decisionSeat() !== null) throw new ApiError('not-finished', msg('main.review.notFinished'));
    const { config, seed, actions } = this.session.record();
    const people = config.seats.flatMap((s, i) => (s.controller === 'human' ? [i] : []));
    const run = ++this.running;
    this.inFlight = true;
    try {
      const review = await this.reviewer.review({ config, seed, actions }, people, REVIEW_BUDGET, (p) => {
        if (run === this.running) this.announce({ type: 'review', done: p.done, of: p.of });
      });
      return { ...review, moves: actions.length };
    } catch (err) {
      if (run !== this.running || (err as Error).name === 'BotCancelledError') throw new ApiError('review-stopped', msg('main.review.stopped'));
      throw err;
    } finally {
      if (run === this.running) this.inFlight = false;
    }
  }

  /** Stops the review in flight, if any. */
  stop(): { stopped: boolean } {
    const was = this.inFlight;
    this.running++;
    this.inFlight = false;
    if (was) this.reviewer.cancel();
    return { stopped: was };
  }
}
