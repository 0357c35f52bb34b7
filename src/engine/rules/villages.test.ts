// THE RIM and THE SHRINE: the village track (explore, build, the path to the
// shrine) and the benefits of every village tile.
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import type { GameState } from '../core/types.js';
import { VILLAGES, VILLAGE_SITES } from '../content/index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, handIds, newGame, place, placeKinAt, poolOfSeat, runTask, setHand, setPool,
  settle, spot, startTurn,
} from '../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4;
const vid = (key: string) => VILLAGES.find((v) => v.key === key)!.id;
const SHRINE_SITE = VILLAGE_SITES.length - 1;

/** 3 players, board empty; the village track built with these tiles after the start (taken out of the pile). */
function track(keys: string[], pioneer = 0): GameState {
  const s = copy(newGame(3, 31));
  clearBoard(s);
  setHand(s, 0, ['apprentice']);
  const ids = keys.map(vid);
  s.villages.pile = s.villages.pile.filter((id) => !ids.includes(id));
  ids.forEach((id, i) => (s.villages.sites[i + 1] = id));
  s.players[0]!.pioneer = pioneer;
  setPool(s, 0, { coin: 5, scroll: 5, lantern: 5 });
  return s;
}

function placeIn(s: GameState, sector: number): GameState {
  const t = startTurn(s, 0);
  return place(t, handIds(t, 0)[0]!, spot(sector, 0));
}

const explore = { t: 'option', option: 'explore' } as const;
const build = { t: 'option', option: 'build' } as const;

describe('THE RIM: "You may either explore up to 2 villages or explore up to 1 village and then build a new one."', () => {
  it('"Explore: Advance your pioneer token onto the next built village": two steps, then the turn moves on', () => {
    let s = placeIn(track(['loreville', 'lanternquill', 'fortuneCity']), RIM);
    s = choose(s, explore);
    expect(s.players[0]!.pioneer).toBe(1);
    s = choose(s, explore);
    expect(s.players[0]!.pioneer).toBe(2);
    expect(decisionKind(s)).not.toBe('rim');
  });

  it('after exploring twice, building is no longer offered', () => {
    let s = placeIn(track(['loreville', 'lanternquill']), RIM);
    s = choose(choose(s, explore), explore);
    expect(s.players[0]!.pioneer).toBe(2);
    expect(decisionKind(s)).not.toBe('rim');
    expect(s.villages.sites[3]).toBe(-1);
  });

  it('"You cannot move onto an empty site": at the last built village only building is offered', () => {
    const s = placeIn(track(['loreville'], 1), RIM);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, build]);
  });

  it('"Build: ... Pay the amount of resources indicated on the village site and gain the corresponding FPs. Then place the top tile from the village pile on the empty site next to your pioneer. Finally, move your pioneer onto it."', () => {
    let s = placeIn(track(['loreville']), RIM);
    s = choose(s, explore);
    const top = s.villages.pile[s.villages.pile.length - 1]!;
    const pileSize = s.villages.pile.length;
    const before = { ...poolOfSeat(s, 0) };
    s = choose(s, build);
    const site = VILLAGE_SITES[2]!;
    expect(s.villages.sites[2]).toBe(top);
    expect(s.villages.pile).toHaveLength(pileSize - 1);
    expect(s.players[0]!.pioneer).toBe(2);
    expect(s.players[0]!.fp).toBe(site.fp);
    for (const r of ['coin', 'scroll', 'lantern'] as const) expect(poolOfSeat(s, 0)[r]).toBe(before[r] - (site.cost[r] ?? 0));
  });

  it('building needs the site\'s price', () => {
    const s0 = track(['loreville'], 1);
    setPool(s0, 0, { coin: 0, scroll: 0, lantern: 0 });
    expect(decisionKind(placeIn(s0, RIM))).not.toBe('rim');
  });

  it('after building, no more exploring ("explore up to 1 village and then build")', () => {
    let s = placeIn(track([]), RIM);
    s = choose(s, build);
    expect(s.players[0]!.pioneer).toBe(1);
    expect(decisionKind(s)).not.toBe('rim');
  });
});

describe('the path to the shrine', () => {
  const sixVillages = ['loreville', 'lanternquill', 'fortuneCity', 'townHall', 'moonforge', 'featherglow'];

  it('"If your pioneer is on the penultimate site of the shrine, you may still build: pay the amount of resources indicated on the shrine tile and gain the corresponding FPs. Then, flip the shrine tile and move your pioneer on it."', () => {
    const s0 = track(sixVillages, SHRINE_SITE - 1);
    setPool(s0, 0, { coin: 1, scroll: 1, lantern: 1 });
    const s = choose(placeIn(s0, RIM), build);
    // "The Shrine tile: Pay 1 resource of each kind to gain 7 FPs"
    expect(poolOfSeat(s, 0)).toMatchObject({ coin: 0, scroll: 0, lantern: 0 });
    expect(s.players[0]!.fp).toBe(7);
    expect(s.villages.shrineBuilt).toBe(true);
    expect(s.villages.sites[SHRINE_SITE]).toBe(vid('shrine'));
    expect(s.players[0]!.pioneer).toBe(SHRINE_SITE);
  });

  it('"Once all the villages and the shrine have been built, pioneers can reach the shrine to explore it"', () => {
    const s0 = track(sixVillages, SHRINE_SITE - 1);
    expect(actionsOf(placeIn(s0, RIM))).toEqual([{ t: 'pass' }, build]); // not built: cannot explore onto it
    s0.villages.sites[SHRINE_SITE] = vid('shrine');
    s0.villages.shrineBuilt = true;
    const s = choose(placeIn(s0, RIM), explore);
    expect(s.players[0]!.pioneer).toBe(SHRINE_SITE);
  });

  it('"Once the shrine has been built, it grants benefits as a normal built village does" (house: a moon shard of your choice and 2 FP)', () => {
    const s0 = track(sixVillages, SHRINE_SITE);
    s0.villages.sites[SHRINE_SITE] = vid('shrine');
    s0.villages.shrineBuilt = true;
    let s = runTask(s0, task('collectBenefit', 0, { site: SHRINE_SITE }));
    expect(decisionKind(s)).toBe('gainShard');
    s = choose(s, { t: 'shard', shard: 'jade' });
    expect(poolOfSeat(s, 0).jade).toBe(1);
    expect(s.players[0]!.fp).toBe(2);
  });
});

describe('THE SHRINE sector: "You may explore 1 village and collect the benefits of one of your already explored villages."', () => {
  it('explore one step, then choose any village from the start up to the pioneer', () => {
    let s = placeIn(track(['loreville', 'lanternquill', 'fortuneCity'], 1), SHRINE);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, explore]);
    s = choose(s, explore);
    expect(s.players[0]!.pioneer).toBe(2);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'site', site: 0 }, { t: 'site', site: 1 }, { t: 'site', site: 2 }]);
    const scrolls = poolOfSeat(s, 0).scroll;
    s = choose(s, { t: 'site', site: 1 }); // Loreville: 3 scrolls
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls + 3);
  });

  it('"You can always choose to collect the benefits of the starting village" (house: 1 resource of your choice)', () => {
    let s = placeIn(track([]), SHRINE);
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'site', site: 0 }]);
    s = choose(s, { t: 'site', site: 0 });
    expect(decisionKind(s)).toBe('gainResource');
    const coins = poolOfSeat(s, 0).coin;
    s = choose(s, { t: 'res', res: 'coin' });
    expect(poolOfSeat(s, 0).coin).toBe(coins + 1);
  });
});

describe('VILLAGE TILES', () => {
  /** Seat 0 collects the benefits of the given village (on site 1, pioneer there). */
  function collect(key: string, edit?: (s: GameState) => void): GameState {
    const s = track([key], 1);
    edit?.(s);
    return runTask(s, task('collectBenefit', 0, { site: 1 }));
  }

  describe('BANDIT\'S LAIR: "Return the top card of the events discard pile back into an empty foreseen slot to gain 3 FPs."', () => {
    const withEvents = (foreseen: number[], discard: number[]) => (s: GameState) => {
      const keep = new Set([...foreseen, ...discard]);
      s.events.deck = [...s.events.deck, ...s.events.foreseen.filter((id) => id >= 0)].filter((id) => !keep.has(id));
      s.events.foreseen = foreseen;
      s.events.discard = discard;
    };
    it('returns the top discard and scores 3 FP', () => {
      const s = collect('banditsLair', withEvents([1, -1, 2], [5, 6]));
      expect(s.events.foreseen).toEqual([1, 6, 2]);
      expect(s.events.discard).toEqual([5]);
      expect(s.players[0]!.fp).toBe(3);
    });
    it('the player picks the slot when several are empty', () => {
      let s = collect('banditsLair', withEvents([-1, -1, 2], [5, 6]));
      expect(actionsOf(s)).toEqual([{ t: 'slot', slot: 0 }, { t: 'slot', slot: 1 }]);
      s = choose(s, { t: 'slot', slot: 1 });
      expect(s.events.foreseen).toEqual([-1, 6, 2]);
    });
    it('no FP when no card can be returned (no empty slot, or nothing discarded)', () => {
      expect(collect('banditsLair', withEvents([1, 3, 2], [5])).players[0]!.fp).toBe(0);
      expect(collect('banditsLair', withEvents([1, -1, 2], [])).players[0]!.fp).toBe(0);
    });
  });

  it('COVE OF THE OWL: "Cloak one of your unveiled kin at no cost."', () => {
    let k = -1;
    let s = collect('coveOfTheOwl', (x) => {
      k = placeKinAt(x, 0, 'apprentice', spot(GATES, 0)).id;
      placeKinAt(x, 0, 'fighter', spot(RIM, 0), true); // already cloaked
      placeKinAt(x, 0, 'apprentice', 'palace'); // "Kin on the Phoenix Palace cannot be cloaked by any means"
      placeKinAt(x, 1, 'apprentice', spot(CAPITAL, 0)); // not the player's
    });
    const coins = poolOfSeat(s, 0).coin;
    s = settle(s);
    expect(s.kin[k]!.cloaked).toBe(true);
    expect(poolOfSeat(s, 0).coin).toBe(coins);
  });

  it('FEATHERGLOW: "Gain 1 FP for each of your kin placed in highlighted sectors."', () => {
    const s = collect('featherglow', (x) => {
      x.palace = { ...x.palace, rotation: 0 }; // highlighted: Gates, Capital, Rim
      placeKinAt(x, 0, 'apprentice', spot(GATES, 0));
      placeKinAt(x, 0, 'apprentice', spot(RIM, 0), true);
      placeKinAt(x, 0, 'fighter', spot(SPRINGS, 0));
      placeKinAt(x, 0, 'apprentice', 'palace');
      placeKinAt(x, 1, 'apprentice', spot(CAPITAL, 0));
    });
    expect(s.players[0]!.fp).toBe(2);
  });

  it('FORTUNE CITY: "Gain 1 resource of each kind."', () => {
    expect(poolOfSeat(collect('fortuneCity'), 0)).toMatchObject({ coin: 6, scroll: 6, lantern: 6 });
  });

  it('LANTERNQUILL: "Gain 3 lanterns."', () => {
    expect(poolOfSeat(collect('lanternquill'), 0)).toMatchObject({ coin: 5, scroll: 5, lantern: 8 });
  });

  it('LOREVILLE: "Gain 3 scrolls."', () => {
    expect(poolOfSeat(collect('loreville'), 0)).toMatchObject({ coin: 5, scroll: 8, lantern: 5 });
  });

  it('MOONFORGE: "Move your pioneer back by 1 village and get 1 moon shard of your choice."', () => {
    let s = collect('moonforge');
    expect(s.players[0]!.pioneer).toBe(0);
    expect(decisionKind(s)).toBe('gainShard');
    s = choose(s, { t: 'shard', shard: 'agate' });
    expect(poolOfSeat(s, 0).agate).toBe(1);
  });

  describe('MOON HEAVEN: "Activate the nighttime reward of a sector currently highlighted by the Palace. This applies to all players who have at least 1 kin placed in that sector."', () => {
    it('offers the highlighted sectors only', () => {
      const s = collect('moonHeaven', (x) => (x.palace = { ...x.palace, rotation: 3 }));
      expect(actionsOf(s)).toEqual([3, 4, 5].map((sector) => ({ t: 'sector', sector })));
    });

    it('the Gates\' reward (4 FP) goes to every player with a kin there, and nobody gets the majority bonus', () => {
      let s = collect('moonHeaven', (x) => {
        x.palace = { ...x.palace, rotation: 0 };
        placeKinAt(x, 1, 'apprentice', spot(GATES, 0), true);
        placeKinAt(x, 2, 'apprentice', spot(GATES, 1));
      });
      s = choose(s, { t: 'sector', sector: GATES });
      expect(s.players.map((p) => p.fp)).toEqual([0, 4, 4]);
      expect(s.pools.map((p) => p.coral)).toEqual([0, 0, 0]);
    });
  });

  describe('NOMAD ENCAMPMENT: "Move one of your unveiled kin from the current spot onto an empty spot of a different sector at no cost. Neither kin\'s abilities are performed nor daytime effects triggered."', () => {
    it('offers only the player\'s unveiled kin on the board', () => {
      let a = -1, b = -1;
      const s = collect('nomadEncampment', (x) => {
        a = placeKinAt(x, 0, 'apprentice', spot(GATES, 0)).id;
        b = placeKinAt(x, 0, 'fighter', spot(RIM, 0)).id;
        placeKinAt(x, 0, 'apprentice', spot(SHRINE, 0), true);
        placeKinAt(x, 0, 'apprentice', 'palace');
        placeKinAt(x, 1, 'apprentice', spot(SPRINGS, 0));
      });
      expect(actionsOf(s)).toEqual([{ t: 'kin', kin: a }, { t: 'kin', kin: b }]);
    });

    it('moves to an empty spot of another sector, paid or not, for free and without any effect', () => {
      let k = -1;
      let s = collect('nomadEncampment', (x) => {
        k = placeKinAt(x, 0, 'fighter', spot(GATES, 0)).id;
        placeKinAt(x, 1, 'apprentice', spot(CAPITAL, 0));
        x.capital = [1, 2, 0];
      });
      const spots = actionsOf(s).map((a) => (a.t === 'spot' ? a.spot : ''));
      expect(spots.some((x) => x.startsWith('s0.'))).toBe(false); // a different sector
      expect(spots).not.toContain(spot(CAPITAL, 0)); // an empty spot
      expect(spots).toContain(spot(CAPITAL, 3)); // paid spots too
      const before = { ...poolOfSeat(s, 0) };
      s = choose(s, { t: 'spot', spot: spot(CAPITAL, 3) });
      expect(s.kin[k]).toMatchObject({ loc: 'board', at: spot(CAPITAL, 3), cloaked: false });
      expect(s.board[GATES]![0]).toBe(-1);
      expect(poolOfSeat(s, 0)).toEqual(before); // no cost, no Capital scrolls
      expect(s.capital).toEqual([1, 2, 0]); // no herald move
      expect(s.kin.find((x) => x.seat === 1 && x.at === spot(CAPITAL, 0))).toBeDefined(); // the fighter hit nobody
      expect(decisionKind(s)).toBeNull();
    });
  });

  it('THE OUTPOST: "Gain 1 resource of your choice for each empty event slot."', () => {
    let s = collect('theOutpost', (x) => {
      x.events.deck.push(x.events.foreseen[0]!, x.events.foreseen[2]!);
      x.events.foreseen[0] = -1;
      x.events.foreseen[2] = -1;
    });
    s = choose(s, { t: 'res', res: 'coin' });
    s = choose(s, { t: 'res', res: 'lantern' });
    expect(decisionKind(s)).toBeNull();
    expect(poolOfSeat(s, 0)).toMatchObject({ coin: 6, scroll: 5, lantern: 6 });
  });

  it('THE OUTPOST with every slot full gives nothing', () => {
    const s = collect('theOutpost');
    expect(decisionKind(s)).toBeNull();
    expect(poolOfSeat(s, 0)).toMatchObject({ coin: 5, scroll: 5, lantern: 5 });
  });

  it('TOWN HALL: "Activate the Capital daytime effect."', () => {
    const s = collect('townHall', (x) => (x.capital = [2, 1, 0]));
    expect(poolOfSeat(s, 0).scroll).toBe(7);
    expect(s.capital).toEqual([0, 2, 1]);
  });

  it('TWIN RIVER TOWN: "Gain 1 FP for each 2 revelation cards you own."', () => {
    const five = collect('twinRiverTown', (x) => (x.players[0]!.revelations = x.revelations.deck.splice(0, 5)));
    expect(five.players[0]!.fp).toBe(2);
    const one = collect('twinRiverTown', (x) => (x.players[0]!.revelations = x.revelations.deck.splice(0, 1)));
    expect(one.players[0]!.fp).toBe(0);
  });
});
