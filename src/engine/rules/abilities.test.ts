// KIN ABILITIES: every one of the sixteen, as a player placing the kin unveiled
// would see it. Sectors: 0 Gates, 1 Capital, 2 Rim, 3 Shrine, 4 Springs,
// 5 Clanhouse, clockwise; "opposite" is three sectors away, "adjacent" one.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { task } from '../core/flow.js';
import type { GameState, KinType } from '../core/types.js';
import { VILLAGES } from '../content/index.js';
import { currentDecision } from '../index.js';
import {
  actionsOf, canChoose, choose, clearBoard, copy, decisionKind, findKin, giveKin, handIds, lift, newGame, place, placeKinAt,
  poolOfSeat, runTask, setHand, setPool, settle, spot, startTurn,
} from '../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;

/** A 3-player position, board empty, seat 0 holding only `type`. */
function board(type: KinType, players = 3): GameState {
  const s = copy(newGame(players, 7));
  clearBoard(s);
  setHand(s, 0, [type]);
  return s;
}

/** Seat 0 places its only kin unveiled at `at`; returns the state at the next decision. */
function play(s: GameState, at: string, cloaked = false): GameState {
  const t = startTurn(s, 0);
  return place(t, handIds(t, 0)[0]!, at, cloaked);
}

/** Settles the turn taking the daytime effect when it is offered (readings 2), passing everything else. */
const settleDay = (s: GameState) =>
  settle(s, (_s, opts) => opts.find((o) => o.t === 'option' && o.option === 'perform') ?? opts.find((o) => o.t === 'pass') ?? opts[0]!);

const kinTargets = (s: GameState) => actionsOf(s).flatMap((a) => (a.t === 'kin' ? [a.kin] : []));

describe('hits: "If a cloaked kin gets hit, flip the tile to its unveiled side. If an unveiled kin gets hit, move it to the Phoenix Palace"', () => {
  it('a hit cloaked kin flips unveiled and stays on its spot', () => {
    const s0 = board('fighter');
    const target = placeKinAt(s0, 1, 'apprentice', spot(RIM, 1), true);
    const s = choose(play(s0, spot(RIM, 0)), { t: 'kin', kin: target.id });
    expect(s.kin[target.id]).toMatchObject({ loc: 'board', at: spot(RIM, 1), cloaked: false });
    expect(s.board[RIM]![1]).toBe(target.id);
  });

  it('a hit unveiled kin leaves its spot for the palace ("the kin needs to recover")', () => {
    const s0 = board('fighter');
    const target = placeKinAt(s0, 1, 'apprentice', spot(RIM, 1));
    const s = choose(play(s0, spot(RIM, 0)), { t: 'kin', kin: target.id });
    expect(s.kin[target.id]).toMatchObject({ loc: 'palace', at: 'palace', cloaked: false });
    expect(s.board[RIM]![1]).toBe(-1);
  });

  it('"... but still provides its influence in the Nighttime phase": it scores the palace reward and can win the palace majority', () => {
    const s0 = board('fighter');
    const target = placeKinAt(s0, 1, 'apprentice', spot(RIM, 1));
    let s = choose(play(s0, spot(RIM, 0)), { t: 'kin', kin: target.id });
    s = runTask(s, task('palaceScoring', -1));
    expect(s.players[1]!.fp).toBe(1);
    expect(currentDecision(s)).toMatchObject({ seat: 1, kind: 'gainShard' });
    expect(s.firstPlayer).toBe(1);
  });
});

describe('APPRENTICE: "No abilities."', () => {
  it('placing one unveiled asks nothing before the daytime effect', () => {
    const s0 = board('apprentice');
    placeKinAt(s0, 1, 'apprentice', spot(RIM, 1));
    expect(decisionKind(play(s0, spot(RIM, 0)))).toBe('rim');
  });
});

describe('ARCHER: "Hit 1 kin in the opposite sector."', () => {
  it('can hit across the board (Gates <-> Shrine), and only there', () => {
    const s0 = board('archer');
    const across = placeKinAt(s0, 1, 'apprentice', spot(SHRINE, 0));
    const across2 = placeKinAt(s0, 2, 'apprentice', spot(SHRINE, 1), true);
    placeKinAt(s0, 1, 'fighter', spot(CAPITAL, 0));
    placeKinAt(s0, 2, 'fighter', spot(GATES, 1));
    const s = play(s0, spot(GATES, 0));
    expect(kinTargets(s).sort()).toEqual([across.id, across2.id].sort());
    const hit = choose(s, { t: 'kin', kin: across.id });
    expect(hit.kin[across.id]!.loc).toBe('palace');
  });

  it('opposite pairs are Capital <-> Springs and Rim <-> Clanhouse as well', () => {
    for (const [from, to] of [[CAPITAL, SPRINGS], [RIM, CLANHOUSE], [SPRINGS, CAPITAL], [CLANHOUSE, RIM], [SHRINE, GATES]]) {
      const s0 = board('archer');
      const t = placeKinAt(s0, 1, 'apprentice', spot(to!, 0));
      expect(kinTargets(play(s0, spot(from!, 0)))).toEqual([t.id]);
    }
  });
});

describe('FIGHTER: "Hit 1 kin in the same sector of the fighter\'s."', () => {
  it('targets the kin in its own sector only (any player\'s), never itself', () => {
    const s0 = board('fighter');
    const a = placeKinAt(s0, 1, 'apprentice', spot(SPRINGS, 1));
    const b = placeKinAt(s0, 2, 'apprentice', spot(SPRINGS, 2), true);
    placeKinAt(s0, 1, 'fighter', spot(CLANHOUSE, 0));
    const s = play(s0, spot(SPRINGS, 0));
    expect(kinTargets(s).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('MASTERMIND: "Hit 1 kin in a sector where you have a cloaked kin."', () => {
  it('targets kin in the sectors holding one of the player\'s cloaked kin, wherever the mastermind stands', () => {
    const s0 = board('mastermind');
    const mine = placeKinAt(s0, 0, 'apprentice', spot(RIM, 0), true);
    const there = placeKinAt(s0, 1, 'apprentice', spot(RIM, 1));
    placeKinAt(s0, 1, 'fighter', spot(SPRINGS, 0)); // no cloaked kin of seat 0 here
    placeKinAt(s0, 0, 'fighter', spot(SHRINE, 0)); // seat 0's unveiled kin: not a reason
    placeKinAt(s0, 2, 'apprentice', spot(SHRINE, 1));
    const s = play(s0, spot(GATES, 0));
    expect(kinTargets(s).sort()).toEqual([mine.id, there.id].sort());
    const hit = choose(s, { t: 'kin', kin: there.id });
    expect(hit.kin[there.id]!.loc).toBe('palace');
  });

  it('with no cloaked kin on the board it has nothing to do', () => {
    const s0 = board('mastermind');
    placeKinAt(s0, 1, 'apprentice', spot(RIM, 1));
    expect(decisionKind(play(s0, spot(RIM, 0)))).not.toBe('ability');
  });
});

describe('BARD: "Cloak 1 kin in an adjacent sector at no cost."', () => {
  it('cloaks an unveiled kin next door (either side, any player) without paying a coin', () => {
    const s0 = board('bard');
    setPool(s0, 0, { coin: 2 });
    const left = placeKinAt(s0, 1, 'apprentice', spot(GATES, 0));
    const right = placeKinAt(s0, 0, 'apprentice', spot(RIM, 0));
    placeKinAt(s0, 2, 'apprentice', spot(RIM, 1), true); // already cloaked
    placeKinAt(s0, 2, 'fighter', spot(SHRINE, 0)); // not adjacent
    placeKinAt(s0, 1, 'fighter', spot(CAPITAL, 1)); // same sector, not adjacent
    const s = play(s0, spot(CAPITAL, 0));
    expect(kinTargets(s).sort()).toEqual([left.id, right.id].sort());
    const done = choose(s, { t: 'kin', kin: left.id });
    expect(done.kin[left.id]).toMatchObject({ cloaked: true, at: spot(GATES, 0) });
    expect(poolOfSeat(done, 0).coin).toBe(2);
  });

  it('cannot cloak a kin in the Phoenix Palace ("cannot be cloaked by any means")', () => {
    const s0 = board('bard');
    placeKinAt(s0, 1, 'apprentice', 'palace');
    expect(decisionKind(play(s0, spot(CAPITAL, 0)))).not.toBe('ability');
  });
});

describe('CLAIRVOYANT: "You may either discard an event card, or return the top card of the events discard pile back into an empty foreseen slot."', () => {
  function withEvents(foreseen: number[], discard: number[]): GameState {
    const s0 = board('clairvoyant');
    const all = new Set([...foreseen, ...discard]);
    s0.events.deck = [...s0.events.deck, ...s0.events.foreseen, ...s0.events.discard].filter((id) => id >= 0 && !all.has(id));
    s0.events.foreseen = foreseen;
    s0.events.discard = discard;
    return play(s0, spot(CAPITAL, 0));
  }

  it('offers to discard any foreseen card, or to fill an empty slot from the discard pile', () => {
    const s = withEvents([3, 5, -1], [7, 9]);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 0 }, { t: 'slot', slot: 1 }, { t: 'slot', slot: 2 }]);
  });

  it('discarding puts the foreseen card on the discard pile and empties its slot', () => {
    const s = choose(withEvents([3, 5, -1], [7, 9]), { t: 'slot', slot: 1 });
    expect(s.events.foreseen).toEqual([3, -1, -1]);
    expect(s.events.discard).toEqual([7, 9, 5]);
  });

  it('returning takes the top (most recent) discard back into the empty slot', () => {
    const s = choose(withEvents([3, 5, -1], [7, 9]), { t: 'slot', slot: 2 });
    expect(s.events.foreseen).toEqual([3, 5, 9]);
    expect(s.events.discard).toEqual([7]);
  });

  it('with an empty discard pile an empty slot cannot be filled', () => {
    const s = withEvents([3, -1, -1], []);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 0 }]);
  });
});

describe('COUNCILOR: "If you are first in the capital track, gain 3 FPs. Otherwise, gain 2 scrolls."', () => {
  it('first on the capital track: 3 FP, no scrolls', () => {
    const s0 = board('councilor');
    s0.capital = [0, 1, 2];
    const scrolls = poolOfSeat(s0, 0).scroll;
    const s = choose(play(s0, spot(GATES, 0)), { t: 'option', option: 'use' });
    expect(s.players[0]!.fp).toBe(3);
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls);
  });

  it('not first: 2 scrolls, no FP', () => {
    const s0 = board('councilor');
    s0.capital = [1, 0, 2];
    const scrolls = poolOfSeat(s0, 0).scroll;
    const s = choose(play(s0, spot(GATES, 0)), { t: 'option', option: 'use' });
    expect(s.players[0]!.fp).toBe(0);
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls + 2);
  });
});

describe('DIPLOMAT: "Move one of your kin from an adjacent sector to a free spot of this sector (at no cost)."', () => {
  it('offers only the player\'s own kin in the two adjacent sectors', () => {
    const s0 = board('diplomat');
    const a = placeKinAt(s0, 0, 'apprentice', spot(GATES, 2), true);
    const b = placeKinAt(s0, 0, 'fighter', spot(RIM, 0));
    placeKinAt(s0, 0, 'apprentice', spot(SHRINE, 0)); // not adjacent
    placeKinAt(s0, 1, 'apprentice', spot(GATES, 0)); // not the player's
    const s = play(s0, spot(CAPITAL, 0));
    expect(kinTargets(s).sort()).toEqual([a.id, b.id].sort());
  });

  it('moves it to a free spot chosen by the player, paid spots included, paying nothing and keeping its side', () => {
    const s0 = board('diplomat');
    setPool(s0, 0, { coin: 0, scroll: 0, lantern: 0 });
    const a = placeKinAt(s0, 0, 'apprentice', spot(GATES, 2), true);
    let s = choose(play(s0, spot(CAPITAL, 0)), { t: 'kin', kin: a.id });
    expect(decisionKind(s)).toBe('moveSpot');
    expect(actionsOf(s)).toEqual([1, 2, 3].map((i) => ({ t: 'spot', spot: spot(CAPITAL, i) })));
    s = settleDay(choose(s, { t: 'spot', spot: spot(CAPITAL, 3) }));
    expect(s.kin[a.id]).toMatchObject({ loc: 'board', at: spot(CAPITAL, 3), cloaked: true });
    expect(s.board[GATES]![2]).toBe(-1);
    expect(poolOfSeat(s, 0)).toMatchObject({ coin: 0, scroll: 2, lantern: 0 }); // only the Capital's 2 scrolls
  });

  it('with no free spot left in its sector there is nothing to do', () => {
    const s0 = board('diplomat');
    placeKinAt(s0, 0, 'apprentice', spot(GATES, 0));
    for (const i of [1, 2, 3]) placeKinAt(s0, 1 + (i % 2), i === 3 ? 'fighter' : 'apprentice', spot(CAPITAL, i));
    expect(decisionKind(play(s0, spot(CAPITAL, 0)))).not.toBe('ability');
  });
});

describe('GUARD: "Pay 1 coin. Until your next turn, no kin can be placed in or moved to the guard\'s sector."', () => {
  function guarded(): GameState {
    const s0 = board('guard');
    giveKin(s0, 0, 'apprentice');
    setPool(s0, 0, { coin: 1 });
    const t = startTurn(s0, 0);
    const guard = t.kin.find((k) => k.seat === 0 && k.type === 'guard')!;
    let s = place(t, guard.id, spot(SPRINGS, 0));
    s = choose(s, { t: 'option', option: 'use' });
    return settle(s);
  }

  it('costs 1 coin', () => {
    expect(poolOfSeat(guarded(), 0).coin).toBe(0);
  });

  it('without a coin the guard cannot seal its sector', () => {
    const s0 = board('guard');
    setPool(s0, 0, { coin: 0 });
    expect(decisionKind(play(s0, spot(SPRINGS, 0)))).not.toBe('ability');
  });

  it('other players cannot place in the sector until the guard\'s owner\'s next turn', () => {
    const s = guarded();
    for (const seat of [1, 2]) {
      const t = startTurn(s, seat);
      expect(actionsOf(t).some((a) => a.t === 'place' && a.spot.startsWith(`s${SPRINGS}.`))).toBe(false);
      expect(actionsOf(t).some((a) => a.t === 'place' && a.spot.startsWith(`s${SHRINE}.`))).toBe(true);
    }
  });

  it('no kin can be moved there either (Nomad Encampment cannot move a kin into it)', () => {
    const s = copy(guarded());
    const mine = placeKinAt(s, 1, 'apprentice', spot(SHRINE, 1));
    const t = runTask(s, task('nomadKin', 1)); // its only unveiled kin is chosen for it
    expect(t.stack[t.stack.length - 1]).toMatchObject({ k: 'nomadSpot', kin: mine.id });
    const targets = actionsOf(t).map((a) => (a.t === 'spot' ? a.spot : ''));
    expect(targets.some((x) => x.startsWith(`s${SPRINGS}.`))).toBe(false);
    expect(targets).toContain(spot(RIM, 0));
  });

  it('the block ends when the guard\'s owner starts their next turn', () => {
    const s = guarded();
    const t = startTurn(s, 0);
    expect(t.guards).toEqual([]);
    expect(actionsOf(t).some((a) => a.t === 'place' && a.spot === spot(SPRINGS, 1))).toBe(true);
  });
});

describe('HERMIT: "Perform the daytime effect of an adjacent sector instead of the one where this kin is placed."', () => {
  it('offers the two adjacent sectors', () => {
    const s = play(board('hermit'), spot(GATES, 0));
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'sector', sector: CLANHOUSE }, { t: 'sector', sector: CAPITAL }]);
  });

  it('in the Gates, choosing the Capital gives 2 scrolls and the top of the capital track, and not the Gates\' lantern', () => {
    const s0 = board('hermit');
    s0.capital = [2, 1, 0];
    const before = { ...poolOfSeat(s0, 0) };
    const s = settleDay(choose(play(s0, spot(GATES, 0)), { t: 'sector', sector: CAPITAL }));
    expect(poolOfSeat(s, 0).scroll).toBe(before.scroll + 2);
    expect(poolOfSeat(s, 0).lantern).toBe(before.lantern);
    expect(s.capital).toEqual([0, 2, 1]);
  });

  it('passing keeps the sector\'s own daytime effect', () => {
    const s0 = board('hermit');
    const lanterns = poolOfSeat(s0, 0).lantern;
    const s = settleDay(choose(play(s0, spot(GATES, 0)), { t: 'pass' }));
    expect(poolOfSeat(s, 0).lantern).toBe(lanterns + 1);
  });
});

describe('MENTOR: "Activate the clanhouse daytime effect."', () => {
  it('the mentor brings the clanhouse reveal and recruit, and the sector\'s own daytime effect still follows', () => {
    const s0 = board('mentor');
    let s = choose(play(s0, spot(GATES, 0)), { t: 'option', option: 'use' });
    expect(decisionKind(s)).toBe('clanhouseReveal');
    s = choose(s, { t: 'option', option: 'reveal' });
    s = choose(s, { t: 'pass' }); // recruit nothing
    expect(decisionKind(s)).toBe('offerDaytime'); // the Gates, which the player may take or leave
    s = choose(s, { t: 'option', option: 'perform' });
    expect(decisionKind(s)).toBe('discardEvent');
  });
});

describe('MERCHANT: "Gain 1 resource of any kind."', () => {
  for (const res of ['coin', 'scroll', 'lantern'] as const) {
    it(`can take a ${res}`, () => {
      const s0 = board('merchant');
      const before = poolOfSeat(s0, 0)[res];
      const s = choose(play(s0, spot(RIM, 0)), { t: 'res', res });
      expect(poolOfSeat(s, 0)[res]).toBe(before + 1);
    });
  }
});

describe('NOCTURNAL: "Pay 1 resource of your choice to gain a moon shard of the type matching the nocturnal\'s sector."', () => {
  // Moon shard colours from the sectors' majority bonuses: Gates/Capital coral, Rim/Shrine jade, Springs/Clanhouse agate.
  const colour = ['coral', 'coral', 'jade', 'jade', 'agate', 'agate'] as const;
  for (let sector = 0; sector < 6; sector++) {
    it(`in sector ${sector}: pays the chosen resource for a ${colour[sector]} shard`, () => {
      const s0 = board('nocturnal');
      setPool(s0, 0, { coin: 0, scroll: 2, lantern: 1 });
      const s1 = play(s0, spot(sector, 0));
      expect(actionsOf(s1)).toEqual([{ t: 'pass' }, { t: 'res', res: 'scroll' }, { t: 'res', res: 'lantern' }]);
      const s = settleDay(choose(s1, { t: 'res', res: 'lantern' }));
      // (The Gates' daytime effect, which follows, gives the lantern back.)
      expect(poolOfSeat(s, 0).lantern).toBe(sector === GATES ? 1 : 0);
      expect(poolOfSeat(s, 0)[colour[sector]!]).toBe(1);
      expect(poolOfSeat(s, 0).coral + poolOfSeat(s, 0).jade + poolOfSeat(s, 0).agate).toBe(1);
    });
  }

  it('with no resource it cannot pay', () => {
    const s0 = board('nocturnal');
    setPool(s0, 0, { coin: 0, scroll: 0, lantern: 0 });
    expect(decisionKind(play(s0, spot(CAPITAL, 0)))).not.toBe('ability');
  });
});

describe('PATHFINDER: "You may either explore an already built village, or collect the benefits of the one your pioneer is currently on."', () => {
  const loreville = VILLAGES.find((v) => v.key === 'loreville')!.id;

  it('explores onto the next built village', () => {
    const s0 = board('pathfinder');
    s0.villages.pile = s0.villages.pile.filter((id) => id !== loreville);
    s0.villages.sites[1] = loreville;
    const s = choose(play(s0, spot(CAPITAL, 0)), { t: 'option', option: 'explore' });
    expect(s.players[0]!.pioneer).toBe(1);
  });

  it('collects the benefits of the village the pioneer is on (Loreville: 3 scrolls)', () => {
    const s0 = board('pathfinder');
    s0.villages.pile = s0.villages.pile.filter((id) => id !== loreville);
    s0.villages.sites[1] = loreville;
    s0.players[0]!.pioneer = 1;
    const scrolls = poolOfSeat(s0, 0).scroll;
    const s = choose(play(s0, spot(GATES, 0)), { t: 'option', option: 'collect' });
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls + 3);
  });

  it('cannot explore when the next site is empty, but can still collect', () => {
    const s = play(board('pathfinder'), spot(GATES, 0));
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'option', option: 'collect' }]);
  });
});

describe('PHILOSOPHER: "Acquire a revelation card, paying the scroll cost."', () => {
  it('buys one card (see revelations.test.ts for the full springs rules)', () => {
    const s0 = board('philosopher');
    setPool(s0, 0, { scroll: 5 });
    const s1 = play(s0, spot(GATES, 0));
    expect(actionsOf(s1).filter((a) => a.t === 'slot').length).toBeGreaterThan(0);
    const card = s1.revelations.slots[0]!;
    const s = choose(choose(s1, { t: 'slot', slot: 0 }), { t: 'option', option: 'keep' });
    expect(s.players[0]!.revelations).toEqual([card]);
  });
});

describe('TRICKSTER: "Perform the ability of one of your ready kin in the clanhouse, as if the trickster had that ability."', () => {
  function withClanhouse(types: [number, KinType][]): GameState {
    const s0 = board('trickster');
    for (const id of s0.clanhouse) if (id >= 0) {
      const k = s0.kin[id]!;
      k.loc = 'box';
    }
    s0.clanhouse = s0.clanhouse.map(() => -1);
    types.forEach(([seat, type], slot) => {
      const k = findKin(s0, seat, type, ['pile', 'box']);
      lift(s0, k);
      k.loc = 'clanhouse';
      s0.clanhouse[slot] = k.id;
    });
    return s0;
  }

  it('offers only the player\'s own ready kin in the clanhouse', () => {
    const s0 = withClanhouse([[1, 'merchant'], [0, 'merchant'], [0, 'archer']]);
    placeKinAt(s0, 1, 'apprentice', spot(SHRINE, 0));
    const s = play(s0, spot(GATES, 0));
    const offered = kinTargets(s).map((id) => [s.kin[id]!.seat, s.kin[id]!.type]);
    expect(offered).toEqual([[0, 'merchant'], [0, 'archer']]);
  });

  it('copying a ready Archer, the trickster hits across the board', () => {
    const s0 = withClanhouse([[0, 'archer']]);
    const target = placeKinAt(s0, 1, 'apprentice', spot(SHRINE, 0));
    let s = play(s0, spot(GATES, 0));
    s = choose(s, (a) => a.t === 'kin' && s.kin[a.kin]!.type === 'archer');
    expect(decisionKind(s)).toBe('ability');
    expect(kinTargets(s)).toEqual([target.id]);
    s = choose(s, { t: 'kin', kin: target.id });
    expect(s.kin[target.id]!.loc).toBe('palace');
    // The archer itself stays ready in the clanhouse.
    expect(s.clanhouse.map((id) => (id >= 0 ? s.kin[id]!.type : null))).toContain('archer');
  });

  it('copying a ready Merchant, the trickster gains a resource', () => {
    const s0 = withClanhouse([[0, 'merchant']]);
    const coins = poolOfSeat(s0, 0).coin;
    let s = play(s0, spot(RIM, 0));
    s = choose(s, { t: 'kin', kin: s.clanhouse[0]! });
    s = choose(s, { t: 'res', res: 'coin' });
    expect(poolOfSeat(s, 0).coin).toBe(coins + 1);
    // The log names the kin the table shows: the Trickster, not the Merchant it copies.
    expect(s.log.map((l) => sayEnglish(l.msg))).toContain(`${s.config.seats[0]!.name}'s Trickster in the Rim earns 1 coin.`);
  });

  it('copying a ready Hermit, the trickster swaps the daytime effect for a neighbour\'s', () => {
    const s0 = withClanhouse([[0, 'hermit']]);
    const lanterns = poolOfSeat(s0, 0).lantern;
    const scrolls = poolOfSeat(s0, 0).scroll;
    let s = play(s0, spot(GATES, 0));
    s = choose(s, { t: 'kin', kin: s.clanhouse[0]! });
    s = settleDay(choose(s, { t: 'sector', sector: CAPITAL }));
    expect(poolOfSeat(s, 0).lantern).toBe(lanterns);
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls + 2);
    expect(s.capital[0]).toBe(0);
  });

  it('copying a ready Guard, the trickster pays a coin and seals its own sector', () => {
    const s0 = withClanhouse([[0, 'guard']]);
    setPool(s0, 0, { coin: 1 });
    let s = play(s0, spot(RIM, 0));
    s = choose(s, { t: 'kin', kin: s.clanhouse[0]! });
    s = settle(choose(s, { t: 'option', option: 'use' }));
    expect(poolOfSeat(s, 0).coin).toBe(0);
    expect(s.guards).toEqual([{ seat: 0, sector: RIM }]);
  });

  it('with none of the player\'s kin in the clanhouse it has nothing to copy', () => {
    const s0 = withClanhouse([[1, 'merchant']]);
    expect(canChoose(play(s0, spot(RIM, 0)), { t: 'kin' })).toBe(false);
  });
});
