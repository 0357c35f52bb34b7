// DIPLOMAT: "Move one of your kin from an adjacent sector to a free spot of this sector (at no cost)."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { push, task, TaskTable } from '../../core/flow.js';
import { adjacentSectors, freeSpots, kinById, kinInSector, log, parseSpot, putOnSpot, seatName } from '../../core/state.js';
import type { Sector } from '../../core/types.js';
import { isGuarded } from '../board.js';
import { kinName, seatKind, spotWords } from '../words.js';
import type { KinAbility } from './types.js';
import { everyOption, firstOption, kinTargets } from './shared.js';

declare module '../../core/types.js' {
  interface TaskData {
    /** Move kin `kin` to a free spot of `sector`. */
    diplomatSpot: { kin: number; sector: Sector };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const diplomatTasks = new TaskTable();

export const diplomat: KinAbility = {
  hasAbility: true,
  options: (s, use) => {
    if (isGuarded(s, use.sector) || freeSpots(s, use.sector).length === 0) return [];
    const [a, b] = adjacentSectors(use.sector);
    return kinTargets([...kinInSector(s, a), ...kinInSector(s, b)].filter((k) => k.seat === use.seat), use.kin);
  },
  resolve: (s, use, a) => {
    if (a.t === 'kin') push(s, task('diplomatSpot', use.seat, { kin: a.kin, sector: use.sector }));
  },
  basiliskOptions: everyOption,
  autoPick: firstOption,
  autoValue: 7,
};

diplomatTasks.choice('diplomatSpot', {
  kind: 'moveSpot',
  prompt: () => msg('rules.prompt.diplomatSpot'),
  options: (s, t) => freeSpots(s, t.sector).map((i) => ({ t: 'spot' as const, spot: `s${String(t.sector)}.${i}` })),
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin);
    const from = parseSpot(k.at);
    const index = Number(a.spot.slice(a.spot.indexOf('.') + 1));
    putOnSpot(s, k, t.sector, index, k.cloaked);
    log(
      s,
      t.seat,
      () => msg('rules.log.diplomat', {
        seat: seatName(s, t.seat),
        diplomat: kinName('diplomat'),
        who: seatKind(s, t.seat),
        kin: kinName(k.type),
        from: from ? msg('rules.from.sector', { sector: sectorAs('from', from.sector) }) : msg('rules.from.none'),
        to: spotWords(s, a.spot, t.seat),
      }),
    );
  },
});
