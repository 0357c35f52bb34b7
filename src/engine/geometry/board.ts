// Where things sit on the main board (house layout; the rules text gives none).
// Each sector's ring segment has two arcs: kin spots on the inner arc, and the
// sector's own furniture on the outer arc: the Gates' foreseen events, the
// Capital's track, the Rim-to-Shrine village track, the Springs' revelations,
// the Clanhouse row. The six moons sit on the sector boundaries near the
// ring's outer edge, and the favor track runs around the board's border.
//
// Rows on an arc are ordered clockwise seen from above, index 0 first. All
// positions are on the board surface (y = 0): the centre of the piece's
// footprint.
import type { Sector } from '../core/types.js';
import { moonBearing, sectorBearing, SECTOR_ARC } from './sectors.js';
import {
  BOARD_HALF_SIZE,
  CAPITAL_SPACING,
  CARD_SPACING,
  CLANHOUSE_SPACING,
  FAVOR_TRACK_INSET,
  FAVOR_TRACK_SPACES,
  FURNITURE_ARC_RADIUS,
  MOON_RADIUS,
  SPOT_ARC_RADIUS,
  SPOT_SPACING,
  VILLAGE_SPACING,
} from './table.js';
import { bearingDirection, rotateClockwise, scale, vec3, type Vec3 } from './vec.js';

const GATES: Sector = 0;
const CAPITAL: Sector = 1;
const RIM: Sector = 2;
const SPRINGS: Sector = 4;
const CLANHOUSE: Sector = 5;

function checkIndex(what: string, index: number, count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`${what}: count must be a positive integer, got ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`${what}: index must be an integer 0-${count - 1}, got ${index}`);
  }
}

/** Item `index` of `count`, spaced `spacing` apart along the arc of `radius`, centred on `bearing`. */
function onArc(bearing: number, radius: number, index: number, count: number, spacing: number): Vec3 {
  const b = bearing + ((index - (count - 1) / 2) * spacing) / radius;
  return scale(bearingDirection(b), radius);
}

/** Kin spot `index` of a sector that has `count` spots. */
export function sectorSpotPosition(sector: Sector, index: number, count: number): Vec3 {
  checkIndex('sectorSpotPosition', index, count);
  return onArc(sectorBearing(sector), SPOT_ARC_RADIUS, index, count, SPOT_SPACING);
}

/** The centre of moon m (between sector m and m+1), where a piece on it stands. */
export function moonPosition(moon: number): Vec3 {
  return scale(bearingDirection(moonBearing(moon)), MOON_RADIUS);
}

/**
 * The foreseen event slots in the order a player reads the row, left to right
 * (standing outside the ring, facing the palace, as the cards' text stands):
 * the order the night resolves them in ("from left to right", slot 0 first).
 * The table lays the cards out by it and the HUD lists them by it.
 */
export function eventSlotsLeftToRight(count: number): number[] {
  return Array.from({ length: count }, (_, slot) => slot);
}

/** Foreseen event slot `slot` of `count`, in the Gates, in its place in the row (eventSlotsLeftToRight). */
export function eventSlotPosition(slot: number, count: number): Vec3 {
  checkIndex('eventSlotPosition', slot, count);
  const column = eventSlotsLeftToRight(count).indexOf(slot);
  // Bearings turn clockwise seen from above, so for a reader facing the centre a larger bearing lies to the left.
  return onArc(sectorBearing(GATES), FURNITURE_ARC_RADIUS, count - 1 - column, count, CARD_SPACING);
}

/** Face-up revelation slot `slot` of `count`, in the Springs. */
export function revelationSlotPosition(slot: number, count: number): Vec3 {
  checkIndex('revelationSlotPosition', slot, count);
  return onArc(sectorBearing(SPRINGS), FURNITURE_ARC_RADIUS, slot, count, CARD_SPACING);
}

/** Clanhouse row slot `slot` of `count` ("left to right" = clockwise), in the Clanhouse. */
export function clanhouseSlotPosition(slot: number, count: number): Vec3 {
  checkIndex('clanhouseSlotPosition', slot, count);
  return onArc(sectorBearing(CLANHOUSE), FURNITURE_ARC_RADIUS, slot, count, CLANHOUSE_SPACING);
}

/** Capital track rank `rank` (0 = top, rank I) of `count` heralds, in the Capital. */
export function capitalTrackPosition(rank: number, count: number): Vec3 {
  checkIndex('capitalTrackPosition', rank, count);
  return onArc(sectorBearing(CAPITAL), FURNITURE_ARC_RADIUS, rank, count, CAPITAL_SPACING);
}

/**
 * Village site `site` of `count` (0 = starting village, last = the shrine).
 * The track runs clockwise along the Rim into the Shrine, centred on their
 * boundary, so the pioneers walk the rim and end at the shrine.
 */
export function villageSitePosition(site: number, count: number): Vec3 {
  checkIndex('villageSitePosition', site, count);
  return onArc(sectorBearing(RIM) + SECTOR_ARC / 2, FURNITURE_ARC_RADIUS, site, count, VILLAGE_SPACING);
}

/**
 * Favor track space for a score (scores past the last space wrap around).
 * Space 0 is next to the corner between side 3 and side 0 (+x, +z); the track
 * runs clockwise seen from above along side 0's edge first, 15 spaces a side.
 */
export function favorTrackPosition(fp: number): Vec3 {
  if (!Number.isInteger(fp) || fp < 0) throw new RangeError(`favorTrackPosition: score must be a non-negative integer, got ${fp}`);
  const perSide = FAVOR_TRACK_SPACES / 4;
  const i = fp % FAVOR_TRACK_SPACES;
  const edge = Math.floor(i / perSide);
  const half = BOARD_HALF_SIZE - FAVOR_TRACK_INSET;
  // Distance along the edge from its clockwise-first corner, centred in the space.
  const along = ((i % perSide) + 0.5) * ((2 * half) / perSide);
  // Each edge in the side frame: start at (+half, +half) and walk toward -x,
  // then turn the whole edge clockwise by 90 degrees per side.
  return rotateClockwise(vec3(half - along, 0, half), (edge * Math.PI) / 2);
}
