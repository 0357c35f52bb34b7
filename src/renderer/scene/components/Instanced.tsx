// One instanced draw: every piece of one kind (a geometry and a material) in
// a single draw call, each at its own frame, with optional per-piece colours
// and atlas cells. The table's pieces (Pieces.tsx) and the table rules' own
// pieces draw through it.
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedBufferAttribute, Matrix4, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import { frameMatrix, type PieceFrame } from '../three/instancing.js';
import { markShadows } from '../three/shadows.js';
import { useTableFrame } from '../tableFrame.js';

/** A piece to draw: its frame, and its colour or atlas cell when the kind has them. */
export interface Item extends PieceFrame {
  color?: string;
  /** Atlas cell (decals). */
  cell?: [number, number];
}

/** One instanced draw of `items`, with optional per-instance colours and atlas cells. */
export function Instanced({
  name,
  geometry,
  material,
  items,
  castShadow = true,
  receiveShadow = true,
}: {
  name: string;
  geometry: BufferGeometry;
  material: Material;
  items: Item[];
  castShadow?: boolean;
  receiveShadow?: boolean;
}) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const shadows = useTableFrame().shadows;
  const capacity = Math.max(8, 1 << Math.ceil(Math.log2(Math.max(1, items.length))));
  const hasCells = items.some((i) => i.cell);
  const geo = useMemo(() => {
    const g = geometry.clone();
    if (hasCells) g.setAttribute('aCell', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
    return g;
  }, [geometry, capacity, hasCells]);
  useEffect(() => () => geo.dispose(), [geo]);
  useLayoutEffect(() => {
    const m = ref.current;
    if (!m) return;
    const mat = new Matrix4();
    const color = new Color();
    const cells = geo.getAttribute('aCell') as InstancedBufferAttribute | undefined;
    items.forEach((it, i) => {
      m.setMatrixAt(i, frameMatrix(it, mat));
      if (it.color) m.setColorAt(i, color.set(it.color));
      if (cells && it.cell) cells.setXY(i, it.cell[0], it.cell[1]);
    });
    m.count = items.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    if (cells) cells.needsUpdate = true;
    m.computeBoundingSphere();
    markShadows(shadows);
    invalidate();
  }, [items, geo, invalidate, shadows]);
  return <instancedMesh key={capacity} ref={ref} name={name} args={[geo, material, capacity]} castShadow={castShadow} receiveShadow={receiveShadow} />;
}
