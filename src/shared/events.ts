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
import { msg, type Msg } from '../engine/core/message.js';
import type { LogEntry, SeatView } from './views.js';
import type { InviteStatus } from './invite-status.js';

/** The one IPC channel events travel on (main -> renderer only). */
export const GAME_EVENT_CHANNEL = 'ryozen:event';

/** What an event says, before the driver names the game it is about. */
export type GameEventBody =
  /**
   * To the desktop, the view of the seat at its screen: the human seat at this
   * screen that must choose now, or, while others play or once the game is
   * over, the one that chose last (the first at the start). With no human
   * seat at this screen, the table view (seat -1: what every player may see).
   * Hotseat privacy is the renderer's hand-off screen between two people,
   * never a view of another seat. To a seat's device, its own seat's view.
   */
  | { type: 'view'; view: SeatView }
  /** Log lines from index `from` on; `from` below what the renderer holds means the log was cut back (undo, new game). */
  | { type: 'log'; from: number; entries: LogEntry[]; total: number }
  /**
   * A choice was made (by a computer seat or a person), for the table to animate and the HUD to announce.
   * A secret choice carries no action and a label that names nothing: the page shows it to every seat.
   */
  | { type: 'move'; seat: number; action?: Action; label: Msg; ply: number; byComputer: boolean }
  /** A computer seat is thinking (fraction 0..1); `seat: null` when no one is. */
  | { type: 'thinking'; seat: number | null; fraction: number }
  /** The after-game review (review:start) has weighed `done` of the `of` positions it reviews. */
  | { type: 'review'; done: number; of: number }
  /** Something went wrong while the main side played on (a computer seat failed, an autosave failed): `words` for the player, `message` in English. */
  | { type: 'error'; code: string; message: string; words?: Msg }
  /** Who plays where, and which devices are connected (the desktop only). */
  | { type: 'seats'; status: InviteStatus };

/**
 * Every event names the game it is about (`game`: the id in SeatView.game and
 * GameStarted.game; '' when no game is in place): a page drops what belongs
 * to another game.
 */
export type GameEvent = GameEventBody & { game: string };

export type GameEventType = GameEvent['type'];

/** The label of a secret choice's move event, whoever made it ("chose in secret"). */
export const SECRET_LABEL: Msg = msg('main.move.secret');

export type GameEventListener = (event: GameEvent) => void;
