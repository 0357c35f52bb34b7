// The settings file: kept between runs, defaults for what it lacks, and a
// damaged or hostile file reported and left alone until the player changes a
// setting (then moved aside, never overwritten).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SETTINGS_BYTES, SETTINGS_FILE, SettingsStore } from './settings.js';
import { DEFAULT_SETTINGS, type SettingsPatch } from '../shared/settings-schema.js';
import { sayEnglish } from '../shared/i18n/format.js';

let dir: string;
let file: string;
const NOW = new Date('2026-11-23T17:05:09.123Z');
const store = () => new SettingsStore(dir, { now: () => NOW, fsync: false });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ryozen-settings-'));
  file = path.join(dir, SETTINGS_FILE);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const filesIn = () => readdirSync(dir).sort();

describe('settings kept between runs', () => {
  it('a first run has the defaults, no problem, and writes nothing', async () => {
    expect(await store().get()).toEqual({ settings: { ...DEFAULT_SETTINGS }, problem: null });
    expect(filesIn()).toEqual([]);
  });

  it('a change is read back by the next run (a new store on the same folder)', async () => {
    const changed = await store().set({ tableQuality: 'low' });
    expect(changed).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
    expect(await store().get()).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, ...DEFAULT_SETTINGS, tableQuality: 'low' });
    // Atomic write: no temp file is left beside it.
    expect(filesIn()).toEqual([SETTINGS_FILE]);
  });

  it('creates the data folder when it does not exist yet', async () => {
    dir = path.join(dir, 'not', 'yet');
    file = path.join(dir, SETTINGS_FILE);
    await store().set({ tableQuality: 'high' });
    expect(JSON.parse(readFileSync(file, 'utf8')).tableQuality).toBe('high');
  });

  it('an empty change keeps what was stored', async () => {
    await store().set({ tableQuality: 'high' });
    expect((await store().set({})).settings).toEqual({ ...DEFAULT_SETTINGS, tableQuality: 'high' });
  });

  it('a file without a field (older version, hand edit) gets the default for it', async () => {
    writeFileSync(file, '{"version":1}');
    expect(await store().get()).toEqual({ settings: { ...DEFAULT_SETTINGS }, problem: null });
  });

  it('fields this version does not know are dropped, the known ones kept', async () => {
    writeFileSync(file, '{"version":1,"tableQuality":"low","futureThing":true}');
    expect(await store().get()).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
  });

  it('accepts a file saved by Notepad with a byte order mark', async () => {
    writeFileSync(file, '\uFEFF{"version":1,"tableQuality":"high"}');
    expect((await store().get()).settings.tableQuality).toBe('high');
  });
});

describe('a settings file that cannot be used', () => {
  const bad: [string, string | Buffer, RegExp][] = [
    ['not JSON', 'tableQuality = low', /damaged/],
    ['cut off', '{"version":1,"tableQu', /incomplete/],
    ['empty', '', /empty/],
    ['binary', Buffer.from([0xff, 0x00, 0xc3, 0x28]), /binary/],
    ['a list', '[1,2]', /does not hold settings/],
    ['an unknown quality', '{"version":1,"tableQuality":"ultra"}', /tableQuality/],
    ['no version', '{"tableQuality":"low"}', /version/],
    ['nested without end', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, /damaged/],
  ];

  for (const [what, content, message] of bad) {
    it(`${what}: reported, the defaults used, the file untouched`, async () => {
      writeFileSync(file, content);
      const before = readFileSync(file);
      const got = await store().get();
      expect(got.settings).toEqual({ ...DEFAULT_SETTINGS });
      expect(got.problem?.message).toMatch(message);
      expect(got.problem?.message).toMatch(/default settings/);
      // The player reads the same in their language: the words say it, the message is their English.
      expect(sayEnglish(got.problem!.words)).toBe(got.problem?.message);
      expect(got.problem?.file).toBe(file);
      expect(readFileSync(file)).toEqual(before);
      expect(filesIn()).toEqual([SETTINGS_FILE]);
    });
  }

  it('a prototype trick is neither a setting nor a way in', async () => {
    writeFileSync(file, '{"version":1,"__proto__":{"tableQuality":"low","polluted":1},"constructor":{"prototype":{"polluted":1}}}');
    const got = await store().get();
    expect(got).toEqual({ settings: { ...DEFAULT_SETTINGS }, problem: null });
    expect(Object.getPrototypeOf(got.settings)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a huge file is refused without being read whole', async () => {
    writeFileSync(file, `{"version":1,"pad":"${'x'.repeat(MAX_SETTINGS_BYTES)}"}`);
    const got = await store().get();
    expect(got.problem).toMatchObject({ code: 'too-large' });
    expect(got.settings.tableQuality).toBe('auto');
  });

  it('a file from a newer Ryozen is left alone, then kept aside as "newer" when a setting changes', async () => {
    const newer = '{"version":7,"tableQuality":"high","colourBlind":true}';
    writeFileSync(file, newer);
    const got = await store().get();
    expect(got.problem).toMatchObject({ code: 'newer-version' });
    expect(got.problem?.message).toMatch(/newer version of Ryozen/);
    expect(got.settings.tableQuality).toBe('auto');
    const changed = await store().set({ tableQuality: 'low' });
    expect(changed.keptAside).toBe('settings.json.newer-2026-11-23T17-05-09-123Z');
    expect(readFileSync(path.join(dir, changed.keptAside!), 'utf8')).toBe(newer);
  });

  it('changing a setting keeps the damaged file aside under a dated name, then writes a good one', async () => {
    writeFileSync(file, '{"version":1,"tableQuality":');
    const s = store();
    expect((await s.get()).problem).not.toBeNull();
    const changed = await s.set({ tableQuality: 'high' });
    expect(changed).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'high' }, problem: null, keptAside: 'settings.json.damaged-2026-11-23T17-05-09-123Z' });
    expect(filesIn()).toEqual([SETTINGS_FILE, 'settings.json.damaged-2026-11-23T17-05-09-123Z']);
    expect(readFileSync(path.join(dir, changed.keptAside!), 'utf8')).toBe('{"version":1,"tableQuality":');
    expect(await s.get()).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'high' }, problem: null });
  });

  it('an empty change is not a change: the damaged file stays in place', async () => {
    writeFileSync(file, 'scribble');
    const got = await store().set({});
    expect(got.problem).toMatchObject({ code: 'not-json' });
    expect(filesIn()).toEqual([SETTINGS_FILE]);
    expect(readFileSync(file, 'utf8')).toBe('scribble');
  });

  it('a second damaged file in the same instant does not replace the first one kept aside', async () => {
    writeFileSync(file, 'first');
    await store().set({ tableQuality: 'high' });
    writeFileSync(file, 'second');
    const again = await store().set({ tableQuality: 'low' });
    expect(again.keptAside).toBe('settings.json.damaged-2026-11-23T17-05-09-123Z-2');
    expect(readFileSync(path.join(dir, 'settings.json.damaged-2026-11-23T17-05-09-123Z'), 'utf8')).toBe('first');
    expect(readFileSync(path.join(dir, again.keptAside!), 'utf8')).toBe('second');
  });

  it('a folder in the settings file\'s place is reported as unreadable', async () => {
    mkdirSync(file);
    const got = await store().get();
    expect(got.problem).toMatchObject({ code: 'unreadable' });
    expect(existsSync(file)).toBe(true);
  });
});

describe('bad changes are refused with nothing changed', () => {
  const refused: [string, unknown][] = [
    ['an unknown quality', { tableQuality: 'ultra' }],
    ['an unknown setting', { tableQuality: 'low', volume: 3 }],
    ['not an object', 'low'],
    ['null', null],
  ];
  for (const [what, patch] of refused) {
    it(what, async () => {
      await store().set({ tableQuality: 'high' });
      const before = readFileSync(file, 'utf8');
      await expect(store().set(patch as SettingsPatch)).rejects.toMatchObject({ code: 'invalid-settings', message: /not valid/ });
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect((await store().get()).settings.tableQuality).toBe('high');
    });
  }

  // Root writes anywhere: the permission is only checked as an ordinary user.
  it.skipIf(process.getuid?.() === 0)('a folder that cannot be written: a clear error, the stored settings as they were', async () => {
    await store().set({ tableQuality: 'high' });
    chmodSync(dir, 0o500);
    try {
      await expect(store().set({ tableQuality: 'low' })).rejects.toMatchObject({ code: 'settings-write-failed', message: /could not be saved: Ryozen is not allowed/ });
    } finally {
      chmodSync(dir, 0o700);
    }
    expect((await store().get()).settings.tableQuality).toBe('high');
  });

  it('a data folder that is a file: a clear error, and the file is not touched', async () => {
    const notAFolder = path.join(dir, 'plain-file');
    writeFileSync(notAFolder, 'mine');
    const s = new SettingsStore(notAFolder, { fsync: false });
    await expect(s.set({ tableQuality: 'low' })).rejects.toMatchObject({ code: 'settings-write-failed', message: /could not be saved/ });
    expect(readFileSync(notAFolder, 'utf8')).toBe('mine');
  });
});
