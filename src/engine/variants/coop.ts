// COOPERATIVE MODE: two or three allies, one faction with a shared pool,
// against the Basilisk, a seat the rules play (the last seat). The mode is
// split by job:
//   coop-state.ts    its state (s.coop) and the least/most queries
//   coop-golden.ts   the Golden Rule: routing the Basilisk's steps and choices
//   coop-setup.ts    setup, difficulty, the Basilisk's stack, dawn, view
//   coop-story.ts    story scenarios (Act cards)
//   coop-basilisk.ts the Basilisk's turns: enemy cards, placement, daytime effect
//   coop-palace.ts   the Basilisk in the palace alternative mode (a variant of its own)
//   coop.ts          the variant itself, and what must hold in each of its states
// End scoring (lowest ally favor as the allies' base, shared pool, first
// player token as a wild shard, tie to its holder) is in rules/scoring.ts.
import { reshuffle } from '../core/rng.js';
import { choiceHandler, decisionSeat, pendingTask } from '../core/flow.js';
import type { GameState } from '../core/types.js';
import { enemyCardById, STARTING_SETS } from '../content/index.js';
import type { VillageId } from '../content/types.js';
import { seatSides } from '../rules/setup-check.js';
import { basiliskSeat, coopConfig, coopOf } from './coop-state.js';
import type { Variant } from '../core/variant.js';
import { basiliskTasks, basiliskTurnsInARow, basiliskTurnTasks, storyBlockedSectors } from './coop-basilisk.js';
import { goldenRuleTasks, routeBasiliskStep } from './coop-golden.js';
import { coopDawn, coopSetupTasks, coopView, setupCoop } from './coop-setup.js';

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

// What must hold in every state of a cooperative game (checked by the fuzz
// tests through invariants-test-support.ts): the enemy cards all in one place, the
// Basilisk's stack its hand, two pools, and no decision handed to the Basilisk.
function coopInvariants(s: GameState): string[] {
  const out: string[] = [];
  const c = coopOf(s);
  const b = basiliskSeat(s);
  const cards = [...c.deck, ...c.discard, ...c.removed];
  if (cards.length !== 15 || new Set(cards).size !== 15) out.push(`enemy cards lost or doubled: ${cards.join(',')}`);
  if ([...c.discard, ...c.deck].some((id) => c.removed.includes(id))) out.push('a removed twist is still in play');
  if (c.discard.some((id) => enemyCardById(id).kind === 'twist')) out.push('a twist card in the enemy discard pile');
  if (c.removed.some((id) => enemyCardById(id).kind !== 'twist')) out.push('a sector card left the game');
  const hand = s.kin.filter((k) => k.seat === b && k.loc === 'hand').map((k) => k.id).sort((x, y) => x - y);
  if (hand.join() !== c.stack.slice().sort((x, y) => x - y).join()) out.push(`Basilisk stack ${c.stack.join(',')} is not its hand ${hand.join(',')}`);
  if (s.pools.length !== 2) out.push(`${s.pools.length} pools in coop`);
  for (const p of s.players) if (p.pool !== (p.isBasilisk ? 1 : 0) || p.faction !== (p.isBasilisk ? 1 : 0)) out.push(`seat ${p.seat} pool/faction wrong`);
  const t = s.phase === 'end' ? undefined : pendingTask(s);
  const decides = t && choiceHandler(t.k) ? decisionSeat(t) : -1;
  if (decides === b) out.push('a decision was handed to the Basilisk seat');
  if (s.config.goldenRuleAuto && t?.seat === b && decides >= 0) out.push('a Golden Rule decision was shown despite goldenRuleAuto');
  const inPlay = (seat: number) => s.kin.filter((k) => k.seat === seat && ['hand', 'board', 'palace', 'bumped'].includes(k.loc)).length;
  const allies = s.players.length - 1;
  const setupDone = !s.stack.some((t) => t.k === 'coopSetupBasilisk');
  if (setupDone && inPlay(b) !== (allies === 2 ? 8 : 9)) out.push(`the Basilisk plays with ${inPlay(b)} kin`);
  for (let seat = 0; seat < allies; seat++) if (inPlay(seat) !== (allies === 2 ? 5 : 4)) out.push(`ally ${seat} plays with ${inPlay(seat)} kin`);
  return out;
}
