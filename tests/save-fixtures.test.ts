// Saves written by earlier versions keep loading: every folder
// tests/fixtures/saves-v<N>/ holds real save files written by that version's
// app (tests/fixtures/make-save-fixtures.ts). Each one is opened through the app's own
// channels (game:load, campaign:continue), must rebuild exactly the recorded
// position, and the game must go on (a legal choice applies).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels } from '../src/main/contract/channel-table.js';
import { createAppContext } from '../src/main/app-context.js';
import type { FixtureEntry } from './fixtures/manifest.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const versions = readdirSync(FIXTURES).filter((d) => /^saves-v\d+$/.test(d));

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ryozen-fixtures-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh app over a copy of the fixture folder as its saves folder (the fixtures stay untouched). */
function appWith(version: string) {
  cpSync(join(FIXTURES, version), join(dataDir, 'saves'), { recursive: true });
  return createAppContext({ dataDir, thinker: null });
}

it('there is a fixture folder for at least the first save format', () => {
  expect(versions).toContain('saves-v1');
});

for (const version of versions) {
  const manifest = JSON.parse(readFileSync(join(FIXTURES, version, 'manifest.json'), 'utf8')) as FixtureEntry[];
  describe(`saves written by format ${version}`, () => {
    for (const f of manifest) {
      it(`${f.what}: loads to the recorded position and play goes on`, async () => {
        const ctx = appWith(version);
        if (f.kind === 'game') await channels['game:load'].handler(ctx, { name: f.slot });
        else if (f.kind === 'record') await channels['games:continue'].handler(ctx, { id: f.slot });
        else await channels['campaign:continue'].handler(ctx, { id: f.slot });
        const session = ctx.session;
        expect(session.record().seed).toEqual(f.seed);
        expect(session.record().actions).toHaveLength(f.actions);
        expect(session.hash()).toBe(f.hash);

        const seat = session.decisionSeat();
        expect(seat).not.toBeNull();
        const choice = session.seatView(seat!).legal[0];
        expect(choice).toBeDefined();
        await channels['game:act'].handler(ctx, { seat: seat!, action: choice!.action });
        expect(session.record().actions).toHaveLength(f.actions + 1);
        // The choice is kept where the saves are: a restarted app continues after it.
        const again = createAppContext({ dataDir, thinker: null });
        const listed = (await channels['games:list'].handler(again, undefined)).games.find((g) => g.current === false && g.moves === f.actions + 1);
        if (f.kind === 'campaign') {
          await channels['campaign:continue'].handler(again, { id: f.slot });
          expect(again.session.hash()).toBe(session.hash());
        } else {
          expect(listed).toBeDefined();
          await channels['games:continue'].handler(again, { id: listed!.id });
          expect(again.session.hash()).toBe(session.hash());
        }
        expect(session.hash()).not.toBe(f.hash);
      });
    }
  });
}
