// What a seat is told: the views the main side sends every page (the
// desktop, a seat's device, a replay). Built by src/main/game/session.ts
// `seatViewOf` from the engine's `view(state, seat)`.
import type { Action, ChoiceTarget, Decision, Scores } from '../engine/core/types.js';
import type { view } from '../engine/view.js';
import type { Msg } from '../engine/core/message.js';

/** What the engine lets one seat know (the return type of engine `view`). */
export type GameView = ReturnType<typeof view>;

/** One legal choice, with words for its button. */
export interface LegalChoice {
  /** Position in `legalActions` order (stable for a given state). */
  index: number;
  action: Action;
  /** The engine's buttonLabel (describeAction, a pass in its decision's own words): say it with `w.say(label)`. */
  label: Msg;
  /** What the choice acts on at the table (null for a pass, a yes/no, cloaked or unveiled): the UI lights it from this, never from words. */
  target: ChoiceTarget | null;
}

/** The seat of the table view (the engine's TABLE_SEAT): no one's hand, no secret, no choices. */
export const TABLE_SEAT = -1;

/** Everything one seat is told at one moment. */
export interface SeatView {
  /** The seat told; TABLE_SEAT (-1) for the table view, what every player may see. */
  seat: number;
  /** The id of the game this view is of (a replay's id in replays): events and views of another game are not this one's. */
  game: string;
  /** The engine's view of the game for this seat. */
  view: GameView;
  /**
   * Who must choose now (null when the game is over): what the table view
   * shows as whose turn it is. Another seat's secret decision is shown only
   * as kind 'secret' with a neutral prompt.
   */
  decision: Decision | null;
  /** True when `seat` holds the current decision. */
  yourTurn: boolean;
  /** The choices of the current decision, only for the seat that holds it; empty otherwise. */
  legal: LegalChoice[];
  /** Number of actions applied so far. */
  ply: number;
  gameOver: boolean;
  scores: Scores | null;
  /** Number of lines in the game log (fetch them with game:log). */
  logLength: number;
  /** Whether this seat may take back its last choice now. */
  canUndo: boolean;
  /** When the game was last saved automatically (ISO time), if ever. */
  autosavedAt: string | null;
  /** How many choices of this game are kept on disk (null: none yet, or not kept). */
  savedPly: number | null;
}

/** One line of the game log, as a message (say it with `w.say(msg)`). */
export interface LogEntry {
  ply: number;
  round: number;
  seat: number;
  msg: Msg;
}

