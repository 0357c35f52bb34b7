// A named copy of a game in progress is kept on this computer only: it holds
// the game's seed, from which every seat's hidden cards can be dealt again, so
// no call lets it (or its seed) reach a seat's device or leave as a file until
// the game is over (docs/seats-on-devices.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import { channels, type ChannelTable } from '../contract/channel-table.js';
import { dispatch, type Sender } from '../contract/ipc-guard.js';
import { createAppContext } from '../app-context.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const THREE_PEOPLE: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'human', name: 'Bo' },
    { clan: 'tortoise', controller: 'human', name: 'Chen' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: true,
};

const DESKTOP: Sender = { kind: 'web', authenticated: true };
const seatDevice = (seat: number): Sender => ({ kind: 'web', authenticated: true, seat });

async function midGame() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ryozen-copy-'));
  dirs.push(dataDir);
  const ctx = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });
  const call = (channel: string, payload: unknown, sender: Sender = DESKTOP) => dispatch(channels as ChannelTable, ctx, channel, payload, sender);
  expect(await call('game:new', { config: THREE_PEOPLE, seed: 'r128:0123456789abcdef0123456789abcdef' })).toMatchObject({ ok: true });
  for (let i = 0; i < 4; i++) {
    const seat = ctx.session.decisionSeat()!;
    await call('game:act', { seat, action: ctx.session.seatView(seat).legal[0]!.action });
  }
  return { ctx, call, dataDir, seed: String(ctx.session.record().seed) };
}

describe('a named copy of a game in progress', () => {
  it('is kept on this computer, and its file holds the game to go on with', async () => {
    const { call, dataDir, seed } = await midGame();
    expect(await call('game:save', { name: 'before lunch' })).toMatchObject({ ok: true, result: { name: 'before lunch' } });
    expect(readFileSync(join(dataDir, 'saves', 'before lunch.json'), 'utf8')).toContain(seed);
    expect(await call('game:load', { name: 'before lunch' })).toMatchObject({ ok: true });
  });

  it('never lets its seed out: not in the list, not as an exported file, not in a replay beyond the table', async () => {
    const { call, seed } = await midGame();
    await call('game:save', { name: 'before lunch' });
    const list = await call('game:list', {});
    expect(list).toMatchObject({ ok: true });
    expect(JSON.stringify(list)).not.toContain(seed);
    expect(await call('game:export', { source: { kind: 'save', name: 'before lunch' } })).toMatchObject({ ok: false, error: { code: 'in-progress' } });
    const replay = await call('replay:open', { source: { kind: 'save', name: 'before lunch' } });
    expect(replay).toMatchObject({ ok: true, result: { tableOnly: true } });
    expect(JSON.stringify(replay)).not.toContain(seed);
  });

  it('is out of a seat device\'s reach: it can neither make, list, load nor export one', async () => {
    const { call, seed } = await midGame();
    await call('game:save', { name: 'before lunch' });
    for (const [channel, payload] of [
      ['game:save', { name: 'mine' }],
      ['game:list', {}],
      ['game:load', { name: 'before lunch' }],
      ['game:export', { source: { kind: 'save', name: 'before lunch' } }],
      ['replay:open', { source: { kind: 'save', name: 'before lunch' } }],
    ] as const) {
      const answer = await call(channel, payload, seatDevice(1));
      expect(answer, channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(JSON.stringify(answer)).not.toContain(seed);
    }
    const view = await call('game:view', { seat: 1 }, seatDevice(1));
    expect(view).toMatchObject({ ok: true });
    expect(JSON.stringify(view)).not.toContain(seed);
  });
});
