// Error codes and the player-facing messages of the save store. Messages say
// what happened in plain words, name the save, and never contain a stack
// trace or a raw parser message; `detail` carries the technical part (field
// path, byte offset) for bug reports.

import type { z } from 'zod';
import { CURRENT_FORMAT_VERSION, SLOT_NAME_RULE } from './format.js';

export type LoadErrorCode =
  | 'not-found'
  | 'bad-name'
  | 'too-large'
  | 'not-json'
  | 'truncated'
  | 'foreign'
  | 'newer-version'
  | 'invalid'
  | 'hash-mismatch'
  | 'unreadable';

/** Codes meaning the file's content is unusable (the "damaged file" policy applies). */
export const DAMAGED_CODES: ReadonlySet<LoadErrorCode> = new Set<LoadErrorCode>([
  'too-large',
  'not-json',
  'truncated',
  'foreign',
  'newer-version',
  'invalid',
  'hash-mismatch',
]);

export interface LoadError {
  code: LoadErrorCode;
  /** Player-facing, complete sentences. */
  message: string;
  /** Technical detail for logs and bug reports. */
  detail?: string;
}

export type SaveErrorCode = 'bad-name' | 'too-large' | 'invalid' | 'write-failed' | 'not-found';

/** Thrown by the writing operations (save, rename, recordTurn...). */
export class SaveError extends Error {
  constructor(
    readonly code: SaveErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SaveError';
  }
}

/** How a file is named in a message: `The save "Evening game"`, `Backup 2 of the save "x"`, `The file "x.json"`. */
export interface Label {
  /** Sentence start, e.g. 'The save "Evening game"'. */
  subject: string;
}

export const slotLabel = (slot: string): Label => ({ subject: `The save "${slot}"` });
export const backupLabel = (slot: string, n: number): Label => ({ subject: `Backup ${n} of the save "${slot}"` });
export const campaignLabel = (name: string): Label => ({ subject: `The campaign "${name}"` });

const LEFT_ALONE = 'The file was left as it is.';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

export const messages = {
  notFound: (slot: string): LoadError => ({ code: 'not-found', message: `There is no save called "${slot}".` }),
  badName: (text: string): LoadError => ({ code: 'bad-name', message: text || SLOT_NAME_RULE }),
  tooLarge: (l: Label, size: number, limit: number): LoadError => ({
    code: 'too-large',
    message: `${l.subject} cannot be opened: at ${mb(size)} it is larger than any Ryozen save can be (the limit is ${mb(limit)}), so it is damaged or not a save. ${LEFT_ALONE}`,
    detail: `size ${size} > limit ${limit}`,
  }),
  /** Beyond the structural limits (limits.ts): far more values, fields, entries or text than a game makes. */
  tooComplex: (l: Label, what: string, detail: string): LoadError => ({
    code: 'too-large',
    message: `${l.subject} cannot be opened: it holds far more data than any Ryozen save can (${what}), so it is damaged or not a save. ${LEFT_ALONE}`,
    detail,
  }),
  notJson: (l: Label, why: string, detail?: string): LoadError => ({
    code: 'not-json',
    message: `${l.subject} is damaged and cannot be opened: ${why}. ${LEFT_ALONE}`,
    ...(detail === undefined ? {} : { detail }),
  }),
  truncated: (l: Label, empty: boolean, detail?: string): LoadError => ({
    code: 'truncated',
    message: empty
      ? `${l.subject} is empty: it was probably interrupted while being written or copied. ${LEFT_ALONE}`
      : `${l.subject} is incomplete: the file stops in the middle, probably because the computer stopped while it was being written or copied. ${LEFT_ALONE}`,
    ...(detail === undefined ? {} : { detail }),
  }),
  foreign: (l: Label, why?: string): LoadError => ({
    code: 'foreign',
    message: `${l.subject} is not a Ryozen save${why ? ` (${why})` : ''}; it may be a file from another program. ${LEFT_ALONE}`,
  }),
  newerVersion: (l: Label, version: number): LoadError => ({
    code: 'newer-version',
    message: `${l.subject} was made by a newer version of Ryozen (save format ${version}; this version reads format ${CURRENT_FORMAT_VERSION} and older). Update Ryozen to open it. ${LEFT_ALONE}`,
    detail: `formatVersion ${version} > ${CURRENT_FORMAT_VERSION}`,
  }),
  invalid: (l: Label, what: string, detail?: string): LoadError => ({
    code: 'invalid',
    message: `${l.subject} is damaged and cannot be opened: ${what}. ${LEFT_ALONE}`,
    ...(detail === undefined ? {} : { detail }),
  }),
  hashMismatch: (l: Label, reason: string): LoadError => ({
    code: 'hash-mismatch',
    message: `${l.subject} is damaged and cannot be opened: replaying its moves does not lead to the position it recorded (${reason}). ${LEFT_ALONE}`,
    detail: reason,
  }),
  unreadable: (l: Label, errno: string | undefined): LoadError => ({
    code: 'unreadable',
    message: `${l.subject} could not be read: ${errnoText(errno)}.`,
    detail: errno ?? 'unknown error',
  }),
};

/** Appended to a load error when an earlier copy opens. */
export const backupHint = (n: number) => ` An earlier copy (backup ${n}) can be opened instead.`;

export function errnoText(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'your disk quota is used up';
    case 'EACCES':
    case 'EPERM':
      return 'Ryozen is not allowed to access the save folder';
    case 'EROFS':
      return 'the save folder is on a read-only disk';
    case 'EBUSY':
      return 'another program is using the file; close it and try again';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open; try again';
    case 'EIO':
      return 'the disk reported an error';
    default:
      return `a system error occurred${code ? ` (${code})` : ''}`;
  }
}

// ------------------------------------------------------------ schema issues

function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

function valueAt(doc: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = doc;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = Object.prototype.hasOwnProperty.call(v, p) ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  }
  return v;
}

function describeValue(v: unknown): string {
  if (v === null) return 'empty (null)';
  if (Array.isArray(v)) return 'a list';
  switch (typeof v) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true/false';
    case 'object':
      return 'a group of fields';
    default:
      return 'missing';
  }
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  null: 'empty',
  record: 'a group of fields',
};

function short(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** One zod issue in player words: 'the field "game.seed" should be a number but is a list'. */
export function describeIssue(issue: z.core.$ZodIssue, doc: unknown): string {
  const where = issue.path.length ? `the field "${fieldPath(issue.path)}"` : 'its content';
  const actual = valueAt(doc, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (actual === undefined) return `${where} is missing`;
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      const is = typeof actual === 'number' ? String(actual) : describeValue(actual);
      return `${where} should be ${expected} but is ${is}`;
    }
    case 'invalid_value':
      return `${where} has a value Ryozen does not know (${short(actual)})`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${where} is too long`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `${where} has too many entries`
          : `${where} is too large`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${where} is empty or too short`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `${where} has too few entries`
          : `${where} is too small`;
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 3).map((k) => `"${k}"`).join(', ');
      return `${where} has unexpected fields (${keys}${issue.keys.length > 3 ? ', ...' : ''})`;
    }
    case 'invalid_union':
      if (actual === undefined) return `${where} is missing`;
      return `${where} is not valid (${short(actual)})`;
    case 'invalid_format':
      return issue.format === 'datetime' ? `${where} is not a valid date` : `${where} is not in the expected form`;
    case 'not_multiple_of':
      return `${where} is not a whole number`;
    case 'custom':
      return `${where} ${issue.message}`;
    default:
      return `${where} is not valid`;
  }
}

export function describeIssues(issues: ReadonlyArray<z.core.$ZodIssue>, doc: unknown): { what: string; detail: string } {
  const first = issues[0];
  if (!first) return { what: 'its content is not valid', detail: '' };
  const more = issues.length > 1 ? ` (and ${issues.length - 1} other problem${issues.length > 2 ? 's' : ''})` : '';
  const detail = issues
    .slice(0, 5)
    .map((i) => `${fieldPath(i.path) || '(root)'}: ${i.code}: ${i.message}`)
    .join('; ');
  return { what: describeIssue(first, doc) + more, detail };
}

/**
 * A failed load, as an exception (for callers such as the channel table that
 * report errors by throwing): carries the load error's code, its
 * player-facing message and whether a backup can be opened instead.
 */
export class SaveLoadError extends Error {
  readonly code: LoadErrorCode;
  readonly backupAvailable: boolean;
  readonly backup: number | undefined;
  constructor(error: LoadError, backupAvailable: boolean, backup?: number) {
    super(error.message);
    this.name = 'SaveLoadError';
    this.code = error.code;
    this.backupAvailable = backupAvailable;
    this.backup = backup;
  }
}
