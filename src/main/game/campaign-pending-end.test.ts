// A story campaign killed between its scenario's last kept choice and the
// writing of that scenario's result: after a restart, the campaigns list says
// and the title screen's Continue say the scenario Continue opens (the next
// one), not the one just played.
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, isGameOver } from '../../engine/index.js';
import type { Action } from '../../engine/core/types.js';
import { channels, type ApiContext } from '../contract/channel-table.js';
import { createAppContext } from '../app-context.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const app = (dir: string): ApiContext => createAppContext({ dataDir: dir, thinker: null, botPauseMs: 0 });

/** Plays the first legal choice until the next one would end the game; returns that last choice, not played. */
async function playToLastChoice(ctx: ApiContext): Promise<{ seat: number; action: Action }> {
  for (let guard = 0; guard < 2000; guard++) {
    const seat = ctx.session.decisionSeat()!;
    const action = ctx.session.seatView(seat).legal[0]!.action;
    if (isGameOver(applyAction(structuredClone(ctx.session.state()), action))) return { seat, action };
    await channels['game:act'].handler(ctx, { seat, action });
  }
  throw new Error('the scenario did not end');
}

describe('a campaign stopped between its scenario\'s last choice and its result', () => {
  it('is listed at the next scenario, the one its Continue opens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ryozen-pending-end-'));
    dirs.push(dir);
    const a = app(dir);
    const { id } = await channels['campaign:create'].handler(a, {
      name: 'Last light',
      allies: [
        { clan: 'crane', name: 'Aiko', controller: 'human' },
        { clan: 'koi', name: 'Ren', controller: 'human' },
      ],
      difficulty: 'easy',
    });
    const last = await playToLastChoice(a);
    await a.autosaver!.flush();
    // The last choice reaches the journal, as it does before the result is written; then the app stops.
    const folder = join(dir, 'saves', 'campaigns');
    const journal = join(folder, readdirSync(folder).find((f) => f.endsWith('.journal'))!);
    appendFileSync(journal, `${JSON.stringify({ at: a.session.choices().length, action: last.action })}\n`);

    const b = app(dir);
    const { campaigns } = await channels['campaign:list'].handler(b, undefined);
    const listed = campaigns.find((c) => c.id === id)!;
    expect(listed).toMatchObject({ current: 1, hasGameInProgress: false, moves: 0, summary: { args: { scenario: 2 } } });
    expect(listed.currentScenario).toBe(listed.scenarioOrder[1]);

    // The title screen's Continue says the same.
    const title = await channels['games:last'].handler(b, undefined);
    expect(title).toMatchObject({ kind: 'campaign', id, summary: { args: { scenario: 2 } } });

    const opened = await channels['campaign:continue'].handler(b, { id });
    expect(opened.scenarioId).toBe(listed.currentScenario);
  }, 240_000);
});
