// The registry of kin abilities: one module per kin type, declared once. Typed
// Record<KinType, KinAbility>, so adding a kin type to KIN_TYPES without its
// module here is a compile error rather than a silent "no ability".
import type { KinType } from '../../core/types.js';
import { apprentice } from './apprentice.js';
import { archer } from './archer.js';
import { bard } from './bard.js';
import { clairvoyant } from './clairvoyant.js';
import { councilor } from './councilor.js';
import { diplomat } from './diplomat.js';
import { fighter } from './fighter.js';
import { guard } from './guard.js';
import { hermit } from './hermit.js';
import { mastermind } from './mastermind.js';
import { mentor } from './mentor.js';
import { merchant } from './merchant.js';
import { nocturnal } from './nocturnal.js';
import { pathfinder } from './pathfinder.js';
import { philosopher } from './philosopher.js';
import { makeTrickster } from './trickster.js';
import type { KinAbility } from './types.js';

export type { AbilityUse, KinAbility } from './types.js';

export const KIN_ABILITIES: Readonly<Record<KinType, KinAbility>> = {
  apprentice,
  archer,
  bard,
  clairvoyant,
  councilor,
  diplomat,
  fighter,
  guard,
  hermit,
  mastermind,
  mentor,
  merchant,
  nocturnal,
  pathfinder,
  philosopher,
  trickster: makeTrickster((type) => kinAbility(type)),
};

export function kinAbility(type: KinType): KinAbility {
  return KIN_ABILITIES[type];
}
