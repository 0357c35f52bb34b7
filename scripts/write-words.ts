// Writes docs/words/<locale>.txt: every composed text of seeded games of every
// mode, said in each language (scripts/composed-words.ts). Run after changing
// words: npm run words:write
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allWordsFiles, wordsFileName } from './composed-words.js';
import type { Locale } from '../src/shared/i18n/locales.js';

const ROOT = join(import.meta.dirname, '..');

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const files = allWordsFiles();
  for (const [locale, text] of Object.entries(files) as [Locale, string][]) {
    const file = join(ROOT, wordsFileName(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`${wordsFileName(locale)}: ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} texts`);
  }
  console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
