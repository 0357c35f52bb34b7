// Small queries and updates on the game state shared by all rules modules.
import { ownCards, ownPlayer, ownPool, ownRow, writableKin } from './clone.js';
import { gameRng, type Random } from './rng.js';
import type { GameState, Kin, Pool, PoolKey, Resource, Sector } from './types.js';
import { msg, type Msg } from './message.js';
import { speaking } from './speech.js';
import { RESOURCES, SECTORS } from './types.js';

/** A seat by name: its player's own name as typed, "the Basilisk", or "Player 2" for a seat without one. */
export function seatName(s: GameState, seat: number): Msg {
  const p = s.players[seat];
  if (!p) return msg('seat.numbered', { n: seat + 1 });
  if (p.isBasilisk) return msg('seat.basilisk');
  const name = s.config.seats[seat]?.name;
  return name === undefined ? msg('seat.player', { n: seat + 1 }) : msg('seat.named', { name });
}

/** Writes a log line; `line` is only called while the game speaks (see speech.ts), so a silent step builds no words. */
export function log(s: GameState, seat: number, line: () => Msg): void {
  if (speaking()) s.log.push({ ply: s.ply, round: s.round, seat, msg: line() });
}

export function withRng<T>(s: GameState, fn: (r: Random) => T): T {
  const r = gameRng(s.rng);
  const out = fn(r);
  s.rng = r.state;
  return out;
}

// --- pools ---------------------------------------------------------------

export function poolOf(s: GameState, seat: number): Pool {
  return s.pools[s.players[seat]!.pool]!;
}

export function has(s: GameState, seat: number, key: PoolKey, n = 1): boolean {
  return poolOf(s, seat)[key] >= n;
}

export function gain(s: GameState, seat: number, key: PoolKey, n = 1): void {
  ownPool(s, seat)[key] += n;
}

/** Spend or lose; never below zero. Returns how many were actually taken. */
export function take(s: GameState, seat: number, key: PoolKey, n = 1): number {
  const pool = ownPool(s, seat);
  const taken = Math.min(pool[key], n);
  pool[key] -= taken;
  return taken;
}

export function canPay(s: GameState, seat: number, cost: Partial<Pool>): boolean {
  const pool = poolOf(s, seat);
  for (const k in cost) if ((pool[k as PoolKey] ?? 0) < (cost[k as PoolKey] ?? 0)) return false;
  return true;
}

export function pay(s: GameState, seat: number, cost: Partial<Pool>): void {
  for (const k in cost) take(s, seat, k as PoolKey, cost[k as PoolKey] ?? 0);
}

export function gainAmount(s: GameState, seat: number, amount: Partial<Pool>): void {
  for (const k in amount) gain(s, seat, k as PoolKey, amount[k as PoolKey] ?? 0);
}

export function addFp(s: GameState, seat: number, n: number): void {
  const p = ownPlayer(s, seat);
  p.fp = Math.max(0, p.fp + n);
}

export function resourcesHeld(s: GameState, seat: number): Resource[] {
  const pool = poolOf(s, seat);
  return RESOURCES.filter((r) => pool[r] > 0);
}

/**
 * An amount in words: "2 coins, 1 scroll", or "nothing". The pair that adds
 * the last part says so (`last`), for languages that join it with "and"
 * (German "1 Münze, 1 Schriftrolle und 1 Laterne").
 */
export function describeAmount(a: Partial<Pool>): Msg {
  const parts: Msg[] = [];
  for (const k in a) {
    const n = a[k as PoolKey] ?? 0;
    if (n > 0) parts.push(msg(`rules.amount.${k}`, { n }));
  }
  if (parts.length === 0) return msg('rules.amount.nothing');
  return parts.slice(1).reduce((first, next, i) => msg('rules.amount.more', { first, next, last: i === parts.length - 2 ? 'yes' : 'no' }), parts[0]!);
}

// --- kin -----------------------------------------------------------------

/** Kin `id`, safe to change (see `writableKin`: a step copies a kin it shares the first time it is asked for). */
export function kinById(s: GameState, id: number): Kin {
  const k = writableKin(s, id);
  if (!k) throw new Error(`No kin ${id}`);
  return k;
}

export function handOf(s: GameState, seat: number): Kin[] {
  return s.kin.filter((k) => k.seat === seat && k.loc === 'hand');
}

export function hasKinInHand(s: GameState, seat: number): boolean {
  for (const k of s.kin) if (k.seat === seat && k.loc === 'hand') return true;
  return false;
}

// Placement lists every free spot on every decision: reuse the id strings.
const SPOT_IDS: readonly (readonly string[])[] = Array.from({ length: 6 }, (_, sector) =>
  Array.from({ length: 8 }, (_, index) => `s${sector}.${index}`),
);

export function spotId(sector: number, index: number): string {
  return SPOT_IDS[sector]?.[index] ?? `s${sector}.${index}`;
}

/** Parses `s<sector>.<i>`; returns null for palace spots. */
export function parseSpot(spot: string): { sector: Sector; index: number } | null {
  if (spot.charCodeAt(0) !== 115 /* s */) return null;
  const dot = spot.indexOf('.');
  return { sector: Number(spot.slice(1, dot)) as Sector, index: Number(spot.slice(dot + 1)) };
}

export function sectorOfKin(s: GameState, k: Kin): Sector | null {
  if (k.loc !== 'board') return null;
  return parseSpot(k.at)?.sector ?? null;
}

/** Kin on a sector's spots. */
export function kinInSector(s: GameState, sector: number): Kin[] {
  const out: Kin[] = [];
  for (const id of s.board[sector]!) if (id >= 0) out.push(s.kin[id]!);
  return out;
}

export function kinInPalace(s: GameState): Kin[] {
  return s.kin.filter((k) => k.loc === 'palace');
}

export function freeSpots(s: GameState, sector: number): number[] {
  const out: number[] = [];
  const row = s.board[sector]!;
  for (let i = 0; i < row.length; i++) if (row[i]! < 0) out.push(i);
  return out;
}

/** Takes `k` off its place; `k` must be the state's own copy (from `kinById`). */
export function removeFromPlace(s: GameState, k: Kin): void {
  if (k.loc === 'board') {
    const p = parseSpot(k.at)!;
    ownRow(s, p.sector)[p.index] = -1;
  } else if (k.loc === 'clanhouse') {
    const i = s.clanhouse.indexOf(k.id);
    if (i >= 0) s.clanhouse[i] = -1;
  } else if (k.loc === 'pile') {
    const pile = s.players[k.seat] ? ownCards(s, k.seat).pile : undefined;
    if (pile) {
      const i = pile.indexOf(k.id);
      if (i >= 0) pile.splice(i, 1);
    }
  }
  k.at = '';
}

export function putOnSpot(s: GameState, k: Kin, sector: number, index: number, cloaked: boolean): void {
  removeFromPlace(s, k);
  ownRow(s, sector)[index] = k.id;
  k.loc = 'board';
  k.at = spotId(sector, index);
  k.cloaked = cloaked;
}

/** A sector by name ("the Gates"). */
export function sectorName(sector: number): Msg {
  return msg(`sector.${SECTORS[sector] ?? 'unknown'}`);
}

export function adjacentSectors(sector: number): [Sector, Sector] {
  return [((sector + 5) % 6) as Sector, ((sector + 1) % 6) as Sector];
}

export function oppositeSector(sector: number): Sector {
  return ((sector + 3) % 6) as Sector;
}

export function highlightedSectors(s: GameState): Sector[] {
  const r = s.palace.rotation;
  return [r % 6, (r + 1) % 6, (r + 2) % 6] as Sector[];
}

export function capitalRank(s: GameState, seat: number): number {
  return s.capital.indexOf(seat);
}

/** Play order for this round: from the first player, clockwise. */
export function turnOrder(s: GameState): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((s.firstPlayer + i) % n);
  return out;
}

export function isEnemy(s: GameState, a: number, b: number): boolean {
  return a !== b && s.players[a]!.faction !== s.players[b]!.faction;
}
