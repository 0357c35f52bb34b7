// ASYMMETRIC VARIANT, one test per rule sentence.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, currentDecision, legalActions, view } from '../index.js';
import { RulesError } from '../core/errors.js';
import { makeConfig } from '../config.js';
import type { Action, GameState } from '../core/types.js';
import { revelationById, REVELATIONS } from '../content/index.js';
import { asymOf } from './asymmetric.js';
import { choose, copy, decisionKind, runTasks, setPool, task } from '../test-support.js';
import { fuzzGames } from '../invariants-test-support.js';

const asymGame = (players = 3, seed = 1): GameState => createGame(makeConfig({ players, asymmetric: true }), seed);

/** Answers every secret set-up choice: keep the fighter (or swap for `swap`), buy nothing (or `buy`). */
function finishSetup(s: GameState, pick: (s: GameState, kind: string) => Action = (_s, kind) => (kind === 'asymFighter' ? { t: 'pass' } : { t: 'pick', ids: [] })): GameState {
  while (decisionKind(s) === 'asymFighter' || decisionKind(s) === 'asymRevelations') s = applyAction(s, pick(s, decisionKind(s)!));
  return s;
}

describe('Asymmetric variant', () => {
  it('"It cannot be played with the Coop mode": the combination is refused', () => {
    expect(() => createGame(makeConfig({ players: 2, mode: 'coop', asymmetric: true }), 1)).toThrow(RulesError);
  });

  it('"Each player shuffles the rest of their clan tiles and draws 3 kin"', () => {
    const s = asymGame(3, 2);
    for (const a of asymOf(s)!) {
      expect(a.drawn).toHaveLength(3);
      for (const id of a.drawn) expect(s.kin[id]!.loc).toBe('secret');
    }
  });

  it('"They randomly pick one to replace one of their apprentices from setup"', () => {
    const s0 = asymGame(3, 3);
    const picks = asymOf(s0)!.map((a) => a.randomPick);
    const s = finishSetup(s0);
    s.players.forEach((p, seat) => {
      const hand = s.kin.filter((k) => k.seat === seat && k.loc === 'hand');
      expect(hand.filter((k) => k.type === 'apprentice')).toHaveLength(3); // 4 - 1 with 3-4 players
      expect(hand.map((k) => k.id)).toContain(picks[seat]);
      expect(hand).toHaveLength(5);
    });
  });

  it('"players can decide to replace their starting fighter with another one of the drawn kin"', () => {
    let s = asymGame(2, 4);
    expect(decisionKind(s)).toBe('asymFighter');
    const a = asymOf(s)![0]!;
    const offered = legalActions(s).filter((x) => x.t === 'kin').map((x) => (x as { kin: number }).kin);
    expect(offered.sort()).toEqual(a.drawn.filter((id) => id !== a.randomPick).sort());
    s = applyAction(s, { t: 'kin', kin: offered[0]! });
    s = finishSetup(s);
    const hand = s.kin.filter((k) => k.seat === 0 && k.loc === 'hand');
    expect(hand.some((k) => k.type === 'fighter')).toBe(false);
    expect(hand.map((k) => k.id)).toContain(offered[0]);
    // "put the remaining tiles back into the box"
    const leftover = a.drawn.find((id) => id !== a.randomPick && id !== offered[0])!;
    expect(s.kin[leftover]!.loc).toBe('box');
  });

  it('"All players do so secretly and at the same time": the choices are secret and hidden from the other seats until the reveal', () => {
    let s = asymGame(2, 5);
    expect(currentDecision(s)?.secret).toBe(true);
    const mineBefore = asymOf(s)![0]!;
    const v1 = view(s, 1);
    const seen = (v1.asym as { drawn: number[] }[])[0]!;
    expect(seen.drawn.every((id) => id === -1)).toBe(true);
    for (const id of mineBefore.drawn) expect(v1.kin[id]!.type).toBe('hidden');
    // The owner sees its own draws.
    expect(view(s, 0).kin[mineBefore.drawn[0]!]!.type).not.toBe('hidden');
    s = applyAction(s, { t: 'pass' });
    s = finishSetup(s);
    // After the reveal everyone sees the new kin.
    expect(view(s, 1).kin[mineBefore.randomPick]!.type).not.toBe('hidden');
  });

  it('"deal 3 to each player, facedown": a seat\'s screen facts show the cards dealt to it alone, until the purchases are revealed', () => {
    let s = asymGame(2, 6);
    while (decisionKind(s) === 'asymFighter') s = applyAction(s, { t: 'pass' });
    expect(decisionKind(s)).toBe('asymRevelations');
    s.players.forEach((_p, seat) => {
      const dealt = asymOf(s)![seat]!.dealt;
      expect(dealt).toHaveLength(3);
      expect(view(s, seat).screen.dealtCards).toEqual(dealt);
    });
    // What one seat was dealt is not on another seat's screen.
    expect(view(s, 0).screen.dealtCards).not.toEqual(view(s, 1).screen.dealtCards);
    s = finishSetup(s);
    for (const seat of [0, 1]) expect(view(s, seat).screen.dealtCards).toEqual([]);
  });

  it('"deal 3 to each player, facedown. Each player can secretly and simultaneously spend scrolls to acquire 1 or more"', () => {
    let s0 = copy(asymGame(2, 6));
    setPool(s0, 0, { scroll: 2 });
    s0 = runTasks(s0, ...s0.stack.slice().reverse());
    let s = applyAction(s0, { t: 'pass' });
    expect(decisionKind(s)).toBe('asymRevelations');
    const dealt = asymOf(s)![0]!.dealt;
    expect(dealt).toHaveLength(3);
    for (const a of legalActions(s)) {
      const ids = (a as { ids: number[] }).ids;
      expect(ids.reduce((n, id) => n + revelationById(id).cost, 0)).toBeLessThanOrEqual(2);
    }
    const buy = legalActions(s).reduce((best, a) => ((a as { ids: number[] }).ids.length > (best as { ids: number[] }).ids.length ? a : best));
    const ids = (buy as { ids: number[] }).ids;
    const cost = ids.reduce((n, id) => n + revelationById(id).cost, 0);
    s = applyAction(s, buy);
    s = finishSetup(s);
    expect(s.players[0]!.revelations.sort()).toEqual(ids.slice().sort());
    expect(s.pools[0]!.scroll).toBe(2 - cost);
  });

  it('"Put all revelation cards that have not been acquired by players back into the revelation deck"', () => {
    const s = finishSetup(asymGame(3, 7));
    const everywhere = [...s.revelations.deck, ...s.revelations.slots.filter((id) => id >= 0), ...s.players.flatMap((p) => p.revelations)];
    expect(everywhere.sort((a, b) => a - b)).toEqual(REVELATIONS.map((r) => r.id));
    expect(s.revelations.slots.every((id) => id >= 0)).toBe(true);
  });

  it('"Players do not score any favor points from the revelation cards they have discarded"', () => {
    let s = copy(finishSetup(asymGame(2, 8)));
    setPool(s, s.turnSeat >= 0 ? s.turnSeat : 0, { scroll: 9 });
    const seat = currentDecision(s)!.seat;
    setPool(s, seat, { scroll: 9 });
    const fp = s.players[seat]!.fp;
    s = runTasks(s, task('springsAcquire', seat, { taken: 1 }));
    s = choose(s, (a) => a.t === 'slot');
    s = choose(s, { t: 'option', option: 'discard' });
    expect(s.players[seat]!.fp).toBe(fp);
  });

  it('the fuzz: asymmetric games with and without team, dragon and palace keep every invariant', () => {
    const configs = [
      makeConfig({ players: 2, asymmetric: true }),
      makeConfig({ players: 3, asymmetric: true, dragon: true }),
      makeConfig({ players: 4, asymmetric: true, mode: 'team', palaceAlt: true }),
    ];
    for (const config of configs) expect(JSON.stringify(fuzzGames({ config, games: 5, seed: 40 }).failures)).toEqual('[]');
  });
});
