// Draws the table at full resolution once it has come to rest, and at the
// look's lower resolution while anything moves (restClock.ts says when).
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { RestClock, restResolutions } from '../pure/restClock.js';
import { useTableFrame } from '../tableFrame.js';

export function RestFrame({ dpr, software }: { dpr: number | [number, number]; software: boolean }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  // The test hooks and the bench read the live resolutions and rest clock there.
  const restFrame = useTableFrame().rest;
  const resolutions = useMemo(() => restResolutions(dpr, software, window.devicePixelRatio), [dpr, software]);
  const clock = useMemo(() => (resolutions ? new RestClock(() => invalidate()) : null), [resolutions, invalidate]);
  useEffect(() => {
    restFrame.resolutions = resolutions;
    restFrame.clock = clock;
    if (!clock) return;
    const stop = addAfterEffect(() => clock.drawn());
    return () => {
      stop();
      clock.dispose();
      if (restFrame.clock === clock) restFrame.clock = null;
      // Back to the look's own resolution, as R3F set it.
      if (resolutions) gl.setPixelRatio(resolutions.moving);
    };
  }, [clock, resolutions, gl, restFrame]);
  useFrame(() => {
    if (!clock || !resolutions) return;
    const ratio = clock.frame() === 'rest' ? resolutions.rest : resolutions.moving;
    // Resizing the drawing buffer clears it; this frame redraws it before the page is painted.
    if (gl.getPixelRatio() !== ratio) gl.setPixelRatio(ratio);
  });
  return null;
}
