// The journal: choices appended since the last checkpoint, read back up to
// the first line a kill cut short, and ignored when it belongs to another
// game or another checkpoint.
import * as fsp from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/types.js';
import { dummyAction } from './dummy-records-test-support.js';
import { applyJournal, JournalWriter, parseJournal, readJournal } from './journal.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-journal-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

const acts = (n: number, from = 0) => Array.from({ length: n }, (_, i) => dummyAction(from + i) as Action);

describe('the journal', () => {
  it('gives back every appended choice after the checkpoint, undos included', async () => {
    const file = join(dir, 'g.journal');
    const w = new JournalWriter(file, { fsync: false });
    const base = acts(5);
    await w.reset({ journal: 1, seed: 'r128:ab', base: base.length });
    const [a, b, c] = acts(3, 5);
    await w.append({ at: 5, action: a! });
    await w.append({ at: 6, action: b! });
    await w.append({ at: 6 }); // b taken back
    await w.append({ at: 6, action: c! });
    await w.close();
    const journal = await readJournal(file);
    expect(applyJournal('r128:ab', base, journal)).toEqual({ actions: [...base, a, c], applied: 4 });
  });

  it('a line cut short by a kill ends the reading there; the whole lines before it count', () => {
    const header = JSON.stringify({ journal: 1, seed: 3, base: 0 });
    const [a, b] = acts(2);
    const whole = `${header}\n${JSON.stringify({ at: 0, action: a })}\n${JSON.stringify({ at: 1, action: b })}\n`;
    // Every cut of the file: the choices read are a prefix of those written, and never a broken one.
    for (let cut = header.length + 1; cut <= whole.length; cut++) {
      const j = parseJournal(whole.slice(0, cut));
      expect(j).not.toBeNull();
      const got = applyJournal(3, [], j).actions;
      expect([a, b].slice(0, got.length)).toEqual(got);
      if (cut === whole.length) expect(got).toEqual([a, b]);
    }
  });

  it("a journal of another game or another checkpoint changes nothing (a kill between a checkpoint and the journal's reset)", () => {
    const j = parseJournal(`${JSON.stringify({ journal: 1, seed: 7, base: 2 })}\n${JSON.stringify({ at: 2, action: dummyAction(9) })}\n`);
    const base = acts(2);
    expect(applyJournal(7, base, j).applied).toBe(1);
    expect(applyJournal(8, base, j)).toEqual({ actions: base, applied: 0 });
    expect(applyJournal('7', base, j)).toEqual({ actions: base, applied: 0 });
    expect(applyJournal(7, acts(3), j)).toEqual({ actions: acts(3), applied: 0 });
  });

  it('an entry that would leave a gap, or any garbage, ends the reading without a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (tail) => {
        const j = parseJournal(`${JSON.stringify({ journal: 1, seed: 1, base: 0 })}\n${tail}`);
        const out = applyJournal(1, [], j);
        expect(out.actions.length).toBeLessThanOrEqual(out.applied);
      }),
    );
    const gap = parseJournal(`${JSON.stringify({ journal: 1, seed: 1, base: 0 })}\n${JSON.stringify({ at: 3, action: dummyAction(0) })}\n`);
    expect(applyJournal(1, [], gap).actions).toEqual([]);
  });

  it('a journal that is a FIFO, a folder or too large is not read (and does not hang)', async () => {
    const fifo = join(dir, 'fifo.journal');
    execFileSync('mkfifo', [fifo]);
    expect(await readJournal(fifo)).toBeNull();
    await fsp.mkdir(join(dir, 'folder.journal'));
    expect(await readJournal(join(dir, 'folder.journal'))).toBeNull();
    expect(await readJournal(join(dir, 'missing.journal'))).toBeNull();
  });

  it('reset replaces the journal whole: the old entries are gone, the new header is there', async () => {
    const file = join(dir, 'g.journal');
    const w = new JournalWriter(file, { fsync: false });
    await w.reset({ journal: 1, seed: 1, base: 0 });
    await w.append({ at: 0, action: dummyAction(0) as Action });
    await w.reset({ journal: 1, seed: 1, base: 1 });
    await w.append({ at: 1, action: dummyAction(1) as Action });
    await w.close();
    const j = await readJournal(file);
    expect(j?.header.base).toBe(1);
    expect(j?.entries).toEqual([{ at: 1, action: dummyAction(1) }]);
  });
});
