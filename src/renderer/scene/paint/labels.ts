// Words painted into the table's textures, each fitted to its place
// (pure/fitLabel.ts) with the canvas measuring. Every painted label goes
// through here, so a test can list them all with their widths and places.
import { fitLabel, type FittedLabel, type LabelPlace } from '../pure/fitLabel.js';
import type { PaintedLabel } from './paintedLabel.js';

type Ctx = CanvasRenderingContext2D;

export interface PaintPlace extends LabelPlace {
  /** The canvas font at a size, e.g. (s) => `bold ${s}px ${SANS}`. */
  font: (size: number) => string;
  /** Distance between line centres, in font sizes. */
  lineHeight?: number;
  /** Which place this is, for a test that lists them ('kin-name', 'card-slot'). */
  id: string;
  /** Letters set one by one (along an arc), each this many times its own width apart. */
  letterSpacing?: number;
}

let recorder: ((label: PaintedLabel) => void) | null = null;

/** Runs `paint` and returns every label it painted (for the test hooks: nothing is recorded otherwise). */
export function recordLabels(paint: () => void): PaintedLabel[] {
  const seen: PaintedLabel[] = [];
  const before = recorder;
  recorder = (label) => seen.push(label);
  try {
    paint();
  } finally {
    recorder = before;
  }
  return seen;
}

/** `text` fitted to `place` with the canvas's own measure (ctx.font is left at the fitted font). */
export function fitOnCanvas(ctx: Ctx, text: string, place: PaintPlace): FittedLabel {
  const width = (t: string) => (place.letterSpacing ? [...t].reduce((sum, ch) => sum + ctx.measureText(ch).width * place.letterSpacing!, 0) : ctx.measureText(t).width);
  const fitted = fitLabel(text, place, (t, size) => {
    ctx.font = place.font(size);
    return width(t);
  });
  ctx.font = place.font(fitted.size);
  if (recorder) {
    const widths = fitted.lines.map(width);
    recorder({ place: place.id, text, lines: fitted.lines, size: fitted.size, widths, maxWidth: place.maxWidth, maxLines: place.maxLines });
  }
  return fitted;
}

/**
 * Paints `text` fitted to `place`, its lines centred on (x, y) as a block
 * (with the context's textAlign; textBaseline 'middle' keeps the block centred).
 */
export function paintLabel(ctx: Ctx, text: string, x: number, y: number, place: PaintPlace): FittedLabel {
  const fitted = fitOnCanvas(ctx, text, place);
  const step = fitted.size * (place.lineHeight ?? 1.15);
  const first = y - ((fitted.lines.length - 1) * step) / 2;
  fitted.lines.forEach((line, i) => ctx.fillText(line, x, first + i * step));
  return fitted;
}
