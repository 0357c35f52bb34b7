// The revelation cards dealt face down to the viewing seat at an asymmetric
// start, while it may still buy some. The engine's view holds them only for
// the seat they were dealt to (another seat's show as -1), so whatever shows
// them (the table, the Springs panel, the decision bar) shows them to that
// seat alone. Pure; layout.test.ts and e2e/asym-start.spec.ts cover it.
import type { GameView } from '../../../engine/view.js';

/** The viewer's dealt cards, until the purchases are revealed (then the bought ones are its kept cards). */
export function dealtToViewer(view: Pick<GameView, 'asym' | 'asymRevealed' | 'viewer'>): number[] {
  if (view.asymRevealed) return [];
  const seats = view.asym;
  return (seats?.[view.viewer]?.dealt ?? []).filter((id) => id >= 0);
}
