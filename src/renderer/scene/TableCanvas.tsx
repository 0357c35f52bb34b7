// The 3D table: an R3F canvas that renders on demand (only when something changes).
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { GameView } from '../../engine/index.js';
import { Board } from './Board.js';
import { DebugProbe } from './DebugProbe.js';
import { seatEye, seatLookAt, type Vec3 } from '../../engine/geometry/index.js';
import type { Side } from '../../engine/core/types.js';

/** Moves the camera to the eye of the seat on screen (hotseat: the deciding seat). */
function SeatCamera({ eye, target }: { eye: Vec3; target: Vec3 }) {
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    camera.position.set(eye.x, eye.y, eye.z);
    camera.lookAt(target.x, target.y, target.z);
    invalidate();
  }, [camera, invalidate, eye.x, eye.y, eye.z, target.x, target.y, target.z]);
  return null;
}

export function TableCanvas({ view }: { view: GameView | null }) {
  const side: Side = view ? (view.players[view.viewer]?.side ?? 0) : 0;
  const eye = seatEye(side);
  const rotation = view?.palace.rotation ?? 0;
  const highlighted = [rotation % 6, (rotation + 1) % 6, (rotation + 2) % 6];
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ antialias: true }}
      camera={{ position: [eye.x, eye.y, eye.z], fov: 45, near: 1, far: 1000 }}
    >
      <SeatCamera eye={eye} target={seatLookAt(side)} />
      <color attach="background" args={['#1b2028']} />
      <hemisphereLight args={['#fff6e6', '#2a2f3a', 1.1]} />
      <directionalLight position={[30, 80, 40]} intensity={1.6} />
      <Board palaceRotation={rotation} highlighted={view ? highlighted : []} />
      <DebugProbe />
    </Canvas>
  );
}
