// Every kin tile on the table in three instanced draws: the tile bodies (in
// clan colour), their unveiled faces (type monogram, name and clan symbol
// from one atlas) and their backs (cloak and clan symbol). A tile glides to
// its new place when it moves (placed, hit, recruited, bumped) and turns over
// when it is cloaked or unveiled.
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { usePaintedWords } from '../paint/paintedWords.js';
import {
  CanvasTexture,
  Color,
  InstancedBufferAttribute,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  SRGBColorSpace,
  Vector3,
  type InstancedMesh,
} from 'three';
import { KIN_TILE_SIZE, KIN_TILE_THICKNESS, cross, normalize, scale } from '../../../engine/geometry/index.js';
import type { KinPlacement } from '../pure/layout.js';
import { useModelGeometry } from '../three/models.js';
import { ATLAS_COLS, ATLAS_ROWS, backCell, cellUv, drawKinAtlas, frontCell, shade } from '../paint/textures.js';
import { CLAN_LOOKS } from '../paint/palette.js';
import { atlasMaterial } from '../three/instancing.js';
import { markShadows } from '../three/shadows.js';
import { setHover, useTableFrame } from '../tableFrame.js';
import { surfaceMaterial } from '../three/materials.js';
import { useLook } from '../three/quality.js';

const FACE = KIN_TILE_SIZE - 0.16;
const CAPACITY_STEP = 64;

/** The tile's resting transform: its frame, turned over when face down. */
export function kinTransform(k: Pick<KinPlacement, 'position' | 'normal' | 'ahead' | 'faceDown'>, lift = 0): { p: Vector3; q: Quaternion } {
  const y = normalize(k.normal);
  const z = scale(normalize(k.ahead), -1);
  const x = cross(y, z);
  const m = new Matrix4().makeBasis(new Vector3(x.x, x.y, x.z), new Vector3(y.x, y.y, y.z), new Vector3(z.x, z.y, z.z));
  const q = new Quaternion().setFromRotationMatrix(m);
  const p = new Vector3(k.position.x, k.position.y, k.position.z).addScaledVector(new Vector3(y.x, y.y, y.z), lift);
  if (k.faceDown) {
    // Turned over about its own text axis, resting on the same surface.
    p.addScaledVector(new Vector3(y.x, y.y, y.z), KIN_TILE_THICKNESS);
    q.multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI));
  }
  return { p, q };
}

interface Motion {
  p: Vector3;
  q: Quaternion;
  from: { p: Vector3; q: Quaternion } | null;
  to: { p: Vector3; q: Quaternion };
  t0: number;
  dur: number;
  lift: Vector3;
}

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
const now = () => performance.now() / 1000;

export interface KinTilesProps {
  kin: KinPlacement[];
  /** The kin the player has picked for a placement (lifted). */
  selected: number | null;
  /** Kin that take a click now (a legal target, or pickable for a placement). */
  clickable: ReadonlySet<number>;
  onKin: (id: number) => void;
}

export function KinTiles({ kin, selected, clickable, onKin }: KinTilesProps) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const frame = useTableFrame();
  const look = useLook();
  // The tiles print their kin's names: a new language paints the atlas again, once its font is here.
  const painted = usePaintedWords();
  const bodyGeo = useModelGeometry('kinTile', 'kin-tile');
  const capacity = Math.max(CAPACITY_STEP, Math.ceil(kin.length / CAPACITY_STEP) * CAPACITY_STEP);

  const atlas = useMemo(() => {
    const t = new CanvasTexture(drawKinAtlas(painted.words));
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = Math.min(8, gl.capabilities.getMaxAnisotropy());
    return t;
  }, [gl, painted]);
  useEffect(() => () => atlas.dispose(), [atlas]);

  const { frontGeo, backGeo, frontMat, backMat, bodyMat } = useMemo(() => {
    const frontGeo = new PlaneGeometry(FACE, FACE).rotateX(-Math.PI / 2).translate(0, KIN_TILE_THICKNESS + 0.004, 0);
    const backGeo = new PlaneGeometry(FACE, FACE).rotateX(Math.PI / 2).rotateY(Math.PI).translate(0, -0.004, 0);
    frontGeo.setAttribute('aCell', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
    backGeo.setAttribute('aCell', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
    return {
      frontGeo,
      backGeo,
      frontMat: atlasMaterial(look, atlas, ATLAS_COLS, ATLAS_ROWS, 'kin-front'),
      backMat: atlasMaterial(look, atlas, ATLAS_COLS, ATLAS_ROWS, 'kin-back'),
      bodyMat: surfaceMaterial(look, { color: '#ffffff', roughness: 0.5, metalness: 0.02 }),
    };
  }, [atlas, capacity, look]);
  useEffect(
    () => () => {
      frontGeo.dispose();
      backGeo.dispose();
      frontMat.dispose();
      backMat.dispose();
      bodyMat.dispose();
    },
    [frontGeo, backGeo, frontMat, backMat, bodyMat],
  );

  const body = useRef<InstancedMesh>(null);
  const front = useRef<InstancedMesh>(null);
  const back = useRef<InstancedMesh>(null);
  const ids = useRef<number[]>([]);
  const motions = useRef(new Map<number, Motion>());
  const matrix = useMemo(() => new Matrix4(), []);
  const unit = useMemo(() => new Vector3(1, 1, 1), []);

  const writeMatrices = () => {
    const b = body.current;
    if (!b) return;
    ids.current.forEach((id, i) => {
      const m = motions.current.get(id);
      if (m) b.setMatrixAt(i, matrix.compose(m.p, m.q, unit));
    });
    b.instanceMatrix.needsUpdate = true;
    b.computeBoundingSphere();
  };

  useLayoutEffect(() => {
    const b = body.current;
    const f = front.current;
    const k = back.current;
    if (!b || !f || !k) return;
    f.instanceMatrix = b.instanceMatrix;
    k.instanceMatrix = b.instanceMatrix;
    const t = now();
    const seen = new Set<number>();
    const fCell = frontGeo.getAttribute('aCell') as InstancedBufferAttribute;
    const bCell = backGeo.getAttribute('aCell') as InstancedBufferAttribute;
    const color = new Color();
    ids.current = kin.map((p) => p.id);
    kin.forEach((p, i) => {
      seen.add(p.id);
      const target = kinTransform(p, p.id === selected ? 0.9 : 0);
      const m = motions.current.get(p.id);
      if (!m) {
        motions.current.set(p.id, { p: target.p.clone(), q: target.q.clone(), from: null, to: target, t0: t, dur: 0, lift: new Vector3() });
      } else if (!m.to.p.equals(target.p) || !m.to.q.equals(target.q)) {
        const dist = m.p.distanceTo(target.p);
        const flipping = m.q.angleTo(target.q) > 1;
        const n = new Vector3(p.normal.x, p.normal.y, p.normal.z);
        const height = Math.min(5, dist * 0.12) + (flipping ? 2.2 : dist > 0.5 ? 0.8 : 0);
        m.from = { p: m.p.clone(), q: m.q.clone() };
        m.to = target;
        m.t0 = t;
        m.dur = Math.min(1.1, 0.35 + dist * 0.012 + (flipping ? 0.25 : 0));
        m.lift = n.multiplyScalar(height);
      }
      const [u, v] = cellUv(frontCell(p.type, p.clan));
      fCell.setXY(i, u, v);
      const [bu, bv] = cellUv(backCell(p.clan));
      bCell.setXY(i, bu, bv);
      b.setColorAt(i, color.set(shade(CLAN_LOOKS[p.clan].color, -0.25)));
    });
    for (const id of [...motions.current.keys()]) if (!seen.has(id)) motions.current.delete(id);
    fCell.needsUpdate = true;
    bCell.needsUpdate = true;
    if (b.instanceColor) b.instanceColor.needsUpdate = true;
    b.count = f.count = k.count = kin.length;
    writeMatrices();
    markShadows(frame.shadows);
    invalidate();
  }, [kin, selected, frontGeo, backGeo, invalidate, frame]);

  useFrame(() => {
    let moving = 0;
    let stepped = 0;
    const t = now();
    for (const m of motions.current.values()) {
      if (!m.from) continue;
      stepped++;
      const u = m.dur <= 0 ? 1 : Math.min(1, (t - m.t0) / m.dur);
      const e = ease(u);
      m.p.lerpVectors(m.from.p, m.to.p, e).addScaledVector(m.lift, Math.sin(Math.PI * u));
      m.q.slerpQuaternions(m.from.q, m.to.q, e);
      if (u >= 1) {
        m.p.copy(m.to.p);
        m.q.copy(m.to.q);
        m.from = null;
      } else moving++;
    }
    frame.kin.moving = moving;
    if (stepped > 0) {
      writeMatrices();
      markShadows(frame.shadows);
    }
    if (moving > 0) invalidate();
  });

  const idAt = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.instanceId === undefined ? undefined : ids.current[e.instanceId]);
  return (
    <group
      name="kin-tiles"
      onClick={(e) => {
        const id = idAt(e);
        if (id !== undefined && clickable.has(id)) {
          e.stopPropagation();
          onKin(id);
        }
      }}
      onPointerMove={(e) => {
        const id = idAt(e);
        setHover(frame.hover, 'kin', id !== undefined && clickable.has(id));
      }}
      onPointerOut={() => setHover(frame.hover, 'kin', false)}
    >
      <instancedMesh ref={body} args={[bodyGeo, bodyMat, capacity]} name="kin-bodies" castShadow receiveShadow frustumCulled={false} />
      <instancedMesh ref={front} args={[frontGeo, frontMat, capacity]} name="kin-faces" receiveShadow frustumCulled={false} />
      <instancedMesh ref={back} args={[backGeo, backMat, capacity]} name="kin-backs" receiveShadow frustumCulled={false} />
    </group>
  );
}

