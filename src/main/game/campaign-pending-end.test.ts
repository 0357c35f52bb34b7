// A story campaign killed between its scenario's last kept choice and the
// writing of that scenario's result: after a restart, the campaigns list says
// and the title screen's Continue say the scenario Continue opens (the next
// one), not the one just played. After the last scenario, the campaign stays
// open to Continue, which records the end and says the campaign is done.
import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, isGameOver } from '../../engine/index.js';
import type { Action } from '../../engine/core/types.js';
import { channels, type ApiContext } from '../contract/channel-table.js';
import { CAMPAIGN_SCENARIOS } from '../saves/format.js';
import { appOn, dataDirs, newCampaign } from '../app-test-support.js';

const dataDir = dataDirs('pending-end');
const app = appOn;

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

/** Keeps the scenario's last choice in the journal, as the app does before it writes the result, and stops there. */
async function stopBeforeResult(ctx: ApiContext, dir: string): Promise<void> {
  const last = await playToLastChoice(ctx);
  await ctx.autosaver!.flush();
  const folder = join(dir, 'saves', 'campaigns');
  const journal = join(folder, readdirSync(folder).find((f) => f.endsWith('.journal'))!);
  appendFileSync(journal, `${JSON.stringify({ at: ctx.session.choices().length, action: last.action })}\n`);
}

describe('a campaign stopped between its scenario\'s last choice and its result', () => {
  it('is listed at the next scenario, the one its Continue opens', async () => {
    const dir = dataDir();
    const a = app(dir);
    const id = await newCampaign(a, 'Last light');
    await stopBeforeResult(a, dir);

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

  it('after its last scenario, stays open to Continue, which records the last result and ends the campaign', async () => {
    const dir = dataDir();
    const a = app(dir);
    const id = await newCampaign(a, 'Last light');
    for (let scenario = 1; scenario < CAMPAIGN_SCENARIOS; scenario++) {
      const last = await playToLastChoice(a);
      await channels['game:act'].handler(a, last);
      await channels['campaign:continue'].handler(a, { id });
    }
    await stopBeforeResult(a, dir);

    const b = app(dir);
    const before = (await channels['campaign:list'].handler(b, undefined)).campaigns.find((c) => c.id === id)!;
    expect(before).toMatchObject({ finished: false, current: CAMPAIGN_SCENARIOS - 1, hasGameInProgress: true });
    expect(before.results).toHaveLength(CAMPAIGN_SCENARIOS - 1);
    expect(await channels['games:last'].handler(b, undefined)).toMatchObject({ kind: 'campaign', id });

    expect(await channels['campaign:continue'].handler(b, { id })).toMatchObject({ finished: true });
    const after = (await channels['campaign:list'].handler(b, undefined)).campaigns.find((c) => c.id === id)!;
    expect(after.finished).toBe(true);
    expect(after.results).toHaveLength(CAMPAIGN_SCENARIOS);
    expect(after.results.at(-1)!.replayable).toBe(true);
  }, 240_000);
});
