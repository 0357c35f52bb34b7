// Whose turn it is, as the table shows it: the desktop in table mode has no
// choices of its own, yet the people around it must see who is to choose and
// what about. A secret decision is named only as secret: its kind could tell
// what was drawn or dealt.
import type { Decision, DecisionKind } from './core/types.js';

export interface TableDecision {
  /** The seat that must choose now. */
  seat: number;
  /** What kind of choice it is; 'secret' for a choice made in secret. */
  kind: DecisionKind | 'secret';
}

/** The table's account of `decision` (the engine's currentDecision): its seat and kind, never its prompt; null once the game is over. */
export function tableDecisionOf(decision: Decision | null): TableDecision | null {
  if (!decision) return null;
  return { seat: decision.seat, kind: decision.secret ? 'secret' : decision.kind };
}
