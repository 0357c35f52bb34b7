import { describe, expect, it } from 'vitest';
import type { Side } from '../core/types.js';
import {
  BOARD_HALF_SIZE,
  bumpedSlotPosition,
  CARD_LENGTH,
  CARD_WIDTH,
  clanPilePosition,
  dot,
  eventDeckPosition,
  FAVOR_TRACK_INSET,
  firstPlayerTokenPosition,
  dealtCardPosition,
  DEALT_ROW_OUT,
  HAND_ROW_OUT,
  handSlotPosition,
  KIN_TILE_SIZE,
  PALACE_FLOOR_HEIGHT,
  PALACE_HALF_SIZE,
  palaceSeatSpotPosition,
  palaceSpotPosition,
  playerAreaPoint,
  POOL_KINDS,
  poolPilePosition,
  revelationDeckPosition,
  seatEye,
  seatOutward,
  seatRight,
  SECTOR_RING_OUTER_RADIUS,
  spareLevelPosition,
  sub,
  supplyPosition,
  TABLE_TOP_Y,
  villagePilePosition,
  type Vec3,
} from './index.js';

const SIDES: Side[] = [0, 1, 2, 3];

/** A piece as an axis-free disc on the table (radius covers its footprint). */
interface Disc {
  name: string;
  p: Vec3;
  r: number;
}
const disc = (name: string, p: Vec3, r: number): Disc => ({ name, p, r });
const flatDistance = (a: Vec3, b: Vec3) => Math.hypot(a.x - b.x, a.z - b.z);
const tileR = (KIN_TILE_SIZE / 2) * Math.SQRT2;

function noOverlap(items: Disc[]) {
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const [a, b] = [items[i]!, items[j]!];
      if (a.p.y !== b.p.y) continue;
      expect(flatDistance(a.p, b.p), `${a.name} / ${b.name}`).toBeGreaterThanOrEqual(a.r + b.r - 1e-9);
    }
  }
}

function sideArea(side: Side): Disc[] {
  const hand = Array.from({ length: 8 }, (_, i) => disc(`hand${side}.${i}`, handSlotPosition(side, i, 8), KIN_TILE_SIZE / 2));
  const bumped = Array.from({ length: 4 }, (_, i) => disc(`bumped${side}.${i}`, bumpedSlotPosition(side, i, 4), KIN_TILE_SIZE / 2));
  const pools = POOL_KINDS.map((k) => disc(`pool${side}.${k}`, poolPilePosition(side, k), 1.5));
  // An asymmetric start's dealt cards (their half width; their length runs toward the player, clear of the hand row).
  const dealt = Array.from({ length: 3 }, (_, i) => disc(`dealt${side}.${i}`, dealtCardPosition(side, i, 3), CARD_WIDTH / 2));
  return [...hand, ...bumped, ...pools, ...dealt, disc(`first${side}`, firstPlayerTokenPosition(side), 1.3)];
}

/** Is the disc wholly on the table outside the board? */
const offBoard = (d: Disc) => Math.max(Math.abs(d.p.x), Math.abs(d.p.z)) - d.r >= BOARD_HALF_SIZE - 1e-9;

describe('player areas', () => {
  it("a seat's right runs along its edge, to the right of a player facing the palace", () => {
    // Side 0 sits at +z looking toward -z: their right is +x.
    expect(seatRight(0)).toEqual({ x: 1, y: 0, z: 0 });
    for (const s of SIDES) {
      expect(dot(seatRight(s), seatOutward(s))).toBeCloseTo(0, 12);
      // The eye, the area point and the palace line up: the area is in front of the eye.
      const p = playerAreaPoint(s, 0, 5);
      expect(dot(sub(p, seatEye(s)), seatOutward(s))).toBeLessThan(0);
      expect(p.y).toBe(TABLE_TOP_Y);
    }
  });

  it('every piece of a side area lies on the table, off the board, in front of its own side', () => {
    for (const s of SIDES) {
      for (const d of sideArea(s)) {
        expect(offBoard(d), d.name).toBe(true);
        expect(d.p.y).toBe(TABLE_TOP_Y);
        // Nearer its own side than any other side.
        const mine = dot(d.p, seatOutward(s));
        for (const o of SIDES) if (o !== s) expect(mine, d.name).toBeGreaterThan(dot(d.p, seatOutward(o)));
      }
    }
  });

  it("an asymmetric start's dealt cards lie lengthwise clear of the hand row", () => {
    expect(DEALT_ROW_OUT - CARD_LENGTH / 2).toBeGreaterThan(HAND_ROW_OUT + KIN_TILE_SIZE / 2);
  });

  it('nothing overlaps inside a side area, nor between side areas', () => {
    noOverlap(SIDES.flatMap(sideArea));
  });

  it('the hand runs left to right as its player sees it', () => {
    for (const s of SIDES) {
      const a = handSlotPosition(s, 0, 5);
      const b = handSlotPosition(s, 4, 5);
      expect(dot(sub(b, a), seatRight(s))).toBeGreaterThan(0);
      expect(dot(handSlotPosition(s, 2, 5), seatRight(s))).toBeCloseTo(0, 9);
    }
  });

  it('rejects bad indices', () => {
    expect(() => handSlotPosition(0, 3, 3)).toThrow(RangeError);
    expect(() => bumpedSlotPosition(0, -1, 2)).toThrow(RangeError);
    expect(() => poolPilePosition(0, 'gold' as never)).toThrow(RangeError);
    expect(() => playerAreaPoint(4 as Side, 0, 0)).toThrow(RangeError);
  });
});

describe('board corners and table corners', () => {
  const cardR = Math.hypot(CARD_WIDTH, CARD_LENGTH) / 2;
  const corners = [
    ...POOL_KINDS.map((k) => disc(`supply.${k}`, supplyPosition(k), 1.4)),
    disc('eventDeck', eventDeckPosition(), cardR * 0.8),
    disc('revelationDeck', revelationDeckPosition(), cardR * 0.8),
  ];

  it('the supply and the decks lie on the board between the ring and the favor track', () => {
    const trackInner = BOARD_HALF_SIZE - FAVOR_TRACK_INSET - 1.3;
    for (const d of corners) {
      expect(d.p.y, d.name).toBe(0);
      expect(Math.hypot(d.p.x, d.p.z) - d.r, d.name).toBeGreaterThan(SECTOR_RING_OUTER_RADIUS);
      expect(Math.max(Math.abs(d.p.x), Math.abs(d.p.z)), d.name).toBeLessThan(trackInner);
    }
    noOverlap(corners);
  });

  it('the decks fit as cards: every corner of an axis-aligned card stays off the ring and inside the track', () => {
    const trackInner = BOARD_HALF_SIZE - FAVOR_TRACK_INSET - 1.3;
    for (const p of [eventDeckPosition(), revelationDeckPosition()]) {
      for (const [dx, dz] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
        const c = { x: p.x + (dx * CARD_WIDTH) / 2, z: p.z + (dz * CARD_LENGTH) / 2 };
        expect(Math.hypot(c.x, c.z)).toBeGreaterThan(SECTOR_RING_OUTER_RADIUS);
        expect(Math.max(Math.abs(c.x), Math.abs(c.z))).toBeLessThan(trackInner);
      }
    }
  });

  it('resources share one corner and moon shards the opposite one', () => {
    const coin = supplyPosition('coin');
    const coral = supplyPosition('coral');
    expect(flatDistance(coin, supplyPosition('lantern'))).toBeLessThan(6);
    expect(flatDistance(coral, supplyPosition('agate'))).toBeLessThan(6);
    expect(coin.x * coral.x).toBeLessThan(0);
    expect(coin.z * coral.z).toBeLessThan(0);
  });

  it('the piles and the spare levels stand on the table beyond the board, clear of every side area', () => {
    const levelR = PALACE_HALF_SIZE * Math.SQRT2;
    const table = [
      disc('villagePile', villagePilePosition(), 2.2),
      ...[0, 1, 2, 3].map((i) => disc(`clanPile${i}`, clanPilePosition(i, 4), tileR)),
      disc('spareLevels', spareLevelPosition(2), levelR),
    ];
    for (const d of table) {
      expect(offBoard(d), d.name).toBe(true);
      expect(Math.abs(d.p.x) - d.r, d.name).toBeGreaterThan(BOARD_HALF_SIZE);
      expect(Math.abs(d.p.z) - d.r, d.name).toBeGreaterThan(BOARD_HALF_SIZE);
    }
    noOverlap([...table, ...SIDES.flatMap(sideArea)]);
    // Side areas reach at most 10 units past the edge, 28 along it: the corner items clear that box.
    for (const d of table) {
      for (const s of SIDES) {
        const along = Math.abs(dot(d.p, seatRight(s)));
        const out = dot(d.p, seatOutward(s)) - BOARD_HALF_SIZE;
        expect(along - d.r > 28 || out - d.r > 10 || out + d.r < 0, `${d.name} / side ${s}`).toBe(true);
      }
    }
    expect(spareLevelPosition(3).y - spareLevelPosition(2).y).toBe(PALACE_FLOOR_HEIGHT);
  });
});

describe('standard palace spots', () => {
  it("seat i's coloured spot is where ward i is, turning with the rotating board", () => {
    for (let r = 0; r < 6; r++) {
      for (let seat = 0; seat < 4; seat++) expect(palaceSeatSpotPosition(seat, r)).toEqual(palaceSpotPosition(`ward${seat as 0}`, r));
    }
    expect(() => palaceSeatSpotPosition(4, 0)).toThrow(RangeError);
  });
});
