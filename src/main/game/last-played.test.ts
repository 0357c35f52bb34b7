// "Continue the last game" goes on with the game or campaign played last, of
// whatever kind: a kill in the middle of a campaign's turn (its choices in its
// journal, its file still at the scenario's start) must not send the player
// back to an older single game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import { channels, type ApiContext } from '../contract/channel-table.js';
import { createAppContext } from '../app-context.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'ryozen-last-'));
  dirs.push(d);
  return d;
}

const TWO_PEOPLE: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aki' },
    { clan: 'koi', controller: 'human', name: 'Bo' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

const app = (dir: string): ApiContext => createAppContext({ dataDir: dir, thinker: null, botPauseMs: 0 });

async function choose(ctx: ApiContext, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const seat = ctx.session.decisionSeat()!;
    await channels['game:act'].handler(ctx, { seat, action: ctx.session.seatView(seat).legal[0]!.action });
  }
}

/** Makes choices until the turn is in the middle: the last choice did not end it. */
async function chooseToMidTurn(ctx: ApiContext): Promise<void> {
  for (;;) {
    const turn = ctx.session.state().turnSeat;
    await choose(ctx, 1);
    if (ctx.session.state().turnSeat === turn && ctx.session.decisionSeat() === turn) return;
  }
}

async function newCampaign(ctx: ApiContext): Promise<string> {
  const { id } = await channels['campaign:create'].handler(ctx, {
    name: 'Eleven choices',
    allies: [
      { clan: 'crane', name: 'Aiko', controller: 'human' },
      { clan: 'koi', name: 'Ren', controller: 'human' },
    ],
    difficulty: 'easy',
  });
  return id;
}

const position = (ctx: ApiContext) => ({ ply: ctx.session.choices().length, hash: ctx.session.hash(), decision: ctx.session.decisionSeat() });

describe('Continue the last game', () => {
  it('after a kill in the middle of a campaign\'s turn, it brings back the campaign with every choice, not an older single game', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 3 });
    await choose(a, 4);
    const id = await newCampaign(a);
    await choose(a, 9);
    await chooseToMidTurn(a);
    const before = position(a);
    // The app is killed here: nothing more is written. Every choice was on the disk before it was acknowledged.

    const b = app(dir);
    const last = await channels['games:last'].handler(b, undefined);
    expect(last).toMatchObject({ kind: 'campaign', id, name: 'Eleven choices', summary: { args: { moves: before.ply } } });
    await channels['campaign:continue'].handler(b, { id });
    expect(position(b)).toEqual(before);
  });

  it('a single game played after a campaign is the one continued', async () => {
    const dir = dataDir();
    const a = app(dir);
    await newCampaign(a);
    await choose(a, 3);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 8 });
    await choose(a, 5);
    const before = position(a);

    const b = app(dir);
    const last = await channels['games:last'].handler(b, undefined);
    expect(last).toMatchObject({ kind: 'game', game: { status: 'playing', moves: before.ply } });
    if (last?.kind !== 'game') throw new Error('not a game');
    await channels['games:continue'].handler(b, { id: last.game.id });
    expect(position(b)).toEqual(before);
  });

  it('says there is nothing to continue when no game was played', async () => {
    const b = app(dataDir());
    expect(await channels['games:last'].handler(b, undefined)).toBeNull();
  });
});
