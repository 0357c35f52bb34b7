// FIGHTER: "Hit 1 kin in the same sector of the fighter's."
import { kinInSector } from '../../core/state.js';
import type { KinAbility } from './types.js';
import { autoHitPick, basiliskHitTargets, kinTargets, resolveHit } from './shared.js';

export const fighter: KinAbility = {
  hasAbility: true,
  options: (s, use) => kinTargets(kinInSector(s, use.sector), use.kin),
  resolve: resolveHit,
  basiliskOptions: basiliskHitTargets,
  autoPick: autoHitPick,
  autoValue: 16,
};
