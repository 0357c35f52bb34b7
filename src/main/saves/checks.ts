// The engine-backed checks of a saved game, in one place, so that load() on
// the main side and the listing worker (list-worker.ts) judge a file alike and
// give the player the same reason.

import { msg } from '../../engine/core/message.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import type { VerifyHook } from './document.js';

/** The part of the engine API the checks need (passed in, so this module does not load the rules). */
export interface EngineForSaves {
  replay(config: GameConfig, seed: number | string, actions: readonly Action[]): GameState;
  stateHash(state: GameState): string;
}

/**
 * `quickVerify` compares the snapshot's hash with the recorded one; `verify`
 * replays the action log and compares the result's hash, so a loaded game is
 * exactly the saved one.
 */
export function engineChecks(engine: EngineForSaves): { verify: VerifyHook; quickVerify: VerifyHook } {
  return {
    quickVerify: (game) =>
      engine.stateHash(game.snapshot as unknown as GameState) === game.hash
        ? { ok: true }
        : { ok: false, reason: msg('main.verify.fingerprint') },
    verify: (game) =>
      engine.stateHash(engine.replay(game.config, game.seed, game.actions)) === game.hash
        ? { ok: true }
        : { ok: false, reason: msg('main.verify.otherPosition') },
  };
}
