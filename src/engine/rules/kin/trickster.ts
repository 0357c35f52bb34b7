// TRICKSTER: "Perform the ability of one of your ready kin in the clanhouse, as
// if the trickster had that ability."
import { sectorAs } from '../sector-words.js';
import { msg } from '../../core/message.js';
import { push, task } from '../../core/flow.js';
import { kinById, log, seatName } from '../../core/state.js';
import type { Action, KinType } from '../../core/types.js';
import { kinName } from '../words.js';
import type { KinAbility } from './types.js';
import { firstOption } from './shared.js';

/** The Trickster copies other kin's abilities, so it is built with a way to look them up (the registry). */
export function makeTrickster(abilityOf: (type: KinType) => KinAbility): KinAbility {
  return {
    hasAbility: true,
    // A ready kin of the player's own clan in the clanhouse, if its ability could do something here.
    options: (s, use) => {
      const clan = s.players[use.seat]!.clan;
      const out: Action[] = [];
      const seen = new Set<KinType>();
      for (const id of s.clanhouse) {
        if (id < 0) continue;
        const k = s.kin[id]!;
        if (k.clan !== clan || k.type === 'trickster' || seen.has(k.type)) continue;
        if (abilityOf(k.type).options(s, { ...use, as: k.type }).length === 0) continue;
        seen.add(k.type);
        out.push({ t: 'kin', kin: id });
      }
      return out;
    },
    resolve: (s, use, a) => {
      if (a.t !== 'kin') return;
      const copied = kinById(s, a.kin).type;
      log(s, use.seat, () => msg('rules.log.trickster', { seat: seatName(s, use.seat), trickster: kinName('trickster'), sector: sectorAs('in', use.sector), kin: kinName(copied) }));
      push(s, task('ability', use.seat, { kin: use.kin, sector: use.sector, as: copied }));
    },
    // The Basilisk copies only a kin whose ability it could itself perform here.
    basiliskOptions: (s, use, options) =>
      options.filter((a) => {
        if (a.t !== 'kin') return false;
        const as = kinById(s, a.kin).type;
        const copied = abilityOf(as);
        return copied.basiliskOptions(s, { ...use, as }, copied.options(s, { ...use, as })).length > 0;
      }),
    autoPick: firstOption,
    autoValue: 11,
  };
}
