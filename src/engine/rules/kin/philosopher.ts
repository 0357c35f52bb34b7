// PHILOSOPHER: "Acquire a revelation card, paying the scroll cost."
import { push, task } from '../../core/flow.js';
import { cheapestRevelationOption } from '../ruled-seat.js';
import { affordableRevelationSlots } from '../revelations.js';
import type { KinAbility } from './types.js';
import { everyOption } from './shared.js';

export const philosopher: KinAbility = {
  hasAbility: true,
  slotRow: 'revelationSlot',
  options: (s, use) => affordableRevelationSlots(s, use.seat).map((slot) => ({ t: 'slot' as const, slot })),
  resolve: (s, use, a) => {
    if (a.t === 'slot') push(s, task('acquireRevelation', use.seat, { slot: a.slot }), task('refillRevelations', use.seat));
  },
  basiliskOptions: everyOption,
  // The Basilisk discards what it acquires for its favor: the cheapest card gives it least.
  autoPick: (s, _use, options) => cheapestRevelationOption(s, options) ?? options[0]!,
  autoValue: 10,
};
