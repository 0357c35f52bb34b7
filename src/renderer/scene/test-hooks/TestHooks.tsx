// Test hooks on window.__ryozenScene, only with ?test=1 in the page address
// or in a dev build: what the live three.js scene really holds (the camera,
// the palace's wall meshes in world space, what was drawn), and a direct
// route to the game channels for end-to-end tests that set up positions.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Matrix3, Vector3, type Material, type Mesh, type Object3D, type PerspectiveCamera } from 'three';
import type { RyozenSceneHook, XYZ } from './testHookTypes.js';
import { getBridge } from '../../bridge.js';
import { useGame } from '../../store/game.js';
import { useCamera } from '../cameraStore.js';
import { snapToSeat } from '../components/CameraRig.js';
import { tableSettled, useTableFrame } from '../tableFrame.js';
import { floorFrames } from './floor.js';
import { paintedLabels } from './paintedLabels.js';
import { between, seeThrough } from '../three/palaceFade.js';
import { layoutTable } from '../pure/layout.js';
import { KIN_TILE_THICKNESS, add, scale } from '../../../engine/geometry/index.js';

export type { RyozenSceneHook };

export function testHooksEnabled(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return new URLSearchParams(window.location.search).get('test') === '1';
  } catch {
    return false;
  }
}

/** Drawn, and drawn solid: not hidden, not faded or see-through, not one of the lit targets' own marks. */
function solid(o: Object3D): boolean {
  for (let p: Object3D | null = o; p; p = p.parent) if (!p.visible || p.name === 'highlights') return false;
  const m = (o as Mesh).material as Material | Material[] | undefined;
  return !!m && !([] as Material[]).concat(m).every(seeThrough);
}
const v = (p: { x: number; y: number; z: number }): XYZ => ({ x: p.x, y: p.y, z: p.z });

export function TestHooks() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const frame = useTableFrame();
  useFrame(() => {
    frame.frames.count++;
    frame.view.drawn = frame.view.committed;
  });
  useEffect(() => {
    if (!testHooksEnabled()) return;
    const { camera: cameraMotion, lit: litTargets, view: sceneSync, rest: restFrame } = frame;
    window.__ryozenScene = {
      camera: () => ({
        position: v(camera.position),
        target: v(cameraMotion.target),
        up: v(camera.up),
        fov: camera.fov,
        aspect: camera.aspect,
        mode: useCamera.getState().mode,
        side: cameraMotion.side,
        settled: cameraMotion.settled,
      }),
      walls: () => {
        scene.updateMatrixWorld(true);
        const out: { wall: number; level: number; centre: XYZ; normal: XYZ }[] = [];
        const palace = scene.getObjectByName('palace');
        palace?.traverse((o) => {
          const m = o as Mesh;
          if (!m.isMesh || typeof m.userData.wall !== 'number') return;
          const g = m.geometry;
          g.computeBoundingBox();
          const centre = g.boundingBox!.getCenter(new Vector3()).applyMatrix4(m.matrixWorld);
          const n = g.getAttribute('normal');
          const normal = new Vector3(n.getX(0), n.getY(0), n.getZ(0)).applyMatrix3(new Matrix3().getNormalMatrix(m.matrixWorld)).normalize();
          out.push({ wall: m.userData.wall as number, level: m.userData.level as number, centre: v(centre), normal: v(normal) });
        });
        return out;
      },
      setCameraToSeat: (side) => {
        useCamera.setState({ mode: 'seat', forcedSide: side });
        if (side !== null) snapToSeat(frame, camera, side);
        invalidate();
      },
      renderInfo: () => ({ ...gl.info.render }),
      frames: () => frame.frames.count,
      settled: () => tableSettled(frame),
      palaceYaw: () => frame.palace.yaw,
      targets: () => [...litTargets.keys],
      invalidate: () => invalidate(),
      call: (channel, input) => getBridge().call(channel, input as never),
      show: (view) => {
        sceneSync.pending = view.view;
        useGame.setState({ seatView: view, screen: 'playing', handoff: null } as never);
      },
      select: (kin) => useGame.getState().selectKin(kin),
      floorFrames: (count) => floorFrames(gl, count),
      timeFrame: (kind = 'moving') => {
        const ctx = gl.getContext();
        const px = new Uint8Array(4);
        // A frame at the resolution the table uses for that kind of frame (the same in both when the look has no rest frame).
        const res = restFrame.resolutions;
        if (res) gl.setPixelRatio(kind === 'rest' ? res.rest : res.moving);
        const t0 = performance.now();
        gl.render(scene, camera);
        ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, px);
        return performance.now() - t0;
      },
      resolution: () => ({ pixelRatio: gl.getPixelRatio(), width: gl.domElement.width, height: gl.domElement.height, restFrames: restFrame.clock?.restFrames ?? 0 }),
      three: () => ({ gl, scene, camera }),
      project: (p) => {
        camera.updateMatrixWorld(true);
        const ndc = new Vector3(p.x, p.y, p.z).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: ((ndc.x + 1) / 2) * r.width, y: ((1 - ndc.y) / 2) * r.height };
      },
      targetPoint: (key) => litTargets.points.get(key) ?? null,
      occluders: (key) => {
        const p = litTargets.points.get(key);
        if (!p) return [];
        scene.updateMatrixWorld(true);
        const hits = between(camera.position, new Vector3(p.x, p.y, p.z), [scene]).filter((h) => solid(h.object));
        return hits.map((h) => h.object.name || h.object.type);
      },
      handPoints: () => litTargets.hand.map(v),
      kinPoint: (id) => {
        const view = sceneSync.committed;
        const k = view ? layoutTable(view).kin.find((x) => x.id === id) : undefined;
        return k ? v(add(k.position, scale(k.normal, KIN_TILE_THICKNESS))) : null;
      },
      viewDrawn: () => sceneSync.committed !== null && sceneSync.drawn === sceneSync.committed,
      drawnView: () => sceneSync.drawn,
      placeCamera: (position, target) => {
        useCamera.setState({ mode: 'orbit' });
        camera.up.set(0, 1, 0);
        camera.position.set(position.x, position.y, position.z);
        camera.lookAt(target.x, target.y, target.z);
        camera.updateMatrixWorld(true);
      },
      meshes: () => {
        const names: string[] = [];
        scene.traverse((o) => {
          if ((o as Mesh).isMesh) names.push(o.name);
        });
        return names;
      },
    };
    window.__ryozenPaintedLabels = paintedLabels;
    return () => {
      delete window.__ryozenScene;
      delete window.__ryozenPaintedLabels;
    };
  }, [gl, scene, camera, invalidate, frame]);
  return null;
}
