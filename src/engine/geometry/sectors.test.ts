import { describe, expect, it } from 'vitest';
import type { Sector, Side } from '../core/types.js';
import {
  adjacent,
  bearingDirection,
  bearingOf,
  cross,
  moonBearing,
  moonSectors,
  opposite,
  rotateClockwise,
  SEAT_EYE_DISTANCE,
  SEAT_EYE_HEIGHT,
  seatEye,
  seatLookAt,
  seatOutward,
  SECTOR_RING_INNER_RADIUS,
  SECTOR_RING_OUTER_RADIUS,
  sectorAt,
  sectorAtBearing,
  sectorBearing,
  sectorCentre,
  sectorStartBearing,
  vec3,
} from './index.js';

const SECTORS: Sector[] = [0, 1, 2, 3, 4, 5];
const SIDES: Side[] = [0, 1, 2, 3];
const DEG = Math.PI / 180;

describe('handedness: clockwise seen from above', () => {
  it('"side 0 toward +z, side 1 toward -x, side 2 toward -z, side 3 toward +x"', () => {
    expect(SIDES.map((s) => seatOutward(s))).toEqual([vec3(0, 0, 1), vec3(-1, 0, 0), vec3(0, 0, -1), vec3(1, 0, 0)]);
  });

  it('going 0 -> 1 -> 2 -> 3 turns clockwise seen from above (the turn from one side to the next points down, -y)', () => {
    for (const s of SIDES) {
      const next = seatOutward(((s + 1) % 4) as Side);
      expect(cross(seatOutward(s), next)).toEqual(vec3(0, -1, 0));
    }
  });

  it('rotateClockwise by 90 degrees takes side s to side s+1; bearingOf inverts bearingDirection', () => {
    for (const s of SIDES) expect(rotateClockwise(seatOutward(s), Math.PI / 2)).toEqual(seatOutward(((s + 1) % 4) as Side));
    for (let deg = 0; deg < 360; deg += 15) expect(bearingOf(bearingDirection(deg * DEG))).toBeCloseTo(deg * DEG, 12);
  });
});

describe('seats', () => {
  it('each eye is above its own table edge and looks at the palace axis', () => {
    for (const s of SIDES) {
      const eye = seatEye(s);
      expect(eye.y).toBe(SEAT_EYE_HEIGHT);
      expect(eye.x * seatOutward(s).x + eye.z * seatOutward(s).z).toBe(SEAT_EYE_DISTANCE);
      const at = seatLookAt(s);
      expect([at.x, at.z]).toEqual([0, 0]);
      expect(at.y).toBeGreaterThan(0);
    }
  });
});

describe('sectors', () => {
  it('"The six sectors go clockwise: Gates, Capital, Rim, Shrine, Springs, Clanhouse"; sector 0 is centred on side 0', () => {
    expect(sectorBearing(0)).toBe(0);
    expect(sectorStartBearing(0)).toBeCloseTo(-30 * DEG, 12);
    for (const s of SECTORS) expect(sectorBearing(s)).toBeCloseTo(s * 60 * DEG, 12);
    // Capital comes clockwise after Gates: toward side 1 (-x).
    expect(sectorCentre(1).x).toBeLessThan(0);
    expect(sectorCentre(1).z).toBeGreaterThan(0);
  });

  it('sector centres sit mid-ring and each lies in its own sector', () => {
    for (const s of SECTORS) {
      const c = sectorCentre(s);
      expect(Math.hypot(c.x, c.z)).toBeCloseTo((SECTOR_RING_INNER_RADIUS + SECTOR_RING_OUTER_RADIUS) / 2, 9);
      expect(sectorAt(c)).toBe(s);
    }
  });

  it('sectorAtBearing covers the circle: every bearing belongs to exactly the sector whose span holds it', () => {
    for (let deg = -720; deg <= 720; deg += 7) {
      const s = sectorAtBearing(deg * DEG);
      const rel = ((((deg - (s * 60 - 30)) % 360) + 360) % 360);
      expect(rel).toBeGreaterThanOrEqual(0);
      expect(rel).toBeLessThan(60);
    }
    // A boundary belongs to the clockwise sector.
    expect(sectorAtBearing(30 * DEG)).toBe(1);
  });

  it('adjacent(s) = s +- 1 and "The Archer\'s opposite sector is sector i+3"', () => {
    expect(adjacent(0)).toEqual([5, 1]);
    expect(adjacent(5)).toEqual([4, 0]);
    for (const s of SECTORS) {
      expect(opposite(opposite(s))).toBe(s);
      expect(opposite(s)).toBe((s + 3) % 6);
      const a = sectorCentre(s);
      const b = sectorCentre(opposite(s));
      expect(a.x + b.x).toBeCloseTo(0, 9);
      expect(a.z + b.z).toBeCloseTo(0, 9);
    }
    expect(() => opposite(6 as Sector)).toThrow(RangeError);
  });

  it('"moon m between sector m and m+1": the moon is on their shared boundary', () => {
    for (const m of SECTORS) {
      const [a, b] = moonSectors(m);
      expect(b).toBe((a + 1) % 6);
      expect(sectorAtBearing(moonBearing(m) - 1e-6)).toBe(a);
      expect(sectorAtBearing(moonBearing(m) + 1e-6)).toBe(b);
    }
  });
});
