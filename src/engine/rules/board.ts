// What the board allows, below the placement step that uses it: guarded
// sectors, what a spot costs, the game's palace rules and where a hit kin goes.
// The kin abilities and the village and effect rules use these too, so they
// live apart from placement (which calls the abilities).
import { sectorAs } from './sector-words.js';
import { push, task } from '../core/flow.js';
import { kinById, log, parseSpot, removeFromPlace, seatName } from '../core/state.js';
import type { GameState, Kin } from '../core/types.js';
import type { PalaceRules } from '../core/variant.js';
import { palaceOf } from '../core/variants-in-play.js';
import { SECTOR_DEFS } from '../content/index.js';
import { kinOf } from './words.js';
import { msg, type Msg } from '../core/message.js';

/** The standard Phoenix Palace: one spot, its daytime effect, and hit kin sent inside. */
const standardPalace: PalaceRules = {
  placementSpots: () => ['palace'],
  place: (s, seat, k) => {
    removeFromPlace(s, k);
    k.loc = 'palace';
    k.at = 'palace';
    k.cloaked = false;
    push(s, task('palaceDaytime', seat));
  },
  sendHit: (s, k) => {
    removeFromPlace(s, k);
    k.loc = 'palace';
    k.at = 'palace';
    k.cloaked = false;
  },
};

/** The palace rules of the game: the standard ones unless a variant brings its own. */
export function palaceFor(s: GameState): PalaceRules {
  return palaceOf(s, standardPalace);
}

/** "No kin can be placed in or moved to the guard's sector" while a guard's block holds. */
export function isGuarded(s: GameState, sector: number): boolean {
  for (const g of s.guards) if (g.sector === sector) return true;
  return false;
}

// Every placement decision asks the price of every free spot: a table per sector, by its row's length.
const SPOT_COSTS = SECTOR_DEFS.map((d) => ({
  large: d.spots.large.length,
  costs: { large: d.spots.large.map((x) => x.cost ?? null), small: d.spots.small.map((x) => x.cost ?? null) },
}));

/** The price of each spot of `sector`'s row in `s`, by spot index (null: free). */
export function spotCosts(s: GameState, sector: number) {
  const t = SPOT_COSTS[sector]!;
  return s.board[sector]!.length === t.large ? t.costs.large : t.costs.small;
}

export function spotCost(s: GameState, sector: number, index: number) {
  return spotCosts(s, sector)[index] ?? null;
}

/** " in the Capital" for a kin on a sector spot. */
function placeOf(at: string): Msg {
  const where = parseSpot(at);
  return where ? msg('rules.place.in', { sector: sectorAs('in', where.sector) }) : msg('rules.place.none');
}

/** A hit: cloaked kin flip unveiled; unveiled kin go to the palace (still counting). */
export function hitKin(s: GameState, bySeat: number, hit: Kin): void {
  const target = kinById(s, hit.id);
  if (target.cloaked) {
    target.cloaked = false;
    log(s, bySeat, () => msg('rules.log.hitFlips', { seat: seatName(s, bySeat), kin: kinOf(s, bySeat, target.seat, target.type, true), where: placeOf(target.at) }));
  } else {
    const from = target.at;
    palaceFor(s).sendHit(s, target);
    log(
      s,
      bySeat,
      () => msg('rules.log.hitRetreats', {
        seat: seatName(s, bySeat),
        kin: kinOf(s, bySeat, target.seat, target.type),
        where: placeOf(from),
        bumped: target.loc === 'bumped' ? 'yes' : 'no',
      }),
    );
  }
}

