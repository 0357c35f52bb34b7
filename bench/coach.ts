// The after-game review as the app runs it: a 4-player game (heuristic seats
// standing in for people) reviewed for every seat, at the app's budget
// (REVIEW_BUDGET), split between two bot workers (ReviewPool), timed from the
// request to the answer (the workers' start included). `coach.reviewMinPlayouts`
// is the fewest playouts behind a move the review compared (each compared move
// has at least REVIEW_PAIRS). Run alone: npx tsx bench/coach.ts [seed]
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { makeConfig } from '../src/engine/config.js';
import { playMatch } from '../src/engine/bots/match.js';
import { ReviewPool } from '../src/main/bots/review-pool.js';
import { REVIEW_BUDGET } from '../src/main/game/review-service.js';

export async function benchCoach(seed = 11): Promise<Record<string, number | string>> {
  const config = makeConfig({ players: 4 });
  const { actions } = playMatch(config, seed, ['heuristic', 'heuristic', 'heuristic', 'heuristic']);
  const pool = new ReviewPool();
  try {
    const load = loadavg()[0]!;
    const t0 = performance.now();
    // The process's CPU time counts both worker threads (getrusage of the whole process): what the
    // review costs whatever else the machine is doing; half of it is the wall time on two free cores.
    const c0 = process.cpuUsage();
    const review = await pool.review({ config, seed, actions }, [0, 1, 2, 3], REVIEW_BUDGET);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(c0);
    return {
      'coach.reviewSeconds': Number(seconds.toFixed(1)),
      'coach.reviewMinPlayouts': review.fewestPlayouts ?? 0,
      'coach.reviewCpuSeconds': Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
      'coach.reviewPositions': review.positions,
      'coach.reviewCompared': review.compared ?? 0,
      'coach.reviewListed': review.seats.reduce((n, x) => n + x.costly.length, 0),
      'coach.loadAverage': `${load.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    };
  } finally {
    await pool.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = Number(process.argv[2] ?? 11);
  console.log(JSON.stringify(await benchCoach(seed)));
}
