// A finished or saved game watched back move by move, rebuilt from its
// config, seed and action log. Every frame a seat is shown goes through the
// live game's own view and log builders (session.ts), so a replay shows a
// seat exactly what it could see when the move was played, never more.
//
// No Node import here: the renderer may `import type` the replay types.
import { RulesError } from '../engine/core/errors.js';
import type { Action, GameConfig, GameState, Scores } from '../engine/core/types.js';
import { openView } from '../engine/open-view.js';
import { choiceLine, logLinesOf, seatLabel, seatViewOf, type EngineApi, type LogEntry, type SeatView } from './session.js';

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
  label: string;
}

export interface ReplaySeat {
  name: string;
  clan: string;
  controller: string;
  isBasilisk?: boolean;
}

export interface ReplayInfo {
  /** Opaque; one replay is open at a time, a new open replaces it. */
  id: string;
  title: string;
  /** The game reached its end: "all cards open" is offered only then. */
  finished: boolean;
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
  seat: number | 'all';
  /** As game:view builds it for that seat at that step, with nothing to choose and no undo. */
  view: SeatView;
  /** The log lines up to `step` this seat may see, each with its ply (= the step of its action). */
  log: LogEntry[];
}

/** What a replay is built from: the game as saves keep it. */
export interface ReplayRecord {
  config: GameConfig;
  seed: number | string;
  actions: readonly Action[];
  /** When given, the replayed end position must have this hash, else the record is refused. */
  hash?: string;
}

export class Replay {
  readonly info: ReplayInfo;
  readonly record: ReplayRecord;
  /** states[k] = the position after k actions. */
  private readonly states: GameState[];
  private readonly log: LogEntry[];

  private constructor(
    private readonly engine: EngineApi,
    info: ReplayInfo,
    record: ReplayRecord,
    states: GameState[],
    log: LogEntry[],
  ) {
    this.info = info;
    this.record = record;
    this.states = states;
    this.log = log;
  }

  /** Replays `record` from its seed; throws a RulesError when a move is illegal or the end position is not the recorded one. */
  static build(engine: EngineApi, record: ReplayRecord, id: string, title: string): Replay {
    const first = engine.createGame(record.config, record.seed);
    const states: GameState[] = [first];
    const log: LogEntry[] = logLinesOf(engine, 0, first, null, null, -1);
    const steps: ReplayStep[] = [];
    let turn = 0;
    let turnKey = '';
    record.actions.forEach((action, i) => {
      const before = states[i]!;
      const seat = engine.currentDecision(before)?.seat ?? -1;
      const after = engine.applyAction(before, action);
      const step = i + 1;
      const key = `${before.round}:${before.turnSeat}`;
      const newTurn = key !== turnKey;
      if (newTurn) turn++;
      turnKey = key;
      steps.push({ step, round: before.round, turn, seat, newTurn, label: choiceLine(engine, before, action, seat) });
      log.push(...logLinesOf(engine, step, after, before, action, seat));
      states.push(after);
    });
    const last = states[states.length - 1]!;
    if (record.hash !== undefined && engine.stateHash(last) !== record.hash) {
      throw new RulesError('save-mismatch', 'This game does not replay to the position it recorded (it may come from another version of the rules).');
    }
    const finished = engine.isGameOver(last);
    const info: ReplayInfo = {
      id,
      title,
      finished,
      seats: last.players.map((p) => ({
        name: seatLabel(last, p.seat),
        clan: p.clan,
        controller: p.isBasilisk ? 'basilisk' : (record.config.seats[p.seat]?.controller ?? 'human'),
        ...(p.isBasilisk ? { isBasilisk: true } : {}),
      })),
      steps,
      rounds: firstStepOfEachRound(states),
      scores: finished ? engine.finalScores(last) : null,
    };
    return new Replay(engine, info, record, states, log);
  }

  /** The number of actions (the last step). */
  get length(): number {
    return this.states.length - 1;
  }

  /** The position after the last action (exports keep it as the save's snapshot). */
  get finalState(): GameState {
    return this.states[this.states.length - 1]!;
  }

  frame(step: number, seat: number | 'all'): ReplayFrame {
    if (!Number.isInteger(step) || step < 0 || step > this.length) {
      throw new RulesError('bad-step', `This replay has steps 0 to ${this.length}; there is no step ${step}.`);
    }
    const state = this.states[step]!;
    const log = this.log.filter((l) => l.ply <= step);
    const facts = { withLegal: false, ply: step, logLength: log.length, canUndo: false, autosavedAt: null, savedPly: null };
    if (seat === 'all') {
      if (!this.info.finished) throw new RulesError('not-finished', 'All cards open is only offered for finished games.');
      const open = seatViewOf(this.engine, state, 0, facts);
      return { step, seat, view: { ...open, yourTurn: false, decision: this.engine.currentDecision(state), view: openView(state, 0) }, log };
    }
    const n = state.players.length;
    if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
      throw new RulesError('bad-seat', `There is no seat ${seat + 1} in this game (it has ${n} seats).`);
    }
    return { step, seat, view: { ...seatViewOf(this.engine, state, seat, facts), yourTurn: false }, log };
  }
}

function firstStepOfEachRound(states: readonly GameState[]): { round: number; step: number }[] {
  const rounds: { round: number; step: number }[] = [];
  states.forEach((s, step) => {
    if (rounds.length === 0 || rounds[rounds.length - 1]!.round !== s.round) rounds.push({ round: s.round, step });
  });
  return rounds;
}
