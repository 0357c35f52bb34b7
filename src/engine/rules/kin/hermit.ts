// HERMIT: "Perform the daytime effect of an adjacent sector instead of the one where this kin is placed."
import { sectorAs } from '../sector-words.js';
import { msg, type Msg } from '../../core/message.js';
import { adjacentSectors, kinById, log, seatName } from '../../core/state.js';
import { kinName } from '../words.js';
import type { GameState, Sector } from '../../core/types.js';
import { weakestSectorOption } from '../ruled-seat.js';
import type { KinAbility } from './types.js';
import { everyOption } from './shared.js';

/** Rewrites the seat's pending daytime step to the chosen neighbouring sector. */
function replaceDaytime(s: GameState, seat: number, sector: Sector, kin: Msg): void {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const t = s.stack[i]!;
    if (t.k === 'daytime' && t.seat === seat) {
      s.stack[i] = { ...t, sector };
      log(s, seat, () => msg('rules.log.hermit', { seat: seatName(s, seat), kin, sector: sectorAs('of', sector) }));
      return;
    }
  }
}

export const hermit: KinAbility = {
  hasAbility: true,
  options: (_s, use) => adjacentSectors(use.sector).map((x) => ({ t: 'sector' as const, sector: x })),
  resolve: (s, use, a) => {
    // A Trickster copying the Hermit is still a Trickster on the table.
    if (a.t === 'sector') replaceDaytime(s, use.seat, a.sector, kinName(kinById(s, use.kin).type));
  },
  basiliskOptions: everyOption,
  autoPick: (_s, _use, options) => weakestSectorOption(options),
  autoValue: 6,
};
