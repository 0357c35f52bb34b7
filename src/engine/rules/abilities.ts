// KIN ABILITIES: what each unveiled kin may do when placed on a sector. Each
// kin's ability is declared in its own module (rules/kin/); this is the step
// that offers it. Every target is a decision; passing is always allowed ("you
// are never obliged to perform unveiled kin abilities").
import { TaskTable } from '../core/flow.js';
import { log, sectorName, seatName } from '../core/state.js';
import type { KinType, Sector } from '../core/types.js';
import { KIN_DEFS } from '../content/index.js';
import { kinAbility } from './kin/index.js';

declare module '../core/types.js' {
  interface TaskData {
    /** Kin `kin` on `sector` uses an ability, acting as type `as` (a Trickster acts as the kin it copies). */
    ability: { kin: number; sector: Sector; as: KinType };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const abilityTasks = new TaskTable();

abilityTasks.choice('ability', {
  kind: 'ability',
  passLabel: 'Do not use the ability',
  prompt: (_s, t) => `Use the ${KIN_DEFS[t.as].name}'s ability? (${KIN_DEFS[t.as].text})`,
  options: (s, t) => {
    const opts = kinAbility(t.as).options(s, t);
    return opts.length ? [{ t: 'pass' }, ...opts] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'pass') kinAbility(t.as).resolve(s, t, a);
    else log(s, t.seat, `${seatName(s, t.seat)} does not use the ${KIN_DEFS[t.as].name}'s ability in ${sectorName(t.sector)}.`);
  },
});
