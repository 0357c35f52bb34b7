// Seeing through the palace. Three levels and a roof hide the far side of the
// board from a seat, and with it lit targets in the far sectors. The camera
// may not move to see them (the seat's eye is where the engine's point of view
// is computed from, and that decides which walls are legal), so while any lit
// target lies behind the palace from where the camera is, the standing palace
// is drawn faded, see-through. Which walls are legal does not change.
import { Raycaster, Vector3, type Intersection, type Material, type Mesh, type Object3D } from 'three';

/** The faded palace's opacity: enough to read its shape, little enough to read the board behind. */
export const FADED_OPACITY = 0.3;
/** A hit this close before the target is the target's own surface (a ward on the rotating board, the pinnacle on the roof). */
export const TARGET_SURFACE_MARGIN = 0.5;

const raycaster = new Raycaster();
const direction = new Vector3();

/** What among `objects` (and their children) stands between `eye` and `point`. */
export function between(eye: Vector3, point: Vector3, objects: readonly Object3D[], margin = TARGET_SURFACE_MARGIN): Intersection[] {
  direction.subVectors(point, eye);
  const distance = direction.length();
  if (distance <= margin) return [];
  raycaster.set(eye, direction.normalize());
  raycaster.near = 0;
  raycaster.far = distance - margin;
  return raycaster.intersectObjects([...objects], true);
}

/** Whether any of `points` is hidden from `eye` by `objects`. */
export function hidesAny(eye: Vector3, points: Iterable<{ x: number; y: number; z: number }>, objects: readonly Object3D[]): boolean {
  const p = new Vector3();
  for (const q of points) if (between(eye, p.set(q.x, q.y, q.z), objects).length > 0) return true;
  return false;
}

interface Base {
  transparent: boolean;
  opacity: number;
  depthWrite: boolean;
}

/** Fades (or restores) every material under `root`, remembering each one's own settings. */
export function setFaded(root: Object3D, faded: boolean): void {
  root.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh) return;
    for (const m of ([] as Material[]).concat(mesh.material)) {
      const base = (m.userData.fadeBase ??= { transparent: m.transparent, opacity: m.opacity, depthWrite: m.depthWrite }) as Base;
      m.transparent = faded || base.transparent;
      m.opacity = faded ? Math.min(base.opacity, FADED_OPACITY) : base.opacity;
      m.depthWrite = faded ? false : base.depthWrite;
    }
  });
}

/** Whether a material is drawn faded or see-through (what the table's own occlusion test passes through). */
export function seeThrough(m: Material): boolean {
  return m.transparent && m.opacity < 0.5;
}
