// The bot worker thread: runs chooseAction off the main thread, one request
// at a time, posting progress while the strong bot searches. A request is
// cancelled when the shared cancel slot reaches its id (BotRunner.cancel).
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { chooseAction } from '../../engine/bots/index.js';
import type { BotWorkerData, ThinkRequest, WorkerMessage } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('bots/worker.ts must run in a worker thread.');
const cancelled = new Int32Array((workerData as BotWorkerData).cancel);
const post = (m: WorkerMessage): void => port.postMessage(m);

/** Progress messages at most this often. */
const PROGRESS_EVERY_MS = 50;

port.on('message', (req: ThinkRequest) => {
  if (req.type !== 'think') return;
  if (Atomics.load(cancelled, 0) >= req.id) return; // cancelled before it started
  let lastProgress = -Infinity;
  try {
    const r = chooseAction(req.state, req.level, {
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
    post({ type: 'result', id: req.id, action: r.action, rngState: r.rngState, stats: r.stats });
  } catch (e) {
    post({ type: 'error', id: req.id, message: (e as Error).message });
  }
});
