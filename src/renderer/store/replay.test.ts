// The replay store against a fake main side: it opens at the asked step and
// seat and Close goes back where the player came from; quick scrubbing asks
// only for where the timeline ends up and never shows a stale answer; frames
// once fetched are not asked again; "all cards open" is never asked of an
// unfinished game; play moves one step a second and stops at the end; refused
// files and replays leave everything as it was; and the live game's events
// never change what the replay shows.
import { msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import type { ChannelName } from '../../shared/channel-names.js';
import type { GameEvent, GameEventListener } from '../../shared/events.js';
import type { SeatView } from '../../shared/views.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { configFor, createGameStore } from './game.js';
import { createReplayStore, placeText, PLAY_INTERVAL_MS, shownLog, shownView, stepText, type ReplayChannels, type ReplayFrame, type ReplayInfo, type ReplaySeat } from './replay.js';

const config: GameConfig = configFor(2);

function seatView(seat: number, ply: number): SeatView {
  return {
    seat,
    game: 'r1',
    view: { config, players: config.seats.map((s, i) => ({ seat: i, clan: s.clan })), kin: [], round: 1 } as unknown as SeatView['view'],
    decision: { seat: ply % 2, kind: 'place', prompt: { id: 'table.prompt.place' } },
    yourTurn: false,
    legal: [],
    ply,
    gameOver: false,
    scores: null,
    logLength: ply,
    canUndo: false,
    autosavedAt: null,
    savedPly: null,
  } as SeatView;
}

function info(steps: number, finished = true, id = 'r1'): ReplayInfo {
  return {
    id,
    title: msg('legacy.text', { text: 'Current game' }),
    tableOnly: !finished,
    finished,
    seats: [
      { name: msg('seat.named', { name: 'Aiko' }), clan: 'crane', controller: 'heuristic' },
      { name: msg('seat.named', { name: 'Ren' }), clan: 'koi', controller: 'human' },
    ],
    steps: Array.from({ length: steps }, (_, i) => ({
      step: i + 1,
      round: i < steps / 2 ? 1 : 2,
      turn: Math.floor(i / 2) + 1,
      seat: i % 2,
      newTurn: i % 2 === 0,
      label: msg('legacy.text', { text: `${i % 2 ? 'Ren' : 'Aiko'} placed a kin` }),
    })),
    rounds: [
      { round: 1, step: 0 },
      { round: 2, step: Math.ceil(steps / 2) },
    ],
    scores: null,
  };
}

/** A main side whose frame answers the test releases one by one. */
class FakeReplayMain implements ReplayChannels {
  asked: { step: number; seat: ReplaySeat }[] = [];
  private waiting: { step: number; seat: ReplaySeat; resolve: (f: ReplayFrame) => void; reject: (e: Error) => void }[] = [];
  openAnswer: ReplayInfo | Error = info(10);
  importAnswer: ReplayInfo | Error = info(4, true, 'file');
  /** Answer frames at once (no manual release). */
  auto = false;

  open(): Promise<ReplayInfo> {
    return this.openAnswer instanceof Error ? Promise.reject(this.openAnswer) : Promise.resolve(this.openAnswer);
  }
  importGame(): Promise<ReplayInfo> {
    return this.importAnswer instanceof Error ? Promise.reject(this.importAnswer) : Promise.resolve(this.importAnswer);
  }
  exportGame(): Promise<{ fileName: string; text: string }> {
    return Promise.resolve({ fileName: 'ryozen-game-2026-11-23.ryozen.json', text: '{"format":"ryozen-save"}' });
  }
  frame(_id: string, step: number, seat: ReplaySeat): Promise<ReplayFrame> {
    this.asked.push({ step, seat });
    if (this.auto) return Promise.resolve(frameOf(step, seat));
    return new Promise((resolve, reject) => this.waiting.push({ step, seat, resolve, reject }));
  }
  /** Answers the oldest request. */
  async release(): Promise<void> {
    const w = this.waiting.shift();
    if (!w) throw new Error('no frame request is waiting');
    w.resolve(frameOf(w.step, w.seat));
    await flush();
  }
  async refuse(msg: string): Promise<void> {
    const w = this.waiting.shift();
    if (!w) throw new Error('no frame request is waiting');
    w.reject(new BridgeError('replay-step', msg));
    await flush();
  }
  get pending(): number {
    return this.waiting.length;
  }
}

function frameOf(step: number, seat: ReplaySeat): ReplayFrame {
  return { step, seat, view: seatView(seat === 'all' ? 0 : seat, step), tableOnly: false, log: Array.from({ length: step }, (_, i) => ({ ply: i + 1, round: 1, seat: i % 2, msg: msg('legacy.text', { text: `line ${i + 1}` }) })) };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** The id of the live game (the replays' frames are of game 'r1'). */
const LIVE = 'g-live-00000001';

/** A live game store over a bridge that only carries events (the replay never uses it). */
function liveGame() {
  const listeners = new Set<GameEventListener>();
  const bridge: Bridge = {
    kind: 'web',
    call: (async (channel: ChannelName) => {
      if (channel === 'game:new') return { game: LIVE, seats: 2, decisionSeat: 0 };
      throw new BridgeError('unknown-channel', channel);
    }) as Bridge['call'],
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const game = createGameStore(() => bridge);
  const push = (e: GameEvent) => listeners.forEach((l) => l(e));
  return { game, push };
}

describe('the replay store', () => {
  let main: FakeReplayMain;
  let game: ReturnType<typeof liveGame>['game'];
  let push: (e: GameEvent) => void;
  let downloads: string[];
  let replay: ReturnType<typeof createReplayStore>;

  beforeEach(() => {
    main = new FakeReplayMain();
    ({ game, push } = liveGame());
    downloads = [];
    replay = createReplayStore({ channels: main, game, download: (name) => downloads.push(name) });
  });
  afterEach(() => vi.useRealTimers());

  it('opens at the last step from the seat asked, and Close goes back to the score screen of the live game', async () => {
    await game.getState().startConfigured(config);
    push({ game: LIVE, type: 'view', view: { ...seatView(1, 10), game: LIVE, gameOver: true } });
    expect(await replay.getState().open({ kind: 'current' }, { step: 'last', seat: 1 })).toBe(true);
    expect(game.getState().screen).toBe('replay');
    expect(main.asked).toEqual([{ step: 10, seat: 1 }]);
    await main.release();
    expect(replay.getState().frame?.step).toBe(10);
    expect(replay.getState().loading).toBe(false);

    replay.getState().close();
    expect(game.getState().screen).toBe('playing');
    expect(game.getState().seatView?.ply).toBe(10);
    expect(replay.getState().info).toBeNull();
  });

  it('opened from the games list, Close shows the games list again', async () => {
    game.setState({ screen: 'games', overlay: null });
    await replay.getState().open({ kind: 'game', id: 'g-abc-0123abcd' });
    expect(game.getState().screen).toBe('replay');
    replay.getState().close();
    expect(game.getState()).toMatchObject({ screen: 'games', overlay: null });
  });

  it('opened from a dialog, Close shows that dialog again', async () => {
    game.setState({ screen: 'title', overlay: 'log' });
    await replay.getState().open({ kind: 'save', name: 'autosave' });
    expect(game.getState().overlay).toBeNull();
    replay.getState().close();
    expect(game.getState()).toMatchObject({ screen: 'title', overlay: 'log' });
  });

  it('opens a saved game at its start from the first person\u2019s seat when no step or seat is asked', async () => {
    await replay.getState().open({ kind: 'save', name: 'x' });
    expect(main.asked).toEqual([{ step: 0, seat: 1 }]);
  });

  it('quick scrubbing asks only for where the timeline ends up, and a stale answer is never shown', async () => {
    await replay.getState().open({ kind: 'current' }, { step: 0, seat: 0 });
    await main.release();
    for (let s = 1; s <= 7; s++) replay.getState().goTo(s);
    // One request out (step 1); the others wait for it.
    expect(main.asked.map((a) => a.step)).toEqual([0, 1]);
    expect(replay.getState().step).toBe(7);
    await main.release();
    // Step 1's answer came after the player moved on: the screen still shows step 0, and step 7 is asked.
    expect(replay.getState().frame?.step).toBe(0);
    expect(replay.getState().loading).toBe(true);
    expect(main.asked.map((a) => a.step)).toEqual([0, 1, 7]);
    await main.release();
    expect(replay.getState().frame?.step).toBe(7);
    expect(main.pending).toBe(0);
  });

  it('a frame fetched once is shown again without asking', async () => {
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 3, seat: 0 });
    await flush();
    replay.getState().goTo(4);
    await flush();
    replay.getState().goTo(3);
    expect(replay.getState().frame?.step).toBe(3);
    expect(main.asked.map((a) => a.step)).toEqual([3, 4]);
  });

  it('the timeline stays within 0..N and rounds jump to their first step', async () => {
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 0, seat: 0 });
    replay.getState().stepBy(-1);
    expect(replay.getState().step).toBe(0);
    replay.getState().goTo(99);
    expect(replay.getState().step).toBe(10);
    replay.getState().goToRound(2);
    expect(replay.getState().step).toBe(5);
    replay.getState().goToRound(1);
    expect(replay.getState().step).toBe(0);
  });

  it('"all cards open" is never asked for an unfinished game: the first person\u2019s seat is shown instead', async () => {
    main.openAnswer = info(6, false);
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { seat: 'all' });
    replay.getState().setSeat('all');
    await flush();
    expect(main.asked.every((a) => a.seat !== 'all')).toBe(true);
    expect(replay.getState().seat).toBe(1);
  });

  it('a game in progress opened from its live log keeps to the seat at the screen: another seat is never asked for', async () => {
    main.openAnswer = info(6, false);
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 3, seat: 0, lockSeat: true });
    replay.getState().setSeat(1);
    replay.getState().setSeat('all');
    await flush();
    expect(main.asked.every((a) => a.seat === 0)).toBe(true);
    expect(replay.getState().lockedSeat).toBe(0);
    replay.getState().close();
    // The next replay (of a finished game) offers every seat again.
    main.openAnswer = info(6, true);
    await replay.getState().open({ kind: 'current' }, { seat: 0, lockSeat: true });
    replay.getState().setSeat(1);
    expect(replay.getState().seat).toBe(1);
  });

  it('"all cards open" is asked for a finished game', async () => {
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 2, seat: 0 });
    replay.getState().setSeat('all');
    await flush();
    expect(main.asked.at(-1)).toEqual({ step: 2, seat: 'all' });
    expect(replay.getState().frame?.seat).toBe('all');
  });

  it('play moves one step a second and stops at the last step', async () => {
    vi.useFakeTimers();
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 7, seat: 0 });
    await flush();
    replay.getState().play();
    expect(replay.getState().playing).toBe(true);
    await vi.advanceTimersByTimeAsync(PLAY_INTERVAL_MS - 10);
    expect(replay.getState().step).toBe(7);
    await vi.advanceTimersByTimeAsync(20);
    expect(replay.getState().step).toBe(8);
    await vi.advanceTimersByTimeAsync(PLAY_INTERVAL_MS * 5);
    expect(replay.getState().step).toBe(10);
    expect(replay.getState().frame?.step).toBe(10);
    expect(replay.getState().playing).toBe(false);
  });

  it('pause stops the timeline; play at the end starts again from the start', async () => {
    vi.useFakeTimers();
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 'last', seat: 0 });
    await flush();
    replay.getState().play();
    expect(replay.getState().step).toBe(0);
    await vi.advanceTimersByTimeAsync(PLAY_INTERVAL_MS + 10);
    expect(replay.getState().step).toBe(1);
    replay.getState().pause();
    await vi.advanceTimersByTimeAsync(PLAY_INTERVAL_MS * 3);
    expect(replay.getState().step).toBe(1);
  });

  it('a refused frame stops play and says why', async () => {
    await replay.getState().open({ kind: 'current' }, { step: 0, seat: 0 });
    await main.refuse('This replay was closed.');
    expect(replay.getState().problem).toBe('This replay was closed.');
    expect(replay.getState().playing).toBe(false);
  });

  it('a replay that cannot be opened shows the reason and leaves the screen as it was', async () => {
    game.setState({ screen: 'campaigns' });
    main.openAnswer = new BridgeError('replay-unavailable', 'This scenario was finished before this version of Ryozen kept replays.');
    expect(await replay.getState().open({ kind: 'campaign', id: 'c1', scenario: 0 })).toBe(false);
    expect(game.getState().screen).toBe('campaigns');
    expect(game.getState().errorDialog?.message).toMatch(/kept replays/);
    expect(replay.getState().info).toBeNull();
  });

  it('a refused file shows its reason, and the replay already open stays as it was', async () => {
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 4, seat: 0 });
    await flush();
    main.importAnswer = new BridgeError('save-damaged', 'The file is not a Ryozen save (it is cut off).');
    expect(await replay.getState().openFile('{"format":')).toBe(false);
    expect(game.getState().errorDialog?.message).toMatch(/cut off/);
    expect(replay.getState().info?.id).toBe('r1');
    expect(replay.getState().frame?.step).toBe(4);
  });

  it('an accepted file becomes the open replay; Close goes back to the title screen it was opened from', async () => {
    main.auto = true;
    expect(await replay.getState().openFile('{}')).toBe(true);
    expect(replay.getState().info?.id).toBe('file');
    expect(replay.getState().source).toBeNull();
    expect(game.getState().screen).toBe('replay');
    replay.getState().close();
    expect(game.getState().screen).toBe('title');
  });

  it('the live game\u2019s events while the replay is open do not change what it shows; Close shows the live game as it is now', async () => {
    await game.getState().startConfigured(config);
    push({ game: LIVE, type: 'view', view: { ...seatView(0, 3), game: LIVE } });
    main.auto = true;
    await replay.getState().open({ kind: 'current' }, { step: 2, seat: 0 });
    await flush();
    const before = shownView(game.getState(), replay.getState());
    push({ game: LIVE, type: 'view', view: { ...seatView(0, 5), game: LIVE } });
    push({ game: LIVE, type: 'log', from: 0, entries: [{ ply: 5, round: 1, seat: 1, msg: msg('legacy.text', { text: 'live line' }) }], total: 1 });
    expect(shownView(game.getState(), replay.getState())).toBe(before);
    expect(before?.ply).toBe(2);
    expect(shownLog(game.getState(), replay.getState()).map((l) => sayEnglish(l.msg))).toEqual(['line 1', 'line 2']);
    replay.getState().close();
    expect(shownView(game.getState(), replay.getState())?.ply).toBe(5);
    expect(shownLog(game.getState(), replay.getState()).map((l) => sayEnglish(l.msg))).toEqual(['live line']);
  });

  it('export writes the file the main side names', async () => {
    expect(await replay.getState().exportGame({ kind: 'current' })).toBe(true);
    expect(downloads).toEqual(['ryozen-game-2026-11-23.ryozen.json']);
  });

  it('the timeline reads its step in words', () => {
    const i = info(4);
    expect(stepText(i, 0)).toMatch(/start/);
    expect(stepText(i, 3)).toBe('Round 2, turn 2: Aiko placed a kin');
  });

  it('a round’s first step reads as the start of that round, not as the round its move closed', () => {
    const i = info(6);
    const start2 = i.rounds.find((r) => r.round === 2)!.step;
    // The move that led there was taken in round 1; the position it left is round 2's.
    expect(i.steps[start2 - 1]!.round).toBe(1);
    expect(placeText(i, start2)).toBe('Start of round 2');
    expect(stepText(i, start2)).toMatch(/^Start of round 2: /);
    expect(placeText(i, start2 - 1)).toMatch(/^Round 1, turn \d+$/);
    expect(placeText(i, start2 + 1)).toMatch(/^Round 2, turn \d+$/);
  });
});
