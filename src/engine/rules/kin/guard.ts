// GUARD: "Pay 1 coin. Until your next turn, no kin can be placed in or moved to the guard's sector."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { has, kinById, log, seatName, take } from '../../core/state.js';
import { kinName, seatKind } from '../words.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption, useIt } from './shared.js';

export const guard: KinAbility = {
  hasAbility: true,
  options: (s, use) => (has(s, use.seat, 'coin') ? useIt() : []),
  resolve: (s, use) => {
    const who = seatName(s, use.seat);
    take(s, use.seat, 'coin');
    s.guards = [...s.guards, { seat: use.seat, sector: use.sector }];
    log(s, use.seat, () => msg('rules.log.guard', { seat: who, who: seatKind(s, use.seat), kin: kinName(kinById(s, use.kin).type), sector: sectorAs('obj', use.sector) }));
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 9,
};
