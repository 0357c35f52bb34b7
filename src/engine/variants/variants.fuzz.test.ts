// The conformance fuzz over every legal mix of modes and flags: standard or
// team, with or without the palace alternative mode, the dragon and the
// asymmetric variant, for every allowed player count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinSharing } from '../core/clone.js';
import { makeConfig } from '../config.js';
import { fuzzGames } from '../invariants-test-support.js';

const GAMES = Number(process.env.RYOZEN_FUZZ_GAMES ?? 0) > 0 ? Math.ceil(Number(process.env.RYOZEN_FUZZ_GAMES) / 40) : 3;

const mixes: { name: string; config: ReturnType<typeof makeConfig> }[] = [];
for (const mode of ['standard', 'team'] as const) {
  for (const players of mode === 'team' ? [4] : [2, 3, 4]) {
    for (let flags = 0; flags < 8; flags++) {
      const palaceAlt = (flags & 1) !== 0;
      const dragon = (flags & 2) !== 0;
      const asymmetric = (flags & 4) !== 0;
      mixes.push({
        name: `${mode} ${players}p${palaceAlt ? ' palace-alt' : ''}${dragon ? ' dragon' : ''}${asymmetric ? ' asymmetric' : ''}`,
        config: makeConfig({ players, mode, palaceAlt, dragon, asymmetric }),
      });
    }
  }
}

describe('every legal mix of modes and flags', () => {
  // A step shares kin, decks, piles and board rows with the state before it: frozen, a rule
  // that writes to one without taking its own copy (core/clone.ts) throws here.
  beforeAll(() => {
    kinSharing.freezeShared = true;
  });
  afterAll(() => {
    kinSharing.freezeShared = false;
  });
  it.each(mixes)('$name: random games keep every invariant, replay exactly, and refuse illegal actions without change', ({ config }) => {
    const report = fuzzGames({ config, games: GAMES, seed: 9000, viewEvery: 5, illegalEvery: 7 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(GAMES);
  });
});
