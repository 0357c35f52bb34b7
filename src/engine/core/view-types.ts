// What one seat is shown of a game (view.ts builds it; variants mask it).
import type { GameState, Kin, KinType } from './types.js';

export type KinView = Omit<Kin, 'type'> & { type: KinType | 'hidden' };

export interface GameView extends Omit<GameState, 'kin' | 'stack' | 'rng'> {
  viewer: number;
  kin: KinView[];
  /** Number of pending steps (the steps themselves may hold hidden information). */
  stackDepth: number;
}
