// Exposes what the WebGL renderer really drew, for tests:
// window.__ryozenDebug = { frames, triangles, calls, boardMeshes }.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useTableFrame } from '../tableFrame.js';

export interface RyozenDebug {
  /** Frames rendered so far. */
  readonly frames: number;
  /** Triangles drawn in the last frame (three.js renderer.info). */
  readonly triangles: number;
  /** Draw calls in the last frame. */
  readonly calls: number;
  /** Meshes named 'board' in the scene. */
  readonly boardMeshes: number;
}

declare global {
  interface Window {
    __ryozenDebug?: RyozenDebug;
  }
}

export function DebugProbe() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  // The table's frame count (TestHooks counts the frames).
  const frames = useTableFrame().frames;
  useEffect(() => {
    window.__ryozenDebug = {
      get frames() {
        return frames.count;
      },
      get triangles() {
        return gl.info.render.triangles;
      },
      get calls() {
        return gl.info.render.calls;
      },
      get boardMeshes() {
        let n = 0;
        scene.traverse((o) => {
          if (o.name === 'board') n++;
        });
        return n;
      },
    };
  }, [gl, scene, frames]);
  return null;
}
