// Rewrites the import-rules table of docs/architecture.md from the lint table
// (tests/architecture/layers.ts), between its `layers:start` and `layers:end`
// marks; tests/architecture/layers.test.ts fails when the two differ.
//   npx tsx scripts/write-layers-doc.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layersMarkdown } from '../tests/architecture/layers.js';

export const DOC = join(import.meta.dirname, '..', 'docs', 'architecture.md');
const START = '<!-- layers:start (written by scripts/write-layers-doc.ts from tests/architecture/layers.ts) -->';
const END = '<!-- layers:end -->';

/** The doc's text between the marks, or undefined when they are missing. */
export function layersBlockOf(doc: string): string | undefined {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  return a < 0 || b < a ? undefined : doc.slice(a + START.length, b).trim();
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const doc = readFileSync(DOC, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/architecture.md lacks the marks ${START} ... ${END}`);
  writeFileSync(DOC, doc.slice(0, a + START.length) + '\n\n' + layersMarkdown() + '\n\n' + doc.slice(b));
}
