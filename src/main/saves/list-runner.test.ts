// The saves list through the listing worker thread (list-worker.ts), as the
// app runs it: the main side keeps turning while large files are read and
// checked, a save listed as loadable loads, damaged files are reported with
// the reason load gives and never modified, and unchanged files are not read
// again.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.js';
import type { GameState } from '../../engine/core/types.js';
import { makeConfig } from '../../engine/config.js';
import { engineChecks } from './checks.js';
import { dummyGame } from './dummy-records-test-support.js';
import type { GameRecord } from './format.js';
import { SaveListRunner } from './list-runner.js';
import { SaveStore, type SaveChecker, type SlotFile } from './store.js';

const runner = new SaveListRunner();
afterAll(() => runner.dispose());

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-list-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

/** A store as the app opens it: the real engine's checks, listing through the worker. */
function appStore(checker: SaveChecker = runner.check): SaveStore {
  return new SaveStore(dir, { ...engineChecks(engine), checker, fsync: false, onWarning: () => undefined });
}

/** A short real game (a few dozen legal moves), as the session records it. */
function realGame(seed: number): GameRecord {
  const config = makeConfig({ players: 2 });
  let state = engine.createGame(config, seed);
  const actions = [];
  for (let i = 0; i < 40 && !engine.isGameOver(state); i++) {
    const legal = engine.legalActions(state);
    const a = legal[(i * 7 + seed) % legal.length]!;
    state = engine.applyAction(state, a);
    actions.push(a);
  }
  return { config, seed, actions, snapshot: state as unknown as Record<string, unknown>, hash: engine.stateHash(state) };
}

describe('the saves list, checked in the listing worker', () => {
  it('keeps the main event loop turning while a large save is read and checked', async () => {
    // A long (synthetic) action log: reading, parsing and checking it is a long piece of work.
    const big = dummyGame(150_000, { padBytes: 4 * 1024 * 1024 });
    await new SaveStore(dir, { fsync: false }).save('huge', { kind: 'game', game: big });
    const store = appStore();
    let turns = 0;
    let listing = true;
    const spin = () => {
      turns++;
      if (listing) setTimeout(spin, 0);
    };
    setTimeout(spin, 0);
    const list = await store.list().finally(() => {
      listing = false;
    });
    // Done on the main thread, the parse and check of this file let only the turns around its
    // file reads through (2 or 3 timer turns in all); in the worker, the loop turns all along
    // (several hundred timer turns here).
    expect(turns).toBeGreaterThan(20);
    expect(list.damaged.map((d) => d.slot)).toEqual(['huge']);
  });

  it('lists a good save as loadable and it loads; an edited log, a changed seed or a tampered snapshot is listed as damaged with the reason load gives', async () => {
    const store = appStore();
    const good = realGame(3);
    await store.save('good', { kind: 'game', game: good });
    await store.save('other seed', { kind: 'game', game: { ...good, seed: 4 } });
    const edited = [...good.actions];
    const at = engine.replay(good.config, good.seed, edited.slice(0, 5));
    edited[5] = engine.legalActions(at).find((a) => JSON.stringify(a) !== JSON.stringify(edited[5]))!;
    await store.save('edited log', { kind: 'game', game: { ...good, actions: edited } });
    const snapshot = { ...good.snapshot, round: 4 };
    const tampered = { ...good, snapshot, hash: engine.stateHash(snapshot as unknown as GameState) };
    await store.save('tampered snapshot', { kind: 'game', game: tampered });

    const list = await store.list();
    expect(list.saves.map((s) => s.slot)).toEqual(['good']);
    expect((await store.load('good')).ok).toBe(true);
    expect(list.damaged.map((d) => d.slot).sort()).toEqual(['edited log', 'other seed', 'tampered snapshot']);
    for (const d of list.damaged) {
      const res = await store.load(d.slot);
      expect(!res.ok && { code: res.error.code, message: res.error.message }).toEqual({ code: d.code, message: d.message });
    }
  });

  it('reports damaged files without changing them', async () => {
    const files: Record<string, Buffer> = {
      'cut.json': Buffer.from('{"format":"ryozen-save","formatVersion":1,"game":{"actions":[1,2'),
      'binary.json': Buffer.from([0x00, 0xff, 0x10, 0x80, 0x7b]),
      'foreign.json': Buffer.from('{"hello":"world"}'),
    };
    for (const [name, bytes] of Object.entries(files)) await fsp.writeFile(join(dir, name), bytes);
    const before = await Promise.all(Object.keys(files).map((n) => fsp.stat(join(dir, n))));
    const list = await appStore().list();
    expect(list.damaged.map((d) => [d.slot, d.code]).sort()).toEqual([
      ['binary', 'not-json'],
      ['cut', 'truncated'],
      ['foreign', 'foreign'],
    ]);
    for (const [i, [name, bytes]] of Object.entries(files).entries()) {
      expect(await fsp.readFile(join(dir, name))).toEqual(bytes);
      expect((await fsp.stat(join(dir, name))).mtimeMs).toBe(before[i]!.mtimeMs);
    }
    expect((await fsp.readdir(dir)).sort()).toEqual(Object.keys(files).sort());
  });

  it('a second listing reads only the files that changed since the first', async () => {
    const asked: SlotFile[][] = [];
    const counting: SaveChecker = (req) => {
      asked.push(req.files);
      return runner.check(req);
    };
    const store = appStore(counting);
    await store.save('one', { kind: 'game', game: realGame(1) });
    await store.save('two', { kind: 'game', game: realGame(2) });
    const first = await store.list();
    expect(asked.map((files) => files.map((f) => f.slot).sort())).toEqual([['one', 'two']]);
    expect(await store.list()).toEqual(first);
    expect(asked).toHaveLength(1);
    await store.save('two', { kind: 'game', game: realGame(5) });
    const third = await store.list();
    expect(asked.at(-1)!.map((f) => f.slot)).toEqual(['two']);
    expect(third.saves.map((s) => s.slot).sort()).toEqual(['one', 'two']);
  });

  it('still lists, in this thread, when the listing worker cannot start', async () => {
    const broken = new SaveListRunner({ workerUrl: join(dir, 'no-such-worker.cjs') });
    const warnings: string[] = [];
    const store = new SaveStore(dir, { ...engineChecks(engine), checker: broken.check, fsync: false, onWarning: (m) => warnings.push(m) });
    await store.save('good', { kind: 'game', game: realGame(3) });
    await store.save('other seed', { kind: 'game', game: { ...realGame(3), seed: 9 } });
    const list = await store.list();
    expect(list.saves.map((s) => s.slot)).toEqual(['good']);
    expect(list.damaged.map((d) => [d.slot, d.code])).toEqual([['other seed', 'hash-mismatch']]);
    expect(warnings.some((w) => /checked on the main thread/.test(w))).toBe(true);
    await broken.dispose();
  });
});
