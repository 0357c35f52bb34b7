// The one rule for save names, used by the channel table (src/main/contract/channel-table.ts)
// and the save store: a name the channel accepts is a name the store can
// write, and the other way round. Only zod is imported, so the channel table, which the
// renderer reads for types, can use it.
//
// A save name becomes a file name on Windows, macOS and Linux, so the rule is
// the strictest of the three, expressed as an allow-list: letters of any
// script with their combining marks (Hindi, decomposed accents), digits,
// space, '-' and '_'. That leaves out every character Windows reserves
// (<>:"/\|?*), dots (so no "..", no extension games), control and invisible
// formatting characters (except the joiners some scripts need inside words).

import { z } from 'zod';
import { msg, type Msg } from '../engine/core/message.js';

export const MAX_SAVE_NAME_LENGTH = 64;

/** 'A save name may use letters, digits, spaces, "-" and "_", up to 64 characters, and cannot start or end with a space.' */
export const SLOT_NAME_RULE: Msg = msg('main.saveName.rule', { max: MAX_SAVE_NAME_LENGTH });

// Zero-width non-joiner and joiner: part of the spelling of words in
// Devanagari, Persian and other scripts, so allowed between two characters.
const INNER = String.raw`(?:[\p{L}\p{M}\p{N} _-]|\u200c|\u200d)`;
const EDGE_START = String.raw`[\p{L}\p{N}_-]`;
const EDGE_END = String.raw`[\p{L}\p{M}\p{N}_-]`;
const NAME_RE = new RegExp(`^${EDGE_START}(?:${INNER}*${EDGE_END})?$`, 'u');

// Windows refuses these device names whatever the case and extension, and
// treats the superscript digits ¹²³ as digits in COM and LPT names.
const WINDOWS_DEVICE_RE = /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(?:\..*)?$/i;

/** A refused name comes with the words that say why (catalog part `main`). */
export type SaveNameCheck = { ok: true; name: string } | { ok: false; words: Msg };

/**
 * Checks a save name before any path is built from it. The accepted name is
 * returned in Unicode NFC form (macOS may hand file names back decomposed).
 */
export function validateSlotName(name: unknown): SaveNameCheck {
  if (typeof name !== 'string' || name.length === 0) {
    return { ok: false, words: msg('main.saveName.empty', { rule: SLOT_NAME_RULE }) };
  }
  const nfc = name.normalize('NFC');
  if (nfc.length > MAX_SAVE_NAME_LENGTH) {
    return { ok: false, words: msg('main.saveName.tooLong', { rule: SLOT_NAME_RULE }) };
  }
  if (!NAME_RE.test(nfc)) {
    return { ok: false, words: msg('main.saveName.invalid', { rule: SLOT_NAME_RULE }) };
  }
  if (WINDOWS_DEVICE_RE.test(nfc.trim())) {
    return { ok: false, words: msg('main.saveName.reserved', { name: nfc }) };
  }
  return { ok: true, name: nfc };
}

/**
 * The channel table's form of the rule: refuses with the same words (the
 * issue's `params.words`; its message is their id), yields the NFC name.
 */
export const SaveNameSchema = z.string().transform((name, ctx) => {
  const v = validateSlotName(name);
  if (!v.ok) {
    ctx.addIssue({ code: 'custom', message: v.words.id, params: { words: v.words } });
    return z.NEVER;
  }
  return v.name;
});
