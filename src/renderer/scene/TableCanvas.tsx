// The 3D table: an R3F canvas that renders on demand (frameloop "demand":
// a frame only when something changes or moves; none while idle). It shows
// the view of the seat on screen from that seat's eye, lights the legal
// targets of its decision and turns clicks on them into choices.
import { Environment, Lightformer } from '@react-three/drei';
import { Canvas, useThree } from '@react-three/fiber';
import { memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GameView } from '../../engine/view.js';
import type { ClanId, Side } from '../../engine/core/types.js';
import { TABLE_SEAT, type SeatView } from '../../shared/views.js';
import { seatEye } from '../../engine/geometry/index.js';
import { useGame } from '../store/game.js';
import { useInput } from '../store/input.js';
import { usePendingChoice } from '../store/pending-choice.js';
import { Board, SectorGlow, Tabletop } from './components/Board.js';
import { CameraRig } from './components/CameraRig.js';
import { DebugProbe } from './test-hooks/DebugProbe.js';
import { Highlights } from './components/Highlights.js';
import { KinTiles } from './components/KinTiles.js';
import { layoutTable } from './pure/layout.js';
import { preloadModels } from './three/models.js';
import { Palace } from './components/Palace.js';
import { Pieces } from './components/Pieces.js';
import { Dragon, DRAGON_MODEL_URL, moonsLit } from './components/Dragon.js';
import { placeableKin, targetsOf } from './pure/targets.js';
import { TestHooks } from './test-hooks/TestHooks.js';
import { RestFrame } from './components/RestFrame.js';
import { pressWasDrag, watchPresses } from './pure/orbitDrag.js';
import { isSoftwareRenderer } from './three/gpu.js';
import { ShadowControl } from './three/shadows.js';
import { createTableFrame, TableFrameContext, useTableFrame } from './tableFrame.js';
import { chooseLook, LookContext, lookSettings, type LookSettings } from './three/quality.js';
import { useSettings } from '../store/settings.js';
import { LIGHTS } from './three/lights.js';
import type { BoardPrintOptions } from './paint/textures.js';
import { installThreeConsole } from './three/threeConsole.js';

installThreeConsole();
preloadModels(DRAGON_MODEL_URL);

/** `?dpr=` overrides the light look's internal resolution (benches compare resolutions with it). */
const LIGHT_DPR_OVERRIDE = Number(new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('dpr')) || undefined;

/** The board print for a view (or the 4-player board before a game). */
export function printOptions(view: GameView | null): BoardPrintOptions {
  return {
    spotCounts: view ? view.board.map((r) => r.length) : [4, 4, 4, 4, 4, 4],
    capitalRanks: view ? Math.max(1, view.capital.length) : 4,
    villageSites: view ? view.villages.sites.length : 8,
    eventSlots: view ? view.events.foreseen.length : 3,
    revelationSlots: view ? view.revelations.slots.length : 3,
    clanhouseSlots: view ? view.clanhouse.length : 6,
    moonsLit: moonsLit(view),
  };
}

function Lights({ settings }: { settings: LookSettings }) {
  return (
    <>
      <hemisphereLight args={[LIGHTS.hemisphere.sky, LIGHTS.hemisphere.ground, LIGHTS.hemisphere.intensity]} />
      <directionalLight
        position={LIGHTS.key.position}
        intensity={LIGHTS.key.intensity}
        color={LIGHTS.key.color}
        castShadow
        shadow-mapSize={[settings.shadowMapSize, settings.shadowMapSize]}
        shadow-bias={-0.0003}
        shadow-radius={5}
        shadow-blurSamples={12}
        shadow-normalBias={0.03}
        shadow-camera-left={-62}
        shadow-camera-right={62}
        shadow-camera-top={62}
        shadow-camera-bottom={-62}
        shadow-camera-near={20}
        shadow-camera-far={220}
      />
      <directionalLight position={LIGHTS.fill.position} intensity={LIGHTS.fill.intensity} color={LIGHTS.fill.color} />
      {settings.environment && (
        <Environment resolution={64} frames={1}>
          <Lightformer form="rect" intensity={2.2} color="#fff1d6" position={[0, 12, 0]} rotation-x={Math.PI / 2} scale={[14, 14, 1]} />
          <Lightformer form="rect" intensity={0.7} color="#a9b8ff" position={[-12, 3, -6]} rotation-y={Math.PI / 2} scale={[10, 4, 1]} />
          <Lightformer form="rect" intensity={0.9} color="#ffc890" position={[12, 3, 6]} rotation-y={-Math.PI / 2} scale={[10, 4, 1]} />
        </Environment>
      )}
    </>
  );
}

const NO_CHOICES: SeatView['legal'] = [];

function TableScene({ view, seatView }: { view: GameView; seatView: SeatView | null }) {
  const selectedKin = useGame((s) => s.selectedKin);
  const busy = useGame((s) => s.busy);
  const layout = useMemo(() => layoutTable(view), [view]);
  const invalidate = useThree((s) => s.invalidate);
  const frame = useTableFrame();
  useLayoutEffect(() => {
    frame.view.committed = view;
    invalidate();
  }, [view, invalidate, frame]);
  const kinById = useMemo(() => new Map(layout.kin.map((k) => [k.id, k])), [layout]);
  const print = useMemo(() => printOptions(view), [view]);
  const spotClans = useMemo(() => {
    const clans: (ClanId | null)[] = [null, null, null, null];
    view.players.forEach((p, seat) => {
      if (seat < 4) clans[seat] = p.clan;
    });
    return clans;
  }, [view]);

  const legal = seatView && seatView.yourTurn && seatView.view === view && !busy ? seatView.legal : NO_CHOICES;
  const placeable = useMemo(() => placeableKin(legal), [legal]);
  const selected = selectedKin !== null && placeable.includes(selectedKin) ? selectedKin : null;
  const targets = useMemo(
    () => targetsOf(legal, selected, { kinType: (id) => view.kin[id]?.type }),
    [legal, selected, view],
  );
  // Kin in hand may be picked on the table too while placing (unless one set of spots fits them all).
  const pickable = useMemo(() => {
    if (placeable.length === 0) return [];
    const shared = targetsOf(legal, null, { kinType: (id) => view.kin[id]?.type }).size > 0;
    return shared && placeable.length === 1 ? [] : placeable;
  }, [legal, placeable, view]);
  const clickableKin = useMemo(() => {
    const s = new Set<number>(pickable);
    for (const k of targets.keys()) if (k.startsWith('kin:')) s.add(Number(k.slice(4)));
    return s;
  }, [targets, pickable]);

  // A press that dragged turned the table: it chooses nothing where it ends.
  // On a touch screen the first tap on a target only shows what it does (no hover there); the second makes it.
  const choose = (c: (typeof legal)[number]) => {
    if (pressWasDrag(frame.pointer)) return;
    const game = useGame.getState();
    const made = useInput.getState().pointing === 'touch' ? usePendingChoice.getState().tap(c, game.seatView?.ply ?? -1) : c;
    if (made) void game.choose(made);
  };
  const pick = (id: number) => {
    if (pressWasDrag(frame.pointer)) return;
    const st = useGame.getState();
    if (targets.has(`kin:${id}`)) {
      choose(targets.get(`kin:${id}`)!);
      return;
    }
    st.selectKin(st.selectedKin === id ? null : id);
  };

  return (
    <>
      <Board print={print} />
      <SectorGlow highlighted={layout.palace.highlighted} />
      <Palace rotation={layout.palace.rotation} floors={layout.palace.floors} alt={layout.palace.alt} spotClans={spotClans} />
      <KinTiles kin={layout.kin} selected={selected} clickable={clickableKin} onKin={pick} />
      <Pieces layout={layout}>
        <Dragon view={view} />
      </Pieces>
      <Highlights view={view} targets={targets} kin={kinById} pickable={pickable} picked={selected} onChoose={choose} onPick={pick} />
    </>
  );
}

/** The empty table behind the menus. */
function IdleTable() {
  const print = useMemo(() => printOptions(null), []);
  return (
    <>
      <Board print={print} />
      <Palace rotation={0} floors={3} alt={false} spotClans={[null, null, null, null]} />
    </>
  );
}

/**
 * The table canvas. Memoised: the HUD around it re-renders often (notices,
 * clocks, tooltips) and must not make the canvas draw a frame.
 */
export const TableCanvas = memo(function TableCanvas({ view: viewProp, followViewer = false }: { view?: GameView | null; followViewer?: boolean } = {}) {
  const seatView = useGame((s) => s.seatView);
  const view = viewProp === undefined ? (seatView?.view ?? null) : viewProp;
  // The camera follows the seat on screen while it is a human seat (hotseat: the next human's turn);
  // a replay watched from any seat (`followViewer`) sits where that seat sat.
  const humanSide = useRef<Side>(0);
  if (view) {
    const viewer = view.players[view.viewer];
    const controller = view.config.seats[view.viewer]?.controller ?? 'human';
    if (viewer && (followViewer || controller === 'human')) humanSide.current = viewer.side;
  }
  const side = humanSide.current;
  // The table view (no person plays at this screen) is seen from nobody's seat.
  const table = !!view && view.viewer === TABLE_SEAT;
  const eye = seatEye(side);
  const software = useMemo(isSoftwareRenderer, []);
  // This table's per-frame state, kept across a change of look (a new canvas goes on from where the last one was).
  const [frame] = useState(createTableFrame);
  useEffect(() => watchPresses(window, frame.pointer), [frame]);
  const quality = useSettings((s) => s.tableQuality);
  const settingsRead = useSettings((s) => s.loaded || s.pageQuality !== null);
  const look = chooseLook(quality, software);
  const settings = useMemo(() => lookSettings(look, software, LIGHT_DPR_OVERRIDE), [look, software]);
  const canvasProps = useMemo(
    () => ({
      shadows: { type: settings.shadowType },
      dpr: settings.dpr,
      gl: { antialias: settings.antialias, powerPreference: 'high-performance' as const },
      camera: { position: [eye.x, eye.y, eye.z] as [number, number, number], fov: 40, near: 2, far: 700 },
    }),
    // The camera's first place only; later the rig moves it.
    [settings],
  );
  // Wait for the stored quality before the first frame: a look change later rebuilds the whole canvas.
  if (!settingsRead) return null;
  // A new look builds a new canvas: the WebGL context's multisampling and every material change with it.
  return (
    <Canvas key={look} frameloop="demand" {...canvasProps}>
      <TableFrameContext.Provider value={frame}>
        <LookContext.Provider value={look}>
          <color attach="background" args={['#15110e']} />
          <fog attach="fog" args={['#15110e', 150, 330]} />
          <Suspense fallback={null}>
            <Lights settings={settings} />
            <Tabletop />
            {view ? <TableScene view={view} seatView={seatView} /> : <IdleTable />}
          </Suspense>
          <CameraRig side={side} table={table} />
          <DebugProbe />
          <TestHooks />
          <ShadowControl />
          <RestFrame dpr={settings.dpr} software={software} />
        </LookContext.Provider>
      </TableFrameContext.Provider>
    </Canvas>
  );
});
