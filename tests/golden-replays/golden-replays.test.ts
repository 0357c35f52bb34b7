// Replays the golden game list and compares every game's digest with the one
// written by scripts/make-golden-replays.ts before the engine was restructured:
// the same choices must give the same states, decisions, options, labels,
// targets, log lines and views. A failure lists the games that differ; the
// fixture is not regenerated to make it pass unless behaviour was meant to change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldenGames, replayDigest, type Family } from './golden-replays-test-support.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'golden-replays.json');
const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
const games = goldenGames();
/** A family replays hundreds of games: minutes on a loaded 2-core machine, so it gets its own generous limit. */
const FAMILY_TIMEOUT_MS = 900_000;

describe('golden replays', () => {
  it('the fixture holds exactly the games of the list', () => {
    expect(games.length).toBeGreaterThanOrEqual(2000);
    expect(Object.keys(expected).sort()).toEqual(games.map((g) => g.key).sort());
  });

  for (const family of ['standard', 'team', 'coop'] satisfies Family[]) {
    it(`${family} games replay to their recorded digests`, () => {
      const differ: string[] = [];
      for (const g of games.filter((x) => x.family === family)) {
        let got: string;
        try {
          got = replayDigest(g);
        } catch (e) {
          got = `threw: ${(e as Error).message}`;
        }
        if (got !== expected[g.key]) differ.push(`${g.key}: ${expected[g.key] ?? '(missing)'} -> ${got}`);
      }
      expect(differ, `${differ.length} ${family} games differ`).toEqual([]);
    }, FAMILY_TIMEOUT_MS);
  }
});
