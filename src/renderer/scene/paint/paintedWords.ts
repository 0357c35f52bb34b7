// The language the table's textures are painted in: the page's, once the
// font for its painted words is loaded (a canvas draws with the fonts loaded
// at that moment, and would print empty boxes for a script still coming).
// Until then the textures keep the language they were painted in.
import { useEffect, useMemo, useState } from 'react';
import { useWords, type Words } from '../../i18n.js';
import { scriptFontOf, scriptFontReadyFor } from '../../fonts.js';
import { paintedTexts } from './textures.js';

const ready = new WeakSet<Words>();
const pending = new WeakMap<Words, Promise<void>>();

/** Resolves once `w`'s painted words can be drawn (a font that fails to come leaves the system's fonts to draw them). */
export function paintedWordsReady(w: Words): Promise<void> {
  if (ready.has(w) || !scriptFontOf(w.locale)) return Promise.resolve();
  let p = pending.get(w);
  if (!p) {
    p = scriptFontReadyFor(w.locale, paintedTexts(w))
      .catch(() => undefined)
      .then(() => void ready.add(w));
    pending.set(w, p);
  }
  return p;
}

const canPaint = (w: Words) => ready.has(w) || !scriptFontOf(w.locale);

export interface PaintedWords {
  words: Words;
  /** Changes whenever the textures are to be painted again: a new language, or its font arriving. */
  key: string;
}

/** The words to paint the table's textures with. */
export function usePaintedWords(): PaintedWords {
  const w = useWords();
  const [painted, setPainted] = useState<Words>(w);
  useEffect(() => {
    let live = true;
    void paintedWordsReady(w).then(() => {
      if (live) setPainted(w);
    });
    return () => {
      live = false;
    };
  }, [w]);
  // A language still loading keeps the one painted before; a first paint straight into it
  // (nothing painted before) paints now, in the system's fonts, and again once its font is here.
  const words = canPaint(w) || !canPaint(painted) ? w : painted;
  const key = canPaint(words) ? words.locale : `${words.locale}/fallback`;
  return useMemo(() => ({ words, key }), [words, key]);
}
