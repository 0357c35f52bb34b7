// Says messages in any language, every catalog at hand: the main process,
// the command-line tools and the tests use this. The renderer uses words.ts
// and loads one language at a time instead (src/renderer/languages.ts).
import { CATALOGS } from './catalogs/index.js';
import { LOCALES } from './locales.js';
import { addCatalog } from './words.js';

for (const locale of LOCALES) addCatalog(locale, CATALOGS[locale]);

export { sayEnglish, wordsFor, type Words } from './words.js';
