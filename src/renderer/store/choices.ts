// How the current decision's legal choices are laid out in the decision bar.
// Placement is made in two steps (a kin from the hand, then one of its legal
// spots grouped by sector, with a palace shortcut); any other decision is a
// plain list. Only legal choices ever appear. Pure; choices.test.ts covers it.
import type { ChoiceTarget, KinType, Sector, Side } from '../../engine/core/types.js';
import { isPalaceSpotId, parsePalaceSpot } from '../../engine/geometry/palace.js';
import { wallSideSeenFrom, type WallSide } from '../../engine/geometry/visibility.js';
import type { GameView } from '../../engine/view.js';
import type { LegalChoice } from '../../shared/views.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { targetKey } from '../scene/pure/targets.js';

export interface KinOption {
  /** The kin placed when this option is picked (the first of its type). */
  kin: number;
  /** Every kin id of this type in hand (placing any of them is the same). */
  ids: number[];
  type: KinType | 'hidden';
  /** How many legal spots this kin has. */
  spots: number;
}

export interface SpotGroup {
  /** Sector index, or 'palace' for palace spots. */
  sector: Sector | 'palace';
  choices: LegalChoice[];
}

export interface PlacementLayout {
  kind: 'placement';
  kins: KinOption[];
  /** Legal placements of the selected kin (empty until one is selected). */
  groups: SpotGroup[];
  /** Every legal placement of the selected kin, in legal order (number keys follow this order). */
  spots: LegalChoice[];
  /** The placement in the palace for the selected kin, when legal. */
  palace: LegalChoice | null;
  /** Choices of this decision that are not placements (e.g. a pass). */
  others: LegalChoice[];
}

export interface ListLayout {
  kind: 'list';
  choices: LegalChoice[];
}

export type ChoiceLayout = PlacementLayout | ListLayout;

const isPlace = (c: LegalChoice): c is LegalChoice & { action: { t: 'place'; kin: number; spot: string } } => c.action.t === 'place';

/** Kin picker options, one per kin type in hand, in the order they first appear among the choices. */
export function kinOptions(legal: readonly LegalChoice[], view: Pick<GameView, 'kin'> | null): KinOption[] {
  const byType = new Map<string, KinOption>();
  for (const c of legal) {
    if (!isPlace(c)) continue;
    const k = view?.kin[c.action.kin];
    const type = k?.type ?? 'hidden';
    // Kin of the same type are interchangeable; hidden ones are kept apart.
    const key = type === 'hidden' ? `hidden:${c.action.kin}` : type;
    let opt = byType.get(key);
    if (!opt) {
      opt = { kin: c.action.kin, ids: [], type, spots: 0 };
      byType.set(key, opt);
    }
    if (!opt.ids.includes(c.action.kin)) opt.ids.push(c.action.kin);
    if (c.action.kin === opt.kin) opt.spots++;
  }
  return [...byType.values()];
}

/** The option a selected kin id belongs to. */
export function optionOf(kins: readonly KinOption[], id: number | null): KinOption | null {
  if (id === null) return null;
  return kins.find((k) => k.ids.includes(id)) ?? null;
}

export function layoutChoices(legal: readonly LegalChoice[], view: Pick<GameView, 'kin'> | null, selectedKin: number | null): ChoiceLayout {
  const places = legal.filter(isPlace);
  if (places.length === 0) return { kind: 'list', choices: [...legal] };
  const kins = kinOptions(legal, view);
  const others = legal.filter((c) => !isPlace(c));
  const opt = optionOf(kins, selectedKin) ?? (kins.length === 1 ? kins[0]! : null);
  if (!opt) return { kind: 'placement', kins, groups: [], spots: [], palace: null, others };
  const mine = places.filter((c) => c.action.kin === opt.kin);
  const groups: SpotGroup[] = [];
  for (const c of mine) {
    const sector = c.target?.on === 'spot' && c.target.sector !== null ? c.target.sector : 'palace';
    let g = groups.find((x) => x.sector === sector);
    if (!g) {
      g = { sector, choices: [] };
      groups.push(g);
    }
    g.choices.push(c);
  }
  const palace = mine.find((c) => c.action.spot === 'palace') ?? null;
  return { kind: 'placement', kins, groups, spots: mine, palace, others };
}

/** The kin id the placement layout is about (the selected one, or the only option). */
export function effectiveKin(layout: ChoiceLayout, selectedKin: number | null): number | null {
  if (layout.kind !== 'placement') return null;
  const opt = optionOf(layout.kins, selectedKin) ?? (layout.kins.length === 1 ? layout.kins[0]! : null);
  return opt ? opt.kin : null;
}

/** Where the choosing player sits and how the palace stands: palace spots are named by the wall as that player sees it. */
export interface PalaceViewer {
  side: Side;
  rotation: number;
}

/** The sectors' ids in the catalogs, by index (engine/core/types.ts SECTORS). */
const SECTOR_KEYS = ['gates', 'capital', 'rim', 'shrine', 'springs', 'clanhouse'] as const;

/** A sector's short name, without an article, for lists and headings ("Gates"). */
export function sectorShort(sector: Sector): Msg {
  return msg(`table.sector.short.${SECTOR_KEYS[sector] ?? 'gates'}`);
}

/**
 * Short words for a spot choice, from its engine target: "Spot 3" inside its
 * sector group ("The Gates, spot 3" when given the sector names), or the
 * palace spot's name, a ward or battlement by its wall as the player sees it
 * (the walls carry no numbers on the table). Any other choice keeps its label.
 */
export function spotChoiceLabel(choice: LegalChoice, sectorName?: (sector: Sector) => Msg, viewer?: PalaceViewer): Msg {
  const t = choice.target;
  if (t?.on !== 'spot') return choice.label;
  if (t.sector !== null && t.index !== null) {
    return sectorName ? msg('table.spot.inSector', { sector: sectorName(t.sector), n: t.index + 1 }) : msg('table.spot.numbered', { n: t.index + 1 });
  }
  if (t.spot === 'palace') return msg('table.spot.phoenixPalace');
  if (!isPalaceSpotId(t.spot)) return choice.label;
  const p = parsePalaceSpot(t.spot);
  if (p.wall === null) return msg('table.spot.pinnacle');
  const kind = p.kind === 'ward' ? 'ward' : 'battlement';
  const side: WallSide | 'none' = viewer ? wallSideSeenFrom(viewer.side, p.wall, viewer.rotation) : 'none';
  return msg('table.spot.wall', { kind, side });
}

/**
 * Whether the table shows what a target points at. A kin drawn in secret at an
 * asymmetric start, or put back into the box, lies nowhere on it: a choice of
 * such a kin cannot be clicked there, however its target is named.
 */
export function shownOnTable(target: ChoiceTarget | null, view: Pick<GameView, 'kin'> | null): boolean {
  if (targetKey(target) === null) return false;
  if (target?.on !== 'kin' || !view) return true;
  const loc = view.kin[target.kin]?.loc;
  return loc !== undefined && loc !== 'secret' && loc !== 'box';
}

/**
 * Splits choices into those made by a click on the table (each on a place of
 * its own, shown there) and the rest. Two choices on one place cannot both be
 * clicked there, so they stay in the bar. Without a view, every named place
 * counts as shown.
 */
export function splitBoardChoices(
  choices: readonly LegalChoice[],
  view: Pick<GameView, 'kin'> | null = null,
): { board: LegalChoice[]; rest: LegalChoice[] } {
  const count = new Map<string, number>();
  for (const c of choices) {
    const k = shownOnTable(c.target, view) ? targetKey(c.target) : null;
    if (k !== null) count.set(k, (count.get(k) ?? 0) + 1);
  }
  const board: LegalChoice[] = [];
  const rest: LegalChoice[] = [];
  for (const c of choices) {
    const k = shownOnTable(c.target, view) ? targetKey(c.target) : null;
    (k !== null && count.get(k) === 1 ? board : rest).push(c);
  }
  return { board, rest };
}
