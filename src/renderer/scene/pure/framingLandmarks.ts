// The parts of the table the framing keeps clear of the HUD besides the lit
// targets and the hand: what a player reads the whole game long and would
// otherwise lose under a bar when the lens shifts toward the hand. From a seat
// (and in orbit) the palace's top, which stands highest on screen; from above
// the board's corners, where the favor track runs.
import {
  BOARD_HALF_SIZE,
  levelTopY,
  PALACE_HALF_SIZE,
  PALACE_ROOF_OVERHANG,
  PALACE_TOP_Y,
  vec3,
  type PalaceLevel,
  type Vec3,
} from '../../../engine/geometry/index.js';
import type { CameraMode } from '../cameraStore.js';

export function framingLandmarks(mode: CameraMode, floors: number): Vec3[] {
  if (mode === 'top') {
    const h = BOARD_HALF_SIZE;
    return [vec3(h, 0, h), vec3(-h, 0, h), vec3(-h, 0, -h), vec3(h, 0, -h)];
  }
  const levels = Math.min(3, Math.max(1, Math.round(floors))) as PalaceLevel;
  const eaves = levelTopY(levels);
  // The eaves' corners wherever the palace has turned them: on a circle, toward each side.
  const r = (PALACE_HALF_SIZE + PALACE_ROOF_OVERHANG) * Math.SQRT2;
  const ring = [vec3(0, eaves, r), vec3(-r, eaves, 0), vec3(0, eaves, -r), vec3(r, eaves, 0)];
  return levels === 3 ? [vec3(0, PALACE_TOP_Y, 0), ...ring] : ring;
}
