// The four clans and the tiles that make up one clan's set.
import type { ClanId } from '../core/types.js';
import type { ClanComposition, ClanDef } from './types.js';

/**
 * Clan identities (house). Colours come from the Okabe-Ito palette, which stays
 * distinguishable under the common kinds of colour blindness; each clan also has
 * its own symbol so that colour is never the only cue.
 */
export const CLAN_DEFS: Record<ClanId, ClanDef> = {
  crane: {
    id: 'crane',
    name: 'Crane Clan',
    colorName: 'vermilion',
    color: '#D55E00',
    symbol: '▲',
    provenance: 'house',
  },
  koi: {
    id: 'koi',
    name: 'Koi Clan',
    colorName: 'sky blue',
    color: '#56B4E9',
    symbol: '●',
    provenance: 'house',
  },
  tortoise: {
    id: 'tortoise',
    name: 'Tortoise Clan',
    colorName: 'bluish green',
    color: '#009E73',
    symbol: '■',
    provenance: 'house',
  },
  fox: {
    id: 'fox',
    name: 'Fox Clan',
    colorName: 'orange',
    color: '#E69F00',
    symbol: '◆',
    provenance: 'house',
  },
};

/**
 * One clan's full set of tiles, the same for every clan (house): five
 * apprentices and one fighter (the rules' largest starting set, 2 players) plus
 * one tile of each of the other fourteen kin types. 20 tiles.
 */
export const CLAN_COMPOSITION: ClanComposition = {
  counts: {
    apprentice: 5,
    fighter: 1,
    archer: 1,
    bard: 1,
    clairvoyant: 1,
    councilor: 1,
    diplomat: 1,
    guard: 1,
    hermit: 1,
    mastermind: 1,
    mentor: 1,
    merchant: 1,
    nocturnal: 1,
    pathfinder: 1,
    philosopher: 1,
    trickster: 1,
  },
  provenance: 'house',
};

/** The composition of a given clan's set (today every clan has the same one). */
export function clanComposition(_clan: ClanId): ClanComposition {
  return CLAN_COMPOSITION;
}

/** Number of tiles in a composition. */
export function compositionSize(c: ClanComposition): number {
  let n = 0;
  for (const v of Object.values(c.counts)) n += v ?? 0;
  return n;
}
