// The computer seats' service: a computer level's action for a position,
// thought off the main thread (the worker-thread BotRunner behind a Thinker),
// and suggestions for people. It changes nothing: the driver applies the
// action it answers (driver.ts).
import type { Action, GameState } from '../../engine/core/types.js';
import type { BotLevel } from '../../engine/bots/index.js';
import type { Suggestion } from '../../shared/contract.js';
import { ApiError } from './api-error.js';
import { msg, type Msg } from '../../engine/core/message.js';
import type { BotApi } from './driver.js';
import type { GameSession, SeatView } from './session.js';

/** Thinks for computer seats; the real implementation is the worker-thread BotRunner. */
export interface Thinker {
  think(state: GameState, level: BotLevel, seed: number | string, onProgress?: (p: { fraction?: number }) => void): Promise<Action>;
  /** Stops the thought in flight, whose think() then rejects. */
  cancel?(): void;
  /** The strong bot's choice for a person, with why in words (explain.ts); without it, suggestions are the heuristic's, unexplained. */
  suggest?(state: GameState, seed: string): Promise<{ action: Action; why?: Msg }>;
}


export class BotService implements BotApi {
  /** The computer's thought asked for last, until it ends; `cancelled` once cancelMove() voided it. */
  private current: { cancelled: boolean } | null = null;
  /** How far the thought in flight got. */
  private fraction = 0;
  /**
   * The thinker runs one request at a time and a new request cancels the one
   * in flight (BotRunner), so moves and suggestions wait here for each other:
   * a suggestion asked while the computer thinks must not void its move.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly thinker: Thinker) {}

  /** A computer player's choice for whoever must choose in `state`; `onProgress` hears how far its thought is (0..1). */
  choose(state: GameState, level: BotLevel, gameSeed: number | string, onProgress?: (fraction: number) => void): Promise<Action> {
    const thought = { cancelled: false };
    this.current = thought;
    return this.oneAtATime(async () => {
      // Voided while it waited for a suggestion: the position it was asked about is gone.
      if (thought.cancelled) throw new Error('The computer player stopped thinking: its game changed.');
      this.fraction = 0;
      return this.thinker.think(state, level, `${gameSeed}:${state.ply}`, (p) => {
        this.fraction = Math.max(0, Math.min(1, p.fraction ?? this.fraction));
        onProgress?.(this.fraction);
      });
    }).finally(() => {
      if (this.current === thought) this.current = null;
    });
  }

  private oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops a computer seat's thought in flight or waiting (its game was replaced or taken back): its choose() rejects. */
  cancelMove(): void {
    if (!this.current) return;
    this.current.cancelled = true;
    this.thinker.cancel?.();
  }

  /** A suggested choice for a human seat (the allies' assistant against the Basilisk): the strong bot's pick and why. */
  suggest(session: GameSession, seat: number): Promise<Suggestion> {
    // Asked while the computer thinks: answered after its move, for the position then.
    return this.oneAtATime(() => this.suggestNow(session, seat));
  }

  private async suggestNow(session: GameSession, seat: number): Promise<Suggestion> {
    const view: SeatView = session.seatView(seat);
    if (!view.yourTurn) throw new ApiError('not-your-turn', msg('main.suggest.notYourTurn'));
    const seed = `suggest:${session.state().ply}`;
    const { action, why } = this.thinker.suggest
      ? await this.thinker.suggest(session.state(), seed)
      : { action: await this.thinker.think(session.state(), 'heuristic', seed), why: undefined };
    const choice = view.legal.find((c) => JSON.stringify(c.action) === JSON.stringify(action));
    if (!choice) throw new ApiError('no-suggestion', msg('main.suggest.none'));
    return { index: choice.index, label: choice.label, ...(why ? { why } : {}) };
  }
}
