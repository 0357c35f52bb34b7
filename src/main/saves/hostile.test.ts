// Hostile files: over a thousand generated bad save files (seeded, so every
// run sees the same files) must each be rejected with a clear, player-facing
// error, must be byte-for-byte unchanged afterwards, and must not stop the
// store from saving, loading and listing the good save next to them.

import { createHash } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadErrorCode } from './errors.js';
import { dummyCampaign, dummyGame, dummyScores, dummyVerify, storyConfig } from './dummy-records-test-support.js';
import { CURRENT_FORMAT_VERSION, type SaveFile } from './format.js';
import { SaveStore } from './store.js';

const MAX_BYTES = 256 * 1024;
const SEED = 20250601;

/** mulberry32: small seeded PRNG. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
  };
}

interface Bad {
  category: string;
  bytes: Uint8Array;
  /** Acceptable error codes. */
  codes: LoadErrorCode[];
  note: string;
}

const enc = (s: string) => new TextEncoder().encode(s);

function validGameDoc(): SaveFile {
  return {
    format: 'ryozen-save',
    formatVersion: CURRENT_FORMAT_VERSION,
    appVersion: '0.1.0',
    savedAt: '2025-03-01T10:00:00.000Z',
    name: 'Evening game',
    kind: 'game',
    game: dummyGame(400, { seed: 'hostile' }),
  };
}

function validCampaignDoc(): SaveFile {
  const c = dummyCampaign('c-hostile');
  c.current = 2;
  c.turns = 99;
  c.results = [
    { scenarioId: c.scenarioOrder[0] as string, outcome: 'won', scores: dummyScores(true), finishedAt: '2025-02-01T10:00:00.000Z', moves: 300 },
    { scenarioId: c.scenarioOrder[1] as string, outcome: 'lost', scores: dummyScores(false), finishedAt: '2025-02-02T10:00:00.000Z', moves: 280 },
  ];
  return {
    format: 'ryozen-save',
    formatVersion: CURRENT_FORMAT_VERSION,
    appVersion: '0.1.0',
    savedAt: '2025-03-01T10:00:00.000Z',
    name: 'Long campaign',
    kind: 'campaign',
    game: dummyGame(150, { config: storyConfig(c.scenarioOrder[2] as string), seed: 7 }),
    campaign: c,
  };
}

type Path = Array<string | number>;

function allPaths(v: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length) out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => allPaths(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) allPaths((v as Record<string, unknown>)[k], [...path, k], out);
  return out;
}

function getAt(doc: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], doc);
}

function setAt(doc: unknown, path: Path, value: unknown): void {
  const parent = getAt(doc, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
}

/** Values of a different JSON type than `v`. */
function otherTypes(v: unknown): unknown[] {
  if (v === null) return [0, '', [], {}, false];
  if (Array.isArray(v)) return [{}, '[]', 0, null, true];
  switch (typeof v) {
    case 'number':
      return ['12', true, null, [], {}, 'x'];
    case 'string':
      return [42, true, null, [], {}, -1.5];
    case 'boolean':
      return [0, 1, 'true', null, [], {}];
    default:
      return [[], '{}', 0, null, true];
  }
}

function generate(): Bad[] {
  const r = rng(SEED);
  const bad: Bad[] = [];
  const gameText = JSON.stringify(validGameDoc()) + '\n';
  const campText = JSON.stringify(validCampaignDoc()) + '\n';

  // 1. Truncations of a valid save at random offsets (at least the last '}' is cut).
  for (let i = 0; i < 260; i++) {
    const text = i % 2 ? campText : gameText;
    const at = i < 4 ? [0, 1, text.length - 2, text.length - 3][i]! : r.int(0, text.length - 2);
    bad.push({ category: 'truncated', bytes: enc(text.slice(0, at)), codes: ['truncated'], note: `cut at ${at}` });
  }

  // 2. Random bytes: raw, printable, and JSON-ish alphabets.
  for (let i = 0; i < 150; i++) {
    const len = r.int(1, 4096);
    const bytes = new Uint8Array(len);
    const kind = i % 3;
    const alphabet = '{}[]":,0123456789 truefalsn-.eE\\';
    for (let k = 0; k < len; k++) {
      bytes[k] = kind === 0 ? r.int(0, 255) : kind === 1 ? r.int(32, 126) : alphabet.charCodeAt(r.int(0, alphabet.length - 1));
    }
    bad.push({
      category: 'random-bytes',
      bytes,
      codes: ['not-json', 'truncated', 'foreign', 'invalid'],
      note: `${['raw', 'printable', 'json-ish'][kind]} ${len} bytes`,
    });
  }

  // 3. Wrong types in random fields of valid saves (single games and campaigns).
  for (let i = 0; i < 260; i++) {
    const doc = i % 2 ? validCampaignDoc() : validGameDoc();
    const paths = allPaths(doc);
    const path = r.pick(paths);
    let options = otherTypes(getAt(doc, path));
    // a campaign may legitimately have no game in progress
    if (doc.kind === 'campaign' && path.length === 1 && path[0] === 'game') options = options.filter((o) => o !== null);
    const value = r.pick(options);
    setAt(doc, path, value);
    bad.push({
      category: 'wrong-type',
      bytes: enc(JSON.stringify(doc)),
      codes: ['invalid', 'hash-mismatch', 'foreign'],
      note: `${path.join('.')} = ${JSON.stringify(value)}`,
    });
  }

  // 4. Wrong values of the right type.
  const wrongValues: Array<[Path, unknown]> = [
    [['game', 'config', 'seats', 0, 'clan'], 'dragon'],
    [['game', 'config', 'seats'], []],
    [['game', 'config', 'seats'], Array(5).fill({ clan: 'koi', controller: 'human' })],
    [['game', 'config', 'mode'], 'solo'],
    [['game', 'actions', 3, 't'], 'teleport'],
    [['game', 'actions', 0], { t: 'pass', extra: 1 }],
    [['game', 'actions', 0, 'spot'], ''],
    [['game', 'actions', 4, 'card'], 1.5],
    [['game', 'hash'], ''],
    [['savedAt'], 'yesterday'],
    [['savedAt'], '2025-13-45T99:00:00Z'],
    [['name'], ''],
    [['name'], ' padded'],
    [['name'], 'bell\u0007'],
    [['appVersion'], 'x'.repeat(100)],
    [['kind'], 'replay'],
    [['format'], 'Ryozen-Save'],
    [['game', 'seed'], ''],
    [['game', 'config', 'goldenRuleSeat'], 9],
    [['game', 'snapshot', 'round'], 2],
  ];
  for (let i = 0; i < 60; i++) {
    const doc = validGameDoc();
    const [path, value] = wrongValues[i % wrongValues.length]!;
    setAt(doc, path, value);
    if (i >= wrongValues.length) (doc as { extra?: number }).extra = i; // unknown top-level field too
    bad.push({ category: 'wrong-value', bytes: enc(JSON.stringify(doc)), codes: ['invalid', 'hash-mismatch', 'foreign'], note: path.join('.') });
  }
  const campaignValues: Array<[Path, unknown]> = [
    [['campaign', 'current'], 3],
    [['campaign', 'scenarioOrder', 1], 'ashes-of-the-crane'],
    [['campaign', 'allies', 1, 'clan'], 'crane'],
    [['campaign', 'goldenRuleSeat'], 2],
    [['campaign', 'results', 0, 'outcome'], 'draw'],
    [['campaign', 'results', 1, 'scenarioId'], 'eclipse'],
    [['campaign', 'id'], '../escape'],
    [['campaign'], undefined],
  ];
  for (const [path, value] of campaignValues) {
    const doc = validCampaignDoc();
    if (value === undefined) delete (doc as { campaign?: unknown }).campaign;
    else setAt(doc, path, value);
    bad.push({ category: 'wrong-value', bytes: enc(JSON.stringify(doc)), codes: ['invalid'], note: path.join('.') });
  }

  // 5. Too large (the test store allows 256 KB).
  for (let i = 0; i < 30; i++) {
    const size = MAX_BYTES + 1 + r.int(0, 3) * r.int(0, 300_000);
    let bytes: Uint8Array;
    if (i % 3 === 0) bytes = enc(gameText.trimEnd() + ' '.repeat(size - gameText.length + 1));
    else if (i % 3 === 1) {
      bytes = new Uint8Array(size);
      for (let k = 0; k < size; k += 97) bytes[k] = r.int(0, 255);
    } else {
      const doc = validGameDoc();
      doc.game!.snapshot.log = 'x'.repeat(size);
      bytes = enc(JSON.stringify(doc));
    }
    bad.push({ category: 'too-large', bytes, codes: ['too-large'], note: `${bytes.length} bytes` });
  }

  // 6. Made by a future version (any shape).
  for (let i = 0; i < 60; i++) {
    const version = i < 10 ? CURRENT_FORMAT_VERSION + 1 + i : r.int(CURRENT_FORMAT_VERSION + 1, 2 ** 31);
    const doc: Record<string, unknown> = i % 2 ? { ...validGameDoc(), formatVersion: version } : { format: 'ryozen-save', formatVersion: version, galaxy: { size: i } };
    bad.push({ category: 'future-version', bytes: enc(JSON.stringify(doc)), codes: ['newer-version'], note: `v${version}` });
  }

  // 7. Valid JSON of another shape.
  const values = fc.sample(fc.jsonValue({ maxDepth: 5 }), { seed: SEED, numRuns: 150 });
  values.forEach((v, i) => {
    bad.push({ category: 'other-shape', bytes: enc(JSON.stringify(v) ?? 'null'), codes: ['foreign'], note: `fast-check value ${i}` });
  });
  const shaped: unknown[] = [
    { name: 'ryozen', version: '0.1.0', dependencies: {} },
    { compilerOptions: { strict: true } },
    { type: 'FeatureCollection', features: [] },
    { format: 'ryozen-save' },
    { format: 'ryozen-save', formatVersion: 1 },
    { format: 'ryozen-save', formatVersion: 1, game: validGameDoc().game },
    { format: 'ryozen-save', formatVersion: null },
    { format: 'ryozen-save', formatVersion: -1 },
    { format: 'ryozen-save', formatVersion: 0.5 },
    { format: 'ryozen-save', formatVersion: '1' },
    { format: 'ryozen-save', formatVersion: 0 },
    { format: 'ryozen-save', formatVersion: 0, time: 'noon', config: {}, seed: 1, actions: [], state: {}, hash: 'x', name: 'a' },
    { format: 'ryozen-save', formatVersion: 0, time: 1, config: {}, seed: 1, actions: [], state: {}, hash: 'x', name: 'a' },
    { format: 'chess', formatVersion: 1 },
    { format: { name: 'ryozen-save' } },
    { __proto__: { format: 'ryozen-save' } },
    JSON.parse('{"__proto__":{"format":"ryozen-save","formatVersion":1}}'),
    { ...validGameDoc(), game: [validGameDoc().game] },
    [validGameDoc()],
    { save: validGameDoc() },
    'ryozen-save',
    1,
    true,
    null,
    [],
    {},
  ];
  shaped.forEach((v, i) => {
    bad.push({ category: 'other-shape', bytes: enc(JSON.stringify(v)), codes: ['foreign', 'invalid'], note: `shape ${i}` });
  });

  // 8. Empty files, byte order marks, other encodings, NUL-filled files, trailing garbage.
  const utf16 = (s: string) => Buffer.from('\ufeff' + s, 'utf16le');
  const utf16be = (s: string) => {
    const b = Buffer.from('\ufeff' + s, 'utf16le');
    return Buffer.from(b).swap16();
  };
  const encodings: Array<[Uint8Array, LoadErrorCode[], string]> = [
    [new Uint8Array(0), ['truncated'], 'empty'],
    [enc('   \n\t\r\n'), ['truncated'], 'whitespace'],
    [new Uint8Array([0xef, 0xbb, 0xbf]), ['truncated'], 'UTF-8 BOM only'],
    [enc('\ufeff   '), ['truncated'], 'UTF-8 BOM + spaces'],
    [enc('\ufeff' + gameText.slice(0, 800)), ['truncated'], 'UTF-8 BOM + truncated save'],
    [enc('\ufeff\ufeff' + gameText), ['not-json'], 'two BOMs'],
    [new Uint8Array([0xff, 0xfe]), ['not-json'], 'UTF-16 BOM only'],
    [utf16(gameText), ['not-json'], 'UTF-16LE save'],
    [utf16be(gameText), ['not-json'], 'UTF-16BE save'],
    [Buffer.from(gameText, 'utf16le'), ['not-json'], 'UTF-16LE without BOM'],
    [new Uint8Array([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0]), ['not-json'], 'UTF-32 BOM'],
    [Buffer.from(gameText.replace('Evening game', 'Soirée'), 'latin1'), ['not-json'], 'latin1 text'],
    [enc(gameText + gameText), ['not-json'], 'two saves concatenated'],
    [enc(gameText.trimEnd() + ' garbage'), ['not-json'], 'trailing garbage'],
    [enc(gameText.trimEnd() + '\u0000'), ['not-json'], 'trailing NUL'],
    [enc(gameText.replace('{', '{\u0000')), ['not-json'], 'NUL inside'],
    [enc(gameText.replace('"Evening game"', '"Evening\ngame"')), ['not-json'], 'raw newline in string'],
    [enc(gameText.replace(':', '::')), ['not-json'], 'double colon'],
    [enc('// comment\n' + gameText), ['not-json'], 'comment'],
    [enc(gameText.replace(/"/g, "'")), ['not-json'], 'single quotes'],
    [enc(gameText.replace(`"formatVersion":${CURRENT_FORMAT_VERSION}`, '"formatVersion":NaN')), ['not-json'], 'NaN'],
  ];
  for (let i = 0; i < 20; i++) encodings.push([new Uint8Array(r.int(1, 65536)), ['not-json'], 'NUL-filled']);
  for (const [bytes, codes, note] of encodings) bad.push({ category: 'encoding', bytes, codes, note });

  // 9. Deep nesting.
  for (let i = 0; i < 50; i++) {
    const depth = r.int(101, i < 25 ? 2000 : 60_000);
    let text: string;
    switch (i % 5) {
      case 0:
        text = '['.repeat(depth) + ']'.repeat(depth);
        break;
      case 1:
        text = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
        break;
      case 2:
        text = '['.repeat(depth); // deep and cut off
        break;
      case 3: {
        const doc = validGameDoc();
        text = JSON.stringify(doc).replace('"snapshot":{', `"snapshot":{"deep":${'['.repeat(depth)}${']'.repeat(depth)},`);
        break;
      }
      default: {
        const doc = validGameDoc();
        text = JSON.stringify(doc).replace('"name":"Evening game"', `"name":${'{"x":'.repeat(depth)}0${'}'.repeat(depth)}`);
      }
    }
    bad.push({ category: 'deep-nesting', bytes: enc(text), codes: ['invalid', 'too-large'], note: `depth ${depth}` });
  }
  return bad;
}

function expectFriendly(message: string, slot: string, note: string) {
  const ctx = `${slot} (${note}): ${message}`;
  expect(message.length, ctx).toBeGreaterThan(30);
  expect(message.length, ctx).toBeLessThan(400);
  expect(message, ctx).toMatch(/^[A-Z]/);
  expect(message, ctx).toContain(`"${slot}"`);
  expect(message, ctx).not.toMatch(/undefined|\[object|\.ts:\d|Error:|Unexpected token|ZodError|NaN|\n/);
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('hostile files', () => {
  let dir: string;
  let store: SaveStore;
  const warnings: string[] = [];
  const bad = generate();
  const slot = (i: number) => `bad-${String(i).padStart(4, '0')}`;
  const hashes: string[] = [];

  beforeAll(async () => {
    dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-hostile-'));
    store = new SaveStore(dir, { verify: dummyVerify, quickVerify: dummyVerify, maxBytes: MAX_BYTES, onWarning: (m) => warnings.push(m) });
    await store.save('good', { kind: 'game', game: dummyGame(50) });
    for (let i = 0; i < bad.length; i++) {
      await fsp.writeFile(join(dir, `${slot(i)}.json`), bad[i]!.bytes);
      hashes[i] = sha(bad[i]!.bytes);
    }
  });
  afterAll(async () => {
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('generates at least 1,000 bad files in every category', () => {
    const counts: Record<string, number> = {};
    for (const b of bad) counts[b.category] = (counts[b.category] ?? 0) + 1;
    console.log(`hostile files: ${bad.length}`, counts);
    expect(bad.length).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(counts).sort()).toEqual(
      ['deep-nesting', 'encoding', 'future-version', 'other-shape', 'random-bytes', 'too-large', 'truncated', 'wrong-type', 'wrong-value'].sort(),
    );
  });

  it('rejects every one with a clear error and leaves it unchanged', async () => {
    const t0 = performance.now();
    const codes: Record<string, number> = {};
    for (let i = 0; i < bad.length; i++) {
      const b = bad[i]!;
      const res = await store.load(slot(i));
      const ctx = `${slot(i)} ${b.category} (${b.note})`;
      expect(res.ok, ctx).toBe(false);
      if (res.ok) continue;
      expect(b.codes, `${ctx}: got ${res.error.code}: ${res.error.message}`).toContain(res.error.code);
      expectFriendly(res.error.message, slot(i), b.note);
      expect(res.backupAvailable).toBe(false);
      codes[res.error.code] = (codes[res.error.code] ?? 0) + 1;
    }
    console.log(`hostile load: ${bad.length} files in ${Math.round(performance.now() - t0)} ms`, codes);
    for (let i = 0; i < bad.length; i++) {
      expect(sha(await fsp.readFile(join(dir, `${slot(i)}.json`))), slot(i)).toBe(hashes[i]);
    }
  });

  it('list() skips them all with a warning and still lists the good save; nothing on disk changes', async () => {
    const before = (await fsp.readdir(dir)).sort();
    warnings.length = 0;
    const res = await store.list();
    expect(res.saves.map((s) => s.slot)).toEqual(['good']);
    expect(res.damaged).toHaveLength(bad.length);
    for (const d of res.damaged) expectFriendly(d.message, d.slot, 'list');
    expect(warnings).toHaveLength(bad.length);
    expect((await fsp.readdir(dir)).sort()).toEqual(before);
    for (let i = 0; i < bad.length; i++) {
      expect(sha(await fsp.readFile(join(dir, `${slot(i)}.json`))), slot(i)).toBe(hashes[i]);
    }
  });

  it('the app keeps working: the good save loads, new saves work, and saving over a bad slot sets it aside intact', async () => {
    const good = await store.load('good');
    expect(good.ok && good.save.game?.actions.length).toBe(50);
    await store.save('another', { kind: 'game', game: dummyGame(7) });
    expect((await store.load('another')).ok).toBe(true);
    const picks = [0, 300, 500, 700, 900, bad.length - 1];
    for (const i of picks) {
      const res = await store.save(slot(i), { kind: 'game', game: dummyGame(3) });
      expect(res.setAside, slot(i)).toMatch(new RegExp(`^${slot(i)}\\.(damaged|newer)-\\d{8}T\\d{9}Z\\.json$`));
      expect(sha(await fsp.readFile(join(dir, res.setAside!)))).toBe(hashes[i]);
      expect((await store.load(slot(i))).ok).toBe(true);
    }
    const list = await store.list();
    expect(list.saves.map((s) => s.slot).sort()).toEqual(['another', 'good', ...picks.map(slot)].sort());
    expect(list.damaged).toHaveLength(bad.length - picks.length);
    expect(list.setAside).toHaveLength(picks.length);
  });
});
