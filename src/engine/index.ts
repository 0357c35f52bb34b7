// The engine's public API (DESIGN.md section 2). Everything else is internal.
import { advance, choiceHandler, decisionSeat, findLegal, pendingOptions, pendingTask } from './core/flow.js';
import { copyForStep } from './core/clone.js';
import { RulesError } from './core/errors.js';
import { msg } from './core/message.js';
import { stateHash } from './core/hash.js';
import { speaking } from './core/speech.js';
import type { Action, Decision, GameConfig, GameState, Scores } from './core/types.js';
import './variants/index.js';
import { createGame as setupGame } from './rules/setup.js';
import { finalScores as scoreGame, moonShardPoints } from './rules/scoring.js';
import { view, TABLE_SEAT, type GameView } from './view.js';
import { buttonLabel, choiceSentence, describeAction } from './describe.js';
import { choiceTarget } from './targets.js';

export type * from './core/types.js';
export type { GameView } from './view.js';
export { RulesError } from './core/errors.js';
export { isWideSeed, wideSeed } from './core/rng.js';
export { stateHash } from './core/hash.js';
export { silently } from './core/speech.js';
export { CURRENT_READINGS } from './core/readings.js';
export { moonShardPoints } from './rules/scoring.js';
export * from './setup-rules.js';
export { hiddenFingerprint } from './hidden-info.js';
export type { AsymSeat } from './variants/asymmetric.js';
export { visibleWalls } from './geometry/index.js';
export { view, describeAction, buttonLabel, choiceTarget, TABLE_SEAT };

/** A new game, set up per the rulebook for the configured player count and modes. */
export function createGame(config: GameConfig, seed: number | string): GameState {
  return setupGame(config, seed);
}

/** Who must choose now and what; null once the game is over. */
export function currentDecision(s: GameState): Decision | null {
  if (s.phase === 'end') return null;
  const top = pendingTask(s);
  if (!top) return null;
  const h = choiceHandler(top.k);
  if (!h) return null;
  return { seat: decisionSeat(top), kind: h.kind, prompt: h.prompt(s, top), ...(h.secret ? { secret: true } : {}) };
}

/** Every legal choice of the current decision, in a stable order; empty only when the game is over. */
export function legalActions(s: GameState): Action[] {
  if (s.phase === 'end') return [];
  return pendingOptions(s).slice();
}

/** Applies a choice to a copy of the state; an illegal one throws RulesError and changes nothing. */
export function applyAction(s: GameState, action: Action): GameState {
  if (s.phase === 'end') throw new RulesError('game-over', msg('rules.error.gameOver'));
  const legal = findLegal(s, action);
  const next = copyForStep(s);
  const top = next.stack.pop()!;
  choiceHandler(top.k)!.resolve(next, top, legal);
  const wrote = next.log.length > 0;
  advance(next);
  // Every choice is in the log: one whose step, and what followed, wrote nothing about its seat gets the sentence of the choice made.
  if (speaking() && !wrote) {
    const seats = [top.seat, decisionSeat(top)];
    if (!next.log.some((l) => seats.includes(l.seat))) {
      next.log.unshift({ ply: s.ply, round: s.round, seat: decisionSeat(top), msg: choiceSentence(s, legal) });
    }
  }
  next.ply = s.ply + 1;
  return next;
}

export function isGameOver(s: GameState): boolean {
  return s.phase === 'end';
}

export function finalScores(s: GameState): Scores {
  if (s.phase !== 'end') throw new RulesError('not-over', msg('rules.error.notOver'));
  return scoreGame(s);
}

/** Replays an action log from the start; the result hashes the same as the original game. */
export function replay(config: GameConfig, seed: number | string, actions: readonly Action[]): GameState {
  let s = createGame(config, seed);
  for (const a of actions) s = applyAction(s, a);
  return s;
}

export type { GameConfig, GameState, Action, Decision, Scores };
void stateHash;
void moonShardPoints;
void view;
export type ViewOf = GameView;
