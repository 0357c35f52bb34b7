// docs/words/<locale>.txt hold every composed text of seeded games of every
// mode, said in each language, for review (scripts/composed-words.ts). They are
// made again here and must match, so every change to words shows in their diff.
// Playing the games and the coach's searches takes about 10 s on one core (the
// coach is most of it), in beforeAll with a timeout of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allWordsFiles, wordsFileName } from '../../scripts/composed-words.js';
import { LOCALES } from '../../src/shared/i18n/locales.js';

const ROOT = join(import.meta.dirname, '..', '..');

function written(file: string): string | null {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return null;
  }
}

describe('docs/words: every composed text, in every language', () => {
  let files: ReturnType<typeof allWordsFiles>;
  beforeAll(() => {
    files = allWordsFiles();
  }, 90_000);

  for (const locale of LOCALES) {
    it(`${wordsFileName(locale)} is current (else run: npm run words:write)`, () => {
      const file = wordsFileName(locale);
      const current = files[locale];
      const onDisk = written(file);
      expect(onDisk, `${file} is missing: run npm run words:write`).not.toBeNull();
      if (onDisk === current) return;
      // Name a few of the differing lines, so the failure says what changed without a diff tool.
      const was = new Set(onDisk!.split('\n'));
      const now = new Set(current.split('\n'));
      const gone = [...was].filter((l) => !now.has(l)).slice(0, 5);
      const added = [...now].filter((l) => !was.has(l)).slice(0, 5);
      expect.fail(`${file} is out of date: run npm run words:write\n  gone: ${JSON.stringify(gone)}\n  new: ${JSON.stringify(added)}`);
    });
  }

  it('holds what a player meets in each language: log lines, prompts, labels and the coach', () => {
    // A text in each of those kinds, named by its English words, shows in English's file.
    const en = files.en.split('\n');
    expect(en.some((l) => /^Aiko /.test(l)), 'a log line about a seat').toBe(true);
    expect(en.some((l) => /favor against your closest rival/.test(l)), 'a coach sentence').toBe(true);
    expect(en.some((l) => /^Place .* on spot/.test(l)), 'a placement label').toBe(true);
    for (const locale of LOCALES) {
      const texts = files[locale].split('\n').filter((l) => l && !l.startsWith('#'));
      expect(texts.length, locale).toBeGreaterThan(1000);
      // Each language says them in its own words: no text left as a raw id.
      expect(texts.filter((l) => /^(rules|variants|kin|content)\.[a-z]/.test(l)), locale).toEqual([]);
    }
  });
});
