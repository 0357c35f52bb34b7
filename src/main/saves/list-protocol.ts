// Messages between the save store's listing (list-runner.ts, main side) and
// the listing worker thread (list-worker.ts).
import type { SlotCheck, SlotFile } from './store.js';

export interface ListRequest {
  id: number;
  dir: string;
  maxBytes: number;
  files: SlotFile[];
}

export type ListReply = { id: number; ok: true; results: SlotCheck[] } | { id: number; ok: false; message: string };
