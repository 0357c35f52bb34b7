// What the game-keeping tests share: a data folder each, removed after its
// test; a two-person game and a two-ally campaign; an app on a folder (a new one on the same folder
// is a restart); and choices made through the channel as the person at the
// screen makes them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { GameConfig } from '../engine/core/types.js';
import { channels, type ApiContext } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';

/** Hands out fresh data folders named `ryozen-<prefix>-…`, each removed after the test that asked for it. */
export function dataDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), `ryozen-${prefix}-`));
    dirs.push(d);
    return d;
  };
}

export const TWO_PEOPLE: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aki' },
    { clan: 'koi', controller: 'human', name: 'Bo' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

/** The app on `dir`, with no thinking bots and no pause; a second one on the same folder is a restart. */
export function appOn(dir: string): ApiContext {
  return createAppContext({ dataDir: dir, thinker: null, botPauseMs: 0 });
}

/** Starts an easy two-ally story campaign named `name` through the channel; its id. */
export async function newCampaign(ctx: ApiContext, name: string): Promise<string> {
  const { id } = await channels['campaign:create'].handler(ctx, {
    name,
    allies: [
      { clan: 'crane', name: 'Aiko', controller: 'human' },
      { clan: 'koi', name: 'Ren', controller: 'human' },
    ],
    difficulty: 'easy',
  });
  return id;
}

/** Makes `n` choices (the first legal one each time) through the channel, as the person at the screen. */
export async function choose(ctx: ApiContext, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const seat = ctx.session.decisionSeat()!;
    await channels['game:act'].handler(ctx, { seat, action: ctx.session.seatView(seat).legal[0]!.action });
  }
}

/** Makes choices until the turn is in the middle: the last choice did not end it. */
export async function chooseToMidTurn(ctx: ApiContext): Promise<void> {
  for (;;) {
    const turn = ctx.session.state().turnSeat;
    await choose(ctx, 1);
    if (ctx.session.state().turnSeat === turn && ctx.session.decisionSeat() === turn) return;
  }
}
