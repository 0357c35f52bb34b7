// The Rim and Shrine village track: explore, build, the path to the shrine,
// and collecting the benefits of explored villages (VILLAGE TILES).
import { ownPlayer, ownVillages } from '../core/clone.js';
import { sectorAs } from './sector-words.js';
import { push, task, TaskTable } from '../core/flow.js';
import { addFp, canPay, describeAmount, gain, highlightedSectors, kinById, log, parseSpot, pay, putOnSpot, seatName, turnOrder } from '../core/state.js';
import type { Action, GameState, NoData, Sector, Task } from '../core/types.js';
import { VILLAGE_SITES, villageById } from '../content/index.js';
import { capitalDaytime } from './daytime.js';
import { isGuarded } from './board.js';
import { nightReward } from './nighttime.js';
import { effectsTask } from './effects-task.js';
import { kinName, resCount, seatKind, spotWords } from './words.js';
import { because, fromWords } from './reasons.js';
import { msg, type Msg } from '../core/message.js';
import { villageName } from '../content/names.js';

declare module '../core/types.js' {
  interface TaskData {
    explore: NoData;
    /** `explored`: villages explored so far in this Rim visit. */
    rimStep: { explored: number };
    exploreStep: NoData;
    collectVillage: NoData;
    collectBenefit: { site: number };
    cloakOwn: NoData;
    moonHeaven: NoData;
    nomadKin: NoData;
    nomadSpot: { kin: number };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const villageTasks = new TaskTable();

const lastSite = (): number => VILLAGE_SITES.length - 1;

/** "Explore: advance your pioneer token onto the next built village. You cannot move onto an empty site." */
export function canExplore(s: GameState, seat: number): boolean {
  const next = s.players[seat]!.pioneer + 1;
  return next < s.villages.sites.length && s.villages.sites[next]! >= 0;
}

/** "Build: your pioneer token must be on a village next to an empty site", with the cost paid. */
export function canBuild(s: GameState, seat: number): boolean {
  const next = s.players[seat]!.pioneer + 1;
  if (next > lastSite() || s.villages.sites[next]! >= 0) return false;
  if (next < lastSite() && s.villages.pile.length === 0) return false;
  return canPay(s, seat, VILLAGE_SITES[next]!.cost);
}

function explore(s: GameState, seat: number): void {
  const p = ownPlayer(s, seat);
  p.pioneer += 1;
  log(s, seat, () => msg('rules.log.explore', { seat: seatName(s, seat), who: seatKind(s, seat), village: villageName(s.villages.sites[p.pioneer]!) }));
}

function build(s: GameState, seat: number): void {
  const p = ownPlayer(s, seat);
  const site = p.pioneer + 1;
  const def = VILLAGE_SITES[site]!;
  pay(s, seat, def.cost);
  addFp(s, seat, def.fp);
  const villages = ownVillages(s);
  if (site === lastSite()) {
    villages.sites[site] = shrineVillageId();
    villages.shrineBuilt = true;
  } else {
    villages.sites[site] = villages.pile.pop()!;
  }
  p.pioneer = site;
  log(
    s,
    seat,
    () => msg('rules.log.build', { seat: seatName(s, seat), amount: describeAmount(def.cost), village: villageName(s.villages.sites[site]!), n: def.fp }),
  );
}

let shrineId = -1;
function shrineVillageId(): number {
  if (shrineId < 0) {
    for (let id = 0; ; id++) {
      if (villageById(id).key === 'shrine') {
        shrineId = id;
        break;
      }
    }
  }
  return shrineId;
}

villageTasks.auto('explore', (s, t) => {
  if (canExplore(s, t.seat)) explore(s, t.seat);
});

// The Rim: "either explore up to 2 villages or explore up to 1 village and then build a new one".
villageTasks.choice('rimStep', {
  kind: 'rim',
  passButton: msg('rules.passButton.rim'),
  passLabel: msg('rules.pass.rim'),
  prompt: (_s, t) => msg(t.explored === 0 ? 'rules.prompt.rim' : 'rules.prompt.rimAgain'),
  options: (s, t) => {
    const opts: Action[] = [];
    if (canExplore(s, t.seat) && t.explored < 2) opts.push({ t: 'option', option: 'explore' });
    if (canBuild(s, t.seat) && t.explored < 2) opts.push({ t: 'option', option: 'build' });
    return opts.length ? [{ t: 'pass' }, ...opts] : [];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'option') {
      log(s, t.seat, () => msg(t.explored ? 'rules.log.rimStops' : 'rules.log.rimNothing', { seat: seatName(s, t.seat) }));
      return;
    }
    if (a.option === 'explore') {
      explore(s, t.seat);
      push(s, task('rimStep', t.seat, { explored: t.explored + 1 }));
    } else build(s, t.seat);
  },
});

villageTasks.choice('exploreStep', {
  kind: 'explore',
  passButton: msg('rules.passButton.explore'),
  passLabel: msg('rules.pass.explore'),
  prompt: () => msg('rules.prompt.explore'),
  options: (s, t) => (canExplore(s, t.seat) ? [{ t: 'pass' }, { t: 'option', option: 'explore' }] : []),
  resolve: (s, t, a) => {
    if (a.t === 'option') explore(s, t.seat);
    else log(s, t.seat, () => msg('rules.log.noExplore', { seat: seatName(s, t.seat), who: seatKind(s, t.seat) }));
  },
});

// "Choose any village from the starting village to the one where your pioneer is positioned."
villageTasks.choice('collectVillage', {
  kind: 'collectVillage',
  passButton: msg('rules.passButton.collectVillage'),
  passLabel: msg('rules.pass.collect'),
  prompt: () => msg('rules.prompt.collect'),
  options: (s, t) => {
    const out: Action[] = [{ t: 'pass' }];
    for (let site = 0; site <= s.players[t.seat]!.pioneer; site++) out.push({ t: 'site', site });
    return out;
  },
  resolve: (s, t, a) => {
    if (a.t === 'site') push(s, task('collectBenefit', t.seat, { site: a.site }));
    else log(s, t.seat, () => msg('rules.log.collectsNothing', { seat: seatName(s, t.seat) }));
  },
});

villageTasks.auto('collectBenefit', (s, t) => {
  const seat = t.seat;
  const village = villageById(s.villages.sites[t.site]!);
  const name = villageName(s.villages.sites[t.site]!);
  log(s, seat, () => msg('rules.log.collects', { seat: seatName(s, seat), village: name }));
  // Benefits written as effect data come from the content files; the rest are resolved here by key.
  if (village.effects) push(s, effectsTask(seat, village.effects));
  else villageBenefit(s, seat, village.key, name);
});

function villageBenefit(s: GameState, seat: number, key: string, name: Msg): void {
  const who = seatName(s, seat);
  const from = fromWords(name);
  switch (key) {
    case 'start':
      push(s, because(task('gainResource', seat), () => from));
      return;
    case 'banditsLair':
      push(s, task('returnEvent', seat, { fp: 3 }));
      return;
    case 'coveOfTheOwl':
      push(s, task('cloakOwn', seat));
      return;
    case 'featherglow': {
      const hl = highlightedSectors(s);
      let n = 0;
      for (const k of s.kin) {
        const at = k.seat === seat && k.loc === 'board' ? parseSpot(k.at) : null;
        if (at && hl.includes(at.sector)) n++;
      }
      addFp(s, seat, n);
      log(s, seat, () => msg('rules.log.featherglow', { seat: who, who: seatKind(s, seat), n, village: name }));
      return;
    }
    case 'fortuneCity':
      gain(s, seat, 'coin');
      gain(s, seat, 'scroll');
      gain(s, seat, 'lantern');
      log(s, seat, () => msg('rules.log.fortuneCity', { seat: who, village: name }));
      return;
    case 'lanternquill':
      gain(s, seat, 'lantern', 3);
      log(s, seat, () => msg('rules.log.gains', { seat: who, amount: resCount('lantern', 3), why: from }));
      return;
    case 'loreville':
      gain(s, seat, 'scroll', 3);
      log(s, seat, () => msg('rules.log.gains', { seat: who, amount: resCount('scroll', 3), why: from }));
      return;
    case 'moonforge':
      ownPlayer(s, seat).pioneer = Math.max(0, s.players[seat]!.pioneer - 1);
      log(s, seat, () => msg('rules.log.moonforge', { seat: who, who: seatKind(s, seat), village: name }));
      push(s, because(task('gainShard', seat), () => from));
      return;
    case 'moonHeaven':
      push(s, task('moonHeaven', seat));
      return;
    case 'nomadEncampment':
      push(s, task('nomadKin', seat));
      return;
    case 'theOutpost': {
      const empty = s.events.foreseen.filter((id) => id < 0).length;
      const steps: Task[] = [];
      for (let i = 0; i < empty; i++) steps.push(because(task('gainResource', seat), () => from));
      push(s, ...steps);
      return;
    }
    case 'townHall':
      capitalDaytime(s, seat);
      return;
    case 'twinRiverTown': {
      const n = Math.floor(s.players[seat]!.revelations.length / 2);
      addFp(s, seat, n);
      log(s, seat, () => msg('rules.log.twinRiver', { seat: who, who: seatKind(s, seat), n, village: name }));
      return;
    }
    case 'shrine':
      addFp(s, seat, 2);
      log(s, seat, () => msg('rules.log.gainsFavor', { seat: who, n: 2, why: from }));
      push(s, because(task('gainShard', seat), () => from));
      return;
  }
}

villageTasks.choice('cloakOwn', {
  kind: 'cloakOwn',
  prompt: () => msg('rules.prompt.cloakOwn'),
  options: (s, t) =>
    s.kin.filter((k) => k.seat === t.seat && k.loc === 'board' && !k.cloaked).map((k) => ({ t: 'kin' as const, kin: k.id })),
  resolve: (s, t, a) => {
    if (a.t !== 'kin') return;
    kinById(s, a.kin).cloaked = true;
    const k = kinById(s, a.kin);
    log(s, t.seat, () => msg('rules.log.cloakOwn', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), kin: kinName(k.type), sector: sectorAs('in', parseSpot(k.at)!.sector) }));
  },
});

// Moon Heaven: a highlighted sector's nighttime reward, for everyone with a kin there.
villageTasks.choice('moonHeaven', {
  kind: 'chooseSector',
  label: (_s, _t, a) => (a.t === 'sector' ? msg('rules.label.moonHeaven', { sector: sectorAs('of', a.sector) }) : null),
  prompt: () => msg('rules.prompt.moonHeaven'),
  options: (s) => highlightedSectors(s).map((sector) => ({ t: 'sector' as const, sector })),
  resolve: (s, t, a) => {
    if (a.t !== 'sector') return;
    log(s, t.seat, () => msg('rules.log.moonHeaven', { seat: seatName(s, t.seat), sector: sectorAs('of', a.sector) }));
    const present = turnOrder(s).filter((seat) => s.kin.some((k) => k.seat === seat && k.loc === 'board' && parseSpot(k.at)!.sector === a.sector));
    const steps: Task[] = [];
    for (const seat of present) steps.push(...nightReward(s, seat, a.sector));
    push(s, ...steps);
  },
});

villageTasks.choice('nomadKin', {
  kind: 'moveKin',
  prompt: () => msg('rules.prompt.nomadKin'),
  options: (s, t) =>
    s.kin
      .filter((k) => k.seat === t.seat && k.loc === 'board' && !k.cloaked && nomadSpots(s, parseSpot(k.at)!.sector).length > 0)
      .map((k) => ({ t: 'kin' as const, kin: k.id })),
  resolve: (s, t, a) => {
    if (a.t === 'kin') push(s, task('nomadSpot', t.seat, { kin: a.kin }));
  },
});

function nomadSpots(s: GameState, from: Sector): string[] {
  const out: string[] = [];
  for (let sector = 0; sector < 6; sector++) {
    if (sector === from || isGuarded(s, sector)) continue;
    s.board[sector]!.forEach((id, i) => {
      if (id < 0) out.push(`s${sector}.${i}`);
    });
  }
  return out;
}

villageTasks.choice('nomadSpot', {
  kind: 'moveSpot',
  prompt: () => msg('rules.prompt.nomadSpot'),
  options: (s, t) => nomadSpots(s, parseSpot(kinById(s, t.kin).at)!.sector).map((spot) => ({ t: 'spot' as const, spot })),
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const to = parseSpot(a.spot)!;
    const k = kinById(s, t.kin);
    const from = parseSpot(k.at)!.sector;
    putOnSpot(s, k, to.sector, to.index, k.cloaked);
    log(s, t.seat, () => msg('rules.log.nomadMove', { seat: seatName(s, t.seat), who: seatKind(s, t.seat), kin: kinName(k.type), from: sectorAs('from', from), to: spotWords(s, a.spot, t.seat) }));
  },
});
