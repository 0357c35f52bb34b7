// The renderer's words: the page's language (Settings, or ?lang=) and the
// shared formatter that says messages in it. Every word a player reads goes
// through here, from the catalogs in src/shared/i18n/catalogs.
import { isMsg } from '../engine/core/message.js';
import { wordsFor, type Words } from '../shared/i18n/words.js';
import type { AnyLocale } from '../shared/i18n/locales.js';
import { loadLanguage } from './languages.js';
import { useSettings } from './store/settings.js';

export type { Words } from '../shared/i18n/words.js';
export type { Msg, MsgArg } from '../engine/core/message.js';

/** The words of the page's language; a component re-renders when the language changes. */
export function useWords(): Words {
  return wordsFor(useSettings((s) => s.language));
}

/** The words of the page's language outside React (stores, the document title). */
export function currentWords(): Words {
  return wordsFor(useSettings.getState().language);
}

/**
 * Words that come as a message (said in the page's language) or as text
 * already said (a player's own, or an older record's English); '' for none.
 */
export function sayWords(w: Words, words: unknown): string {
  if (isMsg(words)) return w.say(words);
  return typeof words === 'string' ? words : words == null ? '' : String(words);
}

/** What went wrong, in the page's language: the refusal's message when it has one, else its English text. */
export function sayError(w: Words, err: unknown): string {
  const words = (err as { words?: unknown } | null)?.words;
  if (isMsg(words)) return w.say(words);
  return err instanceof Error ? err.message : String(err);
}

declare global {
  interface Window {
    /** With ?test=1 only: switches this page's language once its messages are loaded, the pseudo-language included (never stored). */
    __ryozenLanguage?: (locale: AnyLocale) => Promise<void>;
  }
}

// A layout test sets a scene up in English, then reads it in the pseudo-language.
if (typeof location !== 'undefined' && new URLSearchParams(location.search).get('test') === '1') {
  window.__ryozenLanguage = async (locale) => {
    await loadLanguage(locale);
    useSettings.setState({ language: locale });
  };
}
