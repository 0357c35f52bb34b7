// The table's numbers, in table units (1 unit = 1 cm), y up, board in the
// x-z plane, origin on the palace axis at the board's top surface (y = 0).
// The renderer builds the scene from these and the engine decides visibility
// from them, so a change here moves both together. Sizes are house values
// chosen so that nothing overlaps (checked by board.test.ts).

/** The square main board: x and z both run from -BOARD_HALF_SIZE to +BOARD_HALF_SIZE. */
export const BOARD_HALF_SIZE = 30;
/** The board's thickness; it lies below y = 0. */
export const BOARD_THICKNESS = 1.2;

/** The six sectors form a ring around the rotating board. */
export const SECTOR_RING_INNER_RADIUS = 11;
export const SECTOR_RING_OUTER_RADIUS = 26;
/** Radius of the arc on which each sector's kin spots are laid out (inner part of the ring). */
export const SPOT_ARC_RADIUS = 14.5;
/** Arc length between neighbouring kin spots: a 3-unit tile plus a gap. */
export const SPOT_SPACING = 3.6;
/** Radius of the arc holding each sector's cards and tracks (outer part of the ring). */
export const FURNITURE_ARC_RADIUS = 21;
/** Radius of the six moons, near the ring's outer edge on the sector boundaries. */
export const MOON_RADIUS = 24.5;

/** The rotating board under the palace; the outer wards are on it, so they turn with the palace. */
export const ROTATING_BOARD_RADIUS = 10.5;
export const ROTATING_BOARD_THICKNESS = 0.4;

/** The palace is a square prism: every level has this footprint, so a wall's plane is the same on every level. */
export const PALACE_HALF_SIZE = 6.5;
export const PALACE_LEVELS = 3;
export const PALACE_FLOOR_HEIGHT = 4.5;
/** The palace stands on the rotating board. */
export const PALACE_BASE_Y = ROTATING_BOARD_THICKNESS;
/** The roof cap on the third level; the pinnacle spot is on its flat top. */
export const PALACE_ROOF_HEIGHT = 3;
/** Half-size of the roof's flat top, where the pinnacle kin stands. */
export const PALACE_ROOF_TOP_HALF_SIZE = 1.6;
/** How far the roof's eaves reach past the walls. */
export const PALACE_ROOF_OVERHANG = 0.6;

/** A kin tile: a square token lying flat on its spot. */
export const KIN_TILE_SIZE = 3;
export const KIN_TILE_THICKNESS = 0.6;
/** Gap between a palace wall and the inner edge of the outer ward's tile. */
export const WARD_GAP = 0.3;
/** Gap between a palace wall and a battlement kin standing against it (keeps faces from z-fighting). */
export const BATTLEMENT_GAP = 0.05;

/** Cards (events, revelations) lie flat: width along the arc, length along the radius. */
export const CARD_WIDTH = 4;
export const CARD_LENGTH = 5.6;
/** Arc length between neighbouring card slots. */
export const CARD_SPACING = 5;
/** Arc length between clanhouse row slots (kin tiles). */
export const CLANHOUSE_SPACING = 3.5;
/** Arc length between capital track ranks (herald discs). */
export const CAPITAL_SPACING = 3.5;
/** Arc length between village sites (pioneer pawns). */
export const VILLAGE_SPACING = 5;

/** Favor track: spaces around the board's border, 15 per side; scores past the end wrap. */
export const FAVOR_TRACK_SPACES = 60;
/** Distance from the board's edge to the favor track's centre line. */
export const FAVOR_TRACK_INSET = 1.5;

/**
 * A seat's eye: above its own table edge, about 50 cm behind the board's edge
 * and 55 cm above the table, as a seated player's eyes are. Visibility only
 * needs the eye outside twice the palace's half-size (see visibility.ts);
 * this is far beyond that, so no wall is ever close to edge-on.
 */
export const SEAT_EYE_DISTANCE = 80;
export const SEAT_EYE_HEIGHT = 55;
