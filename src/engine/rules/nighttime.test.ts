// NIGHTTIME: events resolution, then each sector's nighttime reward and
// majority bonus from the Gates clockwise, then the Phoenix Palace.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { task } from '../core/flow.js';
import type { GameState, Sector, Shard } from '../core/types.js';
import { EVENTS } from '../content/index.js';
import { bearingDirection, dot, eventSlotPosition, eventSlotsLeftToRight, sectorBearing } from '../geometry/index.js';
import { currentDecision } from '../index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, newGame, poolOfSeat, putKin, findKin, runTask, setPool, settle,
  spot,
} from '../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;
const ev = (name: string) => EVENTS.find((e) => e.name === name)!.id;

/** 3 players, empty board, no foreseen events, everyone with plenty of resources. */
function night(players = 3): GameState {
  const s = copy(newGame(players, 51));
  clearBoard(s);
  s.events.deck.push(...s.events.foreseen.filter((id) => id >= 0));
  s.events.foreseen = s.events.foreseen.map(() => -1);
  for (let seat = 0; seat < players; seat++) setPool(s, seat, { coin: 5, scroll: 5, lantern: 5 });
  s.phase = 'night';
  return s;
}

/** Puts one more kin of `seat` on the next free spot of `sector` (any tile of theirs not already placed). */
function addKin(s: GameState, seat: number, sector: number | 'palace', cloaked = false) {
  const k = s.kin.find((x) => x.seat === seat && (x.loc === 'hand' || x.loc === 'box' || x.loc === 'pile'))!;
  if (sector === 'palace') return putKin(s, k, 'palace');
  const i = s.board[sector]!.indexOf(-1);
  return putKin(s, k, spot(sector, i), cloaked);
}

const shards = (s: GameState, seat: number) => {
  const p = poolOfSeat(s, seat);
  return { coral: p.coral, jade: p.jade, agate: p.agate };
};

describe('EVENTS RESOLUTION: "Starting from the first player and proceeding in clockwise order, each player resolves the effect of the left-most event card. Then discard that card. Players proceed in the same way to resolve all the other event cards left in the Gates, from left to right."', () => {
  it('every player resolves each event in turn order from the first player, card by card from the left', () => {
    let s = night();
    s.firstPlayer = 1;
    const storm = ev('Storm over the Rim'); // lose 1 resource of your choice
    const caravan = ev('Caravan from the Steppe'); // you may pay 2 coins for a shard
    s.events.deck = s.events.deck.filter((id) => id !== storm && id !== caravan);
    s.events.foreseen = [storm, -1, caravan];
    s = runTask(s, task('eventsResolution', -1));
    const seen: [number, string][] = [];
    while (currentDecision(s)) {
      const d = currentDecision(s)!;
      seen.push([d.seat, d.kind]);
      if (d.kind === 'trade') {
        // By the first Caravan decision the Storm has been discarded.
        expect(s.events.foreseen[0]).toBe(-1);
        expect(s.events.discard).toEqual([storm]);
      }
      s = choose(s, actionsOf(s).find((a) => a.t === 'pass') ? { t: 'pass' } : actionsOf(s)[0]!);
    }
    expect(seen).toEqual([
      [1, 'loseResource'], [2, 'loseResource'], [0, 'loseResource'],
      [1, 'trade'], [2, 'trade'], [0, 'trade'],
    ]);
    expect(s.events.foreseen).toEqual([-1, -1, -1]);
    expect(s.events.discard).toEqual([storm, caravan]);
  });

  it('the row the HUD lists and the table lays out is the order the night resolves: left to right as a reader of the cards sees it', () => {
    const reader = sectorBearing(GATES as Sector);
    // A player reading the cards stands outside the ring facing the palace; their right hand points this way.
    const right = bearingDirection(reader - Math.PI / 2);
    for (const count of [1, 2, 3, 4]) {
      const order = eventSlotsLeftToRight(count);
      expect(order.slice().sort()).toEqual(Array.from({ length: count }, (_, i) => i));
      const across = order.map((slot) => dot(eventSlotPosition(slot, count), right));
      for (let i = 1; i < across.length; i++) expect(across[i]!).toBeGreaterThan(across[i - 1]!);
    }
    // The night resolves the cards in that same order.
    let s = night(2);
    const names = ['Generous Patron', 'Warm Springs', 'Imperial Tax'];
    const ids = names.map(ev);
    s.events.deck = s.events.deck.filter((id) => !ids.includes(id));
    s.events.foreseen = ids;
    s = runTask(s, task('eventsResolution', -1));
    const resolved = s.log.map((l) => /“(.+)” takes effect/.exec(sayEnglish(l.msg))?.[1]).filter((n) => n !== undefined);
    expect(resolved).toEqual(eventSlotsLeftToRight(3).map((slot) => names[slot]));
  });

  it('"Event cards affect all players, including those who haven\'t placed any kin in the Gates"', () => {
    let s = night();
    const patron = ev('Generous Patron'); // take 2 coins
    s.events.deck = s.events.deck.filter((id) => id !== patron);
    s.events.foreseen = [-1, patron, -1];
    addKin(s, 0, GATES);
    s = runTask(s, task('eventsResolution', -1));
    expect([0, 1, 2].map((seat) => poolOfSeat(s, seat).coin)).toEqual([7, 7, 7]);
  });
});

describe('NIGHTTIME REWARDS: "All players with at least 1 kin in a sector gains the nighttime reward, while the player with the most influence also gains the majority bonus."', () => {
  // From SECTORS AND PALACE: the reward for everyone present, and the majority bonus.
  const expected: { sector: Sector; name: string; reward: (s: GameState, seat: number) => number; unit: number; bonus: Shard }[] = [
    { sector: GATES, name: 'the Gates: 4 FPs, coral', reward: (s, seat) => s.players[seat]!.fp, unit: 4, bonus: 'coral' },
    { sector: CAPITAL, name: 'the Capital: 2 FPs, coral', reward: (s, seat) => s.players[seat]!.fp, unit: 2, bonus: 'coral' },
    { sector: RIM, name: 'the Rim: 1 scroll, jade', reward: (s, seat) => poolOfSeat(s, seat).scroll - 5, unit: 1, bonus: 'jade' },
    { sector: SHRINE, name: 'the Shrine: 1 resource of any kind (a coin chosen), jade', reward: (s, seat) => poolOfSeat(s, seat).coin - 5, unit: 1, bonus: 'jade' },
    { sector: SPRINGS, name: 'the Springs: 1 lantern, agate', reward: (s, seat) => poolOfSeat(s, seat).lantern - 5, unit: 1, bonus: 'agate' },
    { sector: CLANHOUSE, name: 'the Clanhouse: 1 coin, agate', reward: (s, seat) => poolOfSeat(s, seat).coin - 5, unit: 1, bonus: 'agate' },
  ];
  for (const e of expected) {
    it(`${e.name}`, () => {
      let s = night();
      addKin(s, 0, e.sector, true); // influence 2
      addKin(s, 1, e.sector); // influence 1
      s = runTask(s, task('sectorScoring', -1, { sector: e.sector }));
      // The Shrine's reward is a choice, made by each present player in turn order.
      const chooser: number[] = [];
      while (currentDecision(s)) {
        chooser.push(currentDecision(s)!.seat);
        s = choose(s, { t: 'res', res: 'coin' });
      }
      expect(chooser).toEqual(e.sector === SHRINE ? [0, 1] : []);
      expect([0, 1, 2].map((seat) => e.reward(s, seat))).toEqual([e.unit, e.unit, 0]);
      expect(shards(s, 0)).toEqual({ coral: 0, jade: 0, agate: 0, [e.bonus]: 1 });
      expect(shards(s, 1)).toEqual({ coral: 0, jade: 0, agate: 0 });
      expect(shards(s, 2)).toEqual({ coral: 0, jade: 0, agate: 0 });
    });
  }

  it('"Each unveiled kin contributes 1 ... and each cloaked kin contributes 2 influence": three unveiled beat one cloaked', () => {
    let s = night();
    addKin(s, 0, RIM, true);
    for (let i = 0; i < 3; i++) addKin(s, 1, RIM);
    s = runTask(s, task('sectorScoring', -1, { sector: RIM }));
    expect(poolOfSeat(s, 1).jade).toBe(1);
    expect(poolOfSeat(s, 0).jade).toBe(0);
  });

  it('two cloaked kin (4) beat three unveiled (3)', () => {
    let s = night();
    addKin(s, 2, SPRINGS, true);
    addKin(s, 2, SPRINGS, true);
    for (let i = 0; i < 2; i++) addKin(s, 1, SPRINGS);
    s = runTask(s, task('sectorScoring', -1, { sector: SPRINGS }));
    expect([0, 1, 2].map((seat) => poolOfSeat(s, seat).agate)).toEqual([0, 0, 1]);
  });

  it('a sector nobody is in gives nothing to anybody', () => {
    const s0 = night();
    const s = runTask(s0, task('sectorScoring', -1, { sector: GATES }));
    expect(s.players.map((p) => p.fp)).toEqual([0, 0, 0]);
    expect(s.pools).toEqual(s0.pools);
  });

  describe('"On a tie when comparing influences, regardless of which sector you are checking, refer to the Capital sector: the player with the higher rank on the capital track wins the tie."', () => {
    for (const [capital, winner] of [[[2, 0, 1], 2], [[0, 2, 1], 0], [[1, 0, 2], 0]] as const) {
      it(`tied 2-2 in the Gates with capital track ${capital.join(',')}: seat ${winner} takes the coral shard`, () => {
        let s = night();
        s.capital = capital.slice();
        addKin(s, 0, GATES, true); // 2
        addKin(s, 2, GATES); // 1
        addKin(s, 2, GATES); // 2
        s = runTask(s, task('sectorScoring', -1, { sector: GATES }));
        expect([0, 1, 2].map((seat) => poolOfSeat(s, seat).coral)).toEqual([0, 1, 2].map((seat) => (seat === winner ? 1 : 0)));
        expect(s.players.map((p) => p.fp)).toEqual([4, 0, 4]);
      });
    }
  });
});

describe('THE PHOENIX PALACE at night: "Each player gains 1 FP for each kin they have placed in the Palace and 1 moon shard of their choice. The player with the most influence also gets the 1st player token."', () => {
  it('1 FP per kin, one shard of each player\'s choice, and the first-player token to the strongest', () => {
    let s = night();
    s.firstPlayer = 0;
    addKin(s, 1, 'palace');
    addKin(s, 2, 'palace');
    addKin(s, 2, 'palace');
    s = runTask(s, task('palaceScoring', -1));
    expect(s.players.map((p) => p.fp)).toEqual([0, 1, 2]);
    expect(s.firstPlayer).toBe(2);
    expect(currentDecision(s)).toMatchObject({ seat: 1, kind: 'gainShard' });
    s = choose(s, { t: 'shard', shard: 'jade' });
    expect(currentDecision(s)).toMatchObject({ seat: 2, kind: 'gainShard' });
    s = choose(s, { t: 'shard', shard: 'coral' });
    expect(decisionKind(s)).toBeNull();
    expect([shards(s, 0), shards(s, 1), shards(s, 2)]).toEqual([
      { coral: 0, jade: 0, agate: 0 },
      { coral: 0, jade: 1, agate: 0 },
      { coral: 1, jade: 0, agate: 0 },
    ]);
  });

  it('a tie for the palace goes to the higher herald on the capital track', () => {
    let s = night();
    s.firstPlayer = 0;
    s.capital = [0, 2, 1];
    addKin(s, 1, 'palace');
    addKin(s, 2, 'palace');
    s = settle(runTask(s, task('palaceScoring', -1)));
    expect(s.firstPlayer).toBe(2);
  });

  it('with nobody in the palace the first-player token stays where it is', () => {
    const s0 = night();
    s0.firstPlayer = 1;
    const s = runTask(s0, task('palaceScoring', -1));
    expect(s.firstPlayer).toBe(1);
    expect(s.players.map((p) => p.fp)).toEqual([0, 0, 0]);
  });
});

describe('a whole night', () => {
  it('scores every sector and the palace, then dawn starts round 2 with the new first player', () => {
    let s = night();
    s.round = 1;
    s.capital = [0, 1, 2];
    s.firstPlayer = 0;
    addKin(s, 0, GATES, true); // Gates: seat 0 (2) vs seat 1 (1)
    addKin(s, 1, GATES);
    addKin(s, 0, RIM); // Rim: seat 0 (1) vs seat 1 (2)
    addKin(s, 1, RIM);
    addKin(s, 1, RIM);
    addKin(s, 2, SHRINE); // Shrine: seat 2 alone
    addKin(s, 2, 'palace'); // Palace: seat 2 with 2 kin
    addKin(s, 2, 'palace');
    s = runTask(s, task('night', -1));
    // Decisions in scoring order: the Shrine's resource (seat 2), then the palace shard (seat 2).
    expect(currentDecision(s)).toMatchObject({ seat: 2, kind: 'gainResource' });
    s = choose(s, { t: 'res', res: 'lantern' });
    expect(currentDecision(s)).toMatchObject({ seat: 2, kind: 'gainShard' });
    s = choose(s, { t: 'shard', shard: 'agate' });
    expect(s.players.map((p) => p.fp)).toEqual([4, 4, 2]);
    expect([0, 1, 2].map((seat) => poolOfSeat(s, seat).scroll)).toEqual([6, 6, 5]);
    expect(poolOfSeat(s, 2).lantern).toBe(6);
    expect([shards(s, 0), shards(s, 1), shards(s, 2)]).toEqual([
      { coral: 1, jade: 0, agate: 0 },
      { coral: 0, jade: 1, agate: 0 },
      { coral: 0, jade: 1, agate: 1 },
    ]);
    expect(s.firstPlayer).toBe(2);
    expect(s.round).toBe(2);
    expect(s.phase).toBe('day');
    expect(currentDecision(s)).toMatchObject({ seat: 2, kind: 'place' });
    expect(findKin(s, 2, 'apprentice', ['hand'])).toBeDefined();
  });
});


