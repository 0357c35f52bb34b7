// One save-name rule for the channel table and the store: a player never
// gets a name past one and refused (or silently changed) by the other.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels } from '../contract/channel-table.js';
import { dummyGame } from './dummy-records-test-support.js';
import { validateSlotName } from '../../shared/save-name.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { SaveStore } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-names-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

const store = () => new SaveStore(dir, { fsync: false, onWarning: () => undefined });
const channelAccepts = (name: string) => channels['game:save'].input.safeParse({ name }).success;
async function storeAccepts(s: SaveStore, name: string): Promise<boolean> {
  try {
    await s.save(name, { kind: 'game', game: dummyGame(1) });
    return true;
  } catch (err) {
    expect(err).toMatchObject({ code: 'bad-name' });
    return false;
  }
}

// Hindi with vowel signs and a virama (combining marks), a conjunct with a
// zero-width joiner, accents typed decomposed, and other scripts.
const UNICODE_NAMES = ['नमस्ते दुनिया', 'खेल २', 'क्\u200dष', 'Partie e\u0301te\u0301', 'Ñandú', '名前', 'Ре-игра_2', 'لعبة'];
const DEVICE_NAMES = ['CON', 'prn', 'Aux', 'nul', 'COM0', 'com9', 'COM¹', 'com²', 'COM³', 'LPT0', 'lpt9', 'LPT¹', 'Lpt²', 'LPT³'];
const ODD = ['a<b', 'a>b', 'a:b', 'a"b', 'a/b', 'a\\b', 'a|b', 'a?b', 'a*b', 'name.', 'name ', ' name', 'a.b', '\u0007bell', 'x'.repeat(65), ''];

describe('save names', () => {
  it.each(UNICODE_NAMES)('%j can be saved through the channel and loaded back', async (name) => {
    expect(channelAccepts(name)).toBe(true);
    const s = store();
    await s.save(name, { kind: 'game', game: dummyGame(1) });
    const loaded = await s.load(name);
    expect(loaded.ok && loaded.slot).toBe(name.normalize('NFC'));
  });

  it.each(DEVICE_NAMES)('Windows device name %j is refused by the channel and the store, with why', async (name) => {
    expect(channelAccepts(name)).toBe(false);
    await expect(store().save(name, { kind: 'game', game: dummyGame(1) })).rejects.toMatchObject({
      code: 'bad-name',
      message: expect.stringMatching(/reserved by Windows/),
    });
    expect(await fsp.readdir(dir)).toEqual([]);
  });

  it.each(ODD)('%j is refused by both', async (name) => {
    expect(channelAccepts(name)).toBe(false);
    expect(await storeAccepts(store(), name)).toBe(false);
  });

  it('the channel says why it refuses a name, in the same words as the store', () => {
    const res = channels['game:save'].input.safeParse({ name: 'COM¹' });
    expect(res.success).toBe(false);
    const v = validateSlotName('COM¹');
    const issue = res.error?.issues[0] as { params?: { words?: unknown } } | undefined;
    expect(!v.ok && issue?.params?.words).toEqual(!v.ok && v.words);
    expect(!v.ok && sayEnglish(v.words)).toBe('The name "COM¹" is reserved by Windows; please choose another name.');
  });

  it('the channel table and the store accept exactly the same names', async () => {
    const unit = fc.constantFrom(
      ...['a', 'Z', '7', 'é', 'e', '\u0301', 'न', 'म', '्', 'े', '\u200d', '\u200c', ' ', '-', '_', '.', '/', '\\', ':', '*', '?', '"', '<', '>', '|'],
      ...['\u0000', '\u001f', '\u007f', '\u202e', '\u200b', '¹', '²', '³', 'C', 'O', 'M', 'L', 'P', 'T', 'N', 'U', 'X', 'R', '🎲', '名'],
    );
    const names = fc.oneof(
      fc.string({ unit, maxLength: 70 }),
      fc.tuple(fc.constantFrom(...DEVICE_NAMES, ...UNICODE_NAMES), fc.string({ unit, maxLength: 3 })).map(([a, b]) => a + b),
    );
    const s = store();
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        expect(channelAccepts(name)).toBe(await storeAccepts(s, name));
      }),
      { numRuns: 400 },
    );
  });
});
