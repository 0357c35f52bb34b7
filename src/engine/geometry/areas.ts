// Places off the sector ring (house layout; the rules text only says "in front
// of them", "next to the board", "next to the Gates"...):
//
// - each side's play area, on the table in front of that side's board edge:
//   the hand of kin in a row, bumped kin set aside on the player's right,
//   resource and moon-shard piles on the left, the first-player token;
// - the board's four corners (between the ring and the favor track): the
//   general supply (resources in the corner between sides 3 and 0, moon
//   shards in the opposite corner), the event deck next to the Gates and the
//   revelation deck next to the Springs;
// - the table's corners (outside the board): the village pile next to the
//   Rim, the clan piles next to the Clanhouse, the palace levels set aside;
// - the standard palace's coloured spots on the rotating board ("your matching
//   colored spot"), one per seat, where the wards are in the alternative mode.
//
// Like board.ts, every function returns the centre of a piece's footprint on
// the surface that holds it: y = 0 on the board, TABLE_TOP_Y on the table.
import type { Resource, Shard, Side } from '../core/types.js';
import { palaceSpotPosition, type Wall } from './palace.js';
import { checkSide, seatBearing, seatOutward } from './seats.js';
import { BOARD_HALF_SIZE, BOARD_THICKNESS, CARD_LENGTH, CARD_SPACING, PALACE_FLOOR_HEIGHT } from './table.js';
import { add, bearingDirection, scale, vec3, type Vec3 } from './vec.js';

/** The table's surface: the board (y 0) lies on it. */
export const TABLE_TOP_Y = -BOARD_THICKNESS;

/** Spacing of kin tiles in a player's hand row (a 3-unit tile and a gap). */
export const HAND_SPACING = 3.6;
/** Distance from the board's edge to the middle of the hand row. */
export const HAND_ROW_OUT = 3.5;
/** Where the bumped kin of a side are set aside: along the edge, to the player's right. */
export const BUMPED_ALONG = 21;
/** Resource and moon-shard piles: along the edge to the player's left, two rows. */
export const POOL_ALONG = [-18, -22, -26] as const;
export const POOL_ROWS_OUT = [3, 6.8] as const;
/** The first-player token sits on the player's right, beyond the bumped kin. */
export const FIRST_PLAYER_ALONG = 27;
export const FIRST_PLAYER_OUT = 3.5;

/** Distance from the board's centre to a board corner's supply cluster / deck, along the diagonal. */
export const CORNER_ITEM_RADIUS = 31.5;
/** Half the distance between the two front items of a corner cluster, across the diagonal. */
export const CORNER_ITEM_HALF_GAP = 2;
/** How far outward along the diagonal the third item of a corner cluster sits from the other two. */
export const CORNER_ITEM_DEPTH = 3.2;
/** Distance from the board's centre to the table-corner items (outside the board), along the diagonal. */
export const TABLE_CORNER_RADIUS = 50;
/** The set-aside palace levels stand further out: their 13-unit footprint must clear the side areas. */
export const SPARE_LEVELS_RADIUS = 58;

export type PoolKind = Resource | Shard;
export const POOL_KINDS: readonly PoolKind[] = ['coin', 'scroll', 'lantern', 'coral', 'jade', 'agate'];

/** The four corners of the board, by bearing: 45 (sides 0/1), 135 (1/2), 225 (2/3), 315 (3/0) degrees. */
export type Corner = 0 | 1 | 2 | 3;
export function cornerBearing(corner: Corner): number {
  if (!Number.isInteger(corner) || corner < 0 || corner > 3) throw new RangeError(`Corner must be 0-3, got ${corner}`);
  return Math.PI / 4 + (corner * Math.PI) / 2;
}

/** Unit vector along a seated player's table edge, pointing to their right (they face the palace). */
export function seatRight(side: Side): Vec3 {
  return bearingDirection(seatBearing(side) - Math.PI / 2);
}

/** A point on the table in front of a side: `along` its edge (to the player's right), `out` from the board's edge. */
export function playerAreaPoint(side: Side, along: number, out: number): Vec3 {
  checkSide(side);
  const edge = scale(seatOutward(side), BOARD_HALF_SIZE + out);
  return add(add(edge, scale(seatRight(side), along)), vec3(0, TABLE_TOP_Y, 0));
}

function checkIndex(what: string, index: number, count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`${what}: count must be a positive integer, got ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`${what}: index must be an integer 0-${count - 1}, got ${index}`);
  }
}

/** Kin `index` of the `count` in a side's hand, left to right as the player sees them. */
export function handSlotPosition(side: Side, index: number, count: number): Vec3 {
  checkIndex('handSlotPosition', index, count);
  // A long hand squeezes so that it stays between the pool piles and the bumped kin.
  const spacing = Math.min(HAND_SPACING, 28 / Math.max(1, count - 1));
  return playerAreaPoint(side, (index - (count - 1) / 2) * spacing, HAND_ROW_OUT);
}

/**
 * The row of revelation cards dealt to a side at an asymmetric start, on the
 * table just beyond its hand row (nearer the player), centred, left to right.
 */
export const DEALT_ROW_OUT = HAND_ROW_OUT + 1.5 + 1 + CARD_LENGTH / 2;
export function dealtCardPosition(side: Side, index: number, count: number): Vec3 {
  checkIndex('dealtCardPosition', index, count);
  return playerAreaPoint(side, (index - (count - 1) / 2) * CARD_SPACING, DEALT_ROW_OUT);
}

/** Bumped kin `index` of `count` of a side, set aside face down on the player's right (two columns). */
export function bumpedSlotPosition(side: Side, index: number, count: number): Vec3 {
  checkIndex('bumpedSlotPosition', index, count);
  const column = index % 2;
  const row = Math.floor(index / 2);
  return playerAreaPoint(side, BUMPED_ALONG - 1.8 + column * 3.6, HAND_ROW_OUT + row * 3.6);
}

/** The pile of one resource or moon-shard colour in front of a side (resources nearer the board). */
export function poolPilePosition(side: Side, kind: PoolKind): Vec3 {
  const i = POOL_KINDS.indexOf(kind);
  if (i < 0) throw new RangeError(`Not a pool kind: ${JSON.stringify(kind)}`);
  return playerAreaPoint(side, POOL_ALONG[i % 3]!, POOL_ROWS_OUT[Math.floor(i / 3)]!);
}

/** Where the first-player token lies in front of the side that holds it. */
export function firstPlayerTokenPosition(side: Side): Vec3 {
  return playerAreaPoint(side, FIRST_PLAYER_ALONG, FIRST_PLAYER_OUT);
}

/** Item `index` (0-2) of a board-corner cluster: two side by side across the diagonal, the third further out. */
function cornerItem(corner: Corner, index: 0 | 1 | 2): Vec3 {
  const b = cornerBearing(corner);
  const diag = bearingDirection(b);
  const across = bearingDirection(b + Math.PI / 2);
  if (index === 2) return scale(diag, CORNER_ITEM_RADIUS + CORNER_ITEM_DEPTH / 2);
  const base = scale(diag, CORNER_ITEM_RADIUS - CORNER_ITEM_DEPTH / 2);
  return add(base, scale(across, (index === 0 ? -1 : 1) * CORNER_ITEM_HALF_GAP));
}

/** The general supply of one kind on the board: resources in corner 3 (sides 3/0), moon shards in corner 1 (sides 1/2). */
export function supplyPosition(kind: PoolKind): Vec3 {
  const i = POOL_KINDS.indexOf(kind);
  if (i < 0) throw new RangeError(`Not a supply kind: ${JSON.stringify(kind)}`);
  return cornerItem(i < 3 ? 3 : 1, (i % 3) as 0 | 1 | 2);
}

/** The event deck, face down on the board corner next to the Gates (corner 0). */
export function eventDeckPosition(): Vec3 {
  return scale(bearingDirection(cornerBearing(0)), CORNER_ITEM_RADIUS);
}

/** The revelation deck, face down on the board corner next to the Springs (corner 2). */
export function revelationDeckPosition(): Vec3 {
  return scale(bearingDirection(cornerBearing(2)), CORNER_ITEM_RADIUS);
}

/** A point on the table beyond a board corner, `across` the diagonal (positive = clockwise), `outward` along it. */
function tableCornerPoint(corner: Corner, across: number, outward = 0): Vec3 {
  const b = cornerBearing(corner);
  const p = add(scale(bearingDirection(b), TABLE_CORNER_RADIUS + outward), scale(bearingDirection(b + Math.PI / 2), across));
  return vec3(p.x, TABLE_TOP_Y, p.z);
}

/** The face-up village pile, on the table beyond the corner next to the Rim (corner 1). */
export function villagePilePosition(): Vec3 {
  return tableCornerPoint(1, 0);
}

/** Seat `seat`'s clan pile (of `count` seats, up to 4 in a 2x2 block), on the table beyond the corner next to the Clanhouse (corner 3). */
export function clanPilePosition(seat: number, count: number): Vec3 {
  checkIndex('clanPilePosition', seat, count);
  if (count > 4) throw new RangeError(`clanPilePosition: at most 4 piles, got ${count}`);
  const col = seat % 2;
  const row = Math.floor(seat / 2);
  return tableCornerPoint(3, (col - 0.5) * 4.4, 2 + (row - 0.5) * 4.4);
}

/**
 * Where a palace level set aside until dawn stands (levels 2 and 3): stacked
 * on the table beyond corner 2, level 3 on top of level 2 (the bottom of the
 * level is returned).
 */
export function spareLevelPosition(level: 2 | 3): Vec3 {
  if (level !== 2 && level !== 3) throw new RangeError(`Only levels 2 and 3 are set aside, got ${String(level)}`);
  const p = scale(bearingDirection(cornerBearing(2)), SPARE_LEVELS_RADIUS);
  return vec3(p.x, TABLE_TOP_Y + (level === 3 ? PALACE_FLOOR_HEIGHT : 0), p.z);
}

/**
 * The standard palace's spot of seat `seat` (0-3) on the rotating board, at a
 * rotation: in front of wall `seat`, where the alternative mode's ward is.
 * Kin stack on it.
 */
export function palaceSeatSpotPosition(seat: number, rotation: number): Vec3 {
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) throw new RangeError(`Seat must be 0-3, got ${seat}`);
  return palaceSpotPosition(`ward${seat as Wall}`, rotation);
}
