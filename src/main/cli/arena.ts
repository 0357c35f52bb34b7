// `npm run arena`: headless matches between bot levels, with win rates.
//   npm run arena -- --games 200 --seats strong,heuristic,heuristic,heuristic [--seed 1] [--json]
//                    [--workers 2] [--iterations N | --budget-ms MS]
//                    [--<table rule>...] [--side 0,2,...] [--<mode> and its options (mode-flags.ts)]
//                    [--search rollout|mcts] [--topk K] [--horizon N] [--noise P] [--searched kind,...]
//                    [--until day|night|game] [--leaf on|off] [--reward margin|win] [--win-weight W] [--scale FP] [--work N]
// The strong bot plays DEFAULT_ITERATIONS rollouts per searched decision unless
// told otherwise (with --budget-ms it plays by the clock, which is not
// reproducible). --search mcts is the earlier tree search (give --iterations).
// The last options tune the rollout search (experiments; rollout.ts).
// Against the Basilisk (a seat the rules play) the seats are the allies; the
// Golden Rule choices go to the ally bot that holds them, or to the engine
// with --golden-auto. The allies' win rate and team score (arena-team.ts) are
// reported beside the per-seat totals.
// Seat positions rotate from game to game (game g gives seat i the entrant
// (i + g) mod n), so no entrant keeps the first-player advantage. Win rates are
// per seat played, with a 95% Wilson interval; in team mode every member of the
// winning faction wins.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { makeConfig } from '../../engine/config.js';
import { tableRulesOf, type GameConfig, type Side } from '../../engine/index.js';
import { DEFAULT_ITERATIONS, type BotLevel } from '../../engine/bots/index.js';
import { COMPUTER_LEVELS } from '../../engine/core/types.js';
import { playMatch } from '../../engine/bots/match.js';
import { errorText, readCommandLine } from './command-line.js';
import { round, wilson } from './arena-stats.js';
import { alliesLines, alliesSection, teamResult, teamWords, type TeamResult } from './arena-team.js';
import { modeFromFlags, modeOptions, modeUsage, type ModeFlagsOf } from './mode-flags.js';
import { TABLE_RULE_OPTIONS, tableRuleUsage, tableRulesFromFlags } from './table-rule-flags.js';

// The allies play easy by default; --golden-auto gives the Golden Rule choices to the engine.
const MODE_FLAGS: ModeFlagsOf = { difficulty: 'easy', goldenRule: 'flag', strict: true };

const USAGE = `Plays headless matches between bot levels and prints their win rates.

Usage: npm run arena -- [options]

  --games N              games to play (default 20)
  --seats L,L,...        the bot level of each seat: random, heuristic or strong
                         (default heuristic,random,random,random); positions rotate each game
  --seed N               seed of the first game (default 1)
  --json                 print one JSON object
  --workers N            processes to play in (default 1)
  --iterations N         rollouts per searched decision of the strong bot
  --budget-ms MS         think by the clock instead (not reproducible)
${tableRuleUsage(25)}
  --side 0,2,...         the table side of each seat
${modeUsage(MODE_FLAGS, 25)}
  --search rollout|mcts  the strong bot's search (mcts: the earlier tree search)
  --topk K, --horizon N, --noise P, --searched kind,...,
  --until day|night|game, --leaf on|off, --reward margin|win, --win-weight W,
  --scale FP, --work N   rollout search tuning (experiments; defaults: STRONG_TUNING
                         in bots/index.ts, then bots/rollout.ts)
  --help, -h             show this text
`;

const values = readCommandLine('arena', USAGE, {
  games: { type: 'string', default: '20' },
  seats: { type: 'string', default: 'heuristic,random,random,random' },
  seed: { type: 'string', default: '1' },
  json: { type: 'boolean', default: false },
  workers: { type: 'string', default: '1' },
  iterations: { type: 'string' },
  'budget-ms': { type: 'string' },
  ...TABLE_RULE_OPTIONS,
  ...modeOptions(MODE_FLAGS),
  // Strong bot experiments: the search ('rollout' or 'mcts') and the rollout tuning.
  search: { type: 'string' },
  topk: { type: 'string' },
  horizon: { type: 'string' },
  noise: { type: 'string' },
  searched: { type: 'string' },
  until: { type: 'string' },
  reward: { type: 'string' },
  'win-weight': { type: 'string' },
  scale: { type: 'string' },
  work: { type: 'string' },
  leaf: { type: 'string' },
  side: { type: 'string' },
  // Internal: run games [from, to) and print one JSON line per game (used by --workers).
  shard: { type: 'string' },
});

function fail(msg: string): never {
  process.stderr.write(`arena: ${msg}\n`);
  process.exit(2);
}

const games = Number(values.games);
const baseSeed = Number(values.seed);
const workers = Number(values.workers);
const seats = values.seats.split(',').map((x) => x.trim()) as BotLevel[];
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
if (!Number.isInteger(baseSeed)) fail('--seed must be a whole number');
if (!Number.isInteger(workers) || workers < 1) fail('--workers must be a positive whole number');
const mode = modeFromFlags(values, MODE_FLAGS);
if (typeof mode === 'string') fail(mode);
for (const x of seats) if (!(COMPUTER_LEVELS as readonly string[]).includes(x)) fail(`unknown bot level '${x}' (use ${COMPUTER_LEVELS.join(', ')})`);
const budgetMs = values['budget-ms'] === undefined ? undefined : Number(values['budget-ms']);
// Without --budget-ms the strong bot runs its default iteration budget, so a run is reproducible.
const iterations = values.iterations !== undefined ? Number(values.iterations) : budgetMs === undefined ? DEFAULT_ITERATIONS : undefined;
if (iterations !== undefined && !(Number.isInteger(iterations) && iterations > 0)) fail('--iterations must be a positive whole number');
if (budgetMs !== undefined && !(budgetMs > 0)) fail('--budget-ms must be a positive number');

if (values.search && values.search !== 'rollout' && values.search !== 'mcts') fail("--search must be 'rollout' or 'mcts'");
const search = values.search as 'rollout' | 'mcts' | undefined;
const tuning = {
  ...(values.topk ? { topK: Number(values.topk) } : {}),
  ...(values.horizon ? { horizon: Number(values.horizon) } : {}),
  ...(values.noise ? { noise: Number(values.noise) } : {}),
  ...(values.searched ? { searched: values.searched.split(',') } : {}),
  ...(values.until ? { until: values.until as 'day' | 'night' | 'game' } : {}),
  ...(values.reward ? { reward: values.reward as 'margin' | 'win' } : {}),
  ...(values['win-weight'] ? { winWeight: Number(values['win-weight']) } : {}),
  ...(values.scale ? { rewardScale: Number(values.scale) } : {}),
  ...(values.work ? { work: Number(values.work) } : {}),
  ...(values.leaf ? { leaf: values.leaf !== 'off' } : {}),
};

let config: GameConfig;
try {
  config = makeConfig({
    players: seats.length,
    ...mode,
    ...tableRulesFromFlags(values),
    sides: values.side ? (values.side.split(',').map(Number) as Side[]) : undefined,
    controllers: seats,
  });
} catch (e) {
  fail(errorText(e));
}

interface GameRecord {
  game: number;
  seed: number;
  levels: BotLevel[];
  totals: number[];
  winners: number[];
  /** Against the Basilisk: the allies' team score against its own. */
  team?: TeamResult;
  /** Decision times in ms per level (only decisions with more than one legal action). */
  times: Partial<Record<BotLevel, number[]>>;
  /** Strong bot: times of the decisions it searched (the others it plays as the heuristic does). */
  searched: number[];
  /** CPU time of the whole game (every seat), in ms. */
  cpuMs: number;
}

function playOne(g: number): GameRecord {
  const n = seats.length;
  const levels = seats.map((_, i) => seats[(i + g) % n]!);
  const seed = baseSeed + g;
  const times: Partial<Record<BotLevel, number[]>> = {};
  const searched: number[] = [];
  const cpu0 = process.cpuUsage();
  const { scores } = playMatch(config, seed, levels, {
    ...(iterations !== undefined ? { iterations } : {}),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
    now: () => performance.now(),
    ...(search ? { search } : {}),
    tuning,
    onDecision: (_seat, level, ms, legal, stats) => {
      if (legal > 1 && ms !== undefined) (times[level] ??= []).push(Number(ms.toFixed(3)));
      if (level === 'strong' && (stats.iterations ?? 0) > 0 && ms !== undefined) searched.push(Number(ms.toFixed(3)));
    },
  });
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const team = config.basilisk ? teamResult(scores) : null;
  return { game: g, seed, levels, totals: scores.seats.map((l) => l.total), winners: scores.winner.seats, ...(team ? { team } : {}), times, searched, cpuMs };
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
}

function summarise(records: GameRecord[], seconds: number) {
  const byLevel = new Map<BotLevel, { seatsPlayed: number; wins: number; scoreSum: number; times: number[] }>();
  for (const r of records) {
    r.levels.forEach((level, seat) => {
      const e = byLevel.get(level) ?? { seatsPlayed: 0, wins: 0, scoreSum: 0, times: [] };
      e.seatsPlayed++;
      e.scoreSum += r.totals[seat]!;
      if (r.winners.includes(seat)) e.wins++;
      byLevel.set(level, e);
    });
    for (const [level, t] of Object.entries(r.times)) byLevel.get(level as BotLevel)?.times.push(...t);
  }
  const searched = records.flatMap((r) => r.searched).sort((a, b) => a - b);
  const cpuSeconds = records.reduce((x, r) => x + r.cpuMs, 0) / 1000;
  const levels = [...byLevel.entries()].map(([level, e]) => {
    const [lo, hi] = wilson(e.wins, e.seatsPlayed);
    const t = e.times.slice().sort((a, b) => a - b);
    return {
      level,
      seatsPlayed: e.seatsPlayed,
      wins: e.wins,
      winRate: round(e.wins / e.seatsPlayed, 4),
      ci95: [round(lo, 4), round(hi, 4)],
      meanScore: round(e.scoreSum / e.seatsPlayed, 2),
      decisionMs: { median: round(quantile(t, 0.5), 3), p90: round(quantile(t, 0.9), 3), max: round(t[t.length - 1] ?? 0, 3), count: t.length },
    };
  });
  return {
    games: records.length,
    seats,
    mode: config.mode,
    flags: tableRulesOf(config),
    ...alliesSection(config, records),
    seed: baseSeed,
    ...(iterations !== undefined ? { iterations } : {}),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
    ...(search ? { search } : {}),
    ...(Object.keys(tuning).length ? { tuning } : {}),
    seconds: round(seconds, 2),
    cpuSecondsPerGame: round(cpuSeconds / Math.max(1, records.length), 2),
    ...(searched.length
      ? { strongSearchedMs: { median: round(quantile(searched, 0.5), 1), p90: round(quantile(searched, 0.9), 1), p99: round(quantile(searched, 0.99), 1), max: round(searched[searched.length - 1]!, 1), count: searched.length } }
      : {}),
    gamesPerSec: round(records.length / seconds, 3),
    levels,
  };
}

function printGame(r: GameRecord): void {
  if (values.json) return;
  process.stdout.write(
    `game ${r.game + 1} seed=${r.seed} ${r.levels.map((l, i) => `${l}:${r.totals[i]}`).join(' ')}${r.team ? ` ${teamWords(r.team)}` : ''} ` +
      `winner=${r.winners.map((w) => `${w + 1}(${r.levels[w]})`).join('+')}\n`,
  );
}

async function runShards(): Promise<GameRecord[]> {
  const self = fileURLToPath(import.meta.url);
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--workers' && all[i - 1] !== '--workers');
  const per = Math.ceil(games / workers);
  const records: GameRecord[] = [];
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const from = w * per;
      const to = Math.min(games, from + per);
      if (from >= to) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const child = fork(self, [...args, '--shard', `${from}:${to}`], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
        let buf = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          buf += chunk.toString();
          let nl: number;
          while ((nl = buf.indexOf('\n')) >= 0) {
            const line = buf.slice(0, nl);
            buf = buf.slice(nl + 1);
            if (!line.trim()) continue;
            const r = JSON.parse(line) as GameRecord;
            records.push(r);
            printGame(r);
          }
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`arena worker ${w} exited with ${code}`))));
      });
    }),
  );
  return records.sort((a, b) => a.game - b.game);
}

const t0 = performance.now();
if (values.shard) {
  const [from, to] = values.shard.split(':').map(Number) as [number, number];
  for (let g = from; g < to; g++) process.stdout.write(JSON.stringify(playOne(g)) + '\n');
} else {
  let records: GameRecord[];
  if (workers > 1) records = await runShards();
  else {
    records = [];
    for (let g = 0; g < games; g++) {
      const r = playOne(g);
      records.push(r);
      printGame(r);
    }
  }
  const summary = summarise(records, (performance.now() - t0) / 1000);
  if (values.json) process.stdout.write(JSON.stringify({ results: records.map(({ times: _t, searched: _s, ...r }) => r), summary }) + '\n');
  else {
    process.stdout.write(`\n${summary.games} games, ${summary.seconds} s, ${summary.gamesPerSec} games/s, CPU ${summary.cpuSecondsPerGame} s a game\n`);
    const ss = summary.strongSearchedMs;
    if (ss) process.stdout.write(`strong searched decisions: ${ss.count}, ms median ${ss.median} p90 ${ss.p90} p99 ${ss.p99} max ${ss.max}\n`);
    for (const line of alliesLines(summary)) process.stdout.write(`${line}\n`);
    for (const l of summary.levels) {
      process.stdout.write(
        `${l.level.padEnd(9)} win rate ${(l.winRate * 100).toFixed(1)}% [${(l.ci95[0]! * 100).toFixed(1)}-${(l.ci95[1]! * 100).toFixed(1)}] of ${l.seatsPlayed} seats, ` +
          `mean score ${l.meanScore}, decision ms median ${l.decisionMs.median} p90 ${l.decisionMs.p90} max ${l.decisionMs.max}\n`,
      );
    }
  }
}
