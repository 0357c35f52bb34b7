// Where each table side's player sits and looks. Sides are numbered clockwise
// seen from above: 0 toward +z, 1 toward -x, 2 toward -z, 3 toward +x, so
// side s is at bearing s * 90 degrees (bearings: see vec.ts).
import type { Side } from '../core/types.js';
import { PALACE_BASE_Y, PALACE_FLOOR_HEIGHT, SEAT_EYE_DISTANCE, SEAT_EYE_HEIGHT } from './table.js';
import { add, bearingDirection, scale, vec3, type Vec3 } from './vec.js';

export const SIDE_COUNT = 4;

export function checkSide(side: number): asserts side is Side {
  if (!Number.isInteger(side) || side < 0 || side >= SIDE_COUNT) {
    throw new RangeError(`Side must be an integer 0-3, got ${side}`);
  }
}

/** Bearing of a side, radians clockwise from +z seen from above. */
export function seatBearing(side: Side): number {
  checkSide(side);
  return (side * Math.PI) / 2;
}

/** Unit vector from the palace axis toward a side's table edge. */
export function seatOutward(side: Side): Vec3 {
  return bearingDirection(seatBearing(side));
}

/** The eye of the player at a side: above that table edge (see SEAT_EYE_DISTANCE). */
export function seatEye(side: Side): Vec3 {
  return add(scale(seatOutward(side), SEAT_EYE_DISTANCE), vec3(0, SEAT_EYE_HEIGHT, 0));
}

/**
 * Where every seat looks: the palace axis at mid-height of the palace, so the
 * palace sits in the middle of the view. The same for all sides.
 */
export function seatLookAt(side: Side): Vec3 {
  checkSide(side);
  return vec3(0, PALACE_BASE_Y + 1.5 * PALACE_FLOOR_HEIGHT, 0);
}
