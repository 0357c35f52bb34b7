// Messages between the main side (list-runner.ts) and the save worker thread
// (list-worker.ts): a listing, one file to load, or an imported text to check.
import type { Label } from './errors.js';
import type { ImportCheck } from './document.js';
import type { FileCheck, SlotCheck, SlotFile } from './store.js';

export type SaveWorkerRequest =
  | { id: number; kind: 'list'; dir: string; maxBytes: number; files: SlotFile[] }
  | { id: number; kind: 'read'; file: string; label: Label; maxBytes: number; verify: boolean }
  | { id: number; kind: 'text'; text: string; label: Label; maxBytes: number };

/** The answer to each kind of request. */
export interface SaveWorkerResults {
  list: SlotCheck[];
  read: FileCheck;
  text: ImportCheck;
}

export type SaveWorkerReply = { id: number; ok: true; result: SaveWorkerResults[keyof SaveWorkerResults] } | { id: number; ok: false; message: string };
