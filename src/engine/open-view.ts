// The whole game with nothing hidden, shaped like a seat's view: replays of
// finished games offer it ("all cards open"), when no secret is left to keep.
// Deck and pile order, face-down tiles and the modes' hidden state all show.
import type { GameState } from './core/types.js';
import type { GameView, KinView } from './view.js';

export function openView(s: GameState, viewer = 0): GameView {
  const copy = JSON.parse(JSON.stringify(s)) as Partial<GameState> & Omit<GameState, 'rng' | 'stack'>;
  delete copy.rng;
  delete copy.stack;
  return { ...copy, viewer, kin: copy.kin as KinView[], stackDepth: s.stack.length } as GameView;
}
