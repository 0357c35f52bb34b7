// "Continue the last game" goes on with the game or campaign played last, of
// whatever kind: a kill in the middle of a campaign's turn (its choices in its
// journal, its file still at the scenario's start) must not send the player
// back to an older single game.
import { describe, expect, it } from 'vitest';
import { channels, type ApiContext } from '../contract/channel-table.js';
import { appOn, choose, chooseToMidTurn, dataDirs, newCampaign, TWO_PEOPLE } from '../app-test-support.js';

const dataDir = dataDirs('last');

const app = appOn;

const position = (ctx: ApiContext) => ({ ply: ctx.session.choices().length, hash: ctx.session.hash(), decision: ctx.session.decisionSeat() });

describe('Continue the last game', () => {
  it('after a kill in the middle of a campaign\'s turn, it brings back the campaign with every choice, not an older single game', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 3 });
    await choose(a, 4);
    const id = await newCampaign(a, 'Eleven choices');
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
    await newCampaign(a, 'Eleven choices');
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
