// Fits a label painted into a board texture to its place: the widest lines
// that fit, shrinking the letters step by step down to a floor. A place is a
// width and a number of lines; text is measured by the caller (a canvas in
// the page, a fake in tests), so this stays pure.

/** Width of `text` drawn at font size `size`, in the units of the place. */
export type MeasureText = (text: string, size: number) => number;

export interface LabelPlace {
  maxWidth: number;
  maxLines: number;
  /** The size the label is drawn at when it fits. */
  size: number;
  /** The smallest size still worth reading; below it words break anywhere, then the label is cut. */
  minSize: number;
  /**
   * The label is one mark read whole (a kin's code): a cut code could pass for
   * another ("Ap…" for two kin), so past minSize it shrinks on one line
   * rather than break or be cut.
   */
  whole?: boolean;
}

export interface FittedLabel {
  lines: string[];
  size: number;
}

/** Each step shrinks the letters by this much: fine enough that a label keeps nearly the most room it can. */
const SHRINK = 0.92;
const ELLIPSIS = '…';

/** Text written without spaces between words (Japanese, Chinese): a line may break between any two characters. */
const UNSPACED = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The pieces a line may break between, each with the separator that joins it to the one before. */
function piecesOf(text: string): { piece: string; sep: string }[] {
  if (UNSPACED.test(text)) return [...text].map((piece) => ({ piece, sep: '' }));
  return text
    .split(/\s+/)
    .filter((piece) => piece !== '')
    .map((piece) => ({ piece, sep: ' ' }));
}

/** Greedy lines at `size`: a piece goes on the line while it fits; a piece too long for any line stands alone. */
function wrapPieces(pieces: readonly { piece: string; sep: string }[], maxWidth: number, size: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { piece, sep } of pieces) {
    const next = line ? `${line}${sep}${piece}` : piece;
    if (line && measure(next, size) > maxWidth) {
      lines.push(line);
      line = piece;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const fits = (lines: readonly string[], place: LabelPlace, size: number, measure: MeasureText) =>
  lines.length <= place.maxLines && lines.every((l) => measure(l, size) <= place.maxWidth);

/** `line` with characters taken off its end, and an ellipsis put on, until it fits. */
function cut(line: string, maxWidth: number, size: number, measure: MeasureText): string {
  const chars = [...line];
  while (chars.length > 1 && measure(`${chars.join('').trimEnd()}${ELLIPSIS}`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/** Slightly under the exact ratio, so rounding never leaves a label a hair too wide. */
const SNUG = 0.999;

/** A whole label on one line, below the floor by as much as its place needs. */
function shrunkWhole(pieces: readonly { piece: string; sep: string }[], place: LabelPlace, measure: MeasureText): FittedLabel {
  const line = pieces.map(({ piece, sep }, i) => (i > 0 ? sep : '') + piece).join('');
  const width = measure(line, place.minSize);
  return { lines: [line], size: width > place.maxWidth ? place.minSize * (place.maxWidth / width) * SNUG : place.minSize };
}

/**
 * The lines and size `text` is painted at in `place`: at the largest size
 * (from place.size down to place.minSize) where it wraps at word breaks into
 * place.maxLines lines, each no wider than place.maxWidth. Where no size
 * does, the label at minSize breaks inside words, and what still does not fit
 * is cut with an ellipsis; a line that is still too wide (one character
 * wider than the place) shrinks below minSize. A whole label (place.whole)
 * is never broken or cut: it shrinks below minSize instead. The result never
 * overflows.
 */
export function fitLabel(text: string, place: LabelPlace, measure: MeasureText): FittedLabel {
  const pieces = piecesOf(text.trim());
  if (pieces.length === 0) return { lines: [], size: place.size };
  for (let size = place.size; size >= place.minSize; size *= SHRINK) {
    const lines = wrapPieces(pieces, place.maxWidth, size, measure);
    if (fits(lines, place, size, measure)) return { lines, size };
  }
  if (place.whole) return shrunkWhole(pieces, place, measure);
  let size = place.minSize;
  const chars = pieces.flatMap(({ piece, sep }, i) => [...(i > 0 ? sep : ''), ...piece].map((c) => ({ piece: c, sep: '' })));
  let lines = wrapPieces(chars, place.maxWidth, size, measure).map((l) => l.trim());
  if (lines.length > place.maxLines) {
    lines = lines.slice(0, place.maxLines);
    lines[lines.length - 1] = cut(lines[lines.length - 1]!, place.maxWidth, size, measure);
  }
  const widest = Math.max(...lines.map((l) => measure(l, size)));
  if (widest > place.maxWidth) size *= (place.maxWidth / widest) * SNUG;
  return { lines, size };
}
