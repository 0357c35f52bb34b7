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
import { msg, type Msg } from '../engine/core/message.js';
import { sayEnglish } from '../shared/i18n/format.js';
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
  /** For the player; `message` is their English. */
  readonly words: Msg;
  constructor(
    readonly code: 'settings-write-failed' | 'invalid-settings',
    words: Msg,
    options?: { cause?: unknown },
  ) {
    super(sayEnglish(words), options);
    this.words = words;
    // Not 'Error': the channel gate then reports this code instead of 'internal'.
    this.name = 'SettingsError';
  }
}

type ReadResult = { ok: true; settings: Settings } | { ok: false; problem: SettingsProblem };


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
    if (!parsed.success) throw new SettingsError('invalid-settings', msg('main.settings.invalidChange', { what: describeIssues(parsed.error.issues, patch).what }));
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
        const why = errnoText(errnoCode(err));
        const words = keptAside ? msg('main.settings.writeFailedAside', { why, file: keptAside }) : msg('main.settings.writeFailed', { why });
        throw new SettingsError('settings-write-failed', words, { cause: err });
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
      else return this.fail('unreadable', msg('main.settings.unreadable', { why: errnoText(code) }));
    }
    if (buf === NOT_A_FILE) return this.fail('unreadable', msg('main.settings.notAFile'));
    if (buf.length > MAX_SETTINGS_BYTES) return this.fail('too-large', msg('main.settings.tooLarge'));
    if (buf.length === 0) return this.fail('truncated', msg('main.settings.empty'));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      return this.fail('not-json', msg('main.settings.binary'));
    }
    const syntax = checkJsonSyntax(text, MAX_DEPTH);
    if (!syntax.ok) {
      if (syntax.kind === 'truncated') return this.fail('truncated', msg('main.settings.truncated'));
      return this.fail('not-json', msg('main.settings.notJson', { line: syntax.line, column: syntax.column }));
    }
    const doc: unknown = JSON.parse(text);
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return this.fail('invalid', msg('main.settings.noSettings'));
    const version = (doc as { version?: unknown }).version;
    if (typeof version === 'number' && version > SETTINGS_VERSION) {
      return this.fail('newer-version', msg('main.settings.newer', { version, current: SETTINGS_VERSION }));
    }
    const parsed = SettingsFileSchema.safeParse(doc);
    if (!parsed.success) return this.fail('invalid', msg('main.settings.invalid', { what: describeIssues(parsed.error.issues, doc).what }));
    // The settings alone, without the version.
    return { ok: true, settings: SettingsSchema.parse(parsed.data) };
  }

  private fail(code: SettingsProblemCode, what: Msg): ReadResult {
    const words = msg('main.settings.usingDefaults', { what });
    return { ok: false, problem: { code, message: sayEnglish(words), words, file: this.file } };
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
        throw new SettingsError('settings-write-failed', msg('main.settings.asideFailed', { why: errnoText(errnoCode(err)) }), { cause: err });
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
