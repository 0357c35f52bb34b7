// The message catalogs: one JSON file per language and part of the app, each
// an object of message id -> ICU MessageFormat text. The parts only keep
// files small and owned by one module each; ids are unique across them.
//
// This module holds every language at once, for the main process, the
// command line and the tests. The renderer never imports it: it loads one
// language at a time (src/renderer/languages.ts).
import type { Locale } from '../locales.js';
import { mergeParts, type Catalog, type CatalogParts } from './parts.js';
import { PARTS as de } from './de.js';
import { PARTS as en } from './en.js';
import { PARTS as es } from './es.js';
import { PARTS as fr } from './fr.js';
import { PARTS as ja } from './ja.js';
import { PARTS as zhHans } from './zh-Hans.js';

export { CATALOG_PARTS, type Catalog, type CatalogPart } from './parts.js';

export const CATALOG_FILES: Record<Locale, CatalogParts> = { en, ja, de, fr, es, 'zh-Hans': zhHans };

/** Each language's messages, its parts merged. */
export const CATALOGS: Record<Locale, Catalog> = {
  en: mergeParts(en),
  ja: mergeParts(ja),
  de: mergeParts(de),
  fr: mergeParts(fr),
  es: mergeParts(es),
  'zh-Hans': mergeParts(zhHans),
};
