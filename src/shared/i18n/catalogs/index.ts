// The message catalogs: one JSON file per language and part of the app, each
// an object of message id -> ICU MessageFormat text. The parts only keep
// files small and owned by one module each; ids are unique across them.
import type { Locale } from '../locales.js';
import enContent from './en/content.json' with { type: 'json' };
import enMain from './en/main.json' with { type: 'json' };
import enRules from './en/rules.json' with { type: 'json' };
import enScreens from './en/screens.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import enTable from './en/table.json' with { type: 'json' };
import enVariants from './en/variants.json' with { type: 'json' };
import enWords from './en/words.json' with { type: 'json' };
import jaContent from './ja/content.json' with { type: 'json' };
import jaMain from './ja/main.json' with { type: 'json' };
import jaRules from './ja/rules.json' with { type: 'json' };
import jaScreens from './ja/screens.json' with { type: 'json' };
import jaSettings from './ja/settings.json' with { type: 'json' };
import jaTable from './ja/table.json' with { type: 'json' };
import jaVariants from './ja/variants.json' with { type: 'json' };
import jaWords from './ja/words.json' with { type: 'json' };
import deContent from './de/content.json' with { type: 'json' };
import deMain from './de/main.json' with { type: 'json' };
import deRules from './de/rules.json' with { type: 'json' };
import deScreens from './de/screens.json' with { type: 'json' };
import deSettings from './de/settings.json' with { type: 'json' };
import deTable from './de/table.json' with { type: 'json' };
import deVariants from './de/variants.json' with { type: 'json' };
import deWords from './de/words.json' with { type: 'json' };
import frContent from './fr/content.json' with { type: 'json' };
import frMain from './fr/main.json' with { type: 'json' };
import frRules from './fr/rules.json' with { type: 'json' };
import frScreens from './fr/screens.json' with { type: 'json' };
import frSettings from './fr/settings.json' with { type: 'json' };
import frTable from './fr/table.json' with { type: 'json' };
import frVariants from './fr/variants.json' with { type: 'json' };
import frWords from './fr/words.json' with { type: 'json' };

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
