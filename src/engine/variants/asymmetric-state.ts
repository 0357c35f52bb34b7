// The asymmetric set-up's state (s.asym, one entry per seat) and what of
// it another seat has not seen.
import { ownSlot } from '../core/clone.js';
import type { GameState } from '../core/types.js';

export interface AsymSeat {
  drawn: number[]; // kin ids held secretly
  randomPick: number; // the drawn kin that replaces an apprentice
  fighterSwap: number; // drawn kin replacing the fighter, or -1
  dealt: number[]; // revelation ids dealt face down
  bought: number[]; // revelation ids bought
  decided: boolean;
}

declare module '../core/types.js' {
  interface VariantStates {
    /** The asymmetric set-up, one entry per seat; null in a game without it. */
    asym: AsymSeat[] | null;
    /** Whether everyone's set-up choices have been revealed. */
    asymRevealed: boolean;
    /** Whether the revelation row waits for the set-up choices before it is filled (rules/setup.ts). */
    deferRevelations: boolean;
  }
}

export function asymOf(s: GameState): AsymSeat[] | null {
  return ownSlot(s, 'asym');
}

/** A seat's drawn kin nobody else has seen: all of them before the reveal, those put back into the box after it. */
export function unseenDraws(s: GameState, a: AsymSeat): number[] {
  if (!s.asymRevealed) return a.drawn.filter((id) => s.kin[id]!.loc === 'secret');
  return a.drawn.filter((id) => id !== a.randomPick && id !== a.fighterSwap && s.kin[id]!.loc === 'box');
}
