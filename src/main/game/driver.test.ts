// The game driver runs the game on the main side: a person's choice, the
// computer seats' answers, autosaves, and the events the renderer shows.
// The computer seats think with a fast stand-in (no worker thread), so these
// tests follow whole turns in milliseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index.js';
import { RulesError } from '../../engine/core/errors.js';
import type { Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { ApiError } from './api-error.js';
import { createAppContext } from '../app-context.js';
import { GameDriver, type AutosaveService, type Keeping } from './driver.js';
import { SECRET_LABEL, type GameEvent } from '../../shared/events.js';
import { BotService, type Thinker } from './bot-service.js';
import { Session, type SeatView } from './session.js';

/** How the tests' games are kept (a keeper-less driver ignores it). */
const OWN_RECORD: Keeping = { kind: 'record' };
import { ONE_PERSON_THREE_COMPUTERS } from '../web-host-test-support.js';

const TWO_PEOPLE: GameConfig = { ...ONE_PERSON_THREE_COMPUTERS, seats: [ONE_PERSON_THREE_COMPUTERS.seats[0]!, { clan: 'koi', controller: 'human', name: 'Bo' }] };

/** Chooses at once, varying its pick with the ply so games move on; reports a burst of progress first. */
const quickThinker: Thinker = {
  async think(state: GameState, _level, _seed, onProgress): Promise<Action> {
    for (let i = 1; i <= 10; i++) onProgress?.({ fraction: i / 10 });
    const legal = legalActions(state);
    return legal[state.ply % legal.length]!;
  },
};

/** A thinker that holds each thought until the test lets it go. */
function heldThinker() {
  const held: (() => void)[] = [];
  const thinker: Thinker = {
    async think(state) {
      await new Promise<void>((resolve) => held.push(resolve));
      return legalActions(state)[0]!;
    },
  };
  return { thinker, held, release: () => held.splice(0).forEach((go) => go()) };
}

function driverWith(thinker: Thinker = quickThinker, autosaver: AutosaveService | null = null) {
  const driver = new GameDriver({ bots: new BotService(thinker), autosaver, botPauseMs: 0 });
  return { session: driver.session, driver, ...recorder(driver) };
}

/** Records every event; `next` waits for the first one from now on that matches. */
function recorder(driver: GameDriver) {
  const events: GameEvent[] = [];
  const waiting: { match: (e: GameEvent) => boolean; resolve: (e: GameEvent) => void }[] = [];
  driver.subscribe((e) => {
    events.push(e);
    for (const w of [...waiting]) {
      if (!w.match(e)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(e);
    }
  });
  const next = (match: (e: GameEvent) => boolean, ms = 5_000) =>
    new Promise<GameEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such event within ${ms} ms; last events: ${JSON.stringify(events.slice(-3).map((e) => e.type))}`)), ms);
      waiting.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  return { events, next };
}

/** The view that lets `seat` choose (or shows the game's end). */
const chooseNow = (seat: number) => (e: GameEvent) => e.type === 'view' && e.view.seat === seat && (e.view.yourTurn || e.view.gameOver);
const viewOf = (e: GameEvent): SeatView => {
  if (e.type !== 'view') throw new Error(`expected a view event, got ${e.type}`);
  return e.view;
};
/** A placement when the seat may place, else the first choice (unveiled, pass...): nothing hidden comes to light. */
const placement = (view: SeatView): Action => (view.legal.find((c) => c.action.t === 'place') ?? view.legal[0]!).action;

/**
 * Makes `view.seat`'s choices up to the last one of its turn (a placement is
 * several: the spot, cloaked or not, ...) and returns the view of that last
 * choice and the index of the first event it caused.
 */
async function playUpToLastChoice(driver: GameDriver, events: GameEvent[], view: SeatView): Promise<{ view: SeatView; from: number }> {
  for (;;) {
    const from = events.length;
    if (wouldPassTurn(driver, view)) return { view, from };
    await driver.act(view.seat, placement(view));
    view = viewOf(events.slice(from).find((e) => e.type === 'view')!);
  }
}

/** Starts the one-person table, plays the person's first turn to its end and waits until a computer seat thinks. */
async function untilAComputerThinks({ driver, events, next }: ReturnType<typeof driverWith>): Promise<void> {
  const firstChoice = next(chooseNow(0));
  await driver.start((t) => t.newGame(ONE_PERSON_THREE_COMPUTERS, 7, OWN_RECORD));
  const last = await playUpToLastChoice(driver, events, viewOf(await firstChoice));
  const thinking = next((e) => e.type === 'thinking' && e.seat !== null);
  await driver.act(0, placement(last.view));
  await thinking;
}

/** Whether the seat's choice ends its turn (checked on a copy of the game). */
function wouldPassTurn(driver: GameDriver, view: SeatView): boolean {
  const copy = new Session();
  copy.restore(driver.session.record());
  copy.apply(view.seat, placement(view));
  return copy.decisionSeat() !== view.seat;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the game driver', () => {
  it('after a person places, the three computer seats answer with pushed events until the person chooses again', async () => {
    const { driver, events, next } = driverWith();
    const firstChoice = next(chooseNow(0));
    await driver.start((t) => t.newGame(ONE_PERSON_THREE_COMPUTERS, 7, OWN_RECORD));
    const { view: mine, from } = await playUpToLastChoice(driver, events, viewOf(await firstChoice));
    const again = next((e) => chooseNow(0)(e) && viewOf(e).ply > mine.ply);

    const ack = await driver.act(0, placement(mine));
    expect(ack.ply).toBe(mine.ply + 1);
    const back = viewOf(await again);
    await driver.idle();

    const turn = events.slice(from);
    // The person's own move first, then every computer choice as move, log, view, and no one thinking at the end.
    expect(turn.slice(0, 3).map((e) => e.type)).toEqual(['move', 'log', 'view']);
    expect(turn[0]).toMatchObject({ type: 'move', seat: 0, byComputer: false, ply: mine.ply + 1 });
    const computerMoves = turn.filter((e) => e.type === 'move' && e.byComputer);
    expect(new Set(computerMoves.map((e) => (e.type === 'move' ? e.seat : -1)))).toEqual(new Set([1, 2, 3]));
    for (const m of computerMoves) {
      const i = turn.indexOf(m);
      expect(turn[i - 1]).toMatchObject({ type: 'thinking', seat: (m as { seat: number }).seat });
      expect(turn.slice(i + 1, i + 3).map((e) => e.type)).toEqual(['log', 'view']);
      expect(sayEnglish((m as { label: Msg }).label).length).toBeGreaterThan(0);
    }
    expect(turn.at(-1)).toMatchObject({ type: 'thinking', seat: null, fraction: 0 });
    // Each choice is one ply, and the log comes in one unbroken run.
    const plies = turn.flatMap((e) => (e.type === 'move' ? [e.ply] : []));
    expect(plies).toEqual(plies.map((_, i) => mine.ply + 1 + i));
    expect(back.ply).toBe(mine.ply + plies.length);
    let held = mine.logLength;
    for (const e of turn) {
      if (e.type !== 'log') continue;
      expect(e.from).toBe(held);
      held = e.total;
    }
    expect(held).toBe(back.logLength);
    // Ten progress reports in one instant make one thinking event per thought, not ten.
    expect(turn.filter((e) => e.type === 'thinking' && e.seat !== null)).toHaveLength(computerMoves.length);
  });

  it('refuses an illegal choice, another seat, a computer seat, or a choice while the computers play, saying why and changing nothing', async () => {
    const { thinker, release } = heldThinker();
    const { session, driver, events, next } = driverWith(thinker);
    const firstChoice = next(chooseNow(0));
    await driver.start((t) => t.newGame(ONE_PERSON_THREE_COMPUTERS, 7, OWN_RECORD));
    const mine = viewOf(await firstChoice);
    const hash = session.hash();
    const seen = events.length;

    const illegal = await driver.act(0, { t: 'place', kin: 999, spot: 'nowhere' }).catch((e: unknown) => e);
    expect(illegal).toBeInstanceOf(RulesError);
    expect((illegal as Error).message.length).toBeGreaterThan(10);
    await expect(driver.act(1, { t: 'pass' })).rejects.toMatchObject({ code: 'computer-seat', message: expect.stringMatching(/computer/) });
    await expect(driver.act(4, { t: 'pass' })).rejects.toMatchObject({ code: 'bad-seat' });
    expect(session.hash()).toBe(hash);
    expect(events).toHaveLength(seen);

    const last = await playUpToLastChoice(driver, events, mine);
    const thinking = next((e) => e.type === 'thinking' && e.seat !== null);
    await driver.act(0, placement(last.view));
    await thinking;
    const during = session.hash();
    const busy = await driver.act(0, { t: 'pass' }).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ApiError);
    expect(busy).toMatchObject({ code: 'busy', message: expect.stringMatching(/computer players are still choosing/) });
    expect(session.hash()).toBe(during);
    release();
    driver.halt();
  });

  it('a new game started while a computer seat thinks stops the old game: its late move is thrown away', async () => {
    const { thinker, held, release } = heldThinker();
    const rig = driverWith(thinker);
    const { session, driver, events, next } = rig;
    await untilAComputerThinks(rig);
    expect(held).toHaveLength(1);

    const fresh = next((e) => e.type === 'view');
    await driver.start((t) => t.newGame(TWO_PEOPLE, 8, OWN_RECORD));
    const since = events.indexOf(await fresh);
    release();
    await driver.idle();

    expect(session.state().ply).toBe(0);
    expect(session.config().seats).toHaveLength(2);
    const after = events.slice(since);
    expect(after.some((e) => e.type === 'move')).toBe(false);
    expect(after.filter((e) => e.type === 'view').every((e) => viewOf(e).ply === 0)).toBe(true);
    // The old thought's indicator is cleared as the new game comes in.
    expect(events.slice(0, since).filter((e) => e.type === 'thinking').at(-1)).toMatchObject({ type: 'thinking', seat: null, fraction: 0 });
  });

  it("a new game does not wait for the old game's thought: it is cancelled", async () => {
    const thoughts: ((err: Error) => void)[] = [];
    let endless = true;
    const thinker: Thinker = {
      think: (state, level, seed, onProgress) => (endless ? new Promise<Action>((_, reject) => thoughts.push(reject)) : quickThinker.think(state, level, seed, onProgress)),
      cancel: () => thoughts.splice(0).forEach((stop) => stop(new Error('cancelled'))),
    };
    const rig = driverWith(thinker);
    const { driver, events, next } = rig;
    await untilAComputerThinks(rig);
    expect(thoughts).toHaveLength(1);

    endless = false;
    const computersFirst = { ...ONE_PERSON_THREE_COMPUTERS, seats: [...ONE_PERSON_THREE_COMPUTERS.seats.slice(1), ONE_PERSON_THREE_COMPUTERS.seats[0]!] };
    const personChooses = next(chooseNow(3), 2_000);
    await driver.start((t) => t.newGame(computersFirst, 7, OWN_RECORD));
    expect(thoughts).toHaveLength(0);
    expect(viewOf(await personChooses).ply).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'error')).toBe(false);
  });

  it('undo takes a choice back, cuts the log back and shows the seat its choice again; it also stops the computers answering it', async () => {
    const { thinker, release } = heldThinker();
    const { session, driver, events, next } = driverWith(thinker);
    const firstChoice = next(chooseNow(0));
    await driver.start((t) => t.newGame(ONE_PERSON_THREE_COMPUTERS, 7, OWN_RECORD));
    const { view: mine } = await playUpToLastChoice(driver, events, viewOf(await firstChoice));
    const hash = session.hash();
    const thinking = next((e) => e.type === 'thinking' && e.seat !== null);
    await driver.act(0, placement(mine));
    await thinking;
    expect(session.undoRefusal(0)).toBeNull();

    const from = events.length;
    expect(await driver.undo(0)).toEqual({ ply: mine.ply });
    release();
    await driver.idle();
    expect(session.hash()).toBe(hash);
    const undone = events.slice(from);
    expect(undone.map((e) => e.type)).toEqual(['thinking', 'log', 'view']);
    expect(undone[0]).toMatchObject({ type: 'thinking', seat: null, fraction: 0 });
    expect(undone[1]).toMatchObject({ type: 'log', from: mine.logLength, entries: [], total: mine.logLength });
    expect(viewOf(undone[2]!)).toMatchObject({ seat: 0, yourTurn: true, ply: mine.ply });

    // A computer seat's choices are not taken back from the screen; a fresh game has nothing to take back.
    await expect(driver.undo(2)).rejects.toThrow(/computer/);
    await driver.start((t) => t.newGame(TWO_PEOPLE, 8, OWN_RECORD));
    const nothing = await driver.undo(0).catch((e: unknown) => e);
    expect(nothing).toMatchObject({ code: 'cannot-undo' });
    expect(sayEnglish((nothing as RulesError).words)).toMatch(/Nothing has been played/);
  });

  it('a view event only ever carries the seat at the screen: the person choosing, or the person who chose last', async () => {
    const hotseat: GameConfig = {
      ...ONE_PERSON_THREE_COMPUTERS,
      seats: [ONE_PERSON_THREE_COMPUTERS.seats[0]!, ONE_PERSON_THREE_COMPUTERS.seats[1]!, { clan: 'tortoise', controller: 'human', name: 'Chi' }, ONE_PERSON_THREE_COMPUTERS.seats[3]!],
    };
    const people = new Set([0, 2]);
    const { driver, events, next } = driverWith();
    const person = (e: GameEvent) => e.type === 'view' && (e.view.yourTurn || e.view.gameOver);
    let turn = next(person);
    await driver.start((t) => t.newGame(hotseat, 21, OWN_RECORD));
    for (let i = 0; i < 40; i++) {
      const view = viewOf(await turn);
      if (view.gameOver) break;
      turn = next(person);
      await driver.act(view.seat, view.legal[i % view.legal.length]!.action);
    }
    await driver.idle();
    let lastPerson: number | null = null;
    const views = events.flatMap((e) => (e.type === 'view' ? [e.view] : []));
    expect(views.length).toBeGreaterThan(40);
    for (const view of views) {
      expect(people.has(view.seat)).toBe(true);
      if (view.yourTurn) lastPerson = view.seat;
      else if (lastPerson !== null) expect(view.seat).toBe(lastPerson);
    }
    expect(new Set(views.filter((v) => v.yourTurn).map((v) => v.seat))).toEqual(people);
  });

  it("a secret choice's move event names nothing: no action and the same words for a person or a computer", async () => {
    // Asymmetric set-up: each seat picks its drawn kin and cards in secret; the page shows move events to every seat.
    const { driver, events, next } = driverWith();
    let person = next(chooseNow(0));
    await driver.start((t) => t.newGame({ ...ONE_PERSON_THREE_COMPUTERS, asymmetric: true }, 5, OWN_RECORD));
    let view = viewOf(await person);
    expect(view.decision?.secret).toBe(true);
    // The person's secret picks, until the computers have made theirs and the open game begins.
    while (view.decision?.secret) {
      person = next(chooseNow(0));
      await driver.act(0, view.legal[0]!.action);
      view = viewOf(await person);
    }
    await driver.idle();
    const moves = events.flatMap((e) => (e.type === 'move' ? [e] : []));
    const secret = moves.filter((m) => m.label === SECRET_LABEL);
    expect(secret.some((m) => !m.byComputer) && secret.some((m) => m.byComputer)).toBe(true);
    for (const m of secret) expect(m.action).toBeUndefined();
    expect(moves.filter((m) => m.label !== SECRET_LABEL).every((m) => m.action !== undefined)).toBe(true);
  });

  it("keeps every choice, a person's and the computers', in the game's own record", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-driver-'));
    dirs.push(dataDir);
    const ctx = createAppContext({ dataDir, thinker: quickThinker, botPauseMs: 0 });
    const { events, next } = recorder(ctx.driver);
    const firstChoice = next(chooseNow(0));
    await ctx.driver.start((t) => t.newGame(ONE_PERSON_THREE_COMPUTERS, 7, OWN_RECORD));
    const { view: mine } = await playUpToLastChoice(ctx.driver, events, viewOf(await firstChoice));
    // Every choice shown has been kept, the computers' included.
    expect(mine.savedPly).toBe(mine.ply);
    const again = next((e) => chooseNow(0)(e) && viewOf(e).ply > mine.ply);
    await ctx.driver.act(0, placement(mine));
    const back = viewOf(await again);
    await ctx.driver.idle();
    expect(back.savedPly).toBe(back.ply);
    expect(back.autosavedAt).not.toBeNull();
    const lastMove = events.filter((e) => e.type === 'move').at(-1)!;
    expect(lastMove).toMatchObject({ byComputer: true });
    const { games } = await ctx.games!.list();
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ status: 'playing', moves: back.ply, current: true });
    expect(events.some((e) => e.type === 'error')).toBe(false);
  });

  it("ends a story scenario for the campaign when the game's last choice is a computer seat's", async () => {
    const finished: string[] = [];
    let campaign: string | null = null;
    const autosaver: AutosaveService = {
      keep(how) {
        campaign = how.kind === 'campaign' ? how.id : null;
      },
      async afterAction(session) {
        if (session.state().phase === 'end' && campaign) finished.push(campaign);
      },
    };
    const allComputers: GameConfig = { ...ONE_PERSON_THREE_COMPUTERS, seats: ONE_PERSON_THREE_COMPUTERS.seats.map((s) => ({ ...s, controller: 'random' as const })) };
    const { driver, next } = driverWith(quickThinker, autosaver);
    const end = next((e) => e.type === 'view' && e.view.gameOver, 60_000);
    await driver.start((t) => t.newGame(allComputers, 3, { kind: 'campaign', id: 'c-1' }));
    const last = viewOf(await end);
    await driver.idle();
    expect(last.scores).not.toBeNull();
    expect(finished).toEqual(['c-1']);
  }, 90_000);

  it('reports a computer seat that fails, and tries again when the view is asked for', async () => {
    let fail = true;
    const flaky: Thinker = {
      think: (state, level, seed, onProgress) => (fail ? Promise.reject(new Error('the worker stopped')) : quickThinker.think(state, level, seed, onProgress)),
    };
    const { driver, next } = driverWith(flaky);
    const error = next((e) => e.type === 'error');
    const firstChoice = next(chooseNow(3));
    await driver.start((t) => t.newGame({ ...ONE_PERSON_THREE_COMPUTERS, seats: [...ONE_PERSON_THREE_COMPUTERS.seats.slice(1), ONE_PERSON_THREE_COMPUTERS.seats[0]!] }, 7, OWN_RECORD));
    expect(await error).toMatchObject({ code: 'computer-failed', message: expect.stringMatching(/the worker stopped/) });
    fail = false;
    driver.view();
    expect(viewOf(await firstChoice).seat).toBe(3);
  });
});
