// The arena's co-op figures: the allies score as one team (their lowest favor
// plus their shared pool's shards and resources, the engine's faction total),
// and win or lose together against the Basilisk. Per-seat totals cannot show
// that: a seat's total counts its own favor, not the team's base.
import type { GameConfig, Scores } from '../../engine/index.js';
import { MODES, type Mode } from '../../engine/core/types.js';
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

/** What the arena keeps of a game for the allies' figures. */
export interface AlliesGame {
  levels: readonly string[];
  totals: readonly number[];
  winners: readonly number[];
  team?: TeamResult;
}

/** The allies' figures over a run: its settings, the games they won (every ally wins together) and the team's record. */
export interface AlliesFigures {
  difficulty: GameConfig['difficulty'];
  story: GameConfig['story'];
  goldenRuleAuto: boolean;
  alliesWin: { wins: number; rate: number; ci95: number[]; basiliskMeanScore: number };
  team: ReturnType<typeof teamSummary>;
}

/**
 * The summary's section of the allies' figures, named by the game's mode, when
 * the rules play a seat (`config.basilisk`); else nothing: without a Basilisk
 * there are no allies to count.
 */
export function alliesSection(config: GameConfig, records: readonly AlliesGame[]): Partial<Record<Mode, AlliesFigures>> {
  if (!config.basilisk) return {};
  const n = records.length;
  const wins = records.filter((r) => r.winners.includes(0)).length;
  const [lo, hi] = wilson(wins, n);
  // The Basilisk is the seat after the allies.
  const basilisk = records.reduce((x, r) => x + (r.totals[r.levels.length] ?? 0), 0) / Math.max(1, n);
  const figures: AlliesFigures = {
    difficulty: config.difficulty,
    story: config.story,
    goldenRuleAuto: !!config.goldenRuleAuto,
    alliesWin: { wins, rate: round(wins / Math.max(1, n), 4), ci95: [round(lo, 4), round(hi, 4)], basiliskMeanScore: round(basilisk, 2) },
    team: teamSummary(records.flatMap((r) => (r.team ? [r.team] : []))),
  };
  return { [config.mode]: figures };
}

/** The arena's closing lines about the allies, from the summary's section (none without one). */
export function alliesLines(summary: Partial<Record<Mode, AlliesFigures>> & { games: number }): string[] {
  const lines: string[] = [];
  for (const mode of MODES) {
    const f = summary[mode];
    if (!f) continue;
    const a = f.alliesWin;
    lines.push(
      `${mode} (${f.difficulty}${f.story ? `, story ${f.story}` : ''}${f.goldenRuleAuto ? ', Golden Rule by the engine' : ''}): ` +
        `allies win ${(a.rate * 100).toFixed(1)}% [${(a.ci95[0]! * 100).toFixed(1)}-${(a.ci95[1]! * 100).toFixed(1)}] of ${summary.games}, ` +
        `the Basilisk's mean score ${a.basiliskMeanScore}`,
    );
    const t = f.team;
    lines.push(`allies' team score: mean ${t.teamMeanScore} against the Basilisk's ${t.basiliskMeanScore} (margin ${t.meanMargin}); ${t.wins} won, ${t.losses} lost`);
  }
  return lines;
}
