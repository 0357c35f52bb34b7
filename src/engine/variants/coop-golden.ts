// COOPERATIVE MODE: the Golden Rule. Every step scheduled for the Basilisk
// passes through a push hook: steps whose outcome a coop rule fixes (what it
// gains, what it spends, what it keeps, its clanhouse and palace procedures,
// its abilities) go to the Basilisk's own handlers; every other choice is
// wrapped so that the Golden Rule seat makes it (task.decider), "pass" removed
// (the Basilisk does what an effect offers whenever it can). With
// config.goldenRuleAuto the engine picks the option worst for the Basilisk
// itself (heuristic in docs/rules-notes.md) and no decision is shown.
import { ownRevelations } from '../core/clone.js';
import { choiceHandler, TaskTable } from '../core/flow.js';
import { msg } from '../core/message.js';
import { addFp, gain, log, seatName, take } from '../core/state.js';
import type { Action, GameState, NoData, Task, TaskKind, TaskOf } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { revelationName } from '../content/names.js';
import { discardFavor } from '../core/variants-in-play.js';
import { aShard, resCount } from '../rules/words.js';
import {
  AUTO_GAIN_ORDER, AUTO_SPEND_ORDER, basiliskSeat, cheapestRevelationOption, goldenRuleAuto, goldenRuleSeat,
  leastResources, leastShards, mostResources, pickRes, weakestSectorOption, weakestShard,
} from './coop-state.js';

declare module '../core/types.js' {
  interface TaskData {
    /** A Basilisk choice made by the Golden Rule seat: `orig` names the wrapped task, whose fields it carries too (loosely typed: any kind). */
    goldenRule: { orig: string };
    coopGainResource: NoData;
    coopGainShard: NoData;
    coopSpendResource: NoData;
    coopDiscardRevelation: TaskData['keepOrDiscard'];
  }
}

/** The steps this module defines (installed by the list of variants). */
export const goldenRuleTasks = new TaskTable();

/** Base steps that coop rules settle for the Basilisk, and the coop handler that replaces each. */
export const BASILISK_TASKS: Partial<Record<TaskKind, TaskKind>> = {
  ability: 'coopAbility',
  palaceDaytime: 'coopPalaceDaytime',
  clanhouseReveal: 'coopClanhouseReveal',
  clanhouseAcquire: 'coopClanhouseAcquire',
  gainResource: 'coopGainResource',
  gainShard: 'coopGainShard',
  loseResource: 'coopSpendResource',
  payResource: 'coopSpendResource',
  keepOrDiscard: 'coopDiscardRevelation',
  // Readings 2 asks every owner where a hit kin recovers; for the Basilisk that stays its Golden Rule step.
  hitWard: 'coopHitWard',
};

/** The Basilisk's steps as scheduled: its rule-driven versions, or its open choices handed to the Golden Rule seat. */
export function routeBasiliskStep(s: GameState, t: Task): Task {
  if (t.seat !== basiliskSeat(s) || t.seat < 0) return t;
  const decider = goldenRuleSeat(s);
  const mapped = BASILISK_TASKS[t.k];
  // The coop handler takes the same data as the base step it replaces.
  if (mapped) return { ...t, k: mapped, decider } as Task;
  if (t.k.startsWith('coop') || t.k === 'goldenRule') return t.decider === undefined ? { ...t, decider } : t;
  if (choiceHandler(t.k)) return { ...t, k: 'goldenRule', orig: t.k, decider };
  return t;
}

/** The task as its original handler knows it. */
const inner = (t: TaskOf<'goldenRule'>): Task => ({ ...t, k: t.orig }) as Task;

/** Applies goldenRuleAuto: a single option (taken without asking) when the engine decides. */
export function grOptions(s: GameState, opts: Action[], pick: (opts: Action[]) => Action): Action[] {
  if (opts.length <= 1 || !goldenRuleAuto(s)) return opts;
  return [pick(opts)];
}

goldenRuleTasks.choice('goldenRule', {
  kind: 'goldenRule',
  prompt: (s, t) => {
    const h = choiceHandler(t.orig);
    return h ? msg('variants.golden.prompt', { prompt: h.prompt(s, inner(t)) }) : msg('variants.golden.promptBare');
  },
  options: (s, t) => {
    const h = choiceHandler(t.orig);
    if (!h) return [];
    const opts = h.options(s, inner(t)).filter((a) => a.t !== 'pass');
    return grOptions(s, opts, (o) => autoPick(s, t.orig, o));
  },
  resolve: (s, t, a) => choiceHandler(t.orig)!.resolve(s, inner(t), a),
});

/**
 * The option worst for the Basilisk, by the stated heuristic: weakest sector,
 * cheapest revelation, exploring rather than building, the starting village,
 * otherwise the first option in the engine's stable order.
 */
export function autoPick(s: GameState, orig: string, opts: Action[]): Action {
  if (opts.length > 0 && opts.every((a) => a.t === 'sector')) return weakestSectorOption(opts);
  if (orig === 'springsAcquire') {
    const cheapest = cheapestRevelationOption(s, opts);
    if (cheapest) return cheapest;
  }
  const explore = opts.find((a) => a.t === 'option' && a.option === 'explore');
  if (explore) return explore;
  const sites = opts.filter((a): a is Extract<Action, { t: 'site' }> => a.t === 'site');
  if (sites.length) return sites.slice().sort((a, b) => a.site - b.site)[0]!;
  if (opts.every((a) => a.t === 'res')) return pickRes(opts, AUTO_GAIN_ORDER);
  return opts[0]!;
}

// "When choosing which to gain, they always take the kind they currently have the least amount of,
// gaining them one at a time" — ties go to the Golden Rule.
goldenRuleTasks.choice('coopGainResource', {
  kind: 'gainResource',
  prompt: () => msg('variants.golden.gainResource.prompt'),
  options: (s, t) => {
    const opts = leastResources(s, t.seat).map((res) => ({ t: 'res' as const, res }));
    return grOptions(s, opts, (o) => pickRes(o, AUTO_GAIN_ORDER));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'res') return;
    gain(s, t.seat, a.res);
    log(s, t.seat, () => msg('variants.golden.log.gainedResource', { seat: seatName(s, t.seat), res: resCount(a.res, 1) }));
  },
});

goldenRuleTasks.choice('coopGainShard', {
  kind: 'gainShard',
  prompt: () => msg('variants.golden.gainShard.prompt'),
  options: (s, t) => {
    const tied = leastShards(s, t.seat);
    const opts = tied.map((shard) => ({ t: 'shard' as const, shard }));
    return grOptions(s, opts, () => ({ t: 'shard', shard: weakestShard(s, t.seat, tied) }));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'shard') return;
    gain(s, t.seat, a.shard);
    log(s, t.seat, () => msg('variants.golden.log.gainedShard', { seat: seatName(s, t.seat), shard: aShard(a.shard) }));
  },
});

// "When choosing which to spend, they spend/lose the kind they currently have the most of,
// spending/losing them one at a time."
goldenRuleTasks.choice('coopSpendResource', {
  kind: 'loseResource',
  prompt: () => msg('variants.golden.spendResource.prompt'),
  options: (s, t) => {
    const opts = mostResources(s, t.seat).map((res) => ({ t: 'res' as const, res }));
    return grOptions(s, opts, (o) => pickRes(o, AUTO_SPEND_ORDER));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'res') return;
    take(s, t.seat, a.res);
    log(s, t.seat, () => msg('variants.golden.log.gaveUpResource', { seat: seatName(s, t.seat), res: resCount(a.res, 1) }));
  },
});

// "When the Basilisk acquires revelation cards, they always discard them immediately, scoring the FPs."
goldenRuleTasks.auto('coopDiscardRevelation', (s, t) => {
  const card = revelationById(t.card);
  const fp = discardFavor(s, card.fp);
  addFp(s, t.seat, fp);
  ownRevelations(s).discard.push(card.id);
  log(s, t.seat, () => msg('variants.golden.log.discarded', { seat: seatName(s, t.seat), card: revelationName(card.id), fp }));
});
