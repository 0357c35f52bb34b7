// Helpers for rules tests: build a position by editing a copy of a state, run
// one step of the game flow from it, and make the choices a player would.
// Pure engine code (no test framework imports), so any mode's tests can use it.
import { advance, task as makeTask } from './core/flow.js';
import type { Action, ClanId, GameConfig, GameState, Kin, KinType, Pool, PoolKey, Task } from './core/types.js';
import { CLANS } from './core/types.js';
import { makeConfig, type ConfigOptions } from './config.js';
import { applyAction, createGame, currentDecision, legalActions } from './index.js';

export { makeTask as task };

/** A fresh game for `players` seats (other options as in makeConfig). */
export function newGame(players: number, seed: number | string = 1, options: Partial<ConfigOptions> = {}): GameState {
  return createGame(makeConfig({ players, ...options }), seed);
}

export function configFor(players: number, options: Partial<ConfigOptions> = {}): GameConfig {
  return makeConfig({ players, ...options });
}

/** A private, editable deep copy (never edit a state the engine handed out: its options are cached). */
export function copy(s: GameState): GameState {
  return structuredClone(s);
}

export const spot = (sector: number, index: number): string => `s${sector}.${index}`;

/** The legal actions of the pending decision. */
export function actionsOf(s: GameState): Action[] {
  return legalActions(s);
}

/** The kind of the pending decision, or null when nothing is pending. */
export function decisionKind(s: GameState): string | null {
  return currentDecision(s)?.kind ?? null;
}

function matches(a: Action, want: Partial<Action> | ((a: Action) => boolean)): boolean {
  if (typeof want === 'function') return want(a);
  const x = a as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(want)) if (x[k] !== v) return false;
  return true;
}

/** Applies the first legal action matching the predicate or the partial action; throws if none is legal. */
export function choose(s: GameState, want: Partial<Action> | ((a: Action) => boolean)): GameState {
  const opts = legalActions(s);
  const a = opts.find((o) => matches(o, want));
  if (!a) {
    throw new Error(
      `No legal action matches ${typeof want === 'function' ? 'the predicate' : JSON.stringify(want)} ` +
        `(decision ${decisionKind(s)}: ${JSON.stringify(opts)})`,
    );
  }
  return applyAction(s, a);
}

/** Whether some legal action matches. */
export function canChoose(s: GameState, want: Partial<Action> | ((a: Action) => boolean)): boolean {
  return legalActions(s).some((o) => matches(o, want));
}

/**
 * Runs the game flow from a position with `tasks` as the only pending steps
 * (first listed runs first), on a copy. Stops at the first real decision, or
 * with an empty stack once the steps are done.
 */
export function runTasks(s: GameState, ...tasks: Task[]): GameState {
  const next = copy(s);
  next.stack = tasks.slice().reverse();
  advance(next);
  return next;
}

export function runTask(s: GameState, t: Task): GameState {
  return runTasks(s, t);
}

/** Starts `seat`'s turn (start-of-turn revelations, kin placement, daytime effect) from this position. */
export function startTurn(s: GameState, seat: number): GameState {
  return runTasks(s, makeTask('turn', seat));
}

/** Answers every pending decision with `pick` (default: pass when possible, else the first option) until none is left. */
export function settle(s: GameState, pick: (s: GameState, opts: Action[]) => Action = defaultPick, limit = 200): GameState {
  let cur = s;
  for (let i = 0; i < limit; i++) {
    const opts = legalActions(cur);
    if (opts.length === 0) return cur;
    cur = applyAction(cur, pick(cur, opts));
  }
  throw new Error('settle: too many decisions');
}

const defaultPick = (_s: GameState, opts: Action[]): Action => opts.find((o) => o.t === 'pass') ?? opts[0]!;

/** Places a kin from hand on a spot (palace or sector) and answers the unveiled/cloaked question. */
export function place(s: GameState, kin: number, at: string, cloaked = false): GameState {
  let cur = applyAction(s, { t: 'place', kin, spot: at });
  if (decisionKind(cur) === 'cloak') cur = applyAction(cur, { t: 'cloak', cloaked });
  else if (cloaked) throw new Error('place: cloaking was not offered');
  return cur;
}

// ---- building positions (mutate a copy made with `copy`) -------------------

/** A kin of `seat` of `type`, preferring one in hand, then the pile, the clanhouse, the box. */
export function findKin(s: GameState, seat: number, type: KinType, locs: Kin['loc'][] = ['hand', 'pile', 'clanhouse', 'box']): Kin {
  for (const loc of locs) {
    const k = s.kin.find((x) => x.seat === seat && x.type === type && x.loc === loc);
    if (k) return k;
  }
  throw new Error(`Seat ${seat} has no ${type} in ${locs.join('/')}`);
}

/** Takes a kin out of wherever it is (board spot, clanhouse row, clan pile) without putting it anywhere. */
export function lift(s: GameState, k: Kin): void {
  if (k.loc === 'board') {
    const [sector, index] = k.at.slice(1).split('.').map(Number) as [number, number];
    if (s.board[sector]![index] === k.id) s.board[sector]![index] = -1;
  } else if (k.loc === 'clanhouse') {
    const row = s.clanhouse.filter((id) => id >= 0 && id !== k.id);
    while (row.length < s.clanhouse.length) row.push(-1);
    s.clanhouse = row;
  } else if (k.loc === 'pile') {
    const pile = s.players[k.seat]!.pile;
    const i = pile.indexOf(k.id);
    if (i >= 0) pile.splice(i, 1);
  }
  k.at = '';
}

/** Puts a kin of `seat` of `type` on a sector spot (`s<sector>.<i>`) or in the palace ('palace'). Returns it. */
export function placeKinAt(s: GameState, seat: number, type: KinType, at: string, cloaked = false): Kin {
  const k = findKin(s, seat, type);
  return putKin(s, k, at, cloaked);
}

export function putKin(s: GameState, k: Kin, at: string, cloaked = false): Kin {
  lift(s, k);
  if (at === 'palace') {
    k.loc = 'palace';
    k.at = 'palace';
    k.cloaked = false;
    return k;
  }
  const [sector, index] = at.slice(1).split('.').map(Number) as [number, number];
  const old = s.board[sector]![index]!;
  if (old >= 0) throw new Error(`Spot ${at} is taken`);
  s.board[sector]![index] = k.id;
  k.loc = 'board';
  k.at = at;
  k.cloaked = cloaked;
  return k;
}

/** Moves a kin of `seat` of `type` into its owner's hand (from the pile, clanhouse or box). */
export function giveKin(s: GameState, seat: number, type: KinType): Kin {
  const k = findKin(s, seat, type, ['pile', 'clanhouse', 'box', 'hand']);
  lift(s, k);
  k.loc = 'hand';
  k.cloaked = false;
  return k;
}

/** Leaves `seat` with exactly these kin types in hand (extra hand kin go to the box). */
export function setHand(s: GameState, seat: number, types: KinType[]): Kin[] {
  for (const k of s.kin) if (k.seat === seat && k.loc === 'hand') k.loc = 'box';
  return types.map((type) => giveKin(s, seat, type));
}

/** Every kin on the board or in the palace goes back to its owner's hand. */
export function clearBoard(s: GameState): void {
  for (const k of s.kin) {
    if (k.loc === 'board' || k.loc === 'palace') {
      k.loc = 'hand';
      k.at = '';
      k.cloaked = false;
    }
  }
  for (const row of s.board) row.fill(-1);
}

/** Sets some of a seat's pool counts (resources and moon shards). */
export function setPool(s: GameState, seat: number, values: Partial<Pool>): void {
  const pool = s.pools[s.players[seat]!.pool]!;
  for (const [k, v] of Object.entries(values)) pool[k as PoolKey] = v as number;
}

export function poolOfSeat(s: GameState, seat: number): Pool {
  return s.pools[s.players[seat]!.pool]!;
}

/** The kin ids in `seat`'s hand. */
export function handIds(s: GameState, seat: number): number[] {
  return s.kin.filter((k) => k.seat === seat && k.loc === 'hand').map((k) => k.id);
}

export function clanOf(s: GameState, seat: number): ClanId {
  return s.players[seat]!.clan;
}

export { CLANS };
