// CLAIRVOYANT: "You may either discard an event card, or return the top card of
// the events discard pile back into an empty foreseen slot."
import { log, seatName } from '../../core/state.js';
import type { Action } from '../../core/types.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption } from './shared.js';

export const clairvoyant: KinAbility = {
  hasAbility: true,
  slotRow: 'eventSlot',
  options: (s) => {
    const ev = s.events;
    const out: Action[] = [];
    for (let i = 0; i < ev.foreseen.length; i++) {
      // A full slot: discard its card. An empty slot: return the top discard into it.
      if (ev.foreseen[i]! >= 0 || ev.discard.length > 0) out.push({ t: 'slot', slot: i });
    }
    return out;
  },
  resolve: (s, use, a) => {
    if (a.t !== 'slot') return;
    const ev = s.events;
    const who = seatName(s, use.seat);
    if (ev.foreseen[a.slot]! >= 0) {
      ev.discard.push(ev.foreseen[a.slot]!);
      ev.foreseen[a.slot] = -1;
      log(s, use.seat, `${who}'s Clairvoyant discards a foreseen event.`);
    } else {
      ev.foreseen[a.slot] = ev.discard.pop()!;
      log(s, use.seat, `${who}'s Clairvoyant brings back the last discarded event.`);
    }
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 2,
};
