// A finished or saved game watched back move by move, rebuilt from its
// config, seed and action log. Every frame a seat is shown goes through the
// live game's own view and log builders (session.ts), so a replay shows a
// seat exactly what it could see when the move was played, never more.
//
// No Node import here. The replay types are the contract's (src/shared/replay-types.ts).
import { RulesError } from '../../engine/core/errors.js';
import { msg, type Msg } from '../../engine/core/message.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { openView } from '../../engine/open-view.js';
import { TABLE_SEAT } from '../../engine/view.js';
import { choiceLine, logLinesOf, seatLabel, seatViewOf, type EngineApi, type LogEntry } from './session.js';

export type { ReplayFrame, ReplayInfo, ReplaySeat, ReplayStep, ReplaySource } from '../../shared/replay-types.js';
import type { ReplayFrame, ReplayInfo, ReplayStep } from '../../shared/replay-types.js';

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
  static build(engine: EngineApi, record: ReplayRecord, id: string, title: Msg): Replay {
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
      throw new RulesError('save-mismatch', msg('main.replay.mismatch'));
    }
    const finished = engine.isGameOver(last);
    const info: ReplayInfo = {
      id,
      title,
      finished,
      tableOnly: !finished,
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
      throw new RulesError('bad-step', msg('main.replay.badStep', { last: this.length, step }));
    }
    const state = this.states[step]!;
    const log = this.log.filter((l) => l.ply <= step);
    const facts = { withLegal: false, ply: step, logLength: log.length, canUndo: false, autosavedAt: null, savedPly: null };
    if (seat === 'all') {
      if (!this.info.finished) throw new RulesError('not-finished', msg('main.replay.allOpenUnfinished'));
      const open = seatViewOf(this.engine, state, 0, facts);
      return { step, seat, view: { ...open, yourTurn: false, decision: this.engine.currentDecision(state), view: openView(state, 0) }, tableOnly: false, log };
    }
    const n = state.players.length;
    if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
      throw new RulesError('bad-seat', msg('main.badSeat', { n: seat + 1, seats: n }));
    }
    // A game still in play (or saved to go on) shows no seat's hand: the person who
    // opens its replay may sit at the table with the others, or be one of them.
    if (this.info.tableOnly) return { step, seat, view: seatViewOf(this.engine, state, TABLE_SEAT, facts), tableOnly: true, log };
    return { step, seat, view: { ...seatViewOf(this.engine, state, seat, facts), yourTurn: false }, tableOnly: false, log };
  }
}

function firstStepOfEachRound(states: readonly GameState[]): { round: number; step: number }[] {
  const rounds: { round: number; step: number }[] = [];
  states.forEach((s, step) => {
    if (rounds.length === 0 || rounds[rounds.length - 1]!.round !== s.round) rounds.push({ round: s.round, step });
  });
  return rounds;
}
