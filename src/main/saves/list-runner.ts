// The main side's handle on the save worker (list-worker.ts): a SaveChecker
// for SaveStore's `checker` option (the listing, and with `read` every file a
// store reads) and an ImportChecker for game:import. One worker thread,
// started on the first request and kept (idle, it does not keep the process
// alive).
import { Worker } from 'node:worker_threads';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import type { ImportCheck, ImportChecker } from './document.js';
import type { SaveWorkerReply, SaveWorkerRequest, SaveWorkerResults } from './list-protocol.js';
import type { FileCheck, FileCheckRequest, SaveChecker, SlotCheck } from './store.js';

export interface SaveListRunnerOptions {
  /** The worker script (default: ./list-worker-dev.mjs beside this module, which runs list-worker.ts through tsx). */
  workerUrl?: URL | string;
}

/** The listing could not be made (the worker failed); reported to the player as such. */
export class SaveListError extends Error {
  readonly code = 'list-failed';
  readonly words: Msg;
  constructor(detail: string) {
    const words = msg('main.list.failed', { detail });
    super(sayEnglish(words));
    this.name = 'SaveListError';
    this.words = words;
  }
}

interface Pending {
  resolve: (r: SaveWorkerResults[keyof SaveWorkerResults]) => void;
  reject: (e: Error) => void;
}

// Distributes Omit over the request union, so each kind keeps its own fields.
type Body<R> = R extends unknown ? Omit<R, 'id'> : never;

export class SaveListRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly opts: SaveListRunnerOptions = {}) {}

  /** For SaveStoreOptions.checker: listings, and every file the store reads. */
  readonly check: SaveChecker = Object.assign(
    ({ dir, maxBytes, files }: Parameters<SaveChecker>[0]) => this.ask({ kind: 'list', dir, maxBytes, files }) as Promise<SlotCheck[]>,
    { read: (req: FileCheckRequest) => this.ask({ kind: 'read', ...req }) as Promise<FileCheck> },
  );

  /** For game:import: the save loader's checks on a text, in the worker. */
  readonly checkText: ImportChecker = (req) => this.ask({ kind: 'text', ...req }) as Promise<ImportCheck>;

  /** Ends the worker thread; requests in progress fail. */
  async dispose(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll(new SaveListError('Ryozen is closing'));
    if (w) await w.terminate();
  }

  private ask(body: Body<SaveWorkerRequest>): Promise<SaveWorkerResults[keyof SaveWorkerResults]> {
    const id = this.nextId++;
    const worker = this.ensureWorker();
    worker.ref(); // a pending answer keeps the process alive; an idle worker does not
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...body } as SaveWorkerRequest);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const url = this.opts.workerUrl ?? new URL('./list-worker-dev.mjs', import.meta.url);
    const w = new Worker(url);
    w.on('message', (m: SaveWorkerReply) => this.onMessage(m));
    w.on('error', (e) => this.failAll(new SaveListError(e.message)));
    w.on('exit', (code) => {
      if (this.worker === w) this.worker = null;
      if (code !== 0) this.failAll(new SaveListError(`the checking thread stopped with code ${code}`));
    });
    w.unref();
    this.worker = w;
    return w;
  }

  private onMessage(m: SaveWorkerReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (m.ok) p.resolve(m.result);
    else p.reject(new SaveListError(m.message));
  }

  private failAll(e: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    this.worker?.unref();
    for (const p of all) p.reject(e);
  }
}
