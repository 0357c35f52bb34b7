// A settings.json that is not an ordinary file: a named pipe (FIFO), a folder,
// a device. Opening a pipe that nobody writes to waits forever, and used to
// hold settings:get, every settings call queued behind it, and the process's
// exit. Such a file is reported like a damaged one (the defaults apply), at once.
import { execFileSync, spawn } from 'node:child_process';
import { constants, existsSync, lstatSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_FILE, SettingsStore } from './settings.js';
import { DEFAULT_SETTINGS, type SettingsState } from '../shared/settings-schema.js';
import { wsCall } from './web-host-test-support.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** An answer that takes longer than this has waited on the pipe, not on the disk. */
const ANSWER_WITHIN_MS = 5_000;
const canMakeFifo = process.platform !== 'win32';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ryozen-settings-special-'));
  file = path.join(dir, SETTINGS_FILE);
});
afterEach(() => {
  releaseFifoReaders(dir);
  rmSync(dir, { recursive: true, force: true });
});

/** If a reader is stuck opening a pipe under dir (the bug), a writer lets it go, so the test run can end. */
function releaseFifoReaders(folder: string): void {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const p = path.join(folder, name);
    if (!lstatSync(p).isFIFO()) continue;
    try {
      closeSync(openSync(p, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // ENXIO: nobody is waiting on it.
    }
  }
}

function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const store = () => new SettingsStore(dir, { fsync: false });

function expectNotAFileReport(state: SettingsState): void {
  expect(state.settings).toEqual({ ...DEFAULT_SETTINGS });
  expect(state.problem).toMatchObject({ code: 'unreadable', file });
  expect(state.problem?.message).toMatch(/^Your settings file is not an ordinary file/);
  expect(state.problem?.message).toMatch(/default settings/);
}

describe('a settings.json that is not an ordinary file', () => {
  it.runIf(canMakeFifo)('a named pipe nobody writes to: reported at once, and the calls queued behind it are answered', async () => {
    execFileSync('mkfifo', [file]);
    const s = store();
    // Both go through the store's one-at-a-time queue: the second must not wait on the first forever.
    const [first, second] = await within(ANSWER_WITHIN_MS, 'settings:get on a pipe', Promise.all([s.get(), s.get()]));
    expectNotAFileReport(first);
    expect(second).toEqual(first);
  });

  it.runIf(canMakeFifo)('a change moves the pipe aside and writes a real file', async () => {
    execFileSync('mkfifo', [file]);
    const changed = await within(ANSWER_WITHIN_MS, 'settings:set on a pipe', store().set({ tableQuality: 'low' }));
    expect(changed.settings).toEqual({ ...DEFAULT_SETTINGS, tableQuality: 'low' });
    expect(changed.keptAside).toMatch(/^settings\.json\.damaged-/);
    expect(lstatSync(path.join(dir, changed.keptAside!)).isFIFO()).toBe(true);
    expect(await store().get()).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
  });

  it('a folder', async () => {
    mkdirSync(file);
    expectNotAFileReport(await within(ANSWER_WITHIN_MS, 'settings:get on a folder', store().get()));
  });

  it.runIf(existsSync('/dev/zero'))('a link to a device (/dev/zero, endless bytes)', async () => {
    symlinkSync('/dev/zero', file);
    expectNotAFileReport(await within(ANSWER_WITHIN_MS, 'settings:get on /dev/zero', store().get()));
  });
});

describe.runIf(canMakeFifo)('the web host with a named pipe for settings.json', () => {
  it('answers settings:get, then stops on SIGTERM', async () => {
    const data = path.join(dir, 'data');
    mkdirSync(data);
    execFileSync('mkfifo', [path.join(data, SETTINGS_FILE)]);
    // The host as `npm run web` runs it (its SIGTERM handler closes the host, then exits).
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'web-host.ts'), '--port', '0'], {
      env: { ...process.env, RYOZEN_DATA_DIR: data },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    try {
      const url = await within(
        60_000, // tsx compiles the host first
        'the ready line',
        new Promise<URL>((resolve, reject) => {
          let out = '';
          child.stdout.setEncoding('utf8');
          child.stdout.on('data', (d: string) => {
            out += d;
            const m = /Ryozen is ready: (\S+)/.exec(out);
            if (m) resolve(new URL(m[1]!));
          });
          void exited.then(() => reject(new Error('the host exited before it was ready')));
        }),
      );
      const host = { port: Number(url.port), token: url.searchParams.get('token')!, origin: url.origin };
      const reply = await wsCall(host, 'settings:get', {}, ANSWER_WITHIN_MS);
      expect(reply.ok).toBe(true);
      expectNotAFileReport({ ...(reply.result as SettingsState), problem: { ...(reply.result as SettingsState).problem!, file } });
      child.kill('SIGTERM');
      expect(await within(ANSWER_WITHIN_MS, 'exit after SIGTERM', exited)).toBe(0);
    } finally {
      releaseFifoReaders(data);
      child.kill('SIGKILL');
    }
  });
});
