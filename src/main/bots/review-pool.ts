// The after-game review on both cores: the positions of a game are split
// between two bot workers (each a BotRunner), in two rounds. First every
// position is screened (the strong bot's search with the person's choice in
// it); then, from all the screens, each person's costliest positions are
// chosen (engine bots/review.ts toCompare) and compared closely, again split
// between the workers. Each position's numbers depend only on the game, the
// seed and the ply, so the review is the one reviewGame makes on one thread,
// whatever the split (tested).
//
// Work is handed out in chunks of consecutive plies, smaller as the queue
// empties (a chunk costs a replay of the game up to it; the last ones should
// not keep one worker busy while the other waits).
import type { Action } from '../../engine/index.js';
import {
  assembleReview,
  REVIEW_COMPARE,
  REVIEW_PAIRS,
  REVIEW_ROLLOUTS,
  reviewablePlies,
  reviewSteps,
  toCompare,
  type CostlyChoiceDraft,
  type GameReview,
  type ScreenedPosition,
} from '../../engine/bots/review.js';
import { BotRunner, type BotRunnerOptions } from './bot-runner.js';
import type { ReviewedGame, ReviewPartRequest } from './protocol.js';

/** What a review spends: screen rollouts per position, paired playouts per compared move, positions compared per seat. */
export interface ReviewBudget {
  iterations?: number;
  pairs?: number;
  compare?: number;
}

export interface ReviewPoolOptions extends BotRunnerOptions {
  /** Worker threads (default 2: the project's machines have two cores). */
  threads?: number;
}

export class ReviewPool {
  private readonly runners: BotRunner[];

  constructor(opts: ReviewPoolOptions = {}) {
    const { threads = 2, ...runnerOpts } = opts;
    this.runners = Array.from({ length: Math.max(1, threads) }, () => new BotRunner(runnerOpts));
  }

  /** The costliest clearly costly choices of `seats` (engine reviewGame's answer, on every worker). */
  async review(game: ReviewedGame, seats: number[], budget: ReviewBudget = {}, onProgress?: (p: { done: number; of: number }) => void): Promise<GameReview> {
    const iterations = budget.iterations ?? REVIEW_ROLLOUTS;
    const pairs = budget.pairs ?? REVIEW_PAIRS;
    const compare = budget.compare ?? REVIEW_COMPARE;
    const plies = reviewablePlies(game.config, game.seed, game.actions, seats);
    let of = reviewSteps(plies.length, seats.length, compare);
    let done = 0;
    const tick = () => onProgress?.({ done: ++done, of: Math.max(of, done) });

    const screened: ScreenedPosition[] = [];
    let reviewed = 0;
    await this.spread(
      game,
      plies.map((ply) => ({ ply })),
      { stage: 'screen', iterations },
      (r) => {
        screened.push(...(r.screened ?? []));
        reviewed += r.reviewed ?? 0;
      },
      tick,
    );
    const items = toCompare(
      screened.sort((x, y) => x.ply - y.ply),
      compare,
    );
    of = plies.length + items.length;
    const compared: CostlyChoiceDraft[] = [];
    await this.spread(
      game,
      items.map((x) => ({ ply: x.ply, best: x.best! })),
      { stage: 'compare', pairs },
      (r) => compared.push(...(r.compared ?? [])),
      tick,
    );
    return assembleReview(
      plies.length,
      reviewed,
      seats,
      compared.sort((x, y) => x.ply - y.ply),
    );
  }

  /** Runs `items` on every worker, chunk by chunk; rejects (and stops the others) at the first failure or cancel. */
  private async spread(
    game: ReviewedGame,
    items: { ply: number; best?: Action }[],
    part: Pick<ReviewPartRequest, 'stage' | 'iterations' | 'pairs'>,
    take: (r: { screened?: ScreenedPosition[]; reviewed?: number; compared?: CostlyChoiceDraft[] }) => void,
    tick: () => void,
  ): Promise<void> {
    let next = 0;
    const threads = this.runners.length;
    const loop = async (runner: BotRunner): Promise<void> => {
      while (next < items.length) {
        const size = Math.max(1, Math.ceil((items.length - next) / (2 * threads)));
        const chunk = items.slice(next, next + size);
        next += size;
        let seen = 0;
        const r = await runner.reviewPart(game, { ...part, plies: chunk }, (p) => {
          while (seen < p.done) {
            seen++;
            tick();
          }
        });
        take(r);
      }
    };
    try {
      await Promise.all(this.runners.map(loop));
    } catch (e) {
      this.cancel();
      throw e;
    }
  }

  /** Stops the review in flight: its review() rejects (BotCancelledError). */
  cancel(): void {
    for (const r of this.runners) r.cancel();
  }

  async dispose(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.dispose()));
  }
}
