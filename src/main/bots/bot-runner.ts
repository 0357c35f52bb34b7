// BotRunner: the session's handle on the bots. Each think() runs chooseAction
// in a worker thread (bots/worker.ts), so the main event loop stays free while
// the strong bot searches; progress arrives as it thinks. One request at a
// time: a new think() cancels the one still running.
//
// The worker file: in development and tests it is worker-dev.mjs next to this
// file, which registers tsx and loads worker.ts. A packaged build bundles
// worker.ts on its own (esbuild) and passes the bundle's path as `workerUrl`.
import { Worker } from 'node:worker_threads';
import type { Action, GameState } from '../../engine/index.js';
import type { BotLevel } from '../../engine/bots/index.js';
import type { GameReview } from '../../engine/bots/review.js';
import type {
  BotRequest,
  BotWorkerData,
  ProgressMessage,
  ResultMessage,
  ReviewedGame,
  ReviewPartRequest,
  ReviewPartResultMessage,
  ReviewProgressMessage,
  ReviewResultMessage,
  WorkerMessage,
} from './protocol.js';
import { msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

export type { ProgressMessage, ResultMessage, ReviewedGame, ReviewPartResultMessage, ReviewProgressMessage } from './protocol.js';

/** One think's own budget and wishes, over the runner's. */
export interface ThinkExtras {
  iterations?: number;
  budgetMs?: number;
  /** Answer with the choice in words (a suggestion for a person). */
  explain?: boolean;
}


export interface BotRunnerOptions {
  /** The worker script (default: ./worker-dev.mjs beside this module, which runs worker.ts through tsx). */
  workerUrl?: URL | string;
  /** Node flags of the worker thread (default: none). */
  execArgv?: string[];
  /** Strong bot: time budget per decision in ms (default: the bot's own, 900 ms). */
  budgetMs?: number;
  /** Strong bot: iteration budget per decision (default: none when a time budget applies). */
  iterations?: number;
}

export type ProgressListener = (p: ProgressMessage) => void;

export class BotCancelledError extends Error {
  constructor() {
    super('The bot stopped thinking: its move was cancelled.');
    this.name = 'BotCancelledError';
  }
}

interface Pending {
  id: number;
  resolve: (r: ResultMessage | ReviewResultMessage | ReviewPartResultMessage) => void;
  reject: (e: Error) => void;
  onProgress?: (p: ProgressMessage | ReviewProgressMessage) => void;
}

export class BotRunner {
  private worker: Worker | null = null;
  private readonly cancelBuf = new SharedArrayBuffer(4);
  private readonly cancelled = new Int32Array(this.cancelBuf);
  private nextId = 1;
  private pending: Pending | null = null;
  /** The last finished decision (action, bot generator state, stats). */
  last: ResultMessage | null = null;

  constructor(private readonly opts: BotRunnerOptions = {}) {}

  /** The bot's action for whoever must decide in `state`. */
  async think(state: GameState, level: BotLevel, seed: number | string, onProgress?: ProgressListener): Promise<Action> {
    return (await this.thinkFull(state, level, seed, onProgress)).action;
  }

  /** Like think(), with the bot's generator state and statistics. */
  thinkFull(state: GameState, level: BotLevel, seed: number | string, onProgress?: ProgressListener, extras: ThinkExtras = {}): Promise<ResultMessage> {
    const iterations = extras.iterations ?? this.opts.iterations;
    const budgetMs = extras.budgetMs ?? this.opts.budgetMs;
    return this.request(
      (id) => ({
        type: 'think',
        id,
        state,
        level,
        seed,
        ...(budgetMs !== undefined ? { budgetMs } : {}),
        ...(iterations !== undefined ? { iterations } : {}),
        ...(extras.explain ? { explain: true } : {}),
      }),
      onProgress as Pending['onProgress'],
    ) as Promise<ResultMessage>;
  }

  /**
   * The costliest choices of `seats` in a finished game (engine bots/review.ts) on this one worker
   * (ReviewPool splits it between two).
   */
  async review(game: ReviewedGame, seats: number[], budget: { iterations?: number; pairs?: number; compare?: number }, onProgress?: (p: ReviewProgressMessage) => void): Promise<GameReview> {
    const m = await this.request(
      (id) => ({ type: 'review', id, config: game.config, seed: game.seed, actions: game.actions, seats, ...budget }),
      onProgress as Pending['onProgress'],
    );
    return (m as ReviewResultMessage).review;
  }

  /** One part of a game's review (review-pool.ts): the screen or the close comparison at some plies. */
  async reviewPart(
    game: ReviewedGame,
    part: Pick<ReviewPartRequest, 'stage' | 'plies' | 'iterations' | 'pairs'>,
    onProgress?: (p: ReviewProgressMessage) => void,
  ): Promise<ReviewPartResultMessage> {
    const m = await this.request(
      (id) => ({ type: 'review-part', id, config: game.config, seed: game.seed, actions: game.actions, ...part }),
      onProgress as Pending['onProgress'],
    );
    return m as ReviewPartResultMessage;
  }

  private request(build: (id: number) => BotRequest, onProgress?: Pending['onProgress']): Promise<ResultMessage | ReviewResultMessage | ReviewPartResultMessage> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    worker.ref(); // a pending answer keeps the process alive; an idle worker does not
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, ...(onProgress ? { onProgress } : {}) };
      worker.postMessage(build(id));
    });
  }

  /** Stops the current think(): its promise rejects with BotCancelledError. */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    Atomics.store(this.cancelled, 0, p.id);
    this.worker?.unref();
    p.reject(new BotCancelledError());
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** Cancels any think() and ends the worker thread. */
  async dispose(): Promise<void> {
    this.cancel();
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const url = this.opts.workerUrl ?? new URL('./worker-dev.mjs', import.meta.url);
    const data: BotWorkerData = { cancel: this.cancelBuf };
    const w = new Worker(url, { workerData: data, ...(this.opts.execArgv ? { execArgv: this.opts.execArgv } : {}) });
    w.on('message', (m: WorkerMessage) => this.onMessage(m));
    w.on('error', (e) => this.fail(e));
    w.on('exit', (code) => {
      if (this.worker === w) this.worker = null;
      if (code !== 0) this.fail(new Error(`The bot worker stopped (exit code ${code}).`));
    });
    // Idle workers must not keep the process alive.
    w.unref();
    this.worker = w;
    return w;
  }

  private onMessage(m: WorkerMessage): void {
    const p = this.pending;
    if (!p || m.id !== p.id) return; // a late answer to a cancelled request
    if (m.type === 'progress' || m.type === 'review-progress') {
      p.onProgress?.(m);
      return;
    }
    this.pending = null;
    this.worker?.unref();
    if (m.type === 'result') {
      this.last = m;
      p.resolve(m);
    } else if (m.type === 'review-result' || m.type === 'review-part-result') p.resolve(m);
    else {
      // The words travel with the error, for the driver's event (api-error.ts errorWords).
      const words = msg('main.bot.failed', { why: m.words ?? msg('legacy.text', { text: m.message }) });
      p.reject(Object.assign(new Error(sayEnglish(words)), { words }));
    }
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    p?.reject(e);
  }
}
