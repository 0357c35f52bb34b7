// COOPERATIVE MODE: two or three allies, one faction with a shared pool,
// against the Basilisk, a seat the rules play (the last seat). The mode is
// split by job:
//   coop-state.ts    its state (s.ext.coop) and the least/most queries
//   coop-golden.ts   the Golden Rule: routing the Basilisk's steps and choices
//   coop-setup.ts    setup, difficulty, the Basilisk's stack, dawn, view
//   coop-story.ts    story scenarios (Act cards)
//   coop-basilisk.ts the Basilisk's turns: enemy cards, placement, daytime effect
//   coop-palace.ts   the Basilisk in the palace alternative mode
// End scoring (lowest ally favor as the allies' base, shared pool, first
// player token as a wild shard, tie to its holder) is in rules/scoring.ts.
import './coop-golden.js';
import './coop-setup.js';
import './coop-basilisk.js';
import './coop-palace.js';

export * from './coop-state.js';
export { basiliskAbilityOptions, basiliskSpotsIn, currentCard, cardLabel } from './coop-basilisk.js';
