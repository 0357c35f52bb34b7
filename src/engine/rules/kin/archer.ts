// ARCHER: "Hit 1 kin in the opposite sector."
import { kinInSector, oppositeSector } from '../../core/state.js';
import type { KinAbility } from './types.js';
import { autoHitPick, basiliskHitTargets, kinTargets, resolveHit } from './shared.js';

export const archer: KinAbility = {
  hasAbility: true,
  options: (s, use) => kinTargets(kinInSector(s, oppositeSector(use.sector)), use.kin),
  resolve: resolveHit,
  basiliskOptions: basiliskHitTargets,
  autoPick: autoHitPick,
  autoValue: 15,
};
