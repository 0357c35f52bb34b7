// The page's test hooks, as src/renderer/i18n.ts declares them for the
// renderer (its `declare global` is outside this project's files).
import type { AnyLocale } from '../src/shared/i18n/locales.js';

declare global {
  interface Window {
    /** With ?test=1 only: switches this page's language once its messages are loaded, the pseudo-language included. */
    __ryozenLanguage?: (locale: AnyLocale) => Promise<void>;
  }
}
