// Writes src/shared/i18n/catalogs/en/content.json from the engine's content
// (see scripts/content-messages.ts), keeping its `content.ui.*` entries, and
// sorts the other languages' content parts. Run: npx tsx scripts/make-content-catalog.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogText, englishContentCatalog, sortedCatalog } from './content-messages.js';

const CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'shared', 'i18n', 'catalogs');

export const contentFile = (locale: string): string => path.join(CATALOG_DIR, locale, 'content.json');

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(contentFile('en'), catalogText(englishContentCatalog(read(contentFile('en')))));
  for (const locale of ['ja', 'de', 'fr', 'es', 'zh-Hans']) writeFileSync(contentFile(locale), catalogText(sortedCatalog(read(contentFile(locale)))));
  console.log(path.relative(process.cwd(), CATALOG_DIR));
}
