// Seeded generators. Their whole state is kept in the game state, so a saved
// game continues with exactly the draws it would have had.
//
// Two kinds, chosen by the seed, never by the engine version:
// - a wide seed (`r128:` + 32 hex digits, what the app now gives every new
//   game) runs sfc32, whose state is 128 bits: a 32-bit state could be found
//   by trying every value against the public set-up (the first clanhouse
//   tiles, the village pile's top), and with it every hidden order;
// - any other seed (numbers, typed text, every save written before wide seeds)
//   is folded to 32 bits and runs mulberry32, exactly as it always did, so old
//   saves replay to the same hash.
// sfc32 is written out here (a dozen lines) because the engine imports no
// packages (eslint.config.js).

/** A generator's state as the game state keeps it: mulberry32 (uint32) or sfc32 (32 hex digits). */
export type RngState = number | string;

export const WIDE_SEED_PREFIX = 'r128:';
const WIDE_SEED_RE = /^r128:[0-9a-f]{32}$/;

export function isWideSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && WIDE_SEED_RE.test(seed);
}

/** A wide seed from 16 random bytes (the caller brings them: the engine has no source of randomness). */
export function wideSeed(bytes: ArrayLike<number>): string {
  if (bytes.length !== 16) throw new RangeError('A wide seed needs exactly 16 random bytes.');
  let hex = '';
  for (let i = 0; i < 16; i++) hex += (bytes[i]! & 0xff).toString(16).padStart(2, '0');
  return WIDE_SEED_PREFIX + hex;
}

/** The 32-bit state of a seed that is not wide (unchanged since the first version: old saves depend on it). */
export function seedToState(seed: number | string): number {
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed >>> 0;
  // FNV-1a over the seed's text, so string seeds are stable across runs.
  const s = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The generator state a new game starts from. */
export function initialState(seed: number | string): RngState {
  if (!isWideSeed(seed)) return seedToState(seed);
  const words = [0, 1, 2, 3].map((i) => parseInt(seed.slice(WIDE_SEED_PREFIX.length + 8 * i, WIDE_SEED_PREFIX.length + 8 * i + 8), 16) >>> 0);
  const g = new Sfc32(encode(words));
  // The usual warm-up, so that seeds differing in a few bits soon differ everywhere.
  for (let i = 0; i < 15; i++) g.next();
  return g.state;
}

/** Advances a mulberry32 state; returns [next state, value in [0, 1)]. */
export function nextRandom(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** What rules code draws with, whichever generator runs underneath. */
export abstract class Random {
  abstract next(): number;
  abstract get state(): RngState;
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}

/** A mutable cursor over mulberry32, for code that draws several numbers in a row (bots, old games). */
export class Rng extends Random {
  constructor(private s: number) {
    super();
  }
  get state(): number {
    return this.s;
  }
  next(): number {
    const [s, v] = nextRandom(this.s);
    this.s = s;
    return v;
  }
}

const encode = (w: readonly number[]): string => w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');

/** sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, 32-bit words): 128 bits of state. */
export class Sfc32 extends Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(state: string) {
    super();
    if (!/^[0-9a-f]{32}$/.test(state)) throw new RangeError('An sfc32 state is 32 hex digits.');
    [this.a, this.b, this.c, this.d] = [0, 8, 16, 24].map((i) => parseInt(state.slice(i, i + 8), 16) | 0) as [number, number, number, number];
  }
  get state(): string {
    return encode([this.a, this.b, this.c, this.d]);
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

/** The generator a game state's `rng` field stands for. */
export function gameRng(state: RngState): Random {
  return typeof state === 'number' ? new Rng(state) : new Sfc32(state);
}

/** `ids` put in a canonical order, then shuffled: the result depends on the generator alone, never on the order given. */
export function reshuffle(ids: number[], rng: Random): number[] {
  return rng.shuffle(ids.slice().sort((a, b) => a - b));
}
