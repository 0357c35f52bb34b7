// Each sector's DAYTIME effect, and the Phoenix Palace's two daytime options.
import { ownEvents, ownPlayer } from '../core/clone.js';
import { sectorAs } from './sector-words.js';
import { follows } from '../core/readings.js';
import { push, task, TaskTable } from '../core/flow.js';
import { gain, has, highlightedSectors, log, seatName, take } from '../core/state.js';
import type { Action, GameState, NoData, Sector } from '../core/types.js';
import { CAPITAL, CLANHOUSE, GATES, RIM, SHRINE, SPRINGS } from '../core/types.js';
import { daytimeEffectWords, lanternEffectWords } from './button-words.js';
import { msg } from '../core/message.js';
import { eventName } from '../content/names.js';
import { resCount } from './words.js';

declare module '../core/types.js' {
  interface TaskData {
    /** `optional`: the placement's own daytime effect in a readings-2 game, which the player may decline. */
    daytime: { sector: Sector; optional?: true };
    /** Readings 2: perform `sector`'s daytime effect, or decline it. */
    offerDaytime: { sector: Sector };
    discardEvent: NoData;
    /** `fp`: favor gained for it (a village's reward). */
    returnEvent: { fp?: number };
    palaceDaytime: NoData;
    chooseHighlighted: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const daytimeTasks = new TaskTable();

daytimeTasks.auto('daytime', (s, t) => {
  const seat = t.seat;
  const sector = t.sector;
  // "Regardless of where you placed your kin, you can now perform the daytime effect": the other
  // sectors' effects are a row of optional steps already; these two would otherwise be forced.
  if (t.optional && (sector === GATES || sector === CAPITAL)) {
    push(s, task('offerDaytime', seat, { sector }));
    return;
  }
  switch (sector) {
    case GATES:
      gain(s, seat, 'lantern');
      log(s, seat, () => msg('rules.log.gatesDaytime', { seat: seatName(s, seat) }));
      push(s, task('discardEvent', seat));
      return;
    case CAPITAL:
      capitalDaytime(s, seat);
      return;
    case RIM:
      push(s, task('rimStep', seat, { explored: 0 }));
      return;
    case SHRINE:
      push(s, task('exploreStep', seat), task('collectVillage', seat));
      return;
    case SPRINGS:
      push(s, task('springsAcquire', seat, { taken: 0 }), task('refillRevelations', seat));
      return;
    case CLANHOUSE:
      push(s, task('clanhouseReveal', seat), task('clanhouseAcquire', seat));
      return;
  }
});

/** "Gain 2 scrolls. Move your herald token to the top of the capital track. All other herald tokens shift down." */
export function capitalDaytime(s: GameState, seat: number): void {
  gain(s, seat, 'scroll', 2);
  s.capital = [seat, ...s.capital.filter((x) => x !== seat)];
  log(s, seat, () => msg('rules.log.capitalDaytime', { seat: seatName(s, seat) }));
}

daytimeTasks.choice('offerDaytime', {
  kind: 'offerDaytime',
  passButton: msg('rules.passButton.offerDaytime'),
  passLabel: msg('rules.pass.daytime'),
  prompt: (_s, t) => msg(t.sector === GATES ? 'rules.prompt.offerGates' : 'rules.prompt.offerCapital'),
  options: () => [{ t: 'option', option: 'perform' }, { t: 'pass' }],
  resolve: (s, t, a) => {
    if (a.t === 'pass') {
      log(s, t.seat, () => msg('rules.log.skipsDaytime', { seat: seatName(s, t.seat), sector: sectorAs('of', t.sector) }));
      return;
    }
    push(s, task('daytime', t.seat, { sector: t.sector }));
  },
});

/** The foreseen-event slots whose card id passes `keep`, as slot choices (a plain loop: asked at most turns). */
function eventSlots(s: GameState, keep: (id: number) => boolean): Action[] {
  const out: Action[] = [];
  const foreseen = s.events.foreseen;
  for (let slot = 0; slot < foreseen.length; slot++) if (keep(foreseen[slot]!)) out.push({ t: 'slot', slot });
  return out;
}

daytimeTasks.choice('discardEvent', {
  kind: 'discardEvent',
  passButton: msg('rules.passButton.discardEvent'),
  slotRow: 'eventSlot',
  passLabel: msg('rules.pass.discardEvent'),
  prompt: () => msg('rules.prompt.discardEvent'),
  options: (s) => {
    const slots = eventSlots(s, (id) => id >= 0);
    return slots.length ? [{ t: 'pass' }, ...slots] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'slot') {
      log(s, t.seat, () => msg('rules.log.keepsEvents', { seat: seatName(s, t.seat) }));
      return;
    }
    const id = s.events.foreseen[a.slot]!;
    const ev = ownEvents(s);
    ev.discard.push(id);
    ev.foreseen[a.slot] = -1;
    log(s, t.seat, () => msg('rules.log.discardsEvent', { seat: seatName(s, t.seat), event: eventName(id), slot: a.slot + 1 }));
  },
});

/** Return the top card of the events discard pile to an empty foreseen slot (optionally for favor). */
daytimeTasks.choice('returnEvent', {
  kind: 'returnEvent',
  passButton: msg('rules.passButton.returnEvent'),
  slotRow: 'eventSlot',
  prompt: () => msg('rules.prompt.returnEvent'),
  options: (s) => (s.events.discard.length === 0 ? [] : eventSlots(s, (id) => id < 0)),
  resolve: (s, t, a) => {
    if (a.t !== 'slot') return;
    const ev = ownEvents(s);
    const id = ev.discard.pop()!;
    ev.foreseen[a.slot] = id;
    const fp = t.fp ?? 0;
    if (fp) ownPlayer(s, t.seat).fp += fp;
    log(s, t.seat, () => msg('rules.log.returnsEvent', { seat: seatName(s, t.seat), event: eventName(id), slot: a.slot + 1, n: fp }));
  },
});

// "Gain 1 resource of any kind, then rotate" or "pay 1 lantern to perform the daytime
// effect of one of the highlighted sectors, then rotate". Readings 2: "You may either ...",
// so the player may also take neither; "Then rotate" still turns the palace.
daytimeTasks.choice('palaceDaytime', {
  kind: 'palaceDaytime',
  passButton: msg('rules.passButton.palaceDaytime'),
  label: (_s, _t, a) => (a.t === 'sector' ? lanternEffectWords(a.sector) : null),
  passLabel: msg('rules.pass.palace'),
  prompt: (s) => msg(follows(s, 2) ? 'rules.prompt.palaceOrPass' : 'rules.prompt.palace'),
  options: (s, t) => {
    const opts = [
      { t: 'res' as const, res: 'coin' as const },
      { t: 'res' as const, res: 'scroll' as const },
      { t: 'res' as const, res: 'lantern' as const },
    ];
    const decline: Action[] = follows(s, 2) ? [{ t: 'pass' }] : [];
    if (!has(s, t.seat, 'lantern')) return [...decline, ...opts];
    return [...decline, ...opts, ...highlightedSectors(s).map((sector) => ({ t: 'sector' as const, sector }))];
  },
  resolve: (s, t, a) => {
    if (a.t === 'pass') {
      log(s, t.seat, () => msg('rules.log.palaceNothing', { seat: seatName(s, t.seat) }));
      push(s, task('rotate', t.seat));
    } else if (a.t === 'res') {
      gain(s, t.seat, a.res);
      log(s, t.seat, () => msg('rules.log.palaceGain', { seat: seatName(s, t.seat), amount: resCount(a.res, 1) }));
      push(s, task('rotate', t.seat));
    } else if (a.t === 'sector') {
      take(s, t.seat, 'lantern');
      log(s, t.seat, () => msg('rules.log.palaceLantern', { seat: seatName(s, t.seat), sector: sectorAs('of', a.sector) }));
      push(s, task('daytime', t.seat, { sector: a.sector }), task('rotate', t.seat));
    }
  },
});

daytimeTasks.choice('chooseHighlighted', {
  kind: 'chooseSector',
  label: (_s, _t, a) => (a.t === 'sector' ? daytimeEffectWords(a.sector) : null),
  prompt: () => msg('rules.prompt.chooseHighlighted'),
  options: (s) => highlightedSectors(s).map((sector) => ({ t: 'sector' as const, sector })),
  resolve: (s, t, a) => {
    if (a.t !== 'sector') return;
    log(s, t.seat, () => msg('rules.log.picksHighlighted', { seat: seatName(s, t.seat), sector: sectorAs('obj', a.sector) }));
    push(s, task('daytime', t.seat, { sector: a.sector }));
  },
});
