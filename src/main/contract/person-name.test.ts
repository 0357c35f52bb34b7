// One rule for every name a person types (a save, a seat, a campaign created
// or renamed, an ally): checked at the channels, as the renderer calls them.
// Names go into the log, the score screen and save files: a newline or NUL
// would split or cut a log line, and U+202E (right-to-left override) turns
// the text after the name around.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, type ApiContext, type ChannelTable } from './channel-table.js';
import { createAppContext } from '../app-context.js';
import { GameDriver } from '../game/driver.js';
import { dispatch, type Sender } from './ipc-guard.js';
import { FORBIDDEN_IN_NAMES } from '../../shared/person-name.js';
import type { GameConfig } from '../../engine/core/types.js';

const WEB_OK: Sender = { kind: 'web', authenticated: true };
const table = channels as ChannelTable;

const SEATS = [
  { clan: 'crane', controller: 'human' },
  { clan: 'koi', controller: 'human' },
] as const;
const config = (names: [string, string]) => ({
  seats: SEATS.map((s, i) => ({ ...s, name: names[i] })),
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
});
const allies = (name: string) => [
  { clan: 'koi', name, controller: 'human' },
  { clan: 'tortoise', name: 'Benkei', controller: 'human' },
];

/** Each field a person types a name into, as the payload of its channel. */
const NAME_FIELDS: { field: string; channel: string; payload: (name: string) => unknown }[] = [
  { field: 'save name', channel: 'game:save', payload: (name) => ({ name }) },
  { field: 'seat name', channel: 'game:new', payload: (name) => ({ config: config(['Aki', name]), seed: 1 }) },
  { field: 'campaign name (create)', channel: 'campaign:create', payload: (name) => ({ name, allies: allies('Aiko'), difficulty: 'easy' }) },
  { field: 'campaign name (rename)', channel: 'campaign:rename', payload: (name) => ({ id: 'c1', name }) },
  { field: 'ally name', channel: 'campaign:create', payload: (name) => ({ name: 'Story', allies: allies(name), difficulty: 'easy' }) },
  { field: 'game name (rename)', channel: 'games:rename', payload: (name) => ({ id: 'g-1-0000abcd', name }) },
];

/** A context with no saves or campaigns: a name the channel accepts then meets "unavailable", never "invalid-payload". */
function bareContext(): ApiContext {
  const driver = new GameDriver();
  return { session: driver.session, driver, saves: null };
}

async function refusedForItsName(channel: string, payload: unknown): Promise<boolean> {
  const reply = await dispatch(table, bareContext(), channel, payload, WEB_OK);
  return !reply.ok && reply.error.code === 'invalid-payload';
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** Control characters, bidirectional controls, other invisible format characters, line and paragraph separators. */
const FORBIDDEN = [
  ...range(0x00, 0x1f),
  ...range(0x7f, 0x9f),
  '\u061c', '\u200e', '\u200f', ...range(0x202a, 0x202e), ...range(0x2066, 0x2069),
  '\u200b', '\u00ad', '\u2060', '\ufeff', '\u180e', '\ufff9', '\u{e0001}', '\u{e0067}',
  '\u2028', '\u2029', '\ud800', '\udfff',
];
/** Letters of many scripts: every name field takes them (a save name too: they make a file name anywhere). */
const LETTERS = [
  ...'AkiZoeéñßøł', ...'ЖёЯщ', ...'ΩλΣ', ...'شمسيران', ...'שלום', ...'नमसत', ...'名前花子龍', ...'ひらがなカタ', ...'한국어', ...'กขค', ...'ሰላም', ...'ᏣᎳᎩ',
];
const letterName = (maxLength: number) => fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 1, maxLength });

describe('one rule for every name a person types', () => {
  it('the forbidden characters are exactly the rule\'s, and the joiners are allowed', () => {
    for (const c of FORBIDDEN) expect(FORBIDDEN_IN_NAMES.test(c), `U+${c.codePointAt(0)!.toString(16)}`).toBe(true);
    for (const c of ['\u200c', '\u200d', ...LETTERS, ' ', '\u00a0', '-', "'", '.', '🎲']) expect(FORBIDDEN_IN_NAMES.test(c), c).toBe(false);
  });

  it.each(NAME_FIELDS)('$field: a name holding any forbidden character is refused by $channel', async ({ channel, payload }) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(...LETTERS), maxLength: 8 }), fc.constantFrom(...FORBIDDEN), fc.string({ unit: fc.constantFrom(...LETTERS), maxLength: 8 }), async (before, bad, after) => {
        expect(await refusedForItsName(channel, payload(`${before}${bad}${after}`))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the reported cases of issue 19 are refused: a newline, NUL and U+202E in every field', async () => {
    for (const name of ['Aki\nZoe', 'Aki\u0000', 'Aki\u202eeoZ']) {
      for (const f of NAME_FIELDS) expect(await refusedForItsName(f.channel, f.payload(name)), `${f.field}: ${JSON.stringify(name)}`).toBe(true);
    }
  });

  it('a name of letters of any script is accepted by every field alike', async () => {
    await fc.assert(
      fc.asyncProperty(letterName(32), async (name) => {
        for (const f of NAME_FIELDS) expect(await refusedForItsName(f.channel, f.payload(name)), f.field).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('the joiners some scripts spell words with are accepted inside a name (Persian, Hindi)', async () => {
    for (const name of ['می\u200cخواهم', 'क्\u200dष']) {
      for (const f of NAME_FIELDS.filter((x) => x.field !== 'save name')) expect(await refusedForItsName(f.channel, f.payload(name)), f.field).toBe(false);
    }
  });

  it('empty names, spaces at either end and names too long for their file are refused', async () => {
    for (const f of NAME_FIELDS) {
      for (const name of ['', ' ', ' Aki', 'Aki ']) expect(await refusedForItsName(f.channel, f.payload(name)), `${f.field}: ${JSON.stringify(name)}`).toBe(true);
    }
    const max: Record<string, number> = { 'ally name': 32 };
    for (const f of NAME_FIELDS) {
      const n = max[f.field] ?? 64;
      expect(await refusedForItsName(f.channel, f.payload('A'.repeat(n))), f.field).toBe(false);
      expect(await refusedForItsName(f.channel, f.payload('A'.repeat(n + 1))), f.field).toBe(true);
    }
  });

  it('a refusal says what is wrong with the name in a sentence', async () => {
    const reply = await dispatch(table, bareContext(), 'campaign:rename', { id: 'c1', name: 'Aki\u202eeoZ' }, WEB_OK);
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(!reply.ok && reply.error.message).toContain('A name may not contain line breaks, control characters or invisible formatting characters.');
  });
});

describe('names written before the rule still load', () => {
  let dir: string;
  let ctx: ReturnType<typeof createAppContext>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ryozen-names-'));
    ctx = createAppContext({ dataDir: dir, thinker: null });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a saved game whose seat name holds a newline loads, though game:new now refuses that name', async () => {
    const old = config(['Aki', 'Zoe\nthe second']);
    expect(await refusedForItsName('game:new', { config: old, seed: 4 })).toBe(true);
    // As an earlier version started it, before the rule.
    await ctx.driver.start((t) => t.newGame(old as GameConfig, 4, { kind: 'record' }));
    const hash = ctx.session.hash();
    expect((await dispatch(table, ctx, 'game:save', { name: 'before the rule' }, WEB_OK)).ok).toBe(true);
    await ctx.driver.start((t) => t.newGame(config(['A', 'B']) as GameConfig, 5, { kind: 'record' }));

    const loaded = await dispatch(table, ctx, 'game:load', { name: 'before the rule' }, WEB_OK);
    expect(loaded.ok).toBe(true);
    expect(ctx.session.hash()).toBe(hash);
    expect(ctx.session.record().config.seats[1]!.name).toBe('Zoe\nthe second');
  });

  it('a campaign whose name holds U+202E is listed and continued, and can be renamed to a name the rule takes', async () => {
    const name = 'Story\u202eeno';
    expect(await refusedForItsName('campaign:create', { name, allies: allies('Aiko'), difficulty: 'easy' })).toBe(true);
    // As an earlier version created it.
    const created = await ctx.driver.start((t) => ctx.campaigns!.create({ name, allies: allies('Ai\u202eko') as never, difficulty: 'easy' }, t));
    const listed = await dispatch(table, ctx, 'campaign:list', {}, WEB_OK);
    expect(listed.ok && (listed.result as { campaigns: { id: string; name: string }[] }).campaigns.find((c) => c.id === created.id)?.name).toBe(name);
    expect((await dispatch(table, ctx, 'campaign:continue', { id: created.id }, WEB_OK)).ok).toBe(true);
    const renamed = await dispatch(table, ctx, 'campaign:rename', { id: created.id, name: 'Story one' }, WEB_OK);
    expect(renamed).toMatchObject({ ok: true, result: { name: 'Story one' } });
  });
});
