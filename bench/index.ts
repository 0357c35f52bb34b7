// `npm run bench [-- --quick]`: prints one JSON object of figures on stdout
// and writes it to bench/latest.json, so runs can be compared over time.
// `--only <section>[,<section>]` runs those sections alone (engine, save, bot,
// render, bundle, net, flood) and leaves bench/latest.json as it was, e.g.
// `npm run bench -- --only bundle` for the renderer's first download.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { benchEngine } from './engine.js';
import { benchSaves, saveListingFigures } from './saves.js';
import { benchKeeper } from './keeper.js';
import { benchBots } from './bots.js';
import { benchBundle, benchRender } from './render.js';
import { benchNet } from './net.js';
import { benchSeatFlood } from './seat-flood.js';
import { benchCoach } from './coach.js';
import { applyAction, createGame, isGameOver, stateHash } from '../src/engine/index.js';
import { makeConfig } from '../src/engine/config.js';
import { randomChoice } from '../src/engine/bots/random.js';
import type { GameRecord } from '../src/main/saves/format.js';

/** A finished random 4-player standard game, as a save records it. */
function finishedGame(): GameRecord {
  const config = makeConfig({ players: 4 });
  const seed = 4242;
  let s = createGame(config, seed);
  let r = 99;
  const actions = [];
  while (!isGameOver(s)) {
    const c = randomChoice(s, r);
    r = c.rngState;
    actions.push(c.action);
    s = applyAction(s, c.action);
  }
  return { config, seed, actions, snapshot: s as unknown as Record<string, unknown>, hash: stateHash(s) };
}

const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
const figures: Record<string, number | string> = {};
const sections: [string, () => Promise<Record<string, number | string>> | Record<string, number | string>][] = [
  ['engine', () => benchEngine(quick)],
  [
    'save',
    async () => {
      const r = await benchSaves(finishedGame, { runs: quick ? 5 : 20 });
      return { 'save.saveMs': r.saveMs, 'save.loadMs': r.loadMs, 'save.bytes': r.bytes, ...(await saveListingFigures(quick)), ...(await benchKeeper(quick)) };
    },
  ],
  [
    'bot',
    () => {
      const r = benchBots(quick);
      return {
        'bot.strongDecisionMs': r.strongDecisionMs,
        'bot.strongDecisionMsP99': r.strongDecisionMsP99,
        'bot.strongDecisionMsP99Clock': r.strongDecisionMsP99Clock,
        'bot.strongGameDecisions': r.strongGameDecisions,
        'bot.heuristicDecisionMs': r.heuristicDecisionMs,
      };
    },
  ],
  ['render', () => benchRender(quick)],
  ['bundle', () => benchBundle()],
  ['net', () => benchNet(quick)],
  // A seat flooding its calls, and sockets that never say hello: the desktop and a rejoining seat must not notice (issue 32).
  ['flood', () => benchSeatFlood(quick)],
  // The same full review with --quick: its figures are the goals' (reviewSeconds <= 30, reviewMinPlayouts >= 24).
  ['coach', () => benchCoach()],
];

if (only && !only.every((name) => sections.some(([n]) => n === name))) {
  throw new Error(`--only takes section names among ${sections.map(([n]) => n).join(', ')}`);
}

for (const [name, run] of sections) {
  if (only && !only.includes(name)) continue;
  try {
    Object.assign(figures, await run());
  } catch (e) {
    figures[`${name}.error`] = (e as Error).message;
  }
}

const out = JSON.stringify(figures, null, 2);
if (!only) writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'latest.json'), out + '\n');
process.stdout.write(out + '\n');
