// KIN PLACEMENT: "Place 1 of your kin from your hand into 1 available spot of a
// sector, or into the Phoenix Palace ... Each spot can host only 1 kin."
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { RulesError } from '../core/errors.js';
import type { GameState, Resource } from '../core/types.js';
import { SECTOR_DEFS } from '../content/index.js';
import { applyAction, currentDecision, legalActions, stateHash } from '../index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, findKin, handIds, newGame, place, placeKinAt, poolOfSeat, putKin, setHand,
  setPool, spot, startTurn,
} from '../test-support.js';

const GATES = 0;
/** Index of the first spot of a sector (large side) that costs `res`. */
const paidSpot = (sector: number, res: Resource) => SECTOR_DEFS[sector]!.spots.large.findIndex((d) => d.cost === res);
const freeSpot = (sector: number) => SECTOR_DEFS[sector]!.spots.large.findIndex((d) => d.cost === null);

function expectRefused(s: GameState, action: unknown): void {
  const before = JSON.stringify(s);
  const hash = stateHash(s);
  let err: unknown;
  try {
    applyAction(s, action as never);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RulesError);
  expect((err as RulesError).code).toBeTruthy();
  expect((err as RulesError).message).toBeTruthy();
  expect(sayEnglish((err as RulesError).words)).toBeTruthy();
  expect(stateHash(s)).toBe(hash);
  expect(JSON.stringify(s)).toBe(before);
}

/** Seat 0 to place, board empty, with the given hand. */
function turnWith(types: Parameters<typeof setHand>[2], players = 3): GameState {
  const s = copy(newGame(players, 2));
  clearBoard(s);
  setHand(s, 0, types);
  return s;
}

describe('"Each spot can host only 1 kin"', () => {
  it('an occupied spot is not offered and placing there is refused without changing anything', () => {
    const s0 = turnWith(['apprentice']);
    const other = placeKinAt(s0, 1, 'apprentice', spot(GATES, 0));
    const s = startTurn(s0, 0);
    const k = handIds(s, 0)[0]!;
    expect(actionsOf(s).some((a) => a.t === 'place' && a.spot === other.at)).toBe(false);
    expect(actionsOf(s).some((a) => a.t === 'place' && a.spot === spot(GATES, 1))).toBe(true);
    expectRefused(s, { t: 'place', kin: k, spot: spot(GATES, 0) });
  });
});

describe('"Place 1 of your kin from your hand"', () => {
  it('a kin that is not in the player\'s hand (in the clan pile, or another player\'s) is refused', () => {
    const s = startTurn(turnWith(['apprentice']), 0);
    const inPile = findKin(s, 0, 'archer', ['pile', 'clanhouse']);
    const theirs = findKin(s, 1, 'apprentice', ['hand']);
    expectRefused(s, { t: 'place', kin: inPile.id, spot: spot(GATES, 0) });
    expectRefused(s, { t: 'place', kin: theirs.id, spot: spot(GATES, 0) });
  });

  it('offers every kin type in hand on every free spot of every sector and the palace', () => {
    const s = startTurn(turnWith(['apprentice', 'fighter']), 0);
    const spots = new Set(actionsOf(s).map((a) => (a.t === 'place' ? a.spot : '')));
    expect(spots.has('palace')).toBe(true);
    for (let sector = 0; sector < 6; sector++) for (let i = 0; i < 4; i++) expect(spots.has(spot(sector, i))).toBe(true);
    const kinds = new Set(actionsOf(s).map((a) => (a.t === 'place' ? s.kin[a.kin]!.type : '')));
    expect(kinds).toEqual(new Set(['apprentice', 'fighter']));
  });
});

describe('paid spots: "To place a kin in a paid spot, you must spend the indicated resource"', () => {
  for (const res of ['coin', 'scroll'] as const) {
    it(`a ${res} spot of the Gates costs 1 ${res}`, () => {
      const i = paidSpot(GATES, res);
      expect(i).toBeGreaterThanOrEqual(0);
      const s0 = turnWith(['apprentice']);
      setPool(s0, 0, { coin: 4, scroll: 3 });
      let s = startTurn(s0, 0);
      s = place(s, handIds(s, 0)[0]!, spot(GATES, i), false);
      expect(poolOfSeat(s, 0)[res]).toBe((res === 'coin' ? 4 : 3) - 1);
    });
  }

  it('a paid spot is not offered to a player without that resource; free spots still are', () => {
    const i = paidSpot(GATES, 'scroll');
    const s0 = turnWith(['apprentice']);
    setPool(s0, 0, { scroll: 0 });
    const s = startTurn(s0, 0);
    expect(actionsOf(s).some((a) => a.t === 'place' && a.spot === spot(GATES, i))).toBe(false);
    expect(actionsOf(s).some((a) => a.t === 'place' && a.spot === spot(GATES, freeSpot(GATES)))).toBe(true);
  });
});

describe('unveiled or cloaked', () => {
  it('"Cloaked: Spend 1 coin to place the kin"', () => {
    const s0 = turnWith(['apprentice']);
    setPool(s0, 0, { coin: 2 });
    let s = startTurn(s0, 0);
    s = place(s, handIds(s, 0)[0]!, spot(GATES, 0), true);
    expect(poolOfSeat(s, 0).coin).toBe(1);
    expect(s.kin[s.board[GATES]![0]!]!.cloaked).toBe(true);
  });

  it('without a coin the kin can only go unveiled', () => {
    const s0 = turnWith(['apprentice']);
    setPool(s0, 0, { coin: 0 });
    let s = startTurn(s0, 0);
    s = applyAction(s, { t: 'place', kin: handIds(s, 0)[0]!, spot: spot(GATES, 0) });
    expect(decisionKind(s)).not.toBe('cloak');
    expect(s.kin[s.board[GATES]![0]!]!.cloaked).toBe(false);
  });

  it('"A cloaked kin cannot perform any kin\'s ability": a cloaked fighter next to a target asks nothing about hitting', () => {
    const s0 = turnWith(['fighter']);
    placeKinAt(s0, 1, 'apprentice', spot(GATES, 1));
    let s = startTurn(s0, 0);
    s = place(s, handIds(s, 0)[0]!, spot(GATES, 0), true);
    expect(decisionKind(s)).not.toBe('ability');
    expect(s.kin.find((k) => k.seat === 1 && k.at === spot(GATES, 1))).toBeDefined();
  });

  it('"Unveiled: You may immediately perform the kin\'s ability ... You are never obliged": the ability is offered with a pass', () => {
    const s0 = turnWith(['fighter']);
    const target = placeKinAt(s0, 1, 'apprentice', spot(GATES, 1));
    let s = startTurn(s0, 0);
    s = place(s, handIds(s, 0)[0]!, spot(GATES, 0), false);
    expect(decisionKind(s)).toBe('ability');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'kin', kin: target.id }]);
    const passed = choose(s, { t: 'pass' });
    expect(passed.kin[target.id]!.at).toBe(spot(GATES, 1));
  });

  it('an apprentice ("No abilities") goes straight on to the daytime effect', () => {
    let s = startTurn(turnWith(['apprentice']), 0);
    s = place(s, handIds(s, 0)[0]!, spot(GATES, 0), false);
    expect(decisionKind(s)).toBe('offerDaytime'); // the Gates' daytime effect, which the player may take or leave
  });
});

describe('the Phoenix Palace as a placement', () => {
  it('"In the Phoenix Palace, kin can only be placed unveiled, but they do not perform their placement abilities"', () => {
    const s0 = turnWith(['fighter']);
    setPool(s0, 0, { coin: 3 });
    placeKinAt(s0, 1, 'apprentice', 'palace');
    let s = startTurn(s0, 0);
    s = applyAction(s, { t: 'place', kin: handIds(s, 0)[0]!, spot: 'palace' });
    expect(decisionKind(s)).toBe('palaceDaytime');
    const k = s.kin.find((x) => x.seat === 0 && x.type === 'fighter')!;
    expect(k).toMatchObject({ loc: 'palace', cloaked: false });
    expect(poolOfSeat(s, 0).coin).toBe(3);
  });

  it('"There is no limit to the number of kin that can be placed in the Phoenix Palace"', () => {
    const s0 = turnWith(['apprentice'], 4);
    for (let seat = 1; seat < 4; seat++) for (const t of ['apprentice', 'apprentice', 'fighter'] as const) placeKinAt(s0, seat, t, 'palace');
    putKin(s0, findKin(s0, 0, 'apprentice', ['box']), 'palace');
    expect(s0.kin.filter((k) => k.loc === 'palace')).toHaveLength(10);
    const s = startTurn(s0, 0);
    expect(actionsOf(s).some((a) => a.t === 'place' && a.spot === 'palace')).toBe(true);
  });
});

describe('turns', () => {
  it('"Starting from the first player and proceeding clockwise": each seat places once, in order, then the first player again', () => {
    let s = newGame(4, 9);
    const seats: number[] = [];
    while (seats.length < 5) {
      const d = currentDecision(s)!;
      if (d.kind === 'place') {
        seats.push(d.seat);
        s = place(s, handIds(s, d.seat).find((id) => s.kin[id]!.type === 'apprentice')!, 'palace');
      } else s = applyAction(s, legalActions(s)[0]!);
    }
    expect(seats).toEqual([0, 1, 2, 3, 0]);
  });
});
