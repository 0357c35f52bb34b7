// The table camera. 'seat': at the seat's eye from src/engine/geometry
// (seatEye, seatLookAt: the eye the engine's point of view uses), gliding to
// the next human seat in hotseat; 'orbit': drei OrbitControls around the
// palace; 'top': straight down, the seat's side at the bottom of the screen.
// In 'seat' and 'top' the lens frames the lit targets and the viewer's hand
// inside the part of the canvas the HUD leaves free (framing.ts: a zoom-out
// and a lens shift; the camera itself stays at the seat's eye). In 'orbit' the
// lens frames what is on screen from wherever the player put the camera, and
// the player alone moves the camera. A drag on the table in the seat or top
// view turns into an orbit from where the camera is (orbitDrag.ts).
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { PerspectiveCamera as ScratchCamera, Vector3, type PerspectiveCamera } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { seatEye, seatLookAt, seatOutward } from '../../../engine/geometry/index.js';
import type { Side } from '../../../engine/core/types.js';
import { cameraKey, useCamera, type CameraMode } from '../cameraStore.js';
import { FRAME_MARGIN, fitLens, NEUTRAL_LENS, rectToNdc, sameLens, viewOffsetOf, type Lens } from '../pure/framing.js';
import { freeRectKey, hudFreeRect } from '../hudBoxes.js';
import { handOverDrag, watchDragToOrbit } from '../pure/orbitDrag.js';
import { framingLandmarks } from '../pure/framingLandmarks.js';
import { requestFraming, useTableFrame, type CameraMotion, type TableFrame } from '../tableFrame.js';

export const TOP_HEIGHT = 112;
const LOOK = seatLookAt(0);

/**
 * Table mode's resting place (no person plays at this screen): above the
 * corner between the first and the last side, nobody's seat, higher than a
 * seat's eye so the whole table is in sight.
 */
function tableGoal() {
  const a = seatEye(0);
  const b = seatEye(3);
  const t = seatLookAt(0);
  const reach = Math.hypot(a.x, a.z);
  const eye = new Vector3(a.x + b.x, 0, a.z + b.z).normalize().multiplyScalar(reach * 0.9).setY(a.y * 1.45);
  return { eye, look: new Vector3(0, t.y * 0.6, 0), up: new Vector3(0, 1, 0) };
}

function goal(mode: 'seat' | 'top', side: Side, table = false) {
  if (mode === 'seat' && table) return tableGoal();
  if (mode === 'seat') {
    const e = seatEye(side);
    const t = seatLookAt(side);
    return { eye: new Vector3(e.x, e.y, e.z), look: new Vector3(t.x, t.y, t.z), up: new Vector3(0, 1, 0) };
  }
  const o = seatOutward(side);
  // Screen-up points away from the seat, so its side is at the bottom.
  return { eye: new Vector3(o.x * 0.01, TOP_HEIGHT, o.z * 0.01), look: new Vector3(0, 0, 0), up: new Vector3(-o.x, 0, -o.z) };
}

function applyLens(camera: PerspectiveCamera, lens: Lens, motion: CameraMotion) {
  camera.zoom = lens.zoom;
  const { offsetX, offsetY } = viewOffsetOf(lens);
  // Unit full size: the offset is a fraction of the frustum, whatever the canvas' size and aspect.
  camera.view = { enabled: true, fullWidth: 1, fullHeight: 1, offsetX, offsetY, width: 1, height: 1 };
  camera.updateProjectionMatrix();
  motion.lens.zoom = lens.zoom;
  motion.lens.shiftX = lens.shiftX;
  motion.lens.shiftY = lens.shiftY;
}

/**
 * The lens that keeps what matters clear of the HUD, in its free area. In the
 * seat and top views, from the mode's resting pose: the lit targets, the hand
 * and the table's landmarks (framingLandmarks.ts). In orbit, from where the
 * player put the camera, and only what is on screen already: the player chose
 * what to look at, the lens only moves it out from under the HUD.
 */
function framingLens(frame: TableFrame, scratch: ScratchCamera, camera: PerspectiveCamera, canvas: HTMLElement, mode: CameraMode, side: Side, table: boolean): Lens {
  scratch.fov = camera.fov;
  scratch.aspect = camera.aspect;
  scratch.near = camera.near;
  scratch.far = camera.far;
  if (mode === 'orbit') {
    scratch.up.copy(camera.up);
    scratch.position.copy(camera.position);
    scratch.quaternion.copy(camera.quaternion);
  } else {
    const g = goal(mode, side, table);
    scratch.up.copy(g.up);
    scratch.position.copy(g.eye);
    scratch.lookAt(g.look);
  }
  scratch.updateMatrixWorld(true);
  scratch.updateProjectionMatrix();
  const floors = frame.view.committed?.palace.floors ?? 3;
  const world = [...frame.lit.points.values(), ...frame.lit.hand, ...framingLandmarks(mode, floors)];
  let points = world.map((p) => new Vector3(p.x, p.y, p.z).project(scratch));
  if (mode === 'orbit') points = points.filter((p) => Math.abs(p.x) <= 1 && Math.abs(p.y) <= 1 && p.z < 1);
  const { rect, width, height } = hudFreeRect(canvas);
  if (width < 1 || height < 1) return NEUTRAL_LENS;
  return fitLens(points, rectToNdc(rect, width, height, FRAME_MARGIN));
}

/** Puts the camera at a seat's eye at once (no glide). */
export function snapToSeat(frame: TableFrame, camera: PerspectiveCamera, side: Side) {
  const g = goal('seat', side);
  camera.up.copy(g.up);
  camera.position.copy(g.eye);
  camera.lookAt(g.look);
  camera.updateMatrixWorld(true);
  frame.camera.target.copy(g.look);
  frame.camera.side = side;
  // Another side sees the targets elsewhere on screen: the lens frames them again before the view counts as settled.
  requestFraming(frame.framing);
}

/** `table`: the table view is shown (no seat's eye: see tableGoal). */
export function CameraRig({ side, table = false }: { side: Side; table?: boolean }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const canvas = useThree((s) => s.gl.domElement);
  const size = useThree((s) => s.size);
  const mode = useCamera((s) => s.mode);
  const forced = useCamera((s) => s.forcedSide);
  const seatSide = forced ?? side;
  const frame = useTableFrame();
  // The lens is fitted from a camera of its own, at the pose the mode rests in.
  const [scratch] = useState(() => new ScratchCamera());
  const { camera: cameraMotion, orbit: orbitPose, framing: framingRequest } = frame;
  // A new canvas in orbit (a change of look) goes on from where the orbit was.
  const look = useRef(mode === 'orbit' && orbitPose.target ? orbitPose.target.clone() : new Vector3(LOOK.x, LOOK.y, LOOK.z));
  const controls = useRef<OrbitControlsImpl>(null);
  const first = useRef(true);
  const gliding = useRef(false);
  const lensGoal = useRef<Lens>({ ...NEUTRAL_LENS });
  const lensMoving = useRef(false);
  const dragging = useRef(false);
  const updateSettled = () => {
    cameraMotion.settled = !gliding.current && !lensMoving.current && !framingRequest.open;
  };

  // Frame again when asked (new lit targets), when the canvas changes size, and
  // when the HUD's boxes move (a panel collapses, the decision bar grows).
  useEffect(() => {
    framingRequest.wake = () => {
      cameraMotion.settled = false;
      invalidate();
    };
    requestFraming(framingRequest);
    let key = '';
    let queued = 0;
    const check = () => {
      queued = 0;
      const k = freeRectKey(canvas);
      if (k !== key) {
        key = k;
        requestFraming(framingRequest);
      }
    };
    // Any change in the page may move a HUD box; reading a few rects once a frame is cheap, and a frame is drawn only when they moved.
    const watcher = new MutationObserver(() => {
      if (!queued) queued = requestAnimationFrame(check);
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      watcher.disconnect();
      if (queued) cancelAnimationFrame(queued);
      framingRequest.wake = null;
    };
  }, [canvas, invalidate, framingRequest, cameraMotion]);
  useEffect(() => requestFraming(framingRequest), [size.width, size.height, framingRequest]);

  // Keys: C cycles seat/orbit/top, T toggles the top view.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = cameraKey(e);
      if (k === 'cycle') useCamera.getState().cycle();
      else if (k === 'top') useCamera.getState().toggleTop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A drag in the seat or top view turns into an orbit from the camera's pose now.
  useEffect(() => {
    if (mode === 'orbit') return;
    return watchDragToOrbit(canvas, frame.pointer, () => {
      // The orbit controls read the camera's up once, when they are made: the world's up, as in orbit.
      camera.up.set(0, 1, 0);
      camera.lookAt(look.current);
      useCamera.getState().setMode('orbit');
    });
  }, [mode, canvas, camera, frame]);

  useEffect(() => {
    cameraMotion.side = seatSide;
    requestFraming(framingRequest);
    if (mode === 'orbit') {
      if (first.current && orbitPose.position) camera.position.copy(orbitPose.position);
      first.current = false;
      camera.up.set(0, 1, 0);
      camera.lookAt(look.current);
      cameraMotion.target.copy(look.current);
      orbitPose.position = camera.position.clone();
      orbitPose.target = look.current.clone();
      gliding.current = false;
      updateSettled();
      // The drag that switched to orbit goes on turning the table.
      handOverDrag(frame.pointer, controls.current?.domElement);
      invalidate();
      return;
    }
    orbitPose.position = null;
    orbitPose.target = null;
    if (first.current) {
      // The first view starts at the seat, without a glide.
      first.current = false;
      const g = goal(mode, seatSide, table);
      camera.up.copy(g.up);
      camera.position.copy(g.eye);
      look.current.copy(g.look);
      camera.lookAt(look.current);
      cameraMotion.target.copy(look.current);
      gliding.current = false;
      updateSettled();
      invalidate();
      return;
    }
    gliding.current = true;
    updateSettled();
    invalidate();
  }, [mode, seatSide, table, camera, invalidate, frame]);

  useFrame((_, delta) => {
    const k = 1 - Math.exp(-4.5 * Math.min(delta, 0.25));
    // While the player drags in orbit the lens stays put (nothing drifts under their hand); it frames once they let go.
    if (framingRequest.open && !(mode === 'orbit' && dragging.current)) {
      framingRequest.open = false;
      const next = framingLens(frame, scratch, camera, canvas, mode, seatSide, table);
      if (!sameLens(next, lensGoal.current)) {
        lensGoal.current = next;
        lensMoving.current = true;
      }
    }
    if (lensMoving.current) {
      // Quicker than the seat glide: a lens change follows a click and should not trail it.
      const kl = 1 - Math.exp(-9 * Math.min(delta, 0.25));
      const cur = cameraMotion.lens;
      const to = lensGoal.current;
      const lens = { zoom: cur.zoom + (to.zoom - cur.zoom) * kl, shiftX: cur.shiftX + (to.shiftX - cur.shiftX) * kl, shiftY: cur.shiftY + (to.shiftY - cur.shiftY) * kl };
      const done = sameLens(lens, to, 2e-3);
      applyLens(camera, done ? to : lens, cameraMotion);
      lensMoving.current = !done;
    }
    if (mode !== 'orbit' && gliding.current) glide(k);
    updateSettled();
    if (!cameraMotion.settled) invalidate();
  });

  function glide(k: number) {
    const g = goal(mode as 'seat' | 'top', seatSide, table);
    camera.position.lerp(g.eye, k);
    look.current.lerp(g.look, k);
    camera.up.lerp(g.up, k).normalize();
    camera.lookAt(look.current);
    cameraMotion.target.copy(look.current);
    if (camera.position.distanceTo(g.eye) < 0.02 && look.current.distanceTo(g.look) < 0.02 && camera.up.distanceTo(g.up) < 1e-3) {
      camera.position.copy(g.eye);
      look.current.copy(g.look);
      camera.up.copy(g.up);
      camera.lookAt(look.current);
      cameraMotion.target.copy(look.current);
      gliding.current = false;
    }
  }

  return mode === 'orbit' ? (
    <OrbitControls
      ref={controls}
      makeDefault
      domElement={canvas}
      target={[look.current.x, look.current.y, look.current.z]}
      enableDamping={false}
      minDistance={25}
      maxDistance={220}
      maxPolarAngle={Math.PI * 0.47}
      onStart={() => (dragging.current = true)}
      onEnd={() => {
        dragging.current = false;
        if (framingRequest.open) invalidate();
      }}
      onChange={() => {
        const c = controls.current;
        if (c) look.current.copy(c.target);
        cameraMotion.target.copy(look.current);
        if (orbitPose.position) {
          orbitPose.position.copy(camera.position);
          orbitPose.target!.copy(look.current);
        }
      }}
    />
  ) : null;
}
