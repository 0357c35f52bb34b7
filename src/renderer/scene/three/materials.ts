// The table's surface materials in either look (quality.ts): physically based
// (MeshStandardMaterial) in the full look, diffuse (MeshLambertMaterial: no
// specular term, no environment map lookups) in the light look. Every solid
// piece of the table takes its material from here, so a look is one switch.
import { createElement } from 'react';
import { MeshLambertMaterial, MeshStandardMaterial, type MeshStandardMaterialParameters, type Texture } from 'three';
import { useLook, type Look } from './quality.js';

/**
 * The parameters a diffuse material keeps (the rest describe the specular
 * response). Fog is only for the tabletop's far edge: everything else on the
 * table lies nearer to a seat's eye than where the fog begins, so in the
 * light look it skips the fog's per-pixel work (a caller may ask for it).
 */
function diffuseParameters(p: MeshStandardMaterialParameters) {
  const { roughness: _r, metalness: _m, roughnessMap: _rm, metalnessMap: _mm, envMap: _e, envMapIntensity: _ei, ...rest } = p;
  // A metal's colour is mostly its reflection: without one, lift it toward how it reads under the full look's lights.
  const metal = p.metalness ?? 0;
  const fog = p.fog ?? false;
  return metal > 0.5 ? { ...rest, fog, emissive: p.color, emissiveIntensity: 0.25 } : { ...rest, fog };
}

export type SurfaceMaterial = MeshStandardMaterial | MeshLambertMaterial;

/**
 * Anisotropic filtering takes many texture reads per pixel on a software
 * rasteriser: the light look samples plainly. The full look keeps what the
 * texture's maker chose (remembered, so a return to the full look restores it).
 */
export function filterFor(look: Look, map: Texture | null | undefined) {
  if (!map) return;
  const full = (map.userData.fullAnisotropy ??= map.anisotropy) as number;
  const wanted = look === 'full' ? full : 1;
  if (map.anisotropy !== wanted) {
    map.anisotropy = wanted;
    map.needsUpdate = true;
  }
}

export function surfaceMaterial(look: Look, params: MeshStandardMaterialParameters): SurfaceMaterial {
  filterFor(look, params.map);
  return look === 'full' ? new MeshStandardMaterial(params) : new MeshLambertMaterial(diffuseParameters(params));
}

/** JSX form for meshes that declare their material inline. */
export function Surface(props: MeshStandardMaterialParameters & { attach?: string }) {
  const look = useLook();
  filterFor(look, props.map);
  return look === 'full'
    ? createElement('meshStandardMaterial', props)
    : createElement('meshLambertMaterial', diffuseParameters(props));
}
