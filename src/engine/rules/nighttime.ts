// NIGHTTIME: events resolved left to right in turn order, then each sector's
// reward and majority bonus from the Gates clockwise, then the palace.
import { ownEvents } from '../core/clone.js';
import { sectorAs } from './sector-words.js';
import { push, task, TaskTable } from '../core/flow.js';
import { beforeSector } from '../core/variants-in-play.js';
import { addFp, capitalRank, gain, log, seatName, turnOrder } from '../core/state.js';
import type { GameState, Kin, NoData, Sector, Task } from '../core/types.js';
import { NIGHT_REWARDS, eventById } from '../content/index.js';
import { effectsTask } from './effects-task.js';
import { aShard, seatKind } from './words.js';
import { msg } from '../core/message.js';
import { eventName } from '../content/names.js';
import { because } from './reasons.js';

declare module '../core/types.js' {
  interface TaskData {
    eventsResolution: NoData;
    /** `slot`: the foreseen slot whose event resolves. */
    eventResolve: { slot: number };
    eventDiscard: { slot: number };
    sectorScoring: { sector: Sector };
    palaceScoring: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const nighttimeTasks = new TaskTable();

nighttimeTasks.auto('eventsResolution', (s) => {
  const steps: Task[] = [];
  s.events.foreseen.forEach((id, slot) => {
    if (id >= 0) steps.push(task('eventResolve', -1, { slot }));
  });
  push(s, ...steps);
});

// "Each player resolves the effect of the left-most event card. Then discard that card."
nighttimeTasks.auto('eventResolve', (s, t) => {
  const id = s.events.foreseen[t.slot]!;
  if (id < 0) return;
  const card = eventById(id);
  log(s, -1, () => msg('rules.log.eventResolves', { event: eventName(card.id) }));
  push(s, ...turnOrder(s).map((seat) => effectsTask(seat, card.effects)), task('eventDiscard', -1, { slot: t.slot }));
});

nighttimeTasks.auto('eventDiscard', (s, t) => {
  const id = s.events.foreseen[t.slot]!;
  if (id < 0) return;
  const ev = ownEvents(s);
  ev.discard.push(id);
  ev.foreseen[t.slot] = -1;
});

/** Influence of one kin: "each unveiled kin contributes 1 ... each cloaked kin contributes 2". */
export const influenceOf = (k: Kin): number => (k.cloaked ? 2 : 1);

/** Per-seat influence in a sector (only seats with at least one kin there). */
export function sectorInfluence(s: GameState, sector: number): Map<number, number> {
  const m = new Map<number, number>();
  for (const id of s.board[sector]!) {
    if (id < 0) continue;
    const k = s.kin[id]!;
    m.set(k.seat, (m.get(k.seat) ?? 0) + influenceOf(k));
  }
  return m;
}

/**
 * The seat with the most influence; "on a tie ... the player with the higher
 * rank on the capital track wins the tie".
 */
export function majorityHolder(s: GameState, influence: Map<number, number>): number {
  let best = -1;
  let bestInf = 0;
  for (const [seat, inf] of influence) {
    if (inf > bestInf || (inf === bestInf && best >= 0 && capitalRank(s, seat) < capitalRank(s, best))) {
      best = seat;
      bestInf = inf;
    }
  }
  return best;
}

/** The nighttime reward of a sector for one seat, as tasks (some rewards are a choice). */
export function nightReward(_s: GameState, seat: number, sector: Sector): Task[] {
  return [effectsTask(seat, NIGHT_REWARDS[sector]!.reward)];
}

/** The kin whose influence counts in the palace (bumped kin of the alternative mode are never 'palace' kin). */
export function palaceKin(s: GameState): Kin[] {
  return s.kin.filter((k) => k.loc === 'palace');
}

nighttimeTasks.auto('sectorScoring', (s, t) => {
  const sector = t.sector;
  const { score, steps } = beforeSector(s, sector);
  if (!score) {
    push(s, ...steps);
    return;
  }
  const influence = sectorInfluence(s, sector);
  const rewards: Task[] = [];
  for (const seat of turnOrder(s)) if (influence.has(seat)) rewards.push(...nightReward(s, seat, sector));
  const winner = majorityHolder(s, influence);
  if (winner >= 0) {
    const shard = NIGHT_REWARDS[sector]!.bonus;
    gain(s, winner, shard);
    log(s, winner, () => msg('rules.log.majorityShard', { seat: seatName(s, winner), shard: aShard(shard), sector: sectorAs('in', sector) }));
  }
  push(s, ...steps, ...rewards);
});

// "Each player gains 1 FP for each kin they have placed in the Palace and 1 moon shard
// of their choice. The player with the most influence also gets the 1st player token."
nighttimeTasks.auto('palaceScoring', (s) => {
  const influence = new Map<number, number>();
  for (const k of palaceKin(s)) influence.set(k.seat, (influence.get(k.seat) ?? 0) + 1);
  const steps: Task[] = [];
  for (const seat of turnOrder(s)) {
    const n = influence.get(seat);
    if (!n) continue;
    addFp(s, seat, n);
    log(s, seat, () => msg('rules.log.palaceFavor', { seat: seatName(s, seat), who: seatKind(s, seat), n }));
    steps.push(because(task('gainShard', seat), () => msg('rules.why.palaceNight', { who: seatKind(s, seat) })));
  }
  const winner = majorityHolder(s, influence);
  if (winner >= 0 && winner !== s.firstPlayer) {
    s.firstPlayer = winner;
    log(s, winner, () => msg('rules.log.firstPlayer', { seat: seatName(s, winner) }));
  }
  push(s, ...steps);
});
