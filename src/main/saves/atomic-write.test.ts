import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTempFile, renameWithRetry, snapshotFile, tempPathFor, writeFileAtomic } from './atomic-write.js';
import { checkJsonSyntax } from './json-check.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-atomic-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp file', async () => {
    const f = join(dir, 'a.json');
    await writeFileAtomic(f, 'one');
    await writeFileAtomic(f, 'two');
    expect(await fsp.readFile(f, 'utf8')).toBe('two');
    expect(await fsp.readdir(dir)).toEqual(['a.json']);
  });

  it('runs beforeCommit after the temp file is complete; a failure there leaves the target untouched', async () => {
    const f = join(dir, 'a.json');
    await writeFileAtomic(f, 'old');
    let seen: string[] = [];
    await expect(
      writeFileAtomic(f, 'new', {
        beforeCommit: async () => {
          seen = await fsp.readdir(dir);
          throw new Error('stop');
        },
      }),
    ).rejects.toThrow('stop');
    expect(seen.filter(isTempFile)).toHaveLength(1);
    expect(await fsp.readFile(f, 'utf8')).toBe('old');
    expect(await fsp.readdir(dir)).toEqual(['a.json']);
  });

  it('temp files sit next to the target and are recognised', () => {
    const t = tempPathFor(join(dir, 'x.json'));
    expect(t.startsWith(join(dir, '.x.json.'))).toBe(true);
    expect(isTempFile(t.slice(dir.length + 1))).toBe(true);
    expect(isTempFile('x.json')).toBe(false);
    expect(isTempFile('x.json.bak1')).toBe(false);
  });
});

describe('renameWithRetry', () => {
  it('retries EPERM / EBUSY / EACCES with backoff, then succeeds', async () => {
    const codes = ['EPERM', 'EBUSY', 'EACCES'];
    let calls = 0;
    await renameWithRetry('a', 'b', {
      baseDelayMs: 1,
      rename: async () => {
        const c = codes[calls++];
        if (c) throw errno(c);
      },
    });
    expect(calls).toBe(4);
  });

  it('gives up after the last attempt', async () => {
    let calls = 0;
    await expect(
      renameWithRetry('a', 'b', {
        attempts: 3,
        baseDelayMs: 1,
        rename: async () => {
          calls++;
          throw errno('EBUSY');
        },
      }),
    ).rejects.toMatchObject({ code: 'EBUSY' });
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      renameWithRetry('a', 'b', {
        baseDelayMs: 1,
        rename: async () => {
          calls++;
          throw errno('ENOENT');
        },
      }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(calls).toBe(1);
  });
});

describe('snapshotFile', () => {
  it('copies the current bytes and later replacement of the source does not change the copy', async () => {
    const f = join(dir, 's.json');
    await writeFileAtomic(f, 'v1');
    await snapshotFile(f, `${f}.bak1`);
    await writeFileAtomic(f, 'v2');
    expect(await fsp.readFile(`${f}.bak1`, 'utf8')).toBe('v1');
    expect(await fsp.readFile(f, 'utf8')).toBe('v2');
  });

  it('handles a copy that is already a link to the source', async () => {
    const f = join(dir, 's.json');
    await writeFileAtomic(f, 'v1');
    await fsp.link(f, `${f}.bak1`);
    await snapshotFile(f, `${f}.bak1`);
    expect((await fsp.readdir(dir)).sort()).toEqual(['s.json', 's.json.bak1']);
  });
});

describe('checkJsonSyntax', () => {
  const ok = ['{}', '[]', '0', '-0.5e+10', '"a\\u00e9\\n"', ' {"a":[1,{"b":null}],"c":true} \n', 'false'];
  it.each(ok)('accepts %j', (t) => {
    expect(checkJsonSyntax(t, 10)).toEqual({ ok: true });
    expect(() => JSON.parse(t)).not.toThrow();
  });
  const truncated = ['{', '{"a', '{"a":', '{"a":1', '{"a":1,', '[1,2', '"abc', 'tru', '{"a":"\\u00', '-', '1.', '[1e', '{"a" '];
  it.each(truncated)('calls %j truncated', (t) => {
    expect(checkJsonSyntax(t, 10)).toMatchObject({ ok: false, kind: 'truncated', offset: t.length });
  });
  const syntax = ['x', '{a:1}', '[1,]', '{"a":1,}', '[1 2]', "'a'", '01', '1 2', '{"a":tru}', '"\t"', '[1]]', 'NaN', '"\\x"'];
  it.each(syntax)('calls %j a syntax error', (t) => {
    expect(checkJsonSyntax(t, 10)).toMatchObject({ ok: false, kind: 'syntax' });
    expect(() => JSON.parse(t)).toThrow();
  });
  it('limits nesting without recursion', () => {
    const deep = '['.repeat(1_000_000);
    expect(checkJsonSyntax(deep, 100)).toMatchObject({ ok: false, kind: 'too-deep', offset: 100 });
    expect(checkJsonSyntax('['.repeat(100) + ']'.repeat(100), 100)).toEqual({ ok: true });
  });
  it('reports line and column', () => {
    expect(checkJsonSyntax('{\n  "a": 1,\n  x\n}', 10)).toMatchObject({ kind: 'syntax', line: 3, column: 3 });
  });
});
