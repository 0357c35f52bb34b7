// Colours and symbols the table paints with. Clan looks (colour, symbol) are
// the engine's CLAN_DEFS, read from the generated catalog (their names are in
// the message catalogs); the rest are looks of the table itself. Clan colours come from the
// Okabe-Ito palette and every clan also has a symbol, so colour is never the
// only cue.
import type { ClanId, Resource, Sector, Shard } from '../../../engine/core/types.js';
import { CATALOG } from '../../catalog.generated.js';

export interface ClanLook {
  color: string;
  symbol: string;
}

export const CLAN_LOOKS: Readonly<Record<ClanId, ClanLook>> = CATALOG.clans;

export const CLAN_IDS: readonly ClanId[] = CATALOG.clanOrder;

/** Printed sector colours (muted inks on the board), Gates to Clanhouse. */
export const SECTOR_INKS: readonly string[] = ['#9c3b2e', '#b8892c', '#4f7d4e', '#a24f6c', '#3d6f98', '#6f5590'];

export const RESOURCE_COLORS: Record<Resource, string> = { coin: '#d9b44a', scroll: '#efe3c2', lantern: '#c8432b' };
export const SHARD_COLORS: Record<Shard, string> = { coral: '#f08a6c', jade: '#4fbf8a', agate: '#9a7be0' };

export const BOARD_WOOD = '#c8a165';
export const TABLE_WOOD = '#4a2f1f';
export const PARCHMENT = '#efe2c4';
export const INK = '#2b2118';
/** The glow of legal targets and lit sectors. */
export const HIGHLIGHT = '#ffd36b';

export function clanColor(clan: ClanId): string {
  return CLAN_LOOKS[clan].color;
}

export function sectorInk(sector: Sector): string {
  return SECTOR_INKS[sector]!;
}
