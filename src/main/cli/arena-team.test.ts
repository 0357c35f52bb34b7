// The arena's co-op team score. The rules: "The player with the least favor
// points determines the base points of the whole team", then "adding to both
// the enemy and the team their respective favor points from both moon shards
// and resources"; "the faction with the most favor points wins the game".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../engine/config.js';
import { playMatch } from '../../engine/bots/match.js';
import { teamResult, teamSummary, type TeamResult } from './arena-team.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

describe('the allies\' team score', () => {
  it('"the player with the least favor points determines the base points of the whole team", plus the shared pool\'s points', () => {
    // Seed 4: the two allies end with different favor, so no seat's own total is the team's.
    const { scores } = playMatch(makeConfig({ players: 2, mode: 'coop', difficulty: 'easy' }), 4, ['random', 'random']);
    const [a, b, basilisk] = scores.seats;
    expect(a!.favor).not.toBe(b!.favor);
    const team = teamResult(scores)!;
    expect(team.allies).toBe(Math.min(a!.favor, b!.favor) + a!.shards + a!.resources);
    expect(team.allies).toBeLessThan(Math.max(a!.total, b!.total));
    expect(team.basilisk).toBe(basilisk!.total);
    // "The faction with the most favor points wins the game" (a tie goes to the first player token's holder).
    expect(team.alliesWon).toBe(scores.winner.seats.includes(0));
    if (team.allies !== team.basilisk) expect(team.alliesWon).toBe(team.allies > team.basilisk);
  });

  it('a game without factions has no team result', () => {
    const { scores } = playMatch(makeConfig({ players: 2 }), 1, ['random', 'random']);
    expect(teamResult(scores)).toBeNull();
  });

  it('over several games: the allies win or lose together, with mean scores and margin', () => {
    const games: TeamResult[] = [
      { allies: 90, basilisk: 80, alliesWon: true },
      { allies: 70, basilisk: 100, alliesWon: false },
      { allies: 80, basilisk: 80, alliesWon: false },
    ];
    expect(teamSummary(games)).toMatchObject({ wins: 1, losses: 2, rate: 0.3333, teamMeanScore: 80, basiliskMeanScore: 86.67, meanMargin: -6.67 });
  });
});

describe('npm run arena -- --coop', () => {
  const arena = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, 'arena.ts'), '--coop', '--games', '2', '--seats', 'random,random', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('--json reports each game\'s team score against the Basilisk\'s, and the team\'s record', () => {
    const r = arena(['--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      results: { totals: number[]; winners: number[]; team: TeamResult }[];
      summary: { coop: { team: ReturnType<typeof teamSummary> } };
    };
    expect(out.results).toHaveLength(2);
    for (const g of out.results) {
      expect(g.team.basilisk).toBe(g.totals[2]);
      expect(g.team.alliesWon).toBe(g.winners.includes(0));
    }
    expect(out.summary.coop.team).toEqual(teamSummary(out.results.map((g) => g.team)));
  }, 70_000);

  it('the text output names the team score in each game line and in the summary', () => {
    const r = arena([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^game 1 seed=1 .* team=\d+ basilisk=\d+ (allies win|Basilisk wins) /m);
    expect(r.stdout).toMatch(/^allies' team score: mean [\d.]+ against the Basilisk's [\d.]+ \(margin -?[\d.]+\); \d won, \d lost$/m);
  }, 70_000);
});
