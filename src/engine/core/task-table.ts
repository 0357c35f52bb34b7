// A table of steps and their handlers: each rules module and variant fills
// its own, and the list of variants (variants/index.ts) installs them all.
import type { Msg } from './message.js';
import type { Action, DecisionKind, GameState, Task, TaskKind, TaskOf } from './types.js';

export interface AutoHandler<T = Task> {
  run(s: GameState, t: T): void;
}

/** The handler of a choice task; `T` is the task it handles (any task, for a handler looked up by name). */
export interface ChoiceHandler<T = Task> {
  /** Decision kind shown to the UI. */
  kind: DecisionKind;
  prompt(s: GameState, t: T): Msg;
  /** Every legal choice, in a stable order. Empty means the step is skipped. */
  options(s: GameState, t: T): Action[];
  /** Apply the chosen option to `s` (a private copy), pushing follow-up tasks. */
  resolve(s: GameState, t: T, a: Action): void;
  /** Ask even when only one option exists (e.g. a secret pick the seat must confirm). */
  alwaysAsk?: boolean;
  secret?: boolean;
  /** This step is that step with a variant's rules applied: the same words and table targets (the Basilisk's own `ability` step). */
  sameAs?: TaskKind;
  /** What passing means in this step, on its button (a pass never reads as a bare "Pass"). */
  passLabel?: Msg;
  /**
   * Passing in the player's own plainer words, on the pass button ("Skip the
   * ability"); `passLabel` stays how descriptions and the log name the choice.
   * A step `sameAs` another takes that one's when it has none.
   */
  passButton?: Msg;
  /** The row of the table a `slot` choice of this step points at (the UI lights it there). */
  slotRow?: SlotRow;
  /** A choice's words on its button, for a step that words its own choices (null: the usual words). */
  label?(s: GameState, t: T, a: Action): Msg | null;
}

/** Rows of the table whose slots a `slot` choice can index. */
export type SlotRow = 'eventSlot' | 'revelationSlot' | 'clanhouseSlot' | 'moon';

/** The steps of one rules module or variant, with their handlers. */
export class TaskTable {
  readonly autos = new Map<string, AutoHandler>();
  readonly choices = new Map<string, ChoiceHandler>();

  // The maps hold handlers of every kind; `advance` only ever hands a handler a task of its own kind.
  auto<K extends TaskKind>(k: K, h: AutoHandler<TaskOf<K>>['run']): void {
    this.autos.set(k, { run: h as AutoHandler['run'] });
  }

  choice<K extends TaskKind>(k: K, h: ChoiceHandler<TaskOf<K>>): void {
    this.choices.set(k, sameShape(h as unknown as ChoiceHandler));
  }
}

/**
 * `h` with every field present, in one order: `advance` reads the handler of
 * each step, and handlers of one shape keep those reads fast (handlers written
 * with different optional fields each made the reads slow lookups).
 */
function sameShape(h: ChoiceHandler): ChoiceHandler {
  return {
    kind: h.kind,
    prompt: h.prompt,
    options: h.options,
    resolve: h.resolve,
    alwaysAsk: h.alwaysAsk,
    secret: h.secret,
    sameAs: h.sameAs,
    passLabel: h.passLabel,
    passButton: h.passButton,
    slotRow: h.slotRow,
    label: h.label,
  };
}
