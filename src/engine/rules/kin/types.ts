// What one kin type's ability is, declared in one object per kin (rules/kin/<kin>.ts):
// what it may target, what it does, how the Basilisk (a seat the rules play) uses it and
// how much the Basilisk values the kin. The registry (index.ts) is typed
// Record<KinType, KinAbility>, so a kin type without a module does not compile.
import type { Action, GameState, KinType, Sector } from '../../core/types.js';

/** One use of an ability: the seat, the kin tile using it, its sector, and the type it acts as (a Trickster acts as another). */
export interface AbilityUse {
  seat: number;
  kin: number;
  sector: Sector;
  as: KinType;
}

export interface KinAbility {
  /** Whether placing this kin unveiled schedules an ability step at all (the Apprentice has no ability). */
  readonly hasAbility: boolean;
  /** Every target the ability could take here, in a stable order; empty when it cannot be performed. Passing is added by the caller. */
  options(s: GameState, use: AbilityUse): Action[];
  /** Performs the ability with one of its options (never a pass). */
  resolve(s: GameState, use: AbilityUse, a: Action): void;
  /** Which of `options` the Basilisk may take by its rules (e.g. it hits only the allies' kin). */
  basiliskOptions(s: GameState, use: AbilityUse, options: Action[]): Action[];
  /** Automatic Golden Rule: the option worst for the Basilisk among two or more of its options. */
  autoPick(s: GameState, use: AbilityUse, options: Action[]): Action;
  /**
   * Automatic Golden Rule: how much the Basilisk loses by giving this kin up
   * (when a recruit must replace one of its kin, the highest value goes first). Distinct per kin.
   */
  readonly autoValue: number;
  /** The table row a `slot` option of this ability indexes (lit and labelled by targets.ts, describe.ts); absent when it offers no slot. */
  readonly slotRow?: 'eventSlot' | 'revelationSlot';
}
