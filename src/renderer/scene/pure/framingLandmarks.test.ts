// The framing keeps what a player reads all game long clear of the HUD, not
// only the lit targets and the hand: from a seat (a replay, whose hand sits
// low and whose bottom bar is tall) the palace's top stays below the top bar;
// from above the board's edge, where the favor track runs, does too.
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { handSlotPosition, PALACE_TOP_Y, seatEye, seatLookAt, seatOutward, type Vec3 } from '../../../engine/geometry/index.js';
import type { Side } from '../../../engine/core/types.js';
import { FRAME_MARGIN, fitLens, MIN_ZOOM, rectToNdc, throughLens } from './framing.js';
import { framingLandmarks } from './framingLandmarks.js';

const W = 1280;
const H = 800;

function camera(mode: 'seat' | 'top', side: Side): PerspectiveCamera {
  const c = new PerspectiveCamera(40, W / H, 2, 700);
  if (mode === 'seat') {
    const e = seatEye(side);
    const t = seatLookAt(side);
    c.position.set(e.x, e.y, e.z);
    c.lookAt(t.x, t.y, t.z);
  } else {
    // As CameraRig's top view: straight down, the seat's side at the bottom.
    const o = seatOutward(side);
    c.up.set(-o.x, 0, -o.z);
    c.position.set(o.x * 0.01, 112, o.z * 0.01);
    c.lookAt(0, 0, 0);
  }
  c.updateMatrixWorld(true);
  return c;
}

const ndc = (c: PerspectiveCamera, p: Vec3) => new Vector3(p.x, p.y, p.z).project(c);
const hand = (side: Side) => [0, 1, 2, 3, 4].map((i) => handSlotPosition(side, i, 5));
// A tall top bar and a tall bottom bar (a replay's controls, or a decision bar with its list open).
const free = rectToNdc({ left: 0, top: 64, right: W, bottom: H - 230 }, W, H, FRAME_MARGIN);
const inside = (p: { x: number; y: number }) => p.x >= free.left - 1e-6 && p.x <= free.right + 1e-6 && p.y <= free.top + 1e-6 && p.y >= free.bottom - 1e-6;

describe('the framing landmarks', () => {
  for (const side of [0, 1, 2, 3] as Side[]) {
    it(`from seat ${side}: the palace's top and the hand both clear of the bars`, () => {
      const c = camera('seat', side);
      const handNdc = hand(side).map((p) => ndc(c, p));
      const landmarks = framingLandmarks('seat', 3).map((p) => ndc(c, p));
      // The hand alone: the lens shifts up to clear the bottom bar, and the roof goes under the top bar.
      const handOnly = fitLens(handNdc, free);
      expect(landmarks.some((p) => !inside(throughLens(p, handOnly)))).toBe(true);
      // With the landmarks: everything in the free area, zoomed out no further than allowed.
      const lens = fitLens([...handNdc, ...landmarks], free);
      expect(lens.zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
      for (const p of [...handNdc, ...landmarks]) expect(inside(throughLens(p, lens)), `(${p.x.toFixed(2)}, ${p.y.toFixed(2)})`).toBe(true);
      // The palace's top is one of them.
      expect(framingLandmarks('seat', 3).some((p) => p.y === PALACE_TOP_Y)).toBe(true);
    });

    it(`from above seat ${side}: the board's corners and the hand both clear of the bars`, () => {
      const c = camera('top', side);
      const points = [...hand(side), ...framingLandmarks('top', 3)].map((p) => ndc(c, p));
      const lens = fitLens(points, free);
      expect(lens.zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
      for (const p of points) expect(inside(throughLens(p, lens))).toBe(true);
      expect(framingLandmarks('top', 3).map((p) => ndc(c, p)).some((p) => !inside(throughLens(p, fitLens(hand(side).map((q) => ndc(c, q)), free))))).toBe(true);
    });
  }

  it('follow the palace as it grows: the eaves of the highest level standing', () => {
    const top = (floors: number) => Math.max(...framingLandmarks('seat', floors).map((p) => p.y));
    expect(top(1)).toBeLessThan(top(2));
    expect(top(2)).toBeLessThan(top(3));
    expect(top(3)).toBe(PALACE_TOP_Y);
  });
});
