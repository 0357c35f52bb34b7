// The shape of window.__ryozenScene (see TestHooks.tsx), in a plain .ts
// module so that end-to-end tests can import it.
import type { Side } from '../../../engine/core/types.js';
import type { SeatView } from '../../../shared/views.js';
import type { GameView } from '../../../engine/view.js';
import type { ChannelName } from '../../../shared/channel-names.js';
import type { AnyLocale } from '../../../shared/i18n/locales.js';
import type { PaintedLabel } from '../paint/paintedLabel.js';

export type { PaintedLabel };
/** Paints every worded texture in `locale` and lists its labels (see paintedLabels.ts). */
export type PaintedLabels = (locale: AnyLocale) => Promise<PaintedLabel[]>;

export type XYZ = { x: number; y: number; z: number };

export interface RyozenSceneHook {
  camera(): { position: XYZ; target: XYZ; up: XYZ; fov: number; aspect: number; mode: string; side: Side; settled: boolean };
  /** Every palace wall face on the palace now: world-space centre and outward normal. */
  walls(): { wall: number; level: number; centre: XYZ; normal: XYZ }[];
  setCameraToSeat(side: Side | null): void;
  renderInfo(): { calls: number; triangles: number; points: number; lines: number; frame: number };
  frames(): number;
  /** Palace turned, camera arrived, no tile moving. */
  settled(): boolean;
  palaceYaw(): number;
  /** Target keys lit on the table now. */
  targets(): string[];
  /** Renders one frame now (frameloop is "demand"). */
  invalidate(): void;
  /** Calls a game channel through the page's bridge. */
  call(channel: ChannelName, input: unknown): Promise<unknown>;
  /** Puts a seat view on screen (as the store does after a choice). */
  show(view: SeatView): void;
  /** Picks a kin for a two-step placement, as the hand does. */
  select(kin: number | null): void;
  /** Frame times of the rasteriser's floor (floor.ts): one full-window textured plane, unlit, at pixel ratio 1. */
  floorFrames(count: number): number[];
  /**
   * Renders one frame synchronously and waits for the GPU to finish it: milliseconds. 'moving' (the
   * default) draws at the resolution of a frame while the table moves, 'rest' at the rest frame's.
   */
  timeFrame(kind?: 'moving' | 'rest'): number;
  /** The drawing buffer now: its pixel ratio and size, and how many rest frames (full resolution, at rest) were drawn. */
  resolution(): { pixelRatio: number; width: number; height: number; restFrames: number };
  /** Puts the camera anywhere (orbit mode), looking at `target`. */
  placeCamera(position: XYZ, target: XYZ): void;
  /** Where a world point appears on the canvas, in CSS pixels from the canvas' top-left corner. */
  project(p: XYZ): { x: number; y: number };
  /** Where the tiles of the viewer's own hand lie, in world space. */
  handPoints(): XYZ[];
  /** The centre of a target (a key of targets()) in world space, or null. */
  targetPoint(key: string): XYZ | null;
  /** The names of what is drawn solid between the camera's eye and a lit target's centre (empty: the player sees it). */
  occluders(key: string): string[];
  /** The top face centre of a kin tile where the table draws it now (hand, board, palace...), or null. */
  kinPoint(kin: number): XYZ | null;
  /** The view last given to the table has been drawn at least once (its motions have begun). */
  viewDrawn(): boolean;
  /** The view the table last drew (a live game's or a replay frame's): what the player sees on the table. */
  drawnView(): GameView | null;
  /** The live renderer, scene and camera (for measurements). */
  three(): { gl: unknown; scene: unknown; camera: unknown };
  /** Names of the meshes in the scene (for checks of what is drawn). */
  meshes(): string[];
}

declare global {
  interface Window {
    __ryozenScene?: RyozenSceneHook;
    __ryozenPaintedLabels?: PaintedLabels;
  }
}
