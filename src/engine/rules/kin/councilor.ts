// COUNCILOR: "If you are first in the capital track, gain 3 FPs. Otherwise, gain 2 scrolls."
import { msg } from '../../core/message.js';
import { addFp, capitalRank, gain, kinById, log, seatName } from '../../core/state.js';
import { kinName } from '../words.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption, useIt } from './shared.js';

export const councilor: KinAbility = {
  hasAbility: true,
  options: useIt,
  resolve: (s, use) => {
    const who = seatName(s, use.seat);
    if (capitalRank(s, use.seat) === 0) {
      addFp(s, use.seat, 3);
      log(s, use.seat, () => msg('rules.log.councilorFirst', { seat: who, kin: kinName(kinById(s, use.kin).type) }));
    } else {
      gain(s, use.seat, 'scroll', 2);
      log(s, use.seat, () => msg('rules.log.councilorNotFirst', { seat: who, kin: kinName(kinById(s, use.kin).type) }));
    }
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 12,
};
