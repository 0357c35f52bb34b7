// The save store: named save slots in one folder (docs/save-format.md).
//
//   <dir>/<slot>.json              the current save of a slot
//   <dir>/<slot>.json.bak1..bakN   the previous versions, newest first
//   <dir>/<slot>.damaged-<time>.json  a damaged file set aside by a later save
//   <dir>/.<file>.<pid>.<hex>.tmp  a write in progress (or left by a crash)
//
// Reading never modifies anything on disk. Writing is atomic (temp file,
// fsync, rename, fsync of the folder) and keeps `backups` previous versions.

import * as fsp from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, join } from 'node:path';
import {
  errnoCode,
  fsyncDirectory,
  removeStaleTempFiles,
  renameWithRetry,
  snapshotFile,
  writeTempFile,
  isTempFile,
  type RetryOptions,
} from './atomic-write.js';
import { msg, type Msg } from '../../engine/core/message.js';
import {
  backupHint,
  backupLabel,
  DAMAGED_CODES,
  errnoText,
  loadError,
  messages,
  withWords,
  SaveError,
  slotLabel,
  type Label,
  type LoadError,
  type LoadErrorCode,
} from './errors.js';
import {
  CURRENT_FORMAT_VERSION,
  DEFAULT_MAX_BYTES,
  gameFacts,
  summarize,
  validateSlotName,
  type GameFacts,
  type CampaignData,
  type SaveFile,
  type SaveInput,
  type SaveKind,
} from './format.js';
import { checkSaveBytes, saveDocumentText, type VerifyHook } from './document.js';
import { readListIndex, writeListIndex } from './list-index.js';
import { inParallel } from './in-parallel.js';


/** A slot file found in the folder, to be checked for the listing. */
export interface SlotFile {
  slot: string;
  file: string;
}

/** What list() learns of one slot file: loadable (with what to show) or not (with why). */
export type SlotCheck = { ok: true; listing: SaveListing } | { ok: false; error: LoadError };

/** One file read and checked as load() does: the document, or why it cannot be used. */
export type FileCheck = { ok: true; save: SaveFile; fromVersion: number; sig: string; bytes: number } | { ok: false; error: LoadError };

/** What the store asks a checker to read: one file, with the checks load() runs. */
export interface FileCheckRequest {
  file: string;
  label: Label;
  maxBytes: number;
  /** Replay the moves too (false: the snapshot's fingerprint only, as loadUnverified). */
  verify: boolean;
}

/**
 * Reads and fully checks slot files elsewhere (the save worker thread,
 * list-runner.ts), answering one SlotCheck per file, in order. With `read`,
 * it also reads the files load(), loadBackup() and the check before an
 * overwrite need, so a large or hostile file never stalls the caller's thread.
 */
export interface SaveChecker {
  (request: { dir: string; maxBytes: number; files: SlotFile[] }): Promise<SlotCheck[]>;
  read?: (request: FileCheckRequest) => Promise<FileCheck>;
}

export interface SaveStoreOptions {
  /** Full check run by load() and list() (the session replays the action log). */
  verify?: VerifyHook;
  /**
   * Cheap check run before `verify` (the session compares
   * stateHash(snapshot) with `hash`), and alone where a caller asks for no full check.
   */
  quickVerify?: VerifyHook;
  /**
   * Where list() reads and checks the files it has not seen yet. Default: in
   * this thread. The app passes the listing worker so that large saves never
   * stall the main side; either way list() runs the same checks as load().
   */
  checker?: SaveChecker;
  /** Largest file accepted, in bytes (default 20 MB). Checked before reading. */
  maxBytes?: number;
  /** Previous versions kept per slot (default 3). */
  backups?: number;
  /** Written into each save (the session passes app.getVersion()). */
  appVersion?: string;
  /** fsync files and folder (default true; only tests turn it off). */
  fsync?: boolean;
  /**
   * Keep what list() learned in an index beside the files (list-index.ts), so
   * the first listing after a start reads only the files changed since.
   */
  index?: boolean;
  /** Where list() reports skipped files (default console.warn). */
  onWarning?: (message: string) => void;
  /** Clock, for tests. */
  now?: () => Date;
  retry?: RetryOptions;
}

export const AUTOSAVE_SLOT = 'autosave';
export { DEFAULT_MAX_BYTES };

export type LoadResult =
  | { ok: true; save: SaveFile; slot: string; file: string; migratedFrom?: number }
  | { ok: false; error: LoadError; backupAvailable: boolean; backup?: number };

export interface SaveResult {
  slot: string;
  file: string;
  bytes: number;
  savedAt: string;
  /** Set when the slot held a damaged file: where it was moved. */
  setAside?: string;
}

export interface SaveListing {
  /** The slot to pass to load(). */
  slot: string;
  /** The name shown to the player. */
  name: string;
  kind: SaveKind;
  savedAt: string;
  appVersion: string;
  summary: Msg;
  bytes: number;
  /** Format version of the file on disk (older ones are migrated on load). */
  formatVersion: number;
  /** A campaign's progress (campaign saves only), for the campaign list. */
  campaign?: CampaignData;
  /** Whether the file holds a game in progress. */
  hasGame: boolean;
  /** That game's seed and choices (for its journal's check; never sent to a page). */
  checkpoint?: { seed: number | string; moves: number };
  /** A single game's facts for the games list (status, seats, record meta). */
  facts?: GameFacts;
}

export interface DamagedListing {
  file: string;
  slot: string;
  code: LoadErrorCode;
  message: string;
  words: Msg;
}

export interface ListResult {
  saves: SaveListing[];
  damaged: DamagedListing[];
  /** Damaged files moved aside by earlier saves (kept for the player to inspect). */
  setAside: string[];
}

type ReadOutcome = FileCheck;

const SLOT_FILE_RE = /^([^.]+)\.json$/;
const BACKUP_FILE_RE = /\.json\.bak\d+$/i;
const SET_ASIDE_RE = /\.(damaged|newer)-[0-9TZ-]+\.json$/;

/** Stats of a listing in flight at once (thousands of records). */
const STATS_AT_ONCE = 1024;

const signature = (st: Stats) => `${st.size}:${st.mtimeMs}:${st.ino}:${st.ctimeMs}`;

function stamp(d: Date): string {
  // 20250102T030405123Z: sortable, and legal in Windows file names.
  return d.toISOString().replace(/[-:.]/g, '');
}

export class SaveStore {
  readonly dir: string;
  readonly maxBytes: number;
  readonly backups: number;
  private readonly opts: SaveStoreOptions;
  /** Files this process wrote or fully checked, by stat signature: no need to re-check before overwriting. */
  private readonly known = new Map<string, string>();
  private readonly locks = new KeyedMutex();
  /** list() results by file, with the stat signature they were found for. */
  private readonly listCache = new Map<string, { sig: string; check: SlotCheck }>();
  /** The index read into listCache (once, at the first listing). */
  private indexRead: Promise<void> | null = null;
  /** listCache holds checks the index on disk does not. */
  private indexStale = false;
  /** Index writes, one at a time. */
  private indexWrites: Promise<void> = Promise.resolve();

  constructor(dir: string, opts: SaveStoreOptions = {}) {
    this.dir = dir;
    this.opts = opts;
    this.maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
    this.backups = Math.max(0, Math.floor(opts.backups ?? 3));
  }

  // ------------------------------------------------------------ writing

  /** Save to a slot, replacing its previous content (which becomes backup 1). */
  async save(name: string, input: SaveInput): Promise<SaveResult> {
    const slot = this.checkName(name);
    const now = (this.opts.now ?? (() => new Date()))();
    const { text, savedAt } = saveDocumentText(input, { slot, appVersion: this.opts.appVersion ?? 'unknown', now });
    const bytes = Buffer.byteLength(text);
    if (bytes > this.maxBytes) {
      throw new SaveError(
        'too-large',
        msg('main.save.tooLarge', { name: slot, limit: Math.round(this.maxBytes / 1048576) }),
      );
    }
    return this.withLock(slot, async () => {
      try {
        await fsp.mkdir(this.dir, { recursive: true });
        const file = (await this.findFile(`${slot}.json`)) ?? join(this.dir, `${slot}.json`);
        const tmp = await writeTempFile(file, text, { fsync: this.opts.fsync !== false });
        let setAside: string | undefined;
        try {
          const st = await statOrNull(file);
          if (st) {
            if (this.known.get(file) !== signature(st)) {
              const check = await this.readFile(file, slotLabel(slot), true);
              if (!check.ok && DAMAGED_CODES.has(check.error.code)) {
                setAside = await this.setAside(file, check.error.code, now);
                this.warn(`${check.error.message} It was kept as "${setAside}" and replaced by the new save.`);
              }
            }
            if (setAside === undefined) await this.rotate(file);
          }
          await renameWithRetry(tmp, file, this.opts.retry);
        } catch (err) {
          await fsp.unlink(tmp).catch(() => undefined);
          throw err;
        }
        if (this.opts.fsync !== false) await fsyncDirectory(this.dir);
        const after = await statOrNull(file);
        if (after) this.known.set(file, signature(after));
        return { slot, file, bytes, savedAt, ...(setAside === undefined ? {} : { setAside }) };
      } catch (err) {
        if (err instanceof SaveError) throw err;
        throw new SaveError('write-failed', msg('main.save.writeFailed', { name: slot, why: errnoText(errnoCode(err)) }), {
          cause: err,
        });
      }
    });
  }

  /** The autosave slot, written after every turn. */
  autosave(input: SaveInput): Promise<SaveResult> {
    return this.save(AUTOSAVE_SLOT, input);
  }

  /** Delete a slot and its backups (an explicit player action). Returns whether anything was there. */
  async delete(name: string): Promise<boolean> {
    const slot = this.checkName(name);
    return this.withLock(slot, async () => {
      const names = await readdirOrEmpty(this.dir);
      const lower = `${slot}.json`.toLowerCase();
      let deleted = false;
      for (const entry of names) {
        const l = entry.normalize('NFC').toLowerCase();
        if (l === lower || (l.startsWith(`${lower}.bak`) && BACKUP_FILE_RE.test(entry))) {
          try {
            await fsp.unlink(join(this.dir, entry));
            this.known.delete(join(this.dir, entry));
            deleted = true;
          } catch (err) {
            if (errnoCode(err) !== 'ENOENT') {
              throw new SaveError('write-failed', msg('main.save.deleteFailed', { name: slot, why: errnoText(errnoCode(err)) }), {
                cause: err,
              });
            }
          }
        }
      }
      if (deleted && this.opts.fsync !== false) await fsyncDirectory(this.dir);
      return deleted;
    });
  }

  /** Remove temp files left by crashed or killed writes (never touches a save or backup); run at start. */
  cleanupTempFiles(olderThanMs = 60 * 60 * 1000): Promise<number> {
    return removeStaleTempFiles(this.dir, olderThanMs);
  }

  // ------------------------------------------------------------ reading

  /** Load a slot: size check, JSON syntax, format, migration, schema, then `verify`. */
  async load(name: string): Promise<LoadResult> {
    return this.loadSlot(name, true);
  }

  /** Load without the verify hook (the campaign store's read-modify-write). */
  async loadUnverified(name: string): Promise<LoadResult> {
    return this.loadSlot(name, false);
  }

  /** Load backup `n` (1 = most recent previous version) of a slot. */
  async loadBackup(name: string, n: number, opts: { verify?: boolean } = {}): Promise<LoadResult> {
    const v = validateSlotName(name);
    if (!v.ok) return { ok: false, error: messages.badName(v.words), backupAvailable: false };
    const slot = v.name;
    const base = await this.baseFileName(slot);
    if (!Number.isInteger(n) || n < 1 || n > Math.max(this.backups, 1)) {
      return {
        ok: false,
        error: loadError('not-found', msg('main.load.noBackup', { name: slot, n })),
        backupAvailable: false,
      };
    }
    const path = (await this.findFile(`${base}.bak${n}`)) ?? join(this.dir, `${base}.bak${n}`);
    const res = await this.readFile(path, backupLabel(slot, n), opts.verify !== false);
    if (res.ok) return { ok: true, save: res.save, slot, file: path, ...migrated(res.fromVersion) };
    const error =
      res.error.code === 'not-found'
        ? loadError('not-found', msg('main.load.noBackup', { name: slot, n }))
        : res.error;
    const other = await this.firstLoadableBackup(base, slot, opts.verify !== false, n);
    return other === undefined
      ? { ok: false, error, backupAvailable: false }
      : { ok: false, error: withWords(error, backupHint(error.words, other)), backupAvailable: true, backup: other };
  }

  /**
   * Every save in the folder, each checked as load() checks it (schema,
   * replay and hash), so a save listed as loadable loads. Damaged files are
   * skipped with a warning and reported in `damaged`; nothing is modified.
   * Results are kept by file and stat signature, so only new or changed
   * files are read again.
   */
  async list(): Promise<ListResult> {
    const { files, setAside } = await this.slotFiles();
    if (this.opts.index) await (this.indexRead ??= this.readIndex(files.length > 0));
    const checks = await this.checkFiles(files);
    if (this.opts.index && this.indexStale) await this.writeIndex();
    const saves: SaveListing[] = [];
    const damaged: DamagedListing[] = [];
    files.forEach((f, i) => {
      const c = checks[i]!;
      if (c.ok) saves.push(c.listing);
      else if (c.error.code !== 'not-found') {
        damaged.push({ file: f.entry, slot: f.slot, code: c.error.code, message: c.error.message, words: c.error.words });
        this.warn(`Skipping "${f.entry}" in the save list: ${c.error.message}`);
      }
    });
    saves.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.slot.localeCompare(b.slot)));
    return { saves, damaged, setAside };
  }

  /** Reads and fully checks one slot file, as load() does. Never writes. */
  async checkSlotFile(file: string, slot: string): Promise<SlotCheck> {
    const res = await this.readFile(file, slotLabel(slot), true);
    if (!res.ok) return res;
    const save = res.save;
    return {
      ok: true,
      listing: {
        slot,
        name: save.name,
        kind: save.kind,
        savedAt: save.savedAt,
        appVersion: save.appVersion,
        summary: summarize(save),
        bytes: res.bytes,
        formatVersion: res.fromVersion,
        ...(save.campaign ? { campaign: save.campaign } : {}),
        hasGame: save.game !== null,
        ...(save.game ? { checkpoint: { seed: save.game.seed, moves: save.game.actions.length } } : {}),
        ...(save.kind === 'game' ? { facts: gameFacts(save)! } : {}),
      },
    };
  }

  /** The slot files of the folder with their stat signatures, and the set-aside files. */
  private async slotFiles(): Promise<{ files: (SlotFile & { entry: string; sig: string })[]; setAside: string[] }> {
    const candidates: (SlotFile & { entry: string })[] = [];
    const setAside: string[] = [];
    for (const entry of (await readdirOrEmpty(this.dir)).sort()) {
      if (isTempFile(entry) || BACKUP_FILE_RE.test(entry)) continue;
      if (SET_ASIDE_RE.test(entry)) {
        setAside.push(entry);
        continue;
      }
      const v = validateSlotName(SLOT_FILE_RE.exec(entry)?.[1]);
      if (!v.ok) continue;
      candidates.push({ slot: v.name, file: join(this.dir, entry), entry });
    }
    const stats = await inParallel(candidates, STATS_AT_ONCE, (c) => statOrNull(c.file));
    const files: (SlotFile & { entry: string; sig: string })[] = [];
    candidates.forEach((c, i) => {
      const st = stats[i];
      if (st && !st.isDirectory()) files.push({ ...c, sig: signature(st) });
    });
    return { files, setAside };
  }

  /** Checks of `files`, in order: from the cache when unchanged, else from the checker. */
  private async checkFiles(files: (SlotFile & { sig: string })[]): Promise<SlotCheck[]> {
    const fresh = files.filter((f) => this.listCache.get(f.file)?.sig !== f.sig);
    if (fresh.length > 0) {
      const request = fresh.map(({ slot, file }) => ({ slot, file }));
      const checker = this.opts.checker;
      const elsewhere = checker
        ? await checker({ dir: this.dir, maxBytes: this.maxBytes, files: request }).catch((err: unknown) => {
            // A missing or broken worker must not hide the player's saves: check here instead, slower.
            this.warn(`The saves are checked on the main thread: ${err instanceof Error ? err.message : String(err)}`);
            return null;
          })
        : null;
      const results =
        elsewhere?.length === request.length ? elsewhere : await sequentially(request, (f) => this.checkSlotFile(f.file, f.slot));
      // Cached under the signature seen before reading: a file changed meanwhile is read again next time.
      fresh.forEach((f, i) => this.listCache.set(f.file, { sig: f.sig, check: results[i]! }));
      this.indexStale = true;
    }
    const present = new Set(files.map((f) => f.file));
    for (const file of this.listCache.keys()) {
      if (present.has(file)) continue;
      this.listCache.delete(file);
      this.indexStale = true;
    }
    return files.map((f) => this.listCache.get(f.file)!.check);
  }

  /** Fills listCache from the index on disk; one missing (with files to list) or unusable is reported and rebuilt. */
  private async readIndex(haveFiles: boolean): Promise<void> {
    const read = await readListIndex<SlotCheck>(this.dir, this.opts.appVersion ?? 'unknown');
    if (read.ok) {
      for (const [name, entry] of read.files) if (!this.listCache.has(join(this.dir, name))) this.listCache.set(join(this.dir, name), entry);
      return;
    }
    if (read.why !== 'missing' || haveFiles) {
      this.indexStale = true;
      const why = { missing: 'missing', damaged: 'damaged', 'other-version': 'written by another version of Ryozen' }[read.why];
      this.warn(`The list index of "${this.dir}" was ${why}: it is rebuilt from the files (once, slower).`);
    }
  }

  /** Writes listCache as the index, atomically; a failure is reported and the next listing tries again. */
  private writeIndex(): Promise<void> {
    this.indexWrites = this.indexWrites.then(async () => {
      if (!this.indexStale) return;
      this.indexStale = false;
      const files = new Map([...this.listCache].map(([file, entry]) => [file.slice(this.dir.length + 1), entry]));
      try {
        await writeListIndex(this.dir, this.opts.appVersion ?? 'unknown', files, { ...this.opts.retry, fsync: this.opts.fsync !== false });
      } catch (err) {
        this.indexStale = true;
        this.warn(`The list index of "${this.dir}" could not be written (the next listing tries again): ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    return this.indexWrites;
  }

  // ------------------------------------------------------------ internals

  private async loadSlot(name: string, verify: boolean): Promise<LoadResult> {
    const v = validateSlotName(name);
    if (!v.ok) return { ok: false, error: messages.badName(v.words), backupAvailable: false };
    const slot = v.name;
    const base = await this.baseFileName(slot);
    const file = await this.findFile(base);
    const res: ReadOutcome = file ? await this.readFile(file, slotLabel(slot), verify) : { ok: false, error: messages.notFound(slot) };
    if (res.ok) {
      if (verify && file) this.known.set(file, res.sig);
      // the slot as spelled on disk (the lookup ignores case)
      const canonical = file ? basename(file).replace(/\.json$/i, '').normalize('NFC') : slot;
      return { ok: true, save: res.save, slot: canonical, file: file ?? join(this.dir, base), ...migrated(res.fromVersion) };
    }
    const backup = await this.firstLoadableBackup(base, slot, verify);
    if (backup === undefined) return { ok: false, error: res.error, backupAvailable: false };
    return {
      ok: false,
      error: withWords(res.error, backupHint(res.error.words, backup)),
      backupAvailable: true,
      backup,
    };
  }

  private async firstLoadableBackup(base: string, slot: string, verify: boolean, except?: number): Promise<number | undefined> {
    for (let n = 1; n <= this.backups; n++) {
      if (n === except) continue;
      const path = await this.findFile(`${base}.bak${n}`);
      if (!path) continue;
      const res = await this.readFile(path, backupLabel(slot, n), verify);
      if (res.ok) return n;
    }
    return undefined;
  }

  /** Read and check one file, through the checker's thread when it has one. Never writes. */
  private async readFile(path: string, label: Label, verify: boolean): Promise<ReadOutcome> {
    const read = this.opts.checker?.read;
    if (read) {
      const res = await read({ file: path, label, maxBytes: this.maxBytes, verify }).catch((err: unknown) => {
        // A missing or broken worker must not lock the player out of a save: read it here instead, slower.
        this.warn(`The save is read on the main thread: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
      if (res) return res;
    }
    return readSaveFile({ file: path, label, maxBytes: this.maxBytes, verify }, this.opts);
  }

  /** Shift bak(k) to bak(k+1), then make bak1 a copy of the current file. */
  private async rotate(file: string): Promise<void> {
    if (this.backups === 0) return;
    for (let k = this.backups - 1; k >= 1; k--) {
      try {
        await renameWithRetry(`${file}.bak${k}`, `${file}.bak${k + 1}`, this.opts.retry);
      } catch (err) {
        if (errnoCode(err) !== 'ENOENT') throw err;
      }
    }
    await snapshotFile(file, `${file}.bak1`, { ...this.opts.retry, fsync: this.opts.fsync !== false });
  }

  /**
   * Keep a damaged file under a new name that no other file has; the
   * following rename of the new save replaces only the slot's name. Uses a
   * hard link (or an exclusive copy), so nothing is ever overwritten.
   */
  private async setAside(file: string, code: LoadErrorCode, now: Date): Promise<string> {
    const base = file.replace(/\.json$/i, '');
    const tag = code === 'newer-version' ? 'newer' : 'damaged';
    for (let i = 0; ; i++) {
      const target = `${base}.${tag}-${stamp(now)}${i ? `-${i}` : ''}.json`;
      try {
        try {
          await fsp.link(file, target);
        } catch (err) {
          const c = errnoCode(err);
          if (c === 'EEXIST' || c === 'ENOENT') throw err;
          await fsp.copyFile(file, target, fsp.constants.COPYFILE_EXCL);
        }
        return target.slice(this.dir.length + 1);
      } catch (err) {
        if (errnoCode(err) !== 'EEXIST' || i > 100) throw err;
      }
    }
  }

  private checkName(name: string): string {
    const v = validateSlotName(name);
    if (!v.ok) throw new SaveError('bad-name', v.words);
    return v.name;
  }

  /** The file name of a slot: an existing file that matches ignoring case, else `<slot>.json`. */
  private async baseFileName(slot: string): Promise<string> {
    const found = await this.findFile(`${slot}.json`);
    return found ? found.slice(this.dir.length + 1) : `${slot}.json`;
  }

  /**
   * Path of `name` in the folder, matched exactly or else ignoring case, so
   * that "Game" and "game" are one slot on every system (Windows and macOS
   * file names ignore case; Linux ones do not).
   */
  private async findFile(name: string): Promise<string | undefined> {
    const exact = join(this.dir, name);
    if (await statOrNull(exact)) return exact;
    const key = (s: string) => s.normalize('NFC').toLowerCase();
    const wanted = key(name);
    const hit = (await readdirOrEmpty(this.dir)).find((e) => key(e) === wanted);
    return hit === undefined ? undefined : join(this.dir, hit);
  }

  private withLock<T>(slot: string, fn: () => Promise<T>): Promise<T> {
    return this.locks.run(slot, fn);
  }

  private warn(message: string): void {
    (this.opts.onWarning ?? ((m: string) => console.warn(`[saves] ${m}`)))(message);
  }
}

/** Runs async tasks one at a time per key (case-insensitive), in call order. */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const k = key.toLowerCase();
    const prev = this.tails.get(k) ?? Promise.resolve();
    const result = prev.then(fn, fn);
    const tail = result.catch(() => undefined);
    this.tails.set(k, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(k) === tail) this.tails.delete(k);
    }
  }
}

/**
 * Reads one file and runs every load check on it, in the calling thread (the
 * save worker calls this too). Never writes.
 */
export async function readSaveFile(
  { file: path, label, maxBytes, verify }: FileCheckRequest,
  hooks: Pick<SaveStoreOptions, 'verify' | 'quickVerify'>,
): Promise<FileCheck> {
  let st: Stats;
  try {
    st = await fsp.stat(path);
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, error: loadError('not-found', msg('main.load.doesNotExist', { subject: label.subject })) };
    return { ok: false, error: messages.unreadable(label, code) };
  }
  if (!st.isFile()) return { ok: false, error: messages.foreign(label, msg('main.load.why.folder')) };
  if (st.size > maxBytes) return { ok: false, error: messages.tooLarge(label, st.size, maxBytes) };

  let buf: Buffer;
  let sig: string;
  try {
    const fh = await fsp.open(path, 'r');
    try {
      const st2 = await fh.stat();
      if (st2.size > maxBytes) return { ok: false, error: messages.tooLarge(label, st2.size, maxBytes) };
      sig = signature(st2);
      // Never read more than maxBytes + 1, even if the file grows meanwhile.
      buf = Buffer.alloc(Math.min(st2.size, maxBytes) + 1);
      let got = 0;
      for (;;) {
        const { bytesRead } = await fh.read(buf, got, buf.length - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
        if (got === buf.length) {
          if (got > maxBytes) return { ok: false, error: messages.tooLarge(label, got, maxBytes) };
          const bigger = Buffer.alloc(Math.min(buf.length * 2, maxBytes + 1));
          buf.copy(bigger);
          buf = bigger;
        }
      }
      buf = buf.subarray(0, got);
    } finally {
      await fh.close();
    }
  } catch (err) {
    return { ok: false, error: messages.unreadable(label, errnoCode(err)) };
  }
  const checked = await checkSaveBytes(buf, label, { maxBytes, quickVerify: hooks.quickVerify, verify: verify ? hooks.verify : undefined });
  return checked.ok ? { ...checked, sig } : checked;
}

async function sequentially<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

function migrated(fromVersion: number): { migratedFrom?: number } {
  return fromVersion === CURRENT_FORMAT_VERSION ? {} : { migratedFrom: fromVersion };
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await fsp.stat(path);
  } catch {
    return null;
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch {
    return [];
  }
}
