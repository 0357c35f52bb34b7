// APPRENTICE: "No abilities."
import type { KinAbility } from './types.js';
import { everyOption, firstOption } from './shared.js';

export const apprentice: KinAbility = {
  hasAbility: false,
  options: () => [],
  resolve: () => {},
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 1,
};
