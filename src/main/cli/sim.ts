// `npm run sim`: plays complete games headless and prints what happened.
//   npm run sim -- --games 100 --players 4 --seed 1 [--check-replay] [--json]
//                  [--<table rule>...] [--side 0,2,...] [--<mode> and its options (mode-flags.ts)] [--bots random]
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, finalScores, isGameOver, replay, silently, stateHash, tableRulesOf } from '../../engine/index.js';
import { makeConfig } from '../../engine/config.js';
import { randomChoice } from '../../engine/bots/random.js';
import { seedToState } from '../../engine/core/rng.js';
import type { Action, GameConfig, Side } from '../../engine/index.js';
import { errorText, readCommandLine } from './command-line.js';
import { TABLE_RULE_OPTIONS, tableRuleUsage, tableRulesFromFlags } from './table-rule-flags.js';
import { modeFromFlags, modeOptions, modeUsage, type ModeFlagsOf } from './mode-flags.js';

// The random bots cannot hold the Golden Rule choices: the engine makes them.
// Mode options given without their mode are ignored, as they always were.
const MODE_FLAGS: ModeFlagsOf = { difficulty: 'medium', goldenRule: 'engine', strict: false };

const USAGE = `Plays complete games between random bots, headless, and prints each game's scores and a summary.

Usage: npm run sim -- [options]

  --games N          games to play (default 10)
  --players N        seats at the table (default 4)
  --seed N           seed of the first game; game g uses seed + g (default 1)
  --check-replay     replay each game from its log and compare the state hash
  --json             print one JSON object instead of one line per game
${tableRuleUsage(21)}
  --side 0,2,...     the table side of each seat
${modeUsage(MODE_FLAGS, 21)}
  --bots random      the bots that play (this tool plays random bots)
  --help, -h         show this text
`;

const values = readCommandLine('sim', USAGE, {
  games: { type: 'string', default: '10' },
  players: { type: 'string', default: '4' },
  seed: { type: 'string', default: '1' },
  bots: { type: 'string', default: 'random' },
  json: { type: 'boolean', default: false },
  'check-replay': { type: 'boolean', default: false },
  ...TABLE_RULE_OPTIONS,
  ...modeOptions(MODE_FLAGS),
  side: { type: 'string' },
});

const games = Number(values.games);
const players = Number(values.players);
const baseSeed = Number(values.seed);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
if (!Number.isInteger(players)) fail('--players must be a whole number');
if (values.bots !== 'random') fail(`unknown --bots '${values.bots}' (this build plays random bots)`);

function fail(msg: string): never {
  process.stderr.write(`sim: ${msg}\n`);
  process.exit(2);
}

const mode = modeFromFlags(values, MODE_FLAGS);
if (typeof mode === 'string') fail(mode);

const config: GameConfig = makeConfig({
  players,
  ...mode,
  ...tableRulesFromFlags(values),
  sides: values.side ? (values.side.split(',').map(Number) as Side[]) : undefined,
  controllers: new Array(players).fill('random'),
});

interface GameResult {
  seed: number;
  actions: number;
  scores: number[];
  winner: number[];
  hash: string;
  replayOk?: boolean;
}

const results: GameResult[] = [];
let totalActions = 0;
let replayFailures = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = baseSeed + g;
  let s;
  try {
    s = createGame(config, seed);
  } catch (e) {
    fail(errorText(e));
  }
  let bot = seedToState(`bot-${seed}`);
  const log: Action[] = [];
  // Nobody reads a simulated game's words: play it silently.
  s = silently(() => {
    let cur = s!;
    while (!isGameOver(cur)) {
      const { action, rngState } = randomChoice(cur, bot);
      bot = rngState;
      log.push(action);
      cur = applyAction(cur, action);
    }
    return cur;
  });
  const scores = finalScores(s);
  const hash = stateHash(s);
  const r: GameResult = { seed, actions: log.length, scores: scores.seats.map((l) => l.total), winner: scores.winner.seats, hash };
  if (values['check-replay']) {
    r.replayOk = stateHash(silently(() => replay(config, seed, log))) === hash;
    if (!r.replayOk) replayFailures++;
  }
  totalActions += log.length;
  results.push(r);
  if (!values.json) {
    process.stdout.write(
      `game seed=${seed} actions=${r.actions} scores=${r.scores.join('/')} winner=${r.winner.map((x) => x + 1).join('+')} hash=${hash}` +
        (r.replayOk === undefined ? '' : ` replay=${r.replayOk ? 'ok' : 'MISMATCH'}`) +
        '\n',
    );
  }
}
const seconds = (performance.now() - t0) / 1000;
const summary = {
  games,
  players,
  mode: config.mode,
  flags: tableRulesOf(config),
  totalActions,
  seconds: Number(seconds.toFixed(3)),
  gamesPerSec: Number((games / seconds).toFixed(1)),
  replayFailures,
};
if (values.json) process.stdout.write(JSON.stringify({ results, summary }) + '\n');
else process.stdout.write(`summary ${JSON.stringify(summary)}\n`);
if (replayFailures > 0) process.exit(1);
