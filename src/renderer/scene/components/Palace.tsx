// The rotating board and the Phoenix Palace on it: levels added at dawn
// (view.palace.floors), the roof on the third, the turn animated toward
// palaceYaw(rotation). In the alternative mode the wards are printed on the
// rotating board, the battlements are plates on the second level's walls and
// the pinnacle a plate on the roof. Every wall face is its own mesh named
// wall0..wall3 (userData.wall, userData.level), which the point-of-view test
// reads from the live scene.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  BufferAttribute,
  CanvasTexture,
  CircleGeometry,
  MathUtils,
  SRGBColorSpace,
  type BufferGeometry,
  type Group,
} from 'three';
import {
  BATTLEMENT_GAP,
  KIN_TILE_SIZE,
  PALACE_TOP_Y,
  ROTATING_BOARD_RADIUS,
  ROTATING_BOARD_THICKNESS,
  cross,
  levelBaseY,
  levelTopY,
  PALACE_FLOOR_HEIGHT,
  palaceSpotFrame,
  palaceYaw,
  seatOutward,
  spareLevelPosition,
  UP,
  type PalaceLevel,
  type Wall,
} from '../../../engine/geometry/index.js';
import type { ClanId } from '../../../engine/core/types.js';
import { useModelGeometry } from '../three/models.js';
import { drawPalaceWall, drawRotatingBoard } from '../paint/textures.js';
import { markShadows } from '../three/shadows.js';
import { Surface, surfaceMaterial } from '../three/materials.js';
import { useLook } from '../three/quality.js';
import { useTableFrame } from '../tableFrame.js';
import { hidesAny, setFaded } from '../three/palaceFade.js';

/** A level added at dawn: it is lifted from the table onto the palace and lands in under a second. */
function Landing({ y, children }: { y: number; children: ReactNode }) {
  const ref = useRef<Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const start = useRef(performance.now());
  const done = useRef(false);
  const frame = useTableFrame();
  useEffect(() => {
    const motion = frame.palace;
    motion.landing++;
    invalidate();
    return () => {
      if (!done.current) motion.landing = Math.max(0, motion.landing - 1);
    };
  }, [invalidate, frame]);
  useFrame(() => {
    const g = ref.current;
    if (!g || done.current) return;
    const t = Math.min(1, (performance.now() - start.current) / 900);
    const e = 1 - Math.pow(1 - t, 3);
    g.position.y = y + (1 - e) * 7;
    markShadows(frame.shadows);
    if (t >= 1) {
      done.current = true;
      frame.palace.landing = Math.max(0, frame.palace.landing - 1);
    } else invalidate();
  });
  return (
    <group ref={ref} position={[0, y + 7, 0]}>
      {children}
    </group>
  );
}

/** Planar UVs for a wall quad of the level model: u along the wall (left to right seen from outside), v up. */
function wallUv(geo: BufferGeometry, wall: Wall): BufferGeometry {
  const g = geo.clone();
  const n = seatOutward(wall);
  const right = cross(UP, n);
  const pos = g.getAttribute('position');
  const uv = new Float32Array(pos.count * 2);
  let minU = Infinity;
  let maxU = -Infinity;
  let maxV = 0;
  const us: number[] = [];
  for (let i = 0; i < pos.count; i++) {
    const u = pos.getX(i) * right.x + pos.getZ(i) * right.z;
    us.push(u);
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    maxV = Math.max(maxV, pos.getY(i));
  }
  for (let i = 0; i < pos.count; i++) {
    uv[2 * i] = (us[i]! - minU) / (maxU - minU || 1);
    uv[2 * i + 1] = pos.getY(i) / (maxV || 1);
  }
  g.setAttribute('uv', new BufferAttribute(uv, 2));
  return g;
}

function usePalaceParts() {
  const look = useLook();
  const wall0 = useModelGeometry('palaceLevel', 'wall0');
  const wall1 = useModelGeometry('palaceLevel', 'wall1');
  const wall2 = useModelGeometry('palaceLevel', 'wall2');
  const wall3 = useModelGeometry('palaceLevel', 'wall3');
  const core = useModelGeometry('palaceLevel', 'level-core');
  const roof = useModelGeometry('palaceRoof', 'roof');
  const roofTop = useModelGeometry('palaceRoof', 'roof-top');
  const posts = useModelGeometry('palaceTrim', 'posts');
  const eave = useModelGeometry('palaceTrim', 'eave');
  const wallGeos = useMemo(() => [wall0, wall1, wall2, wall3].map((g, w) => wallUv(g, w as Wall)), [wall0, wall1, wall2, wall3]);
  useEffect(() => () => wallGeos.forEach((g) => g.dispose()), [wallGeos]);
  const wallTex = useMemo(() => {
    const t = new CanvasTexture(drawPalaceWall());
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    return t;
  }, []);
  useEffect(() => () => wallTex.dispose(), [wallTex]);
  // Two sets: the standing palace's fade (palaceFade.ts) must not fade the spare levels on the table.
  const makeMats = () => ({
    wall: surfaceMaterial(look, { map: wallTex, roughness: 0.8 }),
    core: surfaceMaterial(look, { color: '#6e2419', roughness: 0.5 }),
    tile: surfaceMaterial(look, { color: '#7d2318', roughness: 0.5, metalness: 0.05 }),
    lacquer: surfaceMaterial(look, { color: '#a3261b', roughness: 0.35, metalness: 0.05 }),
    gold: surfaceMaterial(look, { color: '#d6a545', roughness: 0.3, metalness: 0.85 }),
  });
  const mats = useMemo(makeMats, [wallTex, look]);
  const spareMats = useMemo(makeMats, [wallTex, look]);
  useEffect(() => () => Object.values(mats).forEach((m) => m.dispose()), [mats]);
  useEffect(() => () => Object.values(spareMats).forEach((m) => m.dispose()), [spareMats]);
  return { wallGeos, core, roof, roofTop, posts, eave, wallTex, mats, spareMats };
}

type PalaceMats = ReturnType<typeof usePalaceParts>['mats'];

function Level({
  level,
  parts,
  mats,
  named,
  castShadow,
  eave,
}: {
  level: PalaceLevel;
  parts: ReturnType<typeof usePalaceParts>;
  mats: PalaceMats;
  named: boolean;
  castShadow: boolean;
  /** The eave skirt at the top of the level (not under the roof). */
  eave: boolean;
}) {
  return (
    <group name={named ? `palace-level-${level}` : `spare-level-${level}`}>
      {parts.wallGeos.map((g, w) => (
        <mesh
          key={w}
          name={named ? `wall${w}` : `spare-wall${w}`}
          userData={named ? { wall: w, level } : {}}
          geometry={g}
          material={mats.wall}
          castShadow={castShadow}
          receiveShadow
        />
      ))}
      <mesh name="level-core" geometry={parts.core} material={mats.core} castShadow={castShadow} receiveShadow />
      <mesh name="level-posts" geometry={parts.posts} material={mats.lacquer} castShadow={castShadow} receiveShadow />
      {eave && <mesh name="level-eave" geometry={parts.eave} material={mats.tile} castShadow={castShadow} receiveShadow />}
    </group>
  );
}

function Roof({ parts, mats }: { parts: ReturnType<typeof usePalaceParts>; mats: PalaceMats }) {
  return (
    <group name="palace-roof">
      <mesh name="roof" geometry={parts.roof} material={mats.tile} castShadow receiveShadow />
      <mesh name="roof-top" geometry={parts.roofTop} material={mats.gold} castShadow receiveShadow />
    </group>
  );
}

const PLATE = KIN_TILE_SIZE + 0.25;

/** Alternative mode: the battlement plates on level 2 and the pinnacle plate, as printed spots. */
function AltSpots() {
  const frames = useMemo(() => {
    // Built at rotation 0 (the palace group turns them): the frame of each spot in the palace's own frame.
    return (['battlement0', 'battlement1', 'battlement2', 'battlement3', 'pinnacle'] as const).map((id) => ({ id, f: palaceSpotFrame(id, 0) }));
  }, []);
  return (
    <group name="palace-alt-spots">
      {frames.map(({ id, f }) => {
        const n = f.normal;
        const p = f.position;
        // A plate lying on the surface: a thin box whose thin axis is the surface normal.
        const rotY = Math.atan2(n.x, n.z);
        const vertical = n.y === 0;
        return (
          <mesh
            key={id}
            name={`spot-${id}`}
            position={[p.x - n.x * (BATTLEMENT_GAP * 0.5), p.y + (vertical ? 0 : 0.01), p.z - n.z * (BATTLEMENT_GAP * 0.5)]}
            rotation={vertical ? [0, rotY, 0] : [-Math.PI / 2, 0, 0]}
            receiveShadow
          >
            {vertical ? <boxGeometry args={[PLATE, PLATE, 0.04]} /> : <planeGeometry args={[PLATE * 0.9, PLATE * 0.9]} />}
            <Surface color="#f6f1e4" roughness={0.6} />
            {vertical && (
              <mesh position={[0, 0, -0.03]}>
                <boxGeometry args={[PLATE + 0.35, PLATE + 0.35, 0.04]} />
                <Surface color="#c99a3f" roughness={0.35} metalness={0.7} />
              </mesh>
            )}
          </mesh>
        );
      })}
    </group>
  );
}

/**
 * Fades the standing palace while it hides a lit target from the camera
 * (palaceFade.ts). Checked again only when something it depends on moved:
 * the eye, the lit targets, the palace's turn, its levels.
 */
function usePalaceFade(body: RefObject<Group | null>, floors: number, alt: boolean) {
  const camera = useThree((s) => s.camera);
  const { lit, palace } = useTableFrame();
  const last = useRef('');
  useFrame(() => {
    const g = body.current;
    if (!g) return;
    const p = camera.position;
    const key = `${p.x.toFixed(2)},${p.y.toFixed(2)},${p.z.toFixed(2)}|${lit.keys.join(' ')}|${g.parent?.rotation.y.toFixed(3)}|${floors}|${alt}|${g.children.length}|${palace.landing}`;
    if (key === last.current) return;
    last.current = key;
    (g.parent ?? g).updateMatrixWorld(true);
    // Set on every check, not only on a change: a level or plate mounted since starts unfaded.
    setFaded(g, hidesAny(p, lit.points.values(), [g]));
  });
}

export interface PalaceProps {
  rotation: number;
  floors: number;
  alt: boolean;
  /** Standard mode: the clan of the seat whose coloured spot is in front of wall i. */
  spotClans: readonly (ClanId | null)[];
}

export function Palace({ rotation, floors, alt, spotClans }: PalaceProps) {
  const parts = usePalaceParts();
  const invalidate = useThree((s) => s.invalidate);
  const frame = useTableFrame();
  const group = useRef<Group>(null);
  const body = useRef<Group>(null);
  // The palace turns clockwise (yaw decreases) one sector at a time; the Basilisk may turn it back.
  // Keep an unwound target so that 5 -> 0 is one more step, not a spin back.
  const unwound = useRef<{ rotation: number; yaw: number } | null>(null);
  if (unwound.current === null) unwound.current = { rotation, yaw: palaceYaw(rotation) };
  if (unwound.current.rotation !== rotation) {
    const delta = (((rotation - unwound.current.rotation) % 6) + 6) % 6;
    const steps = delta <= 3 ? delta : delta - 6;
    unwound.current = { rotation, yaw: unwound.current.yaw - (steps * Math.PI) / 3 };
  }
  const targetYaw = unwound.current.yaw;

  useEffect(() => {
    frame.palace.target = targetYaw;
    frame.palace.settled = false;
    markShadows(frame.shadows);
    invalidate();
  }, [targetYaw, invalidate, frame]);
  useEffect(() => {
    markShadows(frame.shadows);
  }, [floors, alt, frame]);

  useFrame((_, delta) => {
    const g = group.current;
    if (!g) return;
    const motion = frame.palace;
    if (motion.settled && g.rotation.y === targetYaw) return;
    const next = MathUtils.damp(g.rotation.y, targetYaw, 3.2, Math.min(delta, 0.25));
    const done = Math.abs(next - targetYaw) < 1e-3;
    g.rotation.y = done ? targetYaw : next;
    motion.yaw = g.rotation.y;
    motion.settled = done;
    markShadows(frame.shadows);
    if (!done) invalidate();
  });

  // After the turn above, so that the check sees where the palace is in this frame.
  usePalaceFade(body, floors, alt);

  const boardPrint = useMemo(() => {
    const t = new CanvasTexture(drawRotatingBoard(spotClans, alt));
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    return t;
  }, [spotClans, alt]);
  useEffect(() => () => boardPrint.dispose(), [boardPrint]);
  const disc = useMemo(() => new CircleGeometry(ROTATING_BOARD_RADIUS, 64), []);

  const levels = ([1, 2, 3] as PalaceLevel[]).filter((l) => l <= floors);
  // Levels added while the table is on screen (dawn) land; those already standing do not.
  const prevFloors = useRef(floors);
  const landers = useRef(new Set<number>());
  if (floors > prevFloors.current) for (let l = prevFloors.current + 1; l <= floors; l++) landers.current.add(l);
  else if (floors < prevFloors.current) landers.current.clear();
  prevFloors.current = floors;
  const spare = ([2, 3] as const).filter((l) => l > floors);
  return (
    <>
      <group name="palace" ref={group} rotation={[0, targetYaw, 0]}>
        <mesh name="rotating-board" position={[0, ROTATING_BOARD_THICKNESS / 2, 0]} castShadow receiveShadow>
          <cylinderGeometry args={[ROTATING_BOARD_RADIUS, ROTATING_BOARD_RADIUS, ROTATING_BOARD_THICKNESS, 64, 1, true]} />
          <Surface color="#3e2415" roughness={0.6} />
        </mesh>
        <mesh name="rotating-board-print" geometry={disc} rotation={[-Math.PI / 2, 0, 0]} position={[0, ROTATING_BOARD_THICKNESS + 0.003, 0]} receiveShadow>
          <Surface map={boardPrint} roughness={0.5} />
        </mesh>
        <group name="palace-body" ref={body}>
        {levels.map((l) =>
          landers.current.has(l) ? (
            <Landing key={l} y={levelBaseY(l)}>
              <Level level={l} parts={parts} mats={parts.mats} named castShadow eave={!(l === 3 && floors >= 3)} />
            </Landing>
          ) : (
            <group key={l} position={[0, levelBaseY(l), 0]}>
              <Level level={l} parts={parts} mats={parts.mats} named castShadow eave={!(l === 3 && floors >= 3)} />
            </group>
          ),
        )}
        {floors >= 3 && (
          <group position={[0, levelTopY(3), 0]}>
            <Roof parts={parts} mats={parts.mats} />
          </group>
        )}
        {alt && floors >= 3 && <AltSpots />}
        </group>
      </group>
      {spare.map((l, i) => {
        // The levels not yet on the palace stand stacked on the table, the roof on the top one.
        const p = spareLevelPosition(2);
        return (
          <group key={l} position={[p.x, p.y + i * PALACE_FLOOR_HEIGHT, p.z]} rotation={[0, Math.PI / 4, 0]}>
            <Level level={l} parts={parts} mats={parts.spareMats} named={false} castShadow={false} eave={l !== 3} />
            {l === 3 && (
              <group position={[0, PALACE_FLOOR_HEIGHT, 0]}>
                <Roof parts={parts} mats={parts.spareMats} />
              </group>
            )}
          </group>
        );
      })}
    </>
  );
}

/** Height of the palace's top (for the camera's and the lights' framing). */
export const PALACE_TOP = PALACE_TOP_Y;
