// The main side's handle on the listing worker (list-worker.ts): a
// SaveChecker for SaveStore's `checker` option. One worker thread, started on
// the first listing and kept (idle, it does not keep the process alive).
import { Worker } from 'node:worker_threads';
import type { ListReply, ListRequest } from './list-protocol.js';
import type { SaveChecker, SlotCheck } from './store.js';

export interface SaveListRunnerOptions {
  /** The worker script (default: ./list-worker-dev.mjs beside this module, which runs list-worker.ts through tsx). */
  workerUrl?: URL | string;
}

/** The listing could not be made (the worker failed); reported to the player as such. */
export class SaveListError extends Error {
  readonly code = 'list-failed';
  constructor(detail: string) {
    super(`Ryozen could not read the list of saves (${detail}). Your save files were not changed; please try again.`);
    this.name = 'SaveListError';
  }
}

interface Pending {
  resolve: (r: SlotCheck[]) => void;
  reject: (e: Error) => void;
}

export class SaveListRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly opts: SaveListRunnerOptions = {}) {}

  /** For SaveStoreOptions.checker. */
  readonly check: SaveChecker = ({ dir, maxBytes, files }) => {
    const id = this.nextId++;
    const worker = this.ensureWorker();
    worker.ref(); // a pending answer keeps the process alive; an idle worker does not
    return new Promise<SlotCheck[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const req: ListRequest = { id, dir, maxBytes, files };
      worker.postMessage(req);
    });
  };

  /** Ends the worker thread; listings in progress fail. */
  async dispose(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll(new SaveListError('Ryozen is closing'));
    if (w) await w.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const url = this.opts.workerUrl ?? new URL('./list-worker-dev.mjs', import.meta.url);
    const w = new Worker(url);
    w.on('message', (m: ListReply) => this.onMessage(m));
    w.on('error', (e) => this.failAll(new SaveListError(e.message)));
    w.on('exit', (code) => {
      if (this.worker === w) this.worker = null;
      if (code !== 0) this.failAll(new SaveListError(`the checking thread stopped with code ${code}`));
    });
    w.unref();
    this.worker = w;
    return w;
  }

  private onMessage(m: ListReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (m.ok) p.resolve(m.results);
    else p.reject(new SaveListError(m.message));
  }

  private failAll(e: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    this.worker?.unref();
    for (const p of all) p.reject(e);
  }
}
