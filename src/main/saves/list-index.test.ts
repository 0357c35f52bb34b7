// The listing's index (list-index.ts): after a restart the games list comes
// from it and a stat of each file, reading again only the files changed since;
// an index cut short by a kill, damaged, or written by another version is
// reported and rebuilt, and the list stays whole either way.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dummyGame, dummyVerify } from './dummy-records-test-support.js';
import { LIST_INDEX_FILE } from './list-index.js';
import { SaveStore, type SaveChecker, type SaveStoreOptions } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-index-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

/** A checker that checks in this thread, as the worker would, and counts the files it was asked to read. */
function countingChecker(store: () => SaveStore) {
  const asked: string[] = [];
  const check: SaveChecker = async ({ files }) => {
    asked.push(...files.map((f) => f.slot));
    return Promise.all(files.map((f) => store().checkSlotFile(f.file, f.slot)));
  };
  return { asked, check };
}

/** A started app's store: an index, a checker, and the warnings it reports. */
function started(extra: Partial<SaveStoreOptions> = {}) {
  const warnings: string[] = [];
  const base: SaveStoreOptions = { verify: dummyVerify, fsync: false, index: true, appVersion: '1.2.3', onWarning: (m) => warnings.push(m), ...extra };
  const plain = new SaveStore(dir, { ...base, checker: undefined });
  const { asked, check } = countingChecker(() => plain);
  return { store: new SaveStore(dir, { ...base, checker: check }), asked, warnings };
}

async function writeGames(n: number): Promise<void> {
  const writer = new SaveStore(dir, { fsync: false });
  for (let i = 0; i < n; i++) await writer.save(`g-${i}`, { kind: 'game', game: dummyGame(3 + i), displayName: `Game ${i}` });
}

const shown = (r: Awaited<ReturnType<SaveStore['list']>>) => r.saves.map((s) => [s.slot, s.name, s.summary]).sort();

describe('the listing index', () => {
  it('after a restart, lists from the index and reads again only the files changed since', async () => {
    await writeGames(6);
    const first = started();
    const before = await first.store.list();
    expect(first.asked).toHaveLength(6);
    expect(first.warnings.join('\n')).toMatch(/missing/);

    const restarted = started();
    expect(shown(await restarted.store.list())).toEqual(shown(before));
    expect(restarted.asked).toEqual([]);
    expect(restarted.warnings).toEqual([]);

    await new SaveStore(dir, { fsync: false }).save('g-2', { kind: 'game', game: dummyGame(40), displayName: 'Longer now' });
    await fsp.unlink(join(dir, 'g-4.json'));
    const again = started();
    const after = await again.store.list();
    expect(again.asked).toEqual(['g-2']);
    expect(after.saves.map((s) => s.slot).sort()).toEqual(['g-0', 'g-1', 'g-2', 'g-3', 'g-5']);
    expect(after.saves.find((s) => s.slot === 'g-2')?.name).toBe('Longer now');
  });

  it('a write killed between its temp file and its rename leaves the previous index whole, and the list right', async () => {
    await writeGames(4);
    await started().store.list();
    const whole = await fsp.readFile(join(dir, LIST_INDEX_FILE), 'utf8');
    await new SaveStore(dir, { fsync: false }).save('g-9', { kind: 'game', game: dummyGame(9), displayName: 'Late' });

    // The process dies after writing the new index's temp file, before its rename.
    const dying = started({ retry: { attempts: 1, rename: async (from, to) => (to.endsWith(LIST_INDEX_FILE) ? Promise.reject(Object.assign(new Error('killed'), { code: 'EIO' })) : fsp.rename(from, to)) } });
    expect((await dying.store.list()).saves).toHaveLength(5);
    expect(dying.warnings.join('\n')).toMatch(/could not be written/);
    expect(await fsp.readFile(join(dir, LIST_INDEX_FILE), 'utf8')).toBe(whole);

    const restarted = started();
    const listed = await restarted.store.list();
    expect(listed.saves.map((s) => s.slot).sort()).toEqual(['g-0', 'g-1', 'g-2', 'g-3', 'g-9']);
    expect(restarted.asked).toEqual(['g-9']);
    expect(restarted.warnings).toEqual([]);
  });

  for (const [what, hurt] of [
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['not an index', () => '{"index":1,"files":[1,2,3]}'],
    ['written by another version', (text: string) => text.replace('"1.2.3"', '"0.9.0"')],
  ] as const) {
    it(`an index ${what} is reported and rebuilt, never trusted, and the list stays whole`, async () => {
      await writeGames(5);
      const first = await started().store.list();
      const file = join(dir, LIST_INDEX_FILE);
      await fsp.writeFile(file, hurt(await fsp.readFile(file, 'utf8')));

      const restarted = started();
      expect(shown(await restarted.store.list())).toEqual(shown(first));
      expect(restarted.asked).toHaveLength(5);
      expect(restarted.warnings).toHaveLength(1);
      expect(restarted.warnings[0]).toMatch(/rebuilt/);

      const next = started();
      await next.store.list();
      expect(next.asked).toEqual([]);
    });
  }

  it('an index that claims a file is fine is not believed once the file changed under it', async () => {
    await writeGames(2);
    await started().store.list();
    await fsp.writeFile(join(dir, 'g-1.json'), '{"not":"a save"');
    const restarted = started();
    const listed = await restarted.store.list();
    expect(listed.saves.map((s) => s.slot)).toEqual(['g-0']);
    expect(listed.damaged.map((d) => d.slot)).toEqual(['g-1']);
  });
});
