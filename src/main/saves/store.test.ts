import { createHash } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SaveError } from './errors.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { dummyCampaign, dummyGame, dummyHash, dummyScores, dummyVerify } from './dummy-records-test-support.js';
import { CURRENT_FORMAT_VERSION, validateSlotName, type SaveFile } from './format.js';
import { SaveStore, type SaveStoreOptions } from './store.js';

let dir: string;
let warnings: string[];

beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-store-'));
  warnings = [];
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

const store = (opts: SaveStoreOptions = {}) =>
  new SaveStore(dir, { verify: dummyVerify, appVersion: '0.1.0-test', onWarning: (m) => warnings.push(m), ...opts });

const sha = async (path: string) => createHash('sha256').update(await fsp.readFile(path)).digest('hex');

async function writeRaw(name: string, content: string | Uint8Array) {
  await fsp.mkdir(dir, { recursive: true });
  await fsp.writeFile(join(dir, name), content);
}

function validDoc(overrides: Partial<SaveFile> = {}): SaveFile {
  return {
    format: 'ryozen-save',
    formatVersion: CURRENT_FORMAT_VERSION,
    appVersion: '0.1.0',
    savedAt: '2025-03-01T10:00:00.000Z',
    name: 'x',
    kind: 'game',
    game: dummyGame(12),
    ...overrides,
  };
}

/** Player-facing: complete sentence, names the save, no internals. */
function expectFriendly(message: string, slot?: string) {
  expect(message.length).toBeGreaterThan(20);
  expect(message.length).toBeLessThan(400);
  expect(message).toMatch(/^[A-Z]/);
  expect(message).toMatch(/[.)]$/);
  if (slot) expect(message).toContain(`"${slot}"`);
  expect(message).not.toMatch(/undefined|\[object|at .*\.ts|Error:|Unexpected token|ZodError|NaN/);
}

describe('words kept in a save', () => {
  const scores = (tieBreak: unknown) => ({ ...dummyScores(true), tieBreak });

  it("reads a tie-break an earlier version wrote in English as a message that shows it as it is", async () => {
    const doc = validDoc({ record: { createdAt: '2025-03-01T10:00:00.000Z', pinned: false, scores: scores('Tied on favor: most moon shards wins.') } } as Partial<SaveFile>);
    await writeRaw('tied.json', JSON.stringify(doc));
    const res = await store().load('tied');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const tieBreak = res.save.record?.scores?.tieBreak;
    expect(tieBreak).toEqual({ id: 'legacy.text', args: { text: 'Tied on favor: most moon shards wins.' } });
    expect(sayEnglish(tieBreak!)).toBe('Tied on favor: most moon shards wins.');
  });

  it('reads the English log lines of an earlier version\'s snapshot as messages that show them as they are', async () => {
    const game = dummyGame(4);
    const line = { ply: 4, round: 1, seat: 0 };
    const snapshot = { ...game.snapshot, log: [{ ...line, text: 'Aiko places a fighter on the Gates.' }] };
    const read = [{ ...line, msg: { id: 'legacy.text', args: { text: 'Aiko places a fighter on the Gates.' } } }];
    // The engine's hash leaves the log out; the stand-in's covers it, so it is taken of the snapshot as read.
    const doc = validDoc({ game: { ...game, snapshot, hash: dummyHash({ ...game, snapshot: { ...snapshot, log: read } }) } });
    await writeRaw('old-log.json', JSON.stringify(doc));
    const res = await store().load('old-log');
    expect(res.ok && res.save.game?.snapshot.log).toEqual(read);
  });

  it('keeps a tie-break message as a message', async () => {
    const tieBreak = { id: 'rules.score.tieBreak', args: { n: 2, seat: { id: 'seat.player', args: { n: 1 } } } };
    const s = store();
    await s.save('msg', { kind: 'game', game: dummyGame(3), record: { createdAt: '2025-03-01T10:00:00.000Z', pinned: false, scores: scores(tieBreak) } } as never);
    const res = await s.load('msg');
    expect(res.ok && res.save.record?.scores?.tieBreak).toEqual(tieBreak);
  });
});

describe('round trip', () => {
  it('saves and loads a game exactly', async () => {
    const s = store();
    const game = dummyGame(300, { seed: 'seed-text' });
    const res = await s.save('Evening game', { kind: 'game', game });
    expect(res.bytes).toBeGreaterThan(1000);
    const loaded = await s.load('Evening game');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.save.game).toEqual(game);
    expect(loaded.save.name).toBe('Evening game');
    expect(loaded.save.kind).toBe('game');
    expect(loaded.save.appVersion).toBe('0.1.0-test');
    expect(loaded.save.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(loaded.migratedFrom).toBeUndefined();
    // the file is plain JSON with the format envelope
    const raw = JSON.parse(await fsp.readFile(join(dir, 'Evening game.json'), 'utf8'));
    expect(raw.format).toBe('ryozen-save');
    expect(raw.game.hash).toBe(game.hash);
  });

  it('saves a campaign kind file', async () => {
    const s = store();
    const game = dummyGame(3);
    await s.save('camp', { kind: 'campaign', game: null, campaign: dummyCampaign('camp'), displayName: 'My campaign' });
    const loaded = await s.load('camp');
    expect(loaded.ok && loaded.save.campaign?.id).toBe('camp');
    expect(loaded.ok && loaded.save.name).toBe('My campaign');
    await expect(s.save('g', { kind: 'game', game: null })).rejects.toMatchObject({ code: 'invalid' });
    await expect(s.save('g', { kind: 'game', game, campaign: dummyCampaign('g') })).rejects.toBeInstanceOf(SaveError);
  });

  it('autosave writes the autosave slot with rotation', async () => {
    const s = store();
    for (let i = 1; i <= 5; i++) await s.autosave({ kind: 'game', game: dummyGame(i) });
    const loaded = await s.load('autosave');
    expect(loaded.ok && loaded.save.game?.actions.length).toBe(5);
    const b3 = await s.loadBackup('autosave', 3);
    expect(b3.ok && b3.save.game?.actions.length).toBe(2);
  });

  it('treats slot names case-insensitively (one slot on every system)', async () => {
    const s = store();
    await s.save('Game One', { kind: 'game', game: dummyGame(1) });
    await s.save('game one', { kind: 'game', game: dummyGame(2) });
    const files = (await fsp.readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files).toEqual(['Game One.json']);
    const loaded = await s.load('GAME ONE');
    expect(loaded.ok && loaded.save.game?.actions.length).toBe(2);
  });

  it('serializes concurrent saves to one slot', async () => {
    const s = store();
    await Promise.all(Array.from({ length: 10 }, (_, i) => s.save('race', { kind: 'game', game: dummyGame(i + 1) })));
    const loaded = await s.load('race');
    expect(loaded.ok && loaded.save.game?.actions.length).toBe(10);
    for (let n = 1; n <= 3; n++) {
      const b = await s.loadBackup('race', n);
      expect(b.ok && b.save.game?.actions.length).toBe(10 - n);
    }
    expect((await fsp.readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('tolerates a UTF-8 byte order mark (files re-saved by Notepad)', async () => {
    await writeRaw('bom.json', '\ufeff' + JSON.stringify(validDoc({ name: 'bom' })));
    const loaded = await store().load('bom');
    expect(loaded.ok).toBe(true);
  });
});

describe('backups', () => {
  it('rotates the previous versions into bak1..bakN', async () => {
    const s = store({ backups: 3 });
    for (let i = 1; i <= 6; i++) await s.save('slot', { kind: 'game', game: dummyGame(i) });
    const names = (await fsp.readdir(dir)).sort();
    expect(names).toEqual(['slot.json', 'slot.json.bak1', 'slot.json.bak2', 'slot.json.bak3']);
    const moves = async (n: number) => {
      const r = await s.loadBackup('slot', n);
      return r.ok ? r.save.game?.actions.length : -1;
    };
    expect([await moves(1), await moves(2), await moves(3)]).toEqual([5, 4, 3]);
    const missing = await s.loadBackup('slot', 4);
    expect(missing.ok).toBe(false);
  });

  it('keeps no backups when backups = 0', async () => {
    const s = store({ backups: 0 });
    for (let i = 1; i <= 3; i++) await s.save('slot', { kind: 'game', game: dummyGame(i) });
    expect(await fsp.readdir(dir)).toEqual(['slot.json']);
  });

  it('offers the newest loadable backup when the slot is damaged', async () => {
    const s = store();
    for (let i = 1; i <= 3; i++) await s.save('slot', { kind: 'game', game: dummyGame(i) });
    await fsp.writeFile(join(dir, 'slot.json.bak1'), '{"format":"ryozen-save",');
    await fsp.writeFile(join(dir, 'slot.json'), 'garbage');
    const res = await s.load('slot');
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('not-json');
    expect(res.backupAvailable).toBe(true);
    expect(res.backup).toBe(2);
    expect(res.error.message).toContain('backup 2');
    expectFriendly(res.error.message, 'slot');
    const b = await s.loadBackup('slot', 2);
    expect(b.ok && b.save.game?.actions.length).toBe(1);
  });

  it('a missing slot with a backup left says so', async () => {
    const s = store();
    await s.save('slot', { kind: 'game', game: dummyGame(1) });
    await s.save('slot', { kind: 'game', game: dummyGame(2) });
    await fsp.unlink(join(dir, 'slot.json'));
    const res = await s.load('slot');
    expect(!res.ok && res.error.code).toBe('not-found');
    expect(!res.ok && res.backupAvailable).toBe(true);
  });

  it('sets a damaged slot file aside (never deleted or overwritten) when a new save replaces it', async () => {
    const s = store({ now: () => new Date('2025-05-06T07:08:09.123Z') });
    await s.save('slot', { kind: 'game', game: dummyGame(1) });
    await fsp.writeFile(join(dir, 'slot.json'), '{"format":"ryozen-save","formatVersion":1,"na');
    const before = await sha(join(dir, 'slot.json'));
    // loading and listing leave it alone
    expect((await s.load('slot')).ok).toBe(false);
    const listed = await s.list();
    expect(listed.damaged.map((d) => [d.slot, d.code])).toEqual([['slot', 'truncated']]);
    expect(await sha(join(dir, 'slot.json'))).toBe(before);
    // saving over it moves it aside
    const res = await s.save('slot', { kind: 'game', game: dummyGame(2) });
    expect(res.setAside).toBe('slot.damaged-20250506T070809123Z.json');
    expect(await sha(join(dir, res.setAside as string))).toBe(before);
    // a second damage in the same millisecond gets its own name
    await fsp.writeFile(join(dir, 'slot.json'), 'junk');
    const res2 = await s.save('slot', { kind: 'game', game: dummyGame(3) });
    expect(res2.setAside).toBe('slot.damaged-20250506T070809123Z-1.json');
    expect(await sha(join(dir, res.setAside as string))).toBe(before);
    // the damaged version did not enter the backup rotation
    const b1 = await s.loadBackup('slot', 1);
    expect(!b1.ok && b1.error.code).toBe('not-found');
    await s.save('slot', { kind: 'game', game: dummyGame(4) });
    const b1b = await s.loadBackup('slot', 1);
    expect(b1b.ok && b1b.save.game?.actions.length).toBe(3);
    const after = await s.list();
    expect(after.damaged).toEqual([]);
    expect(after.setAside.sort()).toEqual([res.setAside, res2.setAside].sort());
    expect(warnings.some((w) => w.includes('slot.damaged-'))).toBe(true);
  });

  it('sets a newer-version file aside as .newer-', async () => {
    const s = store({ now: () => new Date('2025-05-06T07:08:09.123Z') });
    await writeRaw('slot.json', JSON.stringify({ ...validDoc(), formatVersion: 7 }));
    const res = await s.save('slot', { kind: 'game', game: dummyGame(2) });
    expect(res.setAside).toBe('slot.newer-20250506T070809123Z.json');
  });
});

describe('names', () => {
  it.each(['a', 'Evening game', 'game_2', 'x-y', 'A'.repeat(64), 'autosave', '0', 'Partie d été', '名前', 'Ре-игра_2', 'é'.repeat(64)])('accepts %j', (n) => {
    expect(validateSlotName(n).ok).toBe(true);
  });
  it.each([
    '',
    ' lead',
    'trail ',
    'A'.repeat(65),
    '../evil',
    '..',
    '.',
    'a/b',
    'a\\b',
    'C:evil',
    'x.json',
    'nul',
    'CON',
    'com1',
    'LPT9',
    'tab\there',
    'new\nline',
    'nul\u0000byte',
    'a.b',
    'zero\u200bwidth',
    'rtl\u202eoverride',
    '\u0301combining first',
    'emoji 🎲',
    '%2e%2e',
    '~',
    '*',
  ])('rejects %j', async (n) => {
    const v = validateSlotName(n);
    expect(v.ok).toBe(false);
    if (!v.ok) expectFriendly(sayEnglish(v.words));
    const s = store();
    await expect(s.save(n, { kind: 'game', game: dummyGame(1) })).rejects.toMatchObject({ code: 'bad-name' });
    const l = await s.load(n);
    expect(!l.ok && l.error.code).toBe('bad-name');
  });
  it('stores names in NFC form and finds decomposed spellings', async () => {
    const s = store();
    const nfd = 'Partie e\u0301te\u0301';
    expect(validateSlotName(nfd)).toEqual({ ok: true, name: 'Partie été' });
    await s.save(nfd, { kind: 'game', game: dummyGame(2) });
    expect(await fsp.readdir(dir)).toEqual(['Partie été.json']);
    const loaded = await s.load('PARTIE ÉTÉ');
    expect(loaded.ok && loaded.slot).toBe('Partie été');
    expect((await s.list()).saves.map((x) => x.slot)).toEqual(['Partie été']);
  });
  it('rejects non-strings', () => {
    expect(validateSlotName(42).ok).toBe(false);
    expect(validateSlotName(null).ok).toBe(false);
  });
  it('never writes outside the folder', async () => {
    const s = store();
    await expect(s.save('../x', { kind: 'game', game: dummyGame(1) })).rejects.toBeInstanceOf(SaveError);
    await expect(fsp.stat(join(dir, '..', 'x.json'))).rejects.toThrow();
  });
});

describe('error codes', () => {
  const cases: Array<[string, string | Uint8Array, string, RegExp]> = [
    ['empty', '', 'truncated', /is empty/],
    ['trunc', JSON.stringify(validDoc()).slice(0, 300), 'truncated', /incomplete/],
    ['binary', new Uint8Array([0xc3, 0x28, 0xff, 0x00, 0x81]), 'not-json', /binary data/],
    ['utf16', Buffer.from('\ufeff' + JSON.stringify(validDoc()), 'utf16le'), 'not-json', /UTF-16/],
    ['text', 'hello, this is my shopping list', 'not-json', /not save data/],
    ['array', '[1,2,3]', 'foreign', /not a Ryozen save/],
    ['pkg', JSON.stringify({ name: 'left-pad', version: '1.0.0' }), 'foreign', /not a Ryozen save/],
    ['other', JSON.stringify({ ...validDoc(), format: 'chess-save' }), 'foreign', /not a Ryozen save/],
    ['future', JSON.stringify({ format: 'ryozen-save', formatVersion: CURRENT_FORMAT_VERSION + 1, whatever: true }), 'newer-version', /newer version of Ryozen/],
    ['badtype', JSON.stringify({ ...validDoc(), game: { ...validDoc().game, seed: [1] } }), 'invalid', /"game\.seed"/],
    ['badversion', JSON.stringify({ ...validDoc(), formatVersion: 'one' }), 'invalid', /"formatVersion"/],
    ['deep', '{"a":' + '['.repeat(500) + ']'.repeat(500) + '}', 'invalid', /nested/],
    ['hash', JSON.stringify({ ...validDoc(), game: { ...validDoc().game, hash: 'f00d' } }), 'hash-mismatch', /replaying its moves/],
  ];
  it.each(cases)('%s -> %s', async (slot, content, code, pattern) => {
    await writeRaw(`${slot}.json`, content);
    const before = await sha(join(dir, `${slot}.json`));
    const res = await store().load(slot);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe(code);
    expect(res.error.message).toMatch(pattern);
    expectFriendly(res.error.message, slot);
    expect(res.backupAvailable).toBe(false);
    expect(await sha(join(dir, `${slot}.json`))).toBe(before);
  });

  it('not-found', async () => {
    const res = await store().load('nothing');
    expect(!res.ok && res.error.code).toBe('not-found');
    if (!res.ok) expectFriendly(res.error.message, 'nothing');
  });

  it('too-large is decided from the size, before reading', async () => {
    const s = store({ maxBytes: 1000 });
    await writeRaw('big.json', JSON.stringify(validDoc()) + ' '.repeat(2000));
    const res = await s.load('big');
    expect(!res.ok && res.error.code).toBe('too-large');
    if (!res.ok) expectFriendly(res.error.message, 'big');
    await expect(s.save('big2', { kind: 'game', game: dummyGame(100) })).rejects.toMatchObject({ code: 'too-large' });
  });

  it('a folder named like a save is foreign', async () => {
    await fsp.mkdir(join(dir, 'folder.json'), { recursive: true });
    const res = await store().load('folder');
    expect(!res.ok && res.error.code).toBe('foreign');
  });

  it('the field in an invalid file is named in player terms', async () => {
    const doc = validDoc();
    (doc.game as { actions: unknown[] }).actions[3] = { t: 'place', kin: 'seven', spot: 's1.0' };
    await writeRaw('act.json', JSON.stringify(doc));
    const res = await store().load('act');
    expect(!res.ok && res.error.message).toContain('the field "game.actions[3].kin" should be a number but is text');
  });

  it('a verify hook that throws is reported as hash-mismatch with its reason', async () => {
    await store().save('v', { kind: 'game', game: dummyGame(4) });
    const s = store({
      verify: () => {
        throw new Error('move 3 is not legal: that spot is taken');
      },
    });
    const res = await s.load('v');
    expect(!res.ok && res.error.code).toBe('hash-mismatch');
    expect(!res.ok && res.error.message).toContain('move 3 is not legal');
  });

  it('write failures are reported in player words', async () => {
    const s = store();
    await s.save('ro', { kind: 'game', game: dummyGame(1) });
    if (process.getuid?.() === 0) return; // root ignores permissions
    await fsp.chmod(dir, 0o500);
    try {
      await expect(s.save('ro', { kind: 'game', game: dummyGame(2) })).rejects.toMatchObject({
        code: 'write-failed',
        message: expect.stringContaining('not allowed'),
      });
    } finally {
      await fsp.chmod(dir, 0o700);
    }
  });
});

describe('list and delete', () => {
  it('lists saves newest first, skips damaged files with a warning, ignores backups and temp files', async () => {
    let t = Date.parse('2025-01-01T00:00:00Z');
    const s = store({ now: () => new Date((t += 1000)) });
    await s.save('first', { kind: 'game', game: dummyGame(5) });
    await s.save('second', { kind: 'game', game: dummyGame(500) });
    await s.save('second', { kind: 'game', game: dummyGame(501) });
    await s.save('camp', { kind: 'campaign', game: null, campaign: dummyCampaign('camp'), displayName: 'The long road' });
    await writeRaw('broken.json', '{"format":"ryozen-save"');
    await writeRaw('notes.txt', 'hello');
    await writeRaw('.second.json.123.0123456789ab.tmp', 'partial');
    await writeRaw('bad name!.json', '{}');
    const res = await s.list();
    expect(res.saves.map((x) => x.slot)).toEqual(['camp', 'second', 'first']);
    expect(res.saves[0]).toMatchObject({ name: 'The long road', kind: 'campaign' });
    expect(sayEnglish(res.saves[1]!.summary)).toBe('4 players, standard (dragon), round 3, 501 moves');
    expect(sayEnglish(res.saves[0]!.summary)).toMatch(/Story campaign, hard, 2 allies: scenario 1 of 4/);
    expect(res.damaged).toHaveLength(1);
    expect(res.damaged[0]).toMatchObject({ file: 'broken.json', slot: 'broken', code: 'truncated' });
    expect(warnings.join('\n')).toContain('broken.json');
  });

  it('lists an empty or missing folder', async () => {
    const s = new SaveStore(join(dir, 'not-yet'), { onWarning: () => undefined });
    expect(await s.list()).toEqual({ saves: [], damaged: [], setAside: [] });
  });

  it('delete removes the slot and its backups only', async () => {
    const s = store();
    for (let i = 1; i <= 3; i++) await s.save('gone', { kind: 'game', game: dummyGame(i) });
    await s.save('kept', { kind: 'game', game: dummyGame(1) });
    expect(await s.delete('GONE')).toBe(true);
    expect((await fsp.readdir(dir)).sort()).toEqual(['kept.json']);
    expect(await s.delete('gone')).toBe(false);
    expect((await s.load('kept')).ok).toBe(true);
  });

  it('cleans up temp files left by a crash', async () => {
    const s = store();
    await writeRaw('.x.json.42.0123456789ab.tmp', 'partial');
    await writeRaw('x.json', 'not touched');
    expect(await s.cleanupTempFiles(0)).toBe(1);
    expect(await fsp.readdir(dir)).toEqual(['x.json']);
  });
});
