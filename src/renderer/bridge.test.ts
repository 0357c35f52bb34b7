// The web bridge carries calls and pushed events on one socket; when the line
// to the host drops it comes back by itself and brings the table up to date
// (the screen seat's view and the whole log), since events pushed meanwhile
// are lost. The Electron bridge hands the preload's events to the store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../shared/events.js';
import type { SeatView } from '../main/session.js';
import { webBridge } from './bridge.js';

/** Stands in for the browser's WebSocket: the test opens, answers and drops it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { id: number; channel: string; payload: unknown }[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  answer(result: (call: FakeSocket['sent'][number]) => unknown) {
    for (const c of this.sent.splice(0)) this.receive({ id: c.id, ok: true, result: result(c) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const thinking: GameEvent = { game: '', type: 'thinking', seat: 1, fraction: 0.5 };

const seatView = (seat: number) => ({ seat, yourTurn: true }) as unknown as SeatView;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('web bridge', () => {
  it('connects when the store subscribes and hands it the event frames, apart from call answers', async () => {
    const bridge = webBridge('ws://host/ws?token=t');
    const events: GameEvent[] = [];
    bridge.subscribe((e) => events.push(e));
    expect(FakeSocket.all).toHaveLength(1);
    latest().accept();

    const answered = bridge.call('game:log', { since: 0 });
    await flush();
    latest().receive({ event: thinking });
    latest().answer(() => ({ entries: [], total: 0 }));
    await expect(answered).resolves.toEqual({ entries: [], total: 0 });
    expect(events).toEqual([thinking]);
  });

  it('comes back by itself after a drop and shows the person now choosing, with the whole log', async () => {
    const bridge = webBridge('ws://host/ws?token=t', { reconnectDelays: [10] });
    const events: GameEvent[] = [];
    bridge.subscribe((e) => events.push(e), () => 0);
    latest().accept();
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10);
    expect(FakeSocket.all).toHaveLength(2);
    latest().accept();
    await flush();
    // The main side names the seat at its screen: meanwhile the computer played and seat 2, another person, chooses.
    expect(latest().sent.map((c) => [c.channel, c.payload])).toEqual([['game:view', {}]]);
    latest().answer(() => seatView(2));
    await flush();
    expect(latest().sent.map((c) => [c.channel, c.payload])).toEqual([['game:log', { since: 0 }]]);
    latest().answer(() => ({ entries: [{ ply: 0, round: 1, seat: 0, text: 'Seat 1 passes.' }], total: 1 }));
    await flush();

    expect(events.map((e) => e.type)).toEqual(['view', 'log']);
    expect(events[0]).toMatchObject({ view: { seat: 2 } });
    expect(events[1]).toMatchObject({ from: 0, total: 1 });
  });

  it('asks nothing after a reconnect while no game is on screen, and stops trying once nobody listens', async () => {
    const bridge = webBridge('ws://host/ws?token=t', { reconnectDelays: [10] });
    const stop = bridge.subscribe(() => undefined, () => null);
    latest().accept();
    latest().drop();
    await vi.advanceTimersByTimeAsync(10);
    latest().accept();
    await flush();
    expect(latest().sent).toEqual([]);

    stop();
    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('electron bridge', () => {
  it('hands the preload’s events to the store and stops on unsubscribe', async () => {
    const listeners = new Set<(e: GameEvent) => void>();
    vi.stubGlobal('window', {
      ryozen: {
        onEvent: (l: (e: GameEvent) => void) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
      },
    });
    vi.resetModules();
    const { getBridge } = await import('./bridge.js');
    const events: GameEvent[] = [];
    const stop = getBridge().subscribe((e) => events.push(e));
    expect(getBridge().kind).toBe('electron');
    for (const l of listeners) l(thinking);
    stop();
    expect(listeners.size).toBe(0);
    expect(events).toEqual([thinking]);
  });
});
