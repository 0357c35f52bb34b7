// The done-when for "secret by default": a throw-away variant with one
// field it declares public and one it declares nothing about. It is added the
// way a real variant is, as one more entry of the variants list (here: the
// list as it is installed, with the entry appended), and nothing else in the
// source knows it. Its undeclared field must reach no view a person can be
// sent (a seat's, the table's, a phone seat's frame, a replay's frames, the
// all-open replay included); its public field must reach every one of them.
import { describe, expect, it, vi } from 'vitest';

const { SECRET, PUBLIC, throwAway } = vi.hoisted(() => {
  const SECRET = 'throw-away-secret-7f3a';
  const PUBLIC = 'throw-away-public-2b9c';
  return {
    SECRET,
    PUBLIC,
    throwAway: {
      id: 'throwAway',
      enabled: () => true,
      state: { throwAwaySecret: () => SECRET, throwAwayPublic: () => PUBLIC },
      view: { fields: { throwAwayPublic: 'public' } },
    },
  };
});

vi.mock('../../engine/core/variants-in-play.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/core/variants-in-play.js')>();
  return { ...real, installVariants: (list: Parameters<typeof real.installVariants>[0]) => real.installVariants([...list, throwAway as never]) };
});

import * as engine from '../../engine/index.js';
import { makeConfig } from '../../engine/config.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { msg } from '../../engine/core/message.js';
import { Session } from './session.js';
import { Replay } from './replayed-game.js';

/** Plays `config` with a fixed sequence of legal choices, to its end or `cap` choices. */
function play(config: GameConfig, seed: number, cap = Infinity): Action[] {
  let s: GameState = engine.createGame(config, seed);
  const actions: Action[] = [];
  let x = seed;
  while (!engine.isGameOver(s) && actions.length < cap) {
    const options = engine.legalActions(s);
    x = (x * 1103515245 + 12345) >>> 0;
    const a = options[x % options.length]!;
    actions.push(a);
    s = engine.applyAction(s, a);
  }
  return actions;
}

function expectOnlyPublic(what: string, frame: unknown): void {
  const json = JSON.stringify(frame);
  expect(json.includes(SECRET), `${what} shows the undeclared field`).toBe(false);
  expect(json.includes(PUBLIC), `${what} lacks the public field`).toBe(true);
}

const CONFIGS: [string, GameConfig][] = [
  ['a standard game', makeConfig({ players: 2 })],
  ['an asymmetric game', makeConfig({ players: 3, asymmetric: true })],
  ['a co-op game', makeConfig({ players: 2, mode: 'coop' })],
];

describe('a field no module declares reaches no view; a public one reaches all', () => {
  it.each(CONFIGS)('%s: the state holds both fields (else this test could not fail)', (_name, config) => {
    const s = engine.createGame(config, 3);
    expect(JSON.stringify(s)).toContain(SECRET);
    expect(JSON.stringify(engine.applyAction(s, engine.legalActions(s)[0]!))).toContain(SECRET);
  });

  it.each(CONFIGS)("%s: every seat's view and the table's", (_name, config) => {
    const s = engine.createGame(config, 3);
    for (let seat = engine.TABLE_SEAT; seat < s.players.length; seat++) expectOnlyPublic(`the view of seat ${seat}`, engine.view(s, seat));
  });

  it.each(CONFIGS)('%s: the frames the main side sends a seat (a phone seat too) and the table', (_name, config) => {
    const session = new Session();
    session.newGame(config, 3);
    for (const a of play(config, 3, 6)) {
      const n = session.seatCount();
      for (let seat = 0; seat < n; seat++) expectOnlyPublic(`seat ${seat}'s frame`, session.seatView(seat));
      expectOnlyPublic("the table's frame", session.tableView());
      session.apply(session.decisionSeat()!, a);
    }
  });

  it.each(CONFIGS)("%s: a replay's frames, each seat's and the all-open one of the finished game", (_name, config) => {
    const actions = play(config, 5);
    const replay = Replay.build(engine, { config, seed: 5, actions }, 'r1', msg('legacy.text', { text: 'throw-away' }));
    expect(replay.info.finished).toBe(true);
    for (const step of [0, Math.floor(actions.length / 2), actions.length]) {
      for (let seat = 0; seat < replay.info.seats.length; seat++) expectOnlyPublic(`seat ${seat} at step ${step}`, replay.frame(step, seat));
      expectOnlyPublic(`the all-open frame at step ${step}`, replay.frame(step, 'all'));
    }
    // A game not finished: its replay shows the table only.
    const unfinished = Replay.build(engine, { config, seed: 5, actions: actions.slice(0, 8) }, 'r2', msg('legacy.text', { text: 'throw-away' }));
    expectOnlyPublic('an unfinished replay', unfinished.frame(8, 0));
  });
});
