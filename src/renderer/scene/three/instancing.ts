// Helpers for drawing many pieces in one draw call: an atlas material (each
// instance shows its own cell of one texture) and per-instance frames.
import { Matrix4, Quaternion, Vector3, type MeshStandardMaterialParameters, type Texture } from 'three';
import { surfaceMaterial, type SurfaceMaterial } from './materials.js';
import type { Look } from './quality.js';
import type { Vec3 } from '../../../engine/geometry/index.js';

/**
 * A surface material (materials.ts) whose map is an atlas of `cols` x `rows` cells: each
 * instance picks its cell with the per-instance attribute aCell (the UV of
 * the cell's bottom-left corner).
 */
export function atlasMaterial(
  look: Look,
  map: Texture,
  cols: number,
  rows: number,
  key: string,
  params: MeshStandardMaterialParameters = {},
): SurfaceMaterial {
  const m = surfaceMaterial(look, { map, roughness: 0.58, metalness: 0, ...params });
  m.onBeforeCompile = (shader) => {
    /* eslint-disable i18next/no-literal-string -- GLSL, not words */
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec2 aCell;')
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>\n#ifdef USE_MAP\nvMapUv = vMapUv * vec2(${(1 / cols).toFixed(8)}, ${(1 / rows).toFixed(8)}) + aCell;\n#endif`,
      );
    /* eslint-enable i18next/no-literal-string */
  };
  m.customProgramCacheKey = () => `ryozen-atlas-${look}-${key}-${cols}x${rows}`;
  return m;
}

/** A piece's placement: position, yaw about +y (radians, right-handed), optional tilt and scale. */
export interface PieceFrame {
  position: Vec3;
  yaw?: number;
  /** A full orientation, instead of a yaw. */
  quaternion?: Quaternion;
  scale?: number | [number, number, number];
}

const _q = new Quaternion();
const _s = new Vector3();
const _p = new Vector3();
const Y = new Vector3(0, 1, 0);

export function frameMatrix(f: PieceFrame, out = new Matrix4()): Matrix4 {
  const q = f.quaternion ?? _q.setFromAxisAngle(Y, f.yaw ?? 0);
  const sc = f.scale ?? 1;
  if (typeof sc === 'number') _s.set(sc, sc, sc);
  else _s.set(sc[0], sc[1], sc[2]);
  return out.compose(_p.set(f.position.x, f.position.y, f.position.z), q, _s);
}

/** The yaw that turns a model's -z (its "top"/front in our models) toward a horizontal direction. */
export function yawToward(dir: Vec3): number {
  return Math.atan2(-dir.x, -dir.z);
}
