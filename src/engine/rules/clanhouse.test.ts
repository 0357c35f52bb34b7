// THE CLANHOUSE: reveal a kin from your clan pile, recruit a ready kin of your
// colour, replace one of your own kin with it, gain the slot's FP.
import { describe, expect, it } from 'vitest';
import type { GameState, KinType } from '../core/types.js';
import { CLANHOUSE_SLOTS } from '../content/index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, findKin, handIds, lift, newGame, place, placeKinAt, poolOfSeat, putKin, setHand,
  setPool, settle, spot, startTurn,
} from '../test-support.js';

const CLANHOUSE = 5, RIM = 2;
const reveal = { t: 'option', option: 'reveal' } as const;

/** 3 players, board empty, seat 0 holding [apprentice, fighter]; the clanhouse row holds these kin (seat, type). */
function house(row: [number, KinType][]): GameState {
  const s = copy(newGame(3, 41));
  clearBoard(s);
  setHand(s, 0, ['apprentice', 'fighter']);
  for (const id of s.clanhouse) if (id >= 0) {
    const k = s.kin[id]!;
    lift(s, k);
    k.loc = 'box';
  }
  s.clanhouse = CLANHOUSE_SLOTS.map(() => -1);
  row.forEach(([seat, type], slot) => {
    const k = findKin(s, seat, type, ['pile', 'box']);
    lift(s, k);
    k.loc = 'clanhouse';
    s.clanhouse[slot] = k.id;
  });
  setPool(s, 0, { coin: 10 });
  return s;
}

/** Seat 0 places its apprentice in the Clanhouse. */
function visit(s: GameState): GameState {
  const t = startTurn(s, 0);
  const apprentice = handIds(t, 0).find((id) => t.kin[id]!.type === 'apprentice')!;
  return place(t, apprentice, spot(CLANHOUSE, 0));
}

const typesInRow = (s: GameState) => s.clanhouse.map((id) => (id >= 0 ? `${s.kin[id]!.seat}:${s.kin[id]!.type}` : '-'));

describe('reveal: "Take 1 kin from your clan pile and place it faceup in the first available slot, from left to right."', () => {
  it('the top of the pile goes to the leftmost empty slot', () => {
    const s0 = house([[1, 'bard'], [2, 'bard']]);
    const top = s0.players[0]!.pile[s0.players[0]!.pile.length - 1]!;
    const s = choose(visit(s0), reveal);
    expect(s.clanhouse.slice(0, 3)).toEqual([s0.clanhouse[0], s0.clanhouse[1], top]);
    expect(s.kin[top]!.loc).toBe('clanhouse');
    expect(s.players[0]!.pile).not.toContain(top);
  });

  it('revealing is optional', () => {
    const s0 = house([]);
    const s = choose(visit(s0), { t: 'pass' });
    expect(s.players[0]!.pile).toEqual(s0.players[0]!.pile);
  });

  it('"If there are none, discard the first (leftmost) kin in the row, slide all the others to the left and place your newly revealed kin in the last slot."', () => {
    const full: [number, KinType][] = [[1, 'bard'], [2, 'bard'], [1, 'guard'], [2, 'guard'], [1, 'hermit'], [2, 'hermit']];
    const s0 = house(full);
    const first = s0.clanhouse[0]!;
    const top = s0.players[0]!.pile[s0.players[0]!.pile.length - 1]!;
    const s = choose(visit(s0), reveal);
    expect(s.clanhouse).toEqual([...s0.clanhouse.slice(1), top]);
    expect(s.kin[first]!.loc).toBe('box');
  });

  it('"The new kin is ready": it can be recruited at once', () => {
    const s = choose(visit(house([[1, 'bard']])), reveal);
    expect(decisionKind(s)).toBe('clanhouseAcquire');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 1 }]);
  });

  it('with an empty clan pile there is nothing to reveal', () => {
    const s0 = house([[0, 'bard']]);
    for (const id of s0.players[0]!.pile) s0.kin[id]!.loc = 'box';
    s0.players[0]!.pile = [];
    expect(decisionKind(visit(s0))).toBe('clanhouseAcquire');
  });
});

describe('recruit: "You may acquire any 1 ready kin of your color from the clanhouse: pay its cost in coins."', () => {
  it('offers only the player\'s own clan\'s kin', () => {
    const s = choose(visit(house([[1, 'bard'], [0, 'archer'], [2, 'merchant'], [0, 'merchant']])), { t: 'pass' });
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 1 }, { t: 'slot', slot: 3 }]);
  });

  it('a kin whose slot costs more coins than the player has is not offered', () => {
    const s0 = house([[1, 'bard'], [0, 'archer'], [2, 'merchant'], [1, 'merchant'], [2, 'archer'], [0, 'merchant']]);
    setPool(s0, 0, { coin: CLANHOUSE_SLOTS[5]!.cost - 1 });
    const s = choose(visit(s0), { t: 'pass' });
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 1 }]);
  });

  it('replacing a kin in hand: pay the slot\'s coins, the old kin goes to the box, the recruit joins the hand, and the slot\'s FP are scored', () => {
    const s0 = house([[1, 'bard'], [2, 'bard'], [0, 'archer']]);
    let s = choose(visit(s0), { t: 'pass' });
    s = choose(s, { t: 'slot', slot: 2 });
    expect(decisionKind(s)).toBe('clanhouseReplace');
    const fighter = s.kin.find((k) => k.seat === 0 && k.type === 'fighter' && k.loc === 'hand')!;
    const archer = s0.clanhouse[2]!;
    const coins = poolOfSeat(s, 0).coin;
    s = choose(s, { t: 'kin', kin: fighter.id });
    expect(poolOfSeat(s, 0).coin).toBe(coins - CLANHOUSE_SLOTS[2]!.cost);
    expect(s.players[0]!.fp).toBe(CLANHOUSE_SLOTS[2]!.fp);
    expect(s.kin[fighter.id]!.loc).toBe('box');
    expect(s.kin[archer]).toMatchObject({ loc: 'hand', seat: 0, cloaked: false });
    expect(handIds(s, 0)).toEqual([archer]);
  });

  it('"If you replace a kin on the board, the new kin must be placed the same way the previous one was (unveiled or cloaked) but do not perform any placement ability or pay any coin."', () => {
    const s0 = house([[0, 'archer']]);
    const old = putKin(s0, findKin(s0, 0, 'apprentice', ['box']), spot(RIM, 1), true);
    placeKinAt(s0, 1, 'fighter', spot(CLANHOUSE, 3)); // across from the Rim: a target if the archer acted
    let s = choose(visit(s0), { t: 'pass' });
    s = choose(s, { t: 'slot', slot: 0 });
    const coins = poolOfSeat(s, 0).coin;
    const recruit = s.clanhouse[0]!;
    s = choose(s, { t: 'kin', kin: old.id });
    expect(s.kin[recruit]).toMatchObject({ loc: 'board', at: spot(RIM, 1), cloaked: true, seat: 0 });
    expect(s.board[RIM]![1]).toBe(recruit);
    expect(s.kin[old.id]!.loc).toBe('box');
    expect(poolOfSeat(s, 0).coin).toBe(coins - CLANHOUSE_SLOTS[0]!.cost); // no coin for the cloak
    expect(decisionKind(s)).not.toBe('ability');
  });

  it('an unveiled kin on the board is replaced by an unveiled recruit, which performs no ability', () => {
    const s0 = house([[0, 'archer']]);
    const old = putKin(s0, findKin(s0, 0, 'apprentice', ['box']), spot(RIM, 0));
    placeKinAt(s0, 1, 'fighter', spot(CLANHOUSE, 3)); // across from the Rim
    let s = choose(choose(visit(s0), { t: 'pass' }), { t: 'slot', slot: 0 });
    const recruit = s.clanhouse[0]!;
    s = choose(s, { t: 'kin', kin: old.id });
    expect(s.kin[recruit]).toMatchObject({ at: spot(RIM, 0), cloaked: false });
    expect(decisionKind(s)).not.toBe('ability');
    expect(s.kin.find((k) => k.seat === 1 && k.type === 'fighter')!.at).toBe(spot(CLANHOUSE, 3));
  });

  it('a kin already placed in the Phoenix Palace can be replaced too: the recruit takes its place there, unveiled', () => {
    const s0 = house([[0, 'archer']]);
    const old = putKin(s0, findKin(s0, 0, 'apprentice', ['box']), 'palace');
    let s = choose(choose(visit(s0), { t: 'pass' }), { t: 'slot', slot: 0 });
    const recruit = s.clanhouse[0]!;
    s = choose(s, { t: 'kin', kin: old.id });
    expect(s.kin[recruit]).toMatchObject({ loc: 'palace', at: 'palace', cloaked: false, seat: 0 });
    expect(s.kin[old.id]!.loc).toBe('box');
  });

  it('"Finally, on the clanhouse, slide all the kin to the left so the empty slot is always the rightmost."', () => {
    const s0 = house([[1, 'bard'], [0, 'archer'], [2, 'bard'], [1, 'guard']]);
    let s = choose(choose(visit(s0), { t: 'pass' }), { t: 'slot', slot: 1 });
    s = choose(s, { t: 'kin', kin: handIds(s, 0)[0]! });
    expect(typesInRow(s)).toEqual(['1:bard', '2:bard', '1:guard', '-', '-', '-']);
  });

  it('"Then, gain the FPs shown under the slot you recruited the kin from": each slot\'s FP', () => {
    for (let slot = 0; slot < CLANHOUSE_SLOTS.length; slot++) {
      const row: [number, KinType][] = [[1, 'bard'], [2, 'bard'], [1, 'guard'], [2, 'guard'], [1, 'hermit'], [2, 'hermit']];
      row[slot] = [0, 'archer'];
      let s = choose(choose(visit(house(row)), { t: 'pass' }), { t: 'slot', slot });
      s = settle(choose(s, { t: 'kin', kin: handIds(s, 0)[0]! }));
      expect(s.players[0]!.fp).toBe(CLANHOUSE_SLOTS[slot]!.fp);
    }
  });

  it('recruiting is optional', () => {
    const s = choose(choose(visit(house([[0, 'archer']])), { t: 'pass' }), { t: 'pass' });
    expect(s.clanhouse[0]).toBeGreaterThanOrEqual(0);
    expect(s.kin[s.clanhouse[0]!]!.loc).toBe('clanhouse');
  });
});
