// Bot figures: the strong bot's decision time at its default budget (median
// over mid-game placements with a real choice: the decisions it searches), the
// heuristic bot's, and the strong bot's search speed in rollouts a second.
// Run by `npm run bench` (section "bots").
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, currentDecision, isGameOver } from '../src/engine/index.js';
import type { GameState } from '../src/engine/index.js';
import { makeConfig } from '../src/engine/config.js';
import { chooseAction, DEFAULT_ITERATIONS } from '../src/engine/bots/index.js';
import { candidates } from '../src/engine/bots/candidates.js';
import { playMatch } from '../src/engine/bots/match.js';

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
}

/** Mid-game states (rounds 2 and 3) of heuristic games where the seat to move has a real choice of placement. */
function midGameStates(count: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < count && seed < 50; seed++) {
    let s = createGame(makeConfig({ players: 4 }), seed);
    let r = seed;
    let taken = 0;
    while (!isGameOver(s) && taken < 3) {
      if (s.round >= 2 && s.ply % 7 === 0 && currentDecision(s)?.kind === 'place' && candidates(s).length > 2) {
        out.push(s);
        taken++;
      }
      const c = chooseAction(s, 'heuristic', { seed: r });
      r = c.rngState;
      s = applyAction(s, c.action);
    }
  }
  return out.slice(0, count);
}

function quantile(xs: number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

/**
 * The strong bot's decision times over whole games against three heuristic bots: every decision
 * it searches, at its default budget without a clock (the arena's: `DEFAULT_ITERATIONS` rollouts,
 * however long they take) and, when `clock`, with the app's clock as well (those rollouts or
 * `DEFAULT_BUDGET_MS`, whichever first).
 */
export function strongGameDecisionTimes(seeds: number[], clock: boolean): number[] {
  const times: number[] = [];
  const now = (): number => performance.now();
  for (const seed of seeds) {
    playMatch(makeConfig({ players: 4 }), seed, ['strong', 'heuristic', 'heuristic', 'heuristic'], {
      now,
      ...(clock ? {} : { iterations: DEFAULT_ITERATIONS }),
      onDecision: (_seat, level, ms, _legal, stats) => {
        if (level === 'strong' && (stats.iterations ?? 0) > 0 && ms !== undefined) times.push(ms);
      },
    });
  }
  return times;
}

export function benchBots(quick = false): {
  strongDecisionMs: number;
  strongDecisionMsMax: number;
  strongDecisionMsP99: number;
  strongDecisionMsP99Clock: number;
  strongGameDecisions: number;
  heuristicDecisionMs: number;
  strongIterationsPerSec: number;
} {
  const states = midGameStates(quick ? 5 : 10);
  const now = (): number => performance.now();
  // Warm the JIT up as a long-lived worker would be.
  chooseAction(states[0]!, 'strong', { seed: 0, iterations: 12 });
  const strong: number[] = [];
  let iterations = 0;
  let ms = 0;
  states.forEach((s, i) => {
    const t0 = now();
    const c = chooseAction(s, 'strong', { seed: i, now }); // default budget
    const dt = now() - t0;
    strong.push(dt);
    iterations += c.stats.iterations ?? 0;
    ms += dt;
  });
  const heuristic = states.map((s, i) => {
    const t0 = now();
    chooseAction(s, 'heuristic', { seed: i });
    return now() - t0;
  });
  // Over whole games: every decision the strong bot searches (rounds 1-3, the long first rollouts included).
  const seeds = quick ? [71] : [71, 72, 73, 74, 75, 76, 77, 78];
  const free = strongGameDecisionTimes(seeds, false);
  const clocked = strongGameDecisionTimes(seeds.slice(0, quick ? 1 : 2), true);
  return {
    strongDecisionMs: Number(median(strong).toFixed(1)),
    strongDecisionMsMax: Number(Math.max(...strong).toFixed(1)),
    strongDecisionMsP99: Number(quantile(free, 0.99).toFixed(1)),
    strongDecisionMsP99Clock: Number(quantile(clocked, 0.99).toFixed(1)),
    strongGameDecisions: free.length,
    heuristicDecisionMs: Number(median(heuristic).toFixed(3)),
    strongIterationsPerSec: Math.round((iterations / ms) * 1000),
  };
}
