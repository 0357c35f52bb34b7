// Point of view (PHOENIX PALACE ALTERNATIVE MODE): "kin placement in the
// Palace is only possible if the target spot is visible from the player's
// point of view."
//
// A wall is visible from an eye when the eye is strictly in front of the
// wall's plane: dot(eye - wallCentre, outwardNormal) > EPS. Edge-on is not
// visible. This is computed from the same seatEye and wallFrame the 3D scene
// uses, never looked up, so the engine and the picture cannot disagree.
//
// Why the rulebook's counts hold: the walls' planes are vertical, so only the
// eye's horizontal position u (relative to the axis) matters, and wall w is
// visible iff dot(u, n_w) > h (h = palace half-size). Opposite walls have
// opposite normals, so at most one of each pair passes: never more than 2
// walls, and those 2 are adjacent. Any eye outside the square footprint passes
// for at least one wall. For a seat, dot(u, n_w) = D cos(phi), where D is the
// eye's distance from the axis and phi the angle between the seat's direction
// and the wall's normal; the palace turns in 60-degree steps and the sides are
// 90 degrees apart, so phi is a multiple of 30 degrees: with D > 2h the walls
// at |phi| <= 60 are visible and those at |phi| >= 90 are not, and the margin
// D cos(60) - h is large (33 units with the table's numbers).
import type { Side } from '../core/types.js';
import { PALACE_SPOT_IDS, parsePalaceSpot, WALLS, wallBearing, wallFrame, type PalaceSpotId, type Wall } from './palace.js';
import { checkSide, seatBearing, seatEye } from './seats.js';
import { dot, sub, type Vec3 } from './vec.js';

/** Slack for "strictly in front": a wall seen edge-on (up to rounding) is not visible. */
export const VISIBILITY_EPS = 1e-9;

/** Whether wall w's outer face is seen from `eye` at a palace rotation. */
export function isWallVisibleFrom(eye: Vec3, wall: Wall, rotation: number): boolean {
  const { centre, outwardNormal } = wallFrame(wall, rotation);
  return dot(sub(eye, centre), outwardNormal) > VISIBILITY_EPS;
}

/** The walls seen from any eye (e.g. a free camera), sorted. */
export function wallsVisibleFrom(eye: Vec3, rotation: number): Wall[] {
  return WALLS.filter((w) => isWallVisibleFrom(eye, w, rotation));
}

/** The palace walls (0-3) seen from a table side (0-3) at a rotation (any integer; 0-5 canonical), sorted. */
export function visibleWalls(side: Side, rotation: number): Wall[] {
  checkSide(side);
  return wallsVisibleFrom(seatEye(side), rotation);
}

/**
 * The palace spots a side may use: the outer wards and battlements of its
 * visible walls, and the pinnacle ("While the placement on the pinnacle is
 * always possible, battlements and outer wards positions may not always be").
 * In the engine's spot order: wards, battlements, pinnacle.
 */
export function visiblePalaceSpots(side: Side, rotation: number): PalaceSpotId[] {
  const walls = visibleWalls(side, rotation);
  return PALACE_SPOT_IDS.filter((id) => {
    const { wall } = parsePalaceSpot(id);
    return wall === null || walls.includes(wall);
  });
}

/** Where a palace wall stands as a player sees it: straight ahead, to their left or right, or turned away. */
export type WallSide = 'front' | 'left' | 'right' | 'back';

/**
 * Where wall `wall` stands as the player at `side` sees it at a rotation: the
 * walls carry no numbers on the table, so this is how words name them.
 */
export function wallSideSeenFrom(side: Side, wall: Wall, rotation: number): WallSide {
  // The angle of the wall's face from the seat's direction, in (-180, 180] degrees; a player's right is at -90.
  let phi = (((wallBearing(wall, rotation) - seatBearing(side)) * 180) / Math.PI) % 360;
  if (phi > 180) phi -= 360;
  if (phi <= -180) phi += 360;
  if (Math.abs(phi) < 1) return 'front';
  if (Math.abs(phi) > 90) return 'back';
  return phi < 0 ? 'right' : 'left';
}
