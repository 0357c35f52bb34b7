// A step's copy shares kin objects with the state it came from (core/clone.ts).
// These tests hold the promise that makes undo, replays and bot look-ahead
// work: applyAction never changes the state it is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, isGameOver, legalActions, stateHash } from '../index.js';
import { makeConfig, type ConfigOptions } from '../config.js';
import { cloneState, kinSharing } from './clone.js';
import { nextRandom } from './rng.js';
import type { GameState } from './types.js';

const MIXES: [string, ConfigOptions][] = [
  ['standard 2 players', { players: 2 }],
  ['standard 4 players', { players: 4 }],
  ['dragon', { players: 3, dragon: true }],
  ['team', { players: 4, mode: 'team' }],
  ['palace alternative', { players: 3, palaceAlt: true }],
  ['asymmetric', { players: 4, asymmetric: true }],
  ['every flag', { players: 4, mode: 'team', palaceAlt: true, dragon: true, asymmetric: true }],
  ['coop', { players: 2, mode: 'coop', goldenRuleAuto: true }],
  ['coop, Golden Rule seat', { players: 3, mode: 'coop', goldenRuleSeat: 0 }],
  ['coop story', { players: 2, mode: 'coop', story: 'ashes-of-the-crane', goldenRuleAuto: true }],
  ['coop story, Golden Rule seat', { players: 3, mode: 'coop', story: 'masks-of-the-fox', goldenRuleSeat: 1 }],
];

/** Plays a random game; calls `visit(before, after)` on every step. */
function playRandom(opts: ConfigOptions, seed: number, visit: (before: GameState, after: GameState) => void): void {
  let s = createGame(makeConfig(opts), seed);
  let r = seed * 7919 + 1;
  while (!isGameOver(s)) {
    const options = legalActions(s);
    const [nr, v] = nextRandom(r);
    r = nr;
    const next = applyAction(s, options[Math.floor(v * options.length)]!);
    visit(s, next);
    s = next;
  }
}

describe('kin shared between a state and the next one', () => {
  // Frozen shared kin turn a rule that writes to one without kinById into a TypeError here.
  beforeAll(() => {
    kinSharing.freezeShared = true;
  });
  afterAll(() => {
    kinSharing.freezeShared = false;
  });

  for (const [name, opts] of MIXES) {
    it(`${name}: every step leaves the state it started from exactly as it was`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        let before = JSON.stringify(createGame(makeConfig(opts), seed));
        playRandom(opts, seed, (was, next) => {
          expect(JSON.stringify(was)).toBe(before);
          before = JSON.stringify(next);
        });
      }
    });
  }

  it('a kin moved by a step is still where it was in the earlier state', () => {
    const s0 = createGame(makeConfig({ players: 4 }), 7);
    const place = legalActions(s0).find((a) => a.t === 'place' && a.spot !== 'palace');
    if (place?.t !== 'place') throw new Error('expected a sector placement first');
    const s1 = applyAction(s0, place);
    expect(s1.kin[place.kin]!.loc).toBe('board');
    expect(s0.kin[place.kin]!.loc).toBe('hand');
    // Kin the step did not touch are the very same objects: that is the saving.
    const untouched = place.kin === 0 ? 1 : 0;
    expect(s1.kin[untouched]).toBe(s0.kin[untouched]);
  });

  it("a variant's slot is copied by cloneState exactly as a JSON round trip copied it, and apart from the original", () => {
    const s0 = createGame(makeConfig({ players: 4, asymmetric: true }), 5);
    const odd = { gone: undefined, list: [1, undefined, NaN, -0, 'x', true, null], deep: { n: [[2]] } };
    const d = cloneState({ ...s0, asym: odd as never });
    expect(d.asym).toStrictEqual(JSON.parse(JSON.stringify(odd)));
    const copy = d.asym as unknown as typeof odd;
    expect(Object.is(copy.list[3], 0)).toBe(true);
    copy.deep.n[0]![0] = 3;
    expect(odd.deep.n[0]![0]).toBe(2);
  });

  it("a step shares a variant's slot with the state before it until a rule changes it", () => {
    // The co-op state is a few hundred numbers: copying it on every ply was most of a step's copying.
    let s = createGame(makeConfig({ players: 2, mode: 'coop', goldenRuleAuto: true }), 4);
    let shared = 0;
    let changed = 0;
    for (let i = 0; i < 200 && !isGameOver(s); i++) {
      const next = applyAction(s, legalActions(s)[0]!);
      if (next.coop === s.coop) shared++;
      else if (JSON.stringify(next.coop) !== JSON.stringify(s.coop)) changed++;
      s = next;
    }
    expect(shared).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
  });

  it('a rule that changes a shared slot without asking for its own copy is caught by freezeShared', () => {
    const s0 = createGame(makeConfig({ players: 2, mode: 'coop', goldenRuleAuto: true }), 4);
    kinSharing.freezeShared = true;
    try {
      applyAction(s0, legalActions(s0)[0]!);
      // The state a step started from shares its slots with the step's: a write to one throws.
      expect(() => s0.coop!.deck.push(0)).toThrow(TypeError);
    } finally {
      kinSharing.freezeShared = false;
    }
  });

  it('a deep copy (cloneState) owns all its kin, so editing it leaves the original alone', () => {
    const s0 = createGame(makeConfig({ players: 4 }), 3);
    const s1 = applyAction(s0, legalActions(s0)[0]!);
    const hash = stateHash(s1);
    const d = cloneState(s1);
    for (const k of d.kin) k.loc = 'box';
    expect(stateHash(s1)).toBe(hash);
  });
});
