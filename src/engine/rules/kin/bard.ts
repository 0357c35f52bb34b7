// BARD: "Cloak 1 kin in an adjacent sector at no cost."
import { adjacentSectors, kinById, kinInSector, log, seatName } from '../../core/state.js';
import { KIN_DEFS } from '../../content/index.js';
import type { KinAbility } from './types.js';
import { firstOption, kinTargets } from './shared.js';

export const bard: KinAbility = {
  hasAbility: true,
  options: (s, use) => {
    const [a, b] = adjacentSectors(use.sector);
    return kinTargets([...kinInSector(s, a), ...kinInSector(s, b)].filter((k) => !k.cloaked), use.kin);
  },
  resolve: (s, use, a) => {
    if (a.t !== 'kin') return;
    kinById(s, a.kin).cloaked = true;
    log(s, use.seat, `${seatName(s, use.seat)}'s Bard cloaks ${seatName(s, kinById(s, a.kin).seat)}'s ${KIN_DEFS[kinById(s, a.kin).type].name}.`);
  },
  // The Basilisk's Bard cloaks its own kin (cloaking doubles their influence).
  basiliskOptions: (s, use, options) => options.filter((a) => a.t === 'kin' && kinById(s, a.kin).seat === use.seat),
  autoPick: firstOption,
  autoValue: 8,
};
