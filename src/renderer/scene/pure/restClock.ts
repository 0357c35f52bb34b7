// The rest frame. The light look draws at a fraction of the window's
// resolution so that moving stays fast on a software rasteriser, which leaves
// card names and the board's print blurred. Once the table has come to rest
// (no frame for REST_DELAY_MS) one frame is drawn at the full resolution, so
// what the player reads is crisp; the next frame (something moved) drops back
// to the moving resolution before it draws. Nothing is drawn after the rest
// frame until something changes, so idle frames stay 0.
//
// The pixel ratio is set on the renderer directly, not through R3F's `dpr`:
// R3F puts its `dpr` prop back on every render of the canvas, and a resize
// clears the drawing buffer, so a reset without a frame after it would blank
// the table.

/** How long the table must be still before the rest frame. */
export const REST_DELAY_MS = 150;

/** The two pixel ratios of a look: while moving, and the rest frame's. */
export interface Resolutions {
  moving: number;
  rest: number;
}

/**
 * The resolutions of a look whose pixel ratio is `lookDpr`, or null when the
 * look already draws at full resolution (nothing to gain from a rest frame).
 * The rest frame uses the screen's pixel ratio (at most 2), but 1 on a
 * software rasteriser, where every pixel is paid for on the CPU.
 */
export function restResolutions(lookDpr: number | [number, number], software: boolean, devicePixelRatio: number): Resolutions | null {
  if (typeof lookDpr !== 'number') return null;
  const rest = software ? 1 : Math.min(2, Math.max(1, devicePixelRatio || 1));
  return lookDpr < rest ? { moving: lookDpr, rest } : null;
}

type TimerId = ReturnType<typeof setTimeout>;
interface Timers {
  set(run: () => void, ms: number): TimerId;
  clear(timer: TimerId): void;
}

/** What the frame about to be drawn should be, told by `RestClock.frame()`. */
export type FrameKind = 'moving' | 'rest';

/**
 * When to draw the rest frame. `frame()` is called before each frame draws
 * and says which resolution it uses; `drawn()` after it. A moving frame
 * starts the wait once it is drawn (a slow frame must not use up the wait);
 * when the wait ends with no frame begun, `requestFrame` is called and the
 * next frame is the rest frame, which starts no wait.
 */
export class RestClock {
  private timer: TimerId | null = null;
  private restDue = false;
  /** Rest frames drawn so far (for tests and the bench). */
  restFrames = 0;

  constructor(
    private readonly requestFrame: () => void,
    private readonly delayMs = REST_DELAY_MS,
    // Called as plain functions: a browser's setTimeout refuses another `this`.
    private readonly timers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (t) => clearTimeout(t) },
  ) {}

  private last: FrameKind | null = null;

  frame(): FrameKind {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.restDue) {
      this.restDue = false;
      this.restFrames++;
      this.last = 'rest';
    } else this.last = 'moving';
    return this.last;
  }

  drawn(): void {
    if (this.last !== 'moving') return;
    this.last = null;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.restDue = true;
      this.requestFrame();
    }, this.delayMs);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.restDue = false;
    this.last = null;
  }
}
