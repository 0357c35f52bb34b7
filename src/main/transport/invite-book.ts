// The invite book: who may join the game from another device
// (docs/seats-on-devices.md, "Inviting").
//
// Each seat put on a device gets a one-time code, short enough to type on a
// phone. The code is exchanged, once, for a seat credential: 32 random bytes
// that the device keeps and shows on every reconnection. Only hashes of codes
// and credentials are kept, and they are looked up by hash, so the time an
// answer takes says nothing about how close a guess came.
//
// Guessing: a code is 6 characters out of 31, so 31^6 (about 887 million)
// codes. Every wrong code is counted, whatever the seat; after 20 wrong
// attempts every outstanding code is void and the desktop invites again. So
// all the guesses an attacker ever gets against a set of codes are 20.
//
// Pure: no sockets, no timers; the clock is injectable (tests move it).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { SeatEnd } from '../../shared/seat-end.js';

/** No I, L, O, 0 or 1: each could be read as another. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/** How long a code may wait to be used. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes tried before every outstanding code is void. */
export const MAX_WRONG_CODES = 20;
const CREDENTIAL_BYTES = 32;
/** Ended keys remembered with their reason: enough for every device of a few games. */
export const MAX_ENDED_KEYS = 256;
/** base64url of 32 bytes, no padding. */
const CREDENTIAL_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedCode {
  code: string;
  /** Milliseconds since the epoch on the book's clock. */
  expiresAt: number;
}

export type Redeemed =
  | { ok: true; seat: number; credential: string }
  | { ok: false; code: 'wrong-code' | 'code-expired' | 'too-many-tries'; message: string };

export interface InviteBookOptions {
  /** The clock (ms since the epoch); default Date.now. */
  now?: () => number;
}

interface CodeEntry {
  seat: number;
  code: string;
  expiresAt: number;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A code as a person may type it: any case, spaces or dashes between groups. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

function newCode(): string {
  let code = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export class InviteBook {
  private readonly now: () => number;
  /** sha256(code) -> its seat. */
  private readonly codes = new Map<string, CodeEntry>();
  /** sha256(credential) -> its seat. */
  private readonly credentials = new Map<string, number>();
  /** sha256(credential) of keys that stopped working -> why, so a device coming back is told, not left guessing. */
  private readonly ended = new Map<string, SeatEnd>();
  private wrong = 0;

  constructor(opts: InviteBookOptions = {}) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * A fresh code for `seat`. Any code or credential the seat had is void: a
   * device that joined before must join again.
   */
  issue(seat: number): IssuedCode {
    this.revoke(seat);
    let code = newCode();
    // Two seats never share a code (one in 887 million, but then one code would open two seats).
    while (this.codes.has(digest(code))) code = newCode();
    const entry: CodeEntry = { seat, code, expiresAt: this.now() + CODE_LIFETIME_MS };
    this.codes.set(digest(code), entry);
    return { code, expiresAt: entry.expiresAt };
  }

  /** The seat's outstanding code, if it has one that has not expired. */
  codeOf(seat: number): IssuedCode | null {
    for (const e of this.codes.values()) {
      if (e.seat === seat && e.expiresAt > this.now()) return { code: e.code, expiresAt: e.expiresAt };
    }
    return null;
  }

  /** Exchanges a code for a seat credential; the code is used up. */
  redeem(typed: string): Redeemed {
    const key = digest(normalizeCode(typed));
    const entry = this.codes.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.codes.delete(key);
      const credential = randomBytes(CREDENTIAL_BYTES).toString('base64url');
      this.credentials.set(digest(credential), entry.seat);
      return { ok: true, seat: entry.seat, credential };
    }
    if (entry) this.codes.delete(key);
    this.wrong++;
    if (this.wrong >= MAX_WRONG_CODES) {
      this.codes.clear();
      this.wrong = 0;
      return { ok: false, code: 'too-many-tries', message: 'Too many wrong codes were tried, so every code has stopped working. Ask for a new code at the main screen.' };
    }
    if (entry) return { ok: false, code: 'code-expired', message: 'This code has expired (codes last 10 minutes). Ask for a new code at the main screen.' };
    return { ok: false, code: 'wrong-code', message: 'That code does not open any seat. Check it on the main screen and try again.' };
  }

  /** The seat a credential opens, or null. */
  seatOf(credential: string): number | null {
    if (!CREDENTIAL_SHAPE.test(credential)) return null;
    return this.credentials.get(digest(credential)) ?? null;
  }

  /** Why a key that once opened a seat no longer does, or null (never issued, or long ago). */
  endOf(credential: string): SeatEnd | null {
    if (!CREDENTIAL_SHAPE.test(credential)) return null;
    return this.ended.get(digest(credential)) ?? null;
  }

  /** Whether a device holds a working key to `seat` (it comes back by itself with it). */
  hasKey(seat: number): boolean {
    for (const s of this.credentials.values()) if (s === seat) return true;
    return false;
  }

  /** The seat's code and credential stop working; a device coming back with the credential is told `why`. */
  revoke(seat: number, why: SeatEnd = 'seat-taken-back'): void {
    for (const [key, e] of this.codes) if (e.seat === seat) this.codes.delete(key);
    for (const [key, s] of this.credentials) {
      if (s !== seat) continue;
      this.credentials.delete(key);
      this.remember(key, why);
    }
  }

  /** Forgets every code and credential (a new game, the game over, inviting stopped); devices coming back are told `why`. */
  clear(why: SeatEnd = 'game-replaced'): void {
    this.codes.clear();
    for (const key of this.credentials.keys()) this.remember(key, why);
    this.credentials.clear();
    this.wrong = 0;
  }

  private remember(key: string, why: SeatEnd): void {
    this.ended.delete(key);
    this.ended.set(key, why);
    // Maps keep insertion order: the first is the oldest.
    while (this.ended.size > MAX_ENDED_KEYS) this.ended.delete(this.ended.keys().next().value as string);
  }

  /** Wrong codes tried since the codes were last voided. */
  wrongAttempts(): number {
    return this.wrong;
  }
}
