// A seat's device joins with its code once, then with the credential it got
// for it; a refusal sends it back to the join screen (a refused credential is
// forgotten, so the next visit does not try it again); a dropped line comes
// back by itself, at once when the page is looked at again, says hello again
// and catches up.
import { sayEnglish } from '../../shared/i18n/format.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../shared/events.js';
import { SEAT_END_CLOSE } from '../../shared/seat-end.js';
import { createSeatClient, endedText as endedWords, mayRetry, type SeatEnding } from './seat-bridge.js';
import { loadSeat, saveSeat } from './seat-prefs.js';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onclose: ((ev?: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  drop() {
    this.close();
  }
  /** The host closes the socket with a code and a reason. */
  end(code: number, reason: string) {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const latest = () => FakeSocket.all.at(-1)!;
const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};
const WELCOME = { welcome: { seat: 1, credential: 'cred-1', game: 'g1' } };

let storage: MemoryStorage;
let page: EventTarget & { visibilityState: string };
beforeEach(() => {
  FakeSocket.all = [];
  storage = new MemoryStorage();
  page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('document', page);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const client = () => createSeatClient({ url: 'ws://lan:1/ws', storage, reconnectDelays: [1000] });

describe('seat client', () => {
  it('with no code and nothing stored, shows the join screen and opens nothing', () => {
    const c = client();
    c.start(null);
    expect(c.useStatus.getState().phase).toBe('join');
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('refuses a code that cannot be one without trying it', () => {
    const c = client();
    c.join('AB1');
    expect(c.useStatus.getState().phase).toBe('join');
    expect(sayEnglish(c.useStatus.getState().problem!)).toContain('6 letters');
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('says hello with the code, keeps the credential of the welcome, and then carries calls', async () => {
    const c = client();
    c.start(' abc-234 ');
    expect(c.useStatus.getState().phase).toBe('connecting');
    latest().accept();
    expect(latest().sent).toEqual([{ hello: { code: 'ABC234' } }]);
    const view = c.bridge.call('game:log', { since: 0 });
    latest().receive(WELCOME);
    expect(c.useStatus.getState()).toMatchObject({ phase: 'seated', seat: 1, game: 'g1', problem: null });
    expect(loadSeat(storage)).toEqual({ credential: 'cred-1', seat: 1, game: 'g1' });
    await flush();
    // Only after the welcome: the call goes out.
    expect(latest().sent[1]).toMatchObject({ channel: 'game:log', payload: { since: 0 } });
    latest().receive({ id: latest().sent[1]!.id, ok: true, result: { entries: [], total: 0 } });
    await expect(view).resolves.toEqual({ entries: [], total: 0 });
  });

  it('a refused code leaves the stored seat alone, says to ask for a new code, and does not knock again', async () => {
    saveSeat(storage, { credential: 'old', seat: 0, game: 'g0' });
    const c = client();
    c.join('ABC234');
    latest().accept();
    latest().receive({ refused: { code: 'wrong-code', message: 'no' } });
    await flush();
    expect(c.useStatus.getState().phase).toBe('join');
    expect(sayEnglish(c.useStatus.getState().problem!)).toContain('Ask the host for a new code');
    expect(loadSeat(storage)?.credential).toBe('old');
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('comes back with the stored credential, and forgets it when the host refuses it', async () => {
    saveSeat(storage, { credential: 'kept', seat: 1, game: 'g1' });
    const c = client();
    c.start(null);
    latest().accept();
    expect(latest().sent).toEqual([{ hello: { credential: 'kept' } }]);
    latest().receive({ refused: { code: 'unknown-credential', message: 'gone' } });
    await flush();
    expect(loadSeat(storage)).toBeNull();
    expect(c.useStatus.getState().phase).toBe('join');
    expect(sayEnglish(c.useStatus.getState().problem!)).toContain('no longer seated');
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('after a drop, says hello again with the credential (never the spent code) and catches up on the view and the log', async () => {
    const c = client();
    c.start('ABC234');
    latest().accept();
    latest().receive(WELCOME);
    const events: GameEvent[] = [];
    // The store, with the seat's game on screen.
    c.bridge.subscribe((e) => events.push(e), () => 1);
    await flush();
    expect(c.useStatus.getState().line).toBe('open');

    latest().drop();
    expect(c.useStatus.getState()).toMatchObject({ phase: 'seated', line: 'closed' });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    latest().accept();
    expect(latest().sent).toEqual([{ hello: { credential: 'cred-1' } }]);
    latest().receive(WELCOME);
    await flush();
    const asked = latest().sent.slice(1);
    expect(asked[0]).toMatchObject({ channel: 'game:view', payload: {} });
    latest().receive({ id: asked[0]!.id, ok: true, result: { seat: 1, game: 'g1', ply: 7 } });
    await flush();
    const log = latest().sent.at(-1)!;
    expect(log).toMatchObject({ channel: 'game:log', payload: { since: 0 } });
    latest().receive({ id: log.id, ok: true, result: { entries: [], total: 0 } });
    await flush();
    expect(events.map((e) => e.type)).toEqual(['view', 'log']);
  });

  it('tries again at once when the page is looked at again, not only after the backoff', async () => {
    const c = client();
    c.start('ABC234');
    latest().accept();
    latest().receive(WELCOME);
    await flush();
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    // A second nudge while that one opens does not open another.
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('tries again at once when the network comes back', async () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const c = client();
    c.start('ABC234');
    latest().accept();
    latest().receive(WELCOME);
    await flush();
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);
    win.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops knocking once told to (the game is over and the host closes its door)', async () => {
    const c = client();
    c.start('ABC234');
    latest().accept();
    latest().receive(WELCOME);
    await flush();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(c.useStatus.getState().line).toBe('halted');
  });
});

describe('a seat that ends', () => {
  /** A page seated in its game, with the store listening. */
  async function seated(giveUpAfter?: number) {
    const c = createSeatClient({ url: 'ws://lan:1/ws', storage, reconnectDelays: [1000], ...(giveUpAfter ? { giveUpAfter } : {}) });
    c.start('ABC234');
    latest().accept();
    latest().receive(WELCOME);
    c.bridge.subscribe(() => undefined, () => 1);
    await flush();
    return c;
  }

  const lookAgain = () => {
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
  };

  it.each([
    ['game-replaced', 'started another game'],
    ['seat-taken-back', 'took this seat back'],
    ['game-over', 'This game is over'],
  ] as const)('told %s when the host closes its socket, it says so, forgets its key and never knocks again', async (reason, words) => {
    const c = await seated();
    latest().end(SEAT_END_CLOSE, reason);
    const status = c.useStatus.getState();
    expect(status).toMatchObject({ phase: 'ended', ended: reason, line: 'halted' });
    expect(loadSeat(storage)).toBeNull();
    expect(sayEnglish(endedWords(status.ended!))).toContain(words);
    vi.advanceTimersByTime(600_000);
    lookAgain();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a socket closed for any other reason is only a drop: it comes back', async () => {
    const c = await seated();
    latest().end(1006, '');
    expect(c.useStatus.getState()).toMatchObject({ phase: 'seated', ended: null, line: 'closed' });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('coming back after a drop to a seat that has ended since: told why, it stops there', async () => {
    const c = await seated();
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().accept();
    latest().receive({ refused: { code: 'game-replaced', message: 'another game' } });
    await flush();
    expect(c.useStatus.getState()).toMatchObject({ phase: 'ended', ended: 'game-replaced' });
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a page opened with the key of a replaced game goes to the join screen saying why, and tries nothing more', async () => {
    saveSeat(storage, { credential: 'old', seat: 0, game: 'g0' });
    const c = client();
    c.start(null);
    latest().accept();
    latest().receive({ refused: { code: 'game-replaced', message: 'another game' } });
    await flush();
    expect(c.useStatus.getState()).toMatchObject({ phase: 'join', ended: null });
    expect(sayEnglish(c.useStatus.getState().problem!)).toContain('started another game');
    expect(loadSeat(storage)).toBeNull();
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a host that stops answering is given up on after a few tries, keeping the key; looking again tries again', async () => {
    const c = await seated(3);
    latest().drop();
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(1000);
      if (latest().readyState === 0) latest().close();
    }
    expect(FakeSocket.all).toHaveLength(4);
    expect(c.useStatus.getState()).toMatchObject({ phase: 'ended', ended: 'host-gone', line: 'halted' });
    expect(loadSeat(storage)?.credential).toBe('cred-1');
    lookAgain();
    expect(FakeSocket.all).toHaveLength(5);
    expect(c.useStatus.getState()).toMatchObject({ phase: 'seated', ended: null });
    latest().accept();
    expect(latest().sent).toEqual([{ hello: { credential: 'cred-1' } }]);
  });

  it('only a host gone quiet is worth trying again: the rest it said itself', () => {
    const endings: SeatEnding[] = ['game-over', 'game-replaced', 'seat-taken-back', 'host-gone'];
    expect(endings.filter(mayRetry)).toEqual(['host-gone']);
  });

  it('from an ended seat, a new code is the way back in', async () => {
    const c = await seated();
    latest().end(SEAT_END_CLOSE, 'seat-taken-back');
    c.startOver();
    expect(c.useStatus.getState()).toMatchObject({ phase: 'join', ended: null, problem: null });
    c.join('DEF567');
    latest().accept();
    expect(latest().sent).toEqual([{ hello: { code: 'DEF567' } }]);
  });
});
