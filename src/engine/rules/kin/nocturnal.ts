// NOCTURNAL: "Pay 1 resource of your choice to gain a moon shard of the type matching the nocturnal's sector."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { gain, kinById, log, seatName, take } from '../../core/state.js';
import { sectorShard } from '../../content/index.js';
import { AUTO_SPEND_ORDER, mostResources, pickRes } from '../ruled-seat.js';
import { heldResourceOptions } from '../effects.js';
import { aShard, kinName, resCount } from '../words.js';
import type { KinAbility } from './types.js';

export const nocturnal: KinAbility = {
  hasAbility: true,
  options: (s, use) => heldResourceOptions(s, use.seat),
  resolve: (s, use, a) => {
    if (a.t !== 'res') return;
    take(s, use.seat, a.res);
    const shard = sectorShard(use.sector);
    gain(s, use.seat, shard);
    log(s, use.seat, () => msg('rules.log.nocturnal', { seat: seatName(s, use.seat), kin: kinName(kinById(s, use.kin).type), sector: sectorAs('in', use.sector), amount: resCount(a.res, 1), shard: aShard(shard) }));
  },
  // "When choosing which to spend, they spend/lose the kind they currently have the most of."
  basiliskOptions: (s, use, options) => {
    const most = mostResources(s, use.seat);
    return options.filter((a) => a.t === 'res' && most.includes(a.res));
  },
  autoPick: (_s, _use, options) => pickRes(options, AUTO_SPEND_ORDER),
  autoValue: 4,
};
