// The message catalogs: one JSON file per language and part of the app, each
// an object of message id -> ICU MessageFormat text. The parts only keep
// files small and owned by one module each; ids are unique across them.
import type { Locale } from '../locales.js';
import enContent from './en/content.json';
import enMain from './en/main.json';
import enRules from './en/rules.json';
import enScreens from './en/screens.json';
import enSettings from './en/settings.json';
import enTable from './en/table.json';
import enVariants from './en/variants.json';
import enWords from './en/words.json';
import jaContent from './ja/content.json';
import jaMain from './ja/main.json';
import jaRules from './ja/rules.json';
import jaScreens from './ja/screens.json';
import jaSettings from './ja/settings.json';
import jaTable from './ja/table.json';
import jaVariants from './ja/variants.json';
import jaWords from './ja/words.json';
import deContent from './de/content.json';
import deMain from './de/main.json';
import deRules from './de/rules.json';
import deScreens from './de/screens.json';
import deSettings from './de/settings.json';
import deTable from './de/table.json';
import deVariants from './de/variants.json';
import deWords from './de/words.json';
import frContent from './fr/content.json';
import frMain from './fr/main.json';
import frRules from './fr/rules.json';
import frScreens from './fr/screens.json';
import frSettings from './fr/settings.json';
import frTable from './fr/table.json';
import frVariants from './fr/variants.json';
import frWords from './fr/words.json';

export type Catalog = Readonly<Record<string, string>>;

/** The parts of every catalog, by name (each is `<locale>/<part>.json`). */
export const CATALOG_PARTS = ['words', 'content', 'rules', 'variants', 'main', 'screens', 'table', 'settings'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export const CATALOG_FILES: Record<Locale, Record<CatalogPart, Catalog>> = {
  en: { words: enWords, content: enContent, rules: enRules, variants: enVariants, main: enMain, screens: enScreens, table: enTable, settings: enSettings },
  ja: { words: jaWords, content: jaContent, rules: jaRules, variants: jaVariants, main: jaMain, screens: jaScreens, table: jaTable, settings: jaSettings },
  de: { words: deWords, content: deContent, rules: deRules, variants: deVariants, main: deMain, screens: deScreens, table: deTable, settings: deSettings },
  fr: { words: frWords, content: frContent, rules: frRules, variants: frVariants, main: frMain, screens: frScreens, table: frTable, settings: frSettings },
};

/** Each language's messages, its parts merged. */
export const CATALOGS: Record<Locale, Catalog> = Object.fromEntries(
  Object.entries(CATALOG_FILES).map(([locale, parts]) => [locale, Object.assign({}, ...Object.values(parts)) as Catalog]),
) as Record<Locale, Catalog>;
