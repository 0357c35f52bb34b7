// Save documents of real games of every mode, played by the random bot (the
// longest games: random play rarely ends a game early), for measuring how
// large a real save's structure gets (limits.test.ts, limits.ts's margins)
// and for tests that need a large legal-shaped document.
import * as engine from '../../engine/index.js';
import { makeConfig, type ConfigOptions } from '../../engine/config.js';
import { TABLE_RULE_IDS, tableRulesOf } from '../../engine/core/table-rules.js';
import { campaignRulesOf } from '../../shared/schemas.js';
import { randomChoice } from '../../engine/bots/random.js';
import { seedToState } from '../../engine/core/rng.js';
import { SCENARIOS } from '../../engine/content/scenarios.js';
import type { Action, GameConfig } from '../../engine/core/types.js';
import { saveDocumentText } from './document.js';
import { toGameRecord, type CampaignData, type GameRecord } from './format.js';

/** Every table rule switched on. */
const ALL_RULES = tableRulesOf(Object.fromEntries(TABLE_RULE_IDS.map((id) => [id, true])));

/** Every mode and flag the new-game screen and the campaigns offer. */
export function everyMode(): { label: string; options: ConfigOptions }[] {
  const out: { label: string; options: ConfigOptions }[] = [];
  for (const players of [2, 3, 4]) {
    for (const flags of [{}, ...TABLE_RULE_IDS.map((id) => ({ [id]: true })), ALL_RULES]) {
      out.push({ label: `standard ${players}p ${JSON.stringify(flags)}`, options: { players, ...flags } });
    }
  }
  for (const flags of [{}, ALL_RULES]) out.push({ label: `team ${JSON.stringify(flags)}`, options: { players: 4, mode: 'team', ...flags } });
  for (const players of [2, 3]) {
    for (const difficulty of ['easy', 'heroic'] as const) {
      for (const story of [null, ...SCENARIOS.map((s) => s.id)]) {
        out.push({
          label: `coop ${players}p ${difficulty} ${story ?? 'free'}`,
          options: { players, mode: 'coop', difficulty, story, goldenRuleAuto: true, ...campaignRulesOf(players === 3 ? ALL_RULES : {}) },
        });
      }
    }
  }
  return out;
}

/** A finished game played by random bots, as a save records it. */
export function randomFinishedGame(config: GameConfig, seed: number): GameRecord {
  let state = engine.createGame(config, seed);
  let bot = seedToState(`bot-${seed}`);
  const actions: Action[] = [];
  while (!engine.isGameOver(state)) {
    const c = randomChoice(state, bot);
    bot = c.rngState;
    actions.push(c.action);
    state = engine.applyAction(state, c.action);
  }
  return toGameRecord({ config, seed, actions, state, hash: engine.stateHash(state) });
}

const NOW = new Date('2025-01-01T00:00:00.000Z');

/** The save file text of a single game. */
export function gameDocument(game: GameRecord): string {
  return saveDocumentText({ kind: 'game', game }, { slot: 'measured', appVersion: '0.1.0', now: NOW }).text;
}

/**
 * The largest campaign file: three finished scenarios kept for their replays
 * and the fourth at its very end (every kept game is `games[i]`).
 */
export function campaignDocument(games: GameRecord[]): string {
  const scores = engine.finalScores(engine.replay(games[0]!.config, games[0]!.seed, games[0]!.actions));
  const campaign: CampaignData = {
    id: 'c-lz3k2m1a-9f3a2b1c',
    createdAt: NOW.toISOString(),
    allies: [
      { clan: 'koi', name: 'Player 1', controller: 'human' },
      { clan: 'tortoise', name: 'Player 2', controller: 'human' },
      { clan: 'fox', name: 'Player 3', controller: 'human' },
    ],
    difficulty: 'heroic',
    scenarioOrder: SCENARIOS.map((s) => s.id),
    goldenRuleSeat: 0,
    goldenRuleAuto: true,
    ...campaignRulesOf(ALL_RULES),
    current: 3,
    results: games.slice(0, 3).map((g, i) => ({
      scenarioId: SCENARIOS[i]!.id,
      outcome: 'won' as const,
      scores,
      finishedAt: NOW.toISOString(),
      moves: g.actions.length,
      game: { config: g.config, seed: g.seed, actions: g.actions, hash: g.hash },
    })),
    turns: games.reduce((n, g) => n + g.actions.length, 0),
  };
  return saveDocumentText({ kind: 'campaign', game: games[3] ?? null, campaign }, { slot: 'measured', appVersion: '0.1.0', now: NOW }).text;
}

export { makeConfig };
