// The store follows the main process: it starts games and plays choices only
// through the bridge, and (hotseat) shows the seat that must choose next.
import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../main/channel-names.js';
import type { SeatView } from '../../main/session.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { configFor, createGameStore } from './game.js';

function seatView(seat: number, decisionSeat: number | null): SeatView {
  return {
    seat,
    view: {} as SeatView['view'],
    decision: decisionSeat === null ? null : { seat: decisionSeat, kind: 'place', prompt: 'Place a kin' },
    yourTurn: seat === decisionSeat,
    legal: seat === decisionSeat ? [{ index: 0, action: { t: 'pass' }, label: 'Pass' }] : [],
    ply: 0,
    gameOver: decisionSeat === null,
    scores: null,
    logLength: 0,
    canUndo: false,
    autosavedAt: null,
  };
}

function fakeBridge(handlers: Partial<Record<ChannelName, (input: never) => unknown>>) {
  const calls: [string, unknown][] = [];
  const bridge: Bridge = {
    kind: 'web',
    call: (async (channel: ChannelName, input: unknown) => {
      calls.push([channel, input]);
      const h = handlers[channel] as ((i: unknown) => unknown) | undefined;
      if (!h) throw new BridgeError('unknown-channel', `no ${channel}`);
      return h(input);
    }) as Bridge['call'],
  };
  return { bridge, calls };
}

describe('game store', () => {
  it('starts a game with the chosen number of players and shows the deciding seat', async () => {
    const { bridge, calls } = fakeBridge({
      'game:new': () => ({ seats: 3, seed: 1, decisionSeat: 2 }),
      'game:view': (i: { seat: number }) => seatView(i.seat, 2),
    });
    const store = createGameStore(() => bridge);
    store.getState().setPlayers(3);
    await store.getState().startGame();
    expect(calls[0]).toEqual(['game:new', { config: configFor(3) }]);
    expect(calls[1]).toEqual(['game:view', { seat: 2 }]);
    expect(store.getState().screen).toBe('playing');
    expect(store.getState().seatView?.seat).toBe(2);
  });

  it('after a choice, follows the next deciding seat (hotseat)', async () => {
    const { bridge, calls } = fakeBridge({
      'game:new': () => ({ seats: 2, seed: 1, decisionSeat: 0 }),
      'game:view': (i: { seat: number }) => seatView(i.seat, i.seat),
      'game:act': (i: { seat: number }) => seatView(i.seat, 1),
    });
    const store = createGameStore(() => bridge);
    await store.getState().startGame();
    await store.getState().choose({ index: 0, action: { t: 'pass' }, label: 'Pass' });
    expect(calls.map((c) => c[0])).toEqual(['game:new', 'game:view', 'game:act', 'game:view']);
    expect(calls[2]).toEqual(['game:act', { seat: 0, action: { t: 'pass' } }]);
    expect(store.getState().seatView?.seat).toBe(1);
  });

  it('shows a refusal as an error and stays on the menu', async () => {
    const { bridge } = fakeBridge({
      'game:new': () => {
        throw new BridgeError('bad-config', 'Team games need four players.');
      },
    });
    const store = createGameStore(() => bridge);
    await store.getState().startGame();
    expect(store.getState().error).toBe('Team games need four players.');
    expect(store.getState().screen).toBe('menu');
    expect(store.getState().busy).toBe(false);
  });

  it('gives every seat its own clan, all human', () => {
    expect(configFor(4).seats.map((s) => s.clan)).toEqual(['crane', 'koi', 'tortoise', 'fox']);
    expect(configFor(2).seats.every((s) => s.controller === 'human')).toBe(true);
  });
});
