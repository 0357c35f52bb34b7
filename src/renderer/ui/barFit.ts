// How much a bar across the window has to give up to fit on one line. A bar
// starts with everything shown (level 0) and, while it does not fit, steps
// to the next level, which the bar renders with less (no wordmark, then its
// secondary commands folded into a menu). Fonts differ between systems and
// browser zoom changes the width in CSS pixels, so the bar is measured, not
// guessed from media queries. The steps run in layout effects: the player
// never sees a level that does not fit.
//
// It measures again whenever the bar's width or its texts change: a resize
// mid-game, and every move (the save status, the round, the lit sectors,
// "Game over" change length), not only at start.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Marks a label that may shorten with an ellipsis; one that has to is a reason to step up a level. */
const SHRINKS = 'data-shrinks';

/**
 * The bar's content runs past its edge, one of its groups (its left and right
 * halves) holds more than its box (its items would run under the other
 * group's), or one of its shortening labels had to shorten.
 */
export function barOverflows(bar: HTMLElement): boolean {
  if (bar.scrollWidth > bar.clientWidth + 1) return true;
  for (const group of bar.children) {
    if (group.scrollWidth > group.clientWidth + 1) return true;
  }
  for (const el of bar.querySelectorAll<HTMLElement>(`[${SHRINKS}]`)) {
    if (el.scrollWidth > el.clientWidth + 1) return true;
  }
  return false;
}

/**
 * The level `bar` fits at, 0..`maxLevel`. `content` names what the bar
 * shows (its texts): a change measures again from level 0, as does a change
 * of the bar's width. An item that grows without `content` saying so (a
 * font loaded late, a text the key leaves out) steps the level up as needed.
 */
export function useBarFit(bar: RefObject<HTMLElement | null>, maxLevel: number, content: string): number {
  const [width, setWidth] = useState(0);
  const [, setGrown] = useState(0);
  const key = `${width}|${content}`;
  const [fit, setFit] = useState({ key, level: 0 });
  const level = fit.key === key ? fit.level : 0;
  const items = useRef<{ ro: ResizeObserver; seen: Set<Element> } | null>(null);

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    if (level < maxLevel && barOverflows(el)) setFit({ key, level: level + 1 });
    else if (fit.key !== key) setFit({ key, level });
  });

  // The bar's width: a new width measures from the start (a wider window may show everything again).
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [bar]);

  // Each item of the bar: one that grows only makes the bar check itself again (a step up, never back,
  // so the steps' own changes to the items cannot start a loop).
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const watch = { ro: new ResizeObserver(() => setGrown((n) => n + 1)), seen: new Set<Element>() };
    items.current = watch;
    return () => {
      watch.ro.disconnect();
      items.current = null;
    };
  }, []);
  useLayoutEffect(() => {
    const el = bar.current;
    const watch = items.current;
    if (!el || !watch) return;
    const now = new Set<Element>(el.querySelectorAll(':scope > * > *'));
    for (const item of watch.seen) if (!now.has(item)) watch.ro.unobserve(item);
    for (const item of now) if (!watch.seen.has(item)) watch.ro.observe(item);
    watch.seen = now;
  });

  return level;
}
