import { describe, expect, it } from 'vitest';
import type { Sector } from '../core/types.js';
import {
  BOARD_HALF_SIZE,
  bearingOf,
  capitalTrackPosition,
  CARD_LENGTH,
  CARD_WIDTH,
  clanhouseSlotPosition,
  eventSlotPosition,
  FAVOR_TRACK_SPACES,
  favorTrackPosition,
  KIN_TILE_SIZE,
  moonPosition,
  moonBearing,
  revelationSlotPosition,
  ROTATING_BOARD_RADIUS,
  SECTOR_ARC,
  SECTOR_RING_INNER_RADIUS,
  SECTOR_RING_OUTER_RADIUS,
  sectorAt,
  sectorSpotPosition,
  sectorStartBearing,
  villageSitePosition,
  type Vec3,
} from './index.js';

const SECTORS: Sector[] = [0, 1, 2, 3, 4, 5];
const TAU = 2 * Math.PI;

/** A piece on the ring as a polar box: radial and angular extent (angles at its inner edge, so generous). */
interface Item {
  name: string;
  p: Vec3;
  halfTangential: number;
  halfRadial: number;
}

const item = (name: string, p: Vec3, halfTangential: number, halfRadial: number): Item => ({ name, p, halfTangential, halfRadial });
const radius = (p: Vec3) => Math.hypot(p.x, p.z);
const angularHalf = (it: Item) => Math.asin(Math.min(1, it.halfTangential / (radius(it.p) - it.halfRadial)));
const angleBetween = (a: number, b: number) => {
  const d = Math.abs(a - b) % TAU;
  return Math.min(d, TAU - d);
};

function overlap(a: Item, b: Item): boolean {
  const radial = Math.abs(radius(a.p) - radius(b.p)) < a.halfRadial + b.halfRadial;
  const angular = angleBetween(bearingOf(a.p), bearingOf(b.p)) < angularHalf(a) + angularHalf(b);
  return radial && angular;
}

/** Is the item's whole angular span inside sector s? */
function insideSector(it: Item, s: Sector): boolean {
  const start = sectorStartBearing(s);
  const rel = (((bearingOf(it.p) - start) % TAU) + TAU) % TAU;
  return rel - angularHalf(it) >= -1e-9 && rel + angularHalf(it) <= SECTOR_ARC + 1e-9;
}

const tile = KIN_TILE_SIZE / 2;
const card = [CARD_WIDTH / 2, CARD_LENGTH / 2] as const;

// Counts as the game uses them (content/constants.ts and content/villages.ts), generous where they vary.
const spots = SECTORS.flatMap((s) => [0, 1, 2, 3].map((i) => item(`sector${s}.spot${i}`, sectorSpotPosition(s, i, 4), tile, tile)));
const events = [0, 1, 2].map((i) => item(`event${i}`, eventSlotPosition(i, 3), ...card));
const revelations = [0, 1, 2].map((i) => item(`revelation${i}`, revelationSlotPosition(i, 3), ...card));
const clanhouse = [0, 1, 2, 3, 4, 5].map((i) => item(`clanhouse${i}`, clanhouseSlotPosition(i, 6), tile, tile));
const capital = [0, 1, 2, 3].map((i) => item(`capital${i}`, capitalTrackPosition(i, 4), 1, 1));
const villages = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => item(`village${i}`, villageSitePosition(i, 8), 2, 2));
const moons = SECTORS.map((m) => item(`moon${m}`, moonPosition(m), 1.2, 1.2));
const RING_ITEMS = [...spots, ...events, ...revelations, ...clanhouse, ...capital, ...villages, ...moons];

describe('board layout', () => {
  it('everything on the ring stays on the ring, off the rotating board', () => {
    for (const it of RING_ITEMS) {
      expect(radius(it.p) - it.halfRadial, it.name).toBeGreaterThanOrEqual(SECTOR_RING_INNER_RADIUS);
      expect(radius(it.p) + it.halfRadial, it.name).toBeLessThanOrEqual(SECTOR_RING_OUTER_RADIUS);
      expect(SECTOR_RING_INNER_RADIUS).toBeGreaterThan(ROTATING_BOARD_RADIUS);
      expect(it.p.y).toBe(0);
    }
  });

  it('no two pieces on the ring overlap', () => {
    for (let i = 0; i < RING_ITEMS.length; i++) {
      for (let j = i + 1; j < RING_ITEMS.length; j++) {
        const [a, b] = [RING_ITEMS[i]!, RING_ITEMS[j]!];
        expect(overlap(a, b), `${a.name} / ${b.name}`).toBe(false);
      }
    }
  });

  it("each sector's kin spots lie wholly in that sector, for 1 to 4 spots", () => {
    for (const s of SECTORS) {
      for (let count = 1; count <= 4; count++) {
        for (let i = 0; i < count; i++) {
          const it = item('spot', sectorSpotPosition(s, i, count), tile, tile);
          expect(insideSector(it, s), `sector ${s} spot ${i}/${count}`).toBe(true);
        }
      }
    }
  });

  it('spots are ordered clockwise and centred on their sector', () => {
    for (const s of SECTORS) {
      const b = [0, 1, 2].map((i) => bearingOf(sectorSpotPosition(s, i, 3)));
      expect(angleBetween(b[1]!, s * SECTOR_ARC)).toBeLessThan(1e-9);
      expect(sectorAt(sectorSpotPosition(s, 0, 1))).toBe(s);
      const cw = (x: number, y: number) => (((y - x) % TAU) + TAU) % TAU;
      expect(cw(b[0]!, b[1]!)).toBeLessThan(Math.PI);
      expect(cw(b[1]!, b[2]!)).toBeLessThan(Math.PI);
    }
  });

  it("each sector's furniture is in its sector: Gates events, Capital track, Springs revelations, Clanhouse row", () => {
    for (const it of events) expect(insideSector(it, 0), it.name).toBe(true);
    for (const it of capital) expect(insideSector(it, 1), it.name).toBe(true);
    for (const it of revelations) expect(insideSector(it, 4), it.name).toBe(true);
    for (const it of clanhouse) expect(insideSector(it, 5), it.name).toBe(true);
  });

  it('the village track starts in the Rim and ends at the shrine, in the Shrine', () => {
    expect(insideSector(villages[0]!, 2)).toBe(true);
    expect(insideSector(villages.at(-1)!, 3)).toBe(true);
  });

  it('the dragon moons sit on the outer ring, moon m on the boundary after sector m', () => {
    for (const m of SECTORS) {
      expect(angleBetween(bearingOf(moonPosition(m)), moonBearing(m))).toBeLessThan(1e-9);
      expect(angleBetween(bearingOf(moonPosition(m)), sectorStartBearing(((m + 1) % 6) as Sector))).toBeLessThan(1e-9);
    }
  });

  it('the favor track runs around the border, outside the ring and on the board, clockwise, and wraps', () => {
    const half = 1.3;
    const seen = new Set<string>();
    for (let fp = 0; fp < FAVOR_TRACK_SPACES; fp++) {
      const p = favorTrackPosition(fp);
      const edge = Math.max(Math.abs(p.x), Math.abs(p.z));
      expect(edge + half).toBeLessThanOrEqual(BOARD_HALF_SIZE);
      expect(edge - half).toBeGreaterThan(SECTOR_RING_OUTER_RADIUS);
      seen.add(`${p.x.toFixed(6)},${p.z.toFixed(6)}`);
      const next = favorTrackPosition(fp + 1);
      const step = (((bearingOf(next) - bearingOf(p)) % TAU) + TAU) % TAU;
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThan(Math.PI / 4);
    }
    expect(seen.size).toBe(FAVOR_TRACK_SPACES);
    expect(favorTrackPosition(FAVOR_TRACK_SPACES + 7)).toEqual(favorTrackPosition(7));
    // Space 0 is on side 0's edge, next to the +x corner.
    expect(favorTrackPosition(0).z).toBeGreaterThan(0);
    expect(favorTrackPosition(0).x).toBeGreaterThan(0);
  });

  it('rejects indices outside the row', () => {
    expect(() => sectorSpotPosition(0, 4, 4)).toThrow(RangeError);
    expect(() => eventSlotPosition(-1, 3)).toThrow(RangeError);
    expect(() => villageSitePosition(0, 0)).toThrow(RangeError);
    expect(() => favorTrackPosition(-1)).toThrow(RangeError);
  });
});
