// The contract between the main side and every page (the desktop's window,
// a seat's device): for each channel, the zod schema its input must satisfy
// and the type of its answer; the answers' types; the reply shape. The main
// side's channel table (src/main/contract/channel-table.ts) pairs each entry with its handler
// and is checked against this file; the pages type their calls from it.
// Who may call each channel is in rights.ts; the pushed events in events.ts;
// the views in views.ts.
//
// Only zod and types: the preload, the pages and the main side import it.
import { z } from 'zod';
import type { ClanId, Controller, Difficulty, Scores } from '../engine/core/types.js';
import type { Msg } from '../engine/core/message.js';
import { ActionSchema, CampaignNameSchema, CAMPAIGN_RULE_IDS, tableRuleFields, DifficultySchema, GameNameSchema, NewAllySchema, NewGameConfigSchema, ScenarioIdSchema, SeedSchema } from './schemas.js';
// The store's own rule, so the channel and the store accept exactly the same names.
import { SaveNameSchema as SaveName } from './save-name.js';
import { SettingsPatchSchema, type SettingsState } from './settings-schema.js';
import type { ChannelName } from './channel-names.js';
import type { GameEventListener } from './events.js';
import type { LogEntry, SeatView } from './views.js';
import type { InviteStatus } from './invite-status.js';
import type { ReplayFrame, ReplayInfo, ReviewAnswer } from './replay-types.js';

// ---------------------------------------------------------------- replies

/** An error as every bridge reports it: `words` for the player (said in their language), `message` in English for logs and tools. */
export interface ErrorInfo {
  code: string;
  message: string;
  /** Absent only for a refusal that has no words of its own (an unexpected failure); show `message` then. */
  words?: Msg;
}

/** What every channel call resolves to, on every bridge. */
export type Reply<T> = { ok: true; result: T } | { ok: false; error: ErrorInfo };

// ---------------------------------------------------------------- answers

/** One entry of a save listing (the saves service may add fields). */
export interface SaveSummary {
  name: string;
  [field: string]: unknown;
}

/** A save file that cannot be loaded, with what is wrong with it: `words` for the player, `message` in English for logs. */
export interface DamagedSave {
  file: string;
  message: string;
  words: Msg;
}

/** What game:list answers: the loadable saves, and the damaged files (shown, never loaded). */
export interface SaveList {
  saves: SaveSummary[];
  damaged: DamagedSave[];
}

/** One game of the games list (src/main/saves/game-records.ts GameEntry). */
export interface GameListEntry {
  id: string;
  name: string;
  status: 'playing' | 'finished';
  pinned: boolean;
  /** When the game began (null for a record that does not say). */
  createdAt: string | null;
  /** When its last checkpoint was written. */
  savedAt: string;
  /** Words for the mode, e.g. "4 players, standard (palace)". */
  mode: Msg;
  seats: { name: string; clan: string; controller: string }[];
  round: number | null;
  moves: number;
  /** A finished game's final scores. */
  scores: Scores | null;
  /** Whether this is the game on the table now. */
  current: boolean;
}

/** What games:last answers: the game or campaign whose last choice was kept last, of whatever kind. */
export type LastPlayed =
  | { kind: 'game'; game: GameListEntry }
  | { kind: 'campaign'; id: string; name: string; summary: Msg; lastPlayedAt: string };

/** What games:list answers. */
export interface GamesList {
  games: GameListEntry[];
  damaged: DamagedSave[];
  /** How many finished, unpinned games are kept (the oldest go first). */
  keepFinished: number;
}

/** What bot:suggest answers: the choice (its index and words among the seat's legal choices) and why. */
export interface Suggestion {
  index: number;
  label: Msg;
  /** The search's reasons, from its own numbers; absent when every choice comes to the same. */
  why?: Msg;
}

export interface CampaignStarted {
  id: string;
  /** The scenario now in play, or null once every scenario is done. */
  scenarioId: string | null;
  finished: boolean;
}

/** One campaign in a listing (src/main/saves/campaigns.ts builds it). */
export interface CampaignSummary {
  id: string;
  name: string;
  difficulty: Difficulty;
  allies: { clan: ClanId; name: string; controller: Controller }[];
  scenarioOrder: string[];
  /** Index of the scenario in progress; 4 when finished. */
  current: number;
  currentScenario: string | null;
  finished: boolean;
  /** Each finished scenario's result; `replayable`: the campaign file kept its game (older files did not). */
  results: { scenarioId: string; outcome: 'won' | 'lost'; scores: Scores; finishedAt: string; moves: number; replayable: boolean }[];
  hasGameInProgress: boolean;
  /** The choices its game in progress holds, as Continue restores them (0 when none is begun). */
  moves?: number;
  savedAt: string;
  /** When its last choice was kept. */
  lastPlayedAt?: string;
  summary: Msg;
}

/** What campaign:list answers: the campaigns, and the damaged files (shown, never loaded). */
export interface CampaignList {
  campaigns: CampaignSummary[];
  damaged: DamagedSave[];
}

/** Returned by game:new and game:load: who chooses first, so the UI can ask for that seat's view. */
export interface GameStarted {
  /** The id every event and view of this game carries. */
  game: string;
  seats: number;
  decisionSeat: number | null;
}

/** What game:act and game:undo answer: the events tell the rest. */
export interface Ack {
  /** Number of choices made in the game after the call. */
  ply: number;
}

/** The largest game file game:import takes (the saves' own limit). */
export const MAX_GAME_FILE_BYTES = 20 * 1024 * 1024;

// ---------------------------------------------------------------- inputs

const Seat = z.number().int().min(0).max(4);
const NoInput = z.strictObject({}).optional();
// A game record's id as games:list gives it (g-<time>-<hex>).
const RecordId = z.string().regex(/^g-[0-9a-z]{1,12}-[0-9a-f]{8}$/, 'is not a game id');
const CampaignId = z.strictObject({ id: z.string().min(1).max(80) });
/** The human seats of a game being put in place that are played on other devices (docs/seats-on-devices.md). */
const Devices = z.array(Seat).max(5).optional();

// Which game a replay or an export is made from.
const ReplaySourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('current') }),
  z.strictObject({ kind: z.literal('save'), name: SaveName }),
  z.strictObject({ kind: z.literal('game'), id: RecordId }),
  z.strictObject({ kind: z.literal('campaign'), id: z.string().min(1).max(80), scenario: z.number().int().min(0).max(3) }),
]);

// A campaign is created with exactly the names and allies its save file will hold.
const NewCampaignSchema = z.strictObject({
  name: CampaignNameSchema,
  allies: z.array(NewAllySchema).min(2).max(3),
  difficulty: DifficultySchema,
  scenarioOrder: z.array(ScenarioIdSchema).length(4).optional(),
  goldenRuleSeat: z.number().int().min(0).max(2).optional(),
  goldenRuleAuto: z.boolean().optional(),
  ...tableRuleFields(CAMPAIGN_RULE_IDS, z.boolean().optional()),
});

/** What campaign:create accepts. */
export type NewCampaignInput = z.output<typeof NewCampaignSchema>;

/** Each channel's input, checked by `dispatch` before its handler runs. */
export const CHANNEL_INPUTS = {
  'game:new': z.strictObject({ config: NewGameConfigSchema, seed: SeedSchema.optional(), devices: Devices }),
  // No seat: the seat at the screen (a renderer that reconnects asks once), or a device's own.
  'game:view': z.strictObject({ seat: Seat.optional() }),
  'game:act': z.strictObject({ seat: Seat, action: ActionSchema }),
  'game:log': z.strictObject({ since: z.number().int().min(0).max(1_000_000) }),
  'game:undo': z.strictObject({ seat: Seat }),
  'bot:suggest': z.strictObject({ seat: Seat }),
  'campaign:create': NewCampaignSchema.extend({ devices: Devices }),
  'campaign:list': NoInput,
  'campaign:rename': z.strictObject({ id: z.string().min(1).max(80), name: CampaignNameSchema }),
  'campaign:delete': CampaignId,
  'campaign:continue': CampaignId.extend({ devices: Devices }),
  'game:list': NoInput,
  'game:save': z.strictObject({ name: SaveName }),
  'settings:get': NoInput,
  'settings:set': SettingsPatchSchema,
  'game:load': z.strictObject({ name: SaveName, devices: Devices }),
  'game:delete': z.strictObject({ name: SaveName }),
  'games:list': NoInput,
  'games:last': NoInput,
  'games:continue': z.strictObject({ id: RecordId, devices: Devices }),
  'games:rename': z.strictObject({ id: RecordId, name: GameNameSchema }),
  'games:pin': z.strictObject({ id: RecordId, pinned: z.boolean() }),
  'games:delete': z.strictObject({ id: RecordId }),
  'review:start': NoInput,
  'review:stop': NoInput,
  'replay:open': z.strictObject({ source: ReplaySourceSchema }),
  'replay:frame': z.strictObject({
    id: z.string().min(1).max(64),
    step: z.number().int().min(0).max(1_000_000),
    seat: z.union([Seat, z.literal('all')]),
  }),
  'game:export': z.strictObject({ source: ReplaySourceSchema }),
  // Inviting: which seats are played on other devices on the home network.
  'invite:status': NoInput,
  'invite:seat': z.strictObject({ seat: Seat, place: z.enum(['screen', 'device']) }),
  'invite:drop': z.strictObject({ seat: Seat }),
  'invite:stop': NoInput,
  // fileName: the name of the file the text was read from, to title a game whose file does not name it.
  'game:import': z.strictObject({ text: z.string().min(1).max(MAX_GAME_FILE_BYTES), fileName: z.string().max(260).optional() }),
} satisfies Record<ChannelName, z.ZodType>;

// ---------------------------------------------------------------- outputs

/** What each channel answers. */
export interface ChannelOutputs {
  'game:new': GameStarted;
  'game:view': SeatView;
  'game:act': Ack;
  'game:log': { entries: LogEntry[]; total: number };
  'game:undo': Ack;
  'bot:suggest': Suggestion;
  'campaign:create': CampaignStarted & GameStarted;
  'campaign:list': CampaignList;
  'campaign:rename': { id: string; name: string };
  'campaign:delete': { id: string };
  'campaign:continue': CampaignStarted & Partial<GameStarted>;
  'game:list': SaveList;
  'game:save': { name: string };
  'settings:get': SettingsState;
  'settings:set': SettingsState;
  'game:load': GameStarted;
  'game:delete': { name: string };
  'games:list': GamesList;
  'games:last': LastPlayed | null;
  'games:continue': GameStarted;
  'games:rename': { id: string; name: string };
  'games:pin': { id: string; pinned: boolean };
  'games:delete': { id: string };
  'review:start': ReviewAnswer;
  'review:stop': { stopped: boolean };
  'replay:open': ReplayInfo;
  'replay:frame': ReplayFrame;
  'game:export': { fileName: string; text: string };
  'invite:status': InviteStatus;
  'invite:seat': InviteStatus;
  'invite:drop': InviteStatus;
  'invite:stop': InviteStatus;
  'game:import': ReplayInfo;
}

// Every channel has an answer type, and nothing else does.
const everyOutput: Record<ChannelName, true> = {} as { [K in keyof ChannelOutputs]: true };
void everyOutput;

export type ChannelInput<K extends ChannelName> = z.input<(typeof CHANNEL_INPUTS)[K]>;
export type ChannelOutput<K extends ChannelName> = ChannelOutputs[K];

/** The API a page sees (window.ryozen in Electron; the same shape over the web host's WebSocket). */
export type RyozenApi = { [K in ChannelName]: (input: ChannelInput<K>) => Promise<Reply<ChannelOutput<K>>> };

/** Electron's `window.ryozen`: the channels, and the events the main side pushes (the listener gets the event alone). */
export type RyozenWindowApi = RyozenApi & { onEvent(listener: GameEventListener): () => void };
