// The state fingerprint's speed: microseconds per stateHash of positions
// from random 4-player games (every tenth position of 40 games, hashed in
// turn, as a replay check or an autosave meets them), the median of 7 runs.
// `npx tsx bench/hash.ts` prints JSON.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { makeConfig } from '../src/engine/config.js';
import { randomChoice } from '../src/engine/bots/random.js';
import { applyAction, createGame, isGameOver, stateHash } from '../src/engine/index.js';
import type { GameState } from '../src/engine/core/types.js';

function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 40; g++) {
    const config = makeConfig({ players: 4, palaceAlt: g % 2 === 1, dragon: g % 4 === 1 });
    let s = createGame(config, 900 + g);
    let r = g + 1;
    for (let i = 0; !isGameOver(s); i++) {
      const c = randomChoice(s, r);
      r = c.rngState;
      s = applyAction(s, c.action);
      if (i % 10 === 0) out.push(s);
    }
  }
  return out;
}

export function benchStateHash(hash: (s: GameState) => string = stateHash): Record<string, number> {
  const states = positions();
  for (const s of states) hash(s); // warm-up
  const runs: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    for (const s of states) hash(s);
    runs.push(((performance.now() - t0) * 1000) / states.length);
  }
  runs.sort((a, b) => a - b);
  return { 'engine.stateHashUs': Math.round(runs[3]! * 10) / 10, 'engine.stateHashPositions': states.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(benchStateHash(), null, 2) + '\n');
}
