// Crash-safe file replacement: write a temp file in the same directory, fsync
// it, rename it over the target, fsync the directory. A reader (or a restart
// after a crash or power cut) sees either the old file or the new one, never
// a mix. Rename is retried on EPERM/EBUSY/EACCES, which Windows returns while
// an antivirus scanner or indexer holds the target open.

import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_RE = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** Whether a directory entry is one of our temp files (never a save). */
export function isTempFile(name: string): boolean {
  return TEMP_RE.test(name);
}

/**
 * Whether the process that wrote a temp file (its pid is in the name) still
 * runs: another Ryozen (the web host beside the app) may be in the middle of
 * a save, and its temp file must not be pulled from under it.
 */
function writerAlive(name: string): boolean {
  const pid = Number(TEMP_RE.exec(name)?.[1]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errnoCode(err) === 'EPERM'; // exists, owned by someone else
  }
}

export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
}

export interface RetryOptions {
  /** Total attempts (default 6). */
  attempts?: number;
  /** First backoff delay; doubles each time (default 15 ms). */
  baseDelayMs?: number;
  /** Injected for tests. */
  rename?: (from: string, to: string) => Promise<void>;
}

const RETRYABLE = new Set(['EPERM', 'EBUSY', 'EACCES']);

export function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** fs.rename, retried with exponential backoff on transient Windows locking errors. */
export async function renameWithRetry(from: string, to: string, opts: RetryOptions = {}): Promise<void> {
  const attempts = Math.max(1, opts.attempts ?? 6);
  const base = opts.baseDelayMs ?? 15;
  const rename = opts.rename ?? fsp.rename;
  for (let i = 0; ; i++) {
    try {
      await rename(from, to);
      return;
    } catch (err) {
      const code = errnoCode(err);
      if (i + 1 >= attempts || code === undefined || !RETRYABLE.has(code)) throw err;
      await sleep(base * 2 ** i);
    }
  }
}

/**
 * Make a rename in `dir` durable. Best effort: Windows cannot open a
 * directory for fsync (NTFS commits the rename in its journal), and some
 * file systems refuse it; neither is an error for us.
 */
export async function fsyncDirectory(dir: string): Promise<void> {
  let fh: FileHandle | undefined;
  try {
    fh = await fsp.open(dir, 'r');
    await fh.sync();
  } catch {
    // not supported here
  } finally {
    await fh?.close().catch(() => undefined);
  }
}

/** Write `data` to a fresh temp file next to `target` and fsync it. Returns the temp path. */
export async function writeTempFile(target: string, data: string | Uint8Array, opts: { fsync?: boolean; mode?: number } = {}): Promise<string> {
  const tmp = tempPathFor(target);
  const fh = await fsp.open(tmp, 'wx', opts.mode ?? 0o644);
  try {
    await fh.writeFile(data);
    if (opts.fsync !== false) await fh.sync();
  } catch (err) {
    await fh.close().catch(() => undefined);
    await fsp.unlink(tmp).catch(() => undefined);
    throw err;
  }
  await fh.close();
  return tmp;
}

export interface AtomicWriteOptions extends RetryOptions {
  /** fsync the file and the directory (default true). */
  fsync?: boolean;
  /** The file's permissions (default 0o644; 0o600 for a secret). */
  mode?: number;
  /** Runs after the temp file is complete and before it replaces the target. */
  beforeCommit?: () => Promise<void>;
}

/** Replace `target` with `data` atomically. */
export async function writeFileAtomic(target: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  const tmp = await writeTempFile(target, data, opts);
  try {
    await opts.beforeCommit?.();
    await renameWithRetry(tmp, target, opts);
  } catch (err) {
    await fsp.unlink(tmp).catch(() => undefined);
    throw err;
  }
  if (opts.fsync !== false) await fsyncDirectory(dirname(target));
}

/**
 * Make `copy` hold the current bytes of `source` without touching `source`:
 * a hard link when the file system has them (instant, no extra space), else
 * a copy; either way through a temp name and a rename, so `copy` is always
 * whole. Used for backups: the save file itself never disappears, even for a
 * moment.
 */
export async function snapshotFile(source: string, copy: string, opts: RetryOptions & { fsync?: boolean } = {}): Promise<void> {
  const tmp = tempPathFor(copy);
  try {
    try {
      await fsp.link(source, tmp);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') throw err;
      await fsp.copyFile(source, tmp);
      if (opts.fsync !== false) {
        const fh = await fsp.open(tmp, 'r+');
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
    }
    await renameWithRetry(tmp, copy, opts);
    // rename() is a no-op when both names are links to one file (a backup
    // left from an interrupted save); then the temp name must go too.
    await fsp.unlink(tmp).catch(() => undefined);
  } catch (err) {
    await fsp.unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/**
 * Remove our temp files left by a crash: those older than `olderThanMs`, and
 * those whose writing process has ended (a save killed mid-write). Returns how many.
 */
export async function removeStaleTempFiles(dir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  const now = Date.now();
  for (const name of names) {
    if (!isTempFile(name)) continue;
    try {
      const st = await fsp.lstat(join(dir, name));
      if (st.isFile() && (olderThanMs <= 0 || now - st.mtimeMs >= olderThanMs || !writerAlive(name))) {
        await fsp.unlink(join(dir, name));
        removed++;
      }
    } catch {
      // gone already
    }
  }
  return removed;
}
