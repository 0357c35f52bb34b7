// The store on a seat's own device (joinSeat): it shows the game in play from
// that seat, with its whole log, never covers the table for a hand-off (the
// device is that one person's), and its choices go out for that seat.
import { msg } from '../../engine/core/message.js';
import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/channel-names.js';
import type { GameEvent, GameEventListener } from '../../shared/events.js';
import type { LegalChoice, LogEntry, SeatView } from '../../shared/views.js';
import type { Bridge } from '../bridge.js';
import { configFor, createGameStore } from '../store/game.js';

const config = { ...configFor(2), asymmetric: true };
const pass: LegalChoice = { index: 0, action: { t: 'pass' }, label: msg('rules.label.pass'), target: null };
const line: LogEntry = { ply: 0, round: 1, seat: 0, msg: msg('legacy.text', { text: 'Seat 1 passes.' }) };

function view(seat: number, decider: number, ply: number, secret = false): SeatView {
  const yourTurn = decider === seat;
  return {
    seat,
    game: 'g1',
    view: { config, players: config.seats.map((s, i) => ({ seat: i, clan: s.clan })), kin: [] },
    decision: { seat: decider, kind: 'cloak', prompt: 'Choose', ...(secret ? { secret: true } : {}) },
    yourTurn,
    legal: yourTurn ? [pass] : [],
    ply,
    gameOver: false,
    scores: null,
    logLength: ply,
    canUndo: false,
    autosavedAt: null,
    savedPly: null,
  } as unknown as SeatView;
}

function fakeMain() {
  const calls: [ChannelName, unknown][] = [];
  const listeners = new Set<GameEventListener>();
  const answers: Partial<Record<ChannelName, unknown>> = {
    'game:view': view(1, 0, 3),
    'game:log': { entries: [line], total: 1 },
    'game:act': { ply: 5 },
  };
  const bridge: Bridge = {
    kind: 'seat',
    call: (async (channel: ChannelName, input: unknown) => {
      calls.push([channel, input]);
      return answers[channel];
    }) as Bridge['call'],
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const push = (e: GameEvent) => listeners.forEach((l) => l(e));
  return { bridge, calls, push };
}

describe('joinSeat', () => {
  it('shows the game from this seat with its whole log', async () => {
    const main = fakeMain();
    const store = createGameStore(() => main.bridge);
    await expect(store.getState().joinSeat(1)).resolves.toBe(true);
    expect(main.calls).toEqual([
      ['game:view', { seat: 1 }],
      ['game:log', { since: 0 }],
    ]);
    expect(store.getState()).toMatchObject({ screen: 'playing', seatView: { seat: 1, ply: 3 }, log: [line], handoff: null });
  });

  it('never covers the table for a hand-off, even for a secret choice with two people in the game, and chooses for its seat', async () => {
    const main = fakeMain();
    const store = createGameStore(() => main.bridge);
    await store.getState().joinSeat(1);
    main.push({ type: 'view', view: view(1, 1, 4, true), game: 'g1' });
    expect(store.getState().handoff).toBeNull();
    expect(store.getState().seatView?.yourTurn).toBe(true);
    await store.getState().choose(pass);
    expect(main.calls.at(-1)).toEqual(['game:act', { seat: 1, action: { t: 'pass' } }]);
  });

  it('the same view on a shared screen is covered (what joinSeat turns off)', async () => {
    const main = fakeMain();
    const store = createGameStore(() => main.bridge);
    (main.bridge as { call: unknown }).call = (async (channel: ChannelName) => (channel === 'game:new' ? { seats: 2, decisionSeat: 0, game: 'g1' } : undefined)) as Bridge['call'];
    await store.getState().startConfigured(config);
    main.push({ type: 'view', view: view(0, 0, 0), game: 'g1' });
    main.push({ type: 'view', view: view(1, 1, 1, true), game: 'g1' });
    expect(store.getState().handoff).toEqual({ seat: 1, secret: true });
  });
});
