// What each legal choice points at on the table, read from engine data (the
// pending task), never from the prompt's words. The UI lights these targets
// and labels choices by them.
//
// A slot index means different rows in different decisions: each step's
// handler declares its row (`slotRow`), and the `ability` step means several,
// the Clairvoyant's (event slots) and the Philosopher's (revelation slots), as
// each kin module declares. A step a variant routes to another seat comes wrapped
// (`goldenRule` keeps the original step name in `orig`, and a step `sameAs`
// another is that step with the Basilisk's rules applied), so the wrapper is
// removed first (the Basilisk's steps, routed by the Golden Rule).
import { choiceHandler, pendingTask } from './core/flow.js';
import { parseSpot } from './core/state.js';
import { kinAbility } from './rules/kin/index.js';
import type { SlotRow } from './core/task-table.js';
import type { Action, ChoiceTarget, DecisionKind, GameState, KinType, Task } from './core/types.js';

/** The step a pending choice really belongs to, with the Golden Rule's wrappers removed. */
export interface ChoiceStep {
  /** Task name of the unwrapped step (e.g. 'springsAcquire', 'ability'). */
  task: string;
  /** The decision kind the unwrapped step's handler declares. */
  kind: DecisionKind | null;
  /** For a kin ability: the kin type whose ability is used (a Trickster's is the copied kin's). */
  as: KinType | null;
}

export function choiceStep(t: Task): ChoiceStep {
  let name = t.k === 'goldenRule' && typeof t.orig === 'string' ? t.orig : t.k;
  name = choiceHandler(name)?.sameAs ?? name;
  const as = typeof t.as === 'string' ? (t.as as KinType) : null;
  return { task: name, kind: choiceHandler(name)?.kind ?? null, as };
}

/** The pending choice's step, or null when nothing is pending. */
export function pendingStep(s: GameState): ChoiceStep | null {
  const t = pendingTask(s);
  return t ? choiceStep(t) : null;
}

/** Which row a `slot` action of this step indexes (its handler says), or null for a step that offers no slot. */
export function slotRow(step: ChoiceStep): SlotRow | null {
  // The ability step's row is declared by the kin whose ability it is (rules/kin/<kin>.ts).
  if (step.task === 'ability') return step.as ? (kinAbility(step.as).slotRow ?? null) : null;
  return choiceHandler(step.task)?.slotRow ?? null;
}

function slotTarget(row: SlotRow, slot: number): ChoiceTarget {
  switch (row) {
    case 'eventSlot':
      return { on: 'eventSlot', slot };
    case 'revelationSlot':
      return { on: 'revelationSlot', slot };
    case 'clanhouseSlot':
      return { on: 'clanhouseSlot', slot };
    case 'moon':
      return { on: 'moon', moon: slot };
  }
}

/** The target of `action` as a choice of `step`; null when it points at nothing on the table. */
export function targetOfStep(step: ChoiceStep | null, action: Action): ChoiceTarget | null {
  switch (action.t) {
    case 'place':
    case 'spot': {
      const p = parseSpot(action.spot);
      return { on: 'spot', spot: action.spot, sector: p ? p.sector : null, index: p ? p.index : null };
    }
    case 'kin':
      return { on: 'kin', kin: action.kin };
    case 'sector':
      return { on: 'sector', sector: action.sector };
    case 'slot': {
      const row = step ? slotRow(step) : null;
      return row ? slotTarget(row, action.slot) : null;
    }
    case 'site':
      return { on: 'site', site: action.site };
    case 'res':
      return { on: 'supply', item: action.res };
    case 'shard':
      return { on: 'supply', item: action.shard };
    case 'side':
      return { on: 'side', side: action.side };
    case 'card':
      return { on: 'revelationCard', card: action.card };
    case 'pass':
    case 'cloak':
    case 'option':
    case 'pick':
      return null;
  }
}

/** What a legal choice of the current decision points at on the table, or null (pass, yes/no, cloak, a secret pick). */
export function choiceTarget(s: GameState, action: Action): ChoiceTarget | null {
  return targetOfStep(pendingStep(s), action);
}
