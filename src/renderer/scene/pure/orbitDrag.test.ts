// Two fingers spreading or closing on the table (a pinch) switch it to orbit
// like a drag does, and both fingers go on to the orbit controls, which zoom
// with them; fingers that rest, or move without changing their gap by a
// few pixels, do not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakePointerEvent extends Event {
  pointerId: number;
  pointerType: string;
  clientX: number;
  clientY: number;
  button: number;
  buttons: number;
  isPrimary: boolean;
  constructor(type: string, init: Partial<FakePointerEvent> & EventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
    this.clientX = init.clientX ?? 0;
    this.clientY = init.clientY ?? 0;
    this.button = init.button ?? 0;
    this.buttons = init.buttons ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}

let win: EventTarget;
let canvas: EventTarget;
const finger = (type: string, pointerId: number, clientX: number, clientY = 100) =>
  new FakePointerEvent(type, { pointerId, clientX, clientY, isPrimary: pointerId === 1 });

beforeEach(() => {
  win = new EventTarget();
  canvas = new EventTarget();
  vi.stubGlobal('window', win);
  vi.stubGlobal('PointerEvent', FakePointerEvent);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

async function watch() {
  const mod = await import('./orbitDrag.js');
  const onDrag = vi.fn();
  const pointer = mod.newPointerState();
  mod.watchDragToOrbit(canvas as HTMLElement, pointer, onDrag);
  return { mod, onDrag, pointer };
}

describe('pinch to orbit', () => {
  it('measures how much farther apart two fingers are', async () => {
    const { pinchSpread } = await import('./orbitDrag.js');
    expect(pinchSpread([{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: -10, y: 0 }, { x: 110, y: 0 }])).toBe(20);
    expect(pinchSpread([{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 20, y: 0 }, { x: 80, y: 0 }])).toBe(-40);
  });

  it('a pinch switches to orbit once and hands both fingers to the orbit controls', async () => {
    const { mod, onDrag, pointer } = await watch();
    canvas.dispatchEvent(finger('pointerdown', 1, 100));
    canvas.dispatchEvent(finger('pointerdown', 2, 200));
    win.dispatchEvent(finger('pointermove', 2, 203));
    expect(onDrag).not.toHaveBeenCalled();
    win.dispatchEvent(finger('pointermove', 2, 230));
    expect(onDrag).toHaveBeenCalledTimes(1);
    win.dispatchEvent(finger('pointermove', 1, 60));
    expect(onDrag).toHaveBeenCalledTimes(1);

    const controls = new EventTarget();
    const got: FakePointerEvent[] = [];
    controls.addEventListener('pointerdown', (e) => got.push(e as FakePointerEvent));
    expect(mod.handOverDrag(pointer, controls as HTMLElement)).toBe(true);
    expect(got.map((e) => [e.pointerId, e.clientX])).toEqual([
      [1, 100],
      [2, 230],
    ]);
  });

  it('two fingers that keep their gap (or a finger let go) do not switch', async () => {
    const { onDrag } = await watch();
    canvas.dispatchEvent(finger('pointerdown', 1, 100));
    canvas.dispatchEvent(finger('pointerdown', 2, 200));
    win.dispatchEvent(finger('pointermove', 1, 102, 104));
    win.dispatchEvent(finger('pointermove', 2, 202, 104));
    win.dispatchEvent(finger('pointerup', 2, 202));
    expect(onDrag).not.toHaveBeenCalled();
  });

  it('one finger dragging still turns the table', async () => {
    const { onDrag } = await watch();
    canvas.dispatchEvent(finger('pointerdown', 1, 100));
    win.dispatchEvent(finger('pointermove', 1, 140));
    expect(onDrag).toHaveBeenCalledTimes(1);
  });
});
