// The dragon table rule on the table, all in one place: its figure (its own
// model), where it stands (view.dragon: moon m, on the boundary between
// sectors m and m+1, facing along the ring), how it is drawn, and the board's
// moons printed lit while the rule is in play. TableCanvas mounts it among the
// pieces; its words (name, rules, the sector mark in the HUD) are in
// ui/texts.ts.
import { useMemo } from 'react';
import { bearingDirection, moonBearing, moonPosition, vec3 } from '../../../engine/geometry/index.js';
import type { GameView } from '../../../engine/view.js';
import dragonUrl from '../../../../assets/models/dragon.glb?url&no-inline';
import { yawToward } from '../three/instancing.js';
import { useModelGeometryAt } from '../three/models.js';
import { surfaceMaterial } from '../three/materials.js';
import { useLook } from '../three/quality.js';
import { Instanced, type Item } from './Instanced.js';

/** The figure's model, for the page to load with the table's others. */
export const DRAGON_MODEL_URL: string = dragonUrl;

/** Where the dragon stands: on its moon, turned to face along the ring; null when no dragon is in play. */
export function dragonFrame(view: Pick<GameView, 'dragon'>): Item | null {
  const moon = view.dragon;
  if (moon < 0) return null;
  const p = moonPosition(moon);
  return { position: vec3(p.x, 0, p.z), yaw: yawToward(bearingDirection(moonBearing(moon) + Math.PI / 2)) + Math.PI, scale: 1.15 };
}

/** Whether the board prints its moons lit (gold): while the dragon rule is in play. */
export function moonsLit(view: Pick<GameView, 'config'> | null): boolean {
  return !!view?.config.dragon;
}

export function Dragon({ view }: { view: Pick<GameView, 'dragon'> }) {
  const look = useLook();
  const geometry = useModelGeometryAt(DRAGON_MODEL_URL, 'dragon');
  const material = useMemo(() => surfaceMaterial(look, { color: '#2f7d52', roughness: 0.35, metalness: 0.45 }), [look]);
  const items = useMemo(() => {
    const frame = dragonFrame(view);
    return frame ? [frame] : [];
  }, [view]);
  return <Instanced name="dragon" geometry={geometry} material={material} items={items} />;
}
