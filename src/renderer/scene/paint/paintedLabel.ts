// What the painting of a label reports (labels.ts), in a module without DOM
// types so that end-to-end tests can import it.

/** A painted label as a test reads it: its lines' measured widths against its place's width. */
export interface PaintedLabel {
  /** The place's id. */
  place: string;
  text: string;
  lines: string[];
  size: number;
  widths: number[];
  maxWidth: number;
  maxLines: number;
}
