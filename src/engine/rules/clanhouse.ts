// The Clanhouse: reveal a kin from your clan pile, recruit a ready kin of your
// colour for coins, replace one of your own kin with it, gain the slot's favor.
import { ownRow } from '../core/clone.js';
import { push, task, TaskTable } from '../core/flow.js';
import { addFp, has, kinById, log, parseSpot, removeFromPlace, seatName, take } from '../core/state.js';
import type { Action, GameState, NoData } from '../core/types.js';
import { CLANHOUSE_SLOTS } from '../content/index.js';
import { revealToClanhouse } from './setup.js';
import { aKin, kinName, seatKind } from './words.js';
import { kinPlaceWords, replaceKinWords } from './button-words.js';
import { msg } from '../core/message.js';

declare module '../core/types.js' {
  interface TaskData {
    clanhouseReveal: NoData;
    clanhouseAcquire: NoData;
    /** The recruit `kin`, from clanhouse `slot`. */
    clanhouseReplace: { slot: number; kin: number };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const clanhouseTasks = new TaskTable();

clanhouseTasks.choice('clanhouseReveal', {
  kind: 'clanhouseReveal',
  passButton: msg('rules.passButton.clanhouseReveal'),
  passLabel: msg('rules.pass.reveal'),
  prompt: () => msg('rules.prompt.reveal'),
  options: (s, t) => (s.players[t.seat]!.pile.length > 0 ? [{ t: 'pass' }, { t: 'option', option: 'reveal' }] : []),
  resolve: (s, t, a) => {
    if (a.t !== 'option') {
      log(s, t.seat, () => msg('rules.log.revealsNothing', { seat: seatName(s, t.seat) }));
      return;
    }
    const id = revealToClanhouse(s, t.seat);
    if (id !== null) log(s, t.seat, () => msg('rules.log.reveals', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), kin: aKin(kinById(s, id).type) }));
  },
});

export function recruitableSlots(s: GameState, seat: number): number[] {
  const clan = s.players[seat]!.clan;
  const out: number[] = [];
  s.clanhouse.forEach((id, slot) => {
    if (id >= 0 && s.kin[id]!.clan === clan && has(s, seat, 'coin', CLANHOUSE_SLOTS[slot]!.cost)) out.push(slot);
  });
  return out;
}

clanhouseTasks.choice('clanhouseAcquire', {
  kind: 'clanhouseAcquire',
  passButton: msg('rules.passButton.clanhouseAcquire'),
  slotRow: 'clanhouseSlot',
  passLabel: msg('rules.pass.recruit'),
  prompt: () => msg('rules.prompt.recruit'),
  options: (s, t) => {
    const slots = recruitableSlots(s, t.seat);
    return slots.length ? [{ t: 'pass' }, ...slots.map((slot) => ({ t: 'slot' as const, slot }))] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'slot') {
      log(s, t.seat, () => msg('rules.log.recruitsNothing', { seat: seatName(s, t.seat) }));
      return;
    }
    const id = s.clanhouse[a.slot]!;
    log(s, t.seat, () => msg('rules.log.choosesRecruit', { seat: seatName(s, t.seat), kin: kinName(kinById(s, id).type), slot: a.slot + 1 }));
    push(s, task('clanhouseReplace', t.seat, { slot: a.slot, kin: id }));
  },
});

// "The new kin must replace one of your own: either from your hand or one of your already placed kin."
clanhouseTasks.choice('clanhouseReplace', {
  kind: 'clanhouseReplace',
  label: (s, _t, a) => (a.t === 'kin' ? replaceKinWords(s, a.kin) : null),
  prompt: () => msg('rules.prompt.replace'),
  options: (s, t) => {
    const out: Action[] = [];
    for (const k of s.kin) {
      if (k.seat === t.seat && (k.loc === 'hand' || k.loc === 'board' || k.loc === 'palace')) out.push({ t: 'kin', kin: k.id });
    }
    return out;
  },
  alwaysAsk: true,
  resolve: (s, t, a) => {
    if (a.t !== 'kin') return;
    const slot = t.slot;
    const recruit = kinById(s, t.kin);
    const old = kinById(s, a.kin);
    const def = CLANHOUSE_SLOTS[slot]!;
    take(s, t.seat, 'coin', def.cost);
    s.clanhouse[slot] = -1;
    // The recruit takes the old kin's exact place and side, with no placement ability and no coin.
    const { loc, at, cloaked } = old;
    const oldWhere = kinPlaceWords(loc, at);
    removeFromPlace(s, old);
    old.loc = 'box';
    old.seat = t.seat;
    recruit.loc = loc;
    recruit.at = at;
    recruit.cloaked = cloaked;
    recruit.seat = t.seat;
    if (loc === 'board') {
      const p = parseSpot(at)!;
      ownRow(s, p.sector)[p.index] = recruit.id;
    }
    addFp(s, t.seat, def.fp);
    // "Slide all the kin to the left so the empty slot is always the rightmost."
    const row = s.clanhouse.filter((id) => id >= 0);
    while (row.length < s.clanhouse.length) row.push(-1);
    s.clanhouse = row;
    log(
      s,
      t.seat,
      () => msg('rules.log.recruits', {
        seat: seatName(s, t.seat),
        who: seatKind(s, t.seat),
        cost: def.cost,
        kin: aKin(recruit.type),
        old: kinName(old.type),
        where: oldWhere,
        n: def.fp,
        slot: slot + 1,
      }),
    );
  },
});
