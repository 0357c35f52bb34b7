import { withFormerExt } from './former-ext.js';
import type { GameState } from './types.js';

/**
 * A stable fingerprint of the rules state (FNV-1a 64-bit over canonical JSON).
 * The per-apply log is left out: it describes the last step, it is not state.
 */
export function stateHash(s: GameState): string {
  // The shape the recorded fingerprints were made over (core/former-ext.ts).
  const form = withFormerExt(s);
  form.log = [];
  const text = canonicalJson(form);
  let h1 = 0x811c9dc5 | 0;
  let h2 = 0xcbf29ce4 | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 13);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** JSON with object keys sorted, so key insertion order never changes a hash. */
export function canonicalJson(value: unknown): string {
  // Saves are checked against hashes of this text: any change to it, even in
  // spacing or the order of keys, would break every save written before.
  return writeCanonical(value);
}

// Both caches below are bounded: a real state holds about a hundred distinct
// keys in about forty shapes, but a snapshot read from a file may hold any
// number (issue 19: 150 imported documents of 54k new keys each grew the host
// by 1.4 GB). A key or shape beyond the bounds is worked out afresh, and a
// full cache starts over, so a hostile document costs time, never memory,
// and the real keys come back at the next hash.
const MAX_KEYS = 512;
const MAX_KEY_LENGTH = 64;
const MAX_SHAPES = 256;
const MAX_SHAPE_KEYS = 32;
const MAX_SHAPE_LENGTH = 1024;

// `"key":` for each key seen: state objects repeat the same few dozen keys.
const keyPrefixes = new Map<string, string>();

function keyPrefix(k: string): string {
  let p = keyPrefixes.get(k);
  if (p === undefined) {
    p = JSON.stringify(k) + ':';
    if (k.length <= MAX_KEY_LENGTH) {
      if (keyPrefixes.size >= MAX_KEYS) keyPrefixes.clear();
      keyPrefixes.set(k, p);
    }
  }
  return p;
}

// Sorted key lists by the object's own key order: a state holds many objects of
// one shape (kin, pools, tasks of a kind), and sorting was a large part of the
// hash. The cache key is the keys joined with a character no key here contains.
const sortedByShape = new Map<string, string[]>();

function sortedKeys(obj: Record<string, unknown>): string[] {
  const keys = Object.keys(obj);
  if (keys.length < 2) return keys;
  if (keys.length > MAX_SHAPE_KEYS) return keys.sort();
  const shape = keys.join('\u0000');
  let sorted = sortedByShape.get(shape);
  if (sorted === undefined) {
    sorted = keys.sort();
    if (shape.length <= MAX_SHAPE_LENGTH) {
      if (sortedByShape.size >= MAX_SHAPES) sortedByShape.clear();
      sortedByShape.set(shape, sorted);
    }
  }
  return sorted;
}

// One pass that appends to a string, rather than an array of parts per
// object and array joined afterwards; the text is the same.
function writeCanonical(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + writeCanonical(value[i]);
    return out + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = sortedKeys(obj);
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    out += (first ? '' : ',') + keyPrefix(k) + writeCanonical(v);
    first = false;
  }
  return out + '}';
}
