// The games list and the campaigns list count a game's choices as Continue
// restores them: the journal's header checked, the count stopped at a gap or
// a bad line. So a list never promises moves Continue does not bring back.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channels } from '../contract/channel-table.js';
import { appOn, choose, dataDirs, newCampaign, TWO_PEOPLE } from '../app-test-support.js';

const dataDir = dataDirs('progress');

const app = appOn;

/** The only journal of `folder` under the data folder. */
function journalOf(dir: string, folder: 'games' | 'campaigns'): string {
  const d = join(dir, 'saves', folder);
  const name = readdirSync(d).find((f) => f.endsWith('.journal'));
  if (!name) throw new Error(`no journal in ${d}`);
  return join(d, name);
}

/** Ways a journal is found after a kill, a crash or another copy of the app. */
const DAMAGE: Record<string, (file: string) => void> = {
  'a header of another game': (file) => {
    const [head, ...rest] = readFileSync(file, 'utf8').split('\n');
    const h = JSON.parse(head!) as { seed: unknown };
    writeFileSync(file, [JSON.stringify({ ...h, seed: 'r128:00000000000000000000000000000000' }), ...rest].join('\n'));
  },
  'a line that leaves a gap': (file) => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const last = JSON.parse(lines.at(-1)!) as { at: number; action: unknown };
    // A choice after the gap follows on from the kept ones, but nothing after a gap is kept.
    appendFileSync(file, `${JSON.stringify({ at: last.at + 5, action: last.action })}\n${JSON.stringify({ at: last.at + 1, action: last.action })}\n`);
  },
  'a bad line in the middle': (file) => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    lines.splice(3, 0, '{"at":"not a number"}');
    writeFileSync(file, `${lines.join('\n')}\n`);
  },
  'a last line cut short': (file) => appendFileSync(file, '{"at":40,"act'),
};

describe('a game\'s progress, counted as Continue restores it', () => {
  for (const [damage, hurt] of Object.entries(DAMAGE)) {
    it(`the games list and Continue agree on the moves, with ${damage}`, async () => {
      const dir = dataDir();
      const a = app(dir);
      await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 5 });
      await choose(a, 7);
      hurt(journalOf(dir, 'games'));

      const b = app(dir);
      const { games } = await channels['games:list'].handler(b, undefined);
      await channels['games:continue'].handler(b, { id: games[0]!.id });
      expect(games[0]!.moves).toBe(b.session.choices().length);
      expect(games[0]!.moves).toBeLessThanOrEqual(7);
    });
  }

  it('a campaign lists the moves its journal keeps, as its Continue restores them', async () => {
    const dir = dataDir();
    const a = app(dir);
    const id = await newCampaign(a, 'Long road');
    await choose(a, 13);
    const played = a.session.choices().length;

    const b = app(dir);
    const { campaigns } = await channels['campaign:list'].handler(b, undefined);
    expect(campaigns[0]).toMatchObject({ id, moves: played, summary: { args: { scenario: 1, moves: played } } });
    await channels['campaign:continue'].handler(b, { id });
    expect(b.session.choices().length).toBe(played);
  });

  it('a campaign whose journal belongs to another checkpoint counts only its file\'s moves', async () => {
    const dir = dataDir();
    const a = app(dir);
    const id = await newCampaign(a, 'Stale');
    await choose(a, 6);
    DAMAGE['a header of another game']!(journalOf(dir, 'campaigns'));

    const b = app(dir);
    const { campaigns } = await channels['campaign:list'].handler(b, undefined);
    await channels['campaign:continue'].handler(b, { id });
    expect(campaigns[0]!.moves).toBe(b.session.choices().length);
  });
});
