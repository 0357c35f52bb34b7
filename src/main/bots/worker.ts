// The bot worker thread: runs chooseAction (or a game's review) off the main
// thread, one request at a time, posting progress while it searches. A request
// is cancelled when the shared cancel slot reaches its id (BotRunner.cancel).
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { chooseAction, SEARCHED_KINDS } from '../../engine/bots/index.js';
import { currentDecision } from '../../engine/index.js';
import { explainChoice } from '../../engine/bots/explain.js';
import { comparePlies, reviewGame, screenPlies } from '../../engine/bots/review.js';
import type { BotRequest, BotWorkerData, ReviewPartRequest, ReviewRequest, ThinkRequest, WorkerMessage } from './protocol.js';
import { isMsg } from '../../engine/core/message.js';

const port = parentPort;
if (!port) throw new Error('bots/worker.ts must run in a worker thread.');
const cancelled = new Int32Array((workerData as BotWorkerData).cancel);
const post = (m: WorkerMessage): void => port.postMessage(m);

/** Progress messages at most this often. */
const PROGRESS_EVERY_MS = 50;

function think(req: ThinkRequest): void {
  let lastProgress = -Infinity;
  // A suggestion searches even the small follow-up choices a computer seat plays by the heuristic, so it always has reasons to give.
  const kind = req.explain ? currentDecision(req.state)?.kind : undefined;
  // A suggestion keeps each candidate's margin per re-deal: its lead over the runner-up is said with its doubt (explain.ts).
  const r = chooseAction(req.state, req.level, {
    ...(kind ? { tuning: { searched: [...SEARCHED_KINDS, kind], recordSamples: true } } : {}),
    seed: req.seed,
    ...(req.budgetMs !== undefined ? { budgetMs: req.budgetMs } : {}),
    ...(req.iterations !== undefined ? { iterations: req.iterations } : {}),
    now: () => performance.now(),
    shouldStop: () => Atomics.load(cancelled, 0) >= req.id,
    onProgress: (p) => {
      const t = performance.now();
      if (t - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = t;
      post({
        type: 'progress',
        id: req.id,
        iterations: p.iterations,
        ...(p.of !== undefined ? { of: p.of } : {}),
        ...(p.elapsedMs !== undefined ? { elapsedMs: p.elapsedMs } : {}),
        confidence: p.confidence,
      });
    },
  });
  const explanation = req.explain && r.stats.ranking?.length ? explainChoice(req.state, r.stats.ranking) : undefined;
  post({ type: 'result', id: req.id, action: r.action, rngState: r.rngState, stats: r.stats, ...(explanation ? { explanation } : {}) });
}

function review(req: ReviewRequest): void {
  const stop = () => Atomics.load(cancelled, 0) >= req.id;
  const result = reviewGame(req.config, req.seed, req.actions, req.seats, {
    ...(req.iterations !== undefined ? { iterations: req.iterations } : {}),
    ...(req.pairs !== undefined ? { pairs: req.pairs } : {}),
    ...(req.compare !== undefined ? { compare: req.compare } : {}),
    shouldStop: stop,
    onProgress: (done, of) => post({ type: 'review-progress', id: req.id, done, of }),
  });
  if (!stop()) post({ type: 'review-result', id: req.id, review: result });
}

/** One part of a review (review-pool.ts): progress after each position. */
function reviewPart(req: ReviewPartRequest): void {
  const stop = () => Atomics.load(cancelled, 0) >= req.id;
  let done = 0;
  const o = {
    ...(req.iterations !== undefined ? { iterations: req.iterations } : {}),
    ...(req.pairs !== undefined ? { pairs: req.pairs } : {}),
    shouldStop: stop,
    onPosition: () => post({ type: 'review-progress', id: req.id, done: ++done, of: req.plies.length }),
  };
  if (req.stage === 'screen') {
    const r = screenPlies(req.config, req.seed, req.actions, req.plies.map((x) => x.ply), o);
    if (!stop()) post({ type: 'review-part-result', id: req.id, screened: r.screened, reviewed: r.reviewed });
  } else {
    const items = req.plies.flatMap((x) => (x.best ? [{ ply: x.ply, best: x.best }] : []));
    const compared = comparePlies(req.config, req.seed, req.actions, items, o);
    if (!stop()) post({ type: 'review-part-result', id: req.id, compared });
  }
}

port.on('message', (req: BotRequest) => {
  if (Atomics.load(cancelled, 0) >= req.id) return; // cancelled before it started
  try {
    if (req.type === 'think') think(req);
    else if (req.type === 'review') review(req);
    else if (req.type === 'review-part') reviewPart(req);
  } catch (e) {
    const words = (e as { words?: unknown } | null)?.words;
    post({ type: 'error', id: req.id, message: (e as Error).message, ...(isMsg(words) ? { words } : {}) });
  }
});
