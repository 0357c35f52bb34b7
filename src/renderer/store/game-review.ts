// The after-game review on the score screen (zustand, view state only): asks
// the main side to weigh each person's choices (review:start), follows its
// progress events, and stops it when the screen is left (review:stop).
import { create } from 'zustand';
import type { ReviewAnswer } from '../../shared/replay-types.js';
import type { GameEvent } from '../../shared/events.js';
import { getBridge, type Bridge } from '../bridge.js';
import { currentWords, sayError } from '../i18n.js';

export type { ReviewAnswer };

export interface GameReviewStore {
  status: 'idle' | 'running' | 'done' | 'failed';
  done: number;
  of: number;
  result: ReviewAnswer | null;
  problem: string | null;
  /** Which game the review is of (the caller's key): a finished review of the same game is kept. */
  key: string | null;
  /** Starts the review of the finished game on the table, unless this game's is already done. */
  start(key: string): Promise<void>;
  /** Stops the review in flight (a finished one stays for when the screen comes back). */
  stop(): void;
}

/** The bridge the store uses (tests pass a fake). */
export function createGameReviewStore(bridge: () => Pick<Bridge, 'call' | 'subscribe'> = getBridge) {
  let generation = 0;
  let unsubscribe: (() => void) | null = null;
  const quiet = () => {
    unsubscribe?.();
    unsubscribe = null;
  };
  return create<GameReviewStore>()((set, get) => ({
    status: 'idle',
    done: 0,
    of: 0,
    result: null,
    problem: null,
    key: null,

    start: async (key) => {
      if (get().status === 'done' && get().key === key) return;
      const run = ++generation;
      quiet();
      set({ status: 'running', done: 0, of: 0, result: null, problem: null, key });
      unsubscribe = bridge().subscribe((e: GameEvent) => {
        if (e.type === 'review' && run === generation) set({ done: e.done, of: e.of });
      });
      try {
        const result = await bridge().call('review:start', {});
        if (run === generation) set({ status: 'done', result, done: result.reviewed, of: result.positions });
      } catch (err) {
        if (run === generation) set({ status: 'failed', problem: sayError(currentWords(), err) });
      } finally {
        if (run === generation) quiet();
      }
    },

    stop: () => {
      if (get().status !== 'running') return;
      generation++;
      quiet();
      set({ status: 'idle', done: 0, of: 0, result: null, problem: null, key: null });
      bridge().call('review:stop', {}).catch(() => undefined);
    },
  }));
}

export const useGameReview = createGameReviewStore();
