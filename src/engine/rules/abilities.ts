// KIN ABILITIES: what each unveiled kin may do when placed on a sector. Each
// kin's ability is declared in its own module (rules/kin/); this is the step
// that offers it. Every target is a decision; passing is always allowed ("you
// are never obliged to perform unveiled kin abilities").
import { sectorAs } from './sector-words.js';
import { TaskTable } from '../core/flow.js';
import { log, seatName } from '../core/state.js';
import type { KinType, Sector } from '../core/types.js';
import { msg } from '../core/message.js';
import { kinAbility as kinAbilityWords, kinName } from '../content/names.js';
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
  passButton: msg('rules.passButton.ability'),
  passLabel: msg('rules.pass.ability'),
  prompt: (_s, t) => msg('rules.prompt.ability', { kin: kinName(t.as), ability: kinAbilityWords(t.as) }),
  options: (s, t) => {
    const opts = kinAbility(t.as).options(s, t);
    return opts.length ? [{ t: 'pass' }, ...opts] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'pass') kinAbility(t.as).resolve(s, t, a);
    else log(s, t.seat, () => msg('rules.log.noAbility', { seat: seatName(s, t.seat), kin: kinName(t.as), sector: sectorAs('in', t.sector) }));
  },
});
