// The invite listener's security, end to end over real sockets: the web host
// on 127.0.0.1 (the desktop, with its token) and the invite listener on
// 127.0.0.2 (the "home network"), sharing one real session. A seat device
// may do what its seat may do and nothing else, sees only its own seat's
// view, and gets in only with a code or credential, from its own origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import { CHANNEL_NAMES } from '../../shared/channel-names.js';
import { CHANNEL_RIGHTS } from '../../shared/rights.js';
import { SEAT_END_CLOSE } from '../../shared/seat-end.js';
import type { GameEvent } from '../../shared/events.js';
import { CODE_LIFETIME_MS, MAX_WRONG_CODES } from './invite-book.js';
import type { InviteStatus } from '../game/invite-service.js';
import type { SeatView } from '../game/session.js';
import { firstMessageAndClose, getFrom, joinSeat, openSocket, type SeatClient } from './seat-listener-test-support.js';
import { connectClient, standInRenderer, type GameClient } from '../web-host-test-support.js';
import { startWebHost, type WebHost } from '../web-host.js';

const LAN = '127.0.0.2';

/** Three people: seat 0 at the desktop, seats 1 and 2 on their own devices. */
const THREE_PEOPLE: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aki' },
    { clan: 'koi', controller: 'human', name: 'Ben' },
    { clan: 'fox', controller: 'human', name: 'Chi' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

let tmp: string;
let host: WebHost;
let desktop: GameClient;
let clockMs = Date.UTC(2026, 10, 26, 12);
/** The invite listener's address, e.g. http://127.0.0.2:41234 */
let address: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-seat-listener-'));
  const renderer = standInRenderer(tmp);
  host = await startWebHost({
    port: 0,
    dataDir: path.join(tmp, 'data'),
    rendererDir: renderer,
    saves: null,
    thinker: null,
    botPauseMs: 0,
    lanHost: LAN,
    invites: { now: () => clockMs, helloTimeoutMs: 300 },
  });
  desktop = await connectClient(host);
});

afterAll(async () => {
  desktop?.close();
  await host?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A new game with `devices` on other devices; answers the invite status. */
async function newGame(devices: number[]): Promise<InviteStatus> {
  await desktop.call('game:new', { config: THREE_PEOPLE, seed: 7, devices });
  const status = await desktop.call<InviteStatus>('invite:status', {});
  if (status.address) address = status.address;
  return status;
}

const codeOf = (status: InviteStatus, seat: number) => status.seats.find((s) => s.seat === seat)!.code!;

async function join(status: InviteStatus, seat: number): Promise<SeatClient & { credential: string }> {
  const device = await joinSeat(status.address!, { hello: { code: codeOf(status, seat) } });
  if (!('welcome' in device.answer)) throw new Error(`seat ${seat} refused: ${JSON.stringify(device.answer)}`);
  expect(device.answer.welcome.seat).toBe(seat);
  return { ...device, credential: device.answer.welcome.credential };
}

describe('a seat device may do only what its seat may do', () => {
  let status: InviteStatus;
  let seat1: SeatClient & { credential: string };

  beforeAll(async () => {
    status = await newGame([1, 2]);
    seat1 = await join(status, 1);
  });
  afterAll(() => seat1?.close());

  it('every desktop channel is refused with forbidden, and the game is unchanged', async () => {
    const desktopOnly = CHANNEL_NAMES.filter((name) => CHANNEL_RIGHTS[name] === 'desktop');
    // The table names every invite channel and every call that starts a game as the desktop's.
    expect(desktopOnly).toEqual(expect.arrayContaining(['invite:status', 'invite:seat', 'invite:drop', 'invite:stop', 'game:new', 'game:load', 'games:continue', 'campaign:create', 'campaign:continue', 'game:save', 'game:export']));
    const before = host.session.hash();
    const payloads: Record<string, unknown> = {
      'game:new': { config: THREE_PEOPLE, seed: 1 },
      'invite:seat': { seat: 1, place: 'screen' },
      'invite:drop': { seat: 1 },
    };
    for (const name of desktopOnly) {
      const reply = await seat1.raw(name, payloads[name] ?? {});
      expect([name, reply.ok, reply.error?.code]).toEqual([name, false, 'forbidden']);
    }
    expect(host.session.hash()).toBe(before);
    // Still on its device, still listening: the refused invite calls changed nothing either.
    const after = await desktop.call<InviteStatus>('invite:status', {});
    expect(after.listening).toBe(true);
    expect(after.seats.find((s) => s.seat === 1)).toMatchObject({ place: 'device', connected: true });
  });

  it("naming another seat is refused, and the game is unchanged", async () => {
    const before = host.session.hash();
    const legal0 = host.session.seatView(0).legal;
    const someAction = legal0[0]!.action;
    for (const [channel, payload] of [
      ['game:view', { seat: 0 }],
      ['game:view', { seat: 2 }],
      ['game:act', { seat: 0, action: someAction }],
      ['game:undo', { seat: 0 }],
      ['bot:suggest', { seat: 2 }],
    ] as const) {
      const reply = await seat1.raw(channel, payload);
      expect([channel, payload.seat, reply.ok, reply.error?.code]).toEqual([channel, payload.seat, false, 'forbidden']);
    }
    expect(host.session.hash()).toBe(before);
  });

  it('its own seat answers: the view with no seat named is its own', async () => {
    const reply = await seat1.raw('game:view', {});
    expect(reply.ok).toBe(true);
    expect((reply.result as SeatView).seat).toBe(1);
  });

  it('a second hello on a welcomed socket is not taken', async () => {
    const other = await joinSeat(address, { hello: { credential: seat1.credential } });
    expect(await other.frame({ hello: { code: 'AAAAAA' } })).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(await other.raw('game:view', {})).toMatchObject({ ok: true, result: { seat: 1 } });
    other.close();
  });
});

describe('each device sees only its own seat', () => {
  it('over a game, a device receives views of its own seat only, never another seat', async () => {
    const status = await newGame([1, 2]);
    const devices = { 1: await join(status, 1), 2: await join(status, 2) } as Record<number, SeatClient>;
    const desktopFrom = desktop.events.length;
    try {
      for (let moves = 0; moves < 24; moves++) {
        const seat = host.session.decisionSeat();
        if (seat === null) break;
        const client = seat === 0 ? null : devices[seat]!;
        const view = client ? ((await client.raw('game:view', {})).result as SeatView) : host.session.seatView(0);
        expect(view.seat).toBe(seat);
        const action = view.legal[0]!.action;
        const reply = client ? await client.raw('game:act', { seat, action }) : await desktop.raw('game:act', { seat: 0, action });
        expect(reply).toMatchObject({ ok: true });
      }
      for (const seat of [1, 2]) {
        const views = devices[seat]!.events.filter((e): e is Extract<GameEvent, { type: 'view' }> => e.type === 'view');
        expect(views.length).toBeGreaterThan(0);
        expect(views.filter((e) => e.view.seat !== seat)).toEqual([]);
        // The invite status (codes of other seats) is the desktop's alone.
        expect(devices[seat]!.events.filter((e) => e.type === 'seats')).toEqual([]);
      }
      // Neither device's view ever reached the desktop.
      const desktopViews = desktop.events.slice(desktopFrom).filter((e): e is Extract<GameEvent, { type: 'view' }> => e.type === 'view');
      expect(desktopViews.filter((e) => e.view.seat === 1 || e.view.seat === 2)).toEqual([]);
    } finally {
      devices[1]!.close();
      devices[2]!.close();
    }
  });
});

describe('the desktop', () => {
  it('hears who joined, for the game in play', async () => {
    const status = await newGame([2]);
    const game = host.session.gameId();
    const heard = desktop.nextEvent((e) => e.type === 'seats' && e.status.seats.some((s) => s.seat === 2 && s.connected));
    const device = await join(status, 2);
    expect(await heard).toMatchObject({ type: 'seats', game });
    device.close();
  });
});

describe('codes', () => {
  it('work once', async () => {
    const status = await newGame([1]);
    const first = await join(status, 1);
    const again = await joinSeat(address, { hello: { code: codeOf(status, 1) } });
    expect(again.answer).toMatchObject({ refused: { code: 'wrong-code' } });
    await again.closed;
    first.close();
  });

  it('expire after 10 minutes', async () => {
    const status = await newGame([1]);
    clockMs += CODE_LIFETIME_MS;
    const late = await joinSeat(address, { hello: { code: codeOf(status, 1) } });
    expect(late.answer).toMatchObject({ refused: { code: 'code-expired' } });
  });

  it('stop working, every one of them, after 20 wrong codes', async () => {
    const status = await newGame([1, 2]);
    const real = [codeOf(status, 1), codeOf(status, 2)];
    const wrong = real[0] === 'AAAAAA' || real[1] === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 1; i <= MAX_WRONG_CODES; i++) {
      const { first } = await firstMessageAndClose(address, JSON.stringify({ hello: { code: wrong } }));
      expect(first).toMatchObject({ refused: { code: i < MAX_WRONG_CODES ? 'wrong-code' : 'too-many-tries' } });
    }
    for (const code of real) {
      const { first } = await firstMessageAndClose(address, JSON.stringify({ hello: { code } }));
      expect(first).toMatchObject({ refused: {} });
    }
    // The desktop invites again: a fresh code works.
    const fresh = await desktop.call<InviteStatus>('invite:seat', { seat: 1, place: 'device' });
    const device = await join(fresh, 1);
    device.close();
  });

  it("voided after 20 wrong codes, they vanish from the desktop's status without it asking", async () => {
    const status = await newGame([1, 2]);
    const wrong = [codeOf(status, 1), codeOf(status, 2)].includes('AAAAAA') ? 'BBBBBB' : 'AAAAAA';
    const voided = desktop.nextEvent((e) => e.type === 'seats' && e.status.seats.every((seat) => seat.place !== 'device' || seat.code === null));
    for (let i = 1; i <= MAX_WRONG_CODES; i++) await firstMessageAndClose(address, JSON.stringify({ hello: { code: wrong } }));
    const event = await voided;
    expect(event).toMatchObject({ type: 'seats', status: { listening: true } });
    expect(event.type === 'seats' && event.status.seats.filter((seat) => seat.place === 'device').map((seat) => seat.joinUrl)).toEqual([null, null]);
  });
});

describe('who may connect', () => {
  let status: InviteStatus;
  beforeAll(async () => {
    status = await newGame([1]);
  });

  it('the invite address as Host, and nothing else', async () => {
    const own = new URL(address).host;
    expect(await getFrom(address, own)).toBe(200);
    for (const wrong of [`127.0.0.1:${new URL(address).port}`, `localhost:${new URL(address).port}`, `evil.example:${new URL(address).port}`, LAN]) {
      expect(await getFrom(address, wrong)).toBe(421);
      await expect(openSocket(address, { host: wrong })).rejects.toThrow(/HTTP 421/);
    }
  });

  it("the invite address as Origin, and not the desktop's page or any other", async () => {
    for (const origin of [host.origin, 'http://evil.example', `https://${new URL(address).host}`, 'null']) {
      await expect(openSocket(address, { origin })).rejects.toThrow(/HTTP 403/);
    }
  });

  it('the desktop token opens nothing here', async () => {
    // On the URL, as the desktop's page presents it: the socket opens, but only a hello counts.
    const withToken = await firstMessageAndClose(address, JSON.stringify({ id: 1, channel: 'invite:status', payload: {} }), { path: `/ws?token=${host.token}` });
    expect(withToken.first).toMatchObject({ refused: { code: 'bad-hello' } });
    // As a hello.
    for (const hello of [{ credential: host.token }, { token: host.token }, { code: host.token }]) {
      const { first } = await firstMessageAndClose(address, JSON.stringify({ hello }), { path: `/ws?token=${host.token}` });
      expect(first).toMatchObject({ refused: {} });
    }
    expect(status.seats.find((s) => s.seat === 1)!.connected).toBe(false);
  });

  it('a socket that says no hello in time is closed', async () => {
    const { first, code } = await firstMessageAndClose(address, null);
    expect(first).toMatchObject({ refused: { code: 'no-hello' } });
    expect(code).toBe(1008);
  });

  it("a dropped seat's device is closed, and its credential refused", async () => {
    const fresh = await desktop.call<InviteStatus>('invite:seat', { seat: 1, place: 'device' });
    const device = await join(fresh, 1);
    await desktop.call('invite:drop', { seat: 1 });
    // Told why, in the close and again on coming back: the device stops knocking.
    expect(await device.closedWith).toEqual({ code: SEAT_END_CLOSE, reason: 'seat-taken-back' });
    const back = await joinSeat(address, { hello: { credential: device.credential } });
    expect(back.answer).toMatchObject({ refused: { code: 'seat-taken-back' } });
  });

  it('after invite:stop the port refuses connections', async () => {
    const fresh = await desktop.call<InviteStatus>('invite:seat', { seat: 1, place: 'device' });
    expect(fresh.listening).toBe(true);
    const stopped = await desktop.call<InviteStatus>('invite:stop', {});
    expect(stopped).toMatchObject({ listening: false, address: null });
    expect(await getFrom(fresh.address!, new URL(fresh.address!).host)).toBe('ECONNREFUSED');
  });
});
