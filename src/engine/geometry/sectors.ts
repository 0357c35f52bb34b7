// The six sectors of the ring, clockwise seen from above: 0 Gates, 1 Capital,
// 2 Rim, 3 Shrine, 4 Springs, 5 Clanhouse, 60 degrees each.
//
// Where sector 0 starts (a house choice): sector 0, the Gates, is centred on
// side 0 (+z), spanning bearings -30..+30 degrees. Bearings are measured
// clockwise seen from above from +z (see vec.ts), so sector s is centred on
// bearing 60*s degrees and spans 60*s - 30 .. 60*s + 30. Centring a sector on a
// side keeps the board symmetric under the palace's 60-degree steps, and puts
// the six moons (on sector boundaries) at bearings 30 + 60*m.
import type { Sector } from '../core/types.js';
import { SECTOR_RING_INNER_RADIUS, SECTOR_RING_OUTER_RADIUS } from './table.js';
import { bearingDirection, bearingOf, scale, type Vec3 } from './vec.js';

export const SECTOR_COUNT = 6;
/** Angular width of one sector, radians. */
export const SECTOR_ARC = Math.PI / 3;

const TAU = 2 * Math.PI;

function checkSector(sector: number): void {
  if (!Number.isInteger(sector) || sector < 0 || sector >= SECTOR_COUNT) {
    throw new RangeError(`Sector must be an integer 0-5, got ${sector}`);
  }
}

function mod6(n: number): Sector {
  return (((n % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT) as Sector;
}

/** Bearing of a sector's centre line, radians clockwise from +z seen from above. */
export function sectorBearing(sector: Sector): number {
  checkSector(sector);
  return sector * SECTOR_ARC;
}

/** Bearing where a sector begins (its counterclockwise edge); it ends SECTOR_ARC later. */
export function sectorStartBearing(sector: Sector): number {
  return sectorBearing(sector) - SECTOR_ARC / 2;
}

/** The sector containing a bearing (radians, any value; a boundary belongs to the clockwise sector). */
export function sectorAtBearing(bearing: number): Sector {
  const b = (((bearing + SECTOR_ARC / 2) % TAU) + TAU) % TAU;
  return mod6(Math.floor(b / SECTOR_ARC + 1e-12));
}

/** The sector under a point of the board (by bearing only; the caller checks the ring radii if needed). */
export function sectorAt(p: Vec3): Sector {
  return sectorAtBearing(bearingOf(p));
}

/** The middle of a sector's ring segment, on the board surface. */
export function sectorCentre(sector: Sector): Vec3 {
  const r = (SECTOR_RING_INNER_RADIUS + SECTOR_RING_OUTER_RADIUS) / 2;
  return scale(bearingDirection(sectorBearing(sector)), r);
}

/** The two sectors next to `s`: [counterclockwise neighbour, clockwise neighbour]. */
export function adjacent(s: Sector): [Sector, Sector] {
  checkSector(s);
  return [mod6(s - 1), mod6(s + 1)];
}

/** The sector across the ring (the Archer's "opposite sector"). */
export function opposite(s: Sector): Sector {
  checkSector(s);
  return mod6(s + 3);
}

/** Moon m lies between sector m and sector m+1: [m, m+1 mod 6]. */
export function moonSectors(moon: number): [Sector, Sector] {
  checkSector(moon);
  return [moon as Sector, mod6(moon + 1)];
}

/** Bearing of moon m: the boundary between sector m and sector m+1. */
export function moonBearing(moon: number): number {
  checkSector(moon);
  return moon * SECTOR_ARC + SECTOR_ARC / 2;
}
