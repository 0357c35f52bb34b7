// Which rule readings a game follows (docs/rules-notes.md, "Readings 2" and
// after). A rules change that adds or removes a decision, or changes what a
// recorded choice does, would break the replay of saves, so each such change
// is a numbered reading: a game keeps the readings it began with, and each
// reading includes every one before it.
import type { GameConfig, GameState } from './types.js';

/** The readings every new game follows. */
export const CURRENT_READINGS = 4 as const satisfies NonNullable<GameConfig['readings']>;

/** Whether the game follows reading `n` (absent readings: a game begun before any). */
export function follows(s: Pick<GameState, 'config'>, n: 2 | 3 | 4): boolean {
  return (s.config.readings ?? 0) >= n;
}
