// Small pieces several kin abilities share.
import { isEnemy, kinById } from '../../core/state.js';
import type { Action, GameState, Kin } from '../../core/types.js';
import type { AbilityUse, KinAbility } from './types.js';
import { hitKin } from '../board.js';

/** Kin targets, never the kin using the ability. */
export const kinTargets = (kins: Kin[], self: number): Action[] =>
  kins.filter((k) => k.id !== self).map((k) => ({ t: 'kin' as const, kin: k.id }));

/** The Basilisk takes whatever its ability offers (none of its rules narrows it). */
export const everyOption: KinAbility['basiliskOptions'] = (_s, _use, options) => options;

/** No heuristic beyond the engine's stable order. */
export const firstOption: KinAbility['autoPick'] = (_s, _use, options) => options[0]!;

/** The ability is a single "use it" option. */
export const useIt = (): Action[] => [{ t: 'option', option: 'use' }];

// --- hits (Archer, Fighter, Mastermind) ---------------------------------------------

export function resolveHit(s: GameState, use: AbilityUse, a: Action): void {
  if (a.t === 'kin') hitKin(s, use.seat, kinById(s, a.kin));
}

/** The Basilisk's hits aim at the allies' kin only. */
export const basiliskHitTargets: KinAbility['basiliskOptions'] = (s, use, options) =>
  options.filter((a) => a.t === 'kin' && isEnemy(s, use.seat, kinById(s, a.kin).seat));

/** A cloaked ally kin only loses one influence and keeps its spot: the automatic Golden Rule hits that first. */
export const autoHitPick: KinAbility['autoPick'] = (s, _use, options) => {
  const kin = options.filter((a): a is Extract<Action, { t: 'kin' }> => a.t === 'kin');
  return kin.slice().sort((a, b) => Number(kinById(s, b.kin).cloaked) - Number(kinById(s, a.kin).cloaked) || a.kin - b.kin)[0]!;
};
