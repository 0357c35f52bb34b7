// Format versions and migrations (docs/save-format.md, "Versioning").
//
// MIGRATIONS[n] turns a version-n document into a version-(n+1) document. A
// file is migrated step by step up to CURRENT_FORMAT_VERSION in memory, then
// validated by the current schema. Loading never rewrites the file; the next
// save writes the current version.

import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { CURRENT_FORMAT_VERSION, SAVE_FORMAT } from './format.js';

export type JsonObject = Record<string, unknown>;
export type Migration = (doc: JsonObject) => JsonObject;

export class MigrationError extends Error {
  constructor(
    /** Field path in player-readable form, e.g. "time". */
    readonly field: string,
    /** What is wrong with it, in words that follow the field's name ("is missing"). */
    readonly problem: Msg,
  ) {
    super(`${field} ${sayEnglish(problem)}`);
    this.name = 'MigrationError';
  }
}

/**
 * Version 0 was the development format used before the first release: one flat
 * object, always a single game, time as epoch milliseconds:
 *   { format, formatVersion: 0, app, time, name, config, seed, actions, state, hash }
 * Version 1 wraps the game in `game`, names the snapshot, adds `kind`, and
 * stores the time as an ISO string.
 */
export function migrate0to1(doc: JsonObject): JsonObject {
  const time = doc.time;
  if (typeof time !== 'number' || !Number.isFinite(time) || Math.abs(time) > 8.64e15) {
    throw new MigrationError('time', msg('main.migrate.notDate'));
  }
  for (const field of ['config', 'seed', 'actions', 'state', 'hash', 'name'] as const) {
    if (!(field in doc)) throw new MigrationError(field, msg('main.migrate.missing'));
  }
  return {
    format: SAVE_FORMAT,
    formatVersion: 1,
    appVersion: typeof doc.app === 'string' && doc.app.length > 0 ? doc.app : 'unknown',
    savedAt: new Date(time).toISOString(),
    name: doc.name,
    kind: 'game',
    game: {
      config: doc.config,
      seed: doc.seed,
      actions: doc.actions,
      snapshot: doc.state,
      hash: doc.hash,
    },
  };
}

/**
 * Version 2 adds the optional `record` field (a game's own record in the games
 * folder) that a version-1 reader would refuse; a version-1 document has none,
 * so it only changes its number.
 */
export function migrate1to2(doc: JsonObject): JsonObject {
  return { ...doc, formatVersion: 2 };
}

/** From version n to n+1. Add one entry per format change; never edit an old one. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: migrate0to1,
  1: migrate1to2,
};

export type MigrateResult =
  | { ok: true; doc: JsonObject; fromVersion: number }
  | { ok: false; code: 'newer-version'; version: number }
  | { ok: false; code: 'invalid'; field: string; problem: Msg };

/**
 * Bring a parsed Ryozen save (format name already checked) to the current
 * version. Pure: the input object is not modified.
 */
export function migrate(
  doc: JsonObject,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  current: number = CURRENT_FORMAT_VERSION,
): MigrateResult {
  const version = doc.formatVersion;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    return { ok: false, code: 'invalid', field: 'formatVersion', problem: msg('main.migrate.notWhole') };
  }
  if (version > current) return { ok: false, code: 'newer-version', version };
  let out: JsonObject = doc;
  for (let v = version; v < current; v++) {
    const step = migrations[v];
    if (!step) {
      return { ok: false, code: 'invalid', field: 'formatVersion', problem: msg('main.migrate.unsupported', { v }) };
    }
    try {
      out = step(out);
    } catch (err) {
      if (err instanceof MigrationError) return { ok: false, code: 'invalid', field: err.field, problem: err.problem };
      return { ok: false, code: 'invalid', field: 'formatVersion', problem: msg('main.migrate.failed', { v }) };
    }
    if (out.formatVersion !== v + 1) {
      return { ok: false, code: 'invalid', field: 'formatVersion', problem: msg('main.migrate.failed', { v }) };
    }
  }
  return { ok: true, doc: out, fromVersion: version };
}
