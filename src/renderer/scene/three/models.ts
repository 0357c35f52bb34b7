// The table's .glb models (assets/models, built from code by
// scripts/build-models.ts), loaded from local URLs that Vite emits as files
// (never inlined as data: URLs, which the CSP's connect-src would refuse; no
// CDN, no Draco/Meshopt decoders). The scene takes their geometries and gives
// them its own materials.
import { useGLTF } from '@react-three/drei';
import type { BufferGeometry, Mesh, Object3D } from 'three';
import palaceLevelUrl from '../../../../assets/models/palace-level.glb?url&no-inline';
import palaceRoofUrl from '../../../../assets/models/palace-roof.glb?url&no-inline';
import palaceTrimUrl from '../../../../assets/models/palace-trim.glb?url&no-inline';
import kinTileUrl from '../../../../assets/models/kin-tile.glb?url&no-inline';
import moonShardUrl from '../../../../assets/models/moon-shard.glb?url&no-inline';
import pioneerUrl from '../../../../assets/models/pioneer.glb?url&no-inline';
import heraldUrl from '../../../../assets/models/herald.glb?url&no-inline';

export const MODEL_URLS = {
  palaceLevel: palaceLevelUrl,
  palaceRoof: palaceRoofUrl,
  palaceTrim: palaceTrimUrl,
  kinTile: kinTileUrl,
  moonShard: moonShardUrl,
  pioneer: pioneerUrl,
  herald: heraldUrl,
} as const;

export type ModelName = keyof typeof MODEL_URLS;

/**
 * The geometry of a named part of a model (models are built with one mesh per
 * named node). GLTFLoader keeps names unique, so a node named like its mesh
 * comes back as "name_1": match the name with or without that suffix.
 */
export function useModelGeometry(model: ModelName, node: string): BufferGeometry {
  return useModelGeometryAt(MODEL_URLS[model], node);
}

/** The same for a model a table rule brings along (its URL imported beside its piece, e.g. `x.glb?url&no-inline`). */
export function useModelGeometryAt(url: string, node: string): BufferGeometry {
  const gltf = useGLTF(url, false, false) as unknown as { scene: Object3D };
  let found: Mesh | null = null;
  const pattern = new RegExp(`^${node.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(_\\d+)?$`);
  gltf.scene.traverse((o) => {
    if (!found && (o as Mesh).isMesh && pattern.test(o.name)) found = o as Mesh;
  });
  const mesh = found as Mesh | null;
  if (!mesh) throw new Error(`Model ${url} has no mesh named ${node}`);
  return mesh.geometry;
}

/** Starts loading the table's models (and any a table rule brings) with the page, so the table never waits for one mid-game. */
export function preloadModels(...more: string[]) {
  for (const url of [...Object.values(MODEL_URLS), ...more]) useGLTF.preload(url, false, false);
}
