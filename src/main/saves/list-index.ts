// The listing's index: what list() learned of each slot file (the checks load()
// runs: schema, replay, hash), kept beside the files in `.list-index.json`
// under the file's stat signature. After a start, a folder of thousands of
// records lists from the index and a stat of each file; only a file whose
// signature changed is read and checked again.
//
// The index is only ever a shortcut: written atomically (temp file, fsync,
// rename), it is either the old one or the new one after a kill. One missing,
// damaged, or written by another version of the app (whose rules may check a
// game differently) is reported and rebuilt from the files, never trusted.
import * as fsp from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic, type RetryOptions } from './atomic-write.js';

/** The index's file name: a dot file, which no slot name can be (format.ts validateSlotName). */
export const LIST_INDEX_FILE = '.list-index.json';

/** One file's check (store.ts SlotCheck), under the stat signature it was made for. */
export interface IndexedCheck<Check> {
  sig: string;
  check: Check;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMsg = (v: unknown) => isObject(v) && typeof v.id === 'string';

/**
 * Whether `e` has the shape of an indexed SlotCheck, in the fields the listing
 * reads. By hand rather than by a schema: thousands of entries are checked at
 * each start, and a schema's generality costs ten times the JSON parse.
 */
function isIndexedCheck(e: unknown): boolean {
  if (!isObject(e) || typeof e.sig !== 'string' || !isObject(e.check)) return false;
  const c = e.check;
  if (c.ok === true) {
    const l = c.listing;
    return isObject(l) && typeof l.slot === 'string' && typeof l.name === 'string' && typeof l.kind === 'string' && typeof l.savedAt === 'string' && isMsg(l.summary) && typeof l.hasGame === 'boolean';
  }
  return c.ok === false && isObject(c.error) && typeof c.error.code === 'string' && typeof c.error.message === 'string' && isMsg(c.error.words);
}

export type IndexRead<Check> = { ok: true; files: Map<string, IndexedCheck<Check>> } | { ok: false; why: 'missing' | 'damaged' | 'other-version' };

/**
 * Reads the index of `dir`, by file name; never writes. Each check has the
 * shape of a SlotCheck (its fields the listing shows are checked here).
 */
export async function readListIndex<Check>(dir: string, appVersion: string): Promise<IndexRead<Check>> {
  let text: string;
  try {
    text = await fsp.readFile(join(dir, LIST_INDEX_FILE), 'utf8');
  } catch {
    return { ok: false, why: 'missing' };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, why: 'damaged' };
  }
  if (!isObject(doc) || doc.index !== 1 || typeof doc.appVersion !== 'string' || !isObject(doc.files)) return { ok: false, why: 'damaged' };
  const entries = Object.entries(doc.files);
  if (!entries.every(([, e]) => isIndexedCheck(e))) return { ok: false, why: 'damaged' };
  if (doc.appVersion !== appVersion) return { ok: false, why: 'other-version' };
  return { ok: true, files: new Map(entries.map(([name, e]) => [name, e as IndexedCheck<Check>])) };
}

/** Replaces the index of `dir` atomically. */
export async function writeListIndex(dir: string, appVersion: string, files: ReadonlyMap<string, IndexedCheck<unknown>>, opts: RetryOptions & { fsync?: boolean } = {}): Promise<void> {
  const text = JSON.stringify({ index: 1, appVersion, files: Object.fromEntries(files) });
  await writeFileAtomic(join(dir, LIST_INDEX_FILE), text, opts);
}
