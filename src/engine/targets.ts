// What each legal choice points at on the table, read from engine data (the
// pending task), never from the prompt's words. The UI lights these targets
// and labels choices by them.
//
// A slot index means different rows in different decisions, and the same
// handler can mean several: the `ability` step is the Clairvoyant's (event
// slots) and the Philosopher's (revelation slots), as each kin module
// declares (`slotRow`); the coop Basilisk's steps
// come wrapped (`goldenRule` keeps the original step name in `orig`, and
// `coopAbility` is the `ability` step with its targets filtered), so the
// wrapper is removed first.
import { choiceHandler, pendingTask } from './core/flow.js';
import { parseSpot } from './core/state.js';
import { kinAbility } from './rules/kin/index.js';
import type { Action, ChoiceTarget, DecisionKind, GameState, KinType, Task } from './core/types.js';

/** The step a pending choice really belongs to, with the coop Golden Rule wrappers removed. */
export interface ChoiceStep {
  /** Task name of the unwrapped step (e.g. 'springsAcquire', 'ability'). */
  task: string;
  /** The decision kind the unwrapped step's handler declares. */
  kind: DecisionKind | null;
  /** For a kin ability: the kin type whose ability is used (a Trickster's is the copied kin's). */
  as: KinType | null;
}

/** Coop steps that are a base step with the Basilisk's rules applied: same meaning, same targets. */
const SAME_AS: Readonly<Record<string, string>> = {
  coopAbility: 'ability',
};

export function choiceStep(t: Task): ChoiceStep {
  let name = t.k === 'goldenRule' && typeof t.orig === 'string' ? t.orig : t.k;
  name = SAME_AS[name] ?? name;
  const as = typeof t.as === 'string' ? (t.as as KinType) : null;
  return { task: name, kind: choiceHandler(name)?.kind ?? null, as };
}

/** The pending choice's step, or null when nothing is pending. */
export function pendingStep(s: GameState): ChoiceStep | null {
  const t = pendingTask(s);
  return t ? choiceStep(t) : null;
}

type SlotRow = 'eventSlot' | 'revelationSlot' | 'clanhouseSlot' | 'moon';

/** Which row a `slot` action of this step indexes, or null for a step that offers no slot. */
export function slotRow(step: ChoiceStep): SlotRow | null {
  switch (step.task) {
    case 'springsAcquire':
      return 'revelationSlot';
    case 'discardEvent':
    case 'returnEvent':
      return 'eventSlot';
    case 'clanhouseAcquire':
      return 'clanhouseSlot';
    case 'moveDragon':
      return 'moon';
    case 'ability':
      // Declared by the kin whose ability it is (rules/kin/<kin>.ts).
      return step.as ? (kinAbility(step.as).slotRow ?? null) : null;
    default:
      return null;
  }
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
