// Engine figures: complete random games per second on one core, and the cost
// of single applyAction / legalActions calls. A random game is a simulation
// nobody reads, so it plays silently (core/speech.ts), as the bots' playouts,
// the review and the arena do; `engine.randomGamesPerCpuSecSpoken` is the cost
// of a game that is shown, every log line said.
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, isGameOver, legalActions, silently } from '../src/engine/index.js';
import { makeConfig, type ConfigOptions } from '../src/engine/config.js';
import { nextRandom } from '../src/engine/core/rng.js';
import { computeOptions } from '../src/engine/core/flow.js';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function playRandom(opts: ConfigOptions, seed: number, timings?: { apply: number[]; legal: number[] }): number {
  const config = makeConfig(opts);
  let s = createGame(config, seed);
  let r = seed * 7919 + 1;
  let n = 0;
  while (!isGameOver(s)) {
    const t0 = timings ? performance.now() : 0;
    // Timed runs compute the options afresh: legalActions is served from a per-state cache.
    const opts2 = timings ? computeOptions(s) : legalActions(s);
    const t1 = timings ? performance.now() : 0;
    const [nr, v] = nextRandom(r);
    r = nr;
    s = applyAction(s, opts2[Math.floor(v * opts2.length)]!);
    if (timings) {
      timings.legal.push((t1 - t0) * 1000);
      timings.apply.push((performance.now() - t1) * 1000);
    }
    n++;
  }
  return n;
}

/**
 * Games a second of wall time, and of the process's CPU time (the collector's
 * helper threads included). On a shared, loaded machine the wall figure drops
 * with the load; the CPU figure much less, so it is the one to compare runs by.
 */
function gamesPerSec(opts: ConfigOptions, seconds: number, spoken = false): { wall: number; cpu: number } {
  const play = (seed: number): number => (spoken ? playRandom(opts, seed) : silently(() => playRandom(opts, seed)));
  // Warm up the JIT first so the figure reflects steady play.
  for (let i = 0; i < 20; i++) play(10_000 + i);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let games = 0;
  while (performance.now() - t0 < seconds * 1000) play(games++);
  const cpu = process.cpuUsage(c0);
  return { wall: games / ((performance.now() - t0) / 1000), cpu: games / ((cpu.user + cpu.system) / 1e6) };
}

export function benchEngine(quick: boolean): Record<string, number> {
  const seconds = quick ? 2 : 6;
  const standard = gamesPerSec({ players: 4 }, seconds);
  const allFlags = gamesPerSec({ players: 4, mode: 'team', palaceAlt: true, dragon: true, asymmetric: true }, seconds);
  const spoken = gamesPerSec({ players: 4 }, seconds / 2, true);
  const timings = { apply: [] as number[], legal: [] as number[] };
  silently(() => {
    for (let g = 0; g < (quick ? 30 : 100); g++) playRandom({ players: 4 }, 50_000 + g, timings);
  });
  timings.apply.sort((a, b) => a - b);
  timings.legal.sort((a, b) => a - b);
  return {
    'engine.randomGamesPerSec': round(standard.wall),
    'engine.randomGamesPerCpuSec': round(standard.cpu),
    'engine.randomGamesPerSecAllFlags': round(allFlags.wall),
    'engine.randomGamesPerCpuSecAllFlags': round(allFlags.cpu),
    'engine.randomGamesPerCpuSecSpoken': round(spoken.cpu),
    'engine.applyActionP50Us': round(percentile(timings.apply, 50)),
    'engine.applyActionP99Us': round(percentile(timings.apply, 99)),
    'engine.legalActionsP99Us': round(percentile(timings.legal, 99)),
  };
}

const round = (x: number): number => Math.round(x * 10) / 10;
