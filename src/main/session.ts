// The Session is the one holder of the real game state and its action log.
// Nothing else in the app keeps a GameState: bridges and the renderer only
// ever receive what `seatView` hands out, which is built from the engine's
// `view(state, seat)` (hidden piles and deck order removed) plus the current
// decision and, for the seat that must choose, its legal actions.
//
// This file is plain TypeScript with no Node import, so the renderer may
// `import type` from it.
import { RulesError } from '../engine/core/errors.js';
import type { Action, Decision, GameConfig, GameState, Scores } from '../engine/core/types.js';
import * as realEngine from '../engine/index.js';

/** The slice of the engine API (src/engine/index.ts) the session uses. */
export interface EngineApi {
  createGame(config: GameConfig, seed: number | string): GameState;
  currentDecision(state: GameState): Decision | null;
  legalActions(state: GameState): Action[];
  applyAction(state: GameState, action: Action): GameState;
  view(state: GameState, seat: number): unknown;
  isGameOver(state: GameState): boolean;
  finalScores(state: GameState): Scores;
  replay(config: GameConfig, seed: number | string, actions: Action[]): GameState;
  stateHash(state: GameState): string;
  describeAction(state: GameState, action: Action): string;
}

/** What the engine lets one seat know (the return type of engine `view`). */
export type GameView = ReturnType<typeof realEngine.view>;

export const defaultEngine: EngineApi = realEngine;

/** One legal choice, with plain words for its button. */
export interface LegalChoice {
  /** Position in `legalActions` order (stable for a given state). */
  index: number;
  action: Action;
  label: string;
}

/** Everything one seat is told at one moment. */
export interface SeatView {
  seat: number;
  /** The engine's view of the game for this seat. */
  view: GameView;
  /** Who must choose now (null when the game is over). A secret decision's prompt is shown only to its seat. */
  decision: Decision | null;
  /** True when `seat` holds the current decision. */
  yourTurn: boolean;
  /** The choices of the current decision, only for the seat that holds it; empty otherwise. */
  legal: LegalChoice[];
  /** Number of actions applied so far. */
  ply: number;
  gameOver: boolean;
  scores: Scores | null;
}

/** A finished-or-not game as saves keep it: enough to rebuild and check it. */
export interface SessionRecord {
  config: GameConfig;
  seed: number | string;
  actions: Action[];
  /** stateHash of the state after replaying `actions`. */
  hash: string;
  /** The state snapshot (saves keep it alongside the log). */
  state: GameState;
}

export class Session {
  readonly engine: EngineApi;
  private game: { config: GameConfig; seed: number | string; actions: Action[]; state: GameState } | null = null;

  constructor(engine: EngineApi = defaultEngine) {
    this.engine = engine;
  }

  get hasGame(): boolean {
    return this.game !== null;
  }

  /** Starts a new game, replacing any game in progress. Throws RulesError for an invalid config. */
  newGame(config: GameConfig, seed: number | string): void {
    const state = this.engine.createGame(config, seed);
    this.game = { config, seed, actions: [], state };
  }

  /** The hash of the real state, or null with no game (tests use it to prove a refused call changed nothing). */
  hash(): string | null {
    return this.game ? this.engine.stateHash(this.game.state) : null;
  }

  /** Number of seats in the current game. */
  seatCount(): number {
    return this.require().state.players.length;
  }

  /** The seat that must choose now, or null when the game is over. */
  decisionSeat(): number | null {
    const d = this.engine.currentDecision(this.require().state);
    return d ? d.seat : null;
  }

  seatView(seat: number): SeatView {
    const g = this.require();
    this.checkSeat(seat);
    const { engine } = this;
    const state = g.state;
    const decision = engine.currentDecision(state);
    const yourTurn = decision !== null && decision.seat === seat;
    const shownDecision =
      decision && decision.secret && !yourTurn
        ? { seat: decision.seat, kind: 'secret', prompt: 'Another player is choosing in secret.', secret: true }
        : decision;
    const legal: LegalChoice[] = yourTurn
      ? engine.legalActions(state).map((action, index) => ({ index, action, label: engine.describeAction(state, action) }))
      : [];
    const gameOver = engine.isGameOver(state);
    return {
      seat,
      view: engine.view(state, seat) as GameView,
      decision: shownDecision,
      yourTurn,
      legal,
      ply: g.actions.length,
      gameOver,
      scores: gameOver ? engine.finalScores(state) : null,
    };
  }

  /**
   * Applies `action` for `seat`. The seat must hold the current decision and
   * the action must be legal; otherwise a RulesError is thrown and nothing
   * changes. Returns the acting seat's new view.
   */
  act(seat: number, action: Action): SeatView {
    const g = this.require();
    this.checkSeat(seat);
    const decision = this.engine.currentDecision(g.state);
    if (decision === null) throw new RulesError('game-over', 'The game is over: no more choices can be made.');
    if (decision.seat !== seat) {
      throw new RulesError('not-your-turn', `It is not your choice now: seat ${decision.seat + 1} must choose (${decision.prompt}).`);
    }
    const next = this.engine.applyAction(g.state, action);
    this.game = { ...g, actions: [...g.actions, action], state: next };
    return this.seatView(seat);
  }

  /** The game as saves keep it. */
  record(): SessionRecord {
    const g = this.require();
    return { config: g.config, seed: g.seed, actions: [...g.actions], hash: this.engine.stateHash(g.state), state: g.state };
  }

  /**
   * Restores a saved game by replaying its log; the replayed state must have
   * the recorded hash, else the record is refused and the current game kept.
   */
  restore(rec: Pick<SessionRecord, 'config' | 'seed' | 'actions' | 'hash'>): void {
    const state = this.engine.replay(rec.config, rec.seed, rec.actions);
    const hash = this.engine.stateHash(state);
    if (hash !== rec.hash) {
      throw new RulesError('save-mismatch', 'This save does not replay to the game it recorded (it may come from another version of the rules).');
    }
    this.game = { config: rec.config, seed: rec.seed, actions: [...rec.actions], state };
  }

  private require() {
    if (!this.game) throw new RulesError('no-game', 'No game is in progress: start a new game first.');
    return this.game;
  }

  private checkSeat(seat: number): void {
    const n = this.require().state.players.length;
    if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
      throw new RulesError('bad-seat', `There is no seat ${seat + 1} in this game (it has ${n} seats).`);
    }
  }
}
