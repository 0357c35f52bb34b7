// Test and benchmark helpers: an engine-free stand-in for a game record, with
// a hash over everything and a verify hook that recomputes it. Lets the save
// tests run without the rules engine.

import { msg } from '../../engine/core/message.js';
import { createHash } from 'node:crypto';
import { campaignRulesOf, type ActionData, type GameConfigData } from '../../shared/schemas.js';
import { tableRulesOf } from '../../engine/core/table-rules.js';
import type { CampaignData, GameRecord } from './format.js';
import type { VerifyHook } from './document.js';

export function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
    .join(',')}}`;
}

export function dummyHash(game: Pick<GameRecord, 'config' | 'seed' | 'actions' | 'snapshot'>): string {
  return createHash('sha256')
    .update(stableStringify({ config: game.config, seed: game.seed, actions: game.actions, snapshot: game.snapshot }))
    .digest('hex');
}

export const dummyVerify: VerifyHook = (game) =>
  dummyHash(game) === game.hash ? { ok: true } : { ok: false, reason: msg('legacy.text', { text: 'the recorded hash does not match' }) };

export const DUMMY_CONFIG: GameConfigData = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'heuristic' },
    { clan: 'tortoise', controller: 'random', side: 2 },
    { clan: 'fox', controller: 'strong' },
  ],
  mode: 'standard',
  // A table rule on: the listings name it (store.test.ts).
  ...tableRulesOf({ dragon: true }),
};

export function storyConfig(scenario: string): GameConfigData {
  return {
    seats: [
      { clan: 'tortoise', controller: 'human', name: 'Aiko' },
      { clan: 'koi', controller: 'human', name: 'Ren' },
    ],
    mode: 'coop',
    ...tableRulesOf({}),
    difficulty: 'hard',
    story: scenario,
    goldenRuleSeat: 1,
  };
}

export function dummyAction(i: number): ActionData {
  switch (i % 8) {
    case 0:
      return { t: 'place', kin: i % 40, spot: `s${i % 6}.${i % 3}` };
    case 1:
      return { t: 'cloak', cloaked: i % 3 === 0 };
    case 2:
      return { t: 'res', res: (['coin', 'scroll', 'lantern'] as const)[i % 3] as 'coin' };
    case 3:
      return { t: 'sector', sector: (i % 6) as 0 };
    case 4:
      return { t: 'card', card: i % 50 };
    case 5:
      return { t: 'pick', ids: [i % 7, (i + 1) % 7] };
    case 6:
      return { t: 'option', option: `opt${i % 4}` };
    default:
      return { t: 'pass' };
  }
}

/** A game record with `moves` actions; `padBytes` makes the snapshot bigger (slower writes). */
export function dummyGame(moves: number, opts: { config?: GameConfigData; seed?: number | string; padBytes?: number } = {}): GameRecord {
  const config = structuredClone(opts.config ?? DUMMY_CONFIG);
  const seed = opts.seed ?? 12345;
  const actions = Array.from({ length: moves }, (_, i) => dummyAction(i));
  const snapshot: Record<string, unknown> = {
    v: 1,
    round: 1 + Math.min(2, Math.floor(moves / 200)),
    phase: 'day',
    ply: moves,
    pools: [{ coin: 4, scroll: 3, lantern: 2, coral: 0, jade: 1, agate: 0 }],
  };
  // In pieces of 4 KB: a save holds no text longer than 8,192 characters (limits.ts).
  if (opts.padBytes) snapshot.log = Array.from({ length: Math.ceil(opts.padBytes / 4096) }, (_, i) => 'x'.repeat(Math.min(4096, opts.padBytes! - i * 4096)));
  const game = { config, seed, actions, snapshot, hash: '' };
  game.hash = dummyHash(game);
  return game;
}

export function dummyScores(won: boolean) {
  return {
    seats: [
      { seat: 0, faction: 0, favor: 20, shards: 6, resources: 2, total: 28, rank: won ? 1 : 2 },
      { seat: 1, faction: 0, favor: 14, shards: 3, resources: 1, total: 18, rank: won ? 1 : 2 },
    ],
    factions: [
      { faction: 0, seats: [0, 1], favor: 34, shards: 9, resources: 3, total: 46, rank: won ? 1 : 2 },
      { faction: 1, seats: [2], favor: 30, shards: 8, resources: 3, total: 41, rank: won ? 2 : 1 },
    ],
    winner: { seats: won ? [0, 1] : [2], faction: won ? 0 : 1 },
  };
}

/** In the crash test, a scenario ends every this many turns (the last one never ends). */
export const CRASH_TURNS_PER_SCENARIO = 30;

/** The engine's four story scenario ids (src/engine/content/scenarios.ts). */
export const SCENARIOS = ['ashes-of-the-crane', 'the-drowned-springs', 'shell-of-stone', 'masks-of-the-fox'] as const;

export function dummyCampaign(id: string): CampaignData {
  return {
    id,
    createdAt: '2025-01-01T00:00:00.000Z',
    allies: [
      { clan: 'crane', name: 'Aiko', controller: 'human' },
      { clan: 'koi', name: 'Ren', controller: 'human' },
    ],
    difficulty: 'hard',
    scenarioOrder: [...SCENARIOS],
    goldenRuleSeat: 1,
    ...campaignRulesOf({}),
    current: 0,
    results: [],
    turns: 0,
  };
}
