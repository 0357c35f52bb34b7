// What the main side pushes to the renderer: the game driver (driver.ts) runs
// the game, the renderer reduces these events into its store. Electron sends
// each one with webContents.send(GAME_EVENT_CHANNEL, event) and the preload
// hands it to `window.ryozen.onEvent` listeners; the web host sends
// `{ "event": GameEvent }` frames (no `id`) on the same WebSocket as the calls.
//
// Order: a call that starts a game (game:new, game:load, campaign:create,
// campaign:continue) is answered before the new game's first event is pushed
// (the driver waits a tick); the new game then opens with the screen seat's
// `view` and its whole `log` (from 0). So a renderer may take every event that
// arrives while such a call is in flight as the old game's. A choice's own
// events (move, log, view) come before the answer to game:act.
//
// No Node or electron import here: the preload and the renderer import it.
import type { Action } from '../engine/core/types.js';
import type { LogEntry, SeatView } from './session.js';

/** The one IPC channel events travel on (main -> renderer only). */
export const GAME_EVENT_CHANNEL = 'ryozen:event';

export type GameEvent =
  /**
   * The view of the seat at the screen: the human seat that must choose now,
   * or, while computer seats play or once the game is over, the human seat that
   * chose last (the first human seat at the start; seat 0 with no human seat).
   * Only that seat's view is ever sent: hotseat privacy is the renderer's
   * handoff screen between two people, never a view of another seat.
   */
  | { type: 'view'; view: SeatView }
  /** Log lines from index `from` on; `from` below what the renderer holds means the log was cut back (undo, new game). */
  | { type: 'log'; from: number; entries: LogEntry[]; total: number }
  /**
   * A choice was made (by a computer seat or a person), for the table to animate and the HUD to announce.
   * A secret choice carries no action and a label that names nothing: the page shows it to every seat.
   */
  | { type: 'move'; seat: number; action?: Action; label: string; ply: number; byComputer: boolean }
  /** A computer seat is thinking (fraction 0..1); `seat: null` when no one is. */
  | { type: 'thinking'; seat: number | null; fraction: number }
  /** The after-game review (review:start) has weighed `done` of the `of` positions it reviews. */
  | { type: 'review'; done: number; of: number }
  /** Something went wrong while the main side played on (a computer seat failed, an autosave failed). */
  | { type: 'error'; code: string; message: string };

export type GameEventType = GameEvent['type'];

/** The label of a secret choice's move event, whoever made it. */
export const SECRET_LABEL = 'chose in secret';

export type GameEventListener = (event: GameEvent) => void;
