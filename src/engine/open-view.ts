// The game with nothing hidden, shaped like a seat's view: replays of
// finished games offer it ("all cards open"), when no secret is left to keep.
// Deck and pile order, face-down tiles and the modes' hidden state all show;
// a field no module declares does not, as in every view.
import type { GameState } from './core/types.js';
import { fieldDeclarations, screenFacts, type GameView } from './view.js';

export function openView(s: GameState, viewer = 0): GameView {
  const out: Record<string, unknown> = {};
  const fields = fieldDeclarations();
  for (const [k, value] of Object.entries(s)) if (fields.has(k)) out[k] = value;
  out.viewer = viewer;
  out.stackDepth = s.stack.length;
  out.screen = screenFacts(s, viewer);
  return JSON.parse(JSON.stringify(out)) as GameView;
}
