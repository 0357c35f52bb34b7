// GUARD: "Pay 1 coin. Until your next turn, no kin can be placed in or moved to the guard's sector."
import { has, log, seatName, take } from '../../core/state.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption, useIt } from './shared.js';

export const guard: KinAbility = {
  hasAbility: true,
  options: (s, use) => (has(s, use.seat, 'coin') ? useIt() : []),
  resolve: (s, use) => {
    const who = seatName(s, use.seat);
    take(s, use.seat, 'coin');
    s.guards.push({ seat: use.seat, sector: use.sector });
    log(s, use.seat, `${who}'s Guard pays 1 coin and closes this sector until ${who}'s next turn.`);
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 9,
};
