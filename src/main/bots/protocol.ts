// Messages between BotRunner (main thread) and the bot worker thread.
import type { Action, GameState } from '../../engine/index.js';
import type { BotLevel, BotStats } from '../../engine/bots/index.js';

export interface ThinkRequest {
  type: 'think';
  id: number;
  state: GameState;
  level: BotLevel;
  seed: number | string;
  budgetMs?: number;
  iterations?: number;
}

export interface ProgressMessage {
  type: 'progress';
  id: number;
  iterations: number;
  of?: number;
  elapsedMs?: number;
  /** Share of the search spent on the move it would play now (0-1). */
  confidence: number;
}

export interface ResultMessage {
  type: 'result';
  id: number;
  action: Action;
  rngState: number;
  stats: BotStats;
}

export interface ErrorMessage {
  type: 'error';
  id: number;
  message: string;
}

export type WorkerMessage = ProgressMessage | ResultMessage | ErrorMessage;

/** workerData of the bot worker: Int32Array over it, slot 0 = highest cancelled request id. */
export interface BotWorkerData {
  cancel: SharedArrayBuffer;
}
