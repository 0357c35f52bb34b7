// Framing the seat camera around what the player must see: the lit targets of
// the decision and their own hand, inside the part of the canvas the HUD leaves
// free. The camera never moves for this (its place is the seat's eye, which
// the engine's point of view and visible walls depend on); only its lens does:
// a zoom-out and a lens shift (three's view offset), both applied in
// normalised device coordinates. Pure; framing.test.ts covers it.

/** A rectangle in CSS pixels, relative to the canvas' top-left corner. */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The lens on top of the seat camera: image scale (<= 1 zooms out) and shift, in NDC units. */
export interface Lens {
  zoom: number;
  shiftX: number;
  shiftY: number;
}

export const NEUTRAL_LENS: Lens = { zoom: 1, shiftX: 0, shiftY: 0 };

/** The farthest the framing zooms out: below this the table reads too small to click. */
export const MIN_ZOOM = 0.6;
/** Space kept between a framed point and the HUD's edge, in CSS pixels (a halo has a size). */
export const FRAME_MARGIN = 28;

/**
 * The free part of the canvas: between the HUD's left and right columns, below
 * the top bar and above the bottom bar. `boxes` are the HUD boxes that sit on
 * each edge (their rects relative to the canvas); empty edges leave the canvas
 * edge free.
 */
export function freeRect(
  width: number,
  height: number,
  boxes: { top: PixelRect[]; left: PixelRect[]; right: PixelRect[]; bottom: PixelRect[] },
): PixelRect {
  const visible = (r: PixelRect) => r.right > r.left && r.bottom > r.top;
  const left = Math.max(0, ...boxes.left.filter(visible).map((r) => r.right));
  const right = Math.min(width, ...boxes.right.filter(visible).map((r) => r.left));
  const top = Math.max(0, ...boxes.top.filter(visible).map((r) => r.bottom));
  const bottom = Math.min(height, ...boxes.bottom.filter(visible).map((r) => r.top));
  return { left, top, right: Math.max(left, right), bottom: Math.max(top, bottom) };
}

/** A canvas rectangle in NDC (x right, y up, both -1..1), shrunk by `margin` pixels each side. */
export function rectToNdc(r: PixelRect, width: number, height: number, margin = 0): PixelRect {
  const x = (px: number) => (px / width) * 2 - 1;
  const y = (py: number) => 1 - (py / height) * 2;
  const l = x(r.left + margin);
  const rr = x(r.right - margin);
  const t = y(r.top + margin);
  const b = y(r.bottom - margin);
  // A free area narrower than two margins: keep its middle line.
  return {
    left: Math.min(l, (l + rr) / 2),
    right: Math.max(rr, (l + rr) / 2),
    top: Math.max(t, (t + b) / 2),
    bottom: Math.min(b, (t + b) / 2),
  };
}

/**
 * The lens that brings every point (NDC under the plain seat camera) into the
 * free NDC rectangle, changing the view as little as possible: no shift and no
 * zoom when everything already fits; otherwise the smallest shift, zooming out
 * only when the points do not fit side by side (never below MIN_ZOOM).
 */
export function fitLens(points: readonly { x: number; y: number }[], free: PixelRect): Lens {
  if (points.length === 0) return NEUTRAL_LENS;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const fitW = (free.right - free.left) / Math.max(1e-6, maxX - minX);
  const fitH = (free.top - free.bottom) / Math.max(1e-6, maxY - minY);
  const zoom = Math.max(MIN_ZOOM, Math.min(1, fitW, fitH));
  // The shift range that keeps [lo, hi] * zoom inside [a, b]; when it cannot, centre it.
  const shift = (lo: number, hi: number, a: number, b: number) => {
    const min = a - zoom * lo;
    const max = b - zoom * hi;
    if (min > max) return (min + max) / 2;
    return Math.min(max, Math.max(min, 0));
  };
  return { zoom, shiftX: shift(minX, maxX, free.left, free.right), shiftY: shift(minY, maxY, free.bottom, free.top) };
}

/** Where a plain-camera NDC point lands with a lens. */
export function throughLens(p: { x: number; y: number }, lens: Lens): { x: number; y: number } {
  return { x: p.x * lens.zoom + lens.shiftX, y: p.y * lens.zoom + lens.shiftY };
}

/**
 * three.js' view offset for a lens: with fullWidth = fullHeight = width =
 * height = 1, offsetX moves the frustum right by that fraction of its width
 * (the image left by twice that in NDC), offsetY moves it down.
 */
export function viewOffsetOf(lens: Lens): { offsetX: number; offsetY: number } {
  return { offsetX: -lens.shiftX / 2, offsetY: lens.shiftY / 2 };
}

export function sameLens(a: Lens, b: Lens, eps = 1e-3): boolean {
  return Math.abs(a.zoom - b.zoom) < eps && Math.abs(a.shiftX - b.shiftX) < eps && Math.abs(a.shiftY - b.shiftY) < eps;
}
