// CLAIRVOYANT: "You may either discard an event card, or return the top card of
// the events discard pile back into an empty foreseen slot."
import { ownEvents } from '../../core/clone.js';
import { msg } from '../../core/message.js';
import { eventName } from '../../content/names.js';
import { kinById, log, seatName } from '../../core/state.js';
import { kinName } from '../words.js';
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
    const ev = ownEvents(s);
    const who = seatName(s, use.seat);
    const id = ev.foreseen[a.slot]!;
    if (id >= 0) {
      ev.discard.push(id);
      ev.foreseen[a.slot] = -1;
      log(s, use.seat, () => msg('rules.log.clairvoyantDiscards', { seat: who, kin: kinName(kinById(s, use.kin).type), event: eventName(id), slot: a.slot + 1 }));
    } else {
      const back = ev.discard.pop()!;
      ev.foreseen[a.slot] = back;
      log(s, use.seat, () => msg('rules.log.clairvoyantReturns', { seat: who, kin: kinName(kinById(s, use.kin).type), event: eventName(back), slot: a.slot + 1 }));
    }
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 2,
};
