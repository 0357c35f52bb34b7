// What the replay and review channels answer: the contract's types, so the
// contract and the pages never import from the main side. Built by
// src/main/game/replayed-game.ts and src/main/game/review-service.ts.
import type { GameReview } from '../engine/bots/review.js';
import type { Scores } from '../engine/core/types.js';
import type { Msg } from '../engine/core/message.js';
import type { LogEntry, SeatView } from './views.js';

export type ReplaySource =
  | { kind: 'current' } // the game in the session now (finished or not)
  | { kind: 'save'; name: string } // a saved game slot (as game:list names it)
  | { kind: 'game'; id: string } // a game's own record (as games:list names it)
  | { kind: 'campaign'; id: string; scenario: number }; // a finished scenario of a campaign (index in results)

export interface ReplayStep {
  /** 1..N: the state after action `step` (step 0 = the start position, not listed). */
  step: number;
  /** The round in which action `step` was taken. */
  round: number;
  /** 1-based count of turns: one seat's turn and what follows it until the next seat's turn starts. */
  turn: number;
  /** The seat that took action `step`. */
  seat: number;
  /** This action begins a new turn (the timeline draws a tick). */
  newTurn: boolean;
  /** Safe for every seat: a secret choice reads "Player 2 chose in secret." */
  label: Msg;
}

export interface ReplaySeat {
  /** The seat's name as the log says it (its player's own name, "Player 2", "The Basilisk"). */
  name: Msg;
  clan: string;
  controller: string;
  isBasilisk?: boolean;
}

export interface ReplayInfo {
  /** Opaque; one replay is open at a time, a new open replaces it. */
  id: string;
  /** The game's name (its player-typed name, or its players' names when it has none). */
  title: Msg;
  /** The game reached its end: "all cards open" is offered only then. */
  finished: boolean;
  /**
   * Every frame is the table view, whatever seat is asked: the game is not
   * over, and a seat's hand may still matter to someone at this screen.
   * True exactly when `finished` is false.
   */
  tableOnly: boolean;
  seats: ReplaySeat[];
  /** One per action. */
  steps: ReplayStep[];
  /** The first step of each round (step 0 for round 1). */
  rounds: { round: number; step: number }[];
  /** Final scores once finished (the same object the score screen shows). */
  scores: Scores | null;
}

export interface ReplayFrame {
  step: number;
  /** The seat asked for ('all': every card open, finished games only). */
  seat: number | 'all';
  /** As game:view builds it for that seat at that step, with nothing to choose and no undo; the table view (seat -1) when `tableOnly`. */
  view: SeatView;
  /** The game is unfinished: `view` is the table view whatever seat was asked. */
  tableOnly: boolean;
  /** The log lines up to `step` this seat may see, each with its ply (= the step of its action). */
  log: LogEntry[];
}

/** What review:start answers: the review, for the game of `moves` choices it was made for. */
export type ReviewAnswer = GameReview & { moves: number };
