import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../config.js';
import { applyAction, createGame, isGameOver, legalActions } from '../index.js';
import { canonicalJson, stateHash } from './hash.js';
import type { GameState } from './types.js';

/** The canonical text by its definition: keys sorted, undefined members left out, no caches. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(typeof value === 'number' && !Number.isFinite(value) ? null : value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const parts = Object.keys(obj)
    .sort()
    .filter((k) => obj[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${reference(obj[k])}`);
  return `{${parts.join(',')}}`;
}

function collectGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('stateHash', () => {
  it('writes exactly the canonical text, whatever the keys, shapes and sizes a document brings', () => {
    const key = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ minLength: 60, maxLength: 80 }));
    const wide = fc.dictionary(key, fc.integer(), { minKeys: 30, maxKeys: 80 });
    const value = fc.oneof(fc.jsonValue({ maxDepth: 4 }), wide, fc.array(wide, { maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 40 }), (values) => {
        // Many documents in a row, so the caches fill, start over and serve again.
        for (const v of values) expect(canonicalJson(v)).toBe(reference(v));
      }),
      { numRuns: 60 },
    );
  });

  it('gives a real game the same fingerprint after hashing documents full of unknown keys', () => {
    let s = createGame(makeConfig({ players: 4, palaceAlt: true, dragon: true }), 7);
    for (let i = 0; i < 60 && !isGameOver(s); i++) s = applyAction(s, legalActions(s)[i % legalActions(s).length]!);
    const before = stateHash(s);
    expect(canonicalJson(s)).toBe(reference({ ...s }));
    for (let d = 0; d < 5; d++) stateHash(Object.fromEntries(Array.from({ length: 3000 }, (_, k) => [`d${d}k${k}`, { [`x${k}`]: k, [`y${k}`]: d }])) as unknown as GameState);
    expect(stateHash(s)).toBe(before);
  });

  it('keeps no memory for the keys of documents it hashed (hostile snapshots of fresh keys)', () => {
    const gc = collectGc();
    const hostile = (n: number) => {
      const doc: Record<string, unknown> = {};
      for (let k = 0; k < 20_000; k++) doc[`n${n}-key-${k}`] = { [`m${n}-${k}-a`]: 1, [`m${n}-${k}-b`]: 2 };
      return doc as unknown as GameState;
    };
    stateHash(hostile(-1));
    gc();
    const before = process.memoryUsage().heapUsed;
    // 40 documents of 60,000 fresh keys each: 2.4 million keys in all.
    for (let n = 0; n < 40; n++) stateHash(hostile(n));
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1048576;
    expect(grownMb).toBeLessThan(20);
  }, 120_000);
});
