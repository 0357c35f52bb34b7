// A save document on its own, apart from any file: how one is written, and
// the load checks run on its bytes (size, text encoding, JSON syntax, format,
// migrations, schema, then the engine's checks). The save store runs them on
// the files it reads; game:import runs exactly the same ones on a text a
// player brings, so an imported game is held to a save's standard.
import { TextDecoder } from 'node:util';
import { isMsg, msg, type Msg } from '../../engine/core/message.js';
import { describeIssues, messages, SaveError, type Label, type LoadError } from './errors.js';
import { CURRENT_FORMAT_VERSION, DEFAULT_MAX_BYTES, SAVE_FORMAT, SaveFileSchema, type GameRecord, type KeptGame, type SaveFile, type SaveInput, type SaveKind } from './format.js';
import { checkJsonSyntax, type JsonLimitName } from './json-check.js';
import { SAVE_JSON_LIMITS } from './limits.js';
import { migrate, type JsonObject } from './migrate.js';

export type VerifyResult = { ok: true } | { ok: false; reason: Msg };
/**
 * Checks a game record beyond its schema. The session passes one that
 * replays the action log with the engine and compares stateHash with `hash`
 * (and with the snapshot's hash). A throw counts as a failed check.
 */
export type VerifyHook = (game: GameRecord) => VerifyResult | Promise<VerifyResult>;

export interface DocumentChecks {
  /** Largest document accepted, in bytes (default: the save limit). */
  maxBytes?: number;
  quickVerify?: VerifyHook | undefined;
  /** The full check (the engine replays the moves); left out where a caller skips it. */
  verify?: VerifyHook | undefined;
}

export type DocumentCheck = { ok: true; save: SaveFile; fromVersion: number; bytes: number } | { ok: false; error: LoadError };

/**
 * What an imported text comes to once checked: the game without its snapshot
 * (a replay rebuilds every position from the moves), so the save worker sends
 * back a few kilobytes whatever the document held.
 */
export type ImportCheck = { ok: true; kind: SaveKind; name: string; game: KeptGame | null } | { ok: false; error: LoadError };

/** Runs the import's checks elsewhere (the save worker, list-runner.ts). */
export type ImportChecker = (request: { text: string; label: Label; maxBytes: number }) => Promise<ImportCheck>;

/** checkSaveBytes on a text, kept to what an import needs. */
export async function checkImportText(text: string, label: Label, checks: DocumentChecks): Promise<ImportCheck> {
  const res = await checkSaveBytes(Buffer.from(text, 'utf8'), label, checks);
  if (!res.ok) return res;
  const g = res.save.game;
  return { ok: true, kind: res.save.kind, name: res.save.name, game: g && { config: g.config, seed: g.seed, actions: g.actions, hash: g.hash } };
}

/** The save document for `input`, as the file holds it. Throws a SaveError when the game data does not fit the format (a bug). */
export function saveDocumentText(input: SaveInput, meta: { slot: string; appVersion: string; now: Date }): { text: string; savedAt: string } {
  const doc = {
    format: SAVE_FORMAT,
    formatVersion: CURRENT_FORMAT_VERSION,
    appVersion: meta.appVersion,
    savedAt: meta.now.toISOString(),
    name: input.displayName ?? meta.slot,
    kind: input.kind,
    game: input.game,
    ...(input.campaign === undefined ? {} : { campaign: input.campaign }),
    ...(input.record === undefined ? {} : { record: input.record }),
  };
  const parsed = SaveFileSchema.safeParse(doc);
  if (!parsed.success) {
    const { what, detail } = describeIssues(parsed.error.issues, doc);
    throw new SaveError('invalid', msg('main.save.invalidData', { name: meta.slot, what }), {
      cause: detail,
    });
  }
  return { text: JSON.stringify(parsed.data) + '\n', savedAt: doc.savedAt };
}

/** Every load check on a document's bytes. Never writes anything. */
export async function checkSaveBytes(input: Uint8Array, label: Label, checks: DocumentChecks): Promise<DocumentCheck> {
  const maxBytes = checks.maxBytes ?? DEFAULT_MAX_BYTES;
  if (input.length > maxBytes) return { ok: false, error: messages.tooLarge(label, input.length, maxBytes) };
  let buf = input;
  const bytes = buf.length;
  if (bytes === 0) return { ok: false, error: messages.truncated(label, true) };

  // Text: UTF-8, with a tolerated UTF-8 byte order mark (Notepad adds one).
  if ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)) {
    return { ok: false, error: messages.notJson(label, msg('main.load.why.utf16')) };
  }
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return { ok: false, error: messages.notJson(label, msg('main.load.why.binary')) };
  }
  if (text.trim() === '') return { ok: false, error: messages.truncated(label, true) };

  const syntax = checkJsonSyntax(text, SAVE_JSON_LIMITS);
  if (!syntax.ok) {
    const where = `line ${syntax.line}, column ${syntax.column} (byte ${syntax.offset})`;
    if (syntax.kind === 'truncated') return { ok: false, error: messages.truncated(label, false, `ends at ${where}`) };
    if (syntax.kind === 'too-deep') {
      return {
        ok: false,
        error: messages.invalid(label, msg('main.load.why.tooDeep', { n: SAVE_JSON_LIMITS.maxDepth }), where),
      };
    }
    if (syntax.kind === 'too-big') return { ok: false, error: messages.tooComplex(label, beyond(syntax.limit), `${syntax.limit} ${SAVE_JSON_LIMITS[syntax.limit]} exceeded at ${where}`) };
    return {
      ok: false,
      error: messages.notJson(label, msg('main.load.why.unexpectedCharacter', { line: syntax.line, column: syntax.column }), where),
    };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, error: messages.notJson(label, msg('main.load.why.notSaveData')) };
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return { ok: false, error: messages.foreign(label) };
  const obj = doc as JsonObject;
  if (obj.format !== SAVE_FORMAT) return { ok: false, error: messages.foreign(label) };

  const mig = migrate(obj);
  if (!mig.ok) {
    if (mig.code === 'newer-version') return { ok: false, error: messages.newerVersion(label, mig.version) };
    return { ok: false, error: messages.invalid(label, msg('main.issue.custom', { where: msg('main.issue.field', { field: mig.field }), problem: mig.problem }), `${mig.field}: ${mig.problem.id}`) };
  }
  const parsed = SaveFileSchema.safeParse(mig.doc);
  if (!parsed.success) {
    const { what, detail } = describeIssues(parsed.error.issues, mig.doc);
    return { ok: false, error: messages.invalid(label, what, detail) };
  }
  const save = parsed.data;
  if (save.game) {
    const hooks = [checks.quickVerify, checks.verify].filter((h): h is VerifyHook => !!h);
    for (const hook of hooks) {
      let result: VerifyResult;
      try {
        result = await hook(save.game);
      } catch (err) {
        // An engine refusal carries its words; another error only its English message.
        const words = (err as { words?: unknown } | null)?.words;
        const reason = isMsg(words) ? words : err instanceof Error && err.message ? msg('legacy.text', { text: err.message }) : msg('main.verify.cannotReplay');
        result = { ok: false, reason };
      }
      if (!result.ok) return { ok: false, error: messages.hashMismatch(label, result.reason) };
    }
  }
  return { ok: true, save, fromVersion: mig.fromVersion, bytes };
}

/** Which limit a document passed, in player words. */
function beyond(limit: JsonLimitName): Msg {
  switch (limit) {
    case 'maxValues':
      return msg('main.limit.values', { n: SAVE_JSON_LIMITS.maxValues });
    case 'maxMembers':
      return msg('main.limit.members', { n: SAVE_JSON_LIMITS.maxMembers });
    case 'maxItems':
      return msg('main.limit.items', { n: SAVE_JSON_LIMITS.maxItems });
    case 'maxStringLength':
      return msg('main.limit.stringLength', { n: SAVE_JSON_LIMITS.maxStringLength });
  }
}
