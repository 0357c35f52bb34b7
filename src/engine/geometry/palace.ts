// The Phoenix Palace: a square prism of 3 levels on the rotating board, with
// 4 walls (0-3), an outer ward in front of each wall on the rotating board, a
// battlement against each wall on level 2, and the pinnacle on the roof.
//
// At rotation 0 wall w faces side w squarely (its outward normal is side w's
// direction). Each "rotate 1 sector clockwise" turns the palace 60 degrees
// clockwise seen from above, so at rotation r wall w faces bearing
// w * 90 + r * 60 degrees (bearings: see vec.ts): at rotation 1 the wall that
// faced side 0 has turned 60 degrees toward side 1.
import {
  BATTLEMENT_GAP,
  KIN_TILE_SIZE,
  PALACE_BASE_Y,
  PALACE_FLOOR_HEIGHT,
  PALACE_HALF_SIZE,
  PALACE_LEVELS,
  PALACE_ROOF_HEIGHT,
  WARD_GAP,
} from './table.js';
import { add, bearingDirection, scale, UP, vec3, type Vec3 } from './vec.js';

export type Wall = 0 | 1 | 2 | 3;
/** Palace levels are numbered as the rulebook does: 1 (ground) to 3 (top). */
export type PalaceLevel = 1 | 2 | 3;
export type PalaceSpotId = `ward${Wall}` | `battlement${Wall}` | 'pinnacle';
export type PalaceSpotKind = 'ward' | 'battlement' | 'pinnacle';

export const WALLS: readonly Wall[] = [0, 1, 2, 3];
export const PALACE_ROTATIONS = 6;
/** Every palace spot, in the order the engine lists them: wards, battlements, pinnacle. */
export const PALACE_SPOT_IDS: readonly PalaceSpotId[] = [
  'ward0', 'ward1', 'ward2', 'ward3',
  'battlement0', 'battlement1', 'battlement2', 'battlement3',
  'pinnacle',
];
/** The level the battlements are on (rules: "the 4 sides of the second level"). */
export const BATTLEMENT_LEVEL: PalaceLevel = 2;

/** Rotation reduced to 0..5; any integer is accepted (6 full steps are a full turn). */
export function normalizeRotation(rotation: number): number {
  if (!Number.isInteger(rotation)) throw new RangeError(`Palace rotation must be an integer, got ${rotation}`);
  return ((rotation % PALACE_ROTATIONS) + PALACE_ROTATIONS) % PALACE_ROTATIONS;
}

function checkWall(wall: number): asserts wall is Wall {
  if (!Number.isInteger(wall) || wall < 0 || wall > 3) throw new RangeError(`Wall must be an integer 0-3, got ${wall}`);
}

function checkLevel(level: number): asserts level is PalaceLevel {
  if (!Number.isInteger(level) || level < 1 || level > PALACE_LEVELS) {
    throw new RangeError(`Palace level must be 1-${PALACE_LEVELS}, got ${level}`);
  }
}

/** How far the palace has turned, radians clockwise seen from above. */
export function palaceBearing(rotation: number): number {
  return (normalizeRotation(rotation) * Math.PI) / 3;
}

/**
 * The palace's yaw as a right-handed rotation about +y in radians (what
 * three.js Object3D.rotation.y takes): clockwise from above is negative.
 * Models are built facing rotation 0 (wall w's face toward side w).
 */
export function palaceYaw(rotation: number): number {
  const b = palaceBearing(rotation);
  return b === 0 ? 0 : -b;
}

/** Bearing of wall w's outward normal at a rotation. */
export function wallBearing(wall: Wall, rotation: number): number {
  checkWall(wall);
  return (wall * Math.PI) / 2 + palaceBearing(rotation);
}

/** Height of the floor a level stands on. */
export function levelBaseY(level: PalaceLevel): number {
  checkLevel(level);
  return PALACE_BASE_Y + (level - 1) * PALACE_FLOOR_HEIGHT;
}

/** Height of the top of a level (the floor of the next one). */
export function levelTopY(level: PalaceLevel): number {
  return levelBaseY(level) + PALACE_FLOOR_HEIGHT;
}

/** Height of the roof's flat top, where the pinnacle is. */
export const PALACE_TOP_Y = PALACE_BASE_Y + PALACE_LEVELS * PALACE_FLOOR_HEIGHT + PALACE_ROOF_HEIGHT;

export interface WallFrame {
  /** The middle of the wall's outer face at that level. */
  centre: Vec3;
  /** Unit, horizontal, pointing away from the palace. */
  outwardNormal: Vec3;
}

/** The plane of wall w's outer face on a level, at a palace rotation. */
export function wallFrame(wall: Wall, rotation: number, level: PalaceLevel = 1): WallFrame {
  const outwardNormal = bearingDirection(wallBearing(wall, rotation));
  const y = levelBaseY(level) + PALACE_FLOOR_HEIGHT / 2;
  return { centre: add(scale(outwardNormal, PALACE_HALF_SIZE), vec3(0, y, 0)), outwardNormal };
}

export interface PalaceSpot {
  kind: PalaceSpotKind;
  /** The wall a ward or battlement belongs to; null for the pinnacle. */
  wall: Wall | null;
}

export function isPalaceSpotId(id: string): id is PalaceSpotId {
  return (PALACE_SPOT_IDS as readonly string[]).includes(id);
}

/** What a spot id names; throws on anything that is not a palace spot. */
export function parsePalaceSpot(id: string): PalaceSpot {
  if (!isPalaceSpotId(id)) throw new RangeError(`Not a palace spot: ${JSON.stringify(id)}`);
  if (id === 'pinnacle') return { kind: 'pinnacle', wall: null };
  const kind: PalaceSpotKind = id.startsWith('ward') ? 'ward' : 'battlement';
  return { kind, wall: Number(id.slice(kind.length)) as Wall };
}

export interface PalaceSpotFrame extends PalaceSpot {
  /** The spot's centre on the surface that holds the kin. */
  position: Vec3;
  /** That surface's outward normal: up for wards and the pinnacle, the wall's outward normal for battlements. */
  normal: Vec3;
}

/**
 * Where a palace spot is at a rotation. A kin tile is placed with its bottom
 * face centred on `position` and facing away along `normal`: wards lie flat on
 * the rotating board just outside their wall, battlements stand against their
 * wall at the middle of level 2, the pinnacle is the middle of the roof top.
 */
export function palaceSpotFrame(id: string, rotation: number): PalaceSpotFrame {
  const spot = parsePalaceSpot(id);
  if (spot.wall === null) return { ...spot, position: vec3(0, PALACE_TOP_Y, 0), normal: UP };
  const n = bearingDirection(wallBearing(spot.wall, rotation));
  if (spot.kind === 'ward') {
    const out = PALACE_HALF_SIZE + WARD_GAP + KIN_TILE_SIZE / 2;
    return { ...spot, position: add(scale(n, out), vec3(0, PALACE_BASE_Y, 0)), normal: UP };
  }
  const { centre } = wallFrame(spot.wall, rotation, BATTLEMENT_LEVEL);
  return { ...spot, position: add(centre, scale(n, BATTLEMENT_GAP)), normal: n };
}

/** The centre of a palace spot at a rotation (see palaceSpotFrame). */
export function palaceSpotPosition(id: string, rotation: number): Vec3 {
  return palaceSpotFrame(id, rotation).position;
}
