// KIN ABILITIES: what each unveiled kin may do when placed on a sector. Each
// kin's ability is declared in its own module (rules/kin/); this is the step
// that offers it. Every target is a decision; passing is always allowed ("you
// are never obliged to perform unveiled kin abilities").
import { defineChoice } from '../core/flow.js';
import type { Action, GameState, KinType, Sector, Task } from '../core/types.js';
import { KIN_DEFS } from '../content/index.js';
import { kinAbility, type AbilityUse } from './kin/index.js';

/** The ability step's data: kin `t.kin` on `t.sector`, acting as type `t.as`. */
export function abilityUse(t: Task): AbilityUse {
  return { seat: t.seat, kin: t.kin as number, sector: t.sector as Sector, as: t.as as KinType };
}

/** Options of an ability step (without the pass). */
export function abilityOptions(s: GameState, t: Task): Action[] {
  const use = abilityUse(t);
  return kinAbility(use.as).options(s, use);
}

defineChoice('ability', {
  kind: 'ability',
  prompt: (_s, t) => `Use the ${KIN_DEFS[t.as as KinType].name}'s ability? (${KIN_DEFS[t.as as KinType].text})`,
  options: (s, t) => {
    const opts = abilityOptions(s, t);
    return opts.length ? [{ t: 'pass' }, ...opts] : [];
  },
  resolve: (s, t, a) => {
    if (a.t === 'pass') return;
    const use = abilityUse(t);
    kinAbility(use.as).resolve(s, use, a);
  },
});
