// The player's settings, kept between runs in <dataDir>/settings.json (plain
// Node, no electron: the desktop app and the web host share it).
//
// A file that cannot be used (damaged, hostile, written by a newer Ryozen,
// unreadable) is reported, never overwritten silently: the defaults are in
// force while it stays, and it is moved aside as
// settings.json.damaged-<time> (settings.json.newer-<time> for a newer
// version's file) only when the player changes a setting, just before the new
// file is written. Writes are atomic (saves/atomic-write.ts).
import { constants as fsConstants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { basename, join } from 'node:path';
import { errnoCode, renameWithRetry, writeFileAtomic } from './saves/atomic-write.js';
import { describeIssues, errnoText } from './saves/errors.js';
import { checkJsonSyntax } from './saves/json-check.js';
import {
  DEFAULT_SETTINGS,
  SETTINGS_VERSION,
  SettingsFileSchema,
  SettingsPatchSchema,
  SettingsSchema,
  type Settings,
  type SettingsApi,
  type SettingsPatch,
  type SettingsProblem,
  type SettingsProblemCode,
  type SettingsState,
} from '../shared/settings-schema.js';

export const SETTINGS_FILE = 'settings.json';
/** Far above any settings file Ryozen writes (a few dozen bytes): anything bigger is not ours. */
export const MAX_SETTINGS_BYTES = 64 * 1024;
const MAX_DEPTH = 16;

/** A settings change refused or not stored; the file on disk is as it was. */
export class SettingsError extends Error {
  constructor(
    readonly code: 'settings-write-failed' | 'invalid-settings',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    // Not 'Error': the channel gate then reports this code instead of 'internal'.
    this.name = 'SettingsError';
  }
}

type ReadResult = { ok: true; settings: Settings } | { ok: false; problem: SettingsProblem };

const USING_DEFAULTS = 'Ryozen uses its default settings for now and leaves the file as it is; if you change a setting, the file is kept aside under a new name and a fresh one is written.';

export class SettingsStore implements SettingsApi {
  readonly file: string;
  /** One read or write at a time: a change must not interleave with another change's set-aside and write. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dataDir: string,
    private readonly opts: { now?: () => Date; fsync?: boolean } = {},
  ) {
    this.file = join(dataDir, SETTINGS_FILE);
  }

  /** The settings in force: the file's, or the defaults (with the reason) when it cannot be used. */
  get(): Promise<SettingsState> {
    return this.oneAtATime(async () => {
      const r = await this.read();
      return r.ok ? { settings: r.settings, problem: null } : { settings: { ...DEFAULT_SETTINGS }, problem: r.problem };
    });
  }

  /** Changes some settings and stores them all; a patch that is not valid is refused with nothing changed. */
  async set(patch: SettingsPatch): Promise<SettingsState> {
    // Checked here as well as by the channel: the store is also called directly.
    const parsed = SettingsPatchSchema.safeParse(patch);
    if (!parsed.success) throw new SettingsError('invalid-settings', `That change of settings is not valid: ${describeIssues(parsed.error.issues, patch).what}. Nothing was changed.`);
    const changes = definedFields(parsed.data);
    // Nothing to change is not a change: an unusable file stays where it is.
    if (Object.keys(changes).length === 0) return this.get();
    return this.oneAtATime(async () => {
      const r = await this.read();
      const next: Settings = { ...(r.ok ? r.settings : DEFAULT_SETTINGS), ...changes };
      let keptAside: string | undefined;
      if (!r.ok) keptAside = await this.moveAside(r.problem.code);
      const text = `${JSON.stringify({ version: SETTINGS_VERSION, ...next }, null, 2)}\n`;
      try {
        await fsp.mkdir(this.dataDir, { recursive: true });
        await writeFileAtomic(this.file, text, { fsync: this.opts.fsync !== false });
      } catch (err) {
        const aside = keptAside ? ` The settings file that could not be read was kept as ${keptAside}.` : '';
        throw new SettingsError('settings-write-failed', `Your settings could not be saved: ${errnoText(errnoCode(err))}. They stay as they were.${aside}`, { cause: err });
      }
      return { settings: next, problem: null, ...(keptAside ? { keptAside } : {}) };
    });
  }

  private async read(): Promise<ReadResult> {
    let buf: Buffer | typeof NOT_A_FILE;
    try {
      buf = await readAtMost(this.file, MAX_SETTINGS_BYTES + 1);
    } catch (err) {
      const code = errnoCode(err);
      if (code === 'ENOENT') return { ok: true, settings: { ...DEFAULT_SETTINGS } };
      // Windows refuses to open a folder at all.
      if (code === 'EISDIR') buf = NOT_A_FILE;
      else return this.fail('unreadable', `Your settings file could not be read: ${errnoText(code)}.`);
    }
    if (buf === NOT_A_FILE) return this.fail('unreadable', 'Your settings file is not an ordinary file (it is a folder, a device or a pipe), so it does not hold settings.');
    if (buf.length > MAX_SETTINGS_BYTES) return this.fail('too-large', 'Your settings file is far larger than any Ryozen writes, so it is damaged or not a settings file.');
    if (buf.length === 0) return this.fail('truncated', 'Your settings file is empty: it was probably interrupted while being written.');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      return this.fail('not-json', 'Your settings file is damaged: it contains binary data instead of text.');
    }
    const syntax = checkJsonSyntax(text, MAX_DEPTH);
    if (!syntax.ok) {
      if (syntax.kind === 'truncated') return this.fail('truncated', 'Your settings file is incomplete: it stops in the middle.');
      return this.fail('not-json', `Your settings file is damaged: it is not in the expected form (line ${syntax.line}, column ${syntax.column}).`);
    }
    const doc: unknown = JSON.parse(text);
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return this.fail('invalid', 'Your settings file is damaged: it does not hold settings.');
    const version = (doc as { version?: unknown }).version;
    if (typeof version === 'number' && version > SETTINGS_VERSION) {
      return this.fail('newer-version', `Your settings file was written by a newer version of Ryozen (settings version ${version}; this one reads version ${SETTINGS_VERSION}).`);
    }
    const parsed = SettingsFileSchema.safeParse(doc);
    if (!parsed.success) return this.fail('invalid', `Your settings file is damaged: ${describeIssues(parsed.error.issues, doc).what}.`);
    // The settings alone, without the version.
    return { ok: true, settings: SettingsSchema.parse(parsed.data) };
  }

  private fail(code: SettingsProblemCode, what: string): ReadResult {
    return { ok: false, problem: { code, message: `${what} ${USING_DEFAULTS}`, file: this.file } };
  }

  /** Moves the unusable file out of the way under a name that says why and when; answers that name. */
  private async moveAside(code: SettingsProblemCode): Promise<string | undefined> {
    const why = code === 'newer-version' ? 'newer' : 'damaged';
    const stamp = (this.opts.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-');
    for (let n = 1; ; n++) {
      const aside = join(this.dataDir, `${SETTINGS_FILE}.${why}-${stamp}${n > 1 ? `-${n}` : ''}`);
      if (await exists(aside)) continue;
      try {
        await renameWithRetry(this.file, aside);
        return basename(aside);
      } catch (err) {
        // Gone since it was read: nothing is lost by writing.
        if (errnoCode(err) === 'ENOENT') return undefined;
        throw new SettingsError('settings-write-failed', `Your settings could not be saved: the unusable settings file could not be kept aside (${errnoText(errnoCode(err))}). Nothing was changed.`, { cause: err });
      }
    }
  }

  private oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function definedFields(patch: SettingsPatch): Partial<Settings> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<Settings>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fsp.lstat(file);
    return true;
  } catch {
    return false;
  }
}

const NOT_A_FILE = Symbol('not a regular file');

/**
 * The first `limit` bytes of a regular file, or NOT_A_FILE. A hostile
 * multi-gigabyte file is never read whole, and only a regular file is read:
 * a pipe nobody writes to would never answer, a device may never end.
 */
async function readAtMost(file: string, limit: number): Promise<Buffer | typeof NOT_A_FILE> {
  // O_NONBLOCK: opening a pipe with no writer otherwise waits forever, holding one of libuv's
  // few pool threads (and with it later file calls, and the process's exit). Windows has no
  // such flag and no pipes at a file path.
  const fh = await fsp.open(file, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  try {
    // The handle's own kind, not the path's: the path could be swapped between a check and the open.
    if (!(await fh.stat()).isFile()) return NOT_A_FILE;
    const buf = Buffer.alloc(limit);
    let got = 0;
    for (;;) {
      const { bytesRead } = await fh.read(buf, got, limit - got, got);
      if (bytesRead === 0 || got + bytesRead >= limit) return buf.subarray(0, got + bytesRead);
      got += bytesRead;
    }
  } finally {
    await fh.close();
  }
}
