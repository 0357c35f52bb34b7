// The interpreter for card effects (events, revelations, story acts), written
// with the rulebook's own primitives. Each effect list runs as a task so that
// choices inside it (which resource, whether to trade) become decisions.
import { push, task, TaskTable } from '../core/flow.js';
import {
  addFp, canPay, capitalRank, describeAmount, gainAmount, gain, has, highlightedSectors, isEnemy, kinInPalace,
  log, pay, poolOf, seatName, take, turnOrder,
} from '../core/state.js';
import type { Action, GameState, NoData, PoolKey, Resource, Task } from '../core/types.js';
import { RESOURCES, SHARDS } from '../core/types.js';
import type { Amount, Effect } from '../content/types.js';
import { follows } from '../core/readings.js';
import { canExplore } from './villages.js';
import { effectsTask } from './effects-task.js';
import { fromSource, sameSource } from './effect-sources.js';
import { aShard, resCount, seatKind } from './words.js';
import { because, NO_REASON, reasonOf } from './reasons.js';
import { msg } from '../core/message.js';

declare module '../core/types.js' {
  interface TaskData {
    /**
     * `paid` (readings 3): the effects a price was paid for, which happen rather than being
     * offered again (an `explore` moves the pioneer unasked).
     */
    effects: { effects: readonly Effect[]; paid?: true };
    /** `optional`: a palace gain in a readings-2 game, which the player may decline. */
    gainResource: { optional?: true };
    gainShard: NoData;
    loseResource: NoData;
    payResource: NoData;
    /** An optional trade: pay `pay` for `then`. */
    trade: { pay: Amount; then: readonly Effect[] };
    /** An optional trade: pay `count` resources of the player's choice for `then`. */
    tradeAny: { count: number; then: readonly Effect[] };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const effectsTasks = new TaskTable();

/**
 * The effects bought by paying a price. In readings 3 they are marked paid, so
 * that no step of theirs offers to let them go: the price is never spent for nothing.
 */
function paidEffectsTask(s: GameState, seat: number, effects: readonly Effect[]): Task {
  return follows(s, 3) ? task('effects', seat, { effects, paid: true }) : effectsTask(seat, effects);
}

/**
 * Whether paying for `effects` would change anything (readings 3 offers a
 * price only then): a pioneer with no built village ahead cannot explore, and
 * "every enemy loses a coin" does nothing when no enemy has one.
 */
export function paidEffectsCanHappen(s: GameState, seat: number, effects: readonly Effect[]): boolean {
  if (!follows(s, 3)) return true;
  // A loop, not `some`: content lists are frozen, and array built-ins take a slow path on those.
  for (let i = 0; i < effects.length; i++) if (effectCanHappen(s, seat, effects[i]!)) return true;
  return false;
}

function effectCanHappen(s: GameState, seat: number, e: Effect): boolean {
  if ('explore' in e) return canExplore(s, seat);
  if ('lose' in e) return Object.entries(e.lose).some(([k, n]) => (n ?? 0) > 0 && has(s, seat, k as PoolKey));
  if ('loseAny' in e) return totalResources(s, seat) > 0;
  if ('allEnemies' in e) return turnOrder(s).some((other) => isEnemy(s, seat, other) && e.allEnemies.some((x) => effectCanHappen(s, other, x)));
  return true;
}

function ownKinCount(s: GameState, seat: number, where: 'highlighted' | 'palace' | 'board' | number): number {
  const hl = where === 'highlighted' ? highlightedSectors(s) : null;
  let n = 0;
  for (const k of s.kin) {
    if (k.seat !== seat) continue;
    if (where === 'palace') {
      if (k.loc === 'palace') n++;
      continue;
    }
    if (k.loc !== 'board') continue;
    if (where === 'board') n++;
    else {
      // Sector spots are "s<sector>.<index>" with a one-digit sector: read it without cutting the text.
      const sector = k.at.charCodeAt(1) - 48;
      if (hl ? hl.includes(sector as never) : sector === where) n++;
    }
  }
  return n;
}

function totalResources(s: GameState, seat: number): number {
  const p = poolOf(s, seat);
  return p.coin + p.scroll + p.lantern;
}

/**
 * The list without its first effect. A plain loop: card effects are frozen
 * content, and `slice` (or a `[e, ...rest]` pattern) on a frozen array takes a
 * slow generic path, which made this most of the effects step.
 */
function tail(effects: readonly Effect[]): Effect[] {
  const out = new Array<Effect>(effects.length - 1);
  for (let i = 1; i < effects.length; i++) out[i - 1] = effects[i]!;
  return out;
}

effectsTasks.auto('effects', (s, t) => {
  const effects = t.effects;
  if (effects.length === 0) return;
  const e = effects[0]!;
  const rest = tail(effects);
  const seat = t.seat;
  const paid = t.paid === true;
  const follow: Task[] = [];
  if ('gain' in e) {
    gainAmount(s, seat, e.gain);
    log(s, seat, () => msg('rules.log.gains', { seat: seatName(s, seat), amount: describeAmount(e.gain), why: fromSource(effects) }));
  } else if ('lose' in e) {
    for (const k in e.lose) take(s, seat, k as PoolKey, e.lose[k as PoolKey] ?? 0);
    log(s, seat, () => msg('rules.log.loses', { seat: seatName(s, seat), amount: describeAmount(e.lose), why: fromSource(effects) }));
  } else if ('fp' in e) {
    addFp(s, seat, e.fp);
    log(s, seat, () => msg(e.fp >= 0 ? 'rules.log.gainsFavor' : 'rules.log.losesFavor', { seat: seatName(s, seat), n: Math.abs(e.fp), why: fromSource(effects) }));
  } else if ('gainAny' in e) {
    for (let i = 0; i < e.count; i++) follow.push(because(task(e.gainAny === 'shard' ? 'gainShard' : 'gainResource', seat), () => fromSource(effects)));
  } else if ('loseAny' in e) {
    for (let i = 0; i < e.count; i++) follow.push(because(task('loseResource', seat), () => fromSource(effects)));
  } else if ('trade' in e) {
    if (canPay(s, seat, e.trade.pay) && paidEffectsCanHappen(s, seat, e.trade.then)) follow.push(task('trade', seat, { pay: e.trade.pay, then: e.trade.then }));
  } else if ('tradeAny' in e) {
    if (totalResources(s, seat) >= e.tradeAny.count && paidEffectsCanHappen(s, seat, e.tradeAny.then)) follow.push(task('tradeAny', seat, { count: e.tradeAny.count, then: e.tradeAny.then }));
  } else if ('perKin' in e) {
    const n = ownKinCount(s, seat, e.perKin.in);
    for (let i = 0; i < n; i++) follow.push(effectsTask(seat, e.perKin.then));
  } else if ('ifKin' in e) {
    const present = ownKinCount(s, seat, e.ifKin.in) > 0;
    if (present === e.ifKin.present) follow.push(effectsTask(seat, e.ifKin.then));
  } else if ('ifCapitalFirst' in e) {
    if ((capitalRank(s, seat) === 0) === e.ifCapitalFirst.first) follow.push(effectsTask(seat, e.ifCapitalFirst.then));
  } else if ('fpPerRevelations' in e) {
    const n = Math.floor(s.players[seat]!.revelations.length / e.fpPerRevelations.per) * e.fpPerRevelations.fp;
    if (n > 0) {
      addFp(s, seat, n);
      log(s, seat, () => msg('rules.log.favorForRevelations', { seat: seatName(s, seat), who: seatKind(s, seat), n, why: fromSource(effects) }));
    }
  } else if ('daytime' in e) {
    follow.push(task('daytime', seat, { sector: e.daytime }));
  } else if ('daytimeHighlighted' in e) {
    follow.push(task('chooseHighlighted', seat));
  } else if ('explore' in e) {
    // A paid-for exploration happens (as far as there are built villages to reach); otherwise each step may be declined.
    for (let i = 0; i < e.explore; i++) follow.push(task(paid ? 'explore' : 'exploreStep', seat));
  } else if ('collectVillage' in e) {
    follow.push(task('collectVillage', seat));
  } else if ('cloakOwn' in e) {
    follow.push(task('cloakOwn', seat));
  } else if ('returnEvent' in e) {
    follow.push(task('returnEvent', seat, { fp: 0 }));
  } else if ('discardEvent' in e) {
    follow.push(task('discardEvent', seat));
  } else if ('rotatePalace' in e) {
    follow.push(task('rotate', seat));
  } else if ('allEnemies' in e) {
    for (const other of turnOrder(s)) if (isEnemy(s, seat, other)) follow.push(effectsTask(other, e.allEnemies));
  }
  if (rest.length) {
    sameSource(rest, effects);
    follow.push(paid ? task('effects', seat, { effects: rest, paid: true }) : effectsTask(seat, rest));
  }
  push(s, ...follow);
});

const resourceOptions = (): Action[] => RESOURCES.map((res) => ({ t: 'res' as const, res }));

effectsTasks.choice('gainResource', {
  kind: 'gainResource',
  passButton: msg('rules.passButton.gainResource'),
  passLabel: msg('rules.pass.noResource'),
  prompt: (_s, t) => msg(t.optional ? 'rules.prompt.gainResourceOrPass' : 'rules.prompt.gainResource'),
  options: (_s, t) => (t.optional ? [{ t: 'pass' }, ...resourceOptions()] : resourceOptions()),
  resolve: (s, t, a) => {
    if (a.t !== 'res') {
      log(s, t.seat, () => msg('rules.log.declinesResource', { seat: seatName(s, t.seat), why: reasonOf(t) }));
      return;
    }
    gain(s, t.seat, a.res);
    log(s, t.seat, () => msg('rules.log.gains', { seat: seatName(s, t.seat), amount: resCount(a.res, 1), why: reasonOf(t) }));
  },
});

effectsTasks.choice('gainShard', {
  kind: 'gainShard',
  prompt: () => msg('rules.prompt.gainShard'),
  options: () => SHARDS.map((shard) => ({ t: 'shard' as const, shard })),
  resolve: (s, t, a) => {
    if (a.t !== 'shard') return;
    gain(s, t.seat, a.shard);
    log(s, t.seat, () => msg('rules.log.gains', { seat: seatName(s, t.seat), amount: aShard(a.shard), why: reasonOf(t) }));
  },
});

export function heldResourceOptions(s: GameState, seat: number): Action[] {
  return RESOURCES.filter((r) => has(s, seat, r)).map((res) => ({ t: 'res' as const, res }));
}

effectsTasks.choice('loseResource', {
  kind: 'loseResource',
  prompt: () => msg('rules.prompt.loseResource'),
  options: (s, t) => heldResourceOptions(s, t.seat),
  resolve: (s, t, a) => {
    if (a.t !== 'res') return;
    take(s, t.seat, a.res);
    log(s, t.seat, () => msg('rules.log.loses', { seat: seatName(s, t.seat), amount: resCount(a.res, 1), why: reasonOf(t) }));
  },
});

/** Pay one resource of the player's choice (part of an optional trade already accepted). */
effectsTasks.choice('payResource', {
  kind: 'payResource',
  prompt: () => msg('rules.prompt.payResource'),
  options: (s, t) => heldResourceOptions(s, t.seat),
  resolve: (s, t, a) => {
    if (a.t !== 'res') return;
    take(s, t.seat, a.res as Resource);
    log(s, t.seat, () => msg('rules.log.paysForTrade', { seat: seatName(s, t.seat), amount: resCount(a.res as Resource, 1), why: NO_REASON }));
  },
});

effectsTasks.choice('trade', {
  kind: 'trade',
  passButton: msg('rules.passButton.trade'),
  passLabel: msg('rules.pass.trade'),
  prompt: (_s, t) => msg('rules.prompt.trade', { amount: describeAmount(t.pay) }),
  options: (s, t) => (canPay(s, t.seat, t.pay) && paidEffectsCanHappen(s, t.seat, t.then) ? [{ t: 'option', option: 'yes' }, { t: 'pass' }] : []),
  resolve: (s, t, a) => {
    if (a.t === 'pass') {
      log(s, t.seat, () => msg('rules.log.turnsDownTrade', { seat: seatName(s, t.seat), why: fromSource(t.then) }));
      return;
    }
    pay(s, t.seat, t.pay);
    log(s, t.seat, () => msg('rules.log.paysForTrade', { seat: seatName(s, t.seat), amount: describeAmount(t.pay), why: fromSource(t.then) }));
    push(s, paidEffectsTask(s, t.seat, t.then));
  },
});

effectsTasks.choice('tradeAny', {
  kind: 'trade',
  passButton: msg('rules.passButton.trade'),
  passLabel: msg('rules.pass.trade'),
  prompt: (_s, t) => msg('rules.prompt.tradeAny', { n: t.count }),
  options: (s, t) =>
    totalResources(s, t.seat) >= t.count && paidEffectsCanHappen(s, t.seat, t.then) ? [{ t: 'option', option: 'yes' }, { t: 'pass' }] : [],
  resolve: (s, t, a) => {
    if (a.t === 'pass') {
      log(s, t.seat, () => msg('rules.log.turnsDownTrade', { seat: seatName(s, t.seat), why: fromSource(t.then) }));
      return;
    }
    log(s, t.seat, () => msg('rules.log.acceptsTradeAny', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), n: t.count, why: fromSource(t.then) }));
    const pays: Task[] = [];
    for (let i = 0; i < t.count; i++) pays.push(task('payResource', t.seat));
    push(s, ...pays, paidEffectsTask(s, t.seat, t.then));
  },
});

/**
 * Tasks that resolve a card the player has chosen to use: a leading trade is
 * paid at once rather than asked again.
 */
export function useCardTasks(s: GameState, seat: number, effects: readonly Effect[]): Task[] {
  const [first, ...rest] = effects;
  // Readings 3: what the price bought is marked paid; the card's other effects, if any, are not.
  const bought = (then: readonly Effect[]): Task[] => {
    if (follows(s, 3)) {
      sameSource(rest, effects);
      return [paidEffectsTask(s, seat, then), ...(rest.length ? [effectsTask(seat, rest)] : [])];
    }
    const list = [...then, ...rest];
    sameSource(list, effects);
    return [effectsTask(seat, list)];
  };
  if (first && 'trade' in first) {
    pay(s, seat, first.trade.pay);
    return bought(first.trade.then);
  }
  if (first && 'tradeAny' in first) {
    const pays: Task[] = [];
    for (let i = 0; i < first.tradeAny.count; i++) pays.push(task('payResource', seat));
    return [...pays, ...bought(first.tradeAny.then)];
  }
  return [effectsTask(seat, effects)];
}

export { ownKinCount, kinInPalace };
