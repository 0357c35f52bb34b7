// The layout against real games: the test may build games with the engine
// (the renderer itself only ever receives views).
/* eslint-disable no-restricted-imports -- the test drives real games to lay them out */
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../engine/config.js';
import { applyAction, createGame, isGameOver, legalActions, view } from '../../../engine/index.js';
import type { GameState } from '../../../engine/core/types.js';
import {
  BOARD_HALF_SIZE,
  dot,
  HAND_ROW_OUT,
  KIN_TILE_THICKNESS,
  palaceSpotFrame,
  seatOutward,
  sectorSpotPosition,
  TABLE_TOP_Y,
  type Vec3,
} from '../../../engine/geometry/index.js';
import { layoutTable, parseSectorSpot, pileOffsets, spotFrame } from './layout.js';

/** A small deterministic generator for picking moves. */
function picker(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

function play(s: GameState, moves: number, seed: number): GameState {
  const pick = picker(seed);
  for (let i = 0; i < moves && !isGameOver(s); i++) {
    const acts = legalActions(s);
    s = applyAction(s, acts[pick(acts.length)]!);
  }
  return s;
}

const same = (a: Vec3, b: Vec3) => Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9 && Math.abs(a.z - b.z) < 1e-9;

describe('layoutTable', () => {
  const games: [string, GameState][] = [];
  for (const [name, opts] of [
    ['standard 2p', { players: 2 }],
    ['standard 4p dragon', { players: 4, dragon: true }],
    ['palace alt 4p', { players: 4, palaceAlt: true }],
    ['palace alt 3p sides 0,2,3', { players: 3, palaceAlt: true, sides: [0, 2, 3] as const }],
  ] as const) {
    const start = createGame(makeConfig({ ...opts, sides: 'sides' in opts ? [...opts.sides] : undefined }), 7);
    for (const moves of [0, 25, 60, 140]) games.push([`${name} after ${moves} moves`, play(start, moves, moves + 3)]);
  }

  it.each(games)('%s: every visible kin sits where the geometry says, and no two share a place', (_name, s) => {
    const v = view(s, 0);
    const l = layoutTable(v);
    const byId = new Map(l.kin.map((k) => [k.id, k]));
    for (const k of v.kin) {
      const p = byId.get(k.id);
      if (k.loc === 'secret' || k.loc === 'box') {
        expect(p, `kin ${k.id} (${k.loc})`).toBeUndefined();
        continue;
      }
      if (k.loc === 'pile') continue; // only the top of each pile is drawn
      expect(p, `kin ${k.id} (${k.loc})`).toBeDefined();
      const side = v.players[k.seat]!.side;
      switch (k.loc) {
        case 'board': {
          const [sector, i] = parseSectorSpot(k.at)!;
          expect(same(p!.position, sectorSpotPosition(sector, i, v.board[sector]!.length))).toBe(true);
          expect(p!.faceDown).toBe(k.cloaked);
          break;
        }
        case 'palace':
          if (k.at !== 'palace') expect(same(p!.position, palaceSpotFrame(k.at, v.palace.rotation).position)).toBe(true);
          expect(p!.faceDown).toBe(false);
          break;
        case 'hand':
        case 'bumped':
          // In front of the owner's side, on the table, off the board.
          expect(p!.position.y).toBe(TABLE_TOP_Y);
          expect(dot(p!.position, seatOutward(side))).toBeGreaterThan(BOARD_HALF_SIZE);
          expect(p!.faceDown).toBe(k.loc === 'bumped');
          break;
        case 'clanhouse':
          expect(p!.place).toBe(`clanhouse:${v.clanhouse.indexOf(k.id)}`);
          break;
      }
    }
    const drawn = l.kin.filter((k) => !k.place.startsWith('pile:'));
    for (let i = 0; i < drawn.length; i++) {
      for (let j = i + 1; j < drawn.length; j++) {
        expect(same(drawn[i]!.position, drawn[j]!.position), `kin ${drawn[i]!.id} / ${drawn[j]!.id}`).toBe(false);
      }
    }
  });

  it.each(games)('%s: tokens, cards, villages and piles', (_name, s) => {
    const v = view(s, 0);
    const l = layoutTable(v);
    expect(l.favor).toHaveLength(v.players.length);
    expect(l.heralds.map((h) => h.seat)).toEqual(v.capital);
    expect(l.pioneers).toHaveLength(v.players.length);
    expect(l.cards.filter((c) => c.kind === 'event').map((c) => c.id)).toEqual(v.events.foreseen.filter((id) => id >= 0));
    expect(l.cards.filter((c) => c.kind === 'revelation').map((c) => c.id)).toEqual(v.revelations.slots.filter((id) => id >= 0));
    // The shrine's site is always shown; other sites only once built.
    expect(l.villages.at(-1)!.site).toBe(v.villages.sites.length - 1);
    expect(l.villages.filter((x) => x.built).length).toBe(v.villages.sites.filter((id) => id >= 0).length);
    expect(l.firstPlayer?.seat).toBe(v.firstPlayer);
    expect(l.palace.highlighted).toEqual([0, 1, 2].map((i) => (v.palace.rotation + i) % 6));
    const total = (kind: string) => l.pools.filter((p) => p.kind === kind).reduce((n, p) => n + p.count, 0);
    expect(total('coin')).toBe(v.pools.reduce((n, p) => n + p.coin, 0));
  });

  it('stacks standard palace kin of one seat on its coloured spot', () => {
    const v = view(createGame(makeConfig({ players: 2 }), 1), 0);
    const k0 = v.kin.find((k) => k.seat === 0 && k.loc === 'hand')!;
    const k1 = v.kin.find((k) => k.seat === 0 && k.loc === 'hand' && k.id !== k0.id)!;
    for (const k of [k0, k1]) Object.assign(k, { loc: 'palace', at: 'palace' });
    const l = layoutTable(v);
    const [a, b] = [l.kin.find((k) => k.id === k0.id)!, l.kin.find((k) => k.id === k1.id)!];
    expect(b.position.y - a.position.y).toBeCloseTo(KIN_TILE_THICKNESS, 9);
    expect(same(spotFrame(v, 'palace', 0)!.position, a.position)).toBe(true);
  });

  it('battlement tiles stand against their wall, text up', () => {
    const v = view(createGame(makeConfig({ players: 4, palaceAlt: true }), 1), 0);
    const f = spotFrame(v, 'battlement1')!;
    expect(f.normal.y).toBe(0);
    expect(f.ahead).toEqual({ x: 0, y: 1, z: 0 });
    expect(spotFrame(v, 's9.9')).toBeNull();
  });

  it('piles: coins stack in columns, every item has a place', () => {
    const coins = pileOffsets('coin', 12);
    expect(coins).toHaveLength(12);
    expect(coins[4]!.y).toBeGreaterThan(coins[0]!.y);
    expect(coins[5]!.y).toBe(0);
    expect(pileOffsets('jade', 9)).toHaveLength(9);
  });
});

describe('an asymmetric start: the cards dealt to the viewer lie before its seat, for its eyes only', () => {
  type Asym = { dealt: number[] }[];
  const start = createGame(makeConfig({ players: 3, asymmetric: true }), 5);

  it('each seat sees, face up on the table in front of its own side, exactly the cards it was dealt', () => {
    const dealt = (start.asym as Asym).map((a) => a.dealt);
    for (let seat = 0; seat < 3; seat++) {
      const cards = layoutTable(view(start, seat)).cards.filter((c) => c.kind === 'revelation');
      expect(cards.every((c) => c.dealt)).toBe(true);
      expect(cards.map((c) => c.id)).toEqual(dealt[seat]);
      const side = start.players[seat]!.side;
      for (const c of cards) {
        // Off the board, on the table, toward this seat's edge and nearer the seat than its hand.
        expect(c.position.y).toBe(TABLE_TOP_Y);
        expect(dot(c.position, seatOutward(side))).toBeGreaterThan(BOARD_HALF_SIZE + HAND_ROW_OUT);
      }
      // Nobody else's: the other seats' dealt cards are not laid out for this seat.
      for (const other of [0, 1, 2].filter((x) => x !== seat)) for (const id of dealt[other]!) expect(cards.map((c) => c.id)).not.toContain(id);
    }
  });

  it('once the purchases are revealed, the Springs hold the display and no dealt card is laid out', () => {
    let s = start;
    while (!s.asymRevealed) s = applyAction(s, legalActions(s)[0]!);
    const cards = layoutTable(view(s, 0)).cards.filter((c) => c.kind === 'revelation');
    expect(cards.some((c) => c.dealt)).toBe(false);
    expect(cards.map((c) => c.id)).toEqual(s.revelations.slots.filter((id) => id >= 0));
  });
});
