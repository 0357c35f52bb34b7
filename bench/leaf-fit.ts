// `npx tsx bench/leaf-fit.ts [games] [first seed]`: fits the strong bot's leaf value
// (src/engine/bots/leaf.ts ROUND_START_WEIGHTS) and prints the weights. Plays
// heuristic 4-player games (default 500 from seed 20000: the committed fit), takes
// every seat at the start of rounds 2 and 3, and fits its final score minus its
// favor then by least squares on what it holds, every figure taken relative to
// the game's mean (what matters is the lead). Also prints how much of the spread
// of final scores the fit and the day-time evaluation (evaluate.ts) explain.
import { makeConfig } from '../src/engine/config.js';
import { applyAction, createGame, finalScores, isGameOver } from '../src/engine/index.js';
import type { GameState } from '../src/engine/index.js';
import { chooseAction } from '../src/engine/bots/index.js';
import { project } from '../src/engine/bots/evaluate.js';
import { silently } from '../src/engine/core/speech.js';
import { LEAF_FEATURES, leafFeatures } from '../src/engine/bots/leaf.js';

const NAMES = LEAF_FEATURES;
const games = Number(process.argv[2] ?? 500);
const first = Number(process.argv[3] ?? 20000);

interface Row { x: number[]; fp: number; evalValue: number; final: number }

function features(s: GameState): Row[] {
  const { personal, pool } = project(s);
  const x = leafFeatures(s);
  return s.players.map((p, i) => ({ x: x[i]!, fp: p.fp, evalValue: personal[i]! + pool[p.pool]!, final: 0 }));
}

// Per round (2, 3): the games' rows, each game's rows relative to that game's mean.
const data: Row[][] = [[], []];
silently(() => {
  for (let g = first; g < first + games; g++) {
    let s = createGame(makeConfig({ players: 4 }), g);
    let seed: number = 1000 + g;
    let round = 1;
    const taken: Row[][] = [];
    while (!isGameOver(s)) {
      if (s.round !== round && s.phase === 'day') {
        round = s.round;
        taken.push(features(s));
      }
      const c = chooseAction(s, 'heuristic', { seed });
      seed = c.rngState;
      s = applyAction(s, c.action);
    }
    const totals = finalScores(s).seats.map((l) => l.total);
    taken.forEach((rows, r) => {
      const mean = (f: (row: Row) => number): number => rows.reduce((a, row) => a + f(row), 0) / rows.length;
      const mx = NAMES.map((_, j) => mean((row) => row.x[j]!));
      const mfp = mean((row) => row.fp);
      const mev = mean((row) => row.evalValue);
      const mfin = totals.reduce((a, b) => a + b, 0) / totals.length;
      rows.forEach((row, i) => {
        data[r]!.push({ x: row.x.map((v, j) => v - mx[j]!), fp: row.fp - mfp, evalValue: row.evalValue - mev, final: totals[i]! - mfin });
      });
    });
  }
});

/** Least squares by the normal equations (Gaussian elimination with partial pivoting). */
function fit(rows: Row[]): number[] {
  const k = NAMES.length;
  const a = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  for (const row of rows) {
    const y = row.final - row.fp;
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) a[i]![j]! += row.x[i]! * row.x[j]!;
      a[i]![k]! += row.x[i]! * y;
    }
  }
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= k; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row, i) => row[k]! / row[i]!);
}

const r2 = (rows: Row[], predict: (row: Row) => number): number => {
  let res = 0;
  let tot = 0;
  for (const row of rows) {
    res += (row.final - predict(row)) ** 2;
    tot += row.final ** 2;
  }
  return 1 - res / tot;
};

data.forEach((rows, r) => {
  const w = fit(rows);
  const fitR2 = r2(rows, (row) => row.fp + row.x.reduce((a, v, j) => a + v * w[j]!, 0));
  const evalR2 = r2(rows, (row) => row.evalValue);
  console.log(`round ${r + 2}: ${rows.length} seats; fit explains ${(fitR2 * 100).toFixed(1)}%, the evaluation ${(evalR2 * 100).toFixed(1)}%`);
  console.log('  ' + NAMES.map((name, j) => `${name}: ${w[j]!.toFixed(2)}`).join(', '));
});
