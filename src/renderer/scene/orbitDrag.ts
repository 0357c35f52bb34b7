// A drag on the table turns it, from any view. In the seat and top views
// there are no orbit controls (the lens frames the table from a fixed eye),
// so a press that moves a few pixels with the main button held switches to
// the orbit view from where the camera is, and the same press is handed to
// the orbit controls once they are there: the player's drag goes on turning
// the table without letting go. A press that does not move stays a click.

/** How far the pointer moves, pressed, before a press is a drag (a click on a lit target wobbles less). */
export const DRAG_START_PX = 6;

interface HeldDrag {
  pointerId: number;
  pointerType: string;
  clientX: number;
  clientY: number;
}

/** The drag that switched to orbit, while its button is still held. */
let held: HeldDrag | null = null;

function release(e: PointerEvent) {
  if (held && e.pointerId === held.pointerId) held = null;
}

/**
 * Watches `canvas` for a drag with the main button; calls `onDrag` once when
 * one starts. Returns the function that stops watching.
 */
export function watchDragToOrbit(canvas: HTMLElement, onDrag: () => void): () => void {
  let down: { id: number; x: number; y: number } | null = null;
  const onDown = (e: PointerEvent) => {
    down = e.button === 0 && e.isPrimary ? { id: e.pointerId, x: e.clientX, y: e.clientY } : null;
  };
  const onMove = (e: PointerEvent) => {
    if (!down || e.pointerId !== down.id) return;
    if (Math.hypot(e.clientX - down.x, e.clientY - down.y) < DRAG_START_PX) return;
    down = null;
    held = { pointerId: e.pointerId, pointerType: e.pointerType, clientX: e.clientX, clientY: e.clientY };
    onDrag();
  };
  const onUp = (e: PointerEvent) => {
    if (down && e.pointerId === down.id) down = null;
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

/** The last press: where it went down, and whether it has moved far enough to be a drag. */
const press = { id: -1, x: 0, y: 0, dragged: false };

/**
 * Whether the press that ends now was a drag. The table's click handling
 * (R3F) fires a click when a press goes down and comes up on the same object,
 * however far it moved, and the lit halos are one object: a drag that turned
 * the table must not choose the halo it ends on.
 */
export function pressWasDrag(): boolean {
  return press.dragged;
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointerdown',
    (e) => {
      // The press handed to the orbit controls (handOverDrag) is the same press, still dragging.
      if (e.isTrusted) Object.assign(press, { id: e.pointerId, x: e.clientX, y: e.clientY, dragged: false });
    },
    true,
  );
  window.addEventListener(
    'pointermove',
    (e) => {
      if (e.pointerId === press.id && !press.dragged && e.buttons !== 0 && Math.hypot(e.clientX - press.x, e.clientY - press.y) >= DRAG_START_PX) press.dragged = true;
    },
    true,
  );
  // Let go before the orbit controls were there: nothing to hand over (they would turn with no button held).
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Gives the orbit controls listening on `element` the drag that switched to
 * orbit, as a press where the pointer is now, if its button is still held.
 */
export function handOverDrag(element: HTMLElement | null | undefined): boolean {
  const d = held;
  held = null;
  if (!d || !element) return false;
  // Not bubbling: only the controls on `element` see it, not the table's click handling on its parent.
  element.dispatchEvent(
    new PointerEvent('pointerdown', { ...d, button: 0, buttons: 1, isPrimary: true, bubbles: false, cancelable: true, composed: false }),
  );
  return true;
}
