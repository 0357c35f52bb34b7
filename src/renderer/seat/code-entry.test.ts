import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { codeAlphabetWords, missingLookAlikes, readCode } from './code-entry.js';
import { CODE_ALPHABET } from './seat-prefs.js';

describe('the join code field', () => {
  it('reads codes case-insensitively, and refuses letters codes never use', () => {
    expect(readCode('abc234').code).toBe('ABC234');
    expect(readCode('ABC 234').code).toBe('ABC234');
    expect(readCode('ABC-23').code).toBeNull();
    // 0, O, 1, I and L are never in a code (they are too easily mixed up).
    expect(readCode('ABC230').code).toBeNull();
    expect(readCode('ABCDEI').code).toBeNull();
  });

  it('reads lower case, full-width characters, spaces and dashes as the code they mean', () => {
    expect(readCode('abc 234')).toEqual({ text: 'ABC234', code: 'ABC234', problem: null });
    expect(readCode('ＡＢＣ２３４').code).toBe('ABC234');
    expect(readCode('abc-234').code).toBe('ABC234');
  });

  it('keeps a character codes never use in sight, names it, and keeps Join shut', () => {
    const e = readCode('ABC123');
    expect(e.text).toBe('ABC123');
    expect(e.code).toBeNull();
    expect(sayEnglish(e.problem!)).toBe('1 is never in a code: check the code on the main screen.');
    expect(sayEnglish(readCode('O0').problem!)).toContain('O 0 are never in a code');
  });

  it('says why Join waits: too few or too many characters', () => {
    expect(sayEnglish(readCode('AB').problem!)).toBe('Join needs all 6 characters (2 so far).');
    expect(sayEnglish(readCode('ABCDEFG').problem!)).toBe('A code has only 6 characters; this has 7.');
  });

  it('names the look-alikes the alphabet leaves out, and the same alphabet as the host', async () => {
    expect(missingLookAlikes()).toEqual(['O', '0', 'I', 'L', '1']);
    expect(sayEnglish(codeAlphabetWords())).toContain('leave out O, 0, I, L, 1');
    const host = await import('../../main/transport/invite-book.js');
    expect(CODE_ALPHABET).toBe(host.CODE_ALPHABET);
  });
});
