// The one line both bridges share (call-queue.ts): what waits in it and what
// does not, checked with handlers the test holds and lets go in any order.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, type ApiContext, type ChannelTable } from './channel-table.js';
import { CallGate, CHANNEL_LANES } from './call-queue.js';
import { CHANNEL_NAMES } from '../../shared/channel-names.js';
import type { Sender } from './ipc-guard.js';
import { MAX_SEAT_CALLS_WAITING, SeatLines, TOO_FAST } from './seat-lines.js';

const WEB: Sender = { kind: 'web', authenticated: true };

/** A table whose handlers each wait until the test lets their call go, and note when they start. */
function heldTable(names: string[]) {
  const started: string[] = [];
  const go = new Map<string, () => void>();
  const table: ChannelTable = {};
  for (const name of names) {
    table[name] = channel(z.unknown(), async (_ctx, input) => {
      const label = `${name} ${String(input)}`;
      started.push(label);
      await new Promise<void>((resolve) => go.set(label, resolve));
      if (input === 'fail') throw new Error('refused');
      return label;
    });
  }
  const release = async (label: string) => {
    for (let i = 0; i < 20 && !go.has(label); i++) await new Promise((r) => setImmediate(r));
    go.get(label)?.();
  };
  return { table, started, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the call gate', () => {
  it('runs calls that change the game one at a time, in the order they came, whatever their speed', async () => {
    const { table, started, release } = heldTable(['campaign:continue', 'game:new', 'game:load']);
    const gate = new CallGate(table, {} as ApiContext);
    const answered: string[] = [];
    const calls = [
      gate.call('campaign:continue', 'a', WEB),
      gate.call('game:new', 'b', WEB),
      gate.call('game:load', 'c', WEB),
    ].map((p) => p.then((r) => answered.push(r.ok ? String(r.result) : r.error.message)));
    await settle();
    expect(started).toEqual(['campaign:continue a']);
    // The later calls are let go first: they still wait for the one before them.
    await release('game:load c').then(() => release('game:new b'));
    await settle();
    expect(started).toEqual(['campaign:continue a']);
    await release('campaign:continue a');
    await release('game:new b');
    await release('game:load c');
    await Promise.all(calls);
    expect(started).toEqual(['campaign:continue a', 'game:new b', 'game:load c']);
    expect(answered).toEqual(['campaign:continue a', 'game:new b', 'game:load c']);
  });

  it('answers the view and the log at once, while a call in line is held', async () => {
    const { table, started, release } = heldTable(['bot:suggest', 'game:view', 'game:log']);
    const gate = new CallGate(table, {} as ApiContext);
    let suggested = false;
    const suggestion = gate.call('bot:suggest', 1, WEB).finally(() => (suggested = true));
    const view = gate.call('game:view', 2, WEB);
    const log = gate.call('game:log', 3, WEB);
    await release('game:view 2');
    await release('game:log 3');
    expect(await view).toMatchObject({ ok: true, result: 'game:view 2' });
    expect(await log).toMatchObject({ ok: true, result: 'game:log 3' });
    expect(suggested).toBe(false);
    expect(started).toContain('bot:suggest 1');
    await release('bot:suggest 1');
    expect(await suggestion).toMatchObject({ ok: true });
  });

  it('a listing waits for the calls before it, but a game:new or a Continue sent during it goes ahead', async () => {
    const { table, started, release } = heldTable(['game:act', 'games:list', 'campaign:list', 'game:new', 'games:continue']);
    const gate = new CallGate(table, {} as ApiContext);
    const act = gate.call('game:act', 1, WEB);
    const list = gate.call('games:list', 2, WEB);
    const campaigns = gate.call('campaign:list', 3, WEB);
    const fresh = gate.call('game:new', 4, WEB);
    await settle();
    expect(started).toEqual(['game:act 1']);
    await release('game:act 1');
    await act;
    await release('game:new 4');
    // The listings are still held by the test: the new game did not wait for them.
    expect(await fresh).toMatchObject({ ok: true, result: 'game:new 4' });
    expect(started).toEqual(expect.arrayContaining(['games:list 2', 'campaign:list 3']));
    const resumed = gate.call('games:continue', 5, WEB);
    await release('games:continue 5');
    expect(await resumed).toMatchObject({ ok: true, result: 'games:continue 5' });
    await release('games:list 2');
    await release('campaign:list 3');
    expect(await list).toMatchObject({ ok: true });
    expect(await campaigns).toMatchObject({ ok: true });
  });

  it('a refused call does not hold up the ones behind it', async () => {
    const { table, release } = heldTable(['campaign:delete', 'game:new']);
    const gate = new CallGate(table, {} as ApiContext);
    const deleted = gate.call('campaign:delete', 'fail', WEB);
    const unknown = gate.call('no:such-channel', {}, WEB);
    const next = gate.call('game:new', 'x', WEB);
    await release('campaign:delete fail');
    expect(await deleted).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(await unknown).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    await release('game:new x');
    expect(await next).toMatchObject({ ok: true, result: 'game:new x' });
  });

  it('puts every call that starts, switches or ends a game, or writes a campaign, in line', () => {
    const mustWait = ['game:new', 'game:load', 'campaign:create', 'campaign:continue', 'campaign:delete', 'campaign:rename', 'game:act', 'game:undo'] as const;
    expect(mustWait.filter((name) => CHANNEL_LANES[name] !== 'in-line')).toEqual([]);
    // The only calls that skip the line: reads of the session in memory, and the after-game review
    // (a minute in its own worker, which must not hold up the line, and its stop).
    expect(CHANNEL_NAMES.filter((name) => CHANNEL_LANES[name] === 'at-once').sort()).toEqual(['game:log', 'game:view', 'review:start', 'review:stop']);
  });
});

describe("a seat's calls", () => {
  const SEAT_0: Sender = { kind: 'web', authenticated: true, seat: 0 };
  const SEAT_1: Sender = { kind: 'web', authenticated: true, seat: 1 };

  it("a seat's suggestions run one at a time in its own line: the desktop and another seat are answered while they wait", async () => {
    const { table, started, release } = heldTable(['bot:suggest', 'invite:status', 'invite:drop']);
    const gate = new CallGate(table, {} as ApiContext);
    const suggestions = Array.from({ length: 12 }, (_, n) => gate.call('bot:suggest', `s${n}`, SEAT_0));
    await settle();
    expect(started.filter((s) => s.startsWith('bot:suggest'))).toHaveLength(1);
    // The desktop's calls in line start, and finish, while all twelve are held.
    const status = gate.call('invite:status', 's', WEB);
    await release('invite:status s');
    expect(await status).toMatchObject({ ok: true, result: 'invite:status s' });
    const drop = gate.call('invite:drop', 'd', WEB);
    await release('invite:drop d');
    expect(await drop).toMatchObject({ ok: true });
    // Another seat's suggestion does not wait behind seat 0's either.
    const other = gate.call('bot:suggest', 'other', SEAT_1);
    await release('bot:suggest other');
    expect(await other).toMatchObject({ ok: true });
    // Seat 0's own go in the order sent, each after the one before it.
    for (let n = 0; n < 12; n++) {
      await settle();
      expect(started.filter((s) => /^bot:suggest s\d/.test(s))).toEqual(Array.from({ length: n + 1 }, (_, k) => `bot:suggest s${k}`));
      await release(`bot:suggest s${n}`);
      expect(await suggestions[n]).toMatchObject({ ok: true });
    }
  });

  it("a seat's suggestion still waits for the desktop's calls that came before it", async () => {
    const { table, started, release } = heldTable(['game:new', 'bot:suggest']);
    const gate = new CallGate(table, {} as ApiContext);
    const fresh = gate.call('game:new', 'g', WEB);
    const suggestion = gate.call('bot:suggest', 's', SEAT_0);
    await settle();
    expect(started).toEqual(['game:new g']);
    await release('game:new g');
    await fresh;
    await release('bot:suggest s');
    expect(await suggestion).toMatchObject({ ok: true });
    expect(started).toEqual(['game:new g', 'bot:suggest s']);
  });

  it("a seat's choices keep their place in the desktop's line, one per seat at a time", async () => {
    const { table, started, release } = heldTable(['game:act', 'game:new']);
    const gate = new CallGate(table, {} as ApiContext);
    const first = gate.call('game:act', 'a1', SEAT_0);
    const second = gate.call('game:act', 'a2', SEAT_0);
    const fresh = gate.call('game:new', 'g', WEB);
    await settle();
    expect(started).toEqual(['game:act a1']);
    await release('game:act a1');
    await first;
    // The desktop's call came before seat 0's second choice reached the desktop's line.
    await release('game:new g');
    await fresh;
    await release('game:act a2');
    await second;
    expect(started).toEqual(['game:act a1', 'game:new g', 'game:act a2']);
  });

  it('a flood of views from a seat is refused with words once past its budget, and served again after a pause', async () => {
    let clock = 0;
    const table: ChannelTable = { 'game:view': channel(z.unknown(), () => 'view') };
    const gate = new CallGate(table, {} as ApiContext, new SeatLines({ burst: 5, perSecond: 2 }, () => clock));
    const replies = await Promise.all(Array.from({ length: 8 }, () => gate.call('game:view', {}, SEAT_0)));
    expect(replies.filter((r) => r.ok)).toHaveLength(5);
    expect(replies.filter((r) => !r.ok)).toEqual(Array(3).fill({ ok: false, error: { code: 'too-fast', message: expect.any(String), words: TOO_FAST } }));
    // Another seat and the desktop have budgets of their own (the desktop none at all).
    expect(await gate.call('game:view', {}, SEAT_1)).toMatchObject({ ok: true });
    expect(await gate.call('game:view', {}, WEB)).toMatchObject({ ok: true });
    clock += 1_000;
    expect(await gate.call('game:view', {}, SEAT_0)).toMatchObject({ ok: true });
  });

  it("a seat's line holds a few calls; past that, a call is refused at once, not left waiting", async () => {
    const { table, release } = heldTable(['bot:suggest']);
    const gate = new CallGate(table, {} as ApiContext);
    const held = Array.from({ length: MAX_SEAT_CALLS_WAITING }, (_, n) => gate.call('bot:suggest', `x${n}`, SEAT_0));
    expect(await gate.call('bot:suggest', 'y', SEAT_0)).toMatchObject({ ok: false, error: { code: 'too-fast' } });
    for (let n = 0; n < held.length; n++) await release(`bot:suggest x${n}`).then(() => held[n]);
    // Once its line has room again, the seat is answered as before.
    const after = gate.call('bot:suggest', 'z', SEAT_0);
    await release('bot:suggest z');
    expect(await after).toMatchObject({ ok: true });
  });
});
