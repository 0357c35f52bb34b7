// The store follows the main process: it starts games and plays choices only
// through the bridge; computer seats move through bot:move until a person
// must choose; hotseat shows the deciding human seat, with a hand-off screen
// when secrets are involved; undo, the log and errors come from the bridge.
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import type { ChannelName } from '../../main/channel-names.js';
import type { LogEntry, SeatView } from '../../main/session.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { configFor, createGameStore, humanSeats, isComputerSeat, needsHandoff } from './game.js';

interface Step {
  seat: number;
  secret?: boolean;
}

/** A scripted game: a fixed sequence of deciding seats, one choice each. */
class FakeServer {
  ply = 0;
  log: LogEntry[] = [];
  calls: [string, unknown][] = [];
  constructor(
    public config: GameConfig,
    public steps: Step[],
  ) {}

  decision(): Step | null {
    return this.steps[this.ply] ?? null;
  }

  view(seat: number): SeatView {
    const d = this.decision();
    const yourTurn = !!d && d.seat === seat;
    return {
      seat,
      view: { config: this.config, players: this.config.seats.map((s, i) => ({ seat: i, clan: s.clan })), kin: [] } as unknown as SeatView['view'],
      decision: d ? { seat: d.seat, kind: d.secret ? 'secret' : 'cloak', prompt: 'Choose', ...(d.secret ? { secret: true } : {}) } : null,
      yourTurn,
      legal: yourTurn ? [{ index: 0, action: { t: 'pass' }, label: 'Pass' }] : [],
      ply: this.ply,
      gameOver: d === null,
      scores: null,
      logLength: this.log.length,
      canUndo: this.ply > 0,
      autosavedAt: null,
    };
  }

  advance(seat: number) {
    this.log.push({ ply: this.ply, round: 1, seat, text: `Seat ${seat + 1} passes.` });
    this.ply++;
  }

  bridge(): Bridge {
    const handlers: Partial<Record<ChannelName, (input: never) => unknown>> = {
      'game:new': (i: { config: GameConfig }) => {
        this.config = i.config;
        return { seats: i.config.seats.length, seed: 1, decisionSeat: this.decision()?.seat ?? null };
      },
      'game:view': (i: { seat: number }) => this.view(i.seat),
      'game:act': (i: { seat: number }) => {
        const d = this.decision();
        if (!d || d.seat !== i.seat) throw new BridgeError('not-your-turn', 'It is not your choice now.');
        this.advance(i.seat);
        return this.view(i.seat);
      },
      'bot:move': () => {
        const d = this.decision()!;
        if (!isComputerSeat(this.config, d.seat)) throw new BridgeError('not-a-bot', 'A person must choose.');
        this.advance(d.seat);
        return { seat: d.seat, label: 'Pass', view: this.view(d.seat) };
      },
      'bot:progress': () => ({ thinking: false, seat: null, fraction: 0 }),
      'game:log': (i: { since: number }) => ({ entries: this.log.slice(i.since), total: this.log.length }),
      'game:undo': (i: { seat: number }) => {
        this.ply--;
        this.log.pop();
        return this.view(i.seat);
      },
    };
    return {
      kind: 'web',
      call: (async (channel: ChannelName, input: unknown) => {
        this.calls.push([channel, input]);
        const h = handlers[channel] as ((i: unknown) => unknown) | undefined;
        if (!h) throw new BridgeError('unknown-channel', `no ${channel}`);
        return h(input);
      }) as Bridge['call'],
    };
  }
}

const pass = { index: 0, action: { t: 'pass' as const }, label: 'Pass' };

function game(controllers: GameConfig['seats'][number]['controller'][], asymmetric = false): GameConfig {
  return { ...configFor(controllers.length), seats: configFor(controllers.length).seats.map((s, i) => ({ ...s, controller: controllers[i]! })), asymmetric };
}

describe('game store', () => {
  it('starts a game with the chosen number of players and shows the deciding seat', async () => {
    const server = new FakeServer(configFor(3), [{ seat: 2 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0 });
    store.getState().setPlayers(3);
    await store.getState().startGame();
    expect(server.calls[0]).toEqual(['game:new', { config: configFor(3) }]);
    expect(store.getState().screen).toBe('playing');
    expect(store.getState().seatView?.seat).toBe(2);
    expect(store.getState().handoff).toBeNull();
  });

  it('after a choice, follows the next deciding seat (hotseat) and keeps the log', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 0 }, { seat: 1 }, { seat: 0 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0 });
    await store.getState().startGame();
    await store.getState().choose(pass);
    expect(server.calls.filter((c) => c[0] === 'game:act')).toEqual([['game:act', { seat: 0, action: { t: 'pass' } }]]);
    expect(store.getState().seatView?.seat).toBe(1);
    expect(store.getState().log.map((l) => l.text)).toEqual(['Seat 1 passes.']);
    await store.getState().choose(pass);
    expect(store.getState().seatView?.seat).toBe(0);
    expect(store.getState().log).toHaveLength(2);
  });

  it('lets computer seats move through bot:move until a person must choose, showing the person’s view', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 0 }, { seat: 1 }, { seat: 1 }, { seat: 0 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0, progressInterval: 1 });
    await store.getState().startConfigured(game(['human', 'heuristic']));
    expect(store.getState().seatView?.seat).toBe(0);
    await store.getState().choose(pass);
    expect(server.calls.filter((c) => c[0] === 'bot:move')).toHaveLength(2);
    expect(store.getState().seatView?.seat).toBe(0);
    expect(store.getState().seatView?.yourTurn).toBe(true);
    expect(store.getState().thinking).toBeNull();
    expect(store.getState().lastBotMove).toEqual({ seat: 1, label: 'Pass' });
    expect(store.getState().log).toHaveLength(3);
  });

  it('tries bot:move again while the computer is still busy with a game just left', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 1 }, { seat: 0 }]);
    let busyOnce = true;
    const bridge = server.bridge();
    const wrapped: Bridge = {
      kind: 'web',
      call: (async (channel: ChannelName, input: never) => {
        if (channel === 'bot:move' && busyOnce) {
          busyOnce = false;
          throw new BridgeError('busy', 'A computer player is already thinking.');
        }
        return bridge.call(channel, input);
      }) as Bridge['call'],
    };
    const store = createGameStore(() => wrapped, { botPause: 0, progressInterval: 1 });
    await store.getState().startConfigured(game(['human', 'heuristic']));
    expect(store.getState().error).toBeNull();
    expect(store.getState().seatView?.seat).toBe(0);
    expect(store.getState().seatView?.yourTurn).toBe(true);
  });

  it('plays a game of computers to the end, showing the first seat', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 0 }, { seat: 1 }, { seat: 0 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0, progressInterval: 1 });
    await store.getState().startConfigured(game(['random', 'heuristic']));
    expect(server.calls.filter((c) => c[0] === 'bot:move')).toHaveLength(3);
    expect(store.getState().seatView?.gameOver).toBe(true);
  });

  it('covers the table before a secret choice when two people share the screen', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 0, secret: true }, { seat: 1, secret: true }, { seat: 0 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0 });
    await store.getState().startConfigured(game(['human', 'human'], true));
    expect(store.getState().handoff).toEqual({ seat: 0, secret: true });
    // Choices wait until the player confirms.
    await store.getState().choose(pass);
    expect(server.ply).toBe(0);
    store.getState().confirmHandoff();
    await store.getState().choose(pass);
    expect(store.getState().handoff).toEqual({ seat: 1, secret: true });
    store.getState().confirmHandoff();
    await store.getState().choose(pass);
    // Asymmetric game: hidden kin, so every change of person at the screen is covered.
    expect(store.getState().handoff).toEqual({ seat: 0, secret: false });
  });

  it('takes back a choice with game:undo and re-reads the log', async () => {
    const server = new FakeServer(configFor(2), [{ seat: 0 }, { seat: 0 }, { seat: 1 }]);
    const store = createGameStore(() => server.bridge(), { botPause: 0 });
    await store.getState().startGame();
    await store.getState().choose(pass);
    expect(store.getState().log).toHaveLength(1);
    await store.getState().undo();
    expect(server.calls.some((c) => c[0] === 'game:undo')).toBe(true);
    expect(store.getState().seatView?.ply).toBe(0);
    expect(store.getState().log).toHaveLength(0);
  });

  it('shows a refusal as an error and stays on the title screen', async () => {
    const server = new FakeServer(configFor(2), []);
    const bridge = server.bridge();
    const failing: Bridge = {
      kind: 'web',
      call: (async (channel: ChannelName, input: never) => {
        if (channel === 'game:new') throw new BridgeError('bad-config', 'Team games need four players.');
        return bridge.call(channel, input);
      }) as Bridge['call'],
    };
    const store = createGameStore(() => failing, { botPause: 0 });
    await store.getState().startGame();
    expect(store.getState().error).toBe('Team games need four players.');
    expect(store.getState().screen).toBe('title');
    expect(store.getState().busy).toBe(false);
  });

  it('gives every quick-game seat its own clan, all human', () => {
    expect(configFor(4).seats.map((s) => s.clan)).toEqual(['crane', 'koi', 'tortoise', 'fox']);
    expect(configFor(2).seats.every((s) => s.controller === 'human')).toBe(true);
  });

  it('decides when the screen must be handed over', () => {
    const two = game(['human', 'human']);
    const solo = game(['human', 'strong']);
    expect(humanSeats(two)).toEqual([0, 1]);
    expect(needsHandoff(solo, 0, true, null)).toBe(false);
    expect(needsHandoff(two, 1, true, 0)).toBe(true);
    expect(needsHandoff(two, 1, true, 1)).toBe(false);
    expect(needsHandoff(two, 1, false, 0)).toBe(false);
    expect(needsHandoff({ ...two, asymmetric: true }, 1, false, 0)).toBe(true);
  });
});
