// Bot figures: the strong bot's decision time at its default budget (median
// over mid-game placements with a real choice: the decisions it searches), the
// heuristic bot's, and the strong bot's search speed in rollouts a second.
// Run by `npm run bench` (section "bots").
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, currentDecision, isGameOver } from '../src/engine/index.js';
import type { GameState } from '../src/engine/index.js';
import { makeConfig } from '../src/engine/config.js';
import { chooseAction } from '../src/engine/bots/index.js';
import { candidates } from '../src/engine/bots/candidates.js';

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

export function benchBots(quick = false): {
  strongDecisionMs: number;
  strongDecisionMsMax: number;
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
  return {
    strongDecisionMs: Number(median(strong).toFixed(1)),
    strongDecisionMsMax: Number(Math.max(...strong).toFixed(1)),
    heuristicDecisionMs: Number(median(heuristic).toFixed(3)),
    strongIterationsPerSec: Math.round((iterations / ms) * 1000),
  };
}
