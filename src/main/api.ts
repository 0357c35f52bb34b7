// The channel table: the whole surface between the renderer and the main
// process. One entry per channel: name -> zod schema of the input -> handler.
// The same table drives the three bridges (docs/architecture.md):
//   - Electron: electron/main.ts registers one ipcMain.handle per entry,
//   - the preload's `window.ryozen` API (typed from this table: RyozenApi),
//   - the web host's WebSocket (src/main/web-host.ts).
// Every call goes through ipc-guard.ts `dispatch`, which checks the sender and
// validates the payload against the entry's schema before the handler runs.
//
// No Node or electron import here: the renderer may `import type` from this file.
import { z } from 'zod';
import type { Action, Difficulty, GameConfig, Scores } from '../engine/core/types.js';
import { ActionSchema, CampaignNameSchema, DifficultySchema, GameNameSchema, NewAllySchema, NewGameConfigSchema, ScenarioIdSchema, SeedSchema } from './schemas.js';
import type { ChannelName } from '../shared/channel-names.js';
import { DESKTOP, type Caller } from '../shared/rights.js';
// The store's own rule, so the channel and the store accept exactly the same names.
import { SaveNameSchema as SaveName } from './saves/save-name.js';
import type { LegalChoice, LogEntry, SeatView, Session, SessionRecord } from './session.js';
import type { Ack, GameDriver } from './driver.js';
import type { GameEventListener } from '../shared/events.js';
import type { ReplayFrame, ReplayInfo } from './replay.js';
import type { ReplayableGame, ReplayService } from './replay-service.js';
import type { ReviewAnswer, ReviewService } from './review-service.js';
import type { InviteService, InviteStatus } from './invite-service.js';
import { DEFAULT_MAX_BYTES } from './saves/format.js';
// The single autosave slot of versions before game records: played on, it takes the record's default name.
const AUTOSAVE_SLOT = 'autosave';
import { newGameSeed } from './session.js';
import { SettingsPatchSchema, type SettingsApi, type SettingsState } from './settings-schema.js';

// ---------------------------------------------------------------- errors

/** An error a handler reports to the caller as {ok:false, error:{code, message}}. */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

export interface ErrorInfo {
  code: string;
  message: string;
}

/** What every channel call resolves to, on every bridge. */
export type Reply<T> = { ok: true; result: T } | { ok: false; error: ErrorInfo };

// ---------------------------------------------------------------- context

/** One entry of a save listing (the saves service may add fields). */
export interface SaveSummary {
  name: string;
  [field: string]: unknown;
}

/** A save file that cannot be loaded, with what is wrong with it in plain words. */
export interface DamagedSave {
  file: string;
  message: string;
}

/** What game:list answers: the loadable saves, and the damaged files (shown, never loaded). */
export interface SaveList {
  saves: SaveSummary[];
  damaged: DamagedSave[];
}

/** Implemented by src/main/saves (atomic, versioned, validated files in the data dir). */
export interface SaveService {
  /** The saves; a service that cannot see damaged files may answer a bare array. */
  list(): Promise<SaveSummary[] | SaveList> | SaveSummary[] | SaveList;
  save(name: string, session: SessionRecord): Promise<unknown> | unknown;
  load(name: string): Promise<Pick<SessionRecord, 'config' | 'seed' | 'actions' | 'hash'>>;
  /** Deletes a saved copy and its backups; false when there was none. */
  delete?(name: string): Promise<boolean>;
}

/** Keeps every choice on disk (src/main/game-keeper.ts GameKeeper). */
export interface AutosaveService {
  /** The campaign whose game is in play, or null. */
  campaignId: string | null;
  /** Keeps the choice just applied; resolves once it is on disk. */
  afterAction(session: Session, turnSeatBefore: number): Promise<void>;
  /** Keeps an undo. */
  afterUndo?(session: Session): Promise<void>;
  /** A new single game (or a loaded save played on) gets its own record. */
  beginRecord?(config: GameConfig, name?: string): void;
  /** Why the last autosave failed, or null once one succeeds (the driver reports it). */
  readonly lastError?: string | null;
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
  mode: string;
  seats: { name: string; clan: string; controller: string }[];
  round: number | null;
  moves: number;
  /** A finished game's final scores. */
  scores: Scores | null;
  /** Whether this is the game on the table now. */
  current: boolean;
}

/** What games:list answers. */
export interface GamesList {
  games: GameListEntry[];
  damaged: DamagedSave[];
  /** How many finished, unpinned games are kept (the oldest go first). */
  keepFinished: number;
}

/** Every game's own record (src/main/games-service.ts). */
export interface GamesApi {
  list(): Promise<GamesList>;
  continue(id: string): Promise<void>;
  rename(id: string, name: string): Promise<{ id: string; name: string }>;
  pin(id: string, pinned: boolean): Promise<{ id: string; pinned: boolean }>;
  delete(id: string): Promise<{ id: string }>;
  replayable(id: string): Promise<ReplayableGame>;
}

/** What bot:suggest answers: the choice (its index and words among the seat's legal choices) and why. */
export interface Suggestion {
  index: number;
  label: string;
  /** The search's reasons, from its own numbers; absent when every choice comes to the same. */
  why?: string;
}

/** Computer seats (src/main/services.ts BotService). */
export interface BotApi {
  /** Plays the computer seat that must choose now; `onProgress` hears how far its thought is (0..1). */
  move(session: Session, onProgress?: (fraction: number) => void): Promise<{ seat: number; label: string; action: Action }>;
  /** Stops the move in flight, if any: a new game should not wait for the old one's thought. */
  cancelMove?(): void;
  suggest(session: Session, seat: number): Promise<Suggestion>;
}

/** What campaign:create accepts (NewCampaignSchema below). */
export type NewCampaignInput = z.output<typeof NewCampaignSchema>;

export interface CampaignStarted {
  id: string;
  /** The scenario now in play, or null once every scenario is done. */
  scenarioId: string | null;
  finished: boolean;
}

/** One campaign in a listing (src/main/saves CampaignListing). */
export interface CampaignSummary {
  id: string;
  name: string;
  difficulty: Difficulty;
  scenarioOrder: string[];
  current: number;
  currentScenario: string | null;
  finished: boolean;
  hasGameInProgress: boolean;
  savedAt: string;
  summary: string;
  [field: string]: unknown;
}

/** Story campaigns (src/main/services.ts CampaignService). */
export interface CampaignApi {
  create(input: NewCampaignInput): Promise<CampaignStarted>;
  list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string }[] }>;
  rename(id: string, name: string): Promise<{ id: string; name: string }>;
  delete(id: string): Promise<{ id: string }>;
  continue(id: string): Promise<CampaignStarted>;
  /** The game of finished scenario `index` (in the campaign's results), for replays and export. */
  scenarioGame?(id: string, index: number): Promise<ReplayableGame>;
}

/** What handlers may touch. */
export interface ApiContext {
  session: Session;
  /** Runs the game on the main side: every change to the game in play goes through it (driver.ts). */
  driver: GameDriver;
  /** Absent until the saves service is wired: the save channels then answer 'saves-unavailable'. */
  saves?: SaveService | null;
  /** A fresh seed when game:new is called without one (injectable for tests). */
  newSeed?: () => number | string;
  /** Saves after every turn; absent in tests that do not exercise it. */
  autosaver?: AutosaveService | null;
  /** Computer seats (worker thread). */
  bots?: BotApi | null;
  /** Story campaigns. */
  campaigns?: CampaignApi | null;
  /** The player's settings, kept in the data folder (settings.ts). */
  settings?: SettingsApi | null;
  /** Replays, export and import (replay-service.ts). */
  replays?: ReplayService | null;
  /** Every game's own record: the games list (games-service.ts). */
  games?: GamesApi | null;
  /** The after-game review of each person's costliest choices (review-service.ts). */
  reviews?: ReviewService | null;
  /** Seats played on other devices on the home network (invite-service.ts). */
  invites?: InviteService | null;
}

// ---------------------------------------------------------------- schemas

const Seat = z.number().int().min(0).max(4);

const NoInput = z.strictObject({}).optional();

/** The human seats of a game being put in place that are played on other devices (docs/seats-on-devices.md). */
const Devices = z.array(Seat).max(5).optional();

// ---------------------------------------------------------------- table

export interface Channel<S extends z.ZodType, R> {
  input: S;
  // Method syntax on purpose: the table is checked against Channel<ZodType, unknown>.
  // The caller is the desktop unless named (tests call handlers directly).
  handler(ctx: ApiContext, input: z.output<S>, caller?: Caller): R | Promise<R>;
}

/** One table entry: the input schema and the handler that receives the validated input and who called (rights.ts decided they may). */
export function channel<S extends z.ZodType, R>(input: S, handler: (ctx: ApiContext, input: z.output<S>, caller: Caller) => R | Promise<R>): Channel<S, R> {
  return { input, handler: (ctx, input, caller = DESKTOP) => handler(ctx, input, caller) };
}

/** Returned by game:new and game:load: who chooses first, so the UI can ask for that seat's view. */
export interface GameStarted {
  /** The id every event and view of this game carries. */
  game: string;
  seats: number;
  decisionSeat: number | null;
}

function started(ctx: ApiContext): GameStarted {
  // Not the seed: with it the renderer could re-deal every hidden pile and deck.
  return { game: ctx.session.gameId() ?? '', seats: ctx.session.seatCount(), decisionSeat: ctx.session.decisionSeat() };
}

function saves(ctx: ApiContext): SaveService {
  if (!ctx.saves) throw new ApiError('saves-unavailable', 'Saving and loading are not available yet in this build.');
  return ctx.saves;
}

function bots(ctx: ApiContext): BotApi {
  if (!ctx.bots) throw new ApiError('bots-unavailable', 'Computer players are not available in this build.');
  return ctx.bots;
}

function campaigns(ctx: ApiContext): CampaignApi {
  if (!ctx.campaigns) throw new ApiError('campaigns-unavailable', 'Campaigns are not available in this build.');
  return ctx.campaigns;
}

function replays(ctx: ApiContext): ReplayService {
  if (!ctx.replays) throw new ApiError('replays-unavailable', 'Replays are not available in this build.');
  return ctx.replays;
}

// A game record's id as games:list gives it (g-<time>-<hex>).
const RecordId = z.string().regex(/^g-[0-9a-z]{1,12}-[0-9a-f]{8}$/, 'is not a game id');

// Which game a replay or an export is made from.
const ReplaySourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('current') }),
  z.strictObject({ kind: z.literal('save'), name: SaveName }),
  z.strictObject({ kind: z.literal('game'), id: RecordId }),
  z.strictObject({ kind: z.literal('campaign'), id: z.string().min(1).max(80), scenario: z.number().int().min(0).max(3) }),
]);
const ReplayFrameInput = z.strictObject({
  id: z.string().min(1).max(64),
  step: z.number().int().min(0).max(1_000_000),
  seat: z.union([Seat, z.literal('all')]),
});

function settings(ctx: ApiContext): SettingsApi {
  if (!ctx.settings) throw new ApiError('settings-unavailable', 'Settings cannot be kept in this build.');
  return ctx.settings;
}

function reviews(ctx: ApiContext): ReviewService {
  if (!ctx.reviews) throw new ApiError('bots-unavailable', 'The review of a game needs the computer players, which are not available in this build.');
  return ctx.reviews;
}

function invites(ctx: ApiContext): InviteService {
  if (!ctx.invites) throw new ApiError('invites-unavailable', 'Playing a seat on another device is not available in this build.');
  return ctx.invites;
}

/**
 * Refuses, before a game is put in place, devices that cannot be invited
 * (no network, a computer seat when the seats are known): the game in
 * progress then carries on as it was.
 */
function checkDevices(ctx: ApiContext, devices: readonly number[] | undefined, seats?: readonly { controller: string }[]): void {
  if (!devices?.length) return;
  invites(ctx).checkDevices(devices, seats);
}

/** The game just put in place invites its devices (and every invitation of the game before ends). */
async function beginInvites(ctx: ApiContext, devices: readonly number[] | undefined): Promise<void> {
  await ctx.invites?.beginGame(devices ?? []);
}

function games(ctx: ApiContext): GamesApi {
  if (!ctx.games) throw new ApiError('saves-unavailable', 'Saving and loading are not available yet in this build.');
  return ctx.games;
}

/** A new or loaded game is not a campaign game: it is kept in a record of its own. */
function leaveCampaign(ctx: ApiContext, name?: string): void {
  if (!ctx.autosaver) return;
  ctx.autosaver.campaignId = null;
  ctx.autosaver.beginRecord?.(ctx.session.config(), name);
}

// A campaign is created with exactly the names and allies its save file will hold.
const NewCampaignSchema = z.strictObject({
  name: CampaignNameSchema,
  allies: z.array(NewAllySchema).min(2).max(3),
  difficulty: DifficultySchema,
  scenarioOrder: z.array(ScenarioIdSchema).length(4).optional(),
  goldenRuleSeat: z.number().int().min(0).max(2).optional(),
  goldenRuleAuto: z.boolean().optional(),
  palaceAlt: z.boolean().optional(),
  dragon: z.boolean().optional(),
});
const CampaignId = z.strictObject({ id: z.string().min(1).max(80) });
const CampaignIdDevices = z.strictObject({ id: z.string().min(1).max(80), devices: Devices });
const NewCampaignDevices = NewCampaignSchema.extend({ devices: Devices });

function randomSeed(ctx: ApiContext): number | string {
  return ctx.newSeed ? ctx.newSeed() : newGameSeed();
}

export const channels = {
  // Games are started, played and taken back through the driver, which then pushes the events (events.ts).
  'game:new': channel(z.strictObject({ config: NewGameConfigSchema, seed: SeedSchema.optional(), devices: Devices }), (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices, i.config.seats);
    return ctx.driver.start(async () => { ctx.session.newGame(i.config, i.seed ?? randomSeed(ctx)); leaveCampaign(ctx); await beginInvites(ctx, i.devices); return started(ctx); });
  }),
  // No seat: the seat at the screen (a renderer that reconnects asks once).
  'game:view': channel(z.strictObject({ seat: Seat.optional() }), (ctx, i, caller): SeatView => ctx.driver.view(i.seat, caller)),
  'game:act': channel(z.strictObject({ seat: Seat, action: ActionSchema }), (ctx, i, caller): Promise<Ack> => ctx.driver.act(i.seat, i.action, caller)),
  'game:log': channel(z.strictObject({ since: z.number().int().min(0).max(1_000_000) }), (ctx, i): { entries: LogEntry[]; total: number } => ctx.session.logSince(i.since)),
  'game:undo': channel(z.strictObject({ seat: Seat }), (ctx, i, caller): Promise<Ack> => ctx.driver.undo(i.seat, caller)),
  'bot:suggest': channel(z.strictObject({ seat: Seat }), (ctx, i, caller): Promise<Suggestion> => { ctx.driver.checkAsksFor(i.seat, caller); return bots(ctx).suggest(ctx.session, i.seat); }),
  'campaign:create': channel(NewCampaignDevices, (ctx, { devices, ...i }): Promise<CampaignStarted & GameStarted> => {
    checkDevices(ctx, devices);
    return ctx.driver.start(async () => { const c = await campaigns(ctx).create(i); await beginInvites(ctx, devices); return { ...c, ...started(ctx) }; });
  }),
  'campaign:list': channel(NoInput, (ctx) => campaigns(ctx).list()),
  'campaign:rename': channel(z.strictObject({ id: z.string().min(1).max(80), name: CampaignNameSchema }), (ctx, i) => campaigns(ctx).rename(i.id, i.name)),
  'campaign:delete': channel(CampaignId, (ctx, i) => campaigns(ctx).delete(i.id)),
  'campaign:continue': channel(CampaignIdDevices, (ctx, i): Promise<CampaignStarted & Partial<GameStarted>> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async () => { const c = await campaigns(ctx).continue(i.id); if (c.finished) return c; await beginInvites(ctx, i.devices); return { ...c, ...started(ctx) }; }, (c) => !c.finished);
  }),
  'game:legal': channel(z.strictObject({ seat: Seat }), (ctx, i, caller): LegalChoice[] => { ctx.driver.checkAsksFor(i.seat, caller); return ctx.session.seatView(i.seat).legal; }),
  'game:list': channel(NoInput, async (ctx): Promise<SaveList> => { const r = await saves(ctx).list(); return Array.isArray(r) ? { saves: r, damaged: [] } : r; }),
  'game:save': channel(z.strictObject({ name: SaveName }), async (ctx, i): Promise<{ name: string }> => { const s = saves(ctx); await s.save(i.name, ctx.session.record()); return { name: i.name }; }),
  'settings:get': channel(NoInput, (ctx): Promise<SettingsState> => settings(ctx).get()),
  'settings:set': channel(SettingsPatchSchema, (ctx, i): Promise<SettingsState> => settings(ctx).set(i)),
  // A save played on is kept in a new record; the save itself stays as it was.
  'game:load': channel(z.strictObject({ name: SaveName, devices: Devices }), (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async () => {
      const rec = await saves(ctx).load(i.name);
      checkDevices(ctx, i.devices, rec.config.seats);
      ctx.session.restore(rec);
      ctx.session.markSaved(rec.actions.length, new Date().toISOString());
      leaveCampaign(ctx, i.name === AUTOSAVE_SLOT ? undefined : i.name);
      await beginInvites(ctx, i.devices);
      return started(ctx);
    });
  }),
  'game:delete': channel(z.strictObject({ name: SaveName }), async (ctx, i): Promise<{ name: string }> => {
    const s = saves(ctx);
    if (!s.delete) throw new ApiError('saves-unavailable', 'Saved copies cannot be deleted in this build.');
    if (!(await s.delete(i.name))) throw new ApiError('not-found', `There is no saved copy named "${i.name}".`);
    return { name: i.name };
  }),
  'games:list': channel(NoInput, (ctx): Promise<GamesList> => games(ctx).list()),
  'games:continue': channel(z.strictObject({ id: RecordId, devices: Devices }), (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async () => { await games(ctx).continue(i.id); await beginInvites(ctx, i.devices); return started(ctx); });
  }),
  'games:rename': channel(z.strictObject({ id: RecordId, name: GameNameSchema }), (ctx, i) => games(ctx).rename(i.id, i.name)),
  'games:pin': channel(z.strictObject({ id: RecordId, pinned: z.boolean() }), (ctx, i) => games(ctx).pin(i.id, i.pinned)),
  'games:delete': channel(z.strictObject({ id: RecordId }), (ctx, i) => games(ctx).delete(i.id)),
  'review:start': channel(NoInput, (ctx): Promise<ReviewAnswer> => reviews(ctx).start()),
  'review:stop': channel(NoInput, (ctx): { stopped: boolean } => reviews(ctx).stop()),
  // Replays only read: the game in play, the saves and the campaigns are left as they are.
  'replay:open': channel(z.strictObject({ source: ReplaySourceSchema }), (ctx, i): Promise<ReplayInfo> => replays(ctx).openSource(i.source)),
  'replay:frame': channel(ReplayFrameInput, (ctx, i): ReplayFrame => replays(ctx).frame(i.id, i.step, i.seat)),
  'game:export': channel(z.strictObject({ source: ReplaySourceSchema }), (ctx, i): Promise<{ fileName: string; text: string }> => replays(ctx).exportGame(i.source)),
  // Inviting: which seats are played on other devices on the home network (docs/seats-on-devices.md).
  'invite:status': channel(NoInput, (ctx): InviteStatus => invites(ctx).status()),
  'invite:seat': channel(z.strictObject({ seat: Seat, place: z.enum(['screen', 'device']) }), (ctx, i): Promise<InviteStatus> => invites(ctx).place(i.seat, i.place)),
  'invite:drop': channel(z.strictObject({ seat: Seat }), (ctx, i): InviteStatus => invites(ctx).drop(i.seat)),
  'invite:stop': channel(NoInput, (ctx): Promise<InviteStatus> => invites(ctx).stop()),
  'game:import': channel(
    // fileName: the name of the file the text was read from, to title a game whose file does not name it.
    z.strictObject({ text: z.string().min(1).max(DEFAULT_MAX_BYTES), fileName: z.string().max(260).optional() }),
    (ctx, i): Promise<ReplayInfo> => replays(ctx).importGame(i.text, i.fileName),
  ),
} satisfies Record<ChannelName, Channel<z.ZodType, unknown>>;

export type Channels = typeof channels;
export type ChannelInput<K extends ChannelName> = z.input<Channels[K]['input']>;
export type ChannelOutput<K extends ChannelName> = Awaited<ReturnType<Channels[K]['handler']>>;

/** The API the renderer sees (window.ryozen in Electron; the same shape over the web host's WebSocket). */
export type RyozenApi = { [K in ChannelName]: (input: ChannelInput<K>) => Promise<Reply<ChannelOutput<K>>> };

/** Electron's `window.ryozen`: the channels, and the events the main side pushes (the listener gets the event alone). */
export type RyozenWindowApi = RyozenApi & { onEvent(listener: GameEventListener): () => void };

/** A channel table of any content (dispatch accepts it; tests pass small tables). */
export type ChannelTable = Record<string, Channel<z.ZodType, unknown>>;
