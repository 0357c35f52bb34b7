// The arena's co-op figures: the allies score as one team (their lowest favor
// plus their shared pool's shards and resources, the engine's faction total),
// and win or lose together against the Basilisk. Per-seat totals cannot show
// that: a seat's total counts its own favor, not the team's base.
import type { Scores } from '../../engine/index.js';
import { round, wilson } from './arena-stats.js';

/** One co-op game as the team sees it. */
export interface TeamResult {
  /** The allies' team score. */
  allies: number;
  basilisk: number;
  alliesWon: boolean;
}

/** The team result of a game's final scores, or null when the game was not played by factions. */
export function teamResult(scores: Scores): TeamResult | null {
  const factions = scores.factions;
  if (!factions) return null;
  // Seat 0 is always an ally; the Basilisk is the other faction.
  const allies = factions.find((f) => f.seats.includes(0));
  const basilisk = factions.find((f) => f !== allies);
  if (!allies || !basilisk) return null;
  return { allies: allies.total, basilisk: basilisk.total, alliesWon: scores.winner.faction === allies.faction };
}

/** The team's record over several games: wins and losses, with the interval, and the mean scores. */
export function teamSummary(results: readonly TeamResult[]) {
  const n = results.length;
  const wins = results.filter((r) => r.alliesWon).length;
  const [lo, hi] = wilson(wins, n);
  const mean = (f: (r: TeamResult) => number) => round(results.reduce((x, r) => x + f(r), 0) / Math.max(1, n), 2);
  return {
    wins,
    losses: n - wins,
    rate: round(wins / Math.max(1, n), 4),
    ci95: [round(lo, 4), round(hi, 4)],
    teamMeanScore: mean((r) => r.allies),
    basiliskMeanScore: mean((r) => r.basilisk),
    /** The team's score minus the Basilisk's, on average (negative: the Basilisk ahead). */
    meanMargin: mean((r) => r.allies - r.basilisk),
  };
}

/** A game's team result in the arena's one-line-a-game output. */
export function teamWords(r: TeamResult): string {
  return `team=${r.allies} basilisk=${r.basilisk} ${r.alliesWon ? 'allies win' : 'Basilisk wins'}`;
}
