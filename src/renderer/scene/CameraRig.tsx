// The table camera. 'seat': at the seat's eye from src/engine/geometry
// (seatEye, seatLookAt: the eye the engine's point of view uses), gliding to
// the next human seat in hotseat; 'orbit': drei OrbitControls around the
// palace; 'top': straight down, the seat's side at the bottom of the screen.
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Vector3, type PerspectiveCamera } from 'three';
import { seatEye, seatLookAt, seatOutward } from '../../engine/geometry/index.js';
import type { Side } from '../../engine/core/types.js';
import { cameraKey, useCamera } from './cameraStore.js';

export const TOP_HEIGHT = 112;
const LOOK = seatLookAt(0);

/** Shared with the test hook. */
export const cameraMotion = { settled: true, side: 0 as Side, target: new Vector3(LOOK.x, LOOK.y, LOOK.z) };

function goal(mode: 'seat' | 'top', side: Side) {
  if (mode === 'seat') {
    const e = seatEye(side);
    const t = seatLookAt(side);
    return { eye: new Vector3(e.x, e.y, e.z), look: new Vector3(t.x, t.y, t.z), up: new Vector3(0, 1, 0) };
  }
  const o = seatOutward(side);
  // Screen-up points away from the seat, so its side is at the bottom.
  return { eye: new Vector3(o.x * 0.01, TOP_HEIGHT, o.z * 0.01), look: new Vector3(0, 0, 0), up: new Vector3(-o.x, 0, -o.z) };
}

/** Puts the camera at a seat's eye at once (no glide). */
export function snapToSeat(camera: PerspectiveCamera, side: Side) {
  const g = goal('seat', side);
  camera.up.copy(g.up);
  camera.position.copy(g.eye);
  camera.lookAt(g.look);
  camera.updateMatrixWorld(true);
  cameraMotion.target.copy(g.look);
  cameraMotion.side = side;
  cameraMotion.settled = true;
}

export function CameraRig({ side }: { side: Side }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const mode = useCamera((s) => s.mode);
  const forced = useCamera((s) => s.forcedSide);
  const seatSide = forced ?? side;
  const look = useRef(new Vector3(LOOK.x, LOOK.y, LOOK.z));
  const first = useRef(true);

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

  useEffect(() => {
    cameraMotion.side = seatSide;
    if (mode === 'orbit') {
      camera.up.set(0, 1, 0);
      cameraMotion.settled = true;
      invalidate();
      return;
    }
    if (first.current) {
      // The first view starts at the seat, without a glide.
      first.current = false;
      const g = goal(mode, seatSide);
      camera.up.copy(g.up);
      camera.position.copy(g.eye);
      look.current.copy(g.look);
      camera.lookAt(look.current);
      cameraMotion.target.copy(look.current);
      cameraMotion.settled = true;
      invalidate();
      return;
    }
    cameraMotion.settled = false;
    invalidate();
  }, [mode, seatSide, camera, invalidate]);

  useFrame((_, delta) => {
    if (mode === 'orbit' || cameraMotion.settled) return;
    const g = goal(mode, seatSide);
    const k = 1 - Math.exp(-4.5 * Math.min(delta, 0.25));
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
      cameraMotion.settled = true;
    } else invalidate();
  });

  return mode === 'orbit' ? (
    <OrbitControls
      makeDefault
      target={[look.current.x, look.current.y, look.current.z]}
      enableDamping={false}
      minDistance={25}
      maxDistance={220}
      maxPolarAngle={Math.PI * 0.47}
      onChange={() => cameraMotion.target.copy(look.current)}
    />
  ) : null;
}
