// The languages Ryozen speaks, and which one a new player starts in.

/** Every language with a complete catalog, in the order Settings lists them. */
export const LOCALES = ['en', 'ja', 'de', 'fr', 'es'] as const;
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
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the system's preferred languages (e.g. navigator.languages) Ryozen speaks, else English. */
export function localeFromSystem(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
