// A choice tapped on the table but not yet made. On a touch screen there is
// no hover to show what a lit spot does, so the first tap shows it (the bar
// reads it out, with a Confirm button) and a second tap on the same spot, or
// Confirm, makes it. A mouse still chooses with one click.
import { create } from 'zustand';
import type { LegalChoice } from '../../shared/views.js';

export interface PendingChoiceState {
  /** The choice shown, and the decision (ply) it belongs to. */
  choice: LegalChoice | null;
  ply: number | null;
  /**
   * A tap on `choice` at decision `ply`: the choice to make now (the second
   * tap on the same one), or null when this tap only shows it.
   */
  tap(choice: LegalChoice, ply: number): LegalChoice | null;
  clear(): void;
}

const same = (a: LegalChoice, b: LegalChoice) => a.index === b.index && JSON.stringify(a.action) === JSON.stringify(b.action);

export const usePendingChoice = create<PendingChoiceState>()((set, get) => ({
  choice: null,
  ply: null,
  tap: (choice, ply) => {
    const s = get();
    if (s.choice && s.ply === ply && same(s.choice, choice)) {
      set({ choice: null, ply: null });
      return choice;
    }
    set({ choice, ply });
    return null;
  },
  clear: () => {
    if (get().choice !== null) set({ choice: null, ply: null });
  },
}));
