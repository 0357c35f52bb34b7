// Reading a join code as a person types it. Codes are made of a few letters
// and digits chosen so that none looks like another (seat-prefs.ts,
// CODE_ALPHABET): the field reads lower case, full-width characters (a
// Japanese keyboard) and spaces or dashes the way they are meant, keeps any
// other character in sight instead of dropping it, and says what is wrong.
import { msg, type Msg } from '../../engine/core/message.js';
import { CODE_ALPHABET, CODE_LENGTH } from './seat-prefs.js';

/** Characters people often type for a code's characters, and that codes never hold. */
const LOOK_ALIKES = ['O', '0', 'I', 'L', '1'] as const;

export interface CodeEntry {
  /** What the field shows: the typed text read as meant (capitals, half-width, no spaces or dashes). */
  text: string;
  /** The code, when the text is one. */
  code: string | null;
  /** Why Join cannot be pressed yet (null when it can). */
  problem: Msg | null;
}

/** The look-alike characters the alphabet leaves out, to name them on the join screen. */
export function missingLookAlikes(alphabet: string = CODE_ALPHABET): string[] {
  return LOOK_ALIKES.filter((c) => !alphabet.includes(c));
}

/** How a code is spelled, in words for the join screen. */
export function codeAlphabetWords(alphabet: string = CODE_ALPHABET): Msg {
  return msg('table.join.alphabet', { n: CODE_LENGTH, missing: missingLookAlikes(alphabet).join(', ') });
}

/** Reads what is typed into the code field (letters past a full code are kept, and said to be too many). */
export function readCode(typed: string, alphabet: string = CODE_ALPHABET): CodeEntry {
  // NFKC turns full-width letters and digits into plain ones.
  const text = typed.normalize('NFKC').toUpperCase().replace(/[\s\-‐‑–—ー_.]/g, '');
  const chars = [...text];
  const strange = [...new Set(chars.filter((c) => !alphabet.includes(c)))];
  if (strange.length) {
    return { text, code: null, problem: msg('table.join.never', { count: strange.length, chars: strange.join(' ') }) };
  }
  if (chars.length < CODE_LENGTH) return { text, code: null, problem: msg('table.join.short', { n: CODE_LENGTH, typed: chars.length }) };
  if (chars.length > CODE_LENGTH) return { text, code: null, problem: msg('table.join.long', { n: CODE_LENGTH, typed: chars.length }) };
  return { text, code: text, problem: null };
}
