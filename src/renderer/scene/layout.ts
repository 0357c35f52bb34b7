// Table numbers the first scene needs, in table units (1 = 1 cm, y up, board
// in the x-z plane, origin at the palace axis). They come from
// src/engine/geometry, the single source the engine's visibility rules use.
// PROVISIONAL until src/engine/geometry lands: the same conventions, local numbers.
export const BOARD_SIZE = 60;
export const BOARD_THICKNESS = 1.2;
export const SECTOR_INNER_RADIUS = 11;
export const SECTOR_OUTER_RADIUS = 26;
export const PALACE_BASE = { width: 14, height: 4 };

/** Centre of sector i (0-5, clockwise seen from above, sector 0 toward +z). */
export function sectorCentre(sector: number): { x: number; z: number } {
  // Seen from above (y up) +z is toward side 0 and -x toward side 1, so
  // clockwise is increasing atan2(z, x): sector 0 at +z, sector 1 toward -x.
  const a = Math.PI / 2 + (sector * Math.PI) / 3;
  const r = (SECTOR_INNER_RADIUS + SECTOR_OUTER_RADIUS) / 2;
  return { x: r * Math.cos(a), z: r * Math.sin(a) };
}

/** A seat's eye above its table edge (side 0 toward +z, 1 toward -x, 2 toward -z, 3 toward +x). */
export function seatEye(side: number): { x: number; y: number; z: number } {
  const d = 62;
  const h = 58;
  const dirs = [
    [0, 1],
    [-1, 0],
    [0, -1],
    [1, 0],
  ] as const;
  const [dx, dz] = dirs[side % 4] ?? dirs[0];
  return { x: dx * d, y: h, z: dz * d };
}
