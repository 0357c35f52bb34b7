// The table camera's mode, apart from the game store: 'seat' (the eye of the
// seat on screen, as the engine's point of view uses it), 'orbit' (free,
// drag to turn, wheel to zoom) and 'top' (straight down, the seat's side at
// the bottom). Keys: C cycles seat -> orbit -> top, T toggles the top view.
import { create } from 'zustand';
import type { Side } from '../../engine/core/types.js';

export type CameraMode = 'seat' | 'orbit' | 'top';
export const CAMERA_MODES: readonly CameraMode[] = ['seat', 'orbit', 'top'];

export interface CameraStore {
  mode: CameraMode;
  /** A side forced by the test hook (setCameraToSeat); null = the side of the seat on screen. */
  forcedSide: Side | null;
  setMode(mode: CameraMode): void;
  /** C: seat -> orbit -> top -> seat. */
  cycle(): void;
  /** T: top view, or back to the seat view from it. */
  toggleTop(): void;
  forceSide(side: Side | null): void;
}

export function nextMode(mode: CameraMode): CameraMode {
  return CAMERA_MODES[(CAMERA_MODES.indexOf(mode) + 1) % CAMERA_MODES.length]!;
}

export function createCameraStore() {
  return create<CameraStore>()((set, get) => ({
    mode: 'seat',
    forcedSide: null,
    setMode: (mode) => set({ mode }),
    cycle: () => set({ mode: nextMode(get().mode) }),
    toggleTop: () => set({ mode: get().mode === 'top' ? 'seat' : 'top' }),
    forceSide: (forcedSide) => set({ forcedSide }),
  }));
}

export const useCamera = createCameraStore();

/** The camera key a keyboard event stands for, unless the player is typing in a field. */
export function cameraKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { target: EventTarget | null }): 'cycle' | 'top' | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const t = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName ?? ''))) return null;
  const k = e.key.toLowerCase();
  if (k === 'c') return 'cycle';
  if (k === 't') return 'top';
  return null;
}
