import type { GameState, Kin, VariantStates } from './types.js';
import { variantStateKeys } from './variants-in-play.js';

// applyAction never mutates its input: it works on a copy made here. A
// hand-written copy of the known shape is several times faster than a generic
// deep clone, which matters because bots and the fuzz suite copy on every ply.
// Tasks and log lines are treated as immutable once created, so they are
// shared; everything the rules mutate in place is copied.
export function cloneState(s: GameState): GameState {
  return copyState(s, s.kin.map(copyKin));
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
let generation = 0;
let ownedAt = new Uint32Array(128);

/** Debug aid for tests: freeze the kin a step shares, so a rule that writes to one without `writableKin` throws. */
export const kinSharing = { freezeShared: false };

/**
 * The copy applyAction resolves a step on: kin shared until written. Until the
 * next call it is the state `writableKin` copies into; any other state (a new
 * game, a deep `cloneState` copy, a loaded save) owns all its kin already.
 */
export function copyForStep(s: GameState): GameState {
  const next = copyState(s, s.kin);
  if (kinSharing.freezeShared) {
    for (const k of s.kin) Object.freeze(k);
    Object.freeze(s.kin);
  }
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

function copyState(s: GameState, kin: Kin[]): GameState {
  return {
    v: s.v,
    config: s.config,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    players: s.players.map((p) => ({
      seat: p.seat,
      clan: p.clan,
      pool: p.pool,
      faction: p.faction,
      fp: p.fp,
      pioneer: p.pioneer,
      revelations: p.revelations.slice(),
      pile: p.pile.slice(),
      side: p.side,
      isBasilisk: p.isBasilisk,
    })),
    pools: s.pools.map((p) => ({ coin: p.coin, scroll: p.scroll, lantern: p.lantern, coral: p.coral, jade: p.jade, agate: p.agate })),
    kin,
    board: s.board.map((r) => r.slice()),
    palace: { ...s.palace },
    capital: s.capital.slice(),
    firstPlayer: s.firstPlayer,
    turnSeat: s.turnSeat,
    events: { deck: s.events.deck.slice(), discard: s.events.discard.slice(), foreseen: s.events.foreseen.slice() },
    revelations: {
      deck: s.revelations.deck.slice(),
      slots: s.revelations.slots.slice(),
      discard: s.revelations.discard.slice(),
    },
    villages: { pile: s.villages.pile.slice(), sites: s.villages.sites.slice(), shrineBuilt: s.villages.shrineBuilt },
    clanhouse: s.clanhouse.slice(),
    guards: s.guards.slice(),
    ...copyVariantStates(s),
    stack: s.stack.slice(),
    ply: s.ply,
    log: [],
    ext: s.ext ? (copyJson(s.ext) as Record<string, unknown>) : {},
  };
}

/** The variants' own fields (core/types.ts VariantStates), copied as plain data. */
function copyVariantStates(s: GameState): VariantStates {
  const out: Record<string, unknown> = {};
  for (const k of variantStateKeys()) out[k] = copyJson((s as unknown as Record<string, unknown>)[k]);
  return out as unknown as VariantStates;
}

/**
 * What JSON.parse(JSON.stringify(v)) gives for plain data (a mode's `ext`
 * state), without the text in between, which was most of a step's copying in
 * the modes that keep state there. The same result, down to its quirks: an
 * undefined or function field is left out, one in an array becomes null, and
 * so does a number that is not finite; -0 becomes 0.
 */
function copyJson(v: unknown): unknown {
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
