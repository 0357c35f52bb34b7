// Where new games get their seed (issue 10): a game nobody chose a seed for
// gets 128 random bits, too many to search from the public set-up; the seed
// never goes to the renderer; such a game saves and loads like any other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWideSeed } from '../../engine/index.js';
import type { GameConfig } from '../../engine/core/types.js';
import { makeConfig } from '../../engine/config.js';
import { channels } from '../contract/channel-table.js';
import { createAppContext } from '../app-context.js';
import { newGameSeed } from './session.js';
import { newCampaign } from '../app-test-support.js';

const TWO: GameConfig = makeConfig({ players: 2, asymmetric: true });

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ryozen-seed-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the seed of a new game', () => {
  it('is 128 random bits, different every time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newGameSeed()));
    expect(seeds.size).toBe(50);
    for (const s of seeds) expect(isWideSeed(s)).toBe(true);
  });

  it('game:new without a seed plays from a wide seed and does not tell it to the renderer', async () => {
    const ctx = createAppContext({ dataDir, thinker: null });
    const started = await channels['game:new'].handler(ctx, { config: TWO });
    expect(started).not.toHaveProperty('seed');
    expect(isWideSeed(ctx.session.record().seed)).toBe(true);
    expect(JSON.stringify(ctx.session.seatView(0))).not.toContain(String(ctx.session.record().seed).slice(5));
  });

  it('a chosen seed is kept as chosen (the same seed deals the same game)', async () => {
    const ctx = createAppContext({ dataDir, thinker: null });
    await channels['game:new'].handler(ctx, { config: TWO, seed: 'phoenix' });
    expect(ctx.session.record().seed).toBe('phoenix');
  });

  it('a game with a wide seed saves and loads to the same position', async () => {
    const ctx = createAppContext({ dataDir, thinker: null });
    await channels['game:new'].handler(ctx, { config: TWO });
    const seat = ctx.session.decisionSeat()!;
    await channels['game:act'].handler(ctx, { seat, action: ctx.session.seatView(seat).legal[0]!.action });
    const before = ctx.session.hash();
    await channels['game:save'].handler(ctx, { name: 'wide' });
    const again = createAppContext({ dataDir, thinker: null });
    await channels['game:load'].handler(again, { name: 'wide' });
    expect(again.session.hash()).toBe(before);
    expect(again.session.record().seed).toBe(ctx.session.record().seed);
  });

  it('a campaign scenario starts from a wide seed', async () => {
    const ctx = createAppContext({ dataDir, thinker: null });
    await newCampaign(ctx, 'Seeds');
    expect(isWideSeed(ctx.session.record().seed)).toBe(true);
  });
});
