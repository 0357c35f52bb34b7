// Which thing on the 3D table each legal choice points at. The table lights
// exactly these targets and only they take clicks; a click chooses the mapped
// LegalChoice. Each choice carries its engine target (session LegalChoice.target);
// this module only turns it into scene keys and never reads words. Pure:
// targets.test.ts covers it.
//
// Target keys:
//   spot:<spotId>       a sector spot (s<sector>.<i>), 'palace', a ward/battlement, the pinnacle
//   kin:<id>            a kin tile wherever it lies (board, palace, clanhouse row, hand)
//   sector:<n>          a whole sector of the ring
//   eventSlot:<i>       a foreseen event slot in the Gates
//   revSlot:<i>         a revelation slot in the Springs
//   chSlot:<i>          a clanhouse row slot
//   moon:<m>            a moon on the board's ring (moon m between sector m and m+1)
//   site:<i>            a village site on the Rim/Shrine track
//   supply:<kind>       the supply pile of a resource or a moon-shard colour
//   side:<s>            a table side (the Basilisk's seat too)
import type { ChoiceTarget } from '../../../engine/core/types.js';
import type { LegalChoice } from '../../../shared/views.js';

export type TargetKey = string;

export interface TargetOptions {
  /**
   * The type of a kin, when known. With it, spots are offered before a kin is
   * selected only when every placeable kin is of one type (then any of them
   * is the same choice); without it, whenever all kin share one spot set.
   */
  kinType?: (id: number) => string | undefined;
}

/** The scene key of an engine target, or null for one the table does not show (a kept revelation card is in the HUD). */
export function targetKey(t: ChoiceTarget | null): TargetKey | null {
  if (!t) return null;
  switch (t.on) {
    case 'spot':
      return `spot:${t.spot}`;
    case 'kin':
      return `kin:${t.kin}`;
    case 'sector':
      return `sector:${t.sector}`;
    case 'eventSlot':
      return `eventSlot:${t.slot}`;
    case 'revelationSlot':
      return `revSlot:${t.slot}`;
    case 'clanhouseSlot':
      return `chSlot:${t.slot}`;
    case 'moon':
      return `moon:${t.moon}`;
    case 'site':
      return `site:${t.site}`;
    case 'supply':
      return `supply:${t.item}`;
    case 'side':
      return `side:${t.side}`;
    case 'revelationCard':
      return null;
  }
}

const spotSet = (choices: LegalChoice[]) =>
  choices
    .map((c) => (c.action.t === 'place' ? c.action.spot : ''))
    .sort()
    .join('|');

/**
 * Every legal choice that has a target on the table, by target key.
 * Placements map to their spot: for the selected kin only; with no kin
 * selected, only when all placeable kin share one spot set (see TargetOptions).
 */
export function targetsOf(
  legal: readonly LegalChoice[],
  selectedKin: number | null,
  opts: TargetOptions = {},
): Map<TargetKey, LegalChoice> {
  const out = new Map<TargetKey, LegalChoice>();
  const put = (key: TargetKey | null, c: LegalChoice) => {
    if (key !== null && !out.has(key)) out.set(key, c);
  };

  const byKin = new Map<number, LegalChoice[]>();
  for (const c of legal) {
    if (c.action.t !== 'place') continue;
    const list = byKin.get(c.action.kin) ?? [];
    list.push(c);
    byKin.set(c.action.kin, list);
  }
  let placeable: LegalChoice[] = [];
  if (selectedKin !== null) {
    placeable = byKin.get(selectedKin) ?? [];
  } else if (byKin.size > 0) {
    const groups = [...byKin.values()];
    const oneSet = groups.every((g) => spotSet(g) === spotSet(groups[0]!));
    const types = opts.kinType ? new Set([...byKin.keys()].map((id) => opts.kinType!(id) ?? `?${id}`)) : null;
    if (oneSet && (types === null || types.size === 1)) placeable = groups[0]!;
  }
  for (const c of placeable) put(targetKey(c.target), c);

  for (const c of legal) {
    if (c.action.t === 'place') continue;
    put(targetKey(c.target), c);
  }
  return out;
}

/** The kin that may be picked for a placement (the scene lets the player pick them on the table too). */
export function placeableKin(legal: readonly LegalChoice[]): number[] {
  const ids: number[] = [];
  for (const c of legal) if (c.action.t === 'place' && !ids.includes(c.action.kin)) ids.push(c.action.kin);
  return ids;
}

/** Splits a target key into its kind and its id ('spot:s1.2' -> ['spot', 's1.2']). */
export function parseTarget(key: TargetKey): [string, string] {
  const i = key.indexOf(':');
  return i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i + 1)];
}
