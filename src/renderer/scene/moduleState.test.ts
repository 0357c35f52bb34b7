// The table's per-frame state lives in its per-frame object (tableFrame.ts),
// not in module variables: a module-level `let`, or a lowerCamel module
// constant made of an object, an array or a `new` value, is state that two
// tables (or a rebuilt canvas) would share and that the test hooks would have
// // to import. Constants in SCREAMING_CASE are read-only by convention. The few
// kept on purpose (caches of what is the same for every table, and scratch
// values) are listed below with why.
import { describe, expect, it } from 'vitest';

/** Every scene source but the tests, by path from this folder. */
const SOURCES: Record<string, string> = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** file:name -> why it may stay at module level. */
const KEPT: Record<string, string> = {
  'three/gpu.ts:software': 'a fact about the machine, asked once per page from a throwaway WebGL context',
  'test-hooks/floor.ts:floor': "the benches' floor scene (a 16 MB texture), made once per page",
  'test-hooks/floor.ts:warmed': 'renderers that compiled the floor, weakly held',
  'components/Pieces.tsx:tokenAtlas': 'a painted texture, the same for every table',
  'components/Pieces.tsx:cardAtlases': 'painted textures per language, the same for every table',
  'components/Pieces.tsx:villageAtlases': 'painted textures per language, the same for every table',
  'paint/paintedWords.ts:ready': "languages whose painted words the page's fonts can draw: a fact about the page, not a table",
  'paint/paintedWords.ts:pending': 'the font loads under way for them, shared so that two tables wait for one',
  'paint/labels.ts:recorder': 'set only while the test hooks list the painted labels (recordLabels), and put back after',
  // Scratch values: rewritten before every read, so nothing carries from one call to the next; kept to make no garbage per frame.
  'three/instancing.ts:_p': 'scratch',
  'three/instancing.ts:_q': 'scratch',
  'three/instancing.ts:_s': 'scratch',
  'three/palaceFade.ts:raycaster': 'scratch',
  'three/palaceFade.ts:direction': 'scratch',
};

const TOP_LET = /^(?:export\s+)?(?:let|var)\s+([A-Za-z_$][\w$]*)/;
const TOP_OBJECT = /^(?:export\s+)?const\s+([a-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:\{|\[|new\s)/;

/** Module-level mutable state in a source text: the names of the variables. */
export function moduleState(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const m = TOP_LET.exec(line) ?? TOP_OBJECT.exec(line);
    if (m) names.push(m[1]!);
  }
  return names;
}

describe('module-level state in the scene', () => {
  it('is seen by the check (a let, a mutable object, a Set; not a SCREAMING_CASE constant or a nested one)', () => {
    const text = ['let n = 0;', 'export const motion = { moving: 0 };', 'const owners = new Set<string>();', 'export const TOP = { y: 1 };', '  const inner = {};'].join('\n');
    expect(moduleState(text)).toEqual(['n', 'motion', 'owners']);
  });

  it('is none outside the per-frame object, but for the listed caches', () => {
    const files = Object.keys(SOURCES);
    expect(files).toContain('./tableFrame.ts');
    const found = files.flatMap((file) => moduleState(SOURCES[file]!).map((name) => `${file.slice(2)}:${name}`));
    expect(found.filter((k) => !(k in KEPT))).toEqual([]);
    // A listed cache that is gone leaves the list too.
    expect(Object.keys(KEPT).filter((k) => !found.includes(k))).toEqual([]);
  });
});
