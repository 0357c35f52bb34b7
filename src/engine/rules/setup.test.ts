// SETUP, per the rulebook, for 2, 3 and 4 players.
import { describe, expect, it } from 'vitest';
import { CLANS } from '../core/types.js';
import { RulesError } from '../core/errors.js';
import { EVENTS, REVELATIONS, SECTOR_DEFS, VILLAGES } from '../content/index.js';
import { createGame, currentDecision, legalActions } from '../index.js';
import { makeConfig } from '../config.js';
import { newGame } from '../test-support.js';

const totalSpots = (players: number) => newGame(players).board.reduce((n, row) => n + row.length, 0);
const countByType = (types: string[]) => types.reduce<Record<string, number>>((m, t) => ((m[t] = (m[t] ?? 0) + 1), m), {});

describe('the board side', () => {
  it('"For 3-4 players, use the side with the most kin spots. For 2 players, use the other side."', () => {
    expect(totalSpots(3)).toBe(totalSpots(4));
    expect(totalSpots(2)).toBeLessThan(totalSpots(3));
    const s2 = newGame(2);
    const s3 = newGame(3);
    s2.board.forEach((row, sector) => expect(row.length).toBe(SECTOR_DEFS[sector]!.spots.small.length));
    s3.board.forEach((row, sector) => expect(row.length).toBe(SECTOR_DEFS[sector]!.spots.large.length));
    // Every spot starts empty.
    expect(s3.board.flat().every((id) => id === -1)).toBe(true);
  });

  it('the palace starts with its bottom level only, unturned ("secure the bottom piece ... set aside the other 2 levels")', () => {
    const s = newGame(3);
    expect(s.palace).toEqual({ rotation: 0, floors: 1 });
  });
});

describe('starting kin', () => {
  it('"2 players: Use a 6 kin set of 5 apprentices and 1 fighter", unveiled in hand', () => {
    const s = newGame(2);
    for (const seat of [0, 1]) {
      const hand = s.kin.filter((k) => k.seat === seat && k.loc === 'hand');
      expect(countByType(hand.map((k) => k.type))).toEqual({ apprentice: 5, fighter: 1 });
      expect(hand.every((k) => !k.cloaked && k.clan === s.players[seat]!.clan)).toBe(true);
    }
  });

  it('"3-4 players: Use a 5 kin set of 4 apprentices and 1 fighter. Return the unused apprentice to the box."', () => {
    for (const n of [3, 4]) {
      const s = newGame(n);
      for (let seat = 0; seat < n; seat++) {
        const mine = s.kin.filter((k) => k.seat === seat);
        expect(countByType(mine.filter((k) => k.loc === 'hand').map((k) => k.type))).toEqual({ apprentice: 4, fighter: 1 });
        const boxed = mine.filter((k) => k.loc === 'box');
        expect(boxed.map((k) => k.type)).toEqual(['apprentice']);
      }
    }
  });

  it('"Each player takes the remaining kin tiles of their clan, shuffles them facedown to form the clan pile"', () => {
    const s = newGame(4, 11);
    for (const p of s.players) {
      const rest = s.kin.filter((k) => k.seat === p.seat && (k.loc === 'pile' || k.loc === 'clanhouse'));
      // No starting-set types among the rest; one of each other type.
      expect(rest.some((k) => k.type === 'apprentice' || k.type === 'fighter')).toBe(false);
      expect(new Set(rest.map((k) => k.type)).size).toBe(rest.length);
      expect(p.pile.length).toBe(rest.length - 1); // one was revealed into the clanhouse
      expect(p.pile.every((id) => s.kin[id]!.loc === 'pile' && s.kin[id]!.seat === p.seat)).toBe(true);
    }
    // Shuffled: different seeds give different pile orders.
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => newGame(4, seed).players[0]!.pile.join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('resources, favor and the capital track', () => {
  it('"Each player then takes 3 scrolls, 2 lanterns, and 4 coins", no moon shards, favor on 0', () => {
    for (const n of [2, 3, 4]) {
      const s = newGame(n);
      expect(s.pools).toHaveLength(n);
      for (const p of s.players) {
        expect(s.pools[p.pool]).toEqual({ coin: 4, scroll: 3, lantern: 2, coral: 0, jade: 0, agate: 0 });
        expect(p.fp).toBe(0);
        expect(p.pioneer).toBe(0);
        expect(p.revelations).toEqual([]);
      }
    }
  });

  it('"The first player places their herald token on the first slot (I) ... then the second player ... the second slot (II)"', () => {
    expect(newGame(4).capital).toEqual([0, 1, 2, 3]);
    expect(newGame(2).capital).toEqual([0, 1]);
    expect(newGame(3).firstPlayer).toBe(0);
  });
});

describe('the clanhouse', () => {
  it('"In order of play, each player reveals the top kin of their clan\'s pile and places it in the first available slot ... starting from the lower cost slot"', () => {
    for (const n of [2, 3, 4]) {
      const s = newGame(n, 3);
      const row = s.clanhouse;
      for (let seat = 0; seat < n; seat++) {
        const k = s.kin[row[seat]!]!;
        expect(k.seat).toBe(seat);
        expect(k.loc).toBe('clanhouse');
      }
      expect(row.slice(n).every((id) => id === -1)).toBe(true);
    }
  });
});

describe('villages', () => {
  it('"look for the shrine tile and place it on the last site ... Shuffle the rest of the village tiles to form the village pile"', () => {
    const s = newGame(3, 4);
    const start = VILLAGES.find((v) => v.key === 'start')!.id;
    const shrine = VILLAGES.find((v) => v.key === 'shrine')!.id;
    const others = VILLAGES.filter((v) => v.key !== 'start' && v.key !== 'shrine').map((v) => v.id);
    expect([...s.villages.pile].sort((a, b) => a - b)).toEqual(others);
    expect(s.villages.pile).not.toContain(shrine);
    expect(s.villages.sites[0]).toBe(start);
    expect(s.villages.sites.slice(1).every((id) => id === -1)).toBe(true);
    expect(s.villages.shrineBuilt).toBe(false);
    const orders = new Set([1, 2, 3, 4].map((seed) => newGame(3, seed).villages.pile.join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('"Each player then places their pioneer token in the starting village area"', () => {
    expect(newGame(4).players.every((p) => p.pioneer === 0)).toBe(true);
  });

  it('"2 player game: Take the first tile of the village pile and place it onto the first empty site, next to the starting village"', () => {
    const s = newGame(2, 4);
    const three = newGame(3, 4);
    expect(s.villages.sites[1]).toBeGreaterThanOrEqual(0);
    expect(s.villages.pile).toHaveLength(three.villages.pile.length - 1);
    expect(s.villages.pile).not.toContain(s.villages.sites[1]);
    expect(s.villages.sites.slice(2).every((id) => id === -1)).toBe(true);
    expect(three.villages.sites[1]).toBe(-1);
  });
});

describe('events and revelations', () => {
  it('"Shuffle the event cards to form the event pile"; the first round\'s events are revealed into every foreseen slot', () => {
    const s = newGame(3, 6);
    expect(s.events.foreseen.every((id) => id >= 0)).toBe(true);
    expect(s.events.deck.length + s.events.foreseen.length).toBe(EVENTS.length);
    expect(s.events.discard).toEqual([]);
  });

  it('"Shuffle the revelation cards ... Then reveal the top three cards of the revelation pile"', () => {
    const s = newGame(3, 6);
    expect(s.revelations.slots).toHaveLength(3);
    expect(s.revelations.slots.every((id) => id >= 0)).toBe(true);
    expect(s.revelations.deck.length).toBe(REVELATIONS.length - 3);
    expect(new Set([...s.revelations.deck, ...s.revelations.slots]).size).toBe(REVELATIONS.length);
  });
});

describe('the first decision', () => {
  it('round 1 begins in daytime with the first player placing a kin', () => {
    for (const n of [2, 3, 4]) {
      const s = newGame(n);
      expect(s.round).toBe(1);
      expect(s.phase).toBe('day');
      expect(currentDecision(s)).toMatchObject({ seat: 0, kind: 'place' });
      expect(legalActions(s).length).toBeGreaterThan(0);
    }
  });

  it('the same config and seed give the same game', () => {
    expect(JSON.stringify(newGame(4, 'abc'))).toBe(JSON.stringify(newGame(4, 'abc')));
  });
});

describe('configurations the rules do not allow are refused with a RulesError', () => {
  const refuse = (f: () => unknown, code: string) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).code).toBe(code);
      return;
    }
    throw new Error('accepted');
  };
  it('fewer than 2 or more than 4 players', () => {
    refuse(() => createGame(makeConfig({ players: 1 }), 1), 'bad-players');
    refuse(() => createGame({ ...makeConfig({ players: 4 }), seats: [...makeConfig({ players: 4 }).seats, { clan: CLANS[0], controller: 'human' }] }, 1), 'bad-players');
  });
  it('two seats with the same clan', () => {
    refuse(() => createGame(makeConfig({ players: 2, clans: ['koi', 'koi'] }), 1), 'bad-clan');
  });
  it('team vs team with other than 4 players', () => {
    refuse(() => createGame(makeConfig({ players: 3, mode: 'team' }), 1), 'bad-players');
  });
});
