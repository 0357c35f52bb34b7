// Error codes and the player-facing messages of the save store. Messages say
// what happened in plain words, name the save, and never contain a stack
// trace or a raw parser message; `detail` carries the technical part (field
// path, byte offset) for bug reports. The words are messages (part `main` of
// the catalogs), said in the player's language; `message` is their English.

import type { z } from 'zod';
import { isMsg, msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
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
  /** The same in English, complete sentences (logs, the command line). */
  message: string;
  /** Player-facing words, said in the player's language. */
  words: Msg;
  /** Technical detail for logs and bug reports. */
  detail?: string;
}

/** A load error with `words`, its English message made from them. */
export function loadError(code: LoadErrorCode, words: Msg, detail?: string): LoadError {
  return { code, message: sayEnglish(words), words, ...(detail === undefined ? {} : { detail }) };
}

/** A load error with another message (a backup's hint appended, another subject). */
export function withWords<E extends { message: string; words: Msg }>(error: E, words: Msg): E {
  return { ...error, message: sayEnglish(words), words };
}

export type SaveErrorCode = 'bad-name' | 'too-large' | 'invalid' | 'write-failed' | 'not-found';

/** Thrown by the writing operations (save, rename, recordTurn...): `words` for the player, `message` in English. */
export class SaveError extends Error {
  readonly words: Msg;
  constructor(
    readonly code: SaveErrorCode,
    words: Msg,
    options?: { cause?: unknown },
  ) {
    super(sayEnglish(words), options);
    this.name = 'SaveError';
    this.words = words;
  }
}

/** How a file is named in a message: `The save "Evening game"`, `Backup 2 of the save "x"`, `This file`. */
export interface Label {
  /** Sentence start, e.g. 'The save "Evening game"'. */
  subject: Msg;
  /** What the subject names, for the languages whose words agree with it (a message's `kind` argument: French "endommagée" of a save, "endommagé" of a file). */
  kind: 'save' | 'backup' | 'campaign' | 'file';
}

export const slotLabel = (slot: string): Label => ({ subject: msg('main.save.subject.slot', { name: slot }), kind: 'save' });
export const backupLabel = (slot: string, n: number): Label => ({ subject: msg('main.save.subject.backup', { name: slot, n }), kind: 'backup' });
export const campaignLabel = (name: string): Label => ({ subject: msg('main.save.subject.campaign', { name }), kind: 'campaign' });
export const fileLabel = (): Label => ({ subject: msg('main.save.subject.file'), kind: 'file' });

/** A size in megabytes: two decimals below 1 MB, one above. */
const mb = (bytes: number): Msg => msg('main.size.mb', { mb: bytes / (1024 * 1024), small: bytes < 1024 * 1024 ? 'yes' : 'no' });

export const messages = {
  notFound: (slot: string): LoadError => loadError('not-found', msg('main.load.notFound', { name: slot })),
  badName: (words: Msg | null): LoadError => loadError('bad-name', words ?? SLOT_NAME_RULE),
  tooLarge: (l: Label, size: number, limit: number): LoadError =>
    loadError('too-large', msg('main.load.tooLarge', { subject: l.subject, kind: l.kind, size: mb(size), limit: mb(limit) }), `size ${size} > limit ${limit}`),
  /** Beyond the structural limits (limits.ts): far more values, fields, entries or text than a game makes. */
  tooComplex: (l: Label, what: Msg, detail: string): LoadError => loadError('too-large', msg('main.load.tooComplex', { subject: l.subject, kind: l.kind, what }), detail),
  notJson: (l: Label, why: Msg, detail?: string): LoadError => loadError('not-json', msg('main.load.notJson', { subject: l.subject, kind: l.kind, why }), detail),
  truncated: (l: Label, empty: boolean, detail?: string): LoadError =>
    loadError('truncated', msg(empty ? 'main.load.empty' : 'main.load.truncated', { subject: l.subject, kind: l.kind }), detail),
  foreign: (l: Label, why?: Msg): LoadError => loadError('foreign', why ? msg('main.load.foreignWhy', { subject: l.subject, kind: l.kind, why }) : msg('main.load.foreign', { subject: l.subject, kind: l.kind })),
  newerVersion: (l: Label, version: number): LoadError =>
    loadError('newer-version', msg('main.load.newerVersion', { subject: l.subject, kind: l.kind, version, current: CURRENT_FORMAT_VERSION }), `formatVersion ${version} > ${CURRENT_FORMAT_VERSION}`),
  invalid: (l: Label, what: Msg, detail?: string): LoadError => loadError('invalid', msg('main.load.invalid', { subject: l.subject, kind: l.kind, what }), detail),
  hashMismatch: (l: Label, reason: Msg): LoadError => loadError('hash-mismatch', msg('main.load.hashMismatch', { subject: l.subject, kind: l.kind, reason }), sayEnglish(reason)),
  unreadable: (l: Label, errno: string | undefined): LoadError => loadError('unreadable', msg('main.load.unreadable', { subject: l.subject, kind: l.kind, why: errnoText(errno) }), errno ?? 'unknown error'),
};

/** A load error's words with the hint that an earlier copy (backup `n`) opens instead. */
export const backupHint = (words: Msg, n: number): Msg => msg('main.load.backupHint', { error: words, n });

/** Why a file could not be read or written, from its errno code. */
export function errnoText(code: string | undefined): Msg {
  switch (code) {
    case 'ENOSPC':
      return msg('main.errno.diskFull');
    case 'EDQUOT':
      return msg('main.errno.quota');
    case 'EACCES':
    case 'EPERM':
      return msg('main.errno.denied');
    case 'EROFS':
      return msg('main.errno.readOnly');
    case 'EBUSY':
      return msg('main.errno.busy');
    case 'EMFILE':
    case 'ENFILE':
      return msg('main.errno.tooManyFiles');
    case 'EIO':
      return msg('main.errno.io');
    default:
      return code ? msg('main.errno.otherCode', { code }) : msg('main.errno.other');
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

function describeValue(v: unknown): Msg {
  if (v === null) return msg('main.issue.value.null');
  if (Array.isArray(v)) return msg('main.issue.value.list');
  switch (typeof v) {
    case 'string':
      return msg('main.issue.value.text');
    case 'number':
      return msg('main.issue.value.number');
    case 'boolean':
      return msg('main.issue.value.boolean');
    case 'object':
      return msg('main.issue.value.group');
    default:
      return msg('main.issue.value.missing');
  }
}

const EXPECTED: Record<string, string> = {
  number: 'main.issue.expected.number',
  int: 'main.issue.expected.int',
  string: 'main.issue.expected.text',
  boolean: 'main.issue.expected.boolean',
  object: 'main.issue.expected.group',
  array: 'main.issue.expected.list',
  null: 'main.issue.expected.null',
  record: 'main.issue.expected.group',
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

/** The words of a custom issue: a message the schema attached (params.words), a message id as its text, or its text as it is. */
export function customIssueWords(issue: { message: string; params?: Record<string, unknown> }): Msg {
  const words = issue.params?.words;
  if (isMsg(words)) return words;
  if (/^main\.[\w.]+$/.test(issue.message)) return msg(issue.message);
  return msg('legacy.text', { text: issue.message });
}

/** One zod issue in player words: 'the field "game.seed" should be a number but is a list'. */
export function describeIssue(issue: z.core.$ZodIssue, doc: unknown): Msg {
  const where = issue.path.length ? msg('main.issue.field', { field: fieldPath(issue.path) }) : msg('main.issue.content');
  const actual = valueAt(doc, issue.path);
  const say = (id: string, args: Record<string, Msg | string | number> = {}): Msg => msg(`main.issue.${id}`, { where, ...args });
  switch (issue.code) {
    case 'invalid_type': {
      if (actual === undefined) return say('missing');
      const expectedId = EXPECTED[issue.expected];
      const expected = expectedId ? msg(expectedId) : msg('legacy.text', { text: issue.expected });
      const is = typeof actual === 'number' ? msg('main.issue.value.shown', { value: actual }) : describeValue(actual);
      return say('wrongType', { expected, is });
    }
    case 'invalid_value':
      return say('unknownValue', { value: short(actual) });
    case 'too_big':
      return say(issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' || issue.origin === 'set' ? 'tooMany' : 'tooLarge');
    case 'too_small':
      return say(issue.origin === 'string' ? 'tooShort' : issue.origin === 'array' || issue.origin === 'set' ? 'tooFew' : 'tooSmall');
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 3).map((k) => `"${k}"`).join(', ');
      return say('unexpectedFields', { keys: `${keys}${issue.keys.length > 3 ? ', ...' : ''}` });
    }
    case 'invalid_union':
      if (actual === undefined) return say('missing');
      return say('notValidShown', { value: short(actual) });
    case 'invalid_format':
      return say(issue.format === 'datetime' ? 'notDate' : 'badForm');
    case 'not_multiple_of':
      return say('notWhole');
    case 'custom':
      return say('custom', { problem: customIssueWords(issue) });
    default:
      return say('notValid');
  }
}

export function describeIssues(issues: ReadonlyArray<z.core.$ZodIssue>, doc: unknown): { what: Msg; detail: string } {
  const first = issues[0];
  if (!first) return { what: msg('main.issue.contentNotValid'), detail: '' };
  const what = describeIssue(first, doc);
  const detail = issues
    .slice(0, 5)
    .map((i) => `${fieldPath(i.path) || '(root)'}: ${i.code}: ${i.message}`)
    .join('; ');
  return { what: issues.length > 1 ? msg('main.issue.andMore', { what, n: issues.length - 1 }) : what, detail };
}

/**
 * A failed load, as an exception (for callers such as the channel table that
 * report errors by throwing): carries the load error's code, its
 * player-facing message and whether a backup can be opened instead.
 */
export class SaveLoadError extends Error {
  readonly code: LoadErrorCode;
  readonly words: Msg;
  readonly backupAvailable: boolean;
  readonly backup: number | undefined;
  constructor(error: LoadError, backupAvailable: boolean, backup?: number) {
    super(error.message);
    this.name = 'SaveLoadError';
    this.code = error.code;
    this.words = error.words;
    this.backupAvailable = backupAvailable;
    this.backup = backup;
  }
}
