// MENTOR: "Activate the clanhouse daytime effect."
import { push, task } from '../../core/flow.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption, useIt } from './shared.js';

export const mentor: KinAbility = {
  hasAbility: true,
  options: useIt,
  resolve: (s, use) => push(s, task('daytime', use.seat, { sector: 5 })),
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 13,
};
