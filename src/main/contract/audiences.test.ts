// Who is told what, and who may do what, once seats play on devices of their
// own: the channel rights (src/shared/rights.ts) as dispatch enforces them,
// and the driver's audiences (a seat's device hears its own seat only; the
// desktop its seat at the screen, or the table when no person plays there).
import { describe, expect, it } from 'vitest';
import { legalActions, TABLE_SEAT } from '../../engine/index.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { channels, type ApiContext, type ChannelTable } from './channel-table.js';
import { GameDriver } from '../game/driver.js';
import { dispatch, type Sender } from './ipc-guard.js';
import { BotService, type Thinker } from '../game/bot-service.js';
import { CHANNEL_NAMES } from '../../shared/channel-names.js';
import { CHANNEL_RIGHTS } from '../../shared/rights.js';
import type { GameEvent } from '../../shared/events.js';

const quickThinker: Thinker = {
  async think(state: GameState): Promise<Action> {
    const legal = legalActions(state);
    return legal[state.ply % legal.length]!;
  },
};

const THREE_PEOPLE: GameConfig = {
  mode: 'standard',
  palaceAlt: true,
  dragon: false,
  asymmetric: true,
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'human', name: 'Bo' },
    { clan: 'tortoise', controller: 'human', name: 'Chen' },
  ],
};

function table(config: GameConfig = THREE_PEOPLE) {
  const driver = new GameDriver({ bots: new BotService(quickThinker), botPauseMs: 0 });
  const session = driver.session;
  const ctx: ApiContext = { session, driver, bots: new BotService(quickThinker) };
  const heard = new Map<string, GameEvent[]>();
  const listen = (name: string, audience?: Parameters<GameDriver['subscribe']>[1]) => {
    const events: GameEvent[] = [];
    heard.set(name, events);
    driver.subscribe((e) => events.push(e), audience);
    return events;
  };
  const call = (channel: string, payload: unknown, sender: Sender = DESKTOP) => dispatch(channels as ChannelTable, ctx, channel, payload, sender);
  return { session, driver, ctx, listen, call, config };
}

const DESKTOP: Sender = { kind: 'web', authenticated: true };
const seatDevice = (seat: number): Sender => ({ kind: 'web', authenticated: true, seat });
const views = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'view' ? [e.view] : []));

describe('what a seat device may call', () => {
  it('a seat device is refused every channel that is not its seat\'s, and nothing changes', async () => {
    const t = table();
    expect(await t.call('game:new', { config: THREE_PEOPLE, seed: 5 })).toMatchObject({ ok: true });
    await t.driver.idle();
    const before = t.session.hash();
    const desktopOnly = CHANNEL_NAMES.filter((name) => CHANNEL_RIGHTS[name] === 'desktop');
    expect(desktopOnly).toEqual(expect.arrayContaining(['game:new', 'game:save', 'game:export', 'settings:set', 'replay:frame', 'games:list']));
    for (const name of desktopOnly) {
      const reply = await t.call(name, {}, seatDevice(1));
      expect(reply, name).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(t.session.hash()).toBe(before);
  });

  it('a seat device naming another seat is refused; its own seat is answered', async () => {
    const t = table();
    await t.call('game:new', { config: THREE_PEOPLE, seed: 5 });
    const deciding = t.session.decisionSeat()!;
    const other = (deciding + 1) % 3;
    const before = t.session.hash();
    const action = t.session.seatView(deciding).legal[0]!.action;
    for (const [channel, payload] of [
      ['game:act', { seat: deciding, action }],
      ['game:view', { seat: deciding }],
      ['game:undo', { seat: deciding }],
      ['bot:suggest', { seat: deciding }],
    ] as const) {
      expect(await t.call(channel, payload, seatDevice(other)), channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(t.session.hash()).toBe(before);
    const own = await t.call('game:view', {}, seatDevice(other));
    expect(own).toMatchObject({ ok: true, result: { seat: other } });
    expect(await t.call('game:act', { seat: deciding, action }, seatDevice(deciding))).toMatchObject({ ok: true });
  });
});

describe('who is told what', () => {
  it('each seat device hears only its own seat\'s view; the desktop hears its seat at the screen', async () => {
    const t = table();
    const desk = t.listen('desktop');
    const seat1 = t.listen('seat 1', { role: 'seat', seat: 1 });
    const seat2 = t.listen('seat 2', { role: 'seat', seat: 2 });
    await t.call('game:new', { config: THREE_PEOPLE, seed: 8 });
    t.driver.setDevices([1, 2]);
    // Play a few choices, each from the device or screen of the seat choosing.
    for (let i = 0; i < 9; i++) {
      const seat = t.session.decisionSeat()!;
      const action = t.session.seatView(seat).legal[0]!.action;
      const reply = await t.call('game:act', { seat, action }, seat === 0 ? DESKTOP : seatDevice(seat));
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
    }
    expect(views(seat1).length).toBeGreaterThan(0);
    expect(views(seat1).every((v) => v.seat === 1)).toBe(true);
    expect(views(seat2).every((v) => v.seat === 2)).toBe(true);
    expect(views(desk).every((v) => v.seat === 0)).toBe(true);
  });

  it('with every person on a device, the desktop shows the table: no seat, no choices, no secret draw', async () => {
    const t = table();
    const desk = t.listen('desktop');
    await t.call('game:new', { config: THREE_PEOPLE, seed: 8 });
    t.driver.setDevices([0, 1, 2]);
    const seat = t.session.decisionSeat()!;
    // The asymmetric start: the seat choosing sees the kin it drew in secret...
    expect(t.session.seatView(seat).view.kin.some((k) => k.loc === 'secret' && k.type !== 'hidden')).toBe(true);
    const last = views(desk).at(-1)!;
    expect(last.seat).toBe(TABLE_SEAT);
    expect(last.legal).toEqual([]);
    expect(last.yourTurn).toBe(false);
    // ...the table does not.
    expect(last.view.kin.some((k) => k.loc === 'secret')).toBe(true);
    expect(last.view.kin.filter((k) => k.loc === 'secret').every((k) => k.type === 'hidden')).toBe(true);
    // The desktop can neither play nor peek at a seat on a device.
    const action = t.session.seatView(seat).legal[0]!.action;
    expect(await t.call('game:act', { seat, action })).toMatchObject({ ok: false, error: { code: 'seat-on-device' } });
    expect(await t.call('game:view', { seat })).toMatchObject({ ok: false, error: { code: 'forbidden-seat' } });
    expect(await t.call('game:view', {})).toMatchObject({ ok: true, result: { seat: TABLE_SEAT } });
  });

  it('a computer seat\'s choices and view never reach the desktop', async () => {
    const t = table({ ...THREE_PEOPLE, seats: THREE_PEOPLE.seats.map((s, i) => (i === 0 ? s : { ...s, controller: 'heuristic' })) } as GameConfig);
    await t.call('game:new', { config: t.config, seed: 3 });
    await t.driver.idle();
    for (const seat of [1, 2]) {
      expect(await t.call('game:view', { seat })).toMatchObject({ ok: false, error: { code: 'forbidden-seat' } });
      expect(await t.call('bot:suggest', { seat })).toMatchObject({ ok: false, error: { code: 'computer-seat' } });
    }
  });

  it("rule: before the game is over the desktop may not look at a device's or a computer's seat (game:view, bot:suggest); once over, every view is open", async () => {
    const config = { ...THREE_PEOPLE, seats: THREE_PEOPLE.seats.map((s, i) => (i === 2 ? { ...s, controller: 'heuristic' } : s)) } as GameConfig;
    const t = table(config);
    expect(await t.call('game:new', { config, seed: 4 })).toMatchObject({ ok: true });
    t.driver.setDevices([1]);
    await t.driver.idle();
    const before = t.session.hash();
    const refusals: [string, number, string][] = [];
    for (const seat of [1, 2]) {
      for (const channel of ['game:view', 'bot:suggest']) {
        const reply = await t.call(channel, { seat });
        refusals.push([channel, seat, reply.ok ? 'answered' : reply.error.code]);
      }
    }
    expect(refusals).toEqual([
      ['game:view', 1, 'forbidden-seat'],
      ['bot:suggest', 1, 'seat-on-device'],
      ['game:view', 2, 'forbidden-seat'],
      ['bot:suggest', 2, 'computer-seat'],
    ]);
    expect(t.session.hash()).toBe(before);
    // Play to the end, each seat from where it is played: then the desktop may look at any seat.
    for (let i = 0; i < 5000 && t.session.decisionSeat() !== null; i++) {
      const seat = t.session.decisionSeat()!;
      if (seat === 2) {
        await t.driver.idle();
        continue;
      }
      const action = t.session.seatView(seat).legal[0]!.action;
      const reply = await t.call('game:act', { seat, action }, seat === 1 ? seatDevice(1) : DESKTOP);
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      await t.driver.idle();
    }
    expect(t.session.decisionSeat()).toBeNull();
    for (const seat of [1, 2]) expect(await t.call('game:view', { seat })).toMatchObject({ ok: true, result: { seat, gameOver: true } });
  });

  it('every event names its game; a new game has a new id, an undo keeps it', async () => {
    const t = table();
    const desk = t.listen('desktop');
    const first = await t.call('game:new', { config: THREE_PEOPLE, seed: 2 });
    if (!first.ok) throw new Error(first.error.message);
    const id = (first.result as { game: string }).game;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    await new Promise((r) => setTimeout(r, 5));
    const seat = t.session.decisionSeat()!;
    await t.call('game:act', { seat, action: t.session.seatView(seat).legal[0]!.action });
    await t.call('game:undo', { seat });
    expect(desk.length).toBeGreaterThan(3);
    expect(desk.every((e) => e.game === id)).toBe(true);
    expect(views(desk).every((v) => v.game === id)).toBe(true);
    const second = await t.call('game:new', { config: THREE_PEOPLE, seed: 2 });
    expect(second.ok && (second.result as { game: string }).game).not.toBe(id);
  });
});
