// MASTERMIND: "Hit 1 kin in a sector where you have a cloaked kin."
import { kinInSector } from '../../core/state.js';
import type { GameState, Sector } from '../../core/types.js';
import type { KinAbility } from './types.js';
import { autoHitPick, basiliskHitTargets, kinTargets, resolveHit } from './shared.js';

function sectorsWithOwnCloaked(s: GameState, seat: number): Sector[] {
  const out = new Set<Sector>();
  for (const k of s.kin) {
    if (k.seat === seat && k.loc === 'board' && k.cloaked) out.add(Number(k.at.slice(1, k.at.indexOf('.'))) as Sector);
  }
  return [...out].sort();
}

export const mastermind: KinAbility = {
  hasAbility: true,
  options: (s, use) => kinTargets(sectorsWithOwnCloaked(s, use.seat).flatMap((x) => kinInSector(s, x)), use.kin),
  resolve: resolveHit,
  basiliskOptions: basiliskHitTargets,
  autoPick: autoHitPick,
  autoValue: 14,
};
