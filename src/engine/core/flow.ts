// The game flow is a stack of pending tasks held in the state. Automatic tasks
// run at once; a choice task stops the flow and becomes the current decision.
// Because the stack is plain data, a state can be saved and resumed mid-turn.
import { RulesError } from './errors.js';
import { msg } from './message.js';
import type { Action, GameState, NoData, Task, TaskData, TaskKind, TaskOf } from './types.js';
import { choiceHandler, handlerOf, scheduleHooks } from './variants-in-play.js';

export type { AutoHandler, ChoiceHandler } from './task-table.js';
export { TaskTable } from './task-table.js';
export { choiceHandler } from './variants-in-play.js';

/** Push tasks so that they run in the order given. */
export function push(s: GameState, ...tasks: Task[]): void {
  const schedule = scheduleHooks(s);
  for (let i = tasks.length - 1; i >= 0; i--) {
    let t = tasks[i]!;
    for (let h = 0; h < schedule.length; h++) t = schedule[h]!(s, t);
    s.stack.push(t);
  }
}

/** A task of kind `k` for `seat`; its data is required unless the kind carries none. */
export function task<K extends TaskKind>(
  k: K,
  seat: number,
  ...data: NoData extends TaskData[K] ? [data?: TaskData[K]] : [data: TaskData[K]]
): TaskOf<K>;
// The implementation takes a plain parameter: a rest parameter allocates an array on every call.
export function task(k: TaskKind, seat: number, d?: object): Task {
  // Most steps carry no data: a literal without a spread is several times cheaper.
  return (d === undefined ? { k, seat } : { k, seat, ...d }) as Task;
}

// Options of the pending decision, computed once per state object. States are
// never mutated after `advance`, so the cache cannot go stale.
// Two levels: every state `advance` settles goes into a small ring of the most
// recent ones (play and playouts ask about the state they just made), and only
// a state asked about after it left the ring goes into the WeakMap (a bot
// weighing many moves from one state). A WeakMap entry for every state made
// cost more than the rest of a random game's bookkeeping: the collector treats
// weak entries specially.
const RECENT = 4;
const recentStates: (GameState | null)[] = new Array<GameState | null>(RECENT).fill(null);
const recentOptions: Action[][] = new Array<Action[]>(RECENT).fill([]);
let recentNext = 0;
const older = new WeakMap<GameState, Action[]>();

function rememberRecent(s: GameState, opts: Action[]): void {
  recentStates[recentNext] = s;
  recentOptions[recentNext] = opts;
  recentNext = (recentNext + 1) % RECENT;
}

function cachedOptions(s: GameState): Action[] | undefined {
  for (let i = 0; i < RECENT; i++) if (recentStates[i] === s) return recentOptions[i];
  return older.get(s);
}

/**
 * Runs automatic tasks until a real choice is pending or the game ends.
 * A choice with no option is skipped; a choice with exactly one option is
 * taken for the player (it is no choice), unless the handler must always ask.
 */
export function advance(s: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    const top = s.stack[s.stack.length - 1];
    if (!top) return;
    const { auto, choice } = handlerOf(top.k);
    if (auto) {
      s.stack.pop();
      auto.run(s, top);
      continue;
    }
    if (!choice) throw new Error(`No handler for task '${top.k}'`);
    const opts = choice.options(s, top);
    if (opts.length === 0) {
      s.stack.pop();
      continue;
    }
    if (opts.length === 1 && !choice.alwaysAsk) {
      s.stack.pop();
      choice.resolve(s, top, opts[0]!);
      continue;
    }
    rememberRecent(s, opts);
    return;
  }
  throw new Error('Game flow did not settle (loop guard)');
}

/**
 * The seat that makes a task's choice. Usually the acting seat; a variant may
 * have another seat choose for it (the Basilisk's open choices are made by an
 * ally, the "Golden Rule"), set as `decider`.
 */
export function decisionSeat(t: Task): number {
  return typeof t.decider === 'number' ? t.decider : t.seat;
}

export function pendingTask(s: GameState): Task | undefined {
  return s.stack[s.stack.length - 1];
}

export function pendingOptions(s: GameState): Action[] {
  const cached = cachedOptions(s);
  if (cached) return cached;
  const top = pendingTask(s);
  if (!top) return [];
  const choice = choiceHandler(top.k);
  if (!choice) return [];
  const opts = choice.options(s, top);
  older.set(s, opts);
  return opts;
}

/** The pending decision's options computed afresh (benchmarks; the API uses the cache). */
export function computeOptions(s: GameState): Action[] {
  const top = pendingTask(s);
  const choice = top ? choiceHandler(top.k) : undefined;
  return top && choice ? choice.options(s, top) : [];
}

export function actionKey(a: Action): string {
  // Keys in a fixed order so that {t, kin} and {kin, t} compare equal.
  const o = a as unknown as Record<string, unknown>;
  return Object.keys(o)
    .sort()
    .map((k) => `${k}=${Array.isArray(o[k]) ? (o[k] as unknown[]).join('.') : String(o[k])}`)
    .join('&');
}

/** Field-by-field equality of two actions (arrays compared element-wise). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.t !== b.t) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    n++;
    const u = x[k];
    const v = y[k];
    if (u === v) continue;
    if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length || u.some((e, i) => e !== v[i])) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

export function findLegal(s: GameState, a: Action): Action {
  const opts = pendingOptions(s);
  // Most callers hand back an object from legalActions: a first pass by identity spares checking its form and comparing field by field.
  for (let i = 0; i < opts.length; i++) if (opts[i] === a) return a;
  if (!a || typeof a !== 'object' || typeof (a as { t?: unknown }).t !== 'string') {
    throw new RulesError('bad-action', msg('rules.error.badAction'));
  }
  if (opts.length === 0) throw new RulesError('game-over', msg('rules.error.gameOver'));
  for (const o of opts) if (sameAction(o, a)) return o;
  const top = pendingTask(s)!;
  const choice = choiceHandler(top.k)!;
  throw new RulesError('illegal-action', msg('rules.error.illegal', { prompt: choice.prompt(s, top) }));
}
