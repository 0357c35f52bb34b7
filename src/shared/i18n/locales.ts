// The languages Ryozen speaks, and which one a new player starts in.

/** Every language with a complete catalog, in the order Settings lists them. */
export const LOCALES = ['en', 'ja', 'de', 'fr', 'es', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A language only for checking the layout: English with accents and 40% more
 * letters, so a label that overflows or a word that skips the catalogs shows.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's name in itself, as Settings lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'zh-Hans': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language Ryozen speaks for one BCP 47 tag, if any. Chinese goes by its
 * script: a bare `zh`, `zh-Hans…` and the regions that write Simplified
 * (mainland China, Singapore) pick zh-Hans; a Traditional tag (zh-TW, zh-HK,
 * zh-Hant) finds none, so the next preferred language is tried.
 */
function localeOfTag(tag: string): Locale | undefined {
  const [base, next] = tag.toLowerCase().split(/[-_]/);
  if (base === 'zh') return next === undefined || SIMPLIFIED_CHINESE_SUBTAGS.has(next) ? 'zh-Hans' : undefined;
  return isLocale(base) ? base : undefined;
}

const SIMPLIFIED_CHINESE_SUBTAGS: ReadonlySet<string> = new Set(['hans', 'cn', 'sg']);

/** The first of the system's preferred languages (e.g. navigator.languages) Ryozen speaks, else English. */
export function localeFromSystem(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}
