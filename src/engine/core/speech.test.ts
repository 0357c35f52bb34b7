// Silent play (core/speech.ts): the bots, the review and the simulations skip
// every word, and must still play exactly the game a shown table plays.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, isGameOver, legalActions, silently, stateHash } from '../index.js';
import { makeConfig, type ConfigOptions } from '../config.js';
import { nextRandom } from './rng.js';
import { speaking } from './speech.js';
import type { GameState } from './types.js';

const MIXES: [string, ConfigOptions][] = [
  ['standard', { players: 4 }],
  ['every table rule', { players: 4, mode: 'team', palaceAlt: true, dragon: true, asymmetric: true }],
  ['coop story', { players: 2, mode: 'coop', story: 'ashes-of-the-crane', goldenRuleAuto: true }],
];

/** The state hash after every step of a seeded random game, and how many log lines it wrote. */
function play(opts: ConfigOptions, seed: number): { hashes: string[]; lines: number } {
  let s: GameState = createGame(makeConfig(opts), seed);
  let r = seed * 7919 + 1;
  const hashes: string[] = [];
  let lines = 0;
  while (!isGameOver(s)) {
    const options = legalActions(s);
    const [nr, v] = nextRandom(r);
    r = nr;
    s = applyAction(s, options[Math.floor(v * options.length)]!);
    hashes.push(stateHash(s));
    lines += s.log.length;
  }
  return { hashes, lines };
}

describe('silent play', () => {
  for (const [name, opts] of MIXES) {
    it(`${name}: a silent game makes the same choices lead to the same states, and writes no log line`, () => {
      for (const seed of [1, 2]) {
        const shown = play(opts, seed);
        const silent = silently(() => play(opts, seed));
        expect(silent.hashes).toEqual(shown.hashes);
        expect(silent.lines).toBe(0);
        expect(shown.lines).toBeGreaterThan(shown.hashes.length / 2);
      }
    });
  }

  it('the table speaks again after a silent search, even one that failed', () => {
    expect(() =>
      silently(() => {
        throw new Error('search failed');
      }),
    ).toThrow('search failed');
    expect(speaking()).toBe(true);
    const s = createGame(makeConfig({ players: 2 }), 3);
    const next = applyAction(s, legalActions(s)[0]!);
    expect(next.log.length).toBeGreaterThan(0);
  });

  it('silent searches nest: the game stays silent until the outermost one ends', () => {
    silently(() => {
      silently(() => undefined);
      expect(speaking()).toBe(false);
    });
    expect(speaking()).toBe(true);
  });
});
