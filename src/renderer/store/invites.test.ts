// The desktop's copy of who plays where: each invite call is one call whose
// answer is shown; a `seats` event the main side pushes (a device joined or
// left) replaces what is shown; a refusal is said in words and changes nothing.
import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/channel-names.js';
import type { GameEventListener } from '../../shared/events.js';
import type { InviteStatus } from '../../shared/invite-status.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { createInviteStore, deviceSeats, deviceStanding } from './invites.js';

const ADDRESS = 'http://127.0.0.2:40123';

function status(seats: Partial<InviteStatus['seats'][number]>[], over: Partial<InviteStatus> = {}): InviteStatus {
  return {
    listening: seats.some((s) => s.place === 'device'),
    address: seats.some((s) => s.place === 'device') ? ADDRESS : null,
    seats: seats.map((s, i) => ({ seat: i, place: 'screen', code: null, expiresAt: null, joinUrl: null, connected: false, keyHeld: false, ...s })),
    problem: null,
    ...over,
  };
}

function fakeMain(answers: Partial<Record<ChannelName, (input: unknown) => unknown>>) {
  const calls: [ChannelName, unknown][] = [];
  const listeners = new Set<GameEventListener>();
  const bridge: Bridge = {
    kind: 'web',
    call: (async (channel: ChannelName, input: unknown) => {
      calls.push([channel, input]);
      const h = answers[channel];
      if (!h) throw new BridgeError('unknown-channel', `no ${channel}`);
      return h(input);
    }) as Bridge['call'],
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { calls, bridge, push: (s: InviteStatus, game = 'g-x') => listeners.forEach((l) => l({ type: 'seats', status: s, game })) };
}

const invited = status([{}, { place: 'device', code: 'ABC234', expiresAt: '2030-01-01T00:10:00.000Z', joinUrl: `${ADDRESS}/?join=ABC234` }]);

describe('the invite store', () => {
  it('opens with the status the main side answers, and follows the seats events after', async () => {
    const main = fakeMain({ 'invite:status': () => invited });
    const store = createInviteStore(() => main.bridge);
    await store.getState().show();
    expect(main.calls).toEqual([['invite:status', {}]]);
    expect(store.getState()).toMatchObject({ open: true, status: { address: ADDRESS } });
    expect(deviceSeats(store.getState().status).map((s) => [s.seat, s.code, s.connected])).toEqual([[1, 'ABC234', false]]);

    // The phone joined: the code is spent and the seat connected.
    main.push(status([{}, { place: 'device', connected: true }]));
    expect(deviceSeats(store.getState().status).map((s) => [s.seat, s.code, s.connected])).toEqual([[1, null, true]]);
  });

  it('drops, invites again and stops with one call each, showing each answer', async () => {
    const main = fakeMain({
      'invite:drop': () => status([{}, { place: 'device' }]),
      'invite:seat': () => status([{}, { place: 'device', code: 'XYZ789', joinUrl: `${ADDRESS}/?join=XYZ789` }]),
      'invite:stop': () => status([{}, {}]),
    });
    const store = createInviteStore(() => main.bridge);
    await store.getState().drop(1);
    expect(deviceSeats(store.getState().status)[0]).toMatchObject({ seat: 1, code: null, connected: false });
    await store.getState().place(1, 'device');
    expect(deviceSeats(store.getState().status)[0]?.code).toBe('XYZ789');
    await store.getState().stop();
    expect(store.getState().status).toMatchObject({ listening: false, address: null });
    expect(deviceSeats(store.getState().status)).toEqual([]);
    expect(main.calls).toEqual([
      ['invite:drop', { seat: 1 }],
      ['invite:seat', { seat: 1, place: 'device' }],
      ['invite:stop', {}],
    ]);
  });

  it('says why a call was refused and keeps the status it had', async () => {
    const main = fakeMain({
      'invite:status': () => invited,
      'invite:seat': () => {
        throw new BridgeError('bad-seat', 'Seat 3 is a computer player: it cannot be played on another device.');
      },
    });
    const store = createInviteStore(() => main.bridge);
    await store.getState().show();
    await store.getState().place(2, 'device');
    expect(store.getState().error).toBe('Seat 3 is a computer player: it cannot be played on another device.');
    expect(store.getState().status).toEqual(invited);
    expect(store.getState().busy).toBe(false);
  });
});

describe("a device seat's standing", () => {
  const seat = (s: Partial<InviteStatus['seats'][number]>) => status([{}, { place: 'device', ...s }]).seats[1]!;

  it('a phone whose page was only closed is away and comes back by itself; one whose key is gone needs a new code', () => {
    expect(deviceStanding(seat({ connected: true, keyHeld: true }))).toBe('connected');
    expect(deviceStanding(seat({ code: 'ABC234' }))).toBe('waiting');
    expect(deviceStanding(seat({ keyHeld: true }))).toBe('away');
    expect(deviceStanding(seat({}))).toBe('shut-out');
  });
});
