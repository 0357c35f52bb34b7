// Shadows are drawn into their map only when something on the table moved,
// not when just the camera moves (a glide, an orbit): the shadow pass is half
// of a frame's work on a software rasteriser. Anything that moves a piece
// marks the table frame's shadows dirty (markShadows); ShadowControl (mounted last, so its frame callback
// runs after every other one) asks three.js to redraw the map in that frame.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useTableFrame, type TableFrame } from '../tableFrame.js';

export function markShadows(shadows: TableFrame['shadows']) {
  shadows.dirty = true;
}

export function ShadowControl() {
  const gl = useThree((s) => s.gl);
  const shadows = useTableFrame().shadows;
  useEffect(() => {
    gl.shadowMap.autoUpdate = false;
    gl.shadowMap.needsUpdate = true;
    return () => {
      gl.shadowMap.autoUpdate = true;
    };
  }, [gl]);
  useFrame(() => {
    if (shadows.dirty) {
      gl.shadowMap.needsUpdate = true;
      shadows.dirty = false;
    }
  });
  return null;
}
