// The after-game review through the channel table: the bot worker weighs each
// person's choices, progress is pushed, and leaving the score screen stops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../../engine/config.js';
import { playMatch } from '../../engine/bots/match.js';
import { channels, type ChannelTable } from '../contract/channel-table.js';
import { ReviewPool } from '../bots/review-pool.js';
import { reviewGame } from '../../engine/bots/review.js';
import { REVIEW_BUDGET } from './review-service.js';
import { createAppContext } from '../app-context.js';
import type { GameEvent } from '../../shared/events.js';
import { dispatch, type Sender } from '../contract/ipc-guard.js';
import type { ReviewAnswer } from './review-service.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-review-'));
const runner = new ReviewPool();
afterAll(async () => {
  await runner.dispose();
  rmSync(tmp, { recursive: true, force: true });
});

const WEB: Sender = { kind: 'web', authenticated: true };

/** An app whose table holds a 2-player game: seat 0 a computer player, seat 1 a person (who played at random). */
async function finishedGame(finished = true) {
  const base = makeConfig({ players: 2 });
  const config = { ...base, seats: [{ ...base.seats[0]!, controller: 'heuristic' as const }, { ...base.seats[1]!, controller: 'human' as const }] };
  const { actions } = playMatch(config, 4, ['heuristic', 'random']);
  const ctx = createAppContext({ dataDir: path.join(tmp, `d${Math.random()}`), thinker: null, reviewer: runner, saves: null, botPauseMs: 0 });
  const played = finished ? actions : actions.slice(0, 20);
  await ctx.driver.start((t) => t.resume({ config, seed: 4 }, played, [], new Date().toISOString(), { kind: 'record' }));
  const events: GameEvent[] = [];
  ctx.driver.subscribe((e) => events.push(e));
  const call = (channel: string) => dispatch(channels as ChannelTable, ctx, channel, {}, WEB);
  return { call, events, moves: actions.length, config, actions };
}

describe('review of a finished game', () => {
  it('weighs only the people, pushes its progress, and answers at most three costly choices each', async () => {
    const { call, events, moves, config, actions } = await finishedGame();
    const reply = await call('review:start');
    expect(reply.ok).toBe(true);
    const r = (reply as { result: ReviewAnswer }).result;
    expect(r.moves).toBe(moves);
    expect(r.seats.map((x) => x.seat)).toEqual([1]);
    expect(r.reviewed).toBe(r.positions);
    const costly = r.seats[0]!.costly;
    expect(costly.length).toBeGreaterThan(0);
    expect(costly.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < costly.length; i++) expect(costly[i - 1]!.loss).toBeGreaterThanOrEqual(costly[i]!.loss);
    for (const c of costly) {
      expect(c.loss).toBeCloseTo(c.betterMargin - c.playedMargin, 9);
      expect(c.low!).toBeGreaterThan(0);
      expect(c.playedRollouts).toBeGreaterThanOrEqual(24);
      expect(c.betterRollouts).toBeGreaterThanOrEqual(24);
    }
    expect(r.fewestPlayouts).toBeGreaterThanOrEqual(24);
    // Split between two workers, the review is the one the engine makes on one thread.
    const { moves: _moves, ...pooled } = r;
    expect(pooled).toEqual(reviewGame(config, 4, actions, [1], REVIEW_BUDGET));
    // Progress: every position screened and every one compared, one at a time, to the end.
    const progress = events.filter((e) => e.type === 'review');
    expect(progress.at(-1)).toMatchObject({ type: 'review', done: r.positions + r.compared!, of: r.positions + r.compared! });
    expect(progress.map((e) => (e.type === 'review' ? e.done : -1))).toEqual(progress.map((_, i) => i + 1));
  }, 120_000);

  it('stops when asked, and refuses a game still being played', async () => {
    const { call } = await finishedGame();
    const review = call('review:start');
    await new Promise((res) => setTimeout(res, 300));
    expect(await call('review:stop')).toEqual({ ok: true, result: { stopped: true } });
    expect(await review).toMatchObject({ ok: false, error: { code: 'review-stopped' } });
    expect(await call('review:stop')).toEqual({ ok: true, result: { stopped: false } });
    const playing = await finishedGame(false);
    expect(await playing.call('review:start')).toMatchObject({ ok: false, error: { code: 'not-finished' } });
  }, 60_000);
});
