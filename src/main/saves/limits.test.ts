// Every real save stays far inside the structural limits (limits.ts), and a
// document beyond any of them is refused before it is parsed, with a message
// for the player.
import { describe, expect, it } from 'vitest';
import { checkSaveBytes } from './document.js';
import { checkJsonSyntax, type JsonStats } from './json-check.js';
import { SAVE_JSON_LIMITS } from './limits.js';
import { campaignDocument, everyMode, gameDocument, makeConfig, randomFinishedGame } from './real-documents-test-support.js';
import type { GameRecord } from './format.js';
import { fileLabel } from './errors.js';

const stats = (text: string): JsonStats => {
  const s: JsonStats = { values: 0, depth: 0, members: 0, items: 0, stringLength: 0 };
  expect(checkJsonSyntax(text, SAVE_JSON_LIMITS, s)).toEqual({ ok: true });
  return s;
};

/** Each figure of `s` is at most a quarter of its limit. */
function farBelow(s: JsonStats, what: string): void {
  const quarter = (limit: number) => limit / 4;
  expect({ what, ...s }).toEqual({
    what,
    values: expect.toSatisfy((n: number) => n <= quarter(SAVE_JSON_LIMITS.maxValues)),
    depth: expect.toSatisfy((n: number) => n <= quarter(SAVE_JSON_LIMITS.maxDepth)),
    members: expect.toSatisfy((n: number) => n <= quarter(SAVE_JSON_LIMITS.maxMembers)),
    items: expect.toSatisfy((n: number) => n <= quarter(SAVE_JSON_LIMITS.maxItems)),
    stringLength: expect.toSatisfy((n: number) => n <= quarter(SAVE_JSON_LIMITS.maxStringLength)),
  });
}

describe('the structural limits of a save', () => {
  it('leave every real game of every mode, and the largest campaign, far inside them', () => {
    const longestCoop: GameRecord[] = [];
    for (const m of everyMode()) {
      for (const seed of [1, 2, 3]) {
        const game = randomFinishedGame(makeConfig(m.options), seed);
        farBelow(stats(gameDocument(game)), `${m.label} seed ${seed}`);
        if (m.options.mode === 'coop' && m.options.players === 3) longestCoop.push(game);
      }
    }
    longestCoop.sort((a, b) => b.actions.length - a.actions.length);
    farBelow(stats(campaignDocument(longestCoop.slice(0, 4))), 'campaign of the four longest cooperative games');
  }, 120_000);

  const label = fileLabel();
  const real = gameDocument(randomFinishedGame(makeConfig({ players: 2 }), 5));
  const withSnapshotField = (json: string) => real.replace('"snapshot":{', `"snapshot":{"extra":${json},`);
  const cases: [string, string, RegExp][] = [
    ['values', withSnapshotField(`[${Array.from({ length: 40 }, () => `[${'0,'.repeat(999)}0]`).join(',')}]`), /more than 32,768 values/],
    ['members', withSnapshotField(`{${Array.from({ length: 300 }, (_, i) => `"k${i}":0`).join(',')}}`), /a group of more than 256 fields/],
    ['items', withSnapshotField(`[${'1,'.repeat(3000)}1]`), /a list of more than 2,048 entries/],
    ['text', withSnapshotField(JSON.stringify('x'.repeat(9000))), /a text of more than 8,192 characters/],
    ['depth', withSnapshotField('['.repeat(40) + ']'.repeat(40)), /nested far too deeply \(more than 32 levels\)/],
  ];
  for (const [what, text, message] of cases) {
    it(`refuses a document beyond the ${what} limit, saying why in a sentence`, async () => {
      const res = await checkSaveBytes(Buffer.from(text), label, {});
      expect(res.ok).toBe(false);
      if (res.ok) return;
      expect(res.error.code).toBe(what === 'depth' ? 'invalid' : 'too-large');
      expect(res.error.message).toMatch(message);
      expect(res.error.message).toMatch(/^This file .*\. The file was left as it is\.$/);
    });
  }

  it('refuses a 19 MB document of 1.9 million keys at the start of its scan, in well under a second', async () => {
    const keys = 1_900_000;
    const parts: string[] = [];
    for (let i = 0; i < keys; i++) parts.push(`"k${i}":${i % 10}`);
    const text = real.replace('"snapshot":{', `"snapshot":{${parts.join(',')},`);
    expect(text.length).toBeGreaterThan(19_000_000);
    const t0 = performance.now();
    const res = await checkSaveBytes(Buffer.from(text), label, {});
    const ms = performance.now() - t0;
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('too-large');
    // The decode of 19 MB dominates (tens of ms); a parse, schema check and hash took seconds.
    expect(ms).toBeLessThan(1000);
  });
});
