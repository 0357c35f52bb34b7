// The Session is the one holder of the real game state and its action log.
// Nothing else in the app keeps a GameState: bridges and the renderer only
// ever receive what `seatView` hands out, which is built from the engine's
// `view(state, seat)` (hidden piles and deck order removed) plus the current
// decision and, for the seat that must choose, its legal actions.
//
import { RulesError } from '../../engine/core/errors.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { seatName } from '../../engine/core/state.js';
import type { Action, ChoiceTarget, Decision, GameConfig, GameState, Scores } from '../../engine/core/types.js';
import * as realEngine from '../../engine/index.js';
import { CURRENT_READINGS, hiddenFingerprint, TABLE_SEAT, wideSeed } from '../../engine/index.js';
import { SECRET_LABEL } from '../../shared/events.js';

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
  describeAction(state: GameState, action: Action): Msg;
  /** describeAction, but a pass in its decision's own button words. */
  buttonLabel(state: GameState, action: Action): Msg;
  choiceTarget(state: GameState, action: Action): ChoiceTarget | null;
}

export const defaultEngine: EngineApi = realEngine;

/**
 * The seed of a new game nobody chose a seed for: 128 random bits (Web Crypto,
 * present in Node and in browsers), too many to search from what the set-up
 * shows. The engine runs a 128-bit generator for such seeds (core/rng.ts).
 */
export function newGameSeed(): string {
  return wideSeed(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** A game's id in events and views: random, so a page never takes one game's events for another's. */
function newGameId(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// The view types are the contract's (src/shared/views.ts): every page reads them.
export type { GameView, LegalChoice, LogEntry, SeatView } from '../../shared/views.js';
import type { GameView, LegalChoice, LogEntry, SeatView } from '../../shared/views.js';

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

/** A choice just made, with its words: made once here, for the move event every seat reads. */
export interface PlayedChoice {
  seat: number;
  action: Action;
  /** Made in secret: its action is told to nobody, its label is SECRET_LABEL. */
  secret: boolean;
  label: Msg;
  /** The game's ply after it. */
  ply: number;
  /** Whose turn it was before it (the keeper writes a checkpoint when the turn changes hands). */
  turnSeatBefore: number;
}

interface Game {
  /** A new id for every game put in place (new, restored, resumed); an undo keeps it. */
  id: string;
  config: GameConfig;
  seed: number | string;
  actions: Action[];
  state: GameState;
  /** history[i] is the state before actions[i]; kept for undo (states are immutable, so this is cheap). */
  history: GameState[];
  /** The seat that made each action. */
  actors: number[];
  log: LogEntry[];
  /** log length before each action, to trim the log on undo. */
  logMarks: number[];
}

/** The facts of a seat view that come from the game's history rather than its state. */
export interface SeatViewFacts {
  /** The game's id (Session.gameId); '' when the view belongs to no game in play. */
  game?: string;
  /** Whether the deciding seat gets its legal choices (a replay shows none). */
  withLegal: boolean;
  ply: number;
  logLength: number;
  canUndo: boolean;
  autosavedAt: string | null;
  savedPly: number | null;
}

/**
 * What `seat` is told about `state`: the one masking rule shared by the live
 * game and replays, so a replay can never show a seat more than it saw live.
 */
export function seatViewOf(engine: EngineApi, state: GameState, seat: number, facts: SeatViewFacts): SeatView {
  const decision = engine.currentDecision(state);
  const yourTurn = decision !== null && decision.seat === seat;
  const shownDecision =
    decision && decision.secret && !yourTurn
      ? { seat: decision.seat, kind: 'secret' as const, prompt: msg('main.decision.secret'), secret: true }
      : decision;
  const legal: LegalChoice[] =
    yourTurn && facts.withLegal
      ? engine.legalActions(state).map((action, index) => ({
          index,
          action,
          label: engine.buttonLabel(state, action),
          target: engine.choiceTarget(state, action),
        }))
      : [];
  const gameOver = engine.isGameOver(state);
  return {
    seat,
    game: facts.game ?? '',
    view: engine.view(state, seat) as GameView,
    decision: shownDecision,
    yourTurn,
    legal,
    ply: facts.ply,
    gameOver,
    scores: gameOver ? engine.finalScores(state) : null,
    logLength: facts.logLength,
    canUndo: facts.canUndo,
    autosavedAt: facts.autosavedAt,
    savedPly: facts.savedPly,
  };
}

/** How the log names a seat: its player's own name, "Player 2", "The Basilisk". */
export function seatLabel(state: GameState, seat: number): Msg {
  return seatName(state, seat);
}

/**
 * The log lines of one action (ply `ply`), the same for every seat: the
 * engine's own lines, else a line naming the choice. A secret choice is named
 * only as such, since every seat reads the log.
 */
export function logLinesOf(engine: EngineApi, ply: number, after: GameState, before: GameState | null, action: Action | null, seat: number): LogEntry[] {
  const lines: LogEntry[] = after.log.map((l) => ({ ply, round: l.round, seat: l.seat, msg: l.msg }));
  // A choice that produced no line at all is still logged (the engine writes one for every choice; an engine given to the session may not).
  if (lines.length === 0 && before && action) {
    lines.push({ ply, round: before.round, seat, msg: choiceLine(engine, before, action, seat) });
  }
  return lines;
}

/** The words for `seat`'s choice `action` taken in `before`, safe for every seat to read. */
export function choiceLine(engine: EngineApi, before: GameState, action: Action, seat: number): Msg {
  const who = seatLabel(before, seat);
  if (engine.currentDecision(before)?.secret) return msg('main.log.choseSecret', { seat: who });
  return msg('main.log.chose', { seat: who, choice: engine.describeAction(before, action) });
}

/**
 * The game in play as every file but the driver sees it: it reads, never
 * changes. Only the game driver (driver.ts) holds the Session itself, so it
 * alone starts, replaces, plays and ends a game.
 */
export interface GameSession {
  readonly engine: EngineApi;
  readonly hasGame: boolean;
  /** When the game keeper last put a choice on disk. */
  readonly autosavedAt: string | null;
  /** How many choices the game keeper has put on disk. */
  readonly savedPly: number | null;
  hash(): string | null;
  seatCount(): number;
  decisionSeat(): number | null;
  gameId(): string | null;
  seatView(seat: number): SeatView;
  tableView(): SeatView;
  state(): GameState;
  config(): GameConfig;
  logSince(since: number): { entries: LogEntry[]; total: number };
  undoRefusal(seat: number): Msg | null;
  seed(): number | string;
  choices(): readonly Action[];
  record(): SessionRecord;
}

/**
 * The one holder of the game in play and its changes. The driver owns the
 * one in play (driver.ts); a Session of one's own (a test's copy, a bench)
 * is no game in play.
 */
export class Session implements GameSession {
  readonly engine: EngineApi;
  private game: Game | null = null;
  /** Set by the driver after each choice the game keeper has put on disk. */
  autosavedAt: string | null = null;
  /** How many choices the game keeper has put on disk. */
  savedPly: number | null = null;

  constructor(engine: EngineApi = defaultEngine) {
    this.engine = engine;
  }

  get hasGame(): boolean {
    return this.game !== null;
  }

  /** Starts a new game, replacing any game in progress. Throws RulesError for an invalid config. */
  newGame(config: GameConfig, seed: number | string): void {
    // A new game follows the current rule readings; loaded games keep the config they were saved with.
    config = { ...config, readings: config.readings ?? CURRENT_READINGS };
    const state = this.engine.createGame(config, seed);
    this.game = { id: newGameId(), config, seed, actions: [], state, history: [], actors: [], log: [], logMarks: [] };
    this.forgetSaved();
    this.appendLog(this.game, state, null, null, -1);
  }

  /** The game keeper has put the first `ply` choices on disk. */
  markSaved(ply: number, at: string): void {
    this.savedPly = ply;
    this.autosavedAt = at;
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

  /** The id of the game in play, or null with none: every event and view about it carries it. */
  gameId(): string | null {
    return this.game?.id ?? null;
  }

  seatView(seat: number): SeatView {
    const g = this.require();
    this.checkSeat(seat);
    return seatViewOf(this.engine, g.state, seat, {
      game: g.id,
      withLegal: true,
      ply: g.actions.length,
      logLength: g.log.length,
      canUndo: this.undoRefusal(seat) === null,
      autosavedAt: this.autosavedAt,
      savedPly: this.savedPly,
    });
  }

  /** The table as every player sees it: no seat's hand, draw or secret, no choices. */
  tableView(): SeatView {
    const g = this.require();
    return seatViewOf(this.engine, g.state, TABLE_SEAT, {
      game: g.id,
      withLegal: false,
      ply: g.actions.length,
      logLength: g.log.length,
      canUndo: false,
      autosavedAt: this.autosavedAt,
      savedPly: this.savedPly,
    });
  }

  /** The real state, for main-process services only (bots, saves); never sent to a renderer. */
  state(): GameState {
    return this.require().state;
  }

  /** The config of the game in progress. */
  config(): GameConfig {
    return this.require().config;
  }

  /** Log lines from index `since` on. */
  logSince(since: number): { entries: LogEntry[]; total: number } {
    const g = this.require();
    return { entries: g.log.slice(Math.max(0, since)), total: g.log.length };
  }

  /** Why `seat` may not take back its last choice now, or null when it may. */
  undoRefusal(seat: number): Msg | null {
    const g = this.game;
    if (!g || g.actions.length === 0) return msg('main.undo.nothingPlayed');
    if (g.actors[g.actors.length - 1] !== seat) return msg('main.undo.notYours');
    // What a seat cannot know (the engine's fingerprint): if it changed, something hidden came to light.
    const before = g.history[g.history.length - 1]!;
    if (hiddenFingerprint(before) !== hiddenFingerprint(g.state)) {
      return msg('main.undo.hiddenRevealed');
    }
    return null;
  }

  /** Takes back `seat`'s last choice, if no hidden information came to light since. */
  undo(seat: number): SeatView {
    const g = this.require();
    this.checkSeat(seat);
    const refusal = this.undoRefusal(seat);
    if (refusal) throw new RulesError('cannot-undo', refusal);
    const mark = g.logMarks[g.logMarks.length - 1]!;
    this.game = {
      ...g,
      state: g.history[g.history.length - 1]!,
      actions: g.actions.slice(0, -1),
      history: g.history.slice(0, -1),
      actors: g.actors.slice(0, -1),
      log: g.log.slice(0, mark),
      logMarks: g.logMarks.slice(0, -1),
    };
    return this.seatView(seat);
  }

  private appendLog(g: Game, after: GameState, before: GameState | null, action: Action | null, seat: number): void {
    g.log.push(...logLinesOf(this.engine, g.actions.length, after, before, action, seat));
  }

  /**
   * Applies `action` for `seat`. The seat must hold the current decision and
   * the action must be legal; otherwise a RulesError is thrown and nothing
   * changes. Only the game driver calls it (driver.ts): it builds the views it sends.
   */
  apply(seat: number, action: Action): PlayedChoice {
    const g = this.require();
    this.checkSeat(seat);
    const decision = this.engine.currentDecision(g.state);
    if (decision === null) throw new RulesError('game-over', msg('main.act.gameOver'));
    if (decision.seat !== seat) {
      // A secret decision's prompt names what that seat drew: a refusal sent to another seat must not carry it.
      const waitingFor = decision.secret
        ? msg('main.act.notYourTurn.secret', { n: decision.seat + 1 })
        : msg('main.act.notYourTurn', { n: decision.seat + 1, prompt: decision.prompt });
      throw new RulesError('not-your-turn', waitingFor);
    }
    const next = this.engine.applyAction(g.state, action);
    const updated: Game = {
      ...g,
      actions: [...g.actions, action],
      state: next,
      history: [...g.history, g.state],
      actors: [...g.actors, seat],
      log: g.log.slice(),
      logMarks: [...g.logMarks, g.log.length],
    };
    this.appendLog(updated, next, g.state, action, seat);
    this.game = updated;
    // Every seat reads the move's words, so a secret choice is not named.
    const secret = decision.secret === true;
    const label = secret ? SECRET_LABEL : this.engine.describeAction(g.state, action);
    return { seat, action, secret, label, ply: next.ply, turnSeatBefore: g.state.turnSeat };
  }

  /** The seed the game was dealt with (the computer seats' thoughts are seeded from it). */
  seed(): number | string {
    return this.require().seed;
  }

  /** The choices made so far, without hashing the state as record() does (the keeper asks after every choice). */
  choices(): readonly Action[] {
    return this.require().actions;
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
    const g = this.rebuild(rec.config, rec.seed, rec.actions);
    if (this.engine.stateHash(g.state) !== rec.hash) {
      throw new RulesError('save-mismatch', msg('main.restore.mismatch'));
    }
    this.game = g;
    this.forgetSaved();
  }

  /** Continues a game from its log alone (the store has already checked the file). */
  resume(config: GameConfig, seed: number | string, actions: readonly Action[]): void {
    this.game = this.rebuild(config, seed, actions);
    this.forgetSaved();
  }

  /**
   * Continues a game from its checked log, then makes the `unchecked` choices
   * (a journal's) in turn, stopping at the first the rules refuse (a damaged
   * or foreign line): every choice before it stands. Returns how many were made.
   */
  resumeWith(config: GameConfig, seed: number | string, checked: readonly Action[], unchecked: readonly Action[]): number {
    this.resume(config, seed, checked);
    let made = 0;
    for (const action of unchecked) {
      const seat = this.decisionSeat();
      if (seat === null) break;
      try {
        this.apply(seat, action);
      } catch {
        break;
      }
      made++;
    }
    return made;
  }

  private forgetSaved(): void {
    this.autosavedAt = null;
    this.savedPly = null;
  }

  /** Replays a log step by step, so the history (undo) and the game log are rebuilt too. */
  private rebuild(config: GameConfig, seed: number | string, actions: readonly Action[]): Game {
    const first = this.engine.createGame(config, seed);
    const g: Game = { id: newGameId(), config, seed, actions: [], state: first, history: [], actors: [], log: [], logMarks: [] };
    this.appendLog(g, first, null, null, -1);
    for (const action of actions) {
      const seat = this.engine.currentDecision(g.state)?.seat ?? -1;
      const next = this.engine.applyAction(g.state, action);
      g.history.push(g.state);
      g.logMarks.push(g.log.length);
      g.actors.push(seat);
      g.actions.push(action);
      this.appendLog(g, next, g.state, action, seat);
      g.state = next;
    }
    return g;
  }

  private require() {
    if (!this.game) throw new RulesError('no-game', msg('main.noGame'));
    return this.game;
  }

  private checkSeat(seat: number): void {
    const n = this.require().state.players.length;
    if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
      throw new RulesError('bad-seat', msg('main.badSeat', { n: seat + 1, seats: n }));
    }
  }
}
