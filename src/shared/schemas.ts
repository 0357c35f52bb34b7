// The one definition of every value that crosses into the main side from
// outside: what the renderer sends on a channel (src/main/contract/channel-table.ts) and what a
// save file holds (src/main/saves/format.ts) are checked by these same
// schemas, so a config a save can hold is a config a new game accepts, and a
// field added to the engine's types without its schema fails to compile
// (the drift checks at the end).
//
// Only zod and engine types are imported: the pages import this contract too.
import { z } from 'zod';
import { CLANS, RESOURCES, SHARDS, type Action, type GameConfig } from '../engine/core/types.js';
import type { Msg, MsgArg } from '../engine/core/message.js';
import { typedName } from './person-name.js';
import { CONTROLLERS, DIFFICULTIES, MODES } from './lists.js';
import { MAX_ALLY_NAME_LENGTH, MAX_CAMPAIGN_NAME_LENGTH, MAX_SEAT_NAME_LENGTH } from './name-limits.js';
import { TABLE_RULE_IDS, type TableRule } from '../engine/core/table-rules.js';
import { modeOptions, STORY_MODE } from '../engine/setup-rules.js';

// ---------------------------------------------------------------- names

// Two forms of each name. A name typed now (a channel's input) follows the
// one rule of person-name.ts. A name read from a save or campaign file follows
// the looser rule it was written under (display names: no control characters;
// seat names: any text), so files written before the rule still load. Names
// never become paths (save names do: saves/save-name.ts).

export { MAX_ALLY_NAME_LENGTH, MAX_CAMPAIGN_NAME_LENGTH, MAX_SEAT_NAME_LENGTH };

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A display name as files hold it (campaign titles, ally names): no control characters, no spaces at either end. */
export const displayName = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL_RE.test(s), { message: 'main.issue.name.control' })
    .refine((s) => s.trim() === s && s.length > 0, { message: 'main.issue.name.spaces' });

/** A campaign's name as its file holds it. */
export const DisplayNameSchema = displayName(MAX_CAMPAIGN_NAME_LENGTH);
/** A campaign's name as a person types it (campaign:create, campaign:rename). */
export const CampaignNameSchema = typedName(MAX_CAMPAIGN_NAME_LENGTH);
/** A game's name as a person types it (games:rename); its record holds it as a display name. */
export const GameNameSchema = typedName(MAX_CAMPAIGN_NAME_LENGTH);

export const ScenarioIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'main.issue.scenarioId');

// ---------------------------------------------------------------- messages

/** A message argument as files hold it (engine/core/message.ts MsgArg). */
const MsgArgSchema: z.ZodType<MsgArg> = z.lazy(() => z.union([z.number(), z.string().max(10_000), MsgSchema, z.array(MsgArgSchema).max(1000).readonly()]));

/** A message as files hold it (a finished game's tie-break): an id and its arguments. */
export const MsgSchema: z.ZodType<Msg> = z.lazy(() =>
  z.strictObject({
    id: z.string().min(1).max(200),
    args: z.record(z.string().max(100), MsgArgSchema).optional(),
  }),
);

// ---------------------------------------------------------------- game config

export const ClanSchema = z.enum(CLANS);
export const ControllerSchema = z.enum(CONTROLLERS);
export const DifficultySchema = z.enum(DIFFICULTIES);
export const ModeSchema = z.enum(MODES);
export const SideSchema = z.literal([0, 1, 2, 3]);
export const SectorSchema = z.literal([0, 1, 2, 3, 4, 5]);

/** A seat as a save file holds it: earlier versions took any name, line breaks included. */
export const SeatConfigSchema = z.strictObject({
  clan: ClanSchema,
  controller: ControllerSchema,
  name: z.string().max(MAX_SEAT_NAME_LENGTH).optional(),
  side: SideSchema.optional(),
});

/** A seat of a new game (game:new): its name is typed by a person. */
export const NewSeatConfigSchema = SeatConfigSchema.extend({ name: typedName(MAX_SEAT_NAME_LENGTH).optional() });

// ---------------------------------------------------------------- table rules

/** One field per table rule id, each checked by `field`: the rules are listed once (engine core/table-rules.ts). */
export function tableRuleFields<const K extends string, S extends z.ZodType>(ids: readonly K[], field: S): { [P in K]: S } {
  return Object.fromEntries(ids.map((id) => [id, field])) as { [P in K]: S };
}

// A campaign plays its scenarios as games of the one mode that plays story
// scenarios; the table rules it may add are those that mode allows, as its
// variants declare (engine setup-rules.ts). Said here once, so the campaign
// file, the create channel, the store and the save listings agree.

/** The mode whose games may play a story scenario (config.story): a campaign's games are of it. Persisted in their configs. */
export { STORY_MODE };

/**
 * The table rules a campaign's games may add: a campaign file has a field for
 * each of them only. The type says at compile time what the declaration says
 * at run time (schemas.test.ts checks that they agree).
 */
export type CampaignTableRule = Exclude<TableRule, 'asymmetric'>;
export const CAMPAIGN_RULE_IDS = modeOptions(STORY_MODE).tableRules as readonly CampaignTableRule[];

/** Each table rule a campaign may add, as `o` asks for it (off when not asked for), in list order. */
export function campaignRulesOf(o: Partial<Record<CampaignTableRule, unknown>>): Record<CampaignTableRule, boolean> {
  return Object.fromEntries(CAMPAIGN_RULE_IDS.map((id) => [id, !!o[id]])) as Record<CampaignTableRule, boolean>;
}

// Structure only: which combinations make a game is the engine's judgement
// (createGame throws a RulesError that says why). A table rule a config does
// not name is off: a save written before a rule existed loads, and hashes, as
// it was written.
export const GameConfigSchema = z.strictObject({
  seats: z.array(SeatConfigSchema).min(1).max(4),
  mode: ModeSchema,
  ...tableRuleFields(TABLE_RULE_IDS, z.boolean().optional()),
  difficulty: DifficultySchema.optional(),
  story: z.string().max(64).nullable().optional(),
  basilisk: z.strictObject({ clan: ClanSchema, side: SideSchema.optional() }).optional(),
  goldenRuleSeat: z.number().int().min(0).max(4).optional(),
  goldenRuleAuto: z.boolean().optional(),
  readings: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
});

/** A new game's config (game:new): as a save holds it, with typed seat names. */
export const NewGameConfigSchema = GameConfigSchema.extend({ seats: z.array(NewSeatConfigSchema).min(1).max(4) });

/** Numbers as the engine reads them (`>>> 0`), or text; the app's own seeds are `r128:` + 32 hex digits. */
export const SeedSchema = z.union([
  z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  z.string().min(1).max(256),
]);

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

// ---------------------------------------------------------------- campaigns

/** One ally of a story campaign, as its file holds it. */
export const AllySchema = z.strictObject({
  clan: ClanSchema,
  name: displayName(MAX_ALLY_NAME_LENGTH),
  controller: ControllerSchema,
});

/** One ally of a new campaign (campaign:create): its name is typed by a person. */
export const NewAllySchema = AllySchema.extend({ name: typedName(MAX_ALLY_NAME_LENGTH) });

export type SeatConfigData = z.infer<typeof SeatConfigSchema>;
export type GameConfigData = z.infer<typeof GameConfigSchema>;
export type ActionData = z.infer<typeof ActionSchema>;
export type Ally = z.infer<typeof AllySchema>;

// ---------------------------------------------------------------- drift checks
// These compile only while the schemas and the engine's types agree.

type Assignable<A extends B, B> = A;
type Expect<T extends true> = T;
/** Same field names both ways (assignability alone lets an extra optional field slip through). */
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
