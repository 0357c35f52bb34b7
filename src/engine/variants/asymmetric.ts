// ASYMMETRIC VARIANT: secret, simultaneous set-up choices. Each seat draws 3
// kin (one, at random, replaces an apprentice; the seat may swap its fighter
// for another of them) and is dealt 3 revelation cards it may buy with
// scrolls. Choices stay hidden (view() masks them) until everyone has chosen.
import { ownCards, ownPool, ownRevelations } from '../core/clone.js';
import { push, task, TaskTable } from '../core/flow.js';
import { msg, type Msg } from '../core/message.js';
import { kinById, log, poolOf, seatName, withRng } from '../core/state.js';
import type { Action, GameState, NoData, Task } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { kinName, revelationName } from '../content/names.js';
import { refillRevelationSlots } from '../rules/revelations.js';
import { aKin, seatKind } from '../rules/words.js';
import type { Random } from '../core/rng.js';
import type { Variant } from '../core/variant.js';
import { asymOf, unseenDraws, type AsymSeat } from './asymmetric-state.js';
import { redealAsymmetric } from './asymmetric-redeal.js';
import { commaList } from './phrases.js';

export { asymOf, unseenDraws, type AsymSeat };

declare module '../core/types.js' {
  interface TaskData {
    asymFighter: NoData;
    asymRevelations: NoData;
    asymReveal: NoData;
  }
  interface VariantDecisionKinds {
    asymFighter: true;
    asymRevelations: true;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const asymmetricTasks = new TaskTable();

/** "Buy “Night Lantern” and “Archivist” (3 scrolls)", or "Buy none of them": only the deciding seat sees it (the log calls it a secret choice). */
export function asymPurchaseLabel(ids: readonly number[]): Msg {
  if (ids.length === 0) return msg('variants.asym.buy.none');
  const names = ids.map((id) => msg('variants.asym.card', { name: revelationName(id) }));
  // "“A”, “B” and “C”": no comma before the "and", so not a list argument.
  const cards = names.length > 1 ? msg('variants.asym.cards', { list: commaList(names.slice(0, -1)), last: names.at(-1)! }) : names[0]!;
  return msg('variants.asym.buy', { cards, cost: ids.reduce((n, id) => n + revelationById(id).cost, 0) });
}

const DRAWN = 3;
const DEALT = 3;

function setup(s: GameState, rng: Random): void {
  const seats: AsymSeat[] = s.players.map((p) => {
    const drawn: number[] = [];
    for (let i = 0; i < DRAWN && p.pile.length; i++) {
      const id = p.pile.pop()!;
      s.kin[id]!.loc = 'secret';
      drawn.push(id);
    }
    return { drawn, randomPick: drawn[rng.int(drawn.length)] ?? -1, fighterSwap: -1, dealt: [], bought: [], decided: false };
  });
  // "Before placing the revelation cards, shuffle them and deal 3 to each player, facedown."
  rng.shuffle(s.revelations.deck);
  for (const a of seats) for (let i = 0; i < DEALT && s.revelations.deck.length; i++) a.dealt.push(s.revelations.deck.pop()!);
  s.asym = seats;
  s.deferRevelations = true;
  const steps: Task[] = [];
  for (const p of s.players) steps.push(task('asymFighter', p.seat), task('asymRevelations', p.seat));
  push(s, ...steps, task('asymReveal', -1));
}

asymmetricTasks.choice('asymFighter', {
  kind: 'asymFighter',
  label: (s, _t, a) => (a.t === 'kin' ? msg('variants.asym.fighter.label', { kin: kinName(s.kin[a.kin]!.type) }) : null),
  passLabel: msg('variants.asym.fighter.pass'),
  passButton: msg('variants.asym.fighter.passButton'),
  secret: true,
  alwaysAsk: true,
  prompt: (s, t) => {
    const a = asymOf(s)![t.seat]!;
    return msg('variants.asym.fighter.prompt', { kin: kinName(s.kin[a.randomPick]!.type) });
  },
  options: (s, t) => {
    const a = asymOf(s)![t.seat]!;
    return [{ t: 'pass' }, ...a.drawn.filter((id) => id !== a.randomPick).map((kin) => ({ t: 'kin' as const, kin }))];
  },
  resolve: (s, t, a) => {
    asymOf(s)![t.seat]!.fighterSwap = a.t === 'kin' ? a.kin : -1;
  },
});

/** Scrolls still free for a seat: a shared pool may already be promised by an ally's secret purchase. */
function scrollsLeft(s: GameState, seat: number): number {
  const pool = s.players[seat]!.pool;
  let promised = 0;
  asymOf(s)!.forEach((a, other) => {
    if (other !== seat && s.players[other]!.pool === pool) for (const id of a.bought) promised += revelationById(id).cost;
  });
  return poolOf(s, seat).scroll - promised;
}

asymmetricTasks.choice('asymRevelations', {
  kind: 'asymRevelations',
  label: (_s, _t, a) => (a.t === 'pick' ? asymPurchaseLabel(a.ids) : null),
  secret: true,
  alwaysAsk: true,
  prompt: (s, t) => {
    return msg('variants.asym.revelations.prompt', { n: scrollsLeft(s, t.seat) });
  },
  options: (s, t) => {
    const dealt = asymOf(s)![t.seat]!.dealt;
    const budget = scrollsLeft(s, t.seat);
    const out: Action[] = [];
    for (let mask = 0; mask < 1 << dealt.length; mask++) {
      const ids = dealt.filter((_, i) => mask & (1 << i));
      const cost = ids.reduce((n, id) => n + revelationById(id).cost, 0);
      if (cost <= budget) out.push({ t: 'pick', ids });
    }
    return out;
  },
  resolve: (s, t, a) => {
    if (a.t !== 'pick') return;
    const mine = asymOf(s)![t.seat]!;
    mine.bought = a.ids.slice();
    mine.decided = true;
  },
});

asymmetricTasks.auto('asymReveal', (s) => {
  const all = asymOf(s)!;
  const revelations = ownRevelations(s);
  for (const seat of s.players.keys()) {
    const p = ownCards(s, seat);
    const a = all[p.seat]!;
    const hand = s.kin.filter((k) => k.seat === p.seat && k.loc === 'hand');
    const apprentice = hand.find((k) => k.type === 'apprentice');
    const fighter = hand.find((k) => k.type === 'fighter');
    const swapIn = (incoming: number, out: typeof apprentice): void => {
      if (incoming < 0 || !out) return;
      kinById(s, out.id).loc = 'box';
      kinById(s, incoming).loc = 'hand';
    };
    swapIn(a.randomPick, apprentice);
    swapIn(a.fighterSwap, fighter);
    // "Put the remaining tiles back into the box."
    for (const id of a.drawn) if (s.kin[id]!.loc === 'secret') kinById(s, id).loc = 'box';
    let paid = 0;
    for (const id of a.bought) {
      paid += revelationById(id).cost;
      p.revelations.push(id);
    }
    ownPool(s, p.seat).scroll -= paid;
    for (const id of a.dealt) if (!a.bought.includes(id)) revelations.deck.push(id);
    const kin = [a.randomPick, a.fighterSwap].filter((id) => id >= 0).map((id) => aKin(s.kin[id]!.type));
    const cards = msg('variants.asym.revealedCards', { n: a.bought.length });
    log(s, p.seat, () => msg('variants.asym.log.revealed', { seat: seatName(s, p.seat), who: seatKind(s, p.seat), took: commaList([...kin, cards]) }));
  }
  withRng(s, (r) => r.shuffle(revelations.deck));
  refillRevelationSlots(s);
  s.deferRevelations = false;
  s.asym = all.map((a) => ({ ...a, decided: true }));
  s.asymRevealed = true;
});

/**
 * Another seat's draws are secret until the reveal; after it, the draws that
 * went back into the box (and the dealt cards that went back into the deck)
 * were never shown, so they stay unknown. What the reveal made public stays:
 * the kin that came into play and the cards bought.
 */
function othersSecret(s: GameState, seat: number, a: AsymSeat): AsymSeat {
  if (!s.asymRevealed) {
    return { drawn: a.drawn.map(() => -1), randomPick: -1, fighterSwap: -1, dealt: a.dealt.map(() => -1), bought: [], decided: a.decided };
  }
  const shown = [a.randomPick, a.fighterSwap].filter((id) => id >= 0);
  const pad = (known: number[], n: number): number[] => [...known, ...new Array<number>(n - known.length).fill(-1)];
  return { ...a, drawn: pad(shown, a.drawn.length), dealt: pad(a.bought.slice(), a.dealt.length) };
}

export const asymmetric: Variant = {
  id: 'asymmetric',
  enabled: (config) => !!config.asymmetric,
  tasks: [asymmetricTasks],
  state: { asym: () => null, asymRevealed: () => false, deferRevelations: () => false },
  formerExt: ['asym', 'asymRevealed', 'deferRevelations'],
  setup,
  // "Players do not score any favor points from the revelation cards they have discarded."
  hooks: { discardFavor: () => 0 },
  view: {
    fields: {
      asym: (all: AsymSeat[] | null, s, seat) =>
        all && all.map((a, i) => (i === seat ? { ...a, drawn: a.drawn.slice(), dealt: a.dealt.slice(), bought: a.bought.slice() } : othersSecret(s, seat, a))),
      asymRevealed: 'public',
      deferRevelations: 'public',
    },
    // Hidden information is in play: a shared screen is covered at every hand-off.
    // The seat's dealt cards are its own until the purchases are revealed (then the bought ones are its kept cards).
    screen: (s, seat, prev) => ({
      ...prev,
      coverBeforeShowing: true,
      dealtCards: s.asymRevealed ? [] : (asymOf(s)?.[seat]?.dealt.filter((id) => id >= 0) ?? []),
    }),
  },
  hidden: {
    hiddenKin: (s, seat) => {
      const all = asymOf(s);
      if (!all) return [];
      return all.flatMap((a, i) => (i === seat ? [] : unseenDraws(s, a)));
    },
    redeal: redealAsymmetric,
    fingerprint: (s) => [s.asym, s.asymRevealed],
  },
};
