// The Basilisk's enemy deck. Rules: 12 sector cards and 3
// twist cards, some sector cards reading "The Rim | The Shrine". House: two
// cards per sector counting the main sector, one Rim|Shrine card with each of the
// two as main, and the clanhouse slot each card names for the Basilisk's
// recruiting (every slot named exactly twice).
import type { EnemyCard } from './types.js';

export const ENEMY_DECK: EnemyCard[] = [
  { id: 0, kind: 'sector', sector: 0, clanhouseSlot: 0, provenance: 'house' },
  { id: 1, kind: 'sector', sector: 0, clanhouseSlot: 3, provenance: 'house' },
  { id: 2, kind: 'sector', sector: 1, clanhouseSlot: 1, provenance: 'house' },
  { id: 3, kind: 'sector', sector: 1, clanhouseSlot: 4, provenance: 'house' },
  { id: 4, kind: 'sector', sector: 2, clanhouseSlot: 2, provenance: 'house' },
  { id: 5, kind: 'sector', sector: 2, secondary: 3, clanhouseSlot: 5, provenance: 'house' },
  { id: 6, kind: 'sector', sector: 3, clanhouseSlot: 0, provenance: 'house' },
  { id: 7, kind: 'sector', sector: 3, secondary: 2, clanhouseSlot: 3, provenance: 'house' },
  { id: 8, kind: 'sector', sector: 4, clanhouseSlot: 1, provenance: 'house' },
  { id: 9, kind: 'sector', sector: 4, clanhouseSlot: 4, provenance: 'house' },
  { id: 10, kind: 'sector', sector: 5, clanhouseSlot: 2, provenance: 'house' },
  { id: 11, kind: 'sector', sector: 5, clanhouseSlot: 5, provenance: 'house' },
  { id: 12, kind: 'twist', provenance: 'rules' },
  { id: 13, kind: 'twist', provenance: 'rules' },
  { id: 14, kind: 'twist', provenance: 'rules' },
];

/** Number of sector and twist cards in the enemy deck (rules). */
export const ENEMY_DECK_COUNTS = { sector: 12, twist: 3 } as const;

/** An enemy card by id; throws on an unknown id. */
export function enemyCardById(id: number): EnemyCard {
  const c = ENEMY_DECK[id];
  if (!c || c.id !== id) throw new Error(`Unknown enemy card id ${id}`);
  return c;
}
