import { describe, expect, it } from 'vitest';
import {
  dot,
  levelBaseY,
  levelTopY,
  PALACE_HALF_SIZE,
  PALACE_SPOT_IDS,
  PALACE_TOP_Y,
  palaceBearing,
  palaceSpotFrame,
  palaceSpotPosition,
  palaceYaw,
  parsePalaceSpot,
  ROTATING_BOARD_RADIUS,
  KIN_TILE_SIZE,
  seatOutward,
  sub,
  wallFrame,
  WALLS,
  type PalaceLevel,
  type Vec3,
} from './index.js';

const ROTATIONS = [0, 1, 2, 3, 4, 5];
const LEVELS: PalaceLevel[] = [1, 2, 3];
const close = (a: Vec3, b: Vec3) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
  expect(a.z).toBeCloseTo(b.z, 9);
};

describe('palace walls', () => {
  it('"At rotation 0 its wall w faces side w squarely"', () => {
    for (const w of WALLS) close(wallFrame(w, 0).outwardNormal, seatOutward(w));
  });

  it('one "rotate 1 sector clockwise" turns wall 0 60 degrees from side 0 toward side 1', () => {
    const n = wallFrame(0, 1).outwardNormal;
    close(n, { x: -Math.sin(Math.PI / 3), y: 0, z: Math.cos(Math.PI / 3) });
    // Toward side 1 (-x), away from side 3 (+x).
    expect(dot(n, seatOutward(1))).toBeGreaterThan(dot(n, seatOutward(3)));
  });

  it('palaceYaw is the right-handed rotation about +y (negative = clockwise from above)', () => {
    expect(palaceYaw(0)).toBe(0);
    expect(palaceYaw(1)).toBeCloseTo(-Math.PI / 3, 12);
    expect(palaceYaw(7)).toBe(palaceYaw(1));
    // Rotating +z by yaw about +y (right-handed): (sin yaw, 0, cos yaw) must be wall 0's normal.
    for (const r of ROTATIONS) {
      const yaw = palaceYaw(r);
      close(wallFrame(0, r).outwardNormal, { x: Math.sin(yaw), y: 0, z: Math.cos(yaw) });
    }
  });

  it('rotating by 6 returns the same frames', () => {
    for (const w of WALLS) {
      for (const r of ROTATIONS) {
        for (const level of LEVELS) {
          expect(wallFrame(w, r + 6, level)).toEqual(wallFrame(w, r, level));
          expect(wallFrame(w, r - 6, level)).toEqual(wallFrame(w, r, level));
        }
      }
      expect(palaceBearing(-1)).toBeCloseTo((5 * Math.PI) / 3, 12);
    }
  });

  it('wall frames: unit horizontal normals, centres on the footprint at mid-level, walls at right angles', () => {
    for (const r of ROTATIONS) {
      for (const level of LEVELS) {
        for (const w of WALLS) {
          const { centre, outwardNormal: n } = wallFrame(w, r, level);
          expect(n.y).toBe(0);
          expect(Math.hypot(n.x, n.z)).toBeCloseTo(1, 12);
          expect(dot(centre, n)).toBeCloseTo(PALACE_HALF_SIZE, 9);
          expect(centre.y).toBeCloseTo((levelBaseY(level) + levelTopY(level)) / 2, 12);
          expect(dot(n, wallFrame(((w + 1) % 4) as 0, r, level).outwardNormal)).toBeCloseTo(0, 12);
        }
      }
    }
  });

  it('levels stack: each level starts where the one below ends, the roof is on top', () => {
    expect(levelBaseY(2)).toBe(levelTopY(1));
    expect(levelBaseY(3)).toBe(levelTopY(2));
    expect(PALACE_TOP_Y).toBeGreaterThan(levelTopY(3));
    expect(() => levelBaseY(0 as PalaceLevel)).toThrow(RangeError);
    expect(() => levelBaseY(4 as PalaceLevel)).toThrow(RangeError);
  });
});

describe('palace spots', () => {
  it('spot ids: 4 wards, 4 battlements, the pinnacle', () => {
    expect(PALACE_SPOT_IDS).toEqual([
      'ward0', 'ward1', 'ward2', 'ward3', 'battlement0', 'battlement1', 'battlement2', 'battlement3', 'pinnacle',
    ]);
    expect(parsePalaceSpot('ward2')).toEqual({ kind: 'ward', wall: 2 });
    expect(parsePalaceSpot('battlement3')).toEqual({ kind: 'battlement', wall: 3 });
    expect(parsePalaceSpot('pinnacle')).toEqual({ kind: 'pinnacle', wall: null });
    for (const bad of ['ward4', 'battlement', 'gates0', '']) expect(() => parsePalaceSpot(bad)).toThrow(RangeError);
  });

  it('"Outer wards: Each of the spots up against the Palace\'s 4 walls": ward w lies on the ground just outside wall w', () => {
    for (const r of ROTATIONS) {
      for (const w of WALLS) {
        const p = palaceSpotPosition(`ward${w}`, r);
        const { centre, outwardNormal: n } = wallFrame(w, r, 1);
        const out = dot(sub(p, { ...centre, y: p.y }), n);
        // In front of its own wall, by a tile's half-size plus a gap: its tile does not cut into the wall.
        expect(out).toBeGreaterThan(KIN_TILE_SIZE / 2);
        expect(out).toBeLessThan(KIN_TILE_SIZE);
        // Centred on the wall, and behind the planes of the other three walls.
        expect(Math.abs(p.x * n.z - p.z * n.x)).toBeLessThan(1e-9);
        for (const v of WALLS.filter((v) => v !== w)) {
          const f = wallFrame(v, r, 1);
          expect(dot(sub(p, { ...f.centre, y: p.y }), f.outwardNormal)).toBeLessThan(0);
        }
        // On the rotating board (it turns with the palace), tile included.
        expect(Math.hypot(p.x, p.z) + (KIN_TILE_SIZE / 2) * Math.SQRT2).toBeLessThan(ROTATING_BOARD_RADIUS);
        expect(p.y).toBe(levelBaseY(1));
        expect(palaceSpotFrame(`ward${w}`, r).normal).toEqual({ x: 0, y: 1, z: 0 });
      }
    }
  });

  it('"Battlements: 1 kin may be placed vertically up against the wall of the 4 sides of the second level"', () => {
    for (const r of ROTATIONS) {
      for (const w of WALLS) {
        const f = palaceSpotFrame(`battlement${w}`, r);
        const wall = wallFrame(w, r, 2);
        expect(f.wall).toBe(w);
        expect(f.normal).toEqual(wall.outwardNormal);
        const out = dot(sub(f.position, wall.centre), wall.outwardNormal);
        expect(out).toBeGreaterThan(0);
        expect(out).toBeLessThan(0.5);
        expect(f.position.y).toBeGreaterThan(levelBaseY(2) + KIN_TILE_SIZE / 2 - 1e-9);
        expect(f.position.y).toBeLessThan(levelTopY(2) - KIN_TILE_SIZE / 2 + 1e-9);
      }
    }
  });

  it('"Pinnacle: 1 kin only may be placed vertically on the roof of the 3rd level": on the axis, on top, at every rotation', () => {
    for (const r of ROTATIONS) {
      const f = palaceSpotFrame('pinnacle', r);
      expect(f.position).toEqual({ x: 0, y: PALACE_TOP_Y, z: 0 });
      expect(f.wall).toBeNull();
    }
  });

  it('spots turn with the palace: rotating by 6 returns the same positions', () => {
    for (const id of PALACE_SPOT_IDS) {
      for (const r of ROTATIONS) expect(palaceSpotPosition(id, r + 6)).toEqual(palaceSpotPosition(id, r));
    }
  });
});
