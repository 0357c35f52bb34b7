import { describe, expect, it } from 'vitest';
import { applyAction, createGame, currentDecision, finalScores, isGameOver, legalActions } from '../index.js';
import { cloneState } from '../core/clone.js';
import { sameAction } from '../core/flow.js';
import { Rng } from '../core/rng.js';
import { makeConfig, type ConfigOptions } from '../config.js';
import type { Action, GameState } from '../core/types.js';
import { chooseAction, type BotLevel } from './index.js';
import { candidates } from './candidates.js';
import { determinize } from './determinize.js';
import { margins } from './evaluate.js';
import { atRoundStart, leafMargins } from './leaf.js';
import { playMatch } from './match.js';

const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((b) => sameAction(a, b));

const MODES: [string, ConfigOptions][] = [
  ['standard 2p', { players: 2 }],
  ['standard 3p', { players: 3 }],
  ['standard 4p', { players: 4 }],
  ['dragon 3p', { players: 3, dragon: true }],
  ['team 4p', { players: 4, mode: 'team' }],
  ['asymmetric 4p', { players: 4, asymmetric: true }],
  ['team + dragon + asymmetric', { players: 4, mode: 'team', dragon: true, asymmetric: true }],
  ['palace alternative 4p', { players: 4, palaceAlt: true }],
];

/** A state `plies` choices into a game, every choice taken by a seeded random bot. */
function advanceRandom(s: GameState, plies: number, seed = 1): GameState {
  let r = seed;
  for (let i = 0; i < plies && !isGameOver(s); i++) {
    const c = chooseAction(s, 'random', { seed: r });
    r = c.rngState;
    s = applyAction(s, c.action);
  }
  return s;
}

/** Plays random moves until the seat to move must place a kin with a real choice (the strong bot searches placements). */
function toPlacement(s: GameState): GameState {
  while (!isGameOver(s) && (currentDecision(s)!.kind !== 'place' || candidates(s).length < 3)) s = advanceRandom(s, 1);
  return s;
}

describe('bots return legal actions in every mode', () => {
  for (const [name, opts] of MODES) {
    it(name, () => {
      const config = makeConfig(opts);
      const levels: BotLevel[] = ['strong', 'heuristic', 'random', 'heuristic'];
      let s = createGame(config, 7);
      const seeds = s.players.map((_, i) => i + 100);
      let decisions = 0;
      while (!isGameOver(s)) {
        const seat = currentDecision(s)!.seat;
        const level = levels[seat % levels.length]!;
        const c = chooseAction(s, level, { seed: seeds[seat]!, iterations: 6 });
        expect(isLegal(s, c.action)).toBe(true);
        seeds[seat] = c.rngState;
        s = applyAction(s, c.action);
        decisions++;
      }
      expect(decisions).toBeGreaterThan(20);
      expect(finalScores(s).winner.seats.length).toBeGreaterThan(0);
    });
  }
});

describe('candidates', () => {
  it('are legal actions, one per group of equivalent placements', () => {
    let s = createGame(makeConfig({ players: 4 }), 3);
    for (let i = 0; i < 60 && !isGameOver(s); i++) {
      const c = candidates(s);
      expect(c.length).toBeGreaterThan(0);
      for (const a of c) expect(legalActions(s)).toContain(a);
      s = applyAction(s, legalActions(s)[i % legalActions(s).length]!);
    }
  });
});

describe('determinism', () => {
  for (const level of ['random', 'heuristic', 'strong'] as const) {
    it(`${level}: the same seed gives the same action`, () => {
      const s = toPlacement(advanceRandom(createGame(makeConfig({ players: 4 }), 21), 25));
      const a = chooseAction(s, level, { seed: 'same', iterations: 14 });
      const b = chooseAction(cloneState(s), level, { seed: 'same', iterations: 14 });
      expect(b.action).toEqual(a.action);
      expect(b.rngState).toBe(a.rngState);
    });
  }
});

/** The same game with every hidden order changed (decks, piles, the village pile below its top, the generator). */
function withOtherHiddenOrder(s: GameState): GameState {
  const t = cloneState(s);
  t.events.deck.reverse();
  t.revelations.deck.reverse();
  for (const p of t.players) p.pile.reverse();
  const vp = t.villages.pile;
  if (vp.length > 2) t.villages.pile = [...vp.slice(0, -1).reverse(), vp[vp.length - 1]!];
  t.rng = typeof s.rng === 'number' ? (s.rng ^ 0x9e3779b9) >>> 0 : [...s.rng].reverse().join('');
  return t;
}

describe('the bots never read hidden information', () => {
  const hiddenDiffers = (a: GameState, b: GameState): boolean =>
    a.rng !== b.rng && a.events.deck.join() !== b.events.deck.join() && a.players.some((p, i) => p.pile.join() !== b.players[i]!.pile.join());

  for (const level of ['heuristic', 'strong'] as const) {
    it(`${level}: same seed, states differing only in hidden order -> same action`, () => {
      let choices = 0;
      for (const plies of [0, 9, 30, 70, 120]) {
        const s0 = advanceRandom(createGame(makeConfig({ players: 4 }), 5 + plies), plies);
        const s = level === 'strong' && !isGameOver(s0) ? toPlacement(s0) : s0;
        if (candidates(s).length > 1) choices++;
        const t = withOtherHiddenOrder(s);
        expect(hiddenDiffers(s, t)).toBe(true);
        const a = chooseAction(s, level, { seed: 42, iterations: 14 });
        const b = chooseAction(t, level, { seed: 42, iterations: 14 });
        expect(b.action).toEqual(a.action);
        expect(b.stats.value).toBe(a.stats.value);
        if (level === 'strong' && candidates(s).length > 1) expect(a.stats.iterations).toBeGreaterThan(0);
      }
      expect(choices).toBeGreaterThanOrEqual(3);
    });
  }

  it('determinize: a re-dealt state depends only on the view and the seed', () => {
    const s = advanceRandom(createGame(makeConfig({ players: 3 }), 8), 15);
    const d1 = determinize(s, 1, new Rng(9));
    const d2 = determinize(withOtherHiddenOrder(s), 1, new Rng(9));
    expect(d2).toEqual(d1);
    // The public parts are untouched; hidden contents keep their size and members.
    expect(d1.board).toEqual(s.board);
    expect(d1.stack).toEqual(s.stack);
    expect([...d1.events.deck].sort()).toEqual([...s.events.deck].sort());
    expect(d1.villages.pile.at(-1)).toBe(s.villages.pile.at(-1));
  });

  it('asymmetric set-up: another seat\'s secret draws, deal and choices are re-dealt too', () => {
    let s = createGame(makeConfig({ players: 3, asymmetric: true }), 4);
    // Seat 0 makes its secret choices; then seat 1 must decide.
    while (currentDecision(s)!.seat === 0) s = applyAction(s, legalActions(s).at(-1)!);
    expect(currentDecision(s)!.seat).toBe(1);
    type AsymSeat = { drawn: number[]; dealt: number[]; bought: number[]; randomPick: number; fighterSwap: number };
    // A state where seat 0 (and seat 2) drew other tiles and were dealt other cards.
    const t = withOtherHiddenOrder(s);
    const tAsym = t.asym as AsymSeat[];
    for (const seat of [0, 2]) {
      const a = tAsym[seat]!;
      const p = t.players[seat]!;
      const [x, y] = [a.drawn[0]!, p.pile[0]!];
      a.drawn[0] = y;
      p.pile[0] = x;
      t.kin[x]!.loc = 'pile';
      t.kin[y]!.loc = 'secret';
      if (a.randomPick === x) a.randomPick = y;
      if (a.fighterSwap === x) a.fighterSwap = -1;
      const card = a.dealt[0]!;
      a.dealt[0] = t.revelations.deck[0]!;
      t.revelations.deck[0] = card;
      a.bought = [];
    }
    expect(determinize(t, 1, new Rng(3))).toEqual(determinize(s, 1, new Rng(3)));
    for (const level of ['heuristic', 'strong'] as const) {
      expect(chooseAction(t, level, { seed: 8, iterations: 14 }).action).toEqual(chooseAction(s, level, { seed: 8, iterations: 14 }).action);
    }
  });

  it('asymmetric, after the reveal: which of another seat\'s tiles went back into the box unseen is re-dealt too', () => {
    // "Finally, they all reveal the newly acquired kin, put the remaining tiles back into the box."
    let s = createGame(makeConfig({ players: 3, asymmetric: true }), 6);
    while (!s.asymRevealed) s = applyAction(s, legalActions(s)[0]!);
    type AsymSeat = { drawn: number[]; randomPick: number; fighterSwap: number };
    // A state where seat 2 put back another tile of its pile than the real one.
    const t = cloneState(s);
    const a = (t.asym as AsymSeat[])[2]!;
    const p = t.players[2]!;
    const i = a.drawn.findIndex((id) => id !== a.randomPick && id !== a.fighterSwap);
    const [back, kept] = [a.drawn[i]!, p.pile[0]!];
    a.drawn[i] = kept;
    p.pile[0] = back;
    t.kin[back]!.loc = 'pile';
    t.kin[kept]!.loc = 'box';
    expect(determinize(t, 1, new Rng(3))).toEqual(determinize(s, 1, new Rng(3)));
  });
});

describe('strength', () => {
  it('the heuristic bot beats three random bots (20 seeded 4-player games, seat rotated)', () => {
    const config = makeConfig({ players: 4 });
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const levels: BotLevel[] = ['random', 'random', 'random', 'random'];
      levels[g % 4] = 'heuristic';
      const { scores } = playMatch(config, 300 + g, levels);
      if (scores.winner.seats.includes(g % 4)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(12);
  });
});

describe('evaluation', () => {
  it('at the end, exactly the winner has a positive margin', () => {
    const config = makeConfig({ players: 4 });
    for (let g = 0; g < 5; g++) {
      const { actions } = playMatch(config, 900 + g, ['heuristic', 'random', 'heuristic', 'random']);
      let s = createGame(config, 900 + g);
      for (const a of actions) s = applyAction(s, a);
      const m = margins(s);
      const w = finalScores(s).winner.seats[0]!;
      m.forEach((x, i) => expect(x > 0).toBe(i === w));
    }
  });
});

describe('budgets', () => {
  it('the strong bot stops at the iteration budget, or when the injected clock runs out', () => {
    // A placement: the strong bot searches placements, and plays small follow-ups as the heuristic does.
    const s = toPlacement(advanceRandom(createGame(makeConfig({ players: 4 }), 2), 3));
    const byIter = chooseAction(s, 'strong', { seed: 1, iterations: 17 });
    expect(byIter.stats.iterations).toBe(17);
    let t = 0;
    const progress: number[] = [];
    const byClock = chooseAction(s, 'strong', {
      seed: 1,
      budgetMs: 100,
      now: () => (t += 0.2),
      onProgress: (p) => progress.push(p.iterations),
    });
    // The clock advances 0.2 ms per reading and is read between the steps of a rollout:
    // the search stops as soon as it passes the budget, with a fair number of rollouts done.
    // (It may stop somewhat early: a rollout is only begun if one of average length still fits.)
    expect(t).toBeGreaterThan(60);
    expect(t).toBeLessThan(102);
    expect(byClock.stats.iterations).toBeGreaterThan(2);
    expect(byClock.stats.iterations).toBeLessThan(2000);
    expect(progress.length).toBeGreaterThan(byClock.stats.iterations!);
    let stops = 0;
    const stopped = chooseAction(s, 'strong', { seed: 1, iterations: 10_000, shouldStop: () => ++stops > 2 });
    // A cancel is seen between the steps of a rollout, not only between rollouts.
    expect(stops).toBe(3);
    expect(stopped.stats.iterations).toBeLessThanOrEqual(2);
    expect(isLegal(s, stopped.action)).toBe(true);
  });
});

describe('where the strong bot searches', () => {
  it('a follow-up choice it does not search (a reward, a night choice) is the heuristic\'s own, at once', () => {
    let s = advanceRandom(createGame(makeConfig({ players: 4 }), 31), 5);
    const followUps = ['gainShard', 'gainResource', 'collectVillage', 'discardEvent'];
    while (!isGameOver(s) && !(followUps.includes(currentDecision(s)!.kind) && candidates(s).length > 1)) s = advanceRandom(s, 1);
    expect(isGameOver(s)).toBe(false);
    const strong = chooseAction(s, 'strong', { seed: 9 });
    const heuristic = chooseAction(s, 'heuristic', { seed: 9 });
    expect(strong.action).toEqual(heuristic.action);
    expect(strong.stats.iterations).toBe(0);
  });

  it('a placement is searched by rollouts (the default budget: 12)', () => {
    const s = toPlacement(advanceRandom(createGame(makeConfig({ players: 4 }), 32), 9));
    expect(chooseAction(s, 'strong', { seed: 9 }).stats.iterations).toBe(12);
  });
});

describe('bots in the cooperative mode', () => {
  it('an ally\'s bot re-deals the hidden enemy deck: games differing only in its order look the same to the search', () => {
    const s = createGame(makeConfig({ players: 2, mode: 'coop', goldenRuleAuto: true }), 11);
    const other = structuredClone(s);
    const c = other.coop as { deck: number[] };
    c.deck = c.deck.slice().reverse();
    const seat = currentDecision(s)!.seat;
    const a = determinize(s, seat, new Rng(5)).coop as { deck: number[] };
    const b = determinize(other, seat, new Rng(5)).coop as { deck: number[] };
    expect(b.deck).toEqual(a.deck);
    expect(a.deck.slice().sort((x, y) => x - y)).toEqual((s.coop as { deck: number[] }).deck.slice().sort((x, y) => x - y));
    const move = chooseAction(s, 'strong', { seed: 3, iterations: 14 }).action;
    expect(legalActions(s).some((x) => sameAction(x, move))).toBe(true);
  });
});

describe('the strong bot\'s leaf value (leaf.ts)', () => {
  it('values the start of rounds 2 and 3 of a standard 4-player game, and leaves every other position to the evaluation', () => {
    const config = makeConfig({ players: 4 });
    let s = createGame(config, 20001);
    let r = 1;
    const starts: number[] = [];
    while (!isGameOver(s)) {
      if (atRoundStart(s)) {
        starts.push(s.round);
        const m = leafMargins(s);
        // Margins against the best other seat: exactly one seat leads (or two tie at 0).
        expect(m.filter((x) => x > 0).length).toBeLessThanOrEqual(1);
        expect(Math.max(...m)).toBeGreaterThanOrEqual(0);
      } else expect(leafMargins(s)).toEqual(margins(s));
      const c = chooseAction(s, 'heuristic', { seed: r });
      r = c.rngState;
      s = applyAction(s, c.action);
    }
    expect(starts).toEqual([2, 3]);
    expect(leafMargins(s)).toEqual(margins(s));
    // Not fitted for other modes: the evaluation's own margins.
    const team = advanceRandom(createGame(makeConfig({ players: 4, mode: 'team' }), 5), 150);
    expect(atRoundStart(team)).toBe(false);
  });
});
