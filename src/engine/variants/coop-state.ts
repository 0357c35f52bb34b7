// COOPERATIVE MODE: the mode's own state (s.coop) and small queries on it.
// The Basilisk is always the last seat; the allies are seats 0..n-2 and share
// pool 0. Nothing in this file changes the flow.
import { ownSlot } from '../core/clone.js';
import type { GameState, Kin } from '../core/types.js';

export interface CoopState {
  /** Enemy deck, top = last element. Hidden by view(). */
  deck: number[];
  /** Enemy discard pile, top = last element. Face up, but only its top card may be looked at. */
  discard: number[];
  /** Twist cards returned to the box. */
  removed: number[];
  /** Enemy cards revealed so far this game (1 = the first revealed card). */
  revealed: number;
  /** The sector card of the Basilisk turn in progress, or -1. */
  card: number;
  /** The Basilisk stack, face up, top = last element (the kin ids in the Basilisk's hand, in order). */
  stack: number[];
  /** Story mode: Act cards revealed so far (1..3). */
  acts: number[];
  /** Story mode: Act cards still face down, top = last element. Hidden by view(). */
  storyDeck: number[];
  /** Story mode: sectors the allies may not place in this round. */
  blocked: number[];
  /** Story mode: extra Basilisk turns due in its next run of turns this round. */
  extraTurns: number;
}

declare module '../core/types.js' {
  interface VariantStates {
    /** The cooperative mode's state; null in a game of another mode. */
    coop: CoopState | null;
  }
}

export function isCoop(s: GameState): boolean {
  return s.config.mode === 'coop';
}

export function coopOf(s: GameState): CoopState {
  const c = ownSlot(s, 'coop');
  if (!c) throw new Error('Not a cooperative game');
  return c;
}

/** The Basilisk's seat (always the last one in coop). */
export function basiliskSeat(s: GameState): number {
  return s.players.length - 1;
}

export function isBasiliskSeat(s: GameState, seat: number): boolean {
  return isCoop(s) && seat === basiliskSeat(s);
}

/** Number of allies (human-or-bot seats). */
export function allyCount(s: GameState): 2 | 3 {
  return (s.players.length - 1) as 2 | 3;
}

/** The seat that makes the Basilisk's open choices (Golden Rule). */
export function goldenRuleSeat(s: GameState): number {
  return s.config.goldenRuleSeat ?? 0;
}

/** Whether the engine makes the Golden Rule choices itself. */
export function goldenRuleAuto(s: GameState): boolean {
  return !!s.config.goldenRuleAuto;
}

export * from '../rules/ruled-seat.js';

// --- the Basilisk stack --------------------------------------------------------

/** The Basilisk's kin in hand (its stack), as tiles. */
export function basiliskHand(s: GameState): Kin[] {
  const b = basiliskSeat(s);
  return s.kin.filter((k) => k.seat === b && k.loc === 'hand');
}

/**
 * Keeps the stack equal to the Basilisk's kin in hand: ids that left the hand
 * are dropped, kin that came back to hand without passing through the stack
 * (none should) go to its bottom.
 */
export function syncStack(s: GameState): void {
  const c = coopOf(s);
  const inHand = new Set(basiliskHand(s).map((k) => k.id));
  const stack = c.stack.filter((id) => inHand.has(id));
  const missing = [...inHand].filter((id) => !stack.includes(id)).sort((a, b) => a - b);
  c.stack = [...missing, ...stack];
}
