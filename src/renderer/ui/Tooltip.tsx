// One tooltip layer for the whole HUD: any element with a `data-tip`
// attribute shows its text on hover and on keyboard focus, in a box placed
// next to it (fixed position, so scrolling panels never clip it). While
// shown, the element is described by the tooltip (aria-describedby).
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../i18n.js';

export const TOOLTIP_ID = 'ryozen-tooltip';

/** Props that give an element a tooltip. */
export function tip(text: string | null | undefined): { 'data-tip'?: string } {
  return text ? { 'data-tip': text } : {};
}

interface Shown {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

function tipTarget(el: EventTarget | null): HTMLElement | null {
  if (!(el instanceof Element)) return null;
  return el.closest<HTMLElement>('[data-tip]');
}

export function TooltipLayer() {
  const w = useWords();
  const [shown, setShown] = useState<Shown | null>(null);
  const current = useRef<HTMLElement | null>(null);
  /** Whether the tip on screen came with the pointer or with the keyboard focus. */
  const shownBy = useRef<'hover' | 'focus'>('hover');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    function show(el: HTMLElement, by: 'hover' | 'focus') {
      cancel();
      shownBy.current = by;
      const text = el.dataset.tip;
      if (!text) return;
      if (current.current && current.current !== el) current.current.removeAttribute('aria-describedby');
      current.current = el;
      el.setAttribute('aria-describedby', TOOLTIP_ID);
      const r = el.getBoundingClientRect();
      const below = r.top < 140;
      setShown({ text, x: r.left + r.width / 2, y: below ? r.bottom + 8 : r.top - 8, below });
    }
    function hide(el?: HTMLElement | null) {
      if (el && current.current !== el) return;
      cancel();
      current.current?.removeAttribute('aria-describedby');
      current.current = null;
      setShown(null);
    }
    // Hovering shows the tip after a short pause (moving across the HUD stays quiet).
    const over = (e: MouseEvent) => {
      const el = tipTarget(e.target);
      if (el === current.current && el) return;
      if (!el) {
        cancel();
        if (current.current) hide();
        return;
      }
      if (current.current) hide();
      cancel();
      timer = setTimeout(() => {
        timer = null;
        if (el.isConnected && el.matches(':hover')) show(el, 'hover');
      }, 450);
    };
    const focusIn = (e: FocusEvent) => {
      const el = tipTarget(e.target);
      if (el && (e.target as HTMLElement).matches(':focus-visible')) show(el, 'focus');
      else hide();
    };
    const focusOut = (e: FocusEvent) => hide(tipTarget(e.target));
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const away = () => hide();
    // A scroll moves the tip's element only when it happens around it: the log following a new line leaves a top bar tip where it is.
    const scrolled = (e: Event) => {
      const el = current.current;
      if (el && (e.target === document || (e.target instanceof Node && e.target.contains(el)))) hide();
    };
    // The pointer left the window (the top bar is at its edge, so that is the usual way out of it): no
    // element gets a mouseover then, and Chromium may keep the last one :hover, so the tip goes now.
    const out = (e: MouseEvent) => {
      if (e.relatedTarget !== null) return;
      cancel();
      if (current.current && shownBy.current === 'hover') hide();
    };
    document.addEventListener('mouseover', over);
    document.addEventListener('mouseout', out);
    window.addEventListener('blur', away);
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    document.addEventListener('keydown', key);
    document.addEventListener('mousedown', away);
    window.addEventListener('scroll', scrolled, true);
    // A tip whose element went away (the choices changed) goes too.
    const sweep = setInterval(() => {
      if (current.current && !current.current.isConnected) hide();
    }, 300);
    return () => {
      cancel();
      clearInterval(sweep);
      document.removeEventListener('mouseover', over);
      document.removeEventListener('mouseout', out);
      window.removeEventListener('blur', away);
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
      document.removeEventListener('keydown', key);
      document.removeEventListener('mousedown', away);
      window.removeEventListener('scroll', scrolled, true);
    };
  }, []);

  // Keep the box inside the window.
  const width = 280;
  const left = shown ? Math.max(8, Math.min(window.innerWidth - width - 8, shown.x - width / 2)) : 0;
  // The box stays in the page so that it can fade. It is a tooltip only
  // while it has something to say (an empty tooltip has no name), and then
  // it sits in a small landmark of its own: it lives outside the screens, so
  // a screen reader browsing by landmark still finds every visible text.
  return (
    <div className="tooltip-layer" role={shown ? 'complementary' : undefined} aria-label={shown ? w.t('table.tip') : undefined}>
      <div
        id={TOOLTIP_ID}
        role={shown ? 'tooltip' : undefined}
        aria-hidden={shown ? undefined : true}
        className={`tooltip${shown ? ' shown' : ''}${shown?.below ? ' below' : ''}`}
        style={shown ? { left, top: shown.y, width } : undefined}
      >
        {shown?.text}
      </div>
    </div>
  );
}
