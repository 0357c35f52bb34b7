// "Kin placement": placing a kin from hand onto a sector spot or into the
// Phoenix Palace, unveiled or cloaked, then its ability and the daytime effect.
import { sectorAs } from './sector-words.js';
import { follows } from '../core/readings.js';
import { push, task, TaskTable } from '../core/flow.js';
import { has, kinById, log, parseSpot, putOnSpot, seatName, spotId, take } from '../core/state.js';
import type { Action, GameState, Kin, NoData, Sector, SpotId, Task } from '../core/types.js';
import { afterSectorPlacement, blockedSectors } from '../core/variants-in-play.js';
import { isGuarded, palaceFor, spotCost, spotCosts } from './board.js';
import { kinAbility } from './kin/index.js';

import { aKin, atSpot, kinName, resCount, seatKind } from './words.js';
import { msg } from '../core/message.js';

declare module '../core/types.js' {
  interface TaskData {
    placeKin: NoData;
    /** Kin `kin` just placed in `sector`: unveiled or cloaked? */
    chooseSide: { kin: number; sector: Sector };
    rotate: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const placementTasks = new TaskTable();

// A placement decision offers every kin type in hand on every free spot, and
// most of those options are offered again at the next placement: the same
// action objects serve every game (actions are values, never changed), kept
// by kin id. Sector spots are looked up by number (sector * ROW + index) in a
// dense array, palace spots (a few names) in a map.
const ROW = 8;
const onSector: (Action | null)[][] = [];
const inPalace: Map<SpotId, Action>[] = [];

function growTables(kin: number): void {
  while (onSector.length <= kin) {
    onSector.push(new Array<Action | null>(6 * ROW).fill(null));
    inPalace.push(new Map());
  }
}

/** The action placing kin `kin` on spot `index` of `sector`, made once. */
function sectorPlaceAction(kin: number, sector: number, index: number): Action {
  const row = onSector[kin]!;
  const n = sector * ROW + index;
  return (row[n] ??= Object.freeze({ t: 'place', kin, spot: spotId(sector, index) }));
}

/** The action placing kin `kin` on palace spot `spot`, made once. */
function palacePlaceAction(kin: number, spot: SpotId): Action {
  const bySpot = inPalace[kin]!;
  let a = bySpot.get(spot);
  if (!a) bySpot.set(spot, (a = Object.freeze({ t: 'place', kin, spot })));
  return a;
}

/**
 * Sector spots a seat could place on now (free, not guarded, affordable), as
 * numbers sector * ROW + index, in board order.
 */
function freeSectorSpots(s: GameState, seat: number, blockedSectors: readonly number[]): number[] {
  const out: number[] = [];
  for (let sector = 0; sector < 6; sector++) {
    if (isGuarded(s, sector) || blockedSectors.includes(sector)) continue;
    const row = s.board[sector]!;
    const costs = spotCosts(s, sector);
    for (let i = 0; i < row.length; i++) {
      if (row[i]! >= 0) continue;
      const cost = costs[i];
      if (cost && !has(s, seat, cost)) continue;
      out.push(sector * ROW + i);
    }
  }
  return out;
}

/** One representative kin per type in hand: tiles of one type in hand are interchangeable. */
export function handTypes(s: GameState, seat: number): Kin[] {
  const out: Kin[] = [];
  // A hand holds a few types: a scan of them is cheaper than a set.
  next: for (const k of s.kin) {
    if (k.seat !== seat || k.loc !== 'hand') continue;
    for (let i = 0; i < out.length; i++) if (out[i]!.type === k.type) continue next;
    out.push(k);
  }
  return out;
}

placementTasks.choice('placeKin', {
  kind: 'place',
  prompt: () => msg('rules.prompt.place'),
  options: (s, t) => {
    const types = handTypes(s, t.seat);
    if (types.length === 0) return [];
    const spots = freeSectorSpots(s, t.seat, blockedSectors(s, t.seat));
    const palace = palaceFor(s).placementSpots(s, t.seat);
    const out: Action[] = [];
    for (const k of types) {
      growTables(k.id);
      for (let j = 0; j < spots.length; j++) out.push(sectorPlaceAction(k.id, (spots[j]! / ROW) | 0, spots[j]! % ROW));
      for (let j = 0; j < palace.length; j++) out.push(palacePlaceAction(k.id, palace[j]!));
    }
    return out;
  },
  resolve: (s, t, a) => {
    if (a.t !== 'place') return;
    const k = kinById(s, a.kin);
    const where = parseSpot(a.spot);
    if (!where) {
      log(s, t.seat, () => msg('rules.log.places', { seat: seatName(s, t.seat), kin: aKin(k.type), at: atSpot(s, a.spot, t.seat) }));
      palaceFor(s).place(s, t.seat, k, a.spot);
      return;
    }
    const cost = spotCost(s, where.sector, where.index);
    if (cost) take(s, t.seat, cost);
    putOnSpot(s, k, where.sector, where.index, false);
    log(s, t.seat, () => {
      const placed = { seat: seatName(s, t.seat), kin: aKin(k.type), at: atSpot(s, a.spot, t.seat) };
      return cost ? msg('rules.log.placesPaying', { ...placed, amount: resCount(cost, 1) }) : msg('rules.log.places', placed);
    });
    push(s, task('chooseSide', t.seat, { kin: k.id, sector: where.sector }));
  },
});

placementTasks.choice('chooseSide', {
  kind: 'cloak',
  prompt: () => msg('rules.prompt.chooseSide'),
  options: (s, t) => {
    const opts: Action[] = [{ t: 'cloak', cloaked: false }];
    if (has(s, t.seat, 'coin')) opts.push({ t: 'cloak', cloaked: true });
    return opts;
  },
  // Always ask: even with no coin to cloak, the player should see the placement settle.
  resolve: (s, t, a) => {
    if (a.t !== 'cloak') return;
    const k = kinById(s, t.kin);
    const sector = t.sector;
    const steps: Task[] = [];
    if (a.cloaked) {
      take(s, t.seat, 'coin');
      k.cloaked = true;
      log(s, t.seat, () => msg('rules.log.cloaks', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), kin: kinName(k.type), sector: sectorAs('in', sector) }));
    } else {
      log(s, t.seat, () => msg('rules.log.unveiled', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), kin: kinName(k.type), sector: sectorAs('in', sector) }));
      if (kinAbility(k.type).hasAbility) steps.push(task('ability', t.seat, { kin: k.id, sector, as: k.type }));
    }
    steps.push(task('daytime', t.seat, follows(s, 2) ? { sector, optional: true } : { sector }));
    steps.push(...afterSectorPlacement(s, t.seat, sector));
    push(s, ...steps);
  },
});

placementTasks.auto('rotate', (s, t) => {
  s.palace = { ...s.palace, rotation: (s.palace.rotation + 1) % 6 };
  log(s, t.seat, () => msg('rules.log.rotate', { seat: seatName(s, t.seat) }));
});
