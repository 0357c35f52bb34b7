// The after-game review's cost on ONE thread: a 4-player game (heuristic seats
// standing in for people) reviewed for every seat by the engine's reviewGame.
// The app splits the same work between two workers: bench/coach.ts measures that.
// Run: npx tsx bench/review.ts [seed]
import { performance } from 'node:perf_hooks';
import { makeConfig } from '../src/engine/config.js';
import { playMatch } from '../src/engine/bots/match.js';
import { reviewGame } from '../src/engine/bots/review.js';

const seed = Number(process.argv[2] ?? 11);
const config = makeConfig({ players: 4 });
const { actions } = playMatch(config, seed, ['heuristic', 'heuristic', 'heuristic', 'heuristic']);
const t0 = performance.now();
const c0 = process.cpuUsage();
const review = reviewGame(config, seed, actions, [0, 1, 2, 3]);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
console.log(
  JSON.stringify({
    seed,
    actions: actions.length,
    positions: review.positions,
    reviewed: review.reviewed,
    compared: review.compared,
    fewestPlayouts: review.fewestPlayouts,
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    msPerPosition: Math.round(ms / Math.max(1, review.reviewed)),
    worst: review.seats.map((x) => x.costly.map((c) => `${c.loss.toFixed(2)}±${(c.give ?? 0).toFixed(2)}`)),
  }),
);
