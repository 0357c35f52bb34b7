// The save channels end to end through the gate, on a real save folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { channels, type ChannelTable } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';
import { dispatch, type Sender } from './contract/ipc-guard.js';

const WEB: Sender = { kind: 'web', authenticated: true };
const table = channels as ChannelTable;
const CONFIG = {
  seats: [
    { clan: 'crane', controller: 'human' },
    { clan: 'koi', controller: 'human' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function ok<T>(p: Promise<{ ok: boolean; result?: unknown; error?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.result as T;
}

describe('save channels', () => {
  it('lists a damaged save file with what is wrong with it, beside the good saves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-ctx-'));
    dirs.push(dataDir);
    const ctx = createAppContext({ dataDir });
    await ok(dispatch(table, ctx, 'game:new', { config: CONFIG, seed: 9 }, WEB));
    await ok(dispatch(table, ctx, 'game:save', { name: 'good one' }, WEB));
    mkdirSync(path.join(dataDir, 'saves'), { recursive: true });
    writeFileSync(path.join(dataDir, 'saves', 'broken.json'), '{"format": "ryozen-save", garbage');
    const list = await ok<{ saves: { name: string }[]; damaged: { file: string; message: string }[] }>(dispatch(table, ctx, 'game:list', {}, WEB));
    expect(list.saves.map((s) => s.name)).toEqual(['good one']);
    expect(list.damaged).toHaveLength(1);
    expect(list.damaged[0]!.file).toMatch(/broken\.json$/);
    expect(list.damaged[0]!.message).toMatch(/damaged|cannot/i);
  });

  it('save, list and load a game in progress through dispatch', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-ctx-'));
    dirs.push(dataDir);
    const ctx = createAppContext({ dataDir });
    await ok(dispatch(table, ctx, 'game:new', { config: CONFIG, seed: 9 }, WEB));
    for (let i = 0; i < 3; i++) {
      const seat = ctx.session.decisionSeat()!;
      const legal = ctx.session.seatView(seat).legal;
      await ok(dispatch(table, ctx, 'game:act', { seat, action: legal[legal.length - 1]!.action }, WEB));
    }
    const saved = ctx.session.hash();
    await ok(dispatch(table, ctx, 'game:save', { name: 'evening game' }, WEB));

    await ok(dispatch(table, ctx, 'game:new', { config: CONFIG, seed: 10 }, WEB));
    expect(ctx.session.hash()).not.toBe(saved);

    const list = await ok<{ saves: { name: string }[]; damaged: unknown[] }>(dispatch(table, ctx, 'game:list', {}, WEB));
    expect(list.saves.map((s) => s.name)).toEqual(['evening game']);
    expect(list.damaged).toEqual([]);

    await ok(dispatch(table, ctx, 'game:load', { name: 'evening game' }, WEB));
    expect(ctx.session.hash()).toBe(saved);
    expect(ctx.session.record().actions).toHaveLength(3);

    // A missing save is a clear refusal and the game in progress stays.
    const missing = await dispatch(table, ctx, 'game:load', { name: 'nothing here' }, WEB);
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(ctx.session.hash()).toBe(saved);
  });
});
