// "If any effects take place at the same time, the player taking their turn
// decides in which order they are resolved." (readings 2)
//
// Effects of one player that fire together (their "each nighttime" cards, their
// end-of-game cards) are resolved one source at a time. The player is asked
// which comes first only when the order can change the outcome: two sources
// conflict when one changes something the other reads, or when both change the
// same thing in a way that does not add up (a loss stops at zero, so a gain and
// a loss of coins give a different total in the two orders). Gains and favor
// simply add up, so sources made only of those never need ordering.
import { push, task, TaskTable } from '../core/flow.js';
import { log, seatName } from '../core/state.js';
import type { Action, Task } from '../core/types.js';
import type { Effect } from '../content/types.js';
import { effectsTask } from './effects-task.js';
import { msg, type Msg } from '../core/message.js';
import { REVELATIONS } from '../content/index.js';
import { revelationName } from '../content/names.js';

/** The steps this module defines (installed by the list of variants). */
export const orderingTasks = new TaskTable();

/**
 * One source of simultaneous effects: a card. `label` is the card's English
 * name, kept as it always was in the saved state (its hash covers it); the
 * words come from `sourceName`.
 */
export interface EffectSource {
  label: string;
  effects: readonly Effect[];
}

/** A source's name in words: the revelation card whose effects these are. */
export function sourceName(src: EffectSource): Msg {
  let card = REVELATIONS.find((c) => c.effects === src.effects);
  if (!card) {
    // A source read back from a save: found by its effects, when only one card has them.
    const same = JSON.stringify(src.effects);
    const alike = REVELATIONS.filter((c) => JSON.stringify(c.effects) === same);
    if (alike.length === 1) card = alike[0];
  }
  return card ? revelationName(card.id) : msg('legacy.text', { text: src.label });
}

declare module '../core/types.js' {
  interface TaskData {
    /** Sources of one seat's effects that fire together, in the engine's default order. */
    simultaneous: { sources: readonly EffectSource[] };
    /** The seat picks which of `sources` resolves first (only when their order matters). */
    orderEffects: { sources: readonly EffectSource[] };
  }
}

/**
 * What a list of effects reads and changes: `adds` are changes that add up
 * with each other (gains, favor gained), `writes` are changes that do not
 * (losses stop at zero; moving things about), `reads` what its outcome depends on.
 */
interface Footprint {
  reads: Set<string>;
  adds: Set<string>;
  writes: Set<string>;
}

// Anything an effect may touch on the table that the footprint does not name more precisely.
const WORLD = ['pool', 'fp', 'kin', 'capital', 'events', 'villages', 'palace', 'revelations'];

function footprint(effects: readonly Effect[], prefix = '', f: Footprint = { reads: new Set(), adds: new Set(), writes: new Set() }): Footprint {
  const mark = (set: Set<string>, ...keys: string[]) => keys.forEach((k) => set.add(prefix + k));
  for (const e of effects) {
    if ('gain' in e || 'gainAny' in e) mark(f.adds, 'pool');
    else if ('lose' in e || 'loseAny' in e) mark(f.writes, 'pool');
    else if ('fp' in e) mark(e.fp >= 0 ? f.adds : f.writes, 'fp');
    else if ('trade' in e || 'tradeAny' in e) {
      mark(f.reads, 'pool');
      mark(f.writes, 'pool');
      footprint('trade' in e ? e.trade.then : e.tradeAny.then, prefix, f);
    } else if ('perKin' in e || 'ifKin' in e) {
      mark(f.reads, 'kin');
      footprint('perKin' in e ? e.perKin.then : e.ifKin.then, prefix, f);
    } else if ('ifCapitalFirst' in e) {
      mark(f.reads, 'capital');
      footprint(e.ifCapitalFirst.then, prefix, f);
    } else if ('fpPerRevelations' in e) {
      mark(f.reads, 'revelations');
      mark(f.adds, 'fp');
    } else if ('allEnemies' in e) footprint(e.allEnemies, `${prefix}enemy:`, f);
    else {
      // A daytime effect, a village, an event slot, the palace: it may read and move anything.
      mark(f.reads, ...WORLD);
      mark(f.writes, ...WORLD);
    }
  }
  return f;
}

const meets = (a: Set<string>, b: Set<string>): boolean => [...a].some((k) => b.has(k));

/** True when resolving `a` then `b` may end differently from `b` then `a`. */
export function orderMatters(a: readonly Effect[], b: readonly Effect[]): boolean {
  const x = footprint(a);
  const y = footprint(b);
  const touches = (f: Footprint) => new Set([...f.reads, ...f.adds, ...f.writes]);
  return meets(x.writes, touches(y)) || meets(y.writes, touches(x)) || meets(x.adds, y.reads) || meets(y.adds, x.reads);
}

function anyPairMatters(sources: readonly EffectSource[]): boolean {
  for (let i = 0; i < sources.length; i++) {
    for (let j = i + 1; j < sources.length; j++) if (orderMatters(sources[i]!.effects, sources[j]!.effects)) return true;
  }
  return false;
}

/** The tasks that resolve `sources` of `seat`: in the given order when order cannot matter, else by the player's choice. */
export function simultaneousTasks(seat: number, sources: readonly EffectSource[]): Task[] {
  if (sources.length === 0) return [];
  if (sources.length === 1) return [effectsTask(seat, sources[0]!.effects)];
  return [task('simultaneous', seat, { sources })];
}

orderingTasks.auto('simultaneous', (s, t) => {
  // Checked when the effects are about to resolve, and again after each one (the rest may no longer conflict).
  if (anyPairMatters(t.sources)) push(s, task('orderEffects', t.seat, { sources: t.sources }));
  else push(s, ...t.sources.map((src) => effectsTask(t.seat, src.effects)));
});

orderingTasks.choice('orderEffects', {
  kind: 'orderEffects',
  label: (_s, t, a) => {
    const first = a.t === 'option' ? orderedSource(t.sources, a.option) : undefined;
    return first ? msg('rules.label.resolveFirst', { card: sourceName(first) }) : null;
  },
  prompt: () => msg('rules.prompt.orderEffects'),
  options: (_s, t) => t.sources.map((_src, i): Action => ({ t: 'option', option: `first${i}` })),
  resolve: (s, t, a) => {
    if (a.t !== 'option') return;
    const i = Number(a.option.slice('first'.length));
    const chosen = t.sources[i]!;
    log(s, t.seat, () => msg('rules.log.resolvesFirst', { seat: seatName(s, t.seat), card: sourceName(chosen) }));
    const rest = t.sources.filter((_src, j) => j !== i);
    push(s, effectsTask(t.seat, chosen.effects), ...simultaneousTasks(t.seat, rest));
  },
});

/** The source an `orderEffects` option names (for its label). */
export function orderedSource(sources: readonly EffectSource[], option: string): EffectSource | undefined {
  return option.startsWith('first') ? sources[Number(option.slice('first'.length))] : undefined;
}
