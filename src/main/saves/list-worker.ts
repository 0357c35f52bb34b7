// The save worker thread: reads, parses and fully checks save files (the
// same checks as SaveStore.load: size, structure, schema, migration, snapshot
// hash and a replay of the action log) for the listing, for loads and for
// imported texts, so the main side only receives small results and never
// stalls on a large or hostile document. Reading never modifies a file.
import { parentPort } from 'node:worker_threads';
import * as engine from '../../engine/index.js';
import { engineChecks } from './checks.js';
import { checkImportText } from './document.js';
import type { SaveWorkerReply, SaveWorkerRequest } from './list-protocol.js';
import { readSaveFile, SaveStore, type SlotCheck } from './store.js';

const port = parentPort;
if (!port) throw new Error('saves/list-worker.ts must run in a worker thread.');
const checks = engineChecks(engine);

async function answer(req: SaveWorkerRequest): Promise<SaveWorkerReply> {
  switch (req.kind) {
    case 'list': {
      const store = new SaveStore(req.dir, { ...checks, maxBytes: req.maxBytes, onWarning: () => undefined });
      const results: SlotCheck[] = [];
      for (const f of req.files) results.push(await store.checkSlotFile(f.file, f.slot));
      return { id: req.id, ok: true, result: results };
    }
    case 'read':
      return { id: req.id, ok: true, result: await readSaveFile(req, checks) };
    case 'text':
      return { id: req.id, ok: true, result: await checkImportText(req.text, req.label, { ...checks, maxBytes: req.maxBytes }) };
  }
}

// Requests are answered one after the other: two at once would only share the same core.
let queue: Promise<void> = Promise.resolve();

port.on('message', (req: SaveWorkerRequest) => {
  queue = queue.then(async () => {
    let reply: SaveWorkerReply;
    try {
      reply = await answer(req);
    } catch (e) {
      reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
});
