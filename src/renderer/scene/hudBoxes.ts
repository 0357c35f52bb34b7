// The part of the canvas the HUD leaves free, read from the page: the top
// bar, the boxes in the left and right columns, the bottom bar. A collapsed
// side panel leaves only its small toggle, so its column frees up.
import { freeRect, type PixelRect } from './pure/framing.js';

function rectsOf(selector: string, origin: DOMRect): PixelRect[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left - origin.left, top: r.top - origin.top, right: r.right - origin.left, bottom: r.bottom - origin.top };
  });
}

/** The free rectangle of a canvas, in CSS pixels from its top-left corner (the whole canvas when no HUD is shown). */
export function hudFreeRect(canvas: HTMLElement): { rect: PixelRect; width: number; height: number } {
  const origin = canvas.getBoundingClientRect();
  const rect = freeRect(origin.width, origin.height, {
    top: rectsOf('.hud .top-bar', origin),
    left: rectsOf('.hud .hud-left > *', origin),
    right: rectsOf('.hud .hud-right > *', origin),
    bottom: rectsOf('.hud .hud-bottom > *', origin),
  });
  return { rect, width: origin.width, height: origin.height };
}

/** A short signature of the free rectangle, to notice when it changes. */
export function freeRectKey(canvas: HTMLElement): string {
  const { rect, width, height } = hudFreeRect(canvas);
  return [rect.left, rect.top, rect.right, rect.bottom, width, height].map((n) => Math.round(n)).join(',');
}
