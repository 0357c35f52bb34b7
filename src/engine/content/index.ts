// All game content, validated once at load and frozen. See docs/content.md for
// the provenance of every value; replace the data modules to play with the
// printed cards.
import { CLAN_COMPOSITION, CLAN_DEFS } from './clans.js';
import { CLANHOUSE_SLOTS } from './clanhouse.js';
import * as CONSTANTS from './constants.js';
import { BASILISK_EXTRA_KIN, BASILISK_STACK_SIZE, STARTING_SETS } from './constants.js';
import { ENEMY_DECK } from './enemy.js';
import { EVENTS } from './events.js';
import { KIN_DEFS } from './kin.js';
import { REVELATIONS } from './revelations.js';
import { SCENARIOS } from './scenarios.js';
import { NIGHT_REWARDS, PALACE_DEF, SECTOR_DEFS } from './sectors.js';
import { validateContent, type ContentBundle } from './validate.js';
import { VILLAGE_SITES, VILLAGES } from './villages.js';

export * from './types.js';
export * from './constants.js';
export * from './clans.js';
export * from './kin.js';
export * from './sectors.js';
export * from './events.js';
export * from './revelations.js';
export * from './villages.js';
export * from './clanhouse.js';
export * from './enemy.js';
export * from './scenarios.js';
export { validateContent, ContentError, type ContentBundle } from './validate.js';

/** Every content family in one object (the same objects as the named exports). */
export const CONTENT: ContentBundle = {
  clans: CLAN_DEFS,
  kin: KIN_DEFS,
  composition: CLAN_COMPOSITION,
  startingSets: STARTING_SETS,
  basiliskExtraKin: BASILISK_EXTRA_KIN,
  basiliskStackSize: BASILISK_STACK_SIZE,
  sectors: SECTOR_DEFS,
  nightRewards: NIGHT_REWARDS,
  events: EVENTS,
  revelations: REVELATIONS,
  villages: VILLAGES,
  villageSites: VILLAGE_SITES,
  clanhouseSlots: CLANHOUSE_SLOTS,
  enemyDeck: ENEMY_DECK,
  scenarios: SCENARIOS,
};

validateContent(CONTENT);

function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
}

// Content is shared by every game: nothing may change it at run time.
for (const v of [CONTENT, PALACE_DEF, ...Object.values(CONSTANTS)]) deepFreeze(v);
