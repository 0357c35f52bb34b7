// A whole game between bots (arena, tests, benchmarks). Pure: the caller
// passes a clock if it wants decision times.
import { seedToState } from '../core/rng.js';
import { silently } from '../core/speech.js';
import type { Action, GameConfig, Scores } from '../core/types.js';
import { applyAction, createGame, currentDecision, finalScores, isGameOver } from '../index.js';
import { chooseAction, type BotLevel, type BotStats, type ChooseOptions } from './index.js';

export interface MatchOptions {
  /** Strong bot iterations per decision (default: the bot's own default). */
  iterations?: number;
  budgetMs?: number;
  now?: () => number;
  /** Strong bot: which search, and its tuning (experiments). */
  search?: ChooseOptions['search'];
  tuning?: ChooseOptions['tuning'];
  /** Called after each decision with the seat, its level and the milliseconds it took (with a clock). */
  onDecision?: (seat: number, level: BotLevel, ms: number | undefined, legal: number, stats: BotStats) => void;
}

export interface MatchResult {
  scores: Scores;
  actions: Action[];
}

/** Plays `config` from `seed` to the end, seat i played by `levels[i]`, silently (no log words: nobody reads them). */
export function playMatch(config: GameConfig, seed: number, levels: readonly BotLevel[], o: MatchOptions = {}): MatchResult {
  return silently(() => play(config, seed, levels, o));
}

function play(config: GameConfig, seed: number, levels: readonly BotLevel[], o: MatchOptions): MatchResult {
  let s = createGame(config, seed);
  const botRng = levels.map((_, i) => seedToState(`bot-${seed}-${i}`));
  const actions: Action[] = [];
  while (!isGameOver(s)) {
    const seat = currentDecision(s)!.seat;
    const level = levels[seat] ?? 'random';
    const r = chooseAction(s, level, {
      seed: botRng[seat]!,
      ...(o.iterations !== undefined ? { iterations: o.iterations } : {}),
      ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
      ...(o.now ? { now: o.now } : {}),
      ...(o.search ? { search: o.search } : {}),
      ...(o.tuning ? { tuning: o.tuning } : {}),
    });
    botRng[seat] = r.rngState;
    o.onDecision?.(seat, level, r.stats.ms, r.stats.legal, r.stats);
    actions.push(r.action);
    s = applyAction(s, r.action);
  }
  return { scores: finalScores(s), actions };
}
