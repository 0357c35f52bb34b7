// The one line both bridges share (call-queue.ts): what waits in it and what
// does not, checked with handlers the test holds and lets go in any order.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, type ApiContext, type ChannelTable } from './channel-table.js';
import { CallGate, CHANNEL_LANES } from './call-queue.js';
import { CHANNEL_NAMES } from '../../shared/channel-names.js';
import type { Sender } from './ipc-guard.js';

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
