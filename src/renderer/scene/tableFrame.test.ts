// The test hooks' settled() reads the table's per-frame object: it is true
// only once every moving part of the table has come to rest. The object
// belongs to one table: a second table (another window's, or one rebuilt
// from scratch) starts from rest, whatever the first is doing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTableFrame, requestFraming, setHover, tableSettled } from './tableFrame.js';
import type { GameView } from '../../engine/view.js';

afterEach(() => vi.unstubAllGlobals());

describe('the table frame', () => {
  it('is settled at rest, and not while any part moves', () => {
    const unsettle: ((f: ReturnType<typeof createTableFrame>) => void)[] = [
      (f) => (f.palace.settled = false),
      (f) => (f.palace.landing = 1),
      (f) => (f.camera.settled = false),
      (f) => (f.kin.moving = 2),
      (f) => (f.view.pending = {} as GameView),
    ];
    expect(tableSettled(createTableFrame())).toBe(true);
    for (const change of unsettle) {
      const f = createTableFrame();
      change(f);
      expect(tableSettled(f)).toBe(false);
    }
  });

  it('counts a view put on screen as settled once a frame drew it', () => {
    const f = createTableFrame();
    const view = {} as GameView;
    f.view.pending = view;
    f.view.committed = view;
    expect(tableSettled(f)).toBe(false);
    f.view.drawn = f.view.committed;
    expect(tableSettled(f)).toBe(true);
  });

  it('belongs to one table', () => {
    const a = createTableFrame();
    const b = createTableFrame();
    a.kin.moving = 3;
    a.camera.target.set(1, 2, 3);
    a.pointer.press.dragged = true;
    expect(tableSettled(b)).toBe(true);
    expect(b.camera.target.x).not.toBe(1);
    expect(b.pointer.press.dragged).toBe(false);
  });

  it('wakes the camera rig when framing is asked for', () => {
    const f = createTableFrame();
    f.framing.open = false;
    const wake = vi.fn();
    f.framing.wake = wake;
    requestFraming(f.framing);
    expect(f.framing.open).toBe(true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('shows a hand cursor while any part is hovered', () => {
    const body = { style: { cursor: '' } };
    vi.stubGlobal('document', { body });
    const f = createTableFrame();
    setHover(f.hover, 'halo', true);
    setHover(f.hover, 'kin', true);
    expect(body.style.cursor).toBe('pointer');
    setHover(f.hover, 'halo', false);
    expect(body.style.cursor).toBe('pointer');
    setHover(f.hover, 'kin', false);
    expect(body.style.cursor).toBe('');
  });
});
