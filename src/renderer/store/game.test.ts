// The store is a reducer of what the main side pushes: a person's choice is
// one call, the computer seats' turns arrive as events (thinking, move, log,
// view), the log is cut back on undo, the table is covered when the person at
// the screen changes and secrets are in play, and events of a game the player
// has left never reach the screen.
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import type { ChannelName } from '../../shared/channel-names.js';
import type { GameEvent, GameEventListener } from '../../shared/events.js';
import type { LegalChoice, LogEntry, SeatView } from '../../shared/views.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { configFor, createGameStore, humanSeats, needsHandoff } from './game.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

/** Words as the main side sends them: a message (here the catalogs' plain-text one). */
const said = (text: string): Msg => msg('legacy.text', { text });

type Handler = (input: never) => unknown;

/** The main side as the store sees it: answers calls (recorded) and pushes events when the test says so. */
class FakeMain {
  calls: [ChannelName, unknown][] = [];
  private listeners = new Set<GameEventListener>();
  handlers: Partial<Record<ChannelName, Handler>> = {
    'game:new': () => ({ game: G, seats: 2, decisionSeat: 0 }),
    'game:act': () => ({ ply: 1 }),
    'game:undo': () => ({ ply: 0 }),
  };

  readonly bridge: Bridge = {
    kind: 'web',
    call: (async (channel: ChannelName, input: never) => {
      this.calls.push([channel, input]);
      const h = this.handlers[channel];
      if (!h) throw new BridgeError('unknown-channel', `no ${channel}`);
      return h(input);
    }) as Bridge['call'],
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  push(...events: GameEvent[]): void {
    for (const e of events) for (const l of this.listeners) l(e);
  }

  channels(): ChannelName[] {
    return this.calls.map((c) => c[0]);
  }
}

function game(controllers: GameConfig['seats'][number]['controller'][], asymmetric = false): GameConfig {
  return { ...configFor(controllers.length), seats: configFor(controllers.length).seats.map((s, i) => ({ ...s, controller: controllers[i]! })), asymmetric };
}

interface ViewSpec {
  seat: number;
  /** Who must choose now; null once the game is over. */
  decider: number | null;
  ply: number;
  secret?: boolean;
}

function view(config: GameConfig, { seat, decider, ply, secret }: ViewSpec): SeatView {
  const yourTurn = decider === seat;
  return {
    seat,
    game: G,
    // The engine's asymmetric variant asks for the cover in every view (variants/asymmetric.ts).
    view: { config, players: config.seats.map((s, i) => ({ seat: i, clan: s.clan })), kin: [], screen: { coverBeforeShowing: !!config.asymmetric } } as unknown as SeatView['view'],
    decision: decider === null ? null : { seat: decider, kind: 'cloak', prompt: said('Choose'), ...(secret ? { secret: true } : {}) },
    yourTurn,
    legal: yourTurn ? [pass] : [],
    ply,
    gameOver: decider === null,
    scores: null,
    logLength: ply,
    canUndo: ply > 0,
    autosavedAt: null,
    savedPly: null,
  } as SeatView;
}

/** The id of the game under test (what the start call's answer names); OLD and OTHER are other games. */
const G = 'g-test-00000001';
const OLD = 'g-test-00000000';
const OTHER = 'g-test-00000002';

const line = (ply: number, seat: number): LogEntry => ({ ply, round: 1, seat, msg: said(`Seat ${seat + 1} passes.`) });
const pass: LegalChoice = { index: 0, action: { t: 'pass' }, label: said('Pass'), target: null };

/** A started game whose first view (seat 0 to choose) and empty log the main side has pushed. */
async function started(config: GameConfig) {
  const main = new FakeMain();
  const store = createGameStore(() => main.bridge);
  await store.getState().startConfigured(config);
  main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 0 }) }, { game: G, type: 'log', from: 0, entries: [], total: 0 });
  main.calls = [];
  return { main, store };
}

describe('game store', () => {
  it('starts a game with one call and shows the view and log the main side pushes after its answer', async () => {
    const main = new FakeMain();
    const store = createGameStore(() => main.bridge);
    store.getState().setPlayers(3);
    await store.getState().startGame();
    expect(main.calls).toEqual([['game:new', { config: configFor(3) }]]);
    expect(store.getState().screen).toBe('playing');
    expect(store.getState().seatView).toBeNull();

    main.push({ game: G, type: 'view', view: view(configFor(3), { seat: 2, decider: 2, ply: 0 }) }, { game: G, type: 'log', from: 0, entries: [line(0, 2)], total: 1 });
    expect(store.getState().seatView?.seat).toBe(2);
    expect(store.getState().log.map((l) => sayEnglish(l.msg))).toEqual(['Seat 3 passes.']);
    expect(main.calls).toHaveLength(1);
  });

  it('makes exactly one call for a choice; the computer seats play on through pushed events', async () => {
    const config = game(['human', 'heuristic', 'random', 'strong']);
    const { main, store } = await started(config);

    await store.getState().choose(pass);
    expect(main.calls).toEqual([['game:act', { seat: 0, action: { t: 'pass' } }]]);
    // The choice is spent: clicking again before the next view asks nothing.
    expect(store.getState().seatView?.yourTurn).toBe(false);
    await store.getState().choose(pass);
    expect(main.calls).toHaveLength(1);

    main.push({ game: G, type: 'move', seat: 0, action: { t: 'pass' }, label: said('Pass'), ply: 0, byComputer: false }, { game: G, type: 'log', from: 0, entries: [line(0, 0)], total: 1 });
    for (const seat of [1, 2, 3]) {
      main.push({ game: G, type: 'thinking', seat, fraction: 0 }, { game: G, type: 'thinking', seat, fraction: 0.5 });
      expect(store.getState().thinking).toEqual({ seat, fraction: 0.5 });
      main.push({ game: G, type: 'move', seat, action: { t: 'pass' }, label: said(`Pass ${seat}`), ply: seat, byComputer: true }, { game: G, type: 'log', from: seat, entries: [line(seat, seat)], total: seat + 1 });
      expect(store.getState().lastBotMove).toEqual({ seat, label: said(`Pass ${seat}`) });
    }
    expect(store.getState().lastMove).toMatchObject({ seat: 3, byComputer: true, ply: 3 });
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 4 }) }, { game: G, type: 'thinking', seat: null, fraction: 0 });

    expect(store.getState().seatView).toMatchObject({ seat: 0, ply: 4, yourTurn: true });
    expect(store.getState().thinking).toBeNull();
    expect(store.getState().log.map((l) => l.seat)).toEqual([0, 1, 2, 3]);
    expect(store.getState().handoff).toBeNull();
    expect(main.calls).toHaveLength(1);
  });

  it('offers the next choice as soon as its view is pushed, before the call is answered', async () => {
    const config = game(['human', 'human']);
    const { main, store } = await started(config);
    let busyWithNextView: boolean | null = null;
    main.handlers['game:act'] = () => {
      main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 1 }) });
      busyWithNextView = store.getState().busy;
      return { ply: 1 };
    };
    await store.getState().choose(pass);
    expect(busyWithNextView).toBe(false);
    expect(store.getState().seatView).toMatchObject({ ply: 1, yourTurn: true });
    expect(store.getState().busy).toBe(false);
  });

  it('asks nothing while a computer seat is thinking', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.push({ game: G, type: 'thinking', seat: 1, fraction: 0.2 });
    await store.getState().choose(pass);
    await store.getState().undo();
    expect(main.calls).toEqual([]);
  });

  it('takes back a choice with one call and cuts the log back to what the main side says', async () => {
    const config = game(['human', 'human']);
    const { main, store } = await started(config);
    main.push({ game: G, type: 'log', from: 0, entries: [line(0, 0), line(1, 1), line(2, 0)], total: 3 });
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 3 }) });

    await store.getState().undo();
    expect(main.calls).toEqual([['game:undo', { seat: 0 }]]);
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 2 }) }, { game: G, type: 'log', from: 2, entries: [], total: 2 });
    expect(store.getState().seatView?.ply).toBe(2);
    expect(store.getState().log.map((l) => l.ply)).toEqual([0, 1]);
  });

  it('covers the table whenever the person at the screen changes in an asymmetric game', async () => {
    const config = game(['human', 'human'], true);
    const { main, store } = await started(config);
    // Hidden kin: even the first person confirms they sit at the screen.
    expect(store.getState().handoff).toEqual({ seat: 0, secret: false });
    await store.getState().choose(pass);
    expect(main.calls).toEqual([]);

    store.getState().confirmHandoff();
    await store.getState().choose(pass);
    expect(main.channels()).toEqual(['game:act']);
    main.push({ game: G, type: 'view', view: view(config, { seat: 1, decider: 1, ply: 1 }) });
    expect(store.getState().handoff).toEqual({ seat: 1, secret: false });

    // The same person choosing again is not covered again.
    store.getState().confirmHandoff();
    main.push({ game: G, type: 'view', view: view(config, { seat: 1, decider: 1, ply: 2 }) });
    expect(store.getState().handoff).toBeNull();
  });

  it('covers the table before a secret choice when two people share the screen, not before an open one', async () => {
    const config = game(['human', 'human']);
    const { main, store } = await started(config);
    expect(store.getState().handoff).toBeNull();
    main.push({ game: G, type: 'view', view: view(config, { seat: 1, decider: 1, ply: 1, secret: true }) });
    expect(store.getState().handoff).toEqual({ seat: 1, secret: true });
    store.getState().confirmHandoff();
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 2 }) });
    expect(store.getState().handoff).toBeNull();
  });

  it('shows the table view (every person on a device) without covering it, even with secrets in play', async () => {
    const config = game(['human', 'human'], true);
    const { main, store } = await started(config);
    main.push({ game: G, type: 'view', view: { ...view(config, { seat: 0, decider: 1, ply: 1, secret: true }), seat: -1, yourTurn: false, legal: [] } });
    expect(store.getState().seatView?.seat).toBe(-1);
    expect(store.getState().handoff).toBeNull();
    await store.getState().choose(pass);
    expect(main.calls).toEqual([]);
  });

  it('shows nothing the main side pushes about a game the player has left', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    store.getState().backToMenu();
    main.push(
      { game: G, type: 'thinking', seat: 1, fraction: 0.3 },
      { game: G, type: 'move', seat: 1, action: { t: 'pass' }, label: said('Pass'), ply: 1, byComputer: true },
      { game: G, type: 'log', from: 0, entries: [line(0, 1)], total: 1 },
      { game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 2 }) },
      { game: G, type: 'error', code: 'bot-failed', message: 'The computer player stopped.' },
    );
    const s = store.getState();
    expect(s.screen).toBe('title');
    expect([s.seatView, s.thinking, s.lastBotMove, s.error]).toEqual([null, null, null, null]);
    expect(s.log).toEqual([]);
  });

  it('starts a new game clean: the old game’s late events are dropped, the new game’s kept', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.push({ game: G, type: 'log', from: 0, entries: [line(0, 0), line(1, 1)], total: 2 });
    main.handlers['game:new'] = () => ({ game: OTHER, seats: 2, decisionSeat: 0 });
    await store.getState().startConfigured(config);
    // After the answer, the old game's computer seat still plays on for a moment: none of it is shown.
    main.push(
      { game: G, type: 'thinking', seat: 1, fraction: 0.9 },
      { game: G, type: 'move', seat: 1, action: { t: 'pass' }, label: said('Old pass'), ply: 2, byComputer: true },
      { game: G, type: 'view', view: view(config, { seat: 0, decider: 1, ply: 2 }) },
      { game: G, type: 'log', from: 2, entries: [line(2, 1)], total: 3 },
    );
    let s = store.getState();
    expect([s.seatView, s.thinking, s.lastBotMove]).toEqual([null, null, null]);
    expect(s.log).toEqual([]);
    main.push({ game: OTHER, type: 'view', view: { ...view(config, { seat: 0, decider: 0, ply: 0 }), game: OTHER } }, { game: OTHER, type: 'log', from: 0, entries: [line(0, 0)], total: 1 });
    s = store.getState();
    expect(s.seatView).toMatchObject({ game: OTHER, ply: 0, yourTurn: true });
    expect(s.log).toEqual([line(0, 0)]);
  });

  it('keeps the new game’s events that arrive before the start call is answered, and drops another game’s', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.handlers['game:new'] = () => {
      main.push(
        { game: OLD, type: 'move', seat: 1, action: { t: 'pass' }, label: said('Stale pass'), ply: 5, byComputer: true },
        { game: OTHER, type: 'view', view: { ...view(config, { seat: 0, decider: 0, ply: 0 }), game: OTHER } },
        { game: OTHER, type: 'log', from: 0, entries: [line(0, 0)], total: 1 },
      );
      return { game: OTHER, seats: 2, decisionSeat: 0 };
    };
    await store.getState().startConfigured(config);
    const s = store.getState();
    expect(s.seatView).toMatchObject({ game: OTHER, ply: 0, yourTurn: true });
    expect(s.log).toEqual([line(0, 0)]);
    expect([s.lastMove, s.lastBotMove]).toEqual([null, null]);
  });

  it('drops an event of another game while a game is on screen, and applies this game’s', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.push(
      { game: OTHER, type: 'view', view: { ...view(config, { seat: 1, decider: 1, ply: 9 }), game: OTHER } },
      { game: OTHER, type: 'error', code: 'bot-failed', message: 'Not this game.' },
      { game: '', type: 'thinking', seat: 1, fraction: 0.5 },
    );
    expect(store.getState()).toMatchObject({ seatView: { game: G, ply: 0 }, error: null, thinking: null });
    main.push({ game: G, type: 'move', seat: 0, action: { t: 'pass' }, label: said('Pass'), ply: 0, byComputer: false }, { game: G, type: 'view', view: view(config, { seat: 0, decider: 1, ply: 1 }) });
    expect(store.getState().seatView).toMatchObject({ game: G, ply: 1, yourTurn: false });
    expect(store.getState().lastMove).toMatchObject({ seat: 0, label: said('Pass') });
  });

  it('a reconnect’s catch-up (a view and the whole log of this game) brings the table up to date', async () => {
    const config = game(['human', 'human']);
    const { main, store } = await started(config);
    main.push({ game: G, type: 'view', view: view(config, { seat: 1, decider: 1, ply: 4 }) }, { game: G, type: 'log', from: 0, entries: [0, 1, 2, 3].map((p) => line(p, p % 2)), total: 4 });
    expect(store.getState().seatView).toMatchObject({ seat: 1, ply: 4 });
    expect(store.getState().log).toHaveLength(4);
  });

  it('puts the seats chosen for other devices in the start call, and none when all play here', async () => {
    const config = game(['human', 'human', 'heuristic']);
    const main = new FakeMain();
    const store = createGameStore(() => main.bridge);
    await store.getState().startConfigured(config, 'seed-1', [1]);
    await store.getState().startConfigured(config, undefined, []);
    expect(main.calls).toEqual([
      ['game:new', { config, seed: 'seed-1', devices: [1] }],
      ['game:new', { config }],
    ]);
  });

  it("a campaign's next story keeps its allies on their devices: the continue call names them", async () => {
    const main = new FakeMain();
    main.handlers['campaign:continue'] = () => ({ id: 'c1', scenarioId: 's2', finished: false, decisionSeat: 0, seats: 2, game: G });
    const store = createGameStore(() => main.bridge);
    await store.getState().continueCampaign('c1', [1]);
    await store.getState().continueCampaign('c1', []);
    expect(main.calls).toEqual([
      ['campaign:continue', { id: 'c1', devices: [1] }],
      ['campaign:continue', { id: 'c1' }],
    ]);
  });

  it('a load that is refused leaves the game on screen going, with what its computer seat did meanwhile', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.handlers['game:load'] = () => {
      main.push(
        { game: G, type: 'move', seat: 1, action: { t: 'pass' }, label: said('Pass'), ply: 1, byComputer: true },
        { game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 1 }) },
      );
      throw new BridgeError('damaged', 'This save is damaged.');
    };
    expect(await store.getState().loadGame('broken')).toBe(false);
    const s = store.getState();
    expect(s.errorDialog?.message).toBe('This save is damaged.');
    expect(s.seatView).toMatchObject({ ply: 1, yourTurn: true });
    expect(s.lastBotMove).toEqual({ seat: 1, label: said('Pass') });
  });

  it('shows a refused choice as a message and asks nothing more', async () => {
    const config = game(['human', 'human']);
    const { main, store } = await started(config);
    main.handlers['game:act'] = () => {
      throw new BridgeError('illegal', 'That spot is taken.');
    };
    await store.getState().choose(pass);
    expect(store.getState().error).toBe('That spot is taken.');
    expect(store.getState().busy).toBe(false);
    expect(store.getState().seatView?.yourTurn).toBe(true);
    expect(main.channels()).toEqual(['game:act']);
  });

  it('shows an error the main side reports while playing on, and stops the thinking indicator', async () => {
    const { main, store } = await started(game(['human', 'heuristic']));
    main.push({ game: G, type: 'thinking', seat: 1, fraction: 0.4 }, { game: G, type: 'error', code: 'bot-failed', message: 'The computer player could not choose.' });
    expect(store.getState().error).toBe('The computer player could not choose.');
    expect(store.getState().thinking).toBeNull();
  });

  it('takes the whole log once when lines were missed', async () => {
    const { main, store } = await started(game(['human', 'human']));
    main.handlers['game:log'] = () => ({ entries: [line(0, 0), line(1, 1), line(2, 0)], total: 3 });
    main.push({ game: G, type: 'log', from: 2, entries: [line(2, 0)], total: 3 });
    await Promise.resolve();
    await Promise.resolve();
    expect(main.calls).toEqual([['game:log', { since: 0 }]]);
    expect(store.getState().log).toHaveLength(3);
  });

  it('shows a refusal to start as an error and stays on the title screen', async () => {
    const main = new FakeMain();
    main.handlers['game:new'] = () => {
      throw new BridgeError('bad-config', 'Team games need four players.');
    };
    const store = createGameStore(() => main.bridge);
    await store.getState().startGame();
    expect(store.getState().error).toBe('Team games need four players.');
    expect(store.getState().screen).toBe('title');
    expect(store.getState().busy).toBe(false);
    main.push({ game: G, type: 'view', view: view(configFor(2), { seat: 0, decider: 0, ply: 0 }) });
    expect(store.getState().seatView).toBeNull();
  });

  it('gives every quick-game seat its own clan, all human', () => {
    expect(configFor(4).seats.map((s) => s.clan)).toEqual(['crane', 'koi', 'tortoise', 'fox']);
    expect(configFor(2).seats.every((s) => s.controller === 'human')).toBe(true);
  });

  it('decides when the screen must be handed over', () => {
    const two = game(['human', 'human']);
    const solo = game(['human', 'strong']);
    expect(humanSeats(two)).toEqual([0, 1]);
    const open = { coverBeforeShowing: false, dealtCards: [] };
    expect(needsHandoff({ config: solo, screen: open }, 0, true, null)).toBe(false);
    expect(needsHandoff({ config: two, screen: open }, 1, true, 0)).toBe(true);
    expect(needsHandoff({ config: two, screen: open }, 1, true, 1)).toBe(false);
    expect(needsHandoff({ config: two, screen: open }, 1, false, 0)).toBe(false);
    // The view, not the mode, asks for the cover before a choice that is not secret.
    expect(needsHandoff({ config: two, screen: { coverBeforeShowing: true, dealtCards: [] } }, 1, false, 0)).toBe(true);
    expect(needsHandoff({ config: { ...two, asymmetric: true }, screen: open }, 1, false, 0)).toBe(false);
  });
});

describe('the games list from the store', () => {
  it('continues a game of the list with one call, and knows every choice so far is already kept', async () => {
    const config = game(['human', 'human']);
    const main = new FakeMain();
    main.handlers['games:continue'] = () => ({ game: G, seats: 2, decisionSeat: 0 });
    const store = createGameStore(() => main.bridge);
    expect(await store.getState().continueGame('g-abc-0123abcd')).toBe(true);
    expect(main.calls).toEqual([['games:continue', { id: 'g-abc-0123abcd' }]]);
    expect(store.getState()).toMatchObject({ screen: 'playing', campaign: null });
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 12 }) });
    expect(store.getState().seatView?.ply).toBe(12);
  });

  it('a refused continue says why in a dialog and leaves the screen as it was', async () => {
    const main = new FakeMain();
    main.handlers['games:continue'] = () => {
      throw new BridgeError('not-found', 'There is no such game.');
    };
    const store = createGameStore(() => main.bridge);
    store.getState().openGames();
    expect(await store.getState().continueGame('g-abc-0123abcd')).toBe(false);
    expect(store.getState().screen).toBe('games');
    expect(store.getState().errorDialog).toEqual({ title: 'This game could not be continued', message: 'There is no such game.' });
  });

  it('opened over a game, the list goes back to that game; opened from the title, back to the title', async () => {
    const config = game(['human', 'heuristic']);
    const { store } = await started(config);
    store.getState().openGames();
    expect(store.getState()).toMatchObject({ screen: 'games', gamesBack: 'playing' });
    store.getState().closeGames();
    expect(store.getState().screen).toBe('playing');

    store.getState().backToMenu();
    store.getState().openGames();
    expect(store.getState().gamesBack).toBe('title');
    store.getState().closeGames();
    expect(store.getState().screen).toBe('title');
  });

  it('deleting the game on the table leaves it, as Menu does; deleting another game leaves the table alone', async () => {
    const config = game(['human', 'heuristic']);
    const { main, store } = await started(config);
    main.handlers['games:delete'] = (input: never) => ({ id: (input as { id: string }).id });
    store.getState().openGames();
    expect(await store.getState().deleteGame('g-abc-00000001', false)).toBe(true);
    expect(store.getState().seatView).not.toBeNull();
    expect(await store.getState().deleteGame('g-abc-00000002', true)).toBe(true);
    expect(store.getState()).toMatchObject({ screen: 'games', seatView: null, gamesBack: 'title' });
    // Its late events stay off screen.
    main.push({ game: G, type: 'view', view: view(config, { seat: 0, decider: 0, ply: 3 }) });
    expect(store.getState().seatView).toBeNull();
  });

  it('renames and pins with one call each', async () => {
    const main = new FakeMain();
    main.handlers['games:rename'] = (input: never) => input;
    main.handlers['games:pin'] = (input: never) => input;
    const store = createGameStore(() => main.bridge);
    expect(await store.getState().renameGame('g-abc-0123abcd', 'Sunday')).toBe(true);
    expect(await store.getState().pinGame('g-abc-0123abcd', true)).toBe(true);
    expect(main.calls).toEqual([
      ['games:rename', { id: 'g-abc-0123abcd', name: 'Sunday' }],
      ['games:pin', { id: 'g-abc-0123abcd', pinned: true }],
    ]);
  });
});
