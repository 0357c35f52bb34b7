// The invite service (game/) on the doors this folder makes for it: a small
// fake driver and game stand in for the session, and a real invite listener
// opens on 127.0.0.2. (The whole path
// through the web host, the rights and the per-seat views: seat-listener.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InviteService, type InviteDriver, type InviteStatus } from '../game/invite-service.js';
import { MAX_SOCKETS_PER_SEAT, type SeatSender } from './seat-listener.js';
import { getFrom, joinSeat } from './seat-listener-test-support.js';
import { seatDoors } from './seat-doors.js';
import type { GameSession } from '../game/session.js';
import type { GameEvent } from '../../shared/events.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { SEAT_END_CLOSE } from '../../shared/seat-end.js';

const LAN = '127.0.0.2';
let renderer: string;

beforeAll(() => {
  renderer = mkdtempSync(path.join(tmpdir(), 'ryozen-invite-service-'));
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
});
afterAll(() => rmSync(renderer, { recursive: true, force: true }));

/** A game of two people (seats 0 and 2) and a computer (seat 1); `over` ends it. */
function fakeGame() {
  const game = { over: false };
  const session = {
    hasGame: true,
    config: () => ({ seats: [{ controller: 'human' }, { controller: 'heuristic' }, { controller: 'human' }] }),
    decisionSeat: () => (game.over ? null : 0),
    gameId: () => 'game-1',
  } as unknown as GameSession;
  return { game, session };
}

function fakeDriver() {
  const listeners = new Set<(e: GameEvent) => void>();
  const devices: (readonly number[])[] = [];
  const announced: InviteStatus[] = [];
  const driver: InviteDriver = {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setDevices: (seats) => void devices.push(seats),
    announce: (event, audience) => {
      expect(audience).toBe('desktop');
      announced.push(event.status);
    },
  };
  return { driver, devices, announced, push: (e: GameEvent) => listeners.forEach((l) => l(e)) };
}

const calls: { channel: unknown; sender: SeatSender }[] = [];
const gate = {
  call: (channel: unknown, _payload: unknown, sender: SeatSender) => {
    calls.push({ channel, sender });
    return Promise.resolve({ ok: true as const, result: 'done' });
  },
};

const services: InviteService[] = [];
function service(lanHost: string | null = LAN, extra: { gameOverGraceMs?: number } = {}) {
  const g = fakeGame();
  const d = fakeDriver();
  const s = new InviteService({ session: g.session, driver: d.driver, doors: seatDoors({ rendererDir: renderer, gate }), lanHost, ...extra });
  services.push(s);
  return { s, ...g, ...d };
}

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
});

describe('the invite service', () => {
  it('listens on nothing until a seat is put on a device', async () => {
    const { s } = service();
    expect(s.status()).toMatchObject({ listening: false, address: null, problem: null });
    expect(s.status().seats.map((x) => [x.seat, x.place])).toEqual([
      [0, 'screen'],
      [2, 'screen'],
    ]);
  });

  it('puts a seat on a device: the listener opens on the LAN address with a code and a join link', async () => {
    const { s, devices, announced } = service();
    const status = await s.place(2, 'device');
    expect(status.listening).toBe(true);
    expect(status.address).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    const seat = status.seats.find((x) => x.seat === 2)!;
    expect(seat).toMatchObject({ place: 'device', connected: false });
    expect(seat.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(seat.joinUrl).toBe(`${status.address}/?join=${seat.code}`);
    expect(Date.parse(seat.expiresAt!) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(devices.at(-1)).toEqual([2]);
    expect(announced.at(-1)).toEqual(status);
    expect(await getFrom(status.address!, new URL(status.address!).host)).toBe(200);
  });

  it('refuses a computer seat, and a seat the game does not have', async () => {
    const { s, devices } = service();
    await expect(s.place(1, 'device')).rejects.toMatchObject({ code: 'computer-seat' });
    await expect(s.place(4, 'device')).rejects.toMatchObject({ code: 'invalid-seat' });
    expect(s.status().listening).toBe(false);
    expect(devices).toEqual([]);
  });

  it('with no network address, says so and refuses to put a seat on a device', async () => {
    const { s } = service(null);
    expect(sayEnglish(s.status().problem!)).toMatch(/not connected to a network/);
    await expect(s.place(0, 'device')).rejects.toMatchObject({ code: 'no-network' });
    expect(s.status().listening).toBe(false);
  });

  it("tells the desktop when a seat's device joins and leaves, and its calls carry the seat", async () => {
    const { s, announced } = service();
    const status = await s.place(0, 'device');
    const code = status.seats[0]!.code!;
    const device = await joinSeat(status.address!, { hello: { code } });
    expect(device.answer).toMatchObject({ welcome: { seat: 0, game: 'game-1' } });
    expect(s.status().seats[0]).toMatchObject({ connected: true, code: null, joinUrl: null });
    expect(announced.at(-1)!.seats[0]!.connected).toBe(true);
    expect(await device.raw('game:view', {})).toMatchObject({ ok: true });
    expect(calls.at(-1)).toEqual({ channel: 'game:view', sender: { kind: 'web', authenticated: true, seat: 0 } });
    device.close();
    await device.closed;
    await expect.poll(() => s.status().seats[0]!.connected).toBe(false);
    expect(announced.at(-1)!.seats[0]!.connected).toBe(false);
  });

  it("drops a seat's device: its sockets close and its credential no longer opens the seat", async () => {
    const { s } = service();
    const status = await s.place(2, 'device');
    const device = await joinSeat(status.address!, { hello: { code: status.seats[1]!.code } });
    if (!('welcome' in device.answer)) throw new Error('not welcomed');
    expect(s.status().seats[1]).toMatchObject({ connected: true, keyHeld: true });
    const after = s.drop(2);
    expect(after.seats[1]).toMatchObject({ place: 'device', code: null, connected: false, keyHeld: false });
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'seat-taken-back' });
    const again = await joinSeat(status.address!, { hello: { credential: device.answer.welcome.credential } });
    expect(again.answer).toMatchObject({ refused: { code: 'seat-taken-back' } });
  });

  it('a fresh invitation for a seat shuts out the device that joined before', async () => {
    const { s } = service();
    const first = await s.place(0, 'device');
    const device = await joinSeat(first.address!, { hello: { code: first.seats[0]!.code } });
    if (!('welcome' in device.answer)) throw new Error('not welcomed');
    const second = await s.place(0, 'device');
    expect(second.seats[0]!.code).not.toBe(first.seats[0]!.code);
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'seat-taken-back' });
    const back = await joinSeat(first.address!, { hello: { credential: device.answer.welcome.credential } });
    expect(back.answer).toMatchObject({ refused: { code: 'seat-taken-back' } });
  });

  it('a seat holds a few sockets at most: a fifth closes the oldest', async () => {
    const { s } = service();
    const status = await s.place(0, 'device');
    const first = await joinSeat(status.address!, { hello: { code: status.seats[0]!.code } });
    if (!('welcome' in first.answer)) throw new Error('not welcomed');
    const hello = { hello: { credential: first.answer.welcome.credential } };
    const more = [await joinSeat(status.address!, hello), await joinSeat(status.address!, hello), await joinSeat(status.address!, hello)];
    expect(await Promise.race([first.closed, new Promise((r) => setTimeout(() => r('open'), 100))])).toBe('open');
    more.push(await joinSeat(status.address!, hello));
    await first.closed;
    expect(await Promise.all(more.map((d) => d.raw('game:view', {})))).toHaveLength(MAX_SOCKETS_PER_SEAT);
    expect(s.status().seats[0]!.connected).toBe(true);
  });

  it('a device whose page was only closed keeps its key: it rejoins by itself, with no new code', async () => {
    const { s } = service();
    const status = await s.place(0, 'device');
    const device = await joinSeat(status.address!, { hello: { code: status.seats[0]!.code } });
    if (!('welcome' in device.answer)) throw new Error('not welcomed');
    device.close();
    await device.closed;
    await expect.poll(() => s.status().seats[0]!.connected).toBe(false);
    expect(s.status().seats[0]).toMatchObject({ code: null, keyHeld: true });
    const back = await joinSeat(status.address!, { hello: { credential: device.answer.welcome.credential } });
    expect(back.answer).toMatchObject({ welcome: { seat: 0 } });
  });

  it('a seat brought back to the screen tells its device so', async () => {
    const { s } = service();
    const status = await s.place(0, 'device');
    await s.place(2, 'device');
    const device = await joinSeat(status.address!, { hello: { code: status.seats[0]!.code } });
    await s.place(0, 'screen');
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'seat-taken-back' });
  });

  it('closes the listener when the last seat comes back to the screen', async () => {
    const { s, devices } = service();
    const status = await s.place(0, 'device');
    const back = await s.place(0, 'screen');
    expect(back).toMatchObject({ listening: false, address: null });
    expect(devices.at(-1)).toEqual([]);
    expect(await getFrom(status.address!, new URL(status.address!).host)).toBe('ECONNREFUSED');
  });

  it('stops: every seat back at the screen, the port refuses connections', async () => {
    const { s, devices } = service();
    const status = await s.place(0, 'device');
    await s.place(2, 'device');
    const stopped = await s.stop();
    expect(stopped.listening).toBe(false);
    expect(stopped.seats.every((x) => x.place === 'screen')).toBe(true);
    expect(devices.at(-1)).toEqual([]);
    expect(await getFrom(status.address!, new URL(status.address!).host)).toBe('ECONNREFUSED');
  });

  it('a new game ends the old invitations and invites its own devices', async () => {
    const { s, devices } = service();
    const old = await s.place(0, 'device');
    const device = await joinSeat(old.address!, { hello: { code: old.seats[0]!.code } });
    const fresh = await s.beginGame([2]);
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'game-replaced' });
    expect(devices.at(-1)).toEqual([2]);
    expect(fresh.seats.map((x) => x.place)).toEqual(['screen', 'device']);
    expect(fresh.seats[1]!.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await getFrom(old.address!, new URL(old.address!).host)).toBe('ECONNREFUSED');
    const none = await s.beginGame([]);
    expect(none.listening).toBe(false);
    expect(devices.at(-1)).toEqual([]);
    expect(await getFrom(fresh.address!, new URL(fresh.address!).host)).toBe('ECONNREFUSED');
  });

  it("refuses a computer seat among a new game's devices, and shuts out the old game's devices all the same", async () => {
    const { s, devices, announced } = service();
    const old = await s.place(0, 'device');
    const device = await joinSeat(old.address!, { hello: { code: old.seats[0]!.code } });
    await expect(s.beginGame([1])).rejects.toMatchObject({ code: 'computer-seat' });
    await device.closed;
    expect(devices.at(-1)).toEqual([]);
    expect(s.status()).toMatchObject({ listening: false, address: null });
    expect(await getFrom(old.address!, new URL(old.address!).host)).toBe('ECONNREFUSED');
    // The desktop hears of it once the call that started the game has been answered.
    await expect.poll(() => announced.at(-1)?.seats[0]?.place).toBe('screen');
  });

  it('closes the listener shortly after the game is over', async () => {
    const { s, game, push } = service(LAN, { gameOverGraceMs: 50 });
    const status = await s.place(0, 'device');
    const device = await joinSeat(status.address!, { hello: { code: status.seats[0]!.code } });
    push({ type: 'thinking', seat: null, fraction: 0, game: 'game-1' });
    expect(s.status().listening).toBe(true);
    game.over = true;
    push({ type: 'thinking', seat: null, fraction: 0, game: 'game-1' });
    // The final view has gone out; the listener waits the grace, then closes.
    expect(s.status().listening).toBe(true);
    await expect.poll(() => s.status().listening).toBe(false);
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'game-over' });
    expect(await getFrom(status.address!, new URL(status.address!).host)).toBe('ECONNREFUSED');
    // And nobody is invited to the finished game again.
    await expect(s.place(2, 'device')).rejects.toMatchObject({ code: 'game-over' });
    expect(s.status().listening).toBe(false);
  });
});
