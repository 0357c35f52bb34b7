// DRAGON RULES: the dragon sits on a nighttime moon between two sectors (moon m
// lies between sector m and m+1, so moon 0 is between the Gates and the Capital).
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import type { GameState, Sector } from '../core/types.js';
import { applyAction } from '../index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, handIds, newGame, place, placeKinAt, poolOfSeat, putKin, runTask, setHand, settle,
  spot, startTurn,
} from '../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, CLANHOUSE = 5;

function dragonGame(players = 3, moon = 0): GameState {
  const s = copy(newGame(players, 91, { dragon: true }));
  clearBoard(s);
  s.dragon = moon;
  return s;
}

describe('setup: "Place the dragon miniature on the moon icon ... between the Gates and the Capital sectors."', () => {
  it('starts on moon 0 with the dragon rules, and is absent without them', () => {
    expect(newGame(3, 1, { dragon: true }).dragon).toBe(0);
    expect(newGame(3, 1).dragon).toBe(-1);
  });
});

describe('"Whenever a player places a kin, cloaked or unveiled, on one of the Dragon sectors, first they perform the kin\'s ability, followed by the daytime sector\'s effect, as usual. Then, the player must move the Dragon to a nighttime moon adjacent to the one where it is currently located."', () => {
  it('ability, then daytime effect, then the player moves the dragon to one of the two neighbouring moons of their choice', () => {
    const s0 = dragonGame();
    setHand(s0, 0, ['fighter']);
    const target = placeKinAt(s0, 1, 'apprentice', spot(GATES, 1));
    let s = startTurn(s0, 0);
    s = place(s, handIds(s, 0)[0]!, spot(GATES, 0));
    expect(decisionKind(s)).toBe('ability');
    s = choose(s, { t: 'kin', kin: target.id });
    expect(decisionKind(s)).toBe('offerDaytime');
    s = choose(s, { t: 'option', option: 'perform' });
    expect(decisionKind(s)).toBe('discardEvent');
    s = choose(s, { t: 'pass' });
    expect(decisionKind(s)).toBe('moveDragon');
    expect(actionsOf(s)).toEqual([{ t: 'slot', slot: 5 }, { t: 'slot', slot: 1 }]);
    expect(choose(s, { t: 'slot', slot: 5 }).dragon).toBe(5);
    const moved = choose(s, { t: 'slot', slot: 1 });
    expect(moved.dragon).toBe(1);
    expect(decisionKind(moved)).toBeNull(); // the turn is over
  });

  it('the dragon must move: there is no pass', () => {
    const s0 = dragonGame(3, 2); // between the Rim and the Shrine
    setHand(s0, 0, ['apprentice']);
    let s = startTurn(s0, 0);
    s = place(s, handIds(s, 0)[0]!, spot(SHRINE, 0), true);
    while (decisionKind(s) !== 'moveDragon') s = applyAction(s, actionsOf(s).find((o) => o.t === 'pass') ?? actionsOf(s)[0]!);
    expect(actionsOf(s)).toEqual([{ t: 'slot', slot: 1 }, { t: 'slot', slot: 3 }]);
  });

  it('a cloaked kin moves the dragon too; placing elsewhere or in the palace does not', () => {
    for (const [at, moves] of [[spot(CAPITAL, 0), true], [spot(CLANHOUSE, 0), false], ['palace', false]] as const) {
      const s0 = dragonGame();
      setHand(s0, 0, ['apprentice']);
      let s = startTurn(s0, 0);
      s = at === 'palace' ? applyAction(s, { t: 'place', kin: handIds(s, 0)[0]!, spot: at }) : place(s, handIds(s, 0)[0]!, at, true);
      let asked = false;
      s = settle(s, (x, opts) => {
        if (decisionKind(x) === 'moveDragon') asked = true;
        return opts.find((o) => o.t === 'pass') ?? opts[0]!;
      });
      expect(asked).toBe(moves);
      expect(s.dragon === 0).toBe(!moves);
    }
  });
});

describe('NIGHTTIME: "count the total influence (of all players combined) of the kin in both Dragon sectors and compare it with its influence: 2 players: 7, 3 players: 7, 4 players: 8."', () => {
  /** Kin of `seat` into `sector` (next free spot). */
  const add = (s: GameState, seat: number, sector: number, cloaked: boolean) => {
    const k = s.kin.find((x) => x.seat === seat && (x.loc === 'hand' || x.loc === 'pile' || x.loc === 'box'))!;
    return putKin(s, k, spot(sector, s.board[sector]!.indexOf(-1)), cloaked);
  };
  const scoreSectors = (s: GameState, sectors: Sector[]) => sectors.reduce((x, sector) => settle(runTask(x, task('sectorScoring', -1, { sector }))), s);

  it('at the dragon\'s influence: each player in one dragon sector gets 1 extra shard, in both 2, of the sectors\' colours; then the normal rewards', () => {
    // Moon 1: the Capital (coral) and the Rim (jade). Total 2 + 2 + 1 + 2 = 7 for 3 players.
    const s0 = dragonGame(3, 1);
    add(s0, 0, CAPITAL, true); // seat 0: Capital only, influence 2
    add(s0, 1, CAPITAL, true); // seat 1: both sectors
    add(s0, 1, RIM, false);
    add(s0, 2, RIM, true); // seat 2: Rim only
    const s = scoreSectors(s0, [CAPITAL, RIM]);
    // Dragon: seat 0 coral; seat 1 coral + jade; seat 2 jade.
    // Capital: seats 0 and 1 tie at 2, capital track 0,1,2 -> seat 0 coral; both 2 FP.
    // Rim: seat 2 (2) beats seat 1 (1) -> seat 2 jade; both 1 scroll.
    const shards = (seat: number) => [poolOfSeat(s, seat).coral, poolOfSeat(s, seat).jade, poolOfSeat(s, seat).agate];
    expect(shards(0)).toEqual([2, 0, 0]);
    expect(shards(1)).toEqual([1, 1, 0]);
    expect(shards(2)).toEqual([0, 2, 0]);
    expect(s.players.map((p) => p.fp)).toEqual([2, 2, 0]);
    expect(s.dragon).toBe(1); // "the dragon will not move"
  });

  it('"If the total influence ... is lower than the Dragon influence, the nighttime rewards of the 2 sectors are not scored; neither resources nor moon shards are gained."', () => {
    const s0 = dragonGame(3, 1);
    add(s0, 0, CAPITAL, true);
    add(s0, 1, CAPITAL, true);
    add(s0, 2, RIM, true); // 6 < 7
    add(s0, 2, SHRINE, true); // the Shrine is not a dragon sector: scored normally
    const s = scoreSectors(s0, [CAPITAL, RIM, SHRINE]);
    expect(s.players.map((p) => p.fp)).toEqual([0, 0, 0]);
    expect([0, 1].map((seat) => poolOfSeat(s, seat).coral)).toEqual([0, 0]);
    expect(poolOfSeat(s, 2).jade).toBe(1); // the Shrine's majority
    expect(poolOfSeat(s, 2).scroll).toBe(s0.pools[2]!.scroll); // no Rim scroll
  });

  it('the thresholds: 7 with 2 and 3 players, 8 with 4', () => {
    for (const [players, threshold] of [[2, 7], [3, 7], [4, 8]] as const) {
      for (const total of [threshold - 1, threshold]) {
        const s0 = dragonGame(players, 0);
        // seat 0 cloaked kin in the Gates and the Capital, topped up with one unveiled kin when odd.
        let left = total;
        let sector = GATES;
        while (left >= 2) {
          add(s0, 0, sector, true);
          left -= 2;
          sector = sector === GATES ? CAPITAL : GATES;
        }
        if (left) add(s0, 1, CAPITAL, false);
        const s = scoreSectors(s0, [GATES, CAPITAL]);
        const scored = s.players[0]!.fp > 0;
        expect({ players, total, scored }).toEqual({ players, total, scored: total >= threshold });
      }
    }
  });

  it('on the moon between the Clanhouse and the Gates the extra shards are given once (agate and coral for a player in both)', () => {
    const s0 = dragonGame(3, 5);
    for (let i = 0; i < 2; i++) add(s0, 0, CLANHOUSE, true);
    for (let i = 0; i < 2; i++) add(s0, 0, GATES, true); // 8 >= 7
    const s = scoreSectors(s0, [GATES, 1, 2, 3, 4, CLANHOUSE]);
    // Dragon: coral + agate. Majorities: Gates coral, Clanhouse agate.
    expect([poolOfSeat(s, 0).coral, poolOfSeat(s, 0).agate]).toEqual([2, 2]);
  });
});
