// The legal targets of the current decision, lit on the table: a glowing
// frame over each target (spots, kin, slots, moons, sites, supply piles,
// sides) and a lit outline over target sectors. Only lit targets take clicks;
// a click chooses the target's legal choice. Kin that may be picked for a
// placement get a softer frame (a click picks them), the picked kin a bright one.
// The pointer over a lit target tells the HUD what a click there will do
// (store/hover.ts), and the lit points and the viewer's hand are handed to the
// camera rig, which frames them in the part of the canvas the HUD leaves free.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  AdditiveBlending,
  CanvasTexture,
  Color,
  DoubleSide,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  Quaternion,
  Vector3,
  type InstancedMesh,
} from 'three';
import { add, cross, normalize, scale, sectorCentre, type Vec3 } from '../../../engine/geometry/index.js';
import type { Sector } from '../../../engine/core/types.js';
import type { GameView } from '../../../engine/view.js';
import type { LegalChoice } from '../../../shared/views.js';
import { sectorRing } from './Board.js';
import { requestFraming, setHover, useTableFrame } from '../tableFrame.js';
import { useHover } from '../../store/hover.js';
import { msg, type Msg } from '../../../engine/core/message.js';
import { kinName } from '../../../engine/content/names.js';
import { dealtCards, type KinPlacement } from '../pure/layout.js';
import type { TargetKey } from '../pure/targets.js';
import { targetFrame, type TargetFrame } from '../pure/targetFrames.js';
import { makeCanvas } from '../paint/textures.js';
import { HIGHLIGHT } from '../paint/palette.js';

/** A glowing rounded frame, soft inside. */
function haloTexture(): CanvasTexture {
  const s = 256;
  const [canvas, ctx] = makeCanvas(s, s);
  const draw = (inset: number, width: number, alpha: number) => {
    ctx.strokeStyle = `rgba(255, 255, 255, ${alpha})`;
    ctx.lineWidth = width;
    const r = s * 0.16;
    const x = inset;
    const w = s - 2 * inset;
    ctx.beginPath();
    ctx.moveTo(x + r, x);
    ctx.arcTo(x + w, x, x + w, x + w, r);
    ctx.arcTo(x + w, x + w, x, x + w, r);
    ctx.arcTo(x, x + w, x, x, r);
    ctx.arcTo(x, x, x + w, x, r);
    ctx.closePath();
    ctx.stroke();
  };
  ctx.fillStyle = 'rgba(255, 255, 255, 0.13)';
  ctx.fillRect(s * 0.1, s * 0.1, s * 0.8, s * 0.8);
  draw(s * 0.08, s * 0.1, 0.18);
  draw(s * 0.08, s * 0.05, 0.5);
  draw(s * 0.08, s * 0.022, 1);
  return new CanvasTexture(canvas);
}

type HaloKind = 'target' | 'pick' | 'picked';
interface Halo {
  key: string;
  kind: HaloKind;
  frame: TargetFrame;
}

const COLORS: Record<HaloKind, string> = { target: HIGHLIGHT, pick: '#bfe3ff', picked: '#ffffff' };

export interface HighlightsProps {
  view: GameView;
  targets: ReadonlyMap<TargetKey, LegalChoice>;
  kin: ReadonlyMap<number, KinPlacement>;
  pickable: readonly number[];
  picked: number | null;
  onChoose: (c: LegalChoice) => void;
  onPick: (kin: number) => void;
}

export function Highlights({ view, targets, kin, pickable, picked, onChoose, onPick }: HighlightsProps) {
  const invalidate = useThree((s) => s.invalidate);
  const frame = useTableFrame();
  const tex = useMemo(haloTexture, []);
  const geo = useMemo(() => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), []);
  const mat = useMemo(
    () =>
      new MeshBasicMaterial({
        map: tex,
        color: '#ffffff',
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        side: DoubleSide,
        toneMapped: false,
      }),
    [tex],
  );
  useEffect(() => () => (tex.dispose(), geo.dispose(), mat.dispose()), [tex, geo, mat]);

  const halos = useMemo(() => {
    const out: Halo[] = [];
    for (const key of targets.keys()) {
      const frame = targetFrame(key, view, kin);
      if (frame) out.push({ key, kind: 'target', frame });
    }
    for (const id of pickable) {
      const k = kin.get(id);
      if (!k || targets.has(`kin:${id}`)) continue;
      const frame = targetFrame(`kin:${id}`, view, kin)!;
      if (id === picked) frame.position = add(frame.position, scale(k.normal, 0.9));
      out.push({ key: `pick:${id}`, kind: id === picked ? 'picked' : 'pick', frame });
    }
    return out;
  }, [targets, view, kin, pickable, picked]);

  const sectors = useMemo(() => [...targets.keys()].filter((k) => k.startsWith('sector:')).map((k) => Number(k.slice(7)) as Sector), [targets]);
  const sectorGeos = useMemo(() => ([0, 1, 2, 3, 4, 5] as Sector[]).map((s) => sectorRing(s, 11.15, 25.85, 0.03)), []);
  useEffect(() => () => sectorGeos.forEach((g) => g.dispose()), [sectorGeos]);

  // For the camera rig (it frames them) and the test hooks.
  const lit = frame.lit;
  lit.keys = [...targets.keys()];
  lit.points = new Map<string, Vec3>([
    ...halos.filter((h) => h.kind === 'target').map((h): [string, Vec3] => [h.key, h.frame.position]),
    ...sectors.map((s): [string, Vec3] => [`sector:${s}`, sectorCentre(s)]),
  ]);
  const dealt = useMemo(() => dealtCards(view), [view]);
  // The player's own things are framed too: the hand, and at an asymmetric start the cards dealt to them.
  lit.hand = [
    ...[...kin.values()].filter((k) => k.place === `hand:${view.viewer}`).map((k) => k.position),
    ...dealt.map((c) => c.position),
  ];
  useLayoutEffect(() => requestFraming(frame.framing), [halos, sectors, dealt, frame]);
  // Nothing is hovered once the targets change (the pointer may rest on a spot that is no longer lit).
  useEffect(() => () => useHover.getState().clear(), [halos, sectors]);

  /** What a click on halo i will do. */
  const labelOf = (h: Halo | undefined): Msg | null => {
    if (!h) return null;
    if (h.kind === 'target') return targets.get(h.key)?.label ?? null;
    const type = view.kin[Number(h.key.slice(5))]?.type;
    const name = type && type !== 'hidden' ? kinName(type) : msg('table.scene.thisKin');
    return msg(h.kind === 'picked' ? 'table.scene.letGo' : 'table.scene.pick', { name });
  };

  const capacity = Math.max(16, 1 << Math.ceil(Math.log2(Math.max(1, halos.length))));
  const mesh = useRef<InstancedMesh>(null);
  const since = useRef(performance.now());
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const mat4 = new Matrix4();
    const color = new Color();
    halos.forEach((h, i) => {
      const y = normalize(h.frame.normal);
      const z = scale(normalize(h.frame.ahead), -1);
      const x = cross(y, z);
      const q = new Quaternion().setFromRotationMatrix(
        new Matrix4().makeBasis(new Vector3(x.x, x.y, x.z), new Vector3(y.x, y.y, y.z), new Vector3(z.x, z.y, z.z)),
      );
      const p = add(h.frame.position, scale(y, 0.07));
      mat4.compose(new Vector3(p.x, p.y, p.z), q, new Vector3(h.frame.w, 1, h.frame.l));
      m.setMatrixAt(i, mat4);
      m.setColorAt(i, color.set(COLORS[h.kind]));
    });
    m.count = halos.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    m.computeBoundingSphere();
    hovered.current = -1;
    since.current = performance.now();
    invalidate();
  }, [halos, invalidate]);

  // Pulse for a few seconds after the targets change, then glow steadily (no frames while idle).
  const sectorMats = useRef<MeshBasicMaterial[]>([]);
  useFrame(() => {
    const t = (performance.now() - since.current) / 1000;
    const pulsing = t < 3.2 && halos.length + sectors.length > 0;
    const o = pulsing ? 0.7 + 0.3 * Math.cos(t * Math.PI * 2.2) : 0.95;
    mat.opacity = o;
    for (const sm of sectorMats.current) if (sm) sm.opacity = 0.22 * o;
    if (pulsing) invalidate();
  });

  const byInstance = (i: number | undefined) => (i === undefined ? undefined : halos[i]);
  // The frame under the pointer burns brighter.
  const hovered = useRef(-1);
  const hover = (i: number) => {
    const m = mesh.current;
    if (!m || hovered.current === i) return;
    const c = new Color();
    if (hovered.current >= 0 && halos[hovered.current]) m.setColorAt(hovered.current, c.set(COLORS[halos[hovered.current]!.kind]));
    if (i >= 0 && halos[i]) m.setColorAt(i, c.set(COLORS[halos[i]!.kind]).multiplyScalar(1.8));
    hovered.current = i;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    invalidate();
  };
  return (
    <group name="highlights">
      <instancedMesh
        key={capacity}
        ref={mesh}
        name="target-halos"
        args={[geo, mat, capacity]}
        renderOrder={5}
        frustumCulled={false}
        onClick={(e) => {
          const h = byInstance(e.instanceId);
          if (!h) return;
          e.stopPropagation();
          if (h.kind === 'target') {
            const c = targets.get(h.key);
            if (c) onChoose(c);
          } else onPick(Number(h.key.slice(5)));
        }}
        onPointerMove={(e) => {
          const h = byInstance(e.instanceId);
          setHover(frame.hover, 'halo', !!h);
          hover(e.instanceId ?? -1);
          useHover.getState().show(labelOf(h), e.nativeEvent.clientX, e.nativeEvent.clientY);
        }}
        onPointerOut={() => {
          setHover(frame.hover, 'halo', false);
          hover(-1);
          useHover.getState().clear();
        }}
      />
      {sectors.map((s, i) => (
        <mesh
          key={s}
          name={`target-sector-${s}`}
          geometry={sectorGeos[s]}
          rotation={[-Math.PI / 2, 0, 0]}
          position={[0, 0.06, 0]}
          renderOrder={4}
          onClick={(e) => {
            e.stopPropagation();
            const c = targets.get(`sector:${s}`);
            if (c) onChoose(c);
          }}
          onPointerMove={(e) => {
            setHover(frame.hover, 'sector', true);
            useHover.getState().show(targets.get(`sector:${s}`)?.label ?? null, e.nativeEvent.clientX, e.nativeEvent.clientY);
          }}
          onPointerOut={() => {
            setHover(frame.hover, 'sector', false);
            useHover.getState().clear();
          }}
        >
          <meshBasicMaterial
            ref={(m: MeshBasicMaterial | null) => {
              if (m) sectorMats.current[i] = m;
            }}
            color={HIGHLIGHT}
            transparent
            opacity={0.22}
            blending={AdditiveBlending}
            depthWrite={false}
            toneMapped={false}
          />
        </mesh>
      ))}
    </group>
  );
}

