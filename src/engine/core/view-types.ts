// What one seat is shown of a game (view.ts builds it from what the base game and the variants declare).
import type { GameState, Kin, KinType } from './types.js';

export type KinView = Omit<Kin, 'type'> & { type: KinType | 'hidden' };

export interface GameView extends Omit<GameState, 'kin' | 'stack' | 'rng'> {
  viewer: number;
  kin: KinView[];
  /** Number of pending steps (the steps themselves may hold hidden information). */
  stackDepth: number;
  /** What the screens decide from (a hand-off's cover), folded from the variants the game plays. */
  screen: ScreenFacts;
}

/** What the screens decide from, in every view (view.ts), so that no screen names a mode. */
export interface ScreenFacts {
  /**
   * A hand-off of a shared screen to this seat covers the table until the
   * person confirms, even for a choice that is not secret (hidden information is in play).
   */
  coverBeforeShowing: boolean;
  /**
   * Cards dealt face down to this seat alone that it still chooses from (the
   * asymmetric start's revelation cards): shown beside its choice and before
   * its place at the table. Empty for every other seat and once they are revealed.
   */
  dealtCards: readonly number[];
}

