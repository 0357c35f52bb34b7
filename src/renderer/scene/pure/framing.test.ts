import { describe, expect, it } from 'vitest';
import { fitLens, freeRect, MIN_ZOOM, NEUTRAL_LENS, rectToNdc, throughLens, viewOffsetOf } from './framing.js';
import { PerspectiveCamera, Vector3 } from 'three';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('the free part of the canvas', () => {
  it('lies between the side columns, below the top bar and above the decision bar', () => {
    const r = freeRect(1280, 800, {
      top: [box(0, 0, 1280, 46)],
      left: [box(10, 56, 294, 400), box(10, 410, 294, 700)],
      right: [box(970, 56, 1270, 300)],
      bottom: [box(304, 680, 960, 790)],
    });
    expect(r).toEqual(box(294, 46, 970, 680));
  });

  it('is the whole canvas without a HUD, and a collapsed (empty) box frees its side', () => {
    expect(freeRect(800, 600, { top: [], left: [box(10, 10, 10, 10)], right: [], bottom: [] })).toEqual(box(0, 0, 800, 600));
  });
});

describe('the framing lens', () => {
  const free = box(-0.5, 0.8, 0.5, -0.4);

  it('leaves the view alone when every point is already free', () => {
    expect(fitLens([{ x: 0, y: 0 }, { x: 0.4, y: 0.7 }], free)).toEqual(NEUTRAL_LENS);
    expect(fitLens([], free)).toEqual(NEUTRAL_LENS);
  });

  it('shifts the least it can to bring points out from under the decision bar', () => {
    const points = [{ x: 0, y: -0.9 }, { x: 0.2, y: 0.1 }];
    const lens = fitLens(points, free);
    expect(lens.zoom).toBe(1);
    expect(lens.shiftX).toBe(0);
    expect(lens.shiftY).toBeCloseTo(0.5);
    for (const p of points.map((q) => throughLens(q, lens))) {
      expect(p.y).toBeGreaterThanOrEqual(free.bottom - 1e-9);
      expect(p.y).toBeLessThanOrEqual(free.top + 1e-9);
    }
  });

  it('zooms out when the points are spread wider than the free area, but not without limit', () => {
    const lens = fitLens([{ x: -0.8, y: 0 }, { x: 0.8, y: 0 }], free);
    expect(lens.zoom).toBeCloseTo(1 / 1.6);
    const far = fitLens([{ x: -1, y: 0 }, { x: 1, y: 0 }], box(-0.1, 0.5, 0.1, -0.5));
    expect(far.zoom).toBe(MIN_ZOOM);
  });

  it('converts pixels to NDC with a margin inside the free area', () => {
    const r = rectToNdc(box(0, 0, 200, 100), 200, 100, 10);
    const want = box(-0.9, 0.8, 0.9, -0.8);
    for (const k of ['left', 'top', 'right', 'bottom'] as const) expect(r[k]).toBeCloseTo(want[k], 9);
  });

  it("moves three's image the way the lens says (zoom and view offset)", () => {
    const cam = new PerspectiveCamera(40, 1.6, 1, 100);
    cam.position.set(0, 0, 10);
    cam.lookAt(0, 0, 0);
    cam.updateMatrixWorld(true);
    const world = new Vector3(1.2, -0.7, 0);
    const plain = world.clone().project(cam);
    const lens = { zoom: 0.8, shiftX: 0.15, shiftY: 0.3 };
    cam.zoom = lens.zoom;
    cam.view = { enabled: true, fullWidth: 1, fullHeight: 1, ...viewOffsetOf(lens), width: 1, height: 1 };
    cam.updateProjectionMatrix();
    const seen = world.clone().project(cam);
    const expected = throughLens(plain, lens);
    expect(seen.x).toBeCloseTo(expected.x, 6);
    expect(seen.y).toBeCloseTo(expected.y, 6);
  });
});
