// Tiny immutable 3-vectors in table units. Plain objects (not classes) so that
// values can cross the bridge, sit in snapshots and compare with toEqual.
//
// Handedness. The table is right-handed with y up and the board in the x-z
// plane. Seen from above (from +y looking down) with +x to the right, +z points
// toward the viewer's bottom edge, so the sides 0 (+z), 1 (-x), 2 (-z), 3 (+x)
// sit at 6, 9, 12 and 3 o'clock: 0 -> 1 -> 2 -> 3 is clockwise.
// A right-handed (positive) rotation about +y maps +z toward +x, which from
// above is counterclockwise. So "clockwise seen from above by angle a" is the
// right-handed rotation about +y by -a:
//   x' = x cos a - z sin a,   z' = x sin a + z cos a
// which maps +z (0, 0, 1) to (-sin a, 0, cos a): toward -x, i.e. side 0 -> side 1.

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

// sin/cos of multiples of 30 degrees are off by ~1e-16; snapping keeps the
// axis-aligned cases exact (a wall facing +z has x = 0, not 6e-17).
const SNAP = 1e-12;
function snap(v: number): number {
  return Math.abs(v) < SNAP ? 0 : v;
}

export function vec3(x: number, y: number, z: number): Vec3 {
  return { x: snap(x) + 0, y: snap(y) + 0, z: snap(z) + 0 };
}

export const ORIGIN: Vec3 = vec3(0, 0, 0);
export const UP: Vec3 = vec3(0, 1, 0);

export function add(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.x + b.x, a.y + b.y, a.z + b.z);
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.x - b.x, a.y - b.y, a.z - b.z);
}

export function scale(a: Vec3, k: number): Vec3 {
  return vec3(a.x * k, a.y * k, a.z * k);
}

export function dot(a: Vec3, b: Vec3): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

export function cross(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

export function length(a: Vec3): number {
  return Math.hypot(a.x, a.y, a.z);
}

export function normalize(a: Vec3): Vec3 {
  const l = length(a);
  if (l === 0) throw new RangeError('Cannot normalize a zero vector');
  return scale(a, 1 / l);
}

/** Rotate `v` about the vertical axis by `angle` radians clockwise seen from above (see the header). */
export function rotateClockwise(v: Vec3, angle: number): Vec3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return vec3(v.x * c - v.z * s, v.y, v.x * s + v.z * c);
}

/**
 * Horizontal unit vector at a bearing: radians measured clockwise seen from
 * above, starting at +z (side 0). Bearing pi/2 is -x (side 1).
 */
export function bearingDirection(bearing: number): Vec3 {
  return vec3(-Math.sin(bearing), 0, Math.cos(bearing));
}

/** The bearing (clockwise from +z seen from above, in [0, 2pi)) of a point's horizontal position. */
export function bearingOf(p: Vec3): number {
  const b = Math.atan2(-p.x, p.z);
  return b < 0 ? b + 2 * Math.PI : b;
}
