// Whether a scrolling panel holds more below what it shows. With four seats
// in a small window the last player panels are out of sight, and the table
// panel's lower sections too; a panel cut off flat at the window's edge read
// as the whole of it. Such a panel gets the class "more-below", and its lower
// edge fades out (styles.css).
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useMoreBelow(panel: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  // Each render: the content (a hand, a section opened) changes the height as much as a resize does.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    const measure = () => setMore(el.scrollTop + el.clientHeight < el.scrollHeight - 4);
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  });
  return more;
}
