// Which side panels of the HUD the player has folded away, for this session
// (folded panels free the table behind them; nothing is saved between runs).
import { create } from 'zustand';

export type PanelId = 'players' | 'table' | 'log';

export interface PanelsState {
  collapsed: Record<PanelId, boolean>;
  toggle(id: PanelId): void;
}

export const usePanels = create<PanelsState>()((set, get) => ({
  collapsed: { players: false, table: false, log: false },
  toggle: (id) => set({ collapsed: { ...get().collapsed, [id]: !get().collapsed[id] } }),
}));
