// The table's lights, in one place: the canvas builds them from here, and the
// light look's unlit tabletop takes its shade from the same numbers.
import { Color, Vector3, type ColorRepresentation } from 'three';

export const LIGHTS = {
  hemisphere: { sky: '#ffe9c8', ground: '#24170e', intensity: 0.55 },
  /** The warm key light, the one that casts shadows. */
  key: { position: [38, 82, 30] as [number, number, number], color: '#fff0d8', intensity: 2.4 },
  /** A cool fill from the other side. */
  fill: { position: [-45, 40, -35] as [number, number, number], color: '#b9c8ff', intensity: 0.45 },
} as const;

/**
 * The colour a diffuse (Lambert) surface facing straight up shows under
 * LIGHTS where no shadow falls: three.js's Lambert model (albedo / pi times
 * the irradiance of the hemisphere and each directional light), so an unlit
 * material of this colour looks the same.
 */
export function litFromAbove(albedo: ColorRepresentation): Color {
  const up = new Vector3(0, 1, 0);
  const irradiance = new Color(LIGHTS.hemisphere.sky).multiplyScalar(LIGHTS.hemisphere.intensity);
  for (const light of [LIGHTS.key, LIGHTS.fill]) {
    const cos = Math.max(0, up.dot(new Vector3(...light.position).normalize()));
    irradiance.add(new Color(light.color).multiplyScalar(light.intensity * cos));
  }
  return new Color(albedo).multiply(irradiance.multiplyScalar(1 / Math.PI));
}
