// The after-game review's cost: a 4-player game (heuristic seats standing in
// for people) reviewed for every seat, as the bot worker reviews it.
// Run: npx tsx bench/review.ts [seed] [budgetMs] (with a budget: 12 rollouts or that many ms a
// position, whichever ends first, as the app's review runs)
import { performance } from 'node:perf_hooks';
import { makeConfig } from '../src/engine/config.js';
import { playMatch } from '../src/engine/bots/match.js';
import { reviewGame, REVIEW_ROLLOUTS } from '../src/engine/bots/review.js';

const seed = Number(process.argv[2] ?? 11);
const budgetMs = process.argv[3] ? Number(process.argv[3]) : undefined;
const config = makeConfig({ players: 4 });
const { actions } = playMatch(config, seed, ['heuristic', 'heuristic', 'heuristic', 'heuristic']);
const t0 = performance.now();
const review = reviewGame(config, seed, actions, [0, 1, 2, 3], budgetMs === undefined ? {} : { iterations: REVIEW_ROLLOUTS, now: () => performance.now(), budgetMs });
const ms = performance.now() - t0;
console.log(
  JSON.stringify({
    seed,
    budgetMs: budgetMs ?? null,
    actions: actions.length,
    positions: review.positions,
    reviewed: review.reviewed,
    ms: Math.round(ms),
    msPerPosition: Math.round(ms / Math.max(1, review.reviewed)),
    worst: review.seats.map((x) => x.costly.map((c) => Number(c.loss.toFixed(2)))),
  }),
);
