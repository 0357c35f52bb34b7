// KIN ABILITIES: what each unveiled kin may do when placed on a sector.
// Every target is a decision; passing is always allowed ("you are never
// obliged to perform unveiled kin abilities").
import { defineChoice, push, task } from '../core/flow.js';
import {
  adjacentSectors, addFp, capitalRank, freeSpots, gain, has, kinById, kinInSector, log, oppositeSector,
  putOnSpot, seatName, take,
} from '../core/state.js';
import type { Action, GameState, Kin, KinType, Sector, Task } from '../core/types.js';
import { KIN_DEFS, sectorShard } from '../content/index.js';
import { heldResourceOptions } from './effects.js';
import { hitKin, isGuarded } from './placement.js';
import { affordableRevelationSlots } from './revelations.js';
import { canExplore } from './villages.js';

const kinTargets = (kins: Kin[], self: number): Action[] =>
  kins.filter((k) => k.id !== self).map((k) => ({ t: 'kin' as const, kin: k.id }));

function sectorsWithOwnCloaked(s: GameState, seat: number): Sector[] {
  const out = new Set<Sector>();
  for (const k of s.kin) {
    if (k.seat === seat && k.loc === 'board' && k.cloaked) out.add(Number(k.at.slice(1, k.at.indexOf('.'))) as Sector);
  }
  return [...out].sort();
}

/** Options of an ability for kin `t.kin` on `t.sector`, acting as type `t.as`. */
export function abilityOptions(s: GameState, t: Task): Action[] {
  return optionsFor(s, t.seat, t.kin as number, t.sector as Sector, t.as as KinType);
}

function optionsFor(s: GameState, seat: number, self: number, sector: Sector, type: KinType): Action[] {
  switch (type) {
    case 'apprentice':
      return [];
    case 'archer':
      return kinTargets(kinInSector(s, oppositeSector(sector)), self);
    case 'fighter':
      return kinTargets(kinInSector(s, sector), self);
    case 'mastermind':
      return kinTargets(sectorsWithOwnCloaked(s, seat).flatMap((x) => kinInSector(s, x)), self);
    case 'bard': {
      const [a, b] = adjacentSectors(sector);
      return kinTargets([...kinInSector(s, a), ...kinInSector(s, b)].filter((k) => !k.cloaked), self);
    }
    case 'clairvoyant': {
      const ev = s.events;
      const out: Action[] = [];
      for (let i = 0; i < ev.foreseen.length; i++) {
        // A full slot: discard its card. An empty slot: return the top discard into it.
        if (ev.foreseen[i]! >= 0 || ev.discard.length > 0) out.push({ t: 'slot', slot: i });
      }
      return out;
    }
    case 'councilor':
    case 'mentor':
      return [{ t: 'option', option: 'use' }];
    case 'guard':
      return has(s, seat, 'coin') ? [{ t: 'option', option: 'use' }] : [];
    case 'diplomat': {
      if (isGuarded(s, sector) || freeSpots(s, sector).length === 0) return [];
      const [a, b] = adjacentSectors(sector);
      return kinTargets([...kinInSector(s, a), ...kinInSector(s, b)].filter((k) => k.seat === seat), self);
    }
    case 'hermit':
      return adjacentSectors(sector).map((x) => ({ t: 'sector' as const, sector: x }));
    case 'merchant':
      return (['coin', 'scroll', 'lantern'] as const).map((res) => ({ t: 'res' as const, res }));
    case 'nocturnal':
      return heldResourceOptions(s, seat);
    case 'pathfinder': {
      const out: Action[] = [];
      if (canExplore(s, seat)) out.push({ t: 'option', option: 'explore' });
      out.push({ t: 'option', option: 'collect' });
      return out;
    }
    case 'philosopher':
      return affordableRevelationSlots(s, seat).map((slot) => ({ t: 'slot' as const, slot }));
    case 'trickster': {
      // Copy a ready kin of the player's own clan in the clanhouse, if its ability could do something here.
      const clan = s.players[seat]!.clan;
      const out: Action[] = [];
      const seen = new Set<KinType>();
      for (const id of s.clanhouse) {
        if (id < 0) continue;
        const k = s.kin[id]!;
        if (k.clan !== clan || k.type === 'trickster' || seen.has(k.type)) continue;
        if (optionsFor(s, seat, self, sector, k.type).length === 0) continue;
        seen.add(k.type);
        out.push({ t: 'kin', kin: id });
      }
      return out;
    }
  }
}

function resolve(s: GameState, t: Task, a: Action): void {
  const seat = t.seat;
  const sector = t.sector as Sector;
  const self = t.kin as number;
  const type = t.as as KinType;
  const who = seatName(s, seat);
  switch (type) {
    case 'archer':
    case 'fighter':
    case 'mastermind':
      if (a.t === 'kin') hitKin(s, seat, kinById(s, a.kin));
      return;
    case 'bard':
      if (a.t === 'kin') {
        kinById(s, a.kin).cloaked = true;
        log(s, seat, `${who}'s Bard cloaks ${seatName(s, kinById(s, a.kin).seat)}'s ${KIN_DEFS[kinById(s, a.kin).type].name}.`);
      }
      return;
    case 'clairvoyant':
      if (a.t === 'slot') {
        const ev = s.events;
        if (ev.foreseen[a.slot]! >= 0) {
          ev.discard.push(ev.foreseen[a.slot]!);
          ev.foreseen[a.slot] = -1;
          log(s, seat, `${who}'s Clairvoyant discards a foreseen event.`);
        } else {
          ev.foreseen[a.slot] = ev.discard.pop()!;
          log(s, seat, `${who}'s Clairvoyant brings back the last discarded event.`);
        }
      }
      return;
    case 'councilor':
      if (capitalRank(s, seat) === 0) {
        addFp(s, seat, 3);
        log(s, seat, `${who}'s Councilor earns 3 favor (first on the capital track).`);
      } else {
        gain(s, seat, 'scroll', 2);
        log(s, seat, `${who}'s Councilor earns 2 scrolls.`);
      }
      return;
    case 'mentor':
      push(s, task('daytime', seat, { sector: 5 }));
      return;
    case 'guard':
      take(s, seat, 'coin');
      s.guards.push({ seat, sector });
      log(s, seat, `${who}'s Guard pays 1 coin and closes this sector until ${who}'s next turn.`);
      return;
    case 'diplomat':
      if (a.t === 'kin') push(s, task('diplomatSpot', seat, { kin: a.kin, sector }));
      return;
    case 'hermit':
      if (a.t === 'sector') replaceDaytime(s, seat, a.sector);
      return;
    case 'merchant':
      if (a.t === 'res') {
        gain(s, seat, a.res);
        log(s, seat, `${who}'s Merchant earns 1 ${a.res}.`);
      }
      return;
    case 'nocturnal':
      if (a.t === 'res') {
        take(s, seat, a.res);
        const shard = sectorShard(sector);
        gain(s, seat, shard);
        log(s, seat, `${who}'s Nocturnal trades 1 ${a.res} for a ${shard} moon shard.`);
      }
      return;
    case 'pathfinder':
      if (a.t === 'option' && a.option === 'explore') push(s, task('explore', seat));
      else push(s, task('collectBenefit', seat, { site: s.players[seat]!.pioneer }));
      return;
    case 'philosopher':
      if (a.t === 'slot') push(s, task('acquireRevelation', seat, { slot: a.slot }), task('refillRevelations', seat));
      return;
    case 'trickster':
      if (a.t === 'kin') {
        const copied = kinById(s, a.kin).type;
        log(s, seat, `${who}'s Trickster borrows the ${KIN_DEFS[copied].name}'s ability.`);
        push(s, task('ability', seat, { kin: self, sector, as: copied }));
      }
      return;
    case 'apprentice':
      return;
  }
}
defineChoice('ability', {
  kind: 'ability',
  prompt: (_s, t) => `Use the ${KIN_DEFS[t.as as KinType].name}'s ability? (${KIN_DEFS[t.as as KinType].text})`,
  options: (s, t) => {
    const opts = abilityOptions(s, t);
    return opts.length ? [{ t: 'pass' }, ...opts] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'pass') resolve(s, t, a);
  },
});

/** The Hermit performs an adjacent sector's daytime effect instead of its own. */
function replaceDaytime(s: GameState, seat: number, sector: Sector): void {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const t = s.stack[i]!;
    if (t.k === 'daytime' && t.seat === seat) {
      s.stack[i] = { ...t, sector };
      log(s, seat, `${seatName(s, seat)}'s Hermit will use the daytime effect of a neighbouring sector instead.`);
      return;
    }
  }
}

defineChoice('diplomatSpot', {
  kind: 'moveSpot',
  prompt: () => 'Choose the free spot your kin moves to.',
  options: (s, t) => freeSpots(s, t.sector as number).map((i) => ({ t: 'spot' as const, spot: `s${String(t.sector)}.${i}` })),
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin as number);
    const index = Number(a.spot.slice(a.spot.indexOf('.') + 1));
    putOnSpot(s, k, t.sector as number, index, k.cloaked);
    log(s, t.seat, `${seatName(s, t.seat)}'s Diplomat calls a kin over from a neighbouring sector.`);
  },
});
