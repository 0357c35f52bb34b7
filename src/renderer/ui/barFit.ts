// How much a bar across the window has to give up to fit on one line. A bar
// starts with everything shown (level 0) and, while it does not fit, steps
// to the next level, which the bar renders with less (no wordmark, then its
// secondary commands folded into a menu). Fonts differ between systems and
// browser zoom changes the width in CSS pixels, so the bar is measured, not
// guessed from media queries. The steps run in layout effects: the player
// never sees a level that does not fit.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Marks a label that may shorten with an ellipsis; one that has to is a reason to step up a level. */
const SHRINKS = 'data-shrinks';

/** The bar's content runs past its edge, or one of its shortening labels had to shorten. */
export function barOverflows(bar: HTMLElement): boolean {
  if (bar.scrollWidth > bar.clientWidth + 1) return true;
  for (const el of bar.querySelectorAll<HTMLElement>(`[${SHRINKS}]`)) {
    if (el.scrollWidth > el.clientWidth + 1) return true;
  }
  return false;
}

/**
 * The level `bar` fits at, 0..`maxLevel`. `content` names what the bar
 * shows (its texts): a change measures again from level 0, as does a change
 * of the bar's width.
 */
export function useBarFit(bar: RefObject<HTMLElement | null>, maxLevel: number, content: string): number {
  const [width, setWidth] = useState(0);
  const key = `${width}|${content}`;
  const [fit, setFit] = useState({ key, level: 0 });
  const level = fit.key === key ? fit.level : 0;

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    if (level < maxLevel && barOverflows(el)) setFit({ key, level: level + 1 });
    else if (fit.key !== key) setFit({ key, level });
  });

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [bar]);

  return level;
}
