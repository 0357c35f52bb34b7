// Conformance: seeded random games (OpenSpiel-style random simulation) for
// every player count and for the dragon and team modes, checking after EVERY
// action the invariants of src/engine/invariants-test-support.ts: no negative resources,
// shards or favor; every kin in exactly one place; a decision and legal
// actions until the end; a valid acting seat; views that hide face-down
// information; illegal actions refused with a RulesError and no change; and at
// the end, the action log replaying to the same state hash.
//
// Default: a few hundred games. For thousands:
//   RYOZEN_FUZZ_GAMES=3000 npx vitest run src/engine/conformance.test.ts
// (RYOZEN_FUZZ_GAMES is the number of games per configuration below.)
import { describe, expect, it } from 'vitest';
import { RulesError } from './core/errors.js';
import type { Action, GameState } from './core/types.js';
import { makeConfig, type ConfigOptions } from './config.js';
import { applyAction, createGame, isGameOver, legalActions, replay, stateHash, view } from './index.js';
import { checkIllegal, checkInvariants, checkView, fuzzGames, type FuzzResult } from './invariants-test-support.js';
import { nextRandom } from './core/rng.js';
import { copy, newGame, placeKinAt, spot } from './test-support.js';

const PER_CONFIG = Number(process.env.RYOZEN_FUZZ_GAMES ?? '') || 40;

const CONFIGS: [string, ConfigOptions][] = [
  ['2 players', { players: 2 }],
  ['3 players', { players: 3 }],
  ['4 players', { players: 4 }],
  ['2 players, dragon', { players: 2, dragon: true }],
  ['3 players, dragon', { players: 3, dragon: true }],
  ['4 players, dragon', { players: 4, dragon: true }],
  ['team vs team', { players: 4, mode: 'team' }],
  ['team vs team, dragon', { players: 4, mode: 'team', dragon: true }],
];

const describeFailures = (r: FuzzResult) =>
  r.failures.map((f) => `seed ${f.seed} ply ${f.ply} after ${JSON.stringify(f.action)}:\n  ${f.problems.join('\n  ')}`).join('\n');

describe(`random games (${PER_CONFIG} per configuration), every invariant checked after every action`, () => {
  CONFIGS.forEach(([name, options], i) => {
    it(name, () => {
      const r = fuzzGames({ config: makeConfig(options), games: PER_CONFIG, seed: 1000 * (i + 1) });
      expect(describeFailures(r)).toBe('');
      expect(r.games).toBe(PER_CONFIG);
      expect(r.actions).toBeGreaterThan(PER_CONFIG * 50);
    });
  });
});

describe('saving and resuming', () => {
  it('a state copied through JSON mid-game continues exactly like the original', () => {
    for (let g = 0; g < 10; g++) {
      const config = makeConfig({ players: 2 + (g % 3), dragon: g % 2 === 1 });
      let s = createGame(config, g);
      let r = 77 + g;
      const log: Action[] = [];
      let saved: GameState | null = null;
      let savedAt = 0;
      while (!isGameOver(s)) {
        const opts = legalActions(s);
        const [next, v] = nextRandom(r);
        r = next;
        const a = opts[Math.floor(v * opts.length)]!;
        s = applyAction(s, a);
        log.push(a);
        if (log.length === 60) {
          saved = JSON.parse(JSON.stringify(s)) as GameState;
          savedAt = log.length;
        }
      }
      let resumed = saved!;
      for (const a of log.slice(savedAt)) resumed = applyAction(resumed, a);
      expect(stateHash(resumed)).toBe(stateHash(s));
      expect(stateHash(replay(config, g, log))).toBe(stateHash(s));
    }
  });
});

describe('illegal actions are refused with a RulesError and change nothing', () => {
  const s = newGame(3, 5);
  const seat0Hand = s.kin.filter((k) => k.seat === 0 && k.loc === 'hand');
  const cases: [string, unknown][] = [
    ['a kin from the clan pile', { t: 'place', kin: s.kin.find((k) => k.seat === 0 && k.loc === 'pile')!.id, spot: spot(0, 0) }],
    ['another player\'s kin', { t: 'place', kin: s.kin.find((k) => k.seat === 1 && k.loc === 'hand')!.id, spot: spot(0, 0) }],
    ['a spot that does not exist', { t: 'place', kin: seat0Hand[0]!.id, spot: 's9.9' }],
    ['a kin id given as text', { t: 'place', kin: String(seat0Hand[0]!.id), spot: spot(0, 0) }],
    ['an action of another kind', { t: 'res', res: 'coin' }],
    ['an unknown action', { t: 'nonsense' }],
    ['an action with an extra field', { t: 'place', kin: seat0Hand[0]!.id, spot: spot(0, 0), extra: true }],
    ['an empty object', {}],
    ['null', null],
    ['a number', 7],
  ];
  for (const [name, action] of cases) {
    it(name, () => {
      expect(checkIllegal(s, action)).toEqual([]);
      expect(() => applyAction(s, action as Action)).toThrow(RulesError);
    });
  }

  it('a spot already taken', () => {
    const fresh = createGame(makeConfig({ players: 3 }), 5);
    const occupied = applyAction(fresh, { t: 'place', kin: fresh.kin.find((k) => k.seat === 0 && k.loc === 'hand')!.id, spot: spot(2, 0) });
    // Seat 0 now has a kin on s2.0; play on until seat 1 places, then try that spot.
    let u = occupied;
    while (!(legalActions(u)[0]?.t === 'place')) u = applyAction(u, legalActions(u).find((a) => a.t === 'pass') ?? legalActions(u)[0]!);
    const k = u.kin.find((x) => x.seat === 1 && x.loc === 'hand')!;
    let err: unknown;
    try {
      applyAction(u, { t: 'place', kin: k.id, spot: spot(2, 0) });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe('illegal-action');
    expect(checkIllegal(u, { t: 'place', kin: k.id, spot: spot(2, 0) })).toEqual([]);
  });

  it('any action once the game is over', () => {
    let s2 = createGame(makeConfig({ players: 2 }), 3);
    while (!isGameOver(s2)) s2 = applyAction(s2, legalActions(s2)[0]!);
    expect(() => applyAction(s2, { t: 'pass' })).toThrow(RulesError);
    expect(checkIllegal(s2, { t: 'pass' })).toEqual([]);
  });
});

describe('the checkers themselves catch broken states (so that a silent fuzz run means something)', () => {
  const base = () => copy(newGame(3, 9));

  it('negative resources and favor', () => {
    const s = base();
    s.pools[1]!.coin = -1;
    s.players[2]!.fp = -3;
    const p = checkInvariants(s).join('\n');
    expect(p).toMatch(/pool 1 has -1 coin/);
    expect(p).toMatch(/seat 2 has favor -3/);
  });

  it('a kin in two places, or a spot and a kin that disagree', () => {
    const s = base();
    const k = placeKinAt(s, 0, 'apprentice', spot(0, 0));
    s.board[1]![0] = k.id;
    expect(checkInvariants(s).join('\n')).toMatch(/two board spots|holds kin/);
    const t = base();
    const j = placeKinAt(t, 0, 'apprentice', spot(0, 0));
    t.kin[j.id]!.loc = 'hand';
    expect(checkInvariants(t).join('\n')).toMatch(/s0\.0 holds kin/);
  });

  it('a kin lost from its clan pile, a cloaked kin in the palace, a lost event card', () => {
    const s = base();
    s.players[0]!.pile.pop();
    const k = placeKinAt(s, 1, 'apprentice', 'palace');
    k.cloaked = true;
    s.events.deck.pop();
    const p = checkInvariants(s).join('\n');
    expect(p).toMatch(/in a clan pile 0 times/);
    expect(p).toMatch(/cloaked in the palace/);
    expect(p).toMatch(/event cards lost/);
  });

  it('a game that cannot go on', () => {
    const s = base();
    s.stack = [];
    expect(checkInvariants(s).join('\n')).toMatch(/no decision pending/);
  });

  it('the view check notices a leaked deck or pile kin', () => {
    const s = newGame(3, 9);
    expect(checkView(s, 0)).toEqual([]);
    const v = view(s, 0);
    expect(v.events.deck.every((id) => id === -1)).toBe(true);
    expect(v.kin.filter((k) => k.loc === 'pile').every((k) => k.type === 'hidden')).toBe(true);
    expect('rng' in v).toBe(false);
    expect('stack' in v).toBe(false);
  });
});
