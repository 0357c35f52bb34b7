// The save file format (docs/save-format.md), as zod schemas.
//
// A save file is one JSON document:
//   { format: 'ryozen-save', formatVersion: 2, appVersion, savedAt, name, kind,
//     game: { config, seed, actions, snapshot, hash } | null, campaign?, record? }
// `game` may be null only in a campaign between two scenarios. `record` marks
// a game's own record in the games folder (version 2; game-records.ts).
//
// The game's own values (config, actions, seed) use the schemas the channel
// table uses (src/shared/schemas.ts), which fail to compile when they drift from
// the engine's types: the signal that the format needs a new version and a
// migration.

import { z } from 'zod';
import { msg, type Msg } from '../../engine/core/message.js';
import type { Action, GameConfig, GameState, Scores } from '../../engine/core/types.js';
import { MAX_GAME_FILE_BYTES } from '../../shared/contract.js';

export const SAVE_FORMAT = 'ryozen-save';
export const CURRENT_FORMAT_VERSION = 2;
/** Longest action log accepted (a 4-player game is a few thousand actions). */
export const MAX_ACTIONS = 200_000;
/** Largest save file accepted, in bytes (an imported game is held to it too). */
export const DEFAULT_MAX_BYTES = MAX_GAME_FILE_BYTES;

// ---------------------------------------------------------------- names

// Slot names are checked by one module shared with the channel table.
import { SLOT_NAME_RULE, validateSlotName } from '../../shared/save-name.js';
export { SLOT_NAME_RULE, validateSlotName };

const isoDate = z.iso.datetime({ offset: true });

// Config, action, seed, name and ally schemas are shared with the channel
// table: one definition in src/shared/schemas.ts.
import { ActionSchema, AllySchema, CAMPAIGN_RULE_IDS, DifficultySchema, DisplayNameSchema, GameConfigSchema, MsgSchema, ScenarioIdSchema, SeedSchema, STORY_MODE, tableRuleFields } from '../../shared/schemas.js';
import { TABLE_RULES } from '../../engine/core/table-rules.js';

// ---------------------------------------------------------------- game record

/**
 * A snapshot's log lines as this version reads them: a file written before the
 * app spoke in messages holds English `text` lines, read as the message that
 * shows the text as it is (the hash leaves the log out, so the file still checks).
 */
function withLogMessages(snapshot: Record<string, unknown>): Record<string, unknown> {
  const log = snapshot.log;
  if (!Array.isArray(log) || !log.some((l) => typeof (l as { text?: unknown } | null)?.text === 'string')) return snapshot;
  return {
    ...snapshot,
    log: log.map((l: unknown) => {
      if (l === null || typeof l !== 'object' || typeof (l as { text?: unknown }).text !== 'string') return l;
      const { text, ...rest } = l as { text: string } & Record<string, unknown>;
      return { ...rest, msg: msg('legacy.text', { text }) };
    }),
  };
}

/**
 * A snapshot as this version reads it: a state written before the variants
 * kept typed slots holds their state in one bag, `ext`, each entry of which is
 * now a top-level slot of the same name (engine core/variant.ts `formerExt`).
 * The fingerprint folds the slots back into the bag (engine core/former-ext.ts),
 * so the file still checks.
 */
function withSlots(snapshot: Record<string, unknown>): Record<string, unknown> {
  const bag = snapshot.ext;
  if (bag === undefined) return snapshot;
  const { ext: _bag, ...rest } = snapshot;
  return typeof bag === 'object' && bag !== null && !Array.isArray(bag) ? { ...rest, ...(bag as Record<string, unknown>) } : rest;
}

export const GameRecordSchema = z.strictObject({
  config: GameConfigSchema,
  seed: SeedSchema,
  actions: z.array(ActionSchema).max(MAX_ACTIONS),
  /** The engine's GameState, validated loosely here; `verify` checks it. */
  snapshot: z.record(z.string(), z.unknown()).transform(withLogMessages).transform(withSlots),
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
  /**
   * How a tie was broken: a message; files written before the app spoke in
   * messages hold English text, read as the message that shows it as it is.
   */
  tieBreak: z
    .union([MsgSchema, z.string().max(1000)])
    .transform((t): Msg => (typeof t === 'string' ? msg('legacy.text', { text: t }) : t))
    .optional(),
});

/** A finished game kept for its replay: enough to rebuild it move by move (the hash is checked then). */
export const KeptGameSchema = z.strictObject({
  config: GameConfigSchema,
  seed: SeedSchema,
  actions: z.array(ActionSchema).max(MAX_ACTIONS),
  hash: z.string().min(1).max(256),
});

export const ScenarioResultSchema = z.strictObject({
  scenarioId: ScenarioIdSchema,
  outcome: z.enum(['won', 'lost']),
  scores: ScoresSchema,
  finishedAt: isoDate,
  /** Length of the finished game's action log. */
  moves: z.number().int().min(0).max(MAX_ACTIONS),
  /** The finished game, for its replay; absent in results written before replays were kept. */
  game: KeptGameSchema.optional(),
});

export const CAMPAIGN_SCENARIOS = 4;

export const CampaignDataSchema = z
  .strictObject({
    id: z.string().refine((s) => validateSlotName(s).ok, { message: 'main.issue.campaign.badId' }),
    createdAt: isoDate,
    allies: z.array(AllySchema).min(2).max(3),
    difficulty: DifficultySchema,
    scenarioOrder: z.array(ScenarioIdSchema).length(CAMPAIGN_SCENARIOS),
    goldenRuleSeat: z.number().int().min(0).max(2),
    /** The engine makes the Basilisk's open choices instead of the Golden Rule seat. */
    goldenRuleAuto: z.boolean().optional(),
    /** The table rules the campaign's games add (schemas.ts CAMPAIGN_RULE_IDS). */
    ...tableRuleFields(CAMPAIGN_RULE_IDS, z.boolean()),
    /** Index in scenarioOrder of the scenario being played; 4 = campaign finished. */
    current: z.number().int().min(0).max(CAMPAIGN_SCENARIOS),
    results: z.array(ScenarioResultSchema).max(CAMPAIGN_SCENARIOS),
    /** Turns recorded so far over the whole campaign (grows by one per recordTurn). */
    turns: z.number().int().min(0),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.scenarioOrder).size !== c.scenarioOrder.length) {
      ctx.addIssue({ code: 'custom', path: ['scenarioOrder'], message: 'main.issue.campaign.scenarioTwice' });
    }
    if (new Set(c.allies.map((a) => a.clan)).size !== c.allies.length) {
      ctx.addIssue({ code: 'custom', path: ['allies'], message: 'main.issue.campaign.sameClan' });
    }
    if (c.goldenRuleSeat >= c.allies.length) {
      ctx.addIssue({ code: 'custom', path: ['goldenRuleSeat'], message: 'main.issue.campaign.notAnAlly' });
    }
    if (c.results.length !== c.current) {
      ctx.addIssue({ code: 'custom', path: ['results'], message: 'main.issue.campaign.resultsMismatch' });
    }
    c.results.forEach((r, i) => {
      if (r.scenarioId !== c.scenarioOrder[i]) {
        ctx.addIssue({ code: 'custom', path: ['results', i, 'scenarioId'], message: 'main.issue.campaign.wrongScenario' });
      }
    });
  });

// ---------------------------------------------------------------- game records

/**
 * What makes a save a game's own record (saves/games/<id>.json, format 2):
 * when the game began, whether the player pinned it (pinned games are never
 * removed to make room), and, once it is over, its final scores for the list.
 */
export const RecordMetaSchema = z.strictObject({
  createdAt: isoDate,
  /** When the game's last checkpoint was made (a rename or a pin rewrites the file, not this). */
  playedAt: isoDate.optional(),
  pinned: z.boolean(),
  scores: ScoresSchema.optional(),
});
export type RecordMeta = z.infer<typeof RecordMetaSchema>;

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
    record: RecordMetaSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.record !== undefined && s.kind !== 'game') {
      ctx.addIssue({ code: 'custom', path: ['record'], message: 'main.issue.save.recordInCampaign' });
    }
    if (s.kind === 'game') {
      if (s.game === null) ctx.addIssue({ code: 'custom', path: ['game'], message: 'main.issue.save.missing' });
      if (s.campaign !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['campaign'], message: 'main.issue.save.campaignInGame' });
      }
    } else if (s.campaign === undefined) {
      ctx.addIssue({ code: 'custom', path: ['campaign'], message: 'main.issue.save.missing' });
    } else if (s.game !== null && s.campaign.current >= CAMPAIGN_SCENARIOS) {
      ctx.addIssue({ code: 'custom', path: ['game'], message: 'main.issue.save.gameAfterCampaign' });
    }
  });

export type GameRecord = z.infer<typeof GameRecordSchema>;

/** A game as the session holds it (Session.record): its log, its hash and its state. */
export interface PlayedGame {
  config: GameConfig;
  seed: number | string;
  actions: readonly Action[];
  hash: string;
  state: GameState;
}

/**
 * The record a file keeps of a played game: the state becomes the snapshot
 * beside the log. Without the state's log lines (the last choice's messages):
 * the hash leaves them out, a loaded game rebuilds its log from the moves,
 * and their nested messages would only make the file deeper.
 */
export const toGameRecord = (game: PlayedGame): GameRecord => ({
  config: game.config,
  seed: game.seed,
  actions: [...game.actions],
  snapshot: { ...(game.state as unknown as Record<string, unknown>), log: [] },
  hash: game.hash,
});
export type CampaignData = z.infer<typeof CampaignDataSchema>;
export type ScenarioResult = z.infer<typeof ScenarioResultSchema>;
export type KeptGame = z.infer<typeof KeptGameSchema>;
export type SaveKind = z.infer<typeof SaveKindSchema>;
export type SaveFile = z.infer<typeof SaveFileSchema>;

/** What a caller hands to SaveStore.save; the store adds the envelope. */
export interface SaveInput {
  kind: SaveKind;
  game: GameRecord | null;
  campaign?: CampaignData;
  /** Display name; defaults to the slot name. */
  displayName?: string;
  /** A game's own record (the games folder) only. */
  record?: RecordMeta;
}

// ---------------------------------------------------------------- drift checks
// Config and action schemas are checked against the engine in ../schemas.ts.
type Assignable<A extends B, B> = A;
export type ScoresSchemaAcceptsEngine = Assignable<Scores, z.infer<typeof ScoresSchema>>;

// ---------------------------------------------------------------- messages

/** What the games list shows of a single game, read from its save without the engine. */
export interface GameFacts {
  status: 'playing' | 'finished';
  /** The round reached (null when the snapshot does not say). */
  round: number | null;
  moves: number;
  /** Words for the mode and its table rules' tags, e.g. "4 players, standard (palace)". */
  mode: Msg;
  seats: { name: string; clan: string; controller: string }[];
  /** A record's start, else null. */
  createdAt: string | null;
  /** When it was last played, as far as its checkpoint tells (the file's save time otherwise). */
  playedAt: string;
  pinned: boolean;
  /** A finished record's final scores, else null. */
  scores: z.infer<typeof ScoresSchema> | null;
}

/** The table rules switched on in `cfg`, in words ("palace", "dragon"). */
function tableRuleWords(cfg: GameRecord['config']): Msg[] {
  return TABLE_RULES.filter((r) => !!cfg[r.id]).map((r) => msg(`main.tableRule.${r.id}`));
}

/**
 * Mode words shared by the summary and the games list: "4 players, standard (palace, dragon)".
 * The mode is said by its config id (the catalogs name each mode), or `story`
 * for a game of a story scenario. Titles written before named one mode by
 * another word, which the catalogs' `other` branch still says alike.
 */
export function modeWords(cfg: GameRecord['config'], story = true): Msg {
  const mode = story && cfg.story && cfg.mode === STORY_MODE ? 'story' : cfg.mode;
  const rules = tableRuleWords(cfg);
  return rules.length > 0 ? msg('main.mode.withRules', { players: cfg.seats.length, mode, rules }) : msg('main.mode', { players: cfg.seats.length, mode });
}

export function gameFacts(save: SaveFile): GameFacts | null {
  const g = save.game;
  if (save.kind !== 'game' || !g) return null;
  return {
    status: g.snapshot.phase === 'end' ? 'finished' : 'playing',
    round: typeof g.snapshot.round === 'number' ? g.snapshot.round : null,
    moves: g.actions.length,
    mode: modeWords(g.config),
    seats: g.config.seats.map((s) => ({ name: s.name ?? '', clan: s.clan, controller: s.controller })),
    createdAt: save.record?.createdAt ?? null,
    playedAt: save.record?.playedAt ?? save.savedAt,
    pinned: save.record?.pinned ?? false,
    scores: save.record?.scores ?? null,
  };
}

/** A short player-facing description of a save, for the load dialog. */
export function summarize(save: SaveFile): Msg {
  if (save.kind === 'campaign' && save.campaign) return campaignSummary(save.campaign, save.game ? save.game.actions.length : null);
  const g = save.game;
  if (!g) return msg('main.summary.empty');
  const mode = modeWords(g.config, false);
  const moves = g.actions.length;
  return typeof g.snapshot.round === 'number' ? msg('main.summary.gameRound', { mode, round: g.snapshot.round, moves }) : msg('main.summary.game', { mode, moves });
}

/** A campaign's description: the scenario it is on and the choices its game holds (`moves`; null: none begun). */
export function campaignSummary(c: CampaignData, moves: number | null): Msg {
  const base = { difficulty: c.difficulty, allies: c.allies.length, scenarios: CAMPAIGN_SCENARIOS };
  if (c.current >= CAMPAIGN_SCENARIOS) {
    const won = c.results.filter((r) => r.outcome === 'won').length;
    return msg('main.summary.campaignFinished', { ...base, won });
  }
  return moves === null
    ? msg('main.summary.campaignNotStarted', { ...base, scenario: c.current + 1 })
    : msg('main.summary.campaign', { ...base, scenario: c.current + 1, moves });
}
