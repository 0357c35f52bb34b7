// The Springs: acquiring revelation cards, keeping or discarding them, refilling.
import { ownCards, ownRevelations } from '../core/clone.js';
import { push, task, TaskTable } from '../core/flow.js';
import { discardFavor } from '../core/variants-in-play.js';
import { addFp, canPay, has, log, seatName, take, withRng } from '../core/state.js';
import type { Effect } from '../content/types.js';
import type { GameState, NoData } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { paidEffectsCanHappen } from './effects.js';
import { msg } from '../core/message.js';
import { revelationName } from '../content/names.js';

declare module '../core/types.js' {
  interface TaskData {
    /** `taken`: cards already acquired in this Springs visit (up to two). */
    springsAcquire: { taken: number };
    acquireRevelation: { slot: number };
    keepOrDiscard: { card: number };
    refillRevelations: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const revelationTasks = new TaskTable();

export function affordableRevelationSlots(s: GameState, seat: number): number[] {
  const out: number[] = [];
  s.revelations.slots.forEach((id, slot) => {
    if (id >= 0 && has(s, seat, 'scroll', revelationById(id).cost)) out.push(slot);
  });
  return out;
}

revelationTasks.choice('springsAcquire', {
  kind: 'acquireRevelation',
  passButton: msg('rules.passButton.acquireRevelation'),
  slotRow: 'revelationSlot',
  passLabel: msg('rules.pass.acquire'),
  prompt: (_s, t) => msg(t.taken === 0 ? 'rules.prompt.springs' : 'rules.prompt.springsAgain'),
  options: (s, t) => {
    const slots = affordableRevelationSlots(s, t.seat);
    return slots.length ? [{ t: 'pass' }, ...slots.map((slot) => ({ t: 'slot' as const, slot }))] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'slot') {
      log(s, t.seat, () => msg(t.taken ? 'rules.log.acquiresNoSecond' : 'rules.log.acquiresNothing', { seat: seatName(s, t.seat) }));
      return;
    }
    // The first card is paid for (and kept or discarded) before the second is chosen.
    if (t.taken === 0) push(s, task('acquireRevelation', t.seat, { slot: a.slot }), task('springsAcquire', t.seat, { taken: 1 }));
    else push(s, task('acquireRevelation', t.seat, { slot: a.slot }));
  },
});

revelationTasks.auto('acquireRevelation', (s, t) => {
  const slot = t.slot;
  const id = s.revelations.slots[slot]!;
  if (id < 0) return;
  const card = revelationById(id);
  take(s, t.seat, 'scroll', card.cost);
  ownRevelations(s).slots[slot] = -1;
  log(s, t.seat, () => msg('rules.log.acquires', { seat: seatName(s, t.seat), card: revelationName(card.id), slot: slot + 1, cost: card.cost }));
  push(s, task('keepOrDiscard', t.seat, { card: id }));
});

revelationTasks.choice('keepOrDiscard', {
  kind: 'keepOrDiscard',
  prompt: (s, t) => {
    const card = revelationById(t.card);
    return msg('rules.prompt.keepOrDiscard', { card: revelationName(card.id), n: discardFavor(s, card.fp) });
  },
  options: () => [
    { t: 'option', option: 'keep' },
    { t: 'option', option: 'discard' },
  ],
  resolve: (s, t, a) => {
    if (a.t !== 'option') return;
    const card = revelationById(t.card);
    if (a.option === 'keep') {
      ownCards(s, t.seat).revelations.push(card.id);
      log(s, t.seat, () => msg('rules.log.keepsCard', { seat: seatName(s, t.seat), card: revelationName(card.id) }));
    } else {
      const fp = discardFavor(s, card.fp);
      addFp(s, t.seat, fp);
      ownRevelations(s).discard.push(card.id);
      log(s, t.seat, () => msg('rules.log.discardsCard', { seat: seatName(s, t.seat), card: revelationName(card.id), n: fp }));
    }
  },
});

revelationTasks.auto('refillRevelations', (s) => refillRevelationSlots(s));

/** Refill empty revelation slots from the deck (house: an empty deck is rebuilt from the discards). */
export function refillRevelationSlots(s: GameState): void {
  if (!s.revelations.slots.includes(-1)) return;
  const r = ownRevelations(s);
  for (let i = 0; i < r.slots.length; i++) {
    if (r.slots[i]! >= 0) continue;
    if (r.deck.length === 0) {
      if (r.discard.length === 0) break;
      r.deck = withRng(s, (g) => g.shuffle(r.discard.slice()));
      r.discard = [];
    }
    r.slots[i] = r.deck.pop()!;
  }
}

/**
 * Start-of-turn cards the seat could resolve now: a card whose price cannot be
 * paid does nothing, and (readings 3) neither is one whose paid effect could not happen.
 */
export function turnStartRevelationOptions(s: GameState, seat: number): number[] {
  return s.players[seat]!.revelations.filter((id) => {
    const card = revelationById(id);
    return card.timing === 'turnStart' && effectsUsable(s, seat, card.effects);
  });
}

function effectsUsable(s: GameState, seat: number, effects: readonly Effect[]): boolean {
  const first = effects[0];
  if (!first) return false;
  if ('trade' in first) return canPay(s, seat, first.trade.pay) && paidEffectsCanHappen(s, seat, first.trade.then);
  if ('tradeAny' in first) {
    const p = s.pools[s.players[seat]!.pool]!;
    return p.coin + p.scroll + p.lantern >= first.tradeAny.count && paidEffectsCanHappen(s, seat, first.tradeAny.then);
  }
  return true;
}
