import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dummyGame, dummyVerify } from './dummy-records-test-support.js';
import { CURRENT_FORMAT_VERSION, SaveFileSchema } from './format.js';
import { migrate, migrate0to1, type JsonObject } from './migrate.js';
import { SaveStore } from './store.js';

function v0(moves = 20): JsonObject {
  const g = dummyGame(moves);
  return {
    format: 'ryozen-save',
    formatVersion: 0,
    app: '0.0.9',
    time: Date.parse('2024-12-24T18:30:00.000Z'),
    name: 'Old game',
    config: g.config,
    seed: g.seed,
    actions: g.actions,
    state: g.snapshot,
    hash: g.hash,
  };
}

describe('migrate', () => {
  it('0 -> 1 produces a valid current document and leaves its input alone', () => {
    const input = v0();
    const copy = structuredClone(input);
    const res = migrate(input);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.fromVersion).toBe(0);
    expect(input).toEqual(copy);
    const parsed = SaveFileSchema.parse(res.doc);
    expect(parsed.savedAt).toBe('2024-12-24T18:30:00.000Z');
    expect(parsed.appVersion).toBe('0.0.9');
    expect(parsed.kind).toBe('game');
    expect(parsed.game?.snapshot).toEqual(copy.state);
    expect(parsed.game?.actions).toEqual(copy.actions);
  });

  it('the current version passes through', () => {
    const doc = { format: 'ryozen-save', formatVersion: CURRENT_FORMAT_VERSION, anything: 1 };
    const res = migrate(doc);
    expect(res).toEqual({ ok: true, doc, fromVersion: CURRENT_FORMAT_VERSION });
  });

  it('version 1 becomes version 2 unchanged but for its number (version 2 only adds the optional record field)', () => {
    const doc = { format: 'ryozen-save', formatVersion: 1, name: 'Old', kind: 'game', game: { seed: 1 } };
    expect(migrate(doc)).toEqual({ ok: true, doc: { ...doc, formatVersion: 2 }, fromVersion: 1 });
    expect(doc.formatVersion).toBe(1);
  });

  it.each([3, 4, 99, 2 ** 40])('version %d is newer', (v) => {
    expect(migrate({ format: 'ryozen-save', formatVersion: v })).toEqual({ ok: false, code: 'newer-version', version: v });
  });

  it.each([undefined, -1, 1.5, '1', null, [], Number.MAX_VALUE])('formatVersion %j is invalid', (v) => {
    const res = migrate({ format: 'ryozen-save', formatVersion: v });
    expect(res).toMatchObject({ ok: false, code: 'invalid', field: 'formatVersion' });
  });

  it('reports the field a broken old file lacks', () => {
    const bad = v0();
    delete bad.time;
    expect(migrate(bad)).toMatchObject({ ok: false, code: 'invalid', field: 'time' });
    const bad2 = v0();
    delete bad2.actions;
    expect(migrate(bad2)).toMatchObject({ ok: false, code: 'invalid', field: 'actions' });
    expect(() => migrate0to1({ ...v0(), time: 'yesterday' })).toThrow(/time/);
  });

  it('runs a chain of migrations in order', () => {
    const chain = {
      0: (d: JsonObject) => ({ ...d, formatVersion: 1, trail: ['0->1'] }),
      1: (d: JsonObject) => ({ ...d, formatVersion: 2, trail: [...(d.trail as string[]), '1->2'] }),
      2: (d: JsonObject) => ({ ...d, formatVersion: 3, trail: [...(d.trail as string[]), '2->3'] }),
    };
    const res = migrate({ format: 'ryozen-save', formatVersion: 0 }, chain, 3);
    expect(res.ok && res.doc.trail).toEqual(['0->1', '1->2', '2->3']);
    const gap = migrate({ format: 'ryozen-save', formatVersion: 0 }, { 1: chain[1] }, 2);
    expect(gap).toMatchObject({ ok: false, code: 'invalid' });
    const wrong = migrate({ format: 'ryozen-save', formatVersion: 0 }, { 0: (d) => d }, 1);
    expect(wrong).toMatchObject({ ok: false, code: 'invalid' });
    const throws = migrate({ format: 'ryozen-save', formatVersion: 0 }, { 0: () => { throw new TypeError('x'); } }, 1);
    expect(throws).toMatchObject({ ok: false, code: 'invalid', field: 'formatVersion' });
  });
});

describe('loading an old file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-migrate-'));
  });
  afterEach(async () => {
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('loads a version 0 file through the migration, without rewriting it; the next save writes the current version', async () => {
    const file = join(dir, 'old.json');
    const text = JSON.stringify(v0(33), null, 2);
    await fsp.writeFile(file, text);
    const store = new SaveStore(dir, { verify: dummyVerify, onWarning: () => undefined });
    const res = await store.load('old');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.migratedFrom).toBe(0);
    expect(res.save.game?.actions).toHaveLength(33);
    expect(await fsp.readFile(file, 'utf8')).toBe(text);
    const listed = await store.list();
    expect(listed.saves[0]).toMatchObject({ slot: 'old', formatVersion: 0, name: 'Old game' });

    await store.save('old', { kind: 'game', game: res.save.game, displayName: res.save.name });
    expect(JSON.parse(await fsp.readFile(file, 'utf8')).formatVersion).toBe(CURRENT_FORMAT_VERSION);
    // the old version is kept as backup 1, still loadable through the migration
    const b1 = await store.loadBackup('old', 1);
    expect(b1.ok && b1.migratedFrom).toBe(0);
  });
});
