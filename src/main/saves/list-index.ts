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
import { z } from 'zod';
import { writeFileAtomic, type RetryOptions } from './atomic-write.js';

/** The index's file name: a dot file, which no slot name can be (format.ts validateSlotName). */
export const LIST_INDEX_FILE = '.list-index.json';

/** One file's check (store.ts SlotCheck), under the stat signature it was made for. */
export interface IndexedCheck<Check> {
  sig: string;
  check: Check;
}

const MsgShape = z.looseObject({ id: z.string() });
const CheckShape = z.union([
  z.looseObject({
    ok: z.literal(true),
    listing: z.looseObject({ slot: z.string(), name: z.string(), kind: z.string(), savedAt: z.string(), summary: MsgShape, hasGame: z.boolean() }),
  }),
  z.looseObject({ ok: z.literal(false), error: z.looseObject({ code: z.string(), message: z.string(), words: MsgShape }) }),
]);
const IndexShape = z.strictObject({
  index: z.literal(1),
  appVersion: z.string(),
  files: z.record(z.string(), z.strictObject({ sig: z.string(), check: CheckShape })),
});

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
  const parsed = IndexShape.safeParse(doc);
  if (!parsed.success) return { ok: false, why: 'damaged' };
  if (parsed.data.appVersion !== appVersion) return { ok: false, why: 'other-version' };
  return { ok: true, files: new Map(Object.entries(parsed.data.files).map(([name, e]) => [name, e as IndexedCheck<Check>])) };
}

/** Replaces the index of `dir` atomically. */
export async function writeListIndex(dir: string, appVersion: string, files: ReadonlyMap<string, IndexedCheck<unknown>>, opts: RetryOptions & { fsync?: boolean } = {}): Promise<void> {
  const text = JSON.stringify({ index: 1, appVersion, files: Object.fromEntries(files) });
  await writeFileAtomic(join(dir, LIST_INDEX_FILE), text, opts);
}
