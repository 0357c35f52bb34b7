// BARD: "Cloak 1 kin in an adjacent sector at no cost."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { adjacentSectors, kinById, kinInSector, log, parseSpot, seatName } from '../../core/state.js';
import { kinName, kinOf } from '../words.js';
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
    const k = kinById(s, a.kin);
    log(s, use.seat, () => msg('rules.log.bard', { seat: seatName(s, use.seat), kin: kinName(kinById(s, use.kin).type), target: kinOf(s, use.seat, k.seat, k.type), sector: sectorAs('in', parseSpot(k.at)!.sector) }));
  },
  // The Basilisk's Bard cloaks its own kin (cloaking doubles their influence).
  basiliskOptions: (s, use, options) => options.filter((a) => a.t === 'kin' && kinById(s, a.kin).seat === use.seat),
  autoPick: firstOption,
  autoValue: 8,
};
