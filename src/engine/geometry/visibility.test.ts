import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Side } from '../core/types.js';
import {
  PALACE_BASE_Y,
  PALACE_FLOOR_HEIGHT,
  PALACE_HALF_SIZE,
  PALACE_LEVELS,
  seatEye,
  seatLookAt,
  visiblePalaceSpots,
  visibleWalls,
  wallsVisibleFrom,
  type Vec3,
} from './index.js';

const SIDES: readonly Side[] = [0, 1, 2, 3];
const ROTATIONS = [0, 1, 2, 3, 4, 5];
const CASES = SIDES.flatMap((side) => ROTATIONS.map((rotation) => ({ side, rotation })));

// ---------------------------------------------------------------------------
// An independent second method: a pinhole camera at the seat's eye looking at
// seatLookAt, and the palace's corners built here from the footprint alone
// (not from wallFrame). A wall is visible iff its projected quad, listed
// counterclockwise as seen from outside, keeps positive signed area on screen
// (front-facing winding), which is how the 3D scene will be checked.
// ---------------------------------------------------------------------------

type P = [number, number, number];

/** Clockwise seen from above by `deg` degrees: +z turns toward -x. */
function turnClockwise([x, y, z]: P, deg: number): P {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - z * Math.sin(a), y, x * Math.sin(a) + z * Math.cos(a)];
}

/** Wall w's outer quad at a rotation, counterclockwise as seen from in front of it. */
function wallQuad(wall: number, rotation: number): P[] {
  const h = PALACE_HALF_SIZE;
  const y0 = PALACE_BASE_Y;
  const y1 = PALACE_BASE_Y + PALACE_LEVELS * PALACE_FLOOR_HEIGHT;
  // Wall 0 at rotation 0 faces +z; seen from +z, +x is to the right.
  const front: P[] = [[-h, y0, h], [h, y0, h], [h, y1, h], [-h, y1, h]];
  return front.map((p) => turnClockwise(p, wall * 90 + rotation * 60));
}

const sub3 = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot3 = (a: P, b: P): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross3 = (a: P, b: P): P => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: P): P => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};
const arr = (v: Vec3): P => [v.x, v.y, v.z];

/** Walls whose projected quads face a camera at `eye` looking at `target`, sorted. */
function frontFacingWalls(eye: P, target: P, rotation: number): number[] {
  const forward = unit(sub3(target, eye));
  const right = unit(cross3(forward, [0, 1, 0]));
  const up = cross3(right, forward);
  const seen: number[] = [];
  for (const wall of [0, 1, 2, 3]) {
    const screen = wallQuad(wall, rotation).map((p) => {
      const d = sub3(p, eye);
      const depth = dot3(d, forward);
      // Every corner must be in front of the camera for winding to mean facing.
      expect(depth).toBeGreaterThan(0);
      return [dot3(d, right) / depth, dot3(d, up) / depth] as const;
    });
    let area2 = 0;
    for (let i = 0; i < screen.length; i++) {
      const [ax, ay] = screen[i]!;
      const [bx, by] = screen[(i + 1) % screen.length]!;
      area2 += ax * by - bx * ay;
    }
    if (area2 > 1e-12) seen.push(wall);
  }
  return seen;
}

describe('Point of view (PHOENIX PALACE ALTERNATIVE MODE)', () => {
  it.each(CASES)(
    '"It is never possible to see more than 2 sides of the Palace at the same time" (side $side, rotation $rotation)',
    ({ side, rotation }) => {
      expect(visibleWalls(side, rotation).length).toBeLessThanOrEqual(2);
    },
  );

  it.each(CASES)(
    '"each player will have at least 1 side of the building always visible in front of them at all times" (side $side, rotation $rotation)',
    ({ side, rotation }) => {
      expect(visibleWalls(side, rotation).length).toBeGreaterThanOrEqual(1);
    },
  );

  it('"Depending on how the rotating board is placed, each player may be able to have 2 sides of the Palace visible at the same time"', () => {
    for (const side of SIDES) {
      const counts = ROTATIONS.map((r) => visibleWalls(side, r).length);
      expect(counts).toContain(1);
      expect(counts).toContain(2);
    }
  });

  it('two visible walls are always adjacent walls (a convex square)', () => {
    for (const { side, rotation } of CASES) {
      const walls = visibleWalls(side, rotation);
      if (walls.length === 2) expect([1, 3]).toContain(walls[1]! - walls[0]!);
    }
  });

  it('visibleWalls is sorted and holds walls 0-3 only', () => {
    for (const { side, rotation } of CASES) {
      const walls = visibleWalls(side, rotation);
      expect(walls).toEqual([...walls].sort((a, b) => a - b));
      for (const w of walls) expect([0, 1, 2, 3]).toContain(w);
    }
  });

  it.each(ROTATIONS)('players at opposite sides never see the same wall (rotation %i)', (rotation) => {
    for (const side of [0, 1] as const) {
      const mine = visibleWalls(side, rotation);
      const theirs = visibleWalls(((side + 2) % 4) as Side, rotation);
      expect(mine.filter((w) => theirs.includes(w))).toEqual([]);
    }
  });

  it.each(SIDES)('"At rotation 0 its wall w faces side w squarely": side %i sees only its own wall', (side) => {
    expect(visibleWalls(side, 0)).toEqual([side]);
  });

  it('after one clockwise turn the wall that faced side 0 is seen from side 1 too', () => {
    expect(visibleWalls(0, 1)).toContain(0);
    expect(visibleWalls(1, 1)).toContain(0);
  });

  it('matches a hand derivation for side 0 (wall w faces w*90 + r*60 degrees; seen iff within 60 degrees of side 0)', () => {
    expect(ROTATIONS.map((r) => visibleWalls(0, r))).toEqual([[0], [0, 3], [2, 3], [2], [1, 2], [0, 1]]);
  });

  it('turning the palace 6 times (a full turn) changes nothing, forward or backward', () => {
    for (const { side, rotation } of CASES) {
      const base = visibleWalls(side, rotation);
      expect(visibleWalls(side, rotation + 6)).toEqual(base);
      expect(visibleWalls(side, rotation + 12)).toEqual(base);
      expect(visibleWalls(side, rotation - 6)).toEqual(base);
    }
  });

  it('a half turn of the whole table (palace 3 steps, seat 2 sides) changes nothing', () => {
    for (const { side, rotation } of CASES) {
      const turned = visibleWalls(((side + 2) % 4) as Side, rotation + 3);
      expect(turned).toEqual(visibleWalls(side, rotation));
    }
  });

  it.each(CASES)(
    'agrees with a pinhole camera at the seat looking at the palace (front-facing projected walls) (side $side, rotation $rotation)',
    ({ side, rotation }) => {
      expect(frontFacingWalls(arr(seatEye(side)), arr(seatLookAt(side)), rotation)).toEqual(visibleWalls(side, rotation));
    },
  );

  it('agrees with the pinhole camera for any eye outside the palace, at any rotation', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 16, max: 300, noNaN: true }),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        fc.integer({ min: -12, max: 12 }),
        (bearing, distance, height, rotation) => {
          const eye: P = [-Math.sin(bearing) * distance, height, Math.cos(bearing) * distance];
          const target: P = [0, PALACE_BASE_Y + 1.5 * PALACE_FLOOR_HEIGHT, 0];
          const walls = wallsVisibleFrom({ x: eye[0], y: eye[1], z: eye[2] }, rotation);
          expect(frontFacingWalls(eye, target, ((rotation % 6) + 6) % 6)).toEqual(walls);
          expect(walls.length).toBeGreaterThanOrEqual(1);
          expect(walls.length).toBeLessThanOrEqual(2);
        },
      ),
      { seed: 20250611, numRuns: 2000 },
    );
  });

  it('a wall seen exactly edge-on is not visible', () => {
    // An eye on the plane of wall 1 (x = -h) at rotation 0, in front of wall 0.
    const eye = { x: -PALACE_HALF_SIZE, y: 50, z: 80 };
    expect(wallsVisibleFrom(eye, 0)).toEqual([0]);
  });
});

describe('Palace spots a side may use', () => {
  it.each(CASES)(
    '"While the placement on the pinnacle is always possible, battlements and outer wards positions may not always be" (side $side, rotation $rotation)',
    ({ side, rotation }) => {
      const spots = visiblePalaceSpots(side, rotation);
      const walls = visibleWalls(side, rotation);
      expect(spots).toContain('pinnacle');
      expect(spots).toEqual([...walls.map((w) => `ward${w}`), ...walls.map((w) => `battlement${w}`), 'pinnacle']);
    },
  );

  it('every side is denied some ward and some battlement at every rotation', () => {
    for (const { side, rotation } of CASES) {
      const spots = visiblePalaceSpots(side, rotation);
      expect(spots.filter((s) => s.startsWith('ward')).length).toBeLessThan(4);
      expect(spots.filter((s) => s.startsWith('battlement')).length).toBeLessThan(4);
    }
  });

  it('rejects a side that is not 0-3 and a rotation that is not an integer', () => {
    expect(() => visibleWalls(4 as Side, 0)).toThrow(RangeError);
    expect(() => visibleWalls(0, 0.5)).toThrow(RangeError);
  });
});
