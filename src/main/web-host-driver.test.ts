// Issue 13's measure, through the real web host over a real WebSocket, with
// the computer seats thinking in the real bot worker: one person's placement
// at a 4-seat table with three computer seats costs the page one call per
// choice the person makes (the spot, the cloak, an optional effect), and the
// computer seats' turns arrive as pushed events, ending with the
// person's own view when they must choose again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../engine/core/types.js';
import type { GameEvent } from '../shared/events.js';
import { Session, type SeatView } from './game/session.js';
import { connectClient, ONE_PERSON_THREE_COMPUTERS, PAGE_TEXT, TWO_HUMANS, type GameClient } from './web-host-test-support.js';
import { startWebHost, type WebHost } from './web-host.js';

let tmp: string;
let host: WebHost;
let client: GameClient;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-driver-host-'));
  const renderer = path.join(tmp, 'renderer');
  mkdirSync(renderer);
  writeFileSync(path.join(renderer, 'index.html'), PAGE_TEXT);
  host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer, botPauseMs: 0 });
  client = await connectClient(host);
});

afterAll(async () => {
  client?.close();
  await host?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const myChoice = (e: GameEvent): e is Extract<GameEvent, { type: 'view' }> => e.type === 'view' && e.view.seat === 0 && e.view.yourTurn;

/** The view event that follows `from` in the client's record (an act's own view comes before its ack). */
function viewAfter(from: number): SeatView {
  const e = client.events.slice(from).find((x) => x.type === 'view');
  if (!e || e.type !== 'view') throw new Error('no view event after the call');
  return e.view;
}

/**
 * A placement after which the turn passes on once it is unveiled and its
 * optional daytime effect, if offered, is taken (checked on a copy of the
 * host's game): the person's choices of the turn, in order.
 */
function turnThatEndsAfterTheCloak(view: SeatView): Action[] {
  for (const choice of view.legal) {
    if (choice.action.t !== 'place') continue;
    const copy = new Session();
    copy.restore(host.session.record());
    copy.apply(0, choice.action);
    const unveiled = copy.seatView(0).legal.find((c) => c.action.t === 'cloak' && !c.action.cloaked);
    if (!unveiled) continue;
    copy.apply(0, unveiled.action);
    const turn = [choice.action, unveiled.action];
    const offer = copy.seatView(0);
    if (offer.yourTurn && offer.decision?.kind === 'offerDaytime') {
      const perform = offer.legal.find((c) => c.action.t === 'option')!.action;
      copy.apply(0, perform);
      turn.push(perform);
    }
    if (copy.decisionSeat() !== 0) return turn;
  }
  throw new Error('no placement of this turn ends it after the cloak choice');
}

describe('the main side drives the game (web host, real bot worker)', () => {
  it('one placement at a table with three computer seats: one call per choice the person makes; the computer turns arrive as events', async () => {
    const firstTurn = client.nextEvent(myChoice);
    await client.call('game:new', { config: ONE_PERSON_THREE_COMPUTERS, seed: 'issue-13' });
    // The first turn (its own extra choice of a foreseen event), made from the pushed views alone.
    let view = ((await firstTurn) as Extract<GameEvent, { type: 'view' }>).view;
    const secondTurn = client.nextEvent((e) => myChoice(e) && e.view.decision?.kind === 'place' && e.view.ply > 0, 60_000);
    while (view.yourTurn) {
      const from = client.events.length;
      await client.call('game:act', { seat: 0, action: (view.legal.find((c) => c.action.t === 'place') ?? view.legal[0]!).action });
      view = viewAfter(from);
    }
    view = ((await secondTurn) as Extract<GameEvent, { type: 'view' }>).view;

    // The measured placement: the spot, unveiled, and the sector's optional effect when it is offered.
    const turn = turnThatEndsAfterTheCloak(view);
    const callsBefore = client.sent.length;
    const eventsBefore = client.events.length;
    await client.call('game:act', { seat: 0, action: turn[0]! });
    const cloak = viewAfter(eventsBefore);
    expect(cloak.decision?.kind).toBe('cloak');
    // Nobody thinks any more once the computer seats are through and the person must choose.
    const computersDone = client.nextEvent((e) => e.type === 'thinking' && e.seat === null, 60_000);
    for (const action of turn.slice(1)) await client.call('game:act', { seat: 0, action });
    await computersDone;
    const back = client.events.flatMap((e) => (e.type === 'view' ? [e.view] : [])).at(-1)!;
    expect(back).toMatchObject({ seat: 0, yourTurn: true });

    // One call per choice the person makes; the computer seats' turns cost the page none.
    const calls = client.sent.slice(callsBefore);
    expect(calls).toEqual(turn.map(() => 'game:act'));
    const pushed = client.events.slice(eventsBefore);
    const moves = pushed.filter((e) => e.type === 'move');
    expect(moves.slice(0, turn.length).every((m) => m.type === 'move' && m.seat === 0 && !m.byComputer)).toBe(true);
    const computerSeats = new Set(moves.filter((m) => m.type === 'move' && m.byComputer).map((m) => (m.type === 'move' ? m.seat : -1)));
    expect(computerSeats).toEqual(new Set([1, 2, 3]));
    expect(back.ply).toBe(view.ply + moves.length);
    // Only the person's seat is ever shown, and the log grew by every move.
    expect(pushed.every((e) => e.type !== 'view' || e.view.seat === 0)).toBe(true);
    const logs = pushed.filter((e) => e.type === 'log');
    expect(logs.at(-1)).toMatchObject({ total: back.logLength });
    expect(pushed.some((e) => e.type === 'error')).toBe(false);
  }, 120_000);

  it("a new game's events come after its answer, opening with its view and whole log (the page drops what came before)", async () => {
    const opening = client.nextEvent((e) => e.type === 'log' && e.from === 0);
    await client.call('game:new', { config: TWO_HUMANS, seed: 5 });
    // Anything already here when the answer arrives is the old game's (a computer seat finishing).
    const atAnswer = client.eventsAtLastReply();
    expect(client.events.slice(0, atAnswer).some((e) => e.type === 'view' && e.view.view.config.seats.length === 2)).toBe(false);
    await opening;
    // (A `thinking` with no seat may come first: the old game's computer seat stops. The
    // desktop's invite status, `seats`, comes in its own time: it is about the new game too.)
    const after = client.events.slice(atAnswer);
    const first = after.filter((e) => e.type !== 'thinking' && e.type !== 'seats');
    expect(first.map((e) => e.type)).toEqual(['view', 'log']);
    expect(first[0]).toMatchObject({ type: 'view', view: { seat: 0, ply: 0, yourTurn: true } });
    const newGame = first[0]!.game;
    expect(after.filter((e) => e.type !== 'thinking').every((e) => e.game === newGame)).toBe(true);
  });
});
