// Determinisation: one possible real state consistent with what a seat knows.
// Everything the seat cannot see is first put in a canonical order (sorted)
// and then shuffled with the bot's own generator, so the result depends only on
// the seat's view and the bot's seed, never on the real hidden order. The
// engine's generator state (s.rng) is replaced too: future draws are unknown.
import { cloneState } from '../core/clone.js';
import { Rng } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { unseenDraws, type AsymSeat } from '../modes/asymmetric.js';

/**
 * Modes with hidden state of their own (in `s.ext`) add a hook that re-deals
 * it on the copy `d` for `seat`, using `rng` only, after sorting whatever it
 * shuffles (see the asymmetric hook below).
 */
export const determinizeHooks: ((d: GameState, seat: number, rng: Rng) => void)[] = [];

const byId = (a: number, b: number): number => a - b;

function reshuffle(ids: number[], rng: Rng): number[] {
  return rng.shuffle(ids.slice().sort(byId));
}

/** A copy of `s` with every hidden part re-dealt at random for `seat` (a seat index; -1 = sees nothing). */
export function determinize(s: GameState, seat: number, rng: Rng): GameState {
  const d = cloneState(s);
  d.events.deck = reshuffle(d.events.deck, rng);
  d.revelations.deck = reshuffle(d.revelations.deck, rng);
  // The village pile is face up: its top tile is public, the rest is not.
  const vp = d.villages.pile;
  if (vp.length > 2) {
    const top = vp[vp.length - 1]!;
    d.villages.pile = [...reshuffle(vp.slice(0, -1), rng), top];
  }
  // Clan piles are face down for everyone, their owner included. Their contents are
  // public (every clan has the same tiles; the others are all in sight).
  for (const p of d.players) p.pile = reshuffle(p.pile, rng);
  for (const h of determinizeHooks) h(d, seat, rng);
  d.rng = Math.floor(rng.next() * 4294967296) >>> 0;
  return d;
}

// --- asymmetric variant ----------------------------------------------------
// Before the reveal, another seat's three drawn kin, its random pick, its
// fighter swap, its dealt revelation cards and its purchases are secret.

determinizeHooks.push((d, seat, rng) => {
  const all = d.ext.asym as AsymSeat[] | undefined;
  if (!all) return;
  if (d.ext.asymRevealed) {
    redealPutBack(d, all, seat, rng);
    return;
  }
  const others = all.map((_, i) => i).filter((i) => i !== seat);
  // Other seats' dealt cards and the revelation deck are one unknown pool.
  const unknownCards = [...d.revelations.deck];
  for (const i of others) unknownCards.push(...all[i]!.dealt);
  const cards = reshuffle(unknownCards, rng);
  const pendingFighter = new Set<number>();
  const pendingRevelations = new Set<number>();
  for (const t of d.stack) {
    if (t.k === 'asymFighter') pendingFighter.add(t.seat);
    if (t.k === 'asymRevelations') pendingRevelations.add(t.seat);
  }
  for (const i of others) {
    const a = all[i]!;
    const p = d.players[i]!;
    // The drawn kin and the rest of the pile are one unknown set of this clan's tiles.
    const pool = reshuffle([...p.pile, ...a.drawn], rng);
    const drawn = pool.slice(0, a.drawn.length);
    p.pile = pool.slice(a.drawn.length);
    for (const id of p.pile) d.kin[id]!.loc = 'pile';
    for (const id of drawn) d.kin[id]!.loc = 'secret';
    a.drawn = drawn;
    a.randomPick = drawn.length ? drawn[rng.int(drawn.length)]! : -1;
    a.dealt = cards.splice(0, a.dealt.length);
    // Choices already made are guessed: keep or swap the fighter, buy an affordable subset.
    const swaps = drawn.filter((id) => id !== a.randomPick);
    a.fighterSwap = !pendingFighter.has(i) && swaps.length && rng.next() < 0.5 ? swaps[rng.int(swaps.length)]! : -1;
    a.bought = [];
    // An ally sharing the deciding seat's pool is guessed to have bought nothing, so that
    // every purchase the seat may really make stays affordable in the copy.
    const sharesPool = seat >= 0 && d.players[seat]?.pool === p.pool;
    if (!pendingRevelations.has(i) && !sharesPool) {
      let budget = d.pools[p.pool]!.scroll;
      for (const id of a.dealt) {
        const cost = revelationById(id).cost;
        if (cost <= budget && rng.next() < 0.5) {
          a.bought.push(id);
          budget -= cost;
        }
      }
    }
  }
  d.revelations.deck = cards;
});

/**
 * After the reveal, which of another seat's tiles went back into the box
 * unseen and which are still in its pile is unknown: one pool, re-dealt.
 */
function redealPutBack(d: GameState, all: AsymSeat[], seat: number, rng: Rng): void {
  all.forEach((a, i) => {
    if (i === seat) return;
    const p = d.players[i]!;
    const unseen = unseenDraws(d, a);
    const pool = reshuffle([...p.pile, ...unseen], rng);
    const back = pool.slice(0, unseen.length);
    p.pile = pool.slice(unseen.length);
    for (const id of p.pile) d.kin[id]!.loc = 'pile';
    for (const id of back) d.kin[id]!.loc = 'box';
    a.drawn = a.drawn.map((id) => (unseen.includes(id) ? back.shift()! : id));
  });
}

// --- cooperative mode --------------------------------------------------------
// The enemy deck's order is hidden from the allies (its discard pile is public).
determinizeHooks.push((d, _seat, rng) => {
  const c = d.ext.coop as { deck?: number[] } | undefined;
  if (c?.deck) c.deck = reshuffle(c.deck, rng);
});
