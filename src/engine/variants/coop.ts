// COOPERATIVE MODE: two or three allies, one faction with a shared pool,
// against the Basilisk, a seat the rules play (the last seat). The mode is
// split by job:
//   coop-state.ts    its state (s.coop) and the least/most queries
//   coop-golden.ts   the Golden Rule: routing the Basilisk's steps and choices
//   coop-setup.ts    setup, difficulty, the Basilisk's stack, dawn, view
//   coop-story.ts    story scenarios (Act cards)
//   coop-basilisk.ts the Basilisk's turns: enemy cards, placement, daytime effect
//   coop-palace.ts   the Basilisk in the palace alternative mode (a variant of its own)
// End scoring (lowest ally favor as the allies' base, shared pool, first
// player token as a wild shard, tie to its holder) is in rules/scoring.ts.
import { reshuffle } from '../core/rng.js';
import { STARTING_SETS } from '../content/index.js';
import type { VillageId } from '../content/types.js';
import { seatSides } from '../rules/setup-check.js';
import { coopConfig } from './coop-state.js';
import type { Variant } from '../core/variant.js';
import { basiliskTasks, basiliskTurnsInARow, basiliskTurnTasks, storyBlockedSectors } from './coop-basilisk.js';
import { goldenRuleTasks, routeBasiliskStep } from './coop-golden.js';
import { coopDawn, coopSetupTasks, coopView, setupCoop } from './coop-setup.js';
import { coopInvariants } from './coop-invariants.js';

export * from './coop-state.js';
export { basiliskAbilityOptions, basiliskSpotsIn, currentCard, cardLabel } from './coop-basilisk.js';

declare module '../core/types.js' {
  interface VariantDecisionKinds {
    coopDifficulty: true;
    coopPalaceSpot: true;
    coopReplace: true;
    coopSpot: true;
    goldenRule: true;
  }
}

/** "Remove from the game these villages: Twin Rivers Town, Moon Heaven, and Nomad Encampment." */
export const COOP_REMOVED_VILLAGES: readonly VillageId[] = ['moonHeaven', 'nomadEncampment', 'twinRiverTown'];

export const coop: Variant = {
  id: 'coop',
  enabled: (config) => config.mode === 'coop',
  tasks: [goldenRuleTasks, coopSetupTasks, basiliskTasks],
  config: coopConfig,
  state: { coop: () => null },
  formerExt: ['coop'],
  // The Basilisk sits at the table as the last seat; three village tiles leave the game.
  setupPlan: (config, plan) => ({
    seats: [...plan.seats, { clan: config.basilisk!.clan, side: seatSides(config, [coopConfig]).at(-1)!, isBasilisk: true }],
    startingSet: config.seats.length === 2 ? STARTING_SETS.twoAllies : STARTING_SETS.threeAllies,
    villageInGame: (v) => !(COOP_REMOVED_VILLAGES as readonly string[]).includes(v.key) && plan.villageInGame(v),
    openSecondSite: false,
  }),
  setup: setupCoop,
  hooks: {
    turnsInARow: basiliskTurnsInARow,
    turnTasks: basiliskTurnTasks,
    blockedSectors: storyBlockedSectors,
    schedule: routeBasiliskStep,
    dawn: coopDawn,
  },
  // The enemy deck's order and the face-down Act cards are secret; of the discard pile only the top card shows.
  view: { fields: { coop: coopView } },
  hidden: {
    // The enemy deck's order is hidden from the allies.
    redeal: (d, _seat, rng) => {
      const c = d.coop;
      if (c?.deck) c.deck = reshuffle(c.deck, rng);
    },
    fixed: {
      'coop.discard': 'every card of the discard pile was face up when it was thrown, so a player may remember it',
      'coop.storyDeck': 'the Act cards come in their set order (Act II, then Act III)',
    },
    fingerprint: (s) => s.coop,
  },
  invariants: coopInvariants,
};
