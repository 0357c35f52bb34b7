// Rounds, turns and phases: DAYTIME (events set up, player turns),
// NIGHTTIME (events resolution, rewards scoring) and DAWN.
import { ownEvents, ownRow } from '../core/clone.js';
import { follows } from '../core/readings.js';
import { push, task, TaskTable } from '../core/flow.js';
import { atDawn, turnsInARow, turnTasks } from '../core/variants-in-play.js';
import { hasKinInHand, kinById, log, seatName, turnOrder, withRng } from '../core/state.js';
import type { GameState, NoData, Task } from '../core/types.js';
import { ROUNDS } from '../content/index.js';
import { turnStartRevelationOptions } from './revelations.js';
import { useCardTasks } from './effects.js';
import { effectsTask } from './effects-task.js';
import { simultaneousTasks } from './simultaneous.js';
import { revelationById } from '../content/index.js';
import { msg } from '../core/message.js';
import { revelationName } from '../content/names.js';

declare module '../core/types.js' {
  interface TaskData {
    roundStart: NoData;
    nextTurn: NoData;
    turn: NoData;
    endTurn: NoData;
    turnStartRevelation: NoData;
    night: NoData;
    nightRevelations: NoData;
    dawn: NoData;
    endGameRevelations: NoData;
    finish: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const roundTasks = new TaskTable();

/** The steps of one turn in the base game (variants may change them: the Basilisk's turns are rule-driven). */
const standardTurn = (seat: number): Task[] => [task('turnStartRevelation', seat), task('placeKin', seat), task('endTurn', seat)];

roundTasks.auto('roundStart', (s) => {
  s.phase = 'day';
  fillForeseenEvents(s);
  log(s, -1, () => msg('rules.log.roundStart', { round: s.round, seat: seatName(s, s.firstPlayer) }));
  push(s, task('nextTurn', s.firstPlayer));
});

/** "Reveal cards from the top of the event deck until you fill all the foreseen events slots." */
export function fillForeseenEvents(s: GameState): void {
  if (!s.events.foreseen.includes(-1)) return;
  const ev = ownEvents(s);
  for (let i = 0; i < ev.foreseen.length; i++) {
    if (ev.foreseen[i]! >= 0) continue;
    if (ev.deck.length === 0) {
      // "If the event deck is empty, shuffle the cards in the discard pile to form a new event deck."
      if (ev.discard.length === 0) break;
      ev.deck = withRng(s, (r) => r.shuffle(ev.discard.slice()));
      ev.discard = [];
    }
    ev.foreseen[i] = ev.deck.pop()!;
  }
}

// The turn loop walks clockwise from `seat`, skipping seats with no kin left,
// until nobody has kin in hand: then night falls.
roundTasks.auto('nextTurn', (s, t) => {
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (t.seat + i) % n;
    if (!hasKinInHand(s, seat)) continue;
    const turns: Task[] = [];
    const count = turnsInARow(s, seat);
    for (let c = 0; c < count; c++) turns.push(task('turn', seat));
    push(s, ...turns, task('nextTurn', (seat + 1) % n));
    return;
  }
  push(s, task('night', -1));
});

roundTasks.auto('turn', (s, t) => {
  const seat = t.seat;
  if (!hasKinInHand(s, seat)) return; // a seat's extra turns end when its hand is empty
  s.turnSeat = seat;
  // "Until your next turn, no kin can be placed in or moved to the guard's sector."
  s.guards = s.guards.filter((g) => g.seat !== seat);
  push(s, ...turnTasks(s, seat, standardTurn(seat)));
});

roundTasks.auto('endTurn', (s) => {
  s.turnSeat = -1;
});

roundTasks.choice('turnStartRevelation', {
  kind: 'turnStartRevelation',
  passButton: msg('rules.passButton.turnStartRevelation'),
  passLabel: msg('rules.pass.turnStartRevelation'),
  prompt: () => msg('rules.prompt.turnStartRevelation'),
  options: (s, t) => {
    const cards = turnStartRevelationOptions(s, t.seat);
    if (cards.length === 0) return [];
    return [{ t: 'pass' }, ...cards.map((card) => ({ t: 'card' as const, card }))];
  },
  resolve: (s, t, a) => {
    if (a.t !== 'card') {
      log(s, t.seat, () => msg('rules.log.noTurnStartRevelation', { seat: seatName(s, t.seat) }));
      return;
    }
    const card = revelationById(a.card);
    log(s, t.seat, () => msg('rules.log.turnStartRevelation', { seat: seatName(s, t.seat), card: revelationName(card.id) }));
    push(s, ...useCardTasks(s, t.seat, card.effects));
  },
});

roundTasks.auto('night', (s) => {
  s.phase = 'night';
  s.turnSeat = -1;
  log(s, -1, () => msg('rules.log.night', { round: s.round }));
  push(
    s,
    task('nightRevelations', -1),
    task('eventsResolution', -1),
    ...([0, 1, 2, 3, 4, 5] as const).map((sector) => task('sectorScoring', -1, { sector })),
    task('palaceScoring', -1),
    task('dawn', -1),
  );
});

roundTasks.auto('nightRevelations', (s) => push(s, ...cardTasks(s, 'night')));

/**
 * Each seat's cards of one timing, seats in turn order. Readings 2: one seat's cards fire together,
 * so that seat orders them when the order matters (rules/simultaneous.ts).
 */
function cardTasks(s: GameState, timing: 'night' | 'endGame'): Task[] {
  const tasks: Task[] = [];
  for (const seat of turnOrder(s)) {
    const cards = s.players[seat]!.revelations.map(revelationById).filter((card) => card.timing === timing);
    if (follows(s, 2)) tasks.push(...simultaneousTasks(seat, cards.map((card) => ({ label: card.name, effects: card.effects }))));
    else for (const card of cards) tasks.push(effectsTask(seat, card.effects));
  }
  return tasks;
}

roundTasks.auto('dawn', (s) => {
  if (s.round >= ROUNDS) {
    push(s, task('endGameRevelations', -1), task('finish', -1));
    return;
  }
  // "All players take their kin from the board back to their play area, including the ones in the Phoenix Palace."
  for (const { id, loc } of s.kin) {
    if (loc === 'board' || loc === 'palace' || loc === 'bumped') {
      const k = kinById(s, id);
      k.loc = 'hand';
      k.at = '';
      k.cloaked = false;
    }
  }
  for (let sector = 0; sector < s.board.length; sector++) ownRow(s, sector).fill(-1);
  s.guards = [];
  s.round += 1;
  // "A new round then begins: add a new floor to the Phoenix Palace."
  const floors = s.palace.floors;
  s.palace = { ...s.palace, floors: Math.min(3, floors + 1) };
  atDawn(s);
  log(s, -1, () => msg('rules.log.dawn', { grows: s.palace.floors > floors ? 'yes' : 'no' }));
  push(s, task('roundStart', -1));
});

roundTasks.auto('endGameRevelations', (s) => push(s, ...cardTasks(s, 'endGame')));

roundTasks.auto('finish', (s) => {
  s.phase = 'end';
  s.turnSeat = -1;
  log(s, -1, () => msg('rules.log.finish'));
});
