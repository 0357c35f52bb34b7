// The asymmetric set-up's secrets as a computer re-deals them when it plans
// (bots/determinize.ts): before the reveal, another seat's three drawn kin, its
// random pick, its fighter swap, its dealt revelation cards and its purchases;
// after it, which of its drawn tiles went back into the box.
import type { Rng } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import { revelationById } from '../content/index.js';
import { reshuffle } from '../core/rng.js';
import { unseenDraws, type AsymSeat } from './asymmetric-state.js';

// Before the reveal, another seat's three drawn kin, its random pick, its
// fighter swap, its dealt revelation cards and its purchases are secret.

/** Re-deals on the copy `d`, for `seat`, what the asymmetric set-up keeps secret. */
export function redealAsymmetric(d: GameState, seat: number, rng: Rng): void {
  const all = d.asym;
  if (!all) return;
  if (d.asymRevealed) {
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
}

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
