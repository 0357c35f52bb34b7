// The table's per-frame state: one plain object per table (TableCanvas makes
// it once and keeps it across a change of look), handed to the scene through
// React context. Frame callbacks, the camera rig and the pointer handlers
// read and write its parts in place; nothing here is reactive, so a write
// draws no React render (a part that must draw a frame asks R3F to, as
// before). The test hooks read the same object. Kept apart from the zustand
// stores: those hold what the HUD re-renders on; this holds what moves.
import { createContext, useContext } from 'react';
import { Vector3 } from 'three';
import type { Side } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { seatLookAt, type Vec3 } from '../../engine/geometry/index.js';
import { NEUTRAL_LENS, type Lens } from './pure/framing.js';
import { newPointerState, type PointerState } from './pure/orbitDrag.js';
import type { RestClock, Resolutions } from './pure/restClock.js';

/** Which game view the table has drawn: a view put on screen is "drawn" once the scene committed it and rendered a frame. */
export interface ViewSync {
  /** The view a test hook put on screen, or null. */
  pending: GameView | null;
  /** The view the scene last committed. */
  committed: GameView | null;
  /** The view committed when the last frame was drawn. */
  drawn: GameView | null;
}

/**
 * A request for the camera rig to frame again (lit targets changed, the HUD
 * moved); the rig closes it once its lens goal is up to date, and an open
 * request counts as "not settled".
 */
export interface FramingRequest {
  open: boolean;
  /** Set by the mounted rig: draws a frame so the request is seen. */
  wake: (() => void) | null;
}

/** Where the camera is going and whether it has arrived. */
export interface CameraMotion {
  settled: boolean;
  side: Side;
  target: Vector3;
  lens: Lens;
}

/** Where the player's orbit left the camera: a new canvas (a change of look) starts there, not at the seat. */
export interface OrbitPose {
  position: Vector3 | null;
  target: Vector3 | null;
}

/** The target keys lit now, the centre of each (a sector's is the middle of its ring), and where the viewer's hand lies. */
export interface LitTargets {
  keys: string[];
  points: Map<string, Vec3>;
  hand: Vec3[];
}

/** The palace's current (animated) yaw, whether it has reached its target, and how many levels are still landing. */
export interface PalaceMotion {
  yaw: number;
  target: number;
  settled: boolean;
  landing: number;
}

/** The live canvas' resolutions and rest clock (restClock.ts). */
export interface RestState {
  resolutions: Resolutions | null;
  clock: RestClock | null;
}

export interface TableFrame {
  view: ViewSync;
  framing: FramingRequest;
  camera: CameraMotion;
  orbit: OrbitPose;
  lit: LitTargets;
  palace: PalaceMotion;
  /** How many kin tiles are still moving. */
  kin: { moving: number };
  rest: RestState;
  /** The press under way and the drag handed to the orbit controls (orbitDrag.ts). */
  pointer: PointerState;
  /** The scene parts the pointer is over that take a click (the cursor is a hand while any is). */
  hover: Set<string>;
  /** Something on the table moved: the shadow map is drawn again in this frame (shadows.ts). */
  shadows: { dirty: boolean };
  /** Frames drawn by this table. */
  frames: { count: number };
}

export function createTableFrame(): TableFrame {
  const look = seatLookAt(0);
  return {
    view: { pending: null, committed: null, drawn: null },
    framing: { open: true, wake: null },
    camera: { settled: true, side: 0, target: new Vector3(look.x, look.y, look.z), lens: { ...NEUTRAL_LENS } },
    orbit: { position: null, target: null },
    lit: { keys: [], points: new Map(), hand: [] },
    palace: { yaw: 0, target: 0, settled: true, landing: 0 },
    kin: { moving: 0 },
    rest: { resolutions: null, clock: null },
    pointer: newPointerState(),
    hover: new Set(),
    shadows: { dirty: true },
    frames: { count: 0 },
  };
}

export const TableFrameContext = createContext<TableFrame | null>(null);

/** The table's per-frame object; only inside a table canvas. */
export function useTableFrame(): TableFrame {
  const frame = useContext(TableFrameContext);
  if (!frame) throw new Error('useTableFrame: no table frame (outside a TableCanvas)');
  return frame;
}

/** Asks the camera rig to frame again. */
export function requestFraming(framing: FramingRequest) {
  framing.open = true;
  framing.wake?.();
}

/** A scene part reports the pointer over (or off) something that takes a click; the page cursor is a hand while any part does. */
export function setHover(hover: Set<string>, owner: string, on: boolean) {
  const before = hover.size > 0;
  if (on) hover.add(owner);
  else hover.delete(owner);
  const after = hover.size > 0;
  if (before !== after && typeof document !== 'undefined') document.body.style.cursor = after ? 'pointer' : '';
}

/** Palace turned, camera arrived, no tile moving, and the view a test put on screen drawn. */
export function tableSettled(f: TableFrame): boolean {
  return (
    (f.view.pending === null || f.view.drawn === f.view.pending) &&
    f.palace.settled &&
    f.palace.landing === 0 &&
    f.camera.settled &&
    f.kin.moving === 0
  );
}
