import type { GameState, Kin, Player, Pool, VariantStates } from './types.js';
import { variantStateKeys } from './variants-in-play.js';

// applyAction never mutates its input: it works on a copy made here. A
// hand-written copy of the known shape is several times faster than a generic
// deep clone, which matters because bots and the fuzz suite copy on every ply.
// Tasks and log lines are treated as immutable once created, so they are
// shared, and so are the palace, the capital track and the guards, which the
// rules replace rather than change; the rest is copied, or shared until a
// rule asks for its own copy (below).
export function cloneState(s: GameState): GameState {
  return copyState(s, s.kin.map(copyKin), false);
}

function copyKin(k: Kin): Kin {
  // Literal construction, not spread: V8 builds these several times faster.
  return { id: k.id, type: k.type, clan: k.clan, seat: k.seat, loc: k.loc, at: k.at, cloaked: k.cloaked };
}

// Kin are most of a state (80 objects in a 4-player game) and a step changes
// only a few, so the copy applyAction works on shares the kin objects with the
// state it came from, and the array too until the step changes a kin. A rule
// that changes a kin must get it through `writableKin` (which `kinById` does),
// which copies it into the step's own state the first time. Which kin the step
// already owns is a generation mark per id: no allocation and no scan per step.
let building: GameState | null = null;
let buildingOwnsKinArray = false;
// The decks, piles, seats and pools change in few steps, so a step shares them
// too, each copied by the first rule that changes it in that step (the own*
// functions below): which ones the step owns already, a bit each.
const EVENTS = 1;
const REVELATIONS = 2;
const VILLAGES = 4;
const SEAT_CARDS = 8; // then one bit per seat: its clan pile and kept revelation cards
const BOARD_ROW = 256; // then one bit per sector: its row of spots
const SEAT = 1 << 14; // then one bit per seat: its own fields (favor, pioneer, ...)
const POOL = 1 << 20; // then one bit per pool: its resources and shards
let ownedParts = 0;
// The variants' own slots are shared the same way, each copied by the first rule that asks for it (ownSlot).
const ownedSlots: string[] = [];
let generation = 0;
let ownedAt = new Uint32Array(128);

/** Debug aid for tests: freeze what a step shares (kin, decks, piles, seats, pools, board rows), so a rule that writes to one without its own copy throws. */
export const kinSharing = { freezeShared: false };

/**
 * The copy applyAction resolves a step on: kin shared until written. Until the
 * next call it is the state `writableKin` copies into; any other state (a new
 * game, a deep `cloneState` copy, a loaded save) owns all its kin already.
 */
export function copyForStep(s: GameState): GameState {
  const next = copyState(s, s.kin, true);
  if (kinSharing.freezeShared) {
    for (const k of s.kin) Object.freeze(k);
    Object.freeze(s.kin);
    for (const part of [s.events, s.revelations, s.villages]) {
      for (const list of Object.values(part)) if (Array.isArray(list)) Object.freeze(list);
      Object.freeze(part);
    }
    for (const p of s.players) {
      Object.freeze(p.pile);
      Object.freeze(p.revelations);
      Object.freeze(p);
    }
    for (const p of s.pools) Object.freeze(p);
    for (const row of s.board) Object.freeze(row);
    Object.freeze(s.palace);
    Object.freeze(s.capital);
    for (const g of s.guards) Object.freeze(g);
    Object.freeze(s.guards);
    const slots = s as unknown as Record<string, unknown>;
    for (const k of variantStateKeys()) deepFreeze(slots[k]);
  }
  ownedParts = 0;
  // Most steps own no variant slot: setting an array's length is a slow runtime call, so only when needed.
  if (ownedSlots.length > 0) ownedSlots.length = 0;
  if (ownedAt.length < s.kin.length) ownedAt = new Uint32Array(s.kin.length * 2);
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    ownedAt.fill(0);
    generation = 1;
  }
  building = next;
  buildingOwnsKinArray = false;
  return next;
}

/** Kin `id` of `s`, safe to change: a private copy when `s` is a step in progress that still shares it. */
export function writableKin(s: GameState, id: number): Kin | undefined {
  const k = s.kin[id];
  if (s !== building || !k || ownedAt[id] === generation) return k;
  if (!buildingOwnsKinArray) {
    s.kin = s.kin.slice();
    buildingOwnsKinArray = true;
  }
  const own = copyKin(k);
  s.kin[id] = own;
  ownedAt[id] = generation;
  return own;
}

/** Whether part `bit` of `s` must be copied before a write: `s` is the step in progress and does not own it yet (then it will). */
function takeOwnership(s: GameState, bit: number): boolean {
  if (s !== building || ownedParts & bit) return false;
  ownedParts |= bit;
  return true;
}

/** The event deck, discards and foreseen slots of `s`, safe to change (see `writableKin`). */
export function ownEvents(s: GameState): GameState['events'] {
  const e = s.events;
  if (takeOwnership(s, EVENTS)) s.events = { deck: e.deck.slice(), discard: e.discard.slice(), foreseen: e.foreseen.slice() };
  return s.events;
}

/** The revelation deck, slots and discards of `s`, safe to change. */
export function ownRevelations(s: GameState): GameState['revelations'] {
  const r = s.revelations;
  if (takeOwnership(s, REVELATIONS)) s.revelations = { deck: r.deck.slice(), slots: r.slots.slice(), discard: r.discard.slice() };
  return s.revelations;
}

/** The village pile and sites of `s`, safe to change. */
export function ownVillages(s: GameState): GameState['villages'] {
  const v = s.villages;
  if (takeOwnership(s, VILLAGES)) s.villages = { ...v, pile: v.pile.slice(), sites: v.sites.slice() };
  return s.villages;
}

/**
 * A variant's slot `key` of `s` (core/types.ts VariantStates), safe to change
 * in place: a step shares the slots with the state before it until a rule asks
 * for one here. (A slot the rule replaces whole needs no copy.)
 */
export function ownSlot<K extends keyof VariantStates>(s: GameState, key: K): GameState[K] {
  if (s === building && !ownedSlots.includes(key)) {
    const v = s[key];
    if (typeof v === 'object' && v !== null) s[key] = copyJson(v) as GameState[K];
    ownedSlots.push(key);
  }
  return s[key];
}

function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  for (const k in v) deepFreeze((v as Record<string, unknown>)[k]);
  Object.freeze(v);
}

/** The spots of sector `sector` on the board of `s` (kin id or -1 each), safe to change. */
export function ownRow(s: GameState, sector: number): number[] {
  if (takeOwnership(s, BOARD_ROW << sector)) s.board[sector] = s.board[sector]!.slice();
  return s.board[sector]!;
}

/** Seat `seat` of `s`, its own fields safe to change (its pile and kept cards: `ownCards`). */
export function ownPlayer(s: GameState, seat: number): Player {
  if (takeOwnership(s, SEAT << seat)) s.players[seat] = copyPlayer(s.players[seat]!, true);
  return s.players[seat]!;
}

/** Seat `seat` of `s`, with its clan pile and kept revelation cards safe to change too. */
export function ownCards(s: GameState, seat: number): Player {
  const p = ownPlayer(s, seat);
  if (takeOwnership(s, SEAT_CARDS << seat)) {
    p.pile = p.pile.slice();
    p.revelations = p.revelations.slice();
  }
  return p;
}

/** The pool seat `seat` draws on in `s`, safe to change (allies may share one). */
export function ownPool(s: GameState, seat: number): Pool {
  const i = s.players[seat]!.pool;
  if (takeOwnership(s, POOL << i)) s.pools[i] = copyPool(s.pools[i]!);
  return s.pools[i]!;
}

// Literal construction, not spread: V8 builds these several times faster.
function copyPlayer(p: Player, share: boolean): Player {
  return {
    seat: p.seat,
    clan: p.clan,
    pool: p.pool,
    faction: p.faction,
    fp: p.fp,
    pioneer: p.pioneer,
    revelations: share ? p.revelations : p.revelations.slice(),
    pile: share ? p.pile : p.pile.slice(),
    side: p.side,
    isBasilisk: p.isBasilisk,
  };
}

function copyPool(p: Pool): Pool {
  return { coin: p.coin, scroll: p.scroll, lantern: p.lantern, coral: p.coral, jade: p.jade, agate: p.agate };
}

function copyState(s: GameState, kin: Kin[], share: boolean): GameState {
  // Spread alone (no other fields in the literal) is V8's fast object clone:
  // the copy gets the source's hidden class, so every state of a game has one
  // shape and the variants' slots come along without a keyed store each. The
  // fields a step must not share are then replaced.
  const out = { ...s };
  if (share) {
    // A step shares the seats, pools and board rows until a rule asks for its own (ownPlayer, ownPool, ownRow).
    out.players = s.players.slice();
    out.pools = s.pools.slice();
    out.board = s.board.slice();
  } else {
    out.players = s.players.map((p) => copyPlayer(p, false));
    out.pools = s.pools.map(copyPool);
    out.board = s.board.map((row) => row.slice());
    out.palace = { ...s.palace };
    out.capital = s.capital.slice();
    out.events = { deck: s.events.deck.slice(), discard: s.events.discard.slice(), foreseen: s.events.foreseen.slice() };
    out.revelations = { deck: s.revelations.deck.slice(), slots: s.revelations.slots.slice(), discard: s.revelations.discard.slice() };
    out.villages = { pile: s.villages.pile.slice(), sites: s.villages.sites.slice(), shrineBuilt: s.villages.shrineBuilt };
    out.guards = s.guards.slice();
    // The variants' own fields (core/types.ts VariantStates) are plain data; a step shares them (ownSlot).
    const from = s as unknown as Record<string, unknown>;
    const to = out as unknown as Record<string, unknown>;
    for (const k of variantStateKeys()) to[k] = copyJson(from[k]);
  }
  out.kin = kin;
  out.clanhouse = s.clanhouse.slice();
  out.stack = s.stack.slice();
  out.log = [];
  return out;
}

/**
 * What JSON.parse(JSON.stringify(v)) gives for plain data (a variant's slot),
 * without the text in between, which was most of a step's copying in the
 * modes that keep state there. The same result, down to its quirks: an
 * undefined or function field is left out, one in an array becomes null, and
 * so does a number that is not finite; -0 becomes 0.
 */
export function copyJson(v: unknown): unknown {
  if (v === null) return null;
  switch (typeof v) {
    case 'number':
      // `v === 0` also turns -0 into 0, as the text round trip does.
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case 'string':
    case 'boolean':
      return v;
    case 'object':
      break;
    default:
      return undefined;
  }
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyJson(v[i]) ?? null;
    return out;
  }
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in src) {
    if (!Object.prototype.hasOwnProperty.call(src, k)) continue;
    const c = copyJson(src[k]);
    if (c !== undefined) out[k] = c;
  }
  return out;
}
