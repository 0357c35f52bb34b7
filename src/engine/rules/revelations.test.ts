// THE SPRINGS and revelation cards: "You may acquire up to 2 revelation cards.
// Pay their cost in scrolls (a card with no scrolls is free). Once acquired,
// either discard it to gain its FPs, or keep it faceup in front of you to
// benefit from its effects. Finally, reveal new cards from the revelation deck
// to refill the empty spaces." Plus "At the beginning of your turn, you may
// resolve one of your 'at the beginning of your turn' revelation cards."
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import type { GameState } from '../core/types.js';
import { REVELATIONS, revelationById } from '../content/index.js';
import { finalScores } from '../index.js';
import {
  actionsOf, canChoose, choose, clearBoard, copy, decisionKind, handIds, newGame, place, placeKinAt, poolOfSeat,
  runTask, setHand, setPool, settle, spot, startTurn,
} from './../test-support.js';

const SPRINGS = 4;
const byName = (name: string) => REVELATIONS.find((r) => r.name === name)!;

/** Seat 0 about to place an apprentice in the Springs with these three cards on display. */
function atTheSprings(slots: number[], scrolls: number, players = 3): GameState {
  const s = copy(newGame(players, 5));
  clearBoard(s);
  setHand(s, 0, ['apprentice']);
  s.revelations.deck = s.revelations.deck.filter((id) => !slots.includes(id));
  s.revelations.slots = slots.slice();
  setPool(s, 0, { scroll: scrolls });
  const t = startTurn(s, 0);
  return place(t, handIds(t, 0)[0]!, spot(SPRINGS, 0));
}

// Instant cards used below: Omen of the Phoenix (cost 1, fp 3), Ancestral Blessing (2, 4), Vision from the Summit (3, 5).
const OMEN = byName('Omen of the Phoenix').id;
const BLESSING = byName('Ancestral Blessing').id;
const VISION = byName('Vision from the Summit').id;
const FREE = REVELATIONS.find((r) => r.cost === 0)!.id;

describe('the Springs: "acquire up to 2 revelation cards. Pay their cost in scrolls"', () => {
  it('offers only the cards whose scroll cost the player can pay, and passing is allowed', () => {
    const s = atTheSprings([VISION, BLESSING, OMEN], 2);
    expect(decisionKind(s)).toBe('acquireRevelation');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 1 }, { t: 'slot', slot: 2 }]);
  });

  it('a card with no scrolls is free', () => {
    let s = atTheSprings([FREE, VISION, BLESSING], 0);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 0 }]);
    s = choose(s, { t: 'slot', slot: 0 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(s.players[0]!.revelations).toEqual([FREE]);
    expect(poolOfSeat(s, 0).scroll).toBe(0);
  });

  it('pays the first card before the second is chosen: the same card cannot be taken twice and the second must still be affordable', () => {
    // 4 scrolls: Vision (3) then only Omen (1) is affordable; Blessing (2) would overspend.
    let s = atTheSprings([VISION, BLESSING, OMEN], 4);
    s = choose(s, { t: 'slot', slot: 0 });
    expect(poolOfSeat(s, 0).scroll).toBe(1);
    s = choose(s, { t: 'option', option: 'discard' });
    expect(decisionKind(s)).toBe('acquireRevelation');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 2 }]);
    s = choose(s, { t: 'slot', slot: 2 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(poolOfSeat(s, 0).scroll).toBe(0);
    expect(s.players[0]!.revelations).toEqual([OMEN]);
  });

  it('allows at most two cards in one visit', () => {
    let s = atTheSprings([OMEN, FREE, BLESSING], 9);
    s = choose(s, { t: 'slot', slot: 0 });
    s = choose(s, { t: 'option', option: 'keep' });
    s = choose(s, { t: 'slot', slot: 1 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(s.players[0]!.revelations).toEqual([OMEN, FREE]);
    // The third card is not offered: the turn moves on (next decision is not another acquisition).
    expect(decisionKind(s)).not.toBe('acquireRevelation');
    expect(s.revelations.slots).not.toContain(-1);
  });

  it('discarding a card scores its FPs and puts it on the revelation discard pile', () => {
    let s = atTheSprings([BLESSING, OMEN, VISION], 3);
    const fp = s.players[0]!.fp;
    s = choose(s, { t: 'slot', slot: 0 });
    s = choose(s, { t: 'option', option: 'discard' });
    expect(s.players[0]!.fp).toBe(fp + revelationById(BLESSING).fp);
    expect(s.revelations.discard).toContain(BLESSING);
    expect(s.players[0]!.revelations).toEqual([]);
  });

  it('keeping a card puts it faceup in front of the player and scores nothing now', () => {
    let s = atTheSprings([BLESSING, OMEN, VISION], 3);
    const fp = s.players[0]!.fp;
    s = choose(s, { t: 'slot', slot: 0 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(s.players[0]!.fp).toBe(fp);
    expect(s.players[0]!.revelations).toEqual([BLESSING]);
  });

  it('"Finally, reveal new cards from the revelation deck to refill the empty spaces" (after both cards, from the top of the deck)', () => {
    let s = atTheSprings([OMEN, FREE, BLESSING], 9);
    const top2 = s.revelations.deck.slice(-2).reverse(); // the top card is the last element
    s = choose(s, { t: 'slot', slot: 0 });
    s = choose(s, { t: 'option', option: 'keep' });
    // Not refilled between the two acquisitions.
    expect(s.revelations.slots[0]).toBe(-1);
    s = choose(s, { t: 'slot', slot: 2 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(s.revelations.slots).toEqual([top2[0], FREE, top2[1]]);
  });
});

describe('the Philosopher: "Acquire a revelation card, paying the scroll cost"', () => {
  it('acquires exactly one card, then the display is refilled', () => {
    let s = copy(newGame(3, 5));
    clearBoard(s);
    setHand(s, 0, ['philosopher']);
    s.revelations.deck = s.revelations.deck.filter((id) => ![OMEN, BLESSING, VISION].includes(id));
    s.revelations.slots = [OMEN, BLESSING, VISION];
    setPool(s, 0, { scroll: 3 });
    s = startTurn(s, 0);
    s = place(s, handIds(s, 0)[0]!, spot(0, 0)); // the Gates
    expect(decisionKind(s)).toBe('ability');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 0 }, { t: 'slot', slot: 1 }, { t: 'slot', slot: 2 }]);
    s = choose(s, { t: 'slot', slot: 2 });
    s = choose(s, { t: 'option', option: 'keep' });
    expect(poolOfSeat(s, 0).scroll).toBe(0);
    expect(s.players[0]!.revelations).toEqual([VISION]);
    expect(s.revelations.slots).not.toContain(-1);
  });
});

describe('"At the beginning of your turn, you may resolve one of your \'at the beginning of your turn\' revelation cards"', () => {
  const MONEY_CHANGER = byName('Money Changer').id; // pay 1 coin: +1 lantern
  const COPYIST = byName("Copyist's Stall").id; // pay 1 scroll: +1 coin

  function withCards(cards: number[], pool: Parameters<typeof setPool>[2]): GameState {
    const s = copy(newGame(3, 5));
    clearBoard(s);
    s.players[0]!.revelations = cards;
    s.revelations.deck = s.revelations.deck.filter((id) => !cards.includes(id));
    s.revelations.slots = s.revelations.slots.map((id) => (cards.includes(id) ? s.revelations.deck.pop()! : id));
    setPool(s, 0, pool);
    return startTurn(s, 0);
  }

  it('is offered before placing, and may be declined', () => {
    const s = withCards([MONEY_CHANGER], { coin: 2, lantern: 0 });
    expect(decisionKind(s)).toBe('turnStartRevelation');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'card', card: MONEY_CHANGER }]);
    const passed = choose(s, { t: 'pass' });
    expect(decisionKind(passed)).toBe('place');
    expect(poolOfSeat(passed, 0)).toMatchObject({ coin: 2, lantern: 0 });
  });

  it('resolves the card (Money Changer: pay 1 coin, take 1 lantern), then the kin placement follows', () => {
    const s = choose(withCards([MONEY_CHANGER], { coin: 2, lantern: 0 }), { t: 'card', card: MONEY_CHANGER });
    expect(poolOfSeat(s, 0)).toMatchObject({ coin: 1, lantern: 1 });
    expect(decisionKind(s)).toBe('place');
  });

  it('only one card per turn', () => {
    const s = choose(withCards([MONEY_CHANGER, COPYIST], { coin: 2, scroll: 2, lantern: 0 }), { t: 'card', card: COPYIST });
    expect(decisionKind(s)).toBe('place');
  });

  it('a card whose price the player cannot pay is not offered', () => {
    const s = withCards([MONEY_CHANGER], { coin: 0 });
    expect(decisionKind(s)).toBe('place');
  });

  it('"all enemies" (Saboteur) hits every other player in a standard game', () => {
    const SABOTEUR = byName('Saboteur').id;
    let s = withCards([SABOTEUR], { lantern: 1 });
    const coins = [1, 2].map((seat) => poolOfSeat(s, seat).coin);
    s = choose(s, { t: 'card', card: SABOTEUR });
    expect(poolOfSeat(s, 0).lantern).toBe(0);
    expect([1, 2].map((seat) => poolOfSeat(s, seat).coin)).toEqual(coins.map((c) => c - 1));
  });
});

describe('kept cards with other timings act when their text says (house cards)', () => {
  it('a nighttime card (Night Lantern) gives its owner a lantern each nighttime', () => {
    const s = copy(newGame(3, 5));
    clearBoard(s);
    s.players[1]!.revelations = [byName('Night Lantern').id];
    const before = poolOfSeat(s, 1).lantern;
    const after = settle(runTask(s, task('nightRevelations', -1)));
    expect(poolOfSeat(after, 1).lantern).toBe(before + 1);
    expect(poolOfSeat(after, 0).lantern).toBe(poolOfSeat(s, 0).lantern);
  });

  it('an end-of-game card (Buried Treasure) scores at final scoring', () => {
    const s = copy(newGame(2, 5));
    s.players[1]!.revelations = [byName('Buried Treasure').id];
    const end = runTask(s, task('endGameRevelations', -1));
    expect(end.players[1]!.fp).toBe(s.players[1]!.fp + 3);
    const fin = runTask(end, task('finish', -1));
    expect(finalScores(fin).seats[1]!.favor).toBe(s.players[1]!.fp + 3);
  });

  it('a player who placed a cloaked kin at the Springs still gets to acquire cards', () => {
    // Cloaked kin perform no ability, but the daytime effect still happens: "Regardless of where you placed your kin".
    let s = copy(newGame(3, 5));
    clearBoard(s);
    setHand(s, 0, ['fighter']);
    placeKinAt(s, 1, 'apprentice', spot(SPRINGS, 1));
    setPool(s, 0, { coin: 1, scroll: 3 });
    s = startTurn(s, 0);
    s = place(s, handIds(s, 0)[0]!, spot(SPRINGS, 0), true);
    expect(decisionKind(s)).toBe('acquireRevelation');
    expect(canChoose(s, { t: 'pass' })).toBe(true);
  });
});

// "At the beginning of your turn, you may resolve one of your 'at the beginning of
// your turn' revelation cards", kept "to benefit from its effects": a card whose
// price is paid is resolved, so its effect happens (readings 3, docs/rules-notes.md).
describe('a priced revelation card: once its price is paid, "resolve" the card and "benefit from its effects"', () => {
  type Priced = (typeof REVELATIONS)[number];
  const price = (card: Priced): { pay?: Partial<Record<'coin' | 'scroll' | 'lantern', number>>; count?: number } => {
    const first = card.effects[0]!;
    if ('trade' in first) return { pay: first.trade.pay as Partial<Record<'coin' | 'scroll' | 'lantern', number>> };
    if ('tradeAny' in first) return { count: first.tradeAny.count };
    return {};
  };
  const PRICED = REVELATIONS.filter((r) => r.effects.some((e) => 'trade' in e || 'tradeAny' in e));
  const CAPITAL = 1;

  /** Seat 0 holds `card`, everyone is rich, a built village lies ahead of seat 0's pioneer, the Capital is lit. */
  function holding(card: number, options: { oldReadings?: boolean } = {}): GameState {
    const s = copy(newGame(3, 5, options));
    clearBoard(s);
    s.players[0]!.revelations = [card];
    for (const seat of [0, 1, 2]) setPool(s, seat, { coin: 5, scroll: 5, lantern: 5 });
    const ahead = s.players[0]!.pioneer + 1;
    if (s.villages.sites[ahead]! < 0) s.villages.sites[ahead] = s.villages.pile.pop()!;
    s.palace = { ...s.palace, rotation: CAPITAL };
    return startTurn(s, 0);
  }

  /** What a card's effect can change, besides the payer's resources. */
  const resTotal = (s: GameState, seat: number) => ['coin', 'scroll', 'lantern'].reduce((n, k) => n + poolOfSeat(s, seat)[k as 'coin'], 0);
  const outcome = (s: GameState) => ({
    resources: resTotal(s, 0),
    shards: ['coral', 'jade', 'agate'].reduce((n, k) => n + poolOfSeat(s, 0)[k as 'coral'], 0),
    fp: s.players[0]!.fp,
    pioneer: s.players[0]!.pioneer,
    rotation: s.palace.rotation,
    capital: s.capital.join(','),
    enemies: [1, 2].map((seat) => resTotal(s, seat)),
  });

  /** Uses the card and answers every step until the kin placement, declining whenever a pass is offered. */
  function useDeclining(s0: GameState, card: number): { end: GameState; passOffered: string[] } {
    let s = choose(s0, { t: 'card', card });
    const passOffered: string[] = [];
    for (let i = 0; i < 20 && decisionKind(s) !== 'place'; i++) {
      const opts = actionsOf(s);
      if (opts.some((a) => a.t === 'pass')) passOffered.push(decisionKind(s)!);
      // A highlighted sector's daytime effect is the card's reward: take the Capital's, which has no choice of its own.
      const pick = opts.find((a) => a.t === 'pass') ?? opts.find((a) => a.t === 'sector' && a.sector === CAPITAL) ?? opts[0]!;
      s = choose(s, pick);
    }
    return { end: s, passOffered };
  }

  it('there are priced cards to check', () => {
    expect(PRICED.length).toBeGreaterThan(0);
  });

  for (const card of PRICED) {
    it(`${card.name}: the price is paid, no step offers to let the effect go, and the effect happens`, () => {
      const s0 = holding(card.id);
      expect(actionsOf(s0)).toContainEqual({ t: 'card', card: card.id });
      const before = outcome(s0);
      const { end, passOffered } = useDeclining(s0, card.id);
      expect(decisionKind(end)).toBe('place');
      expect(passOffered).toEqual([]);
      const { pay, count } = price(card);
      const paid = count ?? Object.values(pay ?? {}).reduce((n, x) => n + (x ?? 0), 0);
      // Had only the price been taken, this is what the table would show.
      const onlyPaid = { ...before, resources: before.resources - paid };
      expect(outcome(end)).not.toEqual(onlyPaid);
    });
  }

  it("a card whose paid effect could not happen is not offered (the Wayfarer's Map with no built village ahead)", () => {
    const MAP = byName("Wayfarer's Map").id;
    const s = copy(holding(MAP));
    const ahead = s.players[0]!.pioneer + 1;
    s.villages.sites[ahead] = -1;
    const t = startTurn(s, 0);
    expect(decisionKind(t)).toBe('place');
    expect(poolOfSeat(t, 0).lantern).toBe(5);
  });

  it("old reading (a game begun before readings 3): the Wayfarer's Map still asks whether to explore after paying", () => {
    const MAP = byName("Wayfarer's Map").id;
    const { end, passOffered } = useDeclining(holding(MAP, { oldReadings: true }), MAP);
    expect(passOffered).toEqual(['explore']);
    expect(end.players[0]!.pioneer).toBe(holding(MAP, { oldReadings: true }).players[0]!.pioneer);
  });
});
