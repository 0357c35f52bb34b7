// The score screen's review as a player meets it: progress while it runs, the
// answer kept when the screen comes back, and leaving the screen stops it.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameEventListener } from '../../shared/events.js';
import { createGameReviewStore, type ReviewAnswer } from './game-review.js';

const ANSWER: ReviewAnswer = { positions: 3, reviewed: 3, moves: 40, seats: [{ seat: 0, costly: [] }] };

function fakeBridge() {
  const calls: string[] = [];
  const listeners = new Set<GameEventListener>();
  let answer: ((r: ReviewAnswer) => void) | null = null;
  const bridge = {
    call: (channel: string) => {
      calls.push(channel);
      if (channel === 'review:start') return new Promise((resolve) => (answer = resolve));
      return Promise.resolve({ stopped: true });
    },
    subscribe: (l: GameEventListener) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
  return {
    calls,
    push: (e: GameEvent) => listeners.forEach((l) => l(e)),
    answer: (r: ReviewAnswer) => answer?.(r),
    listening: () => listeners.size,
    bridge: () => bridge as never,
  };
}

describe('the after-game review store', () => {
  it('shows progress, keeps the answer for the same game, and asks again for another', async () => {
    const f = fakeBridge();
    const store = createGameReviewStore(f.bridge);
    const started = store.getState().start('g1');
    expect(store.getState().status).toBe('running');
    f.push({ game: '', type: 'review', done: 2, of: 3 });
    expect(store.getState()).toMatchObject({ done: 2, of: 3 });
    f.answer(ANSWER);
    await started;
    expect(store.getState()).toMatchObject({ status: 'done', result: ANSWER, done: 3, of: 3 });
    expect(f.listening()).toBe(0);
    // Back from the replay: the same game's review is not weighed again, and leaving does not stop anything.
    await store.getState().start('g1');
    store.getState().stop();
    expect(f.calls).toEqual(['review:start']);
    expect(store.getState().result).toBe(ANSWER);
    void store.getState().start('g2');
    expect(f.calls).toEqual(['review:start', 'review:start']);
  });

  it('leaving the screen stops the review, and its late answer is not shown', async () => {
    const f = fakeBridge();
    const store = createGameReviewStore(f.bridge);
    const started = store.getState().start('g1');
    store.getState().stop();
    expect(f.calls).toEqual(['review:start', 'review:stop']);
    f.push({ game: '', type: 'review', done: 1, of: 3 });
    f.answer(ANSWER);
    await started;
    expect(store.getState()).toMatchObject({ status: 'idle', result: null, done: 0 });
  });
});
