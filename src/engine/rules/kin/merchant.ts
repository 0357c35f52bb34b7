// MERCHANT: "Gain 1 resource of any kind."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { gain, kinById, log, seatName } from '../../core/state.js';
import { kinName, resCount } from '../words.js';
import { RESOURCES } from '../../core/types.js';
import { AUTO_GAIN_ORDER, leastResources, pickRes } from '../ruled-seat.js';
import type { KinAbility } from './types.js';

export const merchant: KinAbility = {
  hasAbility: true,
  options: () => RESOURCES.map((res) => ({ t: 'res' as const, res })),
  resolve: (s, use, a) => {
    if (a.t !== 'res') return;
    gain(s, use.seat, a.res);
    log(s, use.seat, () => msg('rules.log.merchant', { seat: seatName(s, use.seat), kin: kinName(kinById(s, use.kin).type), sector: sectorAs('in', use.sector), amount: resCount(a.res, 1) }));
  },
  // "When choosing which to gain, they always take the kind they currently have the least amount of."
  basiliskOptions: (s, use, options) => {
    const least = leastResources(s, use.seat);
    return options.filter((a) => a.t === 'res' && least.includes(a.res));
  },
  autoPick: (_s, _use, options) => pickRes(options, AUTO_GAIN_ORDER),
  autoValue: 5,
};
