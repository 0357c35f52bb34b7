// What a click under the pointer would do on the table: the legal choice's
// label of the lit target the pointer is over, and where the pointer is (the
// HUD shows the words next to it and in the decision bar).
import { create } from 'zustand';
import type { Msg } from '../../engine/core/message.js';

export interface HoverState {
  /** The choice's words (said by the HUD in the page's language). */
  label: Msg | null;
  x: number;
  y: number;
  show(label: Msg | null, x: number, y: number): void;
  clear(): void;
}

export const useHover = create<HoverState>()((set, get) => ({
  label: null,
  x: 0,
  y: 0,
  show: (label, x, y) => {
    const s = get();
    if (s.label === label && s.x === x && s.y === y) return;
    set({ label, x, y });
  },
  clear: () => {
    if (get().label !== null) set({ label: null });
  },
}));
