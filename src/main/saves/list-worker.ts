// The listing worker thread: reads, parses and fully checks save files (the
// same checks as SaveStore.load: schema, migration, snapshot hash and a
// replay of the action log), so the main side only receives small summaries
// and never stalls on a large save. Reading never modifies a file.
import { parentPort } from 'node:worker_threads';
import * as engine from '../../engine/index.js';
import { engineChecks } from './checks.js';
import type { ListReply, ListRequest } from './list-protocol.js';
import { SaveStore, type SlotCheck } from './store.js';

const port = parentPort;
if (!port) throw new Error('saves/list-worker.ts must run in a worker thread.');
const checks = engineChecks(engine);

// Requests are answered one after the other: two listings at once would only share the same core.
let queue: Promise<void> = Promise.resolve();

port.on('message', (req: ListRequest) => {
  queue = queue.then(async () => {
    let reply: ListReply;
    try {
      const store = new SaveStore(req.dir, { ...checks, maxBytes: req.maxBytes, onWarning: () => undefined });
      const results: SlotCheck[] = [];
      for (const f of req.files) results.push(await store.checkSlotFile(f.file, f.slot));
      reply = { id: req.id, ok: true, results };
    } catch (e) {
      reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
});
