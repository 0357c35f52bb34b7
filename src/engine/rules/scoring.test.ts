// END OF THE GAME: favor points, moon-shard sets, resources, tie-breaks; and
// the TEAM VS TEAM mode's shared pools and faction scoring.
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import type { GameState, Pool } from '../core/types.js';
import { REVELATIONS } from '../content/index.js';
import { finalScores, moonShardPoints } from '../index.js';
import { resourcePoints } from './scoring.js';
import { choose, clearBoard, copy, newGame, placeKinAt, poolOfSeat, runTask, spot, startTurn } from '../test-support.js';

const sh = (coral: number, jade: number, agate: number) => ({ coral, jade, agate });

describe('moon shards: "3 of the same color: 9 FPs. 3 of different color: 6 FPs. Each moon shard left unmatched: 1 FP. Each moon shard can only be used in 1 set."', () => {
  const cases: [string, ReturnType<typeof sh>, number, number][] = [
    ['no shards', sh(0, 0, 0), 0, 0],
    ['one shard, unmatched', sh(1, 0, 0), 0, 1],
    ['two of a colour and one other: no set, 3 singles', sh(2, 1, 0), 0, 3],
    ['three of one colour: a 9-point set', sh(3, 0, 0), 0, 9],
    ['one of each colour: a 6-point set', sh(1, 1, 1), 0, 6],
    ['six of one colour: two same-colour sets', sh(6, 0, 0), 0, 18],
    ['3/3/3: three same-colour sets (27) beat three mixed sets (18)', sh(3, 3, 3), 0, 27],
    ['2/2/2: two mixed sets (12) beat singles (6)', sh(2, 2, 2), 0, 12],
    ['4/1/1: a same-colour set and a mixed set (9 + 6)', sh(4, 1, 1), 0, 15],
    ['3/1/1: the 9-point set plus 2 singles; a coral cannot also serve in a mixed set', sh(3, 1, 1), 0, 11],
    ['4/4/1: one mixed set then two same-colour sets (6 + 9 + 9) beats 9 + 9 + 3 singles', sh(4, 4, 1), 0, 24],
    ['5/2/2: two mixed sets and a same-colour set (12 + 9)', sh(5, 2, 2), 0, 21],
  ];
  for (const [name, shards, wild, points] of cases) it(`${name} = ${points}`, () => expect(moonShardPoints(shards, wild)).toBe(points));

  describe('"The first player token is worth a moon shard of any 1 color"', () => {
    const wilds: [string, ReturnType<typeof sh>, number][] = [
      ['alone: 1 point', sh(0, 0, 0), 1],
      ['completes two of a colour into a 9-point set', sh(2, 0, 0), 9],
      ['completes a mixed set', sh(1, 1, 0), 6],
      ['takes the colour worth most: 3/3/2 + token = 27', sh(3, 3, 2), 27],
      ['2/2/0 + token: completes a same-colour set (9 + 2 singles = 11), better than a mixed set (6 + 2)', sh(2, 2, 0), 11],
    ];
    for (const [name, shards, points] of wilds) it(`${name}`, () => expect(moonShardPoints(shards, 1)).toBe(points));
  });
});

describe('"For each set of 3 resources (even of different kinds): 3 FPs."', () => {
  it('mixed kinds count together; leftovers score nothing', () => {
    expect(resourcePoints(1, 1, 1)).toBe(3);
    expect(resourcePoints(2, 0, 0)).toBe(0);
    expect(resourcePoints(4, 3, 1)).toBe(6);
    expect(resourcePoints(0, 0, 9)).toBe(9);
  });
});

/** A finished standard game with the given favor and pools. */
function finished(players: number, fp: number[], pools: Partial<Pool>[], options: Parameters<typeof newGame>[2] = {}): GameState {
  const s = copy(newGame(players, 81, options));
  s.players.forEach((p, i) => (p.fp = fp[i] ?? 0));
  s.pools = s.pools.map((_, i) => ({ coin: 0, scroll: 0, lantern: 0, coral: 0, jade: 0, agate: 0, ...pools[i] }));
  s.stack = [];
  s.phase = 'end';
  return s;
}

describe('final scoring (standard game)', () => {
  it('total = favor + moon-shard sets + resource sets, per player', () => {
    const s = finished(3, [20, 15, 10], [{ coral: 3, coin: 4 }, { coral: 1, jade: 1, agate: 1, scroll: 3, lantern: 3 }, { jade: 2, coin: 2 }]);
    s.firstPlayer = 1;
    const sc = finalScores(s);
    // seat 0: 20 + 9 + 3; seat 1: 15 + (6 + token single 1) + 6; seat 2: 10 + 2 + 0
    expect(sc.seats.map((l) => [l.favor, l.shards, l.resources, l.total])).toEqual([
      [20, 9, 3, 32],
      [15, 7, 6, 28],
      [10, 2, 0, 12],
    ]);
    expect(sc.winner.seats).toEqual([0]);
    expect(sc.seats.map((l) => l.rank)).toEqual([1, 2, 3]);
  });

  it('only the holder of the first player token gets its extra shard', () => {
    const s = finished(2, [0, 0], [{ coral: 2 }, { coral: 2 }]);
    s.firstPlayer = 1;
    expect(finalScores(s).seats.map((l) => l.shards)).toEqual([2, 9]);
  });

  it('"On a tie, refer to the Capital sector: the player with the higher rank on the capital track wins the game."', () => {
    const s = finished(3, [10, 10, 5], [{}, {}, {}]);
    s.firstPlayer = 2; // the token's shard: seat 2 has 6
    s.capital = [2, 1, 0];
    const sc = finalScores(s);
    expect(sc.winner.seats).toEqual([1]);
    expect(sc.seats.map((l) => l.rank)).toEqual([2, 1, 3]);
    expect(sc.tieBreak).toBeTruthy();
    s.capital = [0, 2, 1];
    expect(finalScores(s).winner.seats).toEqual([0]);
  });
});

describe('TEAM VS TEAM', () => {
  const team = (seed = 82) => newGame(4, seed, { mode: 'team' });

  it('"The player with the first player token teams up with the player to their right" (the last in clockwise order)', () => {
    const s = team();
    expect(s.firstPlayer).toBe(0);
    expect(s.players.map((p) => p.faction)).toEqual([0, 1, 1, 0]);
  });

  it('"Each faction receives 8 coins, 6 scrolls and 4 lanterns", shared by the allies', () => {
    const s = team();
    expect(s.pools).toHaveLength(2);
    for (const p of s.pools) expect(p).toEqual({ coin: 8, scroll: 6, lantern: 4, coral: 0, jade: 0, agate: 0 });
    expect(s.players[0]!.pool).toBe(s.players[3]!.pool);
    expect(s.players[1]!.pool).toBe(s.players[2]!.pool);
    expect(s.players[0]!.pool).not.toBe(s.players[1]!.pool);
  });

  it('"Players of the same faction share their resources": what one ally spends, the other no longer has', () => {
    let s = startTurn(copy(team()), 0);
    const k = s.kin.find((x) => x.seat === 0 && x.loc === 'hand')!;
    s = choose(s, { t: 'place', kin: k.id, spot: spot(0, 0) });
    s = choose(s, { t: 'cloak', cloaked: true });
    expect(poolOfSeat(s, 3).coin).toBe(7);
    expect(poolOfSeat(s, 1).coin).toBe(8);
  });

  it('"On a tie, use the Capital track to break the tie, even if the 2 players are allied": allies tied in the palace', () => {
    for (const [capital, holder] of [[[3, 1, 2, 0], 3], [[0, 1, 2, 3], 0]] as const) {
      const s0 = copy(team());
      clearBoard(s0);
      s0.firstPlayer = 1;
      s0.capital = capital.slice();
      placeKinAt(s0, 0, 'apprentice', 'palace');
      placeKinAt(s0, 3, 'apprentice', 'palace');
      const s = runTask(s0, task('palaceScoring', -1));
      expect(s.firstPlayer).toBe(holder);
      // Favor is not shared: each ally scores its own palace kin.
      expect(s.players.map((p) => p.fp)).toEqual([1, 0, 0, 1]);
    }
  });

  it('"If a revelation card refers to \'all enemies\', the effect is resolved by the players of the opposing faction only"', () => {
    const SABOTEUR = REVELATIONS.find((r) => r.name === 'Saboteur')!.id; // pay 1 lantern: every enemy loses 1 coin
    let s = copy(team());
    clearBoard(s);
    s.players[0]!.revelations = [SABOTEUR];
    s.revelations.deck = s.revelations.deck.filter((id) => id !== SABOTEUR);
    s.revelations.slots = s.revelations.slots.map((id) => (id === SABOTEUR ? s.revelations.deck.pop()! : id));
    s = choose(startTurn(s, 0), { t: 'card', card: SABOTEUR });
    // Own faction: only the lantern paid; the other faction: each of its two players loses a coin from their shared pool.
    expect(poolOfSeat(s, 3)).toMatchObject({ coin: 8, lantern: 3 });
    expect(poolOfSeat(s, 1)).toMatchObject({ coin: 6, lantern: 4 });
  });

  function teamEnd(fp: number[], pools: Partial<Pool>[], first = 0): GameState {
    const s = finished(4, fp, pools, { mode: 'team' });
    s.pools = s.pools.slice(0, 2);
    s.firstPlayer = first;
    return s;
  }

  it('"Each faction removes the favor tokens of the ally that is furtherest along ... The player with the least FPs determines the base points of the whole team", then adds the shared shards and resources once', () => {
    const s = teamEnd([30, 12, 25, 18], [{ coral: 3, coin: 6 }, { jade: 1, agate: 1, coral: 1, scroll: 2 }], 2);
    const sc = finalScores(s);
    const f = (i: number) => sc.factions!.find((x) => x.faction === i)!;
    // faction 0 (seats 0, 3): base 18, shards 9, resources 6 = 33; faction 1 (seats 1, 2): base 12, shards 6 + token 1, resources 0 = 19
    expect([f(0).favor, f(0).shards, f(0).resources, f(0).total]).toEqual([18, 9, 6, 33]);
    expect([f(1).favor, f(1).shards, f(1).resources, f(1).total]).toEqual([12, 7, 0, 19]);
    expect(sc.winner.faction).toBe(0);
    expect(sc.winner.seats.sort()).toEqual([0, 3]);
  });

  it('"On a tie, the faction which has the first player token wins the game"', () => {
    // Faction 1 holds the token: 2 coral + token = a 9-point set; faction 0 has 2 single shards. 17 + 2 = 10 + 9.
    const s = teamEnd([17, 10, 12, 20], [{ coral: 2 }, { coral: 2 }], 1);
    const sc = finalScores(s);
    expect(sc.factions!.map((f) => f.total)).toEqual([19, 19]);
    expect(sc.winner.faction).toBe(1);
    expect(sc.tieBreak).toBeTruthy();
    // The token with faction 0 instead: 9 + 1 (token single) = 10 against 10.
    const t = teamEnd([9, 10, 12, 9], [{}, {}], 0);
    expect(finalScores(t).factions!.map((f) => f.total)).toEqual([10, 10]);
    expect(finalScores(t).winner.faction).toBe(0);
  });
});
