// The renderer's languages, loaded one at a time: each language's messages are
// a chunk of their own (a dynamic import, which Vite splits), fetched when the
// page first speaks it, so the first download carries one language, not four.
// The pseudo-language is made from English's messages.
import type { CatalogParts } from '../shared/i18n/catalogs/parts.js';
import { mergeParts } from '../shared/i18n/catalogs/parts.js';
import { PSEUDO_LOCALE, type AnyLocale, type Locale } from '../shared/i18n/locales.js';
import { addCatalog, hasCatalog } from '../shared/i18n/words.js';
import { registerScriptFont } from './fonts.js';

// Spelled out one by one: Vite makes a chunk of each import() it can read.
const LOADERS: Record<Locale, () => Promise<{ PARTS: CatalogParts }>> = {
  en: () => import('../shared/i18n/catalogs/en.js'),
  ja: () => import('../shared/i18n/catalogs/ja.js'),
  de: () => import('../shared/i18n/catalogs/de.js'),
  fr: () => import('../shared/i18n/catalogs/fr.js'),
  es: () => import('../shared/i18n/catalogs/es.js'),
  'zh-Hans': () => import('../shared/i18n/catalogs/zh-Hans.js'),
};

const loading = new Map<Locale, Promise<void>>();

/** The language whose messages `locale` speaks with. */
function sourceOf(locale: AnyLocale): Locale {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

/**
 * Makes sure `locale` can be spoken: resolves once its messages are here
 * (at once when they already are) and its script's font is registered. A
 * load that fails (the web host went away) may be tried again; a font that
 * fails to come leaves the language spoken in the system's fonts.
 */
export function loadLanguage(locale: AnyLocale): Promise<void> {
  return Promise.all([loadMessages(locale), registerScriptFont(locale).catch(() => undefined)]).then(() => undefined);
}

function loadMessages(locale: AnyLocale): Promise<void> {
  const source = sourceOf(locale);
  if (hasCatalog(source)) return Promise.resolve();
  let pending = loading.get(source);
  if (!pending) {
    pending = LOADERS[source]().then(
      (mod) => addCatalog(source, mergeParts(mod.PARTS)),
      (err: unknown) => {
        loading.delete(source);
        throw err;
      },
    );
    loading.set(source, pending);
  }
  return pending;
}
