// Fonts for the scripts a player's system may lack (Japanese, Chinese): the
// app ships them (Noto Sans, SIL Open Font License, from @fontsource) and a
// language's font is registered when that language is chosen. Fontsource
// splits each font into unicode-range chunks, so the page downloads only the
// chunks whose characters it draws; the build keeps only their woff2 files
// (vite.config.ts). Latin languages need none: the system's fonts draw them.
import type { AnyLocale } from '../shared/i18n/locales.js';

interface ScriptFont {
  family: string;
  /** Registers the family's faces (400 and 700: the HUD's 600 and the painted bold take 700). */
  register: () => Promise<unknown>;
}

const JAPANESE: ScriptFont = {
  family: 'Noto Sans JP',
  register: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
};
const SIMPLIFIED_CHINESE: ScriptFont = {
  family: 'Noto Sans SC',
  register: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
};

/** By the language's primary subtag (zh-Hans is zh), not by Locale: a language's font may come before its catalog. */
const SCRIPT_FONTS: Readonly<Record<string, ScriptFont>> = { ja: JAPANESE, zh: SIMPLIFIED_CHINESE };

/** The script font `locale` is written in, if the app ships one for it. */
export function scriptFontOf(locale: AnyLocale | string): ScriptFont | undefined {
  return SCRIPT_FONTS[locale.split('-')[0]!];
}

/**
 * The shipped families to name after a Latin font list, `locale`'s own first:
 * Japanese and Chinese share characters but not their shapes, so each
 * language takes the other's font only for what its own lacks.
 */
export function scriptFamilies(locale: AnyLocale | string): string {
  const own = scriptFontOf(locale);
  const families = [own, JAPANESE, SIMPLIFIED_CHINESE].filter((f, i, all): f is ScriptFont => !!f && all.indexOf(f) === i);
  return families.map((f) => `"${f.family}"`).join(', ');
}

const registering = new Map<ScriptFont, Promise<void>>();

/**
 * Registers `locale`'s script font (at once for a language that needs none).
 * A registration that failed (the web host went away) is tried again next time.
 */
export function registerScriptFont(locale: AnyLocale | string): Promise<void> {
  const font = scriptFontOf(locale);
  if (!font) return Promise.resolve();
  let pending = registering.get(font);
  if (!pending) {
    pending = font.register().then(
      () => undefined,
      (err: unknown) => {
        registering.delete(font);
        throw err;
      },
    );
    registering.set(font, pending);
  }
  return pending;
}

/** The weights the app draws text in, as CSS font weights. */
const WEIGHTS = ['400', '700'] as const;

/**
 * Resolves once `texts` can be drawn in `locale`'s script font at every weight
 * (a canvas paints with what is loaded when it draws, unlike the HUD, which
 * redraws when a font arrives). Only the unicode-range chunks these
 * characters fall in are downloaded.
 */
export async function scriptFontReadyFor(locale: AnyLocale | string, texts: readonly string[]): Promise<void> {
  const font = scriptFontOf(locale);
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return;
  await registerScriptFont(locale);
  const chars = [...new Set([...texts.join('')])].join('');
  await Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px "${font.family}"`, chars)));
}
