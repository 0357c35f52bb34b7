// A drag on the table turns it, from any view. In the seat and top views
// there are no orbit controls (the lens frames the table from a fixed eye),
// so a press that moves a few pixels with the main button held switches to
// the orbit view from where the camera is, and the same press is handed to
// the orbit controls once they are there: the player's drag goes on turning
// the table without letting go. A press that does not move stays a click.
// Two fingers that spread or close (a pinch, on a phone or a tablet) switch to
// orbit the same way, and both are handed over: the orbit controls zoom with
// them at once.

/** How far the pointer moves, pressed, before a press is a drag (a click on a lit target wobbles less). */
export const DRAG_START_PX = 6;

export interface HeldDrag {
  pointerId: number;
  pointerType: string;
  clientX: number;
  clientY: number;
}

/** A table's pointer state (kept in its per-frame object, tableFrame.ts). */
export interface PointerState {
  /** The last press: where it went down, and whether it has moved far enough to be a drag. */
  press: { id: number; x: number; y: number; dragged: boolean };
  /** The drag (one pointer) or pinch (two) that switched to orbit, while still held. */
  held: HeldDrag[];
}

export function newPointerState(): PointerState {
  return { press: { id: -1, x: 0, y: 0, dragged: false }, held: [] };
}

type Point = { x: number; y: number };
type Finger = { type: string; start: Point; now: Point };

/** How much farther apart (px; negative: closer) two fingers are now than when they went down. */
export function pinchSpread(start: readonly [Point, Point], now: readonly [Point, Point]): number {
  const gap = ([a, b]: readonly [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  return gap(now) - gap(start);
}

/**
 * Watches `canvas` for a drag with the main button; calls `onDrag` once when
 * one starts. Returns the function that stops watching.
 */
export function watchDragToOrbit(canvas: HTMLElement, pointer: PointerState, onDrag: () => void): () => void {
  let down: { id: number; x: number; y: number } | null = null;
  /** Fingers on the table now, where they went down and where they are. */
  const fingers = new Map<number, Finger>();
  const onDown = (e: PointerEvent) => {
    down = e.button === 0 && e.isPrimary ? { id: e.pointerId, x: e.clientX, y: e.clientY } : null;
    if (e.pointerType === 'touch') fingers.set(e.pointerId, { type: e.pointerType, start: { x: e.clientX, y: e.clientY }, now: { x: e.clientX, y: e.clientY } });
    // A second finger: a pinch, measured from here (the first may have wandered).
    if (fingers.size === 2) {
      down = null;
      for (const f of fingers.values()) f.start = { ...f.now };
    }
  };
  const onMove = (e: PointerEvent) => {
    const finger = fingers.get(e.pointerId);
    if (finger) finger.now = { x: e.clientX, y: e.clientY };
    if (fingers.size === 2) {
      const [a, b] = [...fingers.entries()] as [[number, Finger], [number, Finger]];
      if (Math.abs(pinchSpread([a[1].start, b[1].start], [a[1].now, b[1].now])) < DRAG_START_PX) return;
      pointer.held = [a, b].map(([pointerId, f]) => ({ pointerId, pointerType: f.type, clientX: f.now.x, clientY: f.now.y }));
      fingers.clear();
      onDrag();
      return;
    }
    if (!down || e.pointerId !== down.id) return;
    if (Math.hypot(e.clientX - down.x, e.clientY - down.y) < DRAG_START_PX) return;
    down = null;
    pointer.held = [{ pointerId: e.pointerId, pointerType: e.pointerType, clientX: e.clientX, clientY: e.clientY }];
    onDrag();
  };
  const onUp = (e: PointerEvent) => {
    if (down && e.pointerId === down.id) down = null;
    fingers.delete(e.pointerId);
  };
  canvas.addEventListener('pointerdown', onDown);
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onUp);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
  };
}

/**
 * Whether the press that ends now was a drag. The table's click handling
 * (R3F) fires a click when a press goes down and comes up on the same object,
 * however far it moved, and the lit halos are one object: a drag that turned
 * the table must not choose the halo it ends on.
 */
export function pressWasDrag(pointer: PointerState): boolean {
  return pointer.press.dragged;
}

/**
 * Follows every press on the page (capture phase, before the table's own
 * handlers) into `pointer`, for pressWasDrag and handOverDrag. Returns the
 * function that stops following.
 */
export function watchPresses(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, pointer: PointerState): () => void {
  const press = pointer.press;
  const onDown = (e: PointerEvent) => {
    // The press handed to the orbit controls (handOverDrag) is the same press, still dragging.
    if (!e.isTrusted) return;
    press.id = e.pointerId;
    press.x = e.clientX;
    press.y = e.clientY;
    press.dragged = false;
  };
  const onMove = (e: PointerEvent) => {
    if (e.pointerId === press.id && !press.dragged && e.buttons !== 0 && Math.hypot(e.clientX - press.x, e.clientY - press.y) >= DRAG_START_PX) press.dragged = true;
  };
  // Let go before the orbit controls were there: nothing to hand over (they would turn with no button held).
  const release = (e: PointerEvent) => {
    if (pointer.held.length > 0) pointer.held = pointer.held.filter((h) => h.pointerId !== e.pointerId);
  };
  target.addEventListener('pointerdown', onDown, true);
  target.addEventListener('pointermove', onMove, true);
  target.addEventListener('pointerup', release, true);
  target.addEventListener('pointercancel', release, true);
  return () => {
    target.removeEventListener('pointerdown', onDown, true);
    target.removeEventListener('pointermove', onMove, true);
    target.removeEventListener('pointerup', release, true);
    target.removeEventListener('pointercancel', release, true);
  };
}

/**
 * Gives the orbit controls listening on `element` the drag that switched to
 * orbit, as a press where the pointer is now, if its button is still held
 * (both fingers of a pinch).
 */
export function handOverDrag(pointer: PointerState, element: HTMLElement | null | undefined): boolean {
  const drags = pointer.held;
  pointer.held = [];
  if (drags.length === 0 || !element) return false;
  // Not bubbling: only the controls on `element` see it, not the table's click handling on its parent.
  drags.forEach((d, i) =>
    element.dispatchEvent(
      new PointerEvent('pointerdown', { ...d, button: 0, buttons: 1, isPrimary: i === 0, bubbles: false, cancelable: true, composed: false }),
    ),
  );
  return true;
}
