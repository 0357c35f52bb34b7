// The save file format (docs/save-format.md), as zod schemas.
//
// A save file is one JSON document:
//   { format: 'ryozen-save', formatVersion: 1, appVersion, savedAt, name, kind,
//     game: { config, seed, actions, snapshot, hash } | null, campaign? }
// `game` may be null only in a campaign between two scenarios.
//
// The schemas mirror the engine's types (src/engine/core/types.ts); the type
// assertions at the end of this file fail to compile when the two drift apart,
// which is the signal that the format needs a new version and a migration.

import { z } from 'zod';
import {
  CLANS,
  RESOURCES,
  SHARDS,
  type Action,
  type GameConfig,
  type Scores,
} from '../../engine/core/types.js';

export const SAVE_FORMAT = 'ryozen-save';
export const CURRENT_FORMAT_VERSION = 1;
/** Deepest JSON nesting accepted (a real save nests about a dozen levels). */
export const MAX_NESTING_DEPTH = 100;
/** Longest action log accepted (a 4-player game is a few thousand actions). */
export const MAX_ACTIONS = 200_000;

// ---------------------------------------------------------------- names

// Slot names are checked by one module shared with the channel table.
import { SLOT_NAME_RULE, validateSlotName } from './save-name.js';
export { SLOT_NAME_RULE, validateSlotName };

// Display names (campaign titles, player names) never become paths: any
// printable text, no control characters.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const displayName = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL_RE.test(s), { message: 'contains control characters' })
    .refine((s) => s.trim() === s && s.length > 0, { message: 'has leading or trailing spaces' });

export const DisplayNameSchema = displayName(64);
const isoDate = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- game config
// Anything the channel table (src/main/api.ts) accepts must be saveable, so
// these are at least as permissive as its schemas; the engine and the verify
// hook judge the rest.

export const ClanSchema = z.enum(CLANS);
export const ControllerSchema = z.enum(['human', 'random', 'heuristic', 'strong']);
export const DifficultySchema = z.enum(['easy', 'medium', 'hard', 'heroic']);
export const ModeSchema = z.enum(['standard', 'coop', 'team']);
export const SideSchema = z.literal([0, 1, 2, 3]);
const SectorSchema = z.literal([0, 1, 2, 3, 4, 5]);

export const SeatConfigSchema = z.strictObject({
  clan: ClanSchema,
  controller: ControllerSchema,
  name: z.string().max(64).optional(),
  side: SideSchema.optional(),
});

export const GameConfigSchema = z.strictObject({
  seats: z.array(SeatConfigSchema).min(1).max(4),
  mode: ModeSchema,
  palaceAlt: z.boolean(),
  dragon: z.boolean(),
  asymmetric: z.boolean(),
  difficulty: DifficultySchema.optional(),
  story: z.string().max(64).nullable().optional(),
  basilisk: z.strictObject({ clan: ClanSchema, side: SideSchema.optional() }).optional(),
  goldenRuleSeat: z.number().int().min(0).max(4).optional(),
  goldenRuleAuto: z.boolean().optional(),
});

// ---------------------------------------------------------------- actions

const Id = z.number().int().min(-1).max(1_000_000);
const Spot = z.string().max(64);

export const ActionSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('pass') }),
  z.strictObject({ t: z.literal('place'), kin: Id, spot: Spot }),
  z.strictObject({ t: z.literal('cloak'), cloaked: z.boolean() }),
  z.strictObject({ t: z.literal('kin'), kin: Id }),
  z.strictObject({ t: z.literal('spot'), spot: Spot }),
  z.strictObject({ t: z.literal('res'), res: z.enum(RESOURCES) }),
  z.strictObject({ t: z.literal('shard'), shard: z.enum(SHARDS) }),
  z.strictObject({ t: z.literal('sector'), sector: SectorSchema }),
  z.strictObject({ t: z.literal('card'), card: Id }),
  z.strictObject({ t: z.literal('slot'), slot: Id }),
  z.strictObject({ t: z.literal('site'), site: Id }),
  z.strictObject({ t: z.literal('option'), option: z.string().max(64) }),
  z.strictObject({ t: z.literal('side'), side: SideSchema }),
  z.strictObject({ t: z.literal('pick'), ids: z.array(Id).max(64) }),
]);

// ---------------------------------------------------------------- game record

export const SeedSchema = z.union([
  z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  z.string().min(1).max(256),
]);

export const GameRecordSchema = z.strictObject({
  config: GameConfigSchema,
  seed: SeedSchema,
  actions: z.array(ActionSchema).max(MAX_ACTIONS),
  /** The engine's GameState, validated loosely here; `verify` checks it. */
  snapshot: z.record(z.string(), z.unknown()),
  hash: z.string().min(1).max(256),
});

// ---------------------------------------------------------------- campaigns

const n = z.number().int().min(-1_000_000).max(1_000_000);

export const ScoreLineSchema = z.object({
  seat: n,
  faction: n,
  favor: n,
  shards: n,
  resources: n,
  total: n,
  rank: n,
});

export const ScoresSchema = z.object({
  seats: z.array(ScoreLineSchema).max(8),
  factions: z
    .array(
      z.object({
        faction: n,
        seats: z.array(n).max(8),
        favor: n,
        shards: n,
        resources: n,
        total: n,
        rank: n,
      }),
    )
    .max(8)
    .optional(),
  winner: z.object({ seats: z.array(n).max(8), faction: n }),
  tieBreak: z.string().max(1000).optional(),
});

export const ScenarioIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a scenario id');

export const AllySchema = z.strictObject({
  clan: ClanSchema,
  name: displayName(32),
  controller: ControllerSchema,
});

export const ScenarioResultSchema = z.strictObject({
  scenarioId: ScenarioIdSchema,
  outcome: z.enum(['won', 'lost']),
  scores: ScoresSchema,
  finishedAt: isoDate,
  /** Length of the finished game's action log. */
  moves: z.number().int().min(0).max(MAX_ACTIONS),
});

export const CAMPAIGN_SCENARIOS = 4;

export const CampaignDataSchema = z
  .strictObject({
    id: z.string().refine((s) => validateSlotName(s).ok, { message: 'is not a valid campaign id' }),
    createdAt: isoDate,
    allies: z.array(AllySchema).min(2).max(3),
    difficulty: DifficultySchema,
    scenarioOrder: z.array(ScenarioIdSchema).length(CAMPAIGN_SCENARIOS),
    goldenRuleSeat: z.number().int().min(0).max(2),
    /** The engine makes the Basilisk's open choices instead of the Golden Rule seat. */
    goldenRuleAuto: z.boolean().optional(),
    palaceAlt: z.boolean(),
    dragon: z.boolean(),
    /** Index in scenarioOrder of the scenario being played; 4 = campaign finished. */
    current: z.number().int().min(0).max(CAMPAIGN_SCENARIOS),
    results: z.array(ScenarioResultSchema).max(CAMPAIGN_SCENARIOS),
    /** Turns recorded so far over the whole campaign (grows by one per recordTurn). */
    turns: z.number().int().min(0),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.scenarioOrder).size !== c.scenarioOrder.length) {
      ctx.addIssue({ code: 'custom', path: ['scenarioOrder'], message: 'names a scenario twice' });
    }
    if (new Set(c.allies.map((a) => a.clan)).size !== c.allies.length) {
      ctx.addIssue({ code: 'custom', path: ['allies'], message: 'gives two allies the same clan' });
    }
    if (c.goldenRuleSeat >= c.allies.length) {
      ctx.addIssue({ code: 'custom', path: ['goldenRuleSeat'], message: 'is not one of the allies' });
    }
    if (c.results.length !== c.current) {
      ctx.addIssue({ code: 'custom', path: ['results'], message: 'does not match the current scenario' });
    }
    c.results.forEach((r, i) => {
      if (r.scenarioId !== c.scenarioOrder[i]) {
        ctx.addIssue({ code: 'custom', path: ['results', i, 'scenarioId'], message: 'is not the scenario played at that point' });
      }
    });
  });

// ---------------------------------------------------------------- the file

export const SaveKindSchema = z.enum(['game', 'campaign']);

export const SaveFileSchema = z
  .strictObject({
    format: z.literal(SAVE_FORMAT),
    formatVersion: z.literal(CURRENT_FORMAT_VERSION),
    appVersion: z.string().min(1).max(64),
    savedAt: isoDate,
    name: DisplayNameSchema,
    kind: SaveKindSchema,
    game: GameRecordSchema.nullable(),
    campaign: CampaignDataSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'game') {
      if (s.game === null) ctx.addIssue({ code: 'custom', path: ['game'], message: 'is missing' });
      if (s.campaign !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['campaign'], message: 'should not be in a single game save' });
      }
    } else if (s.campaign === undefined) {
      ctx.addIssue({ code: 'custom', path: ['campaign'], message: 'is missing' });
    } else if (s.game !== null && s.campaign.current >= CAMPAIGN_SCENARIOS) {
      ctx.addIssue({ code: 'custom', path: ['game'], message: 'should be empty once the campaign is finished' });
    }
  });

export type SeatConfigData = z.infer<typeof SeatConfigSchema>;
export type GameConfigData = z.infer<typeof GameConfigSchema>;
export type ActionData = z.infer<typeof ActionSchema>;
export type GameRecord = z.infer<typeof GameRecordSchema>;
export type CampaignData = z.infer<typeof CampaignDataSchema>;
export type ScenarioResult = z.infer<typeof ScenarioResultSchema>;
export type Ally = z.infer<typeof AllySchema>;
export type SaveKind = z.infer<typeof SaveKindSchema>;
export type SaveFile = z.infer<typeof SaveFileSchema>;

/** What a caller hands to SaveStore.save; the store adds the envelope. */
export interface SaveInput {
  kind: SaveKind;
  game: GameRecord | null;
  campaign?: CampaignData;
  /** Display name; defaults to the slot name. */
  displayName?: string;
}

// ---------------------------------------------------------------- drift checks
// These compile only while the schemas and the engine's types agree.

type Assignable<A extends B, B> = A;
type Expect<T extends true> = T;
/** Same field names both ways (assignability alone ignores extra optional fields). */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type AllTrue<U> = false extends U ? false : true;
type ActionVariantKeys<T extends Action['t']> = T extends Action['t']
  ? SameKeys<Extract<Action, { t: T }>, Extract<ActionData, { t: T }>>
  : never;

export type ConfigSchemaMatchesEngine = [
  Assignable<GameConfigData, GameConfig>,
  Assignable<GameConfig, GameConfigData>,
  Expect<SameKeys<GameConfig, GameConfigData>>,
  Expect<SameKeys<GameConfig['seats'][number], GameConfigData['seats'][number]>>,
  Expect<SameKeys<NonNullable<GameConfig['basilisk']>, NonNullable<GameConfigData['basilisk']>>>,
];
export type ActionSchemaMatchesEngine = [
  Assignable<ActionData, Action>,
  Assignable<Action, ActionData>,
  Expect<SameKeys<{ [K in Action['t']]: 1 }, { [K in ActionData['t']]: 1 }>>,
  Expect<AllTrue<ActionVariantKeys<Action['t']>>>,
];
export type ScoresSchemaAcceptsEngine = Assignable<Scores, z.infer<typeof ScoresSchema>>;

// ---------------------------------------------------------------- messages

/** A short player-facing description of a save, for the load dialog. */
export function summarize(save: SaveFile): string {
  if (save.kind === 'campaign' && save.campaign) {
    const c = save.campaign;
    const allies = `${c.allies.length} allies`;
    if (c.current >= CAMPAIGN_SCENARIOS) {
      const won = c.results.filter((r) => r.outcome === 'won').length;
      return `Story campaign, ${c.difficulty}, ${allies}: finished (${won} of ${CAMPAIGN_SCENARIOS} scenarios won)`;
    }
    const moves = save.game ? `, ${save.game.actions.length} moves` : ', not started';
    return `Story campaign, ${c.difficulty}, ${allies}: scenario ${c.current + 1} of ${CAMPAIGN_SCENARIOS}${moves}`;
  }
  const g = save.game;
  if (!g) return 'Empty save';
  const cfg = g.config;
  const players = `${cfg.seats.length} player${cfg.seats.length === 1 ? '' : 's'}`;
  const mode = cfg.mode === 'standard' ? 'standard' : cfg.mode === 'team' ? 'team' : 'cooperative';
  const flags = [cfg.palaceAlt ? 'palace' : '', cfg.dragon ? 'dragon' : '', cfg.asymmetric ? 'asymmetric' : '']
    .filter(Boolean)
    .join(', ');
  const round = typeof g.snapshot.round === 'number' ? `, round ${g.snapshot.round}` : '';
  return `${players}, ${mode}${flags ? ` (${flags})` : ''}${round}, ${g.actions.length} moves`;
}
