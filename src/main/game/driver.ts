// The game driver: the main side runs the game, the renderer only shows it.
// It applies a person's choice, plays the computer seats one choice at a time
// (their thinking runs in the bot worker, through the BotService), autosaves
// after every turn, and pushes what changed to its subscribers as GameEvents
// (events.ts): Electron forwards them to the window, the web host to each
// WebSocket. One person's choice is one call from the renderer, however many
// computer seats answer it.
//
// Who sees what: each subscriber has an audience. The desktop's `view` events
// carry only the view of the seat at its screen (the person at this screen
// choosing now, or the one who chose last while others play), or the table
// view when no person plays at this screen (every person on a device of their
// own, or only computers); a seat's device gets its own seat's view only.
// Every event names its game (events.ts).
//
// The driver alone owns a game's life. It holds the one Session (every other
// file reads it as a GameSession) and is the only file that changes it: a
// game is started, loaded or continued through the GameTable its `start`
// hands the change (with how the game is kept on disk, so the keeper's
// binding is set there and nowhere else); a person's choice and a computer's
// (the bot service only answers with an action) are applied here, and each
// is handed to the game keeper. The driver's generation is the one thing
// that says whether the game changed under a computer's thought.
//
// Plain Node: no electron import, so the web host and tests use it as is.
import { ApiError, errorWords } from './api-error.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import type { GameEventBody, GameEventListener } from '../../shared/events.js';
import { DESKTOP, type Caller } from '../../shared/rights.js';
import type { Ack, Suggestion } from '../../shared/contract.js';

export type { Ack };
import { defaultEngine, Session, type EngineApi, type GameSession, type PlayedChoice, type SeatView, type SessionRecord } from './session.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import type { BotLevel } from '../../engine/bots/index.js';
import type { RecordMeta } from '../saves/format.js';

/**
 * How the game put in place is kept on disk: in a new record of its own (a
 * new game, a loaded save played on), in an existing record (the games
 * list's continue), or in its campaign. A single game and a campaign game
 * have the one keeper; this is the one place that says which.
 */
export type Keeping =
  | { kind: 'record'; name?: string }
  | { kind: 'record'; id: string; name: string; meta: RecordMeta }
  | { kind: 'campaign'; id: string };

/** The keeper's word that the game's first `ply` choices are on disk (at `at`). */
export type SavedMark = (ply: number, at: string) => void;

/** Keeps every choice on disk (game-keeper.ts GameKeeper): the driver hands it each choice it plays. */
export interface AutosaveService {
  /** Keeps the game just put in place as `how` says. */
  keep(how: Keeping, game: GameSession): void;
  /** Keeps `move`, just played; resolves once it is on disk. */
  afterAction(game: GameSession, move: PlayedChoice, saved: SavedMark): Promise<void>;
  /** Keeps an undo. */
  afterUndo?(game: GameSession, saved: SavedMark): Promise<void>;
  /** Writes the whole game now. */
  saveNow?(game: GameSession, saved: SavedMark): Promise<void>;
  /** Why the last autosave failed, or null once one succeeds (the driver reports it). */
  readonly lastError?: string | null;
  /** lastError's words, for the player. */
  readonly lastErrorWords?: Msg | null;
}

/**
 * What a `start` change may do: put one game in place, saying how it is
 * kept. Refused (RulesError) for a config or record the rules refuse, the
 * game in play then staying as it was.
 */
export interface GameTable {
  /** The game in play (the one just put in place, once it is). */
  readonly game: GameSession;
  /** A new game (a new game follows the current rules readings). */
  newGame(config: GameConfig, seed: number | string, keep: Keeping): void;
  /** A saved copy, checked against its hash; all of it counts as kept now. */
  restore(rec: Pick<SessionRecord, 'config' | 'seed' | 'actions' | 'hash'>, keep: Keeping): void;
  /**
   * A game from its checked choices and its journal's `unchecked` ones
   * (stopping at the first the rules refuse), kept on disk as of `savedAt`.
   * Returns how many of the unchecked were made.
   */
  resume(game: { config: GameConfig; seed: number | string }, checked: readonly Action[], unchecked: readonly Action[], savedAt: string, keep: Keeping): number;
  /** Writes the game in place whole now (a campaign's new scenario; a game whose end was not yet written). */
  saveNow(): Promise<void>;
}

/** Computer seats (bot-service.ts BotService): they answer with an action; the driver applies it. */
export interface BotApi {
  /**
   * The choice of a computer player of `level` for the seat that must choose
   * in `state`, the game dealt from `gameSeed`; `onProgress` hears how far its
   * thought is (0..1). Changes nothing.
   */
  choose(state: GameState, level: BotLevel, gameSeed: number | string, onProgress?: (fraction: number) => void): Promise<Action>;
  /** Stops the thought in flight or waiting, if any (its choose() rejects): a new game should not wait for the old one's thought. */
  cancelMove?(): void;
  suggest(session: GameSession, seat: number): Promise<Suggestion>;
}

export interface DriverOptions {
  /** The rules the game is played by (tests give a fake); default the engine's. */
  engine?: EngineApi;
  /** Thinks for the computer seats; without it a computer seat's turn is reported as an error. */
  bots?: BotApi | null;
  /** Saves after every turn (and finishes a story campaign's scenario). */
  autosaver?: AutosaveService | null;
  /** Pause between two computer moves so people can follow them (ms). Default 350; tests use 0. */
  botPauseMs?: number;
  /** Least time between two progress events of one thought (ms). Default 100. */
  progressIntervalMs?: number;
}


const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** After the reply now being sent: a renderer that starts a game sees its answer before the game's first events. */
const afterReply = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class GameDriver {
  /** The game in play, to read: only the driver changes it. */
  readonly session: GameSession;
  /** The same session, to change: never handed out. */
  private readonly game: Session;
  /** What a `start` change is handed. */
  private readonly table: GameTable;
  private readonly saved: SavedMark;
  private readonly bots: BotApi | null;
  private readonly autosaver: AutosaveService | null;
  private readonly botPauseMs: number;
  private readonly progressIntervalMs: number;
  /** Each subscriber and who it is: what it is told depends on it. */
  private readonly listeners = new Map<GameEventListener, Caller>();
  /** The human seats played on devices of their own (invites): never shown at this screen. */
  private onDevices: ReadonlySet<number> = new Set();
  /**
   * Bumped by every new or loaded game, every undo and a halt: the one mark of
   * whether the game changed under a computer's thought. Work of an older
   * generation stops without a word.
   */
  private generation = 0;
  /** The generation whose computer seats are playing now; a person's choice waits for them. */
  private playing: number | null = null;
  /** The computer loop in flight. The next one waits for it: the thinker does one thought at a time. */
  private loop: Promise<void> = Promise.resolve();
  /** The person shown last: the screen stays theirs while the computer seats play. */
  private lastHuman: number | null = null;
  /** How much of the game log the renderer holds, as far as the events sent tell it. */
  private logSent = 0;
  /** The generation whose computer seats stopped on an error (asking for the view starts them again). */
  private stalled: number | null = null;
  /** The seat the last `thinking` event named (null: nobody thinks). */
  private thinkingSeat: number | null = null;
  private lastProgressAt = 0;
  /** The autosave failure already reported, so a failing disk is not announced every turn. */
  private reportedSaveError: string | null = null;

  constructor(opts: DriverOptions = {}) {
    this.game = new Session(opts.engine ?? defaultEngine);
    this.session = this.game;
    this.saved = (ply, at) => this.game.markSaved(ply, at);
    this.table = this.tableOf();
    this.bots = opts.bots ?? null;
    this.autosaver = opts.autosaver ?? null;
    this.botPauseMs = opts.botPauseMs ?? 350;
    this.progressIntervalMs = opts.progressIntervalMs ?? 100;
  }

  /** Hears every event for `audience` from now on (the desktop unless named). */
  subscribe(listener: GameEventListener, audience: Caller = DESKTOP): () => void {
    this.listeners.set(listener, audience);
    return () => void this.listeners.delete(listener);
  }

  /**
   * The seats played on devices of their own from now on (the invite service
   * sets them). The desktop is shown its seat at the screen (or the table) again.
   */
  setDevices(seats: readonly number[]): void {
    const next = new Set(seats);
    if (next.size === this.onDevices.size && seats.every((s) => this.onDevices.has(s))) return;
    this.onDevices = next;
    if (this.lastHuman !== null && next.has(this.lastHuman)) this.lastHuman = null;
    if (this.session.hasGame) this.pushView('desktop');
  }

  /** The seats played on devices of their own. */
  devices(): readonly number[] {
    return [...this.onDevices];
  }

  /** Stops the computer seats' play in flight (a host shutting down); the game stays as it is. */
  halt(): void {
    this.cancelThought();
    this.generation++;
    this.playing = null;
  }

  /** Resolves once no computer seat is playing (tests, and a host that shuts down). */
  async idle(): Promise<void> {
    await afterReply();
    for (let seen: Promise<void> | null = null; seen !== this.loop; ) {
      seen = this.loop;
      await seen;
    }
  }

  /**
   * Puts a game in place: `change` starts, loads or continues one in the
   * session (it may be refused: the game in progress then carries on). After
   * the reply, the new game's screen seat view and whole log are pushed, and
   * its computer seats play if they choose first. `startsGame` says whether
   * `change` put a game in place (a finished campaign does not).
   */
  async start<T>(change: (table: GameTable) => T | Promise<T>, startsGame: (result: T) => boolean = () => true): Promise<T> {
    // The game in play stops before `change` awaits anything: a computer move of the old
    // generation finishing meanwhile must not speak about (or play) the game put in its place.
    this.cancelThought();
    const gen = ++this.generation;
    this.playing = null;
    let result: T;
    try {
      result = await change(this.table);
    } catch (err) {
      this.carryOn(gen);
      throw err;
    }
    if (!startsGame(result)) {
      this.carryOn(gen);
      return result;
    }
    if (gen !== this.generation) return result;
    this.lastHuman = null;
    this.logSent = 0;
    this.reportedSaveError = null;
    void afterReply().then(() => {
      if (gen !== this.generation) return;
      this.stopThinking();
      this.pushView();
      this.pushLog();
      this.playComputersIfDue();
    });
    return result;
  }

  /** The one way a game is put in place: the session's change, then the keeper told how it is kept. */
  private tableOf(): GameTable {
    const game = this.game;
    const keep = (how: Keeping) => this.autosaver?.keep(how, game);
    return {
      game,
      newGame: (config, seed, how) => {
        game.newGame(config, seed);
        keep(how);
      },
      restore: (rec, how) => {
        game.restore(rec);
        game.markSaved(rec.actions.length, new Date().toISOString());
        keep(how);
      },
      resume: (g, checked, unchecked, savedAt, how) => {
        const made = game.resumeWith(g.config, g.seed, checked, unchecked);
        game.markSaved(checked.length + made, savedAt);
        keep(how);
        return made;
      },
      saveNow: async () => {
        await this.autosaver?.saveNow?.(game, this.saved);
      },
    };
  }

  /** `change` was refused or put no game in place: the game in progress carries on, its computer seats included. */
  private carryOn(gen: number): void {
    if (gen === this.generation && this.session.hasGame) this.playComputersIfDue();
  }

  /**
   * A person's choice for `seat`. Refused, changing nothing, when the game
   * has no such choice for that seat now (RulesError from the session), when
   * the seat is a computer's, or while the computer seats play.
   */
  async act(seat: number, action: Action, caller: Caller = DESKTOP): Promise<Ack> {
    if (this.playing === this.generation) throw new ApiError('busy', msg('main.driver.busy'));
    this.checkPlayableBy(seat, caller, 'chosen');
    const gen = this.generation;
    const move = await this.applyAndKeep(seat, action);
    if (gen !== this.generation) return { ply: move.ply };
    this.tell(move, false);
    this.playComputersIfDue();
    return { ply: move.ply };
  }

  /**
   * Makes a choice in the session (the one place it changes during play) and
   * keeps it on disk. Refused by the session (RulesError) when the seat has no
   * such choice now, changing nothing.
   */
  private async applyAndKeep(seat: number, action: Action): Promise<PlayedChoice> {
    const move = this.game.apply(seat, action);
    await this.saveAfter(move);
    return move;
  }

  /** Tells everyone of a choice made: the move (a secret one without its action), the new log lines and each one's view. */
  private tell(move: PlayedChoice, byComputer: boolean): void {
    this.emit({ type: 'move', seat: move.seat, ...(move.secret ? {} : { action: move.action }), label: move.label, ply: move.ply, byComputer });
    this.pushLog();
    this.pushView();
  }

  /** Takes back `seat`'s last choice (refused as the session says); cancels the computer seats' answer in flight. */
  async undo(seat: number, caller: Caller = DESKTOP): Promise<Ack> {
    this.checkPlayableBy(seat, caller, 'undone');
    this.game.undo(seat);
    this.cancelThought();
    this.generation++;
    this.playing = null;
    // Answered once the undo is kept, as a choice is.
    await this.autosaver?.afterUndo?.(this.game, this.saved);
    this.stopThinking();
    this.pushLog();
    this.pushView();
    return { ply: this.session.choices().length };
  }

  /**
   * What `caller` may see: a seat's device its own seat; the desktop the seat
   * at its screen (or the table view), when none is named (a renderer that
   * reconnects asks once), and a named seat only if it is the one at its
   * screen, or once the game is over. Computer seats that stopped on an error
   * try again.
   */
  view(seat?: number, caller: Caller = DESKTOP): SeatView {
    let view: SeatView;
    if (caller.role === 'seat') view = this.session.seatView(caller.seat);
    else if (seat === undefined) view = this.desktopView();
    else {
      const over = this.session.decisionSeat() === null;
      if (!over && seat !== this.screenSeat() && seat < this.session.seatCount()) throw new ApiError('forbidden-seat', msg('main.driver.forbiddenSeat', { n: seat + 1 }));
      view = this.session.seatView(seat);
    }
    if (this.stalled === this.generation) this.playComputersIfDue();
    return view;
  }

  /** Refuses a question about `seat`'s choices (legal choices, a suggestion) that `caller` may not ask. */
  checkAsksFor(seat: number, caller: Caller): void {
    this.checkPlayableBy(seat, caller, 'asked');
  }

  /**
   * The seat whose view the desktop shows: the person at this screen choosing
   * now, else the one who chose last, else the first; null when no person
   * plays at this screen (the table view then).
   */
  screenSeat(): number | null {
    const deciding = this.session.decisionSeat();
    if (deciding !== null && this.atScreen(deciding)) {
      this.lastHuman = deciding;
      return deciding;
    }
    if (this.lastHuman !== null) return this.lastHuman;
    const first = this.session.config().seats.findIndex((_, seat) => this.atScreen(seat));
    return first < 0 ? null : first;
  }

  /** Whether a person plays `seat` at this screen (not a computer, not a device of their own). */
  private atScreen(seat: number): boolean {
    return !this.isComputer(seat) && !this.onDevices.has(seat) && seat < this.session.config().seats.length;
  }

  /** The desktop's view: the seat at its screen, or the table. */
  private desktopView(): SeatView {
    const seat = this.screenSeat();
    return seat === null ? this.session.tableView() : this.session.seatView(seat);
  }

  /** Only the seat's own device plays a seat on a device; nobody plays a computer's. */
  private checkPlayableBy(seat: number, caller: Caller, what: 'chosen' | 'undone' | 'asked'): void {
    if (!this.session.hasGame) return;
    if (this.isComputer(seat)) throw new ApiError('computer-seat', msg('main.driver.computerSeat', { n: seat + 1, what }));
    if (caller.role === 'desktop' && this.onDevices.has(seat)) throw new ApiError('seat-on-device', msg('main.driver.seatOnDevice', { n: seat + 1, what }));
  }

  /** Whether a computer player holds `seat` (the Basilisk's choices, with no seat of its own, are a person's). */
  isComputer(seat: number): boolean {
    const controller = this.session.config().seats[seat]?.controller;
    return controller !== undefined && controller !== 'human';
  }

  // ------------------------------------------------------------ computer seats

  private playComputersIfDue(): void {
    // Already on it (a view asked for just as a game starts): one loop per generation.
    if (this.playing === this.generation || !this.session.hasGame) return;
    const seat = this.session.decisionSeat();
    if (seat === null || !this.isComputer(seat)) return;
    const gen = this.generation;
    this.playing = gen;
    this.stalled = null;
    this.loop = this.loop.then(() => this.playComputers(gen));
  }

  /** Plays computer choices until a person must choose or the game ends; never throws. */
  private async playComputers(gen: number): Promise<void> {
    try {
      for (;;) {
        if (gen !== this.generation) return;
        const seat = this.session.decisionSeat();
        if (seat === null || !this.isComputer(seat)) break;
        if (!this.bots) {
          this.stalled = gen;
          this.emit(errorEvent('bots-unavailable', msg('main.driver.botsUnavailable')));
          break;
        }
        this.thinking(seat, 0);
        let move: PlayedChoice;
        try {
          const level = this.session.config().seats[seat]!.controller as BotLevel;
          const action = await this.bots.choose(this.session.state(), level, this.session.seed(), (fraction) => this.progress(gen, seat, fraction));
          // Every change of the game in play bumps the generation: a thought about an older game is dropped unapplied.
          if (gen !== this.generation) return;
          move = await this.applyAndKeep(seat, action);
        } catch (err) {
          // The game changed under the thought (undo, new game, a halt): whoever changed it drives now.
          if (gen !== this.generation) return;
          this.stalled = gen;
          this.emit(errorEvent('computer-failed', msg('main.driver.computerFailed', { why: errorWords(err) })));
          break;
        }
        if (gen !== this.generation) return;
        const next = this.session.decisionSeat();
        const computerNext = next !== null && this.isComputer(next);
        // A person may choose as soon as their view arrives.
        if (!computerNext) this.playing = null;
        this.tell(move, true);
        if (computerNext && this.botPauseMs > 0) await sleep(this.botPauseMs);
      }
      if (gen === this.generation) {
        this.playing = null;
        this.stopThinking();
      }
    } finally {
      if (this.playing === gen) this.playing = null;
    }
  }

  /** The old position's thought is of no use: stop it rather than make the next computer move wait for it. */
  private cancelThought(): void {
    if (this.playing !== null) this.bots?.cancelMove?.();
  }

  private thinking(seat: number, fraction: number): void {
    this.thinkingSeat = seat;
    this.lastProgressAt = Date.now();
    this.emit({ type: 'thinking', seat, fraction });
  }

  private progress(gen: number, seat: number, fraction: number): void {
    if (gen !== this.generation || Date.now() - this.lastProgressAt < this.progressIntervalMs) return;
    this.thinking(seat, fraction);
  }

  private stopThinking(): void {
    if (this.thinkingSeat === null) return;
    this.thinkingSeat = null;
    this.emit({ type: 'thinking', seat: null, fraction: 0 });
  }

  // ------------------------------------------------------------ saving and events

  /** Autosaves when the choice ended a turn (the Autosaver decides); a failure is reported, play goes on. */
  private async saveAfter(move: PlayedChoice): Promise<void> {
    if (!this.autosaver) return;
    try {
      await this.autosaver.afterAction(this.game, move, this.saved);
    } catch (err) {
      // The autosave itself never throws: this is the end of a story scenario that could not be recorded.
      this.emit(errorEvent('campaign-failed', msg('main.driver.campaignFailed', { why: errorWords(err) })), 'desktop');
      return;
    }
    const failure = this.autosaver.lastError ?? null;
    if (failure && failure !== this.reportedSaveError) {
      const why = this.autosaver.lastErrorWords ?? msg('legacy.text', { text: failure });
      this.emit(errorEvent('autosave-failed', msg('main.driver.autosaveFailed', { why })), 'desktop');
    }
    this.reportedSaveError = failure;
  }

  /** Each subscriber's view (`only`: the desktop's alone): each seat's built once per change, and only for those who may see it. */
  private pushView(only?: 'desktop'): void {
    const built = new Map<number, SeatView>();
    const viewOf = (seat: number | null): SeatView => {
      const key = seat ?? -1;
      let v = built.get(key);
      if (!v) built.set(key, (v = seat === null ? this.session.tableView() : this.session.seatView(seat)));
      return v;
    };
    const game = this.gameId();
    for (const [listener, audience] of [...this.listeners]) {
      if (only && audience.role !== only) continue;
      const seat = audience.role === 'seat' ? audience.seat : this.screenSeat();
      this.deliver(listener, { type: 'view', view: viewOf(seat), game });
    }
  }

  /** The log lines the renderer lacks; `from` below what it holds cuts its log back (undo, new game). */
  private pushLog(): void {
    const page = this.session.logSince(this.logSent);
    const from = Math.min(this.logSent, page.total);
    this.logSent = page.total;
    this.emit({ type: 'log', from, entries: page.entries, total: page.total });
  }

  /** Pushes an event of a service beside the game (the after-game review's progress, the invites) to the desktop, or to everyone. */
  announce(event: GameEventBody, to: 'desktop' | 'everyone' = 'desktop'): void {
    this.emit(event, to);
  }

  private gameId(): string {
    return this.session.gameId() ?? '';
  }

  private emit(body: GameEventBody, to: 'desktop' | 'everyone' = 'everyone'): void {
    const event = { ...body, game: this.gameId() };
    for (const [listener, audience] of [...this.listeners]) {
      if (to === 'desktop' && audience.role !== 'desktop') continue;
      this.deliver(listener, event);
    }
  }

  private deliver(listener: GameEventListener, event: Parameters<GameEventListener>[0]): void {
    try {
      listener(event);
    } catch {
      // A subscriber that fails (a window closing) must not stop the game or the other subscribers.
    }
  }
}

/** An error event: `words` for the player, `message` their English. */
function errorEvent(code: string, words: Msg): { type: 'error'; code: string; message: string; words: Msg } {
  return { type: 'error', code, message: sayEnglish(words), words };
}
