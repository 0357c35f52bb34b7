// The channel table: the whole surface between the pages and the main
// process. One entry per channel of the contract (src/shared/contract.ts):
// its input schema, paired here with its handler, checked against the answer
// type the contract promises. The same table drives the bridges (docs/architecture.md):
//   - Electron: electron/main.ts registers one ipcMain.handle per entry,
//   - the preload's `window.ryozen` API (typed from this table: RyozenApi),
//   - the web host's WebSocket (src/main/web-host.ts) and the invite listener's.
// Every call goes through ipc-guard.ts `dispatch`, which checks the sender and
// its rights (src/shared/rights.ts) and validates the payload against the
// entry's schema before the handler runs.
//
// No Node or electron import here.
import { z } from 'zod';
import type { ChannelName } from '../../shared/channel-names.js';
import { DESKTOP, type Caller } from '../../shared/rights.js';
import type { GameSession, LogEntry, SeatView } from '../game/session.js';
import type { BotApi, GameDriver } from '../game/driver.js';
import type { GameKeeper } from '../game/game-keeper.js';
import { ApiError } from '../game/api-error.js';
import { msg } from '../../engine/core/message.js';
import type { SaveService } from '../game/saved-copies.js';
import type { GamesApi } from '../game/games-service.js';
import type { CampaignApi } from '../game/campaign-service.js';
import {
  CHANNEL_INPUTS,
  type Ack,
  type CampaignStarted,
  type ChannelOutputs,
  type GameStarted,
  type GamesList,
  type LastPlayed,
  type SaveList,
  type Suggestion,
} from '../../shared/contract.js';
import type { ReplayFrame, ReplayInfo } from '../game/replayed-game.js';
import type { ReplayService } from '../game/replays-and-exports.js';
import type { ReviewAnswer, ReviewService } from '../game/review-service.js';
import type { InviteService, InviteStatus } from '../game/invite-service.js';
// The single autosave slot of versions before game records: played on, it takes the record's default name.
const AUTOSAVE_SLOT = 'autosave';
import { newGameSeed } from '../game/session.js';
import type { SettingsApi, SettingsState } from '../../shared/settings-schema.js';
// The answers' types are the contract's; main-side modules name them from here too.
export type * from '../../shared/contract.js';

// ---------------------------------------------------------------- context

/** What handlers may touch. */
export interface ApiContext {
  /** The game in play, to read (the driver's). */
  session: GameSession;
  /** Runs the game on the main side: every change to the game in play goes through it (driver.ts). */
  driver: GameDriver;
  /** Absent until the saves service is wired: the save channels then answer 'saves-unavailable'. */
  saves?: SaveService | null;
  /** A fresh seed when game:new is called without one (injectable for tests). */
  newSeed?: () => number | string;
  /** Keeps every choice on disk, handed them by the driver; here for what it tells (which campaign is in play). */
  autosaver?: GameKeeper | null;
  /** Computer seats (worker thread). */
  bots?: BotApi | null;
  /** Story campaigns. */
  campaigns?: CampaignApi | null;
  /** The player's settings, kept in the data folder (settings.ts). */
  settings?: SettingsApi | null;
  /** Replays, export and import (game/replays-and-exports.ts). */
  replays?: ReplayService | null;
  /** Every game's own record: the games list (games-service.ts). */
  games?: GamesApi | null;
  /** The after-game review of each person's costliest choices (review-service.ts). */
  reviews?: ReviewService | null;
  /** Seats played on other devices on the home network (invite-service.ts). */
  invites?: InviteService | null;
}

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

function started(ctx: ApiContext): GameStarted {
  // Not the seed: with it the renderer could re-deal every hidden pile and deck.
  return { game: ctx.session.gameId() ?? '', seats: ctx.session.seatCount(), decisionSeat: ctx.session.decisionSeat() };
}

function saves(ctx: ApiContext): SaveService {
  if (!ctx.saves) throw new ApiError('saves-unavailable', msg('main.unavailable.saves'));
  return ctx.saves;
}

function bots(ctx: ApiContext): BotApi {
  if (!ctx.bots) throw new ApiError('bots-unavailable', msg('main.unavailable.bots'));
  return ctx.bots;
}

function campaigns(ctx: ApiContext): CampaignApi {
  if (!ctx.campaigns) throw new ApiError('campaigns-unavailable', msg('main.unavailable.campaigns'));
  return ctx.campaigns;
}

function replays(ctx: ApiContext): ReplayService {
  if (!ctx.replays) throw new ApiError('replays-unavailable', msg('main.unavailable.replays'));
  return ctx.replays;
}

function settings(ctx: ApiContext): SettingsApi {
  if (!ctx.settings) throw new ApiError('settings-unavailable', msg('main.unavailable.settings'));
  return ctx.settings;
}

function reviews(ctx: ApiContext): ReviewService {
  if (!ctx.reviews) throw new ApiError('bots-unavailable', msg('main.unavailable.review'));
  return ctx.reviews;
}

function invites(ctx: ApiContext): InviteService {
  if (!ctx.invites) throw new ApiError('invites-unavailable', msg('main.unavailable.invites'));
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
  if (!ctx.games) throw new ApiError('saves-unavailable', msg('main.unavailable.saves'));
  return ctx.games;
}

/** A new or loaded game is not a campaign game: it is kept in a record of its own. */
const OWN_RECORD = { kind: 'record' } as const;

function randomSeed(ctx: ApiContext): number | string {
  return ctx.newSeed ? ctx.newSeed() : newGameSeed();
}

export const channels = {
  // Games are started, played and taken back through the driver, which then pushes the events (events.ts).
  'game:new': channel(CHANNEL_INPUTS['game:new'], (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices, i.config.seats);
    return ctx.driver.start(async (table) => { table.newGame(i.config, i.seed ?? randomSeed(ctx), OWN_RECORD); await beginInvites(ctx, i.devices); return started(ctx); });
  }),
  'game:view': channel(CHANNEL_INPUTS['game:view'], (ctx, i, caller): SeatView => ctx.driver.view(i.seat, caller)),
  'game:act': channel(CHANNEL_INPUTS['game:act'], (ctx, i, caller): Promise<Ack> => ctx.driver.act(i.seat, i.action, caller)),
  'game:log': channel(CHANNEL_INPUTS['game:log'], (ctx, i): { entries: LogEntry[]; total: number } => ctx.session.logSince(i.since)),
  'game:undo': channel(CHANNEL_INPUTS['game:undo'], (ctx, i, caller): Promise<Ack> => ctx.driver.undo(i.seat, caller)),
  'bot:suggest': channel(CHANNEL_INPUTS['bot:suggest'], (ctx, i, caller): Promise<Suggestion> => { ctx.driver.checkAsksFor(i.seat, caller); return bots(ctx).suggest(ctx.session, i.seat); }),
  'campaign:create': channel(CHANNEL_INPUTS['campaign:create'], (ctx, { devices, ...i }): Promise<CampaignStarted & GameStarted> => {
    checkDevices(ctx, devices);
    return ctx.driver.start(async (table) => { const c = await campaigns(ctx).create(i, table); await beginInvites(ctx, devices); return { ...c, ...started(ctx) }; });
  }),
  'campaign:list': channel(CHANNEL_INPUTS['campaign:list'], (ctx) => campaigns(ctx).list()),
  'campaign:rename': channel(CHANNEL_INPUTS['campaign:rename'], (ctx, i) => campaigns(ctx).rename(i.id, i.name)),
  'campaign:delete': channel(CHANNEL_INPUTS['campaign:delete'], (ctx, i) => campaigns(ctx).delete(i.id)),
  'campaign:continue': channel(CHANNEL_INPUTS['campaign:continue'], (ctx, i): Promise<CampaignStarted & Partial<GameStarted>> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async (table) => { const c = await campaigns(ctx).continue(i.id, table); if (c.finished) return c; await beginInvites(ctx, i.devices); return { ...c, ...started(ctx) }; }, (c) => !c.finished);
  }),
  'game:list': channel(CHANNEL_INPUTS['game:list'], async (ctx): Promise<SaveList> => { const r = await saves(ctx).list(); return Array.isArray(r) ? { saves: r, damaged: [] } : r; }),
  'game:save': channel(CHANNEL_INPUTS['game:save'], async (ctx, i): Promise<{ name: string }> => { const s = saves(ctx); await s.save(i.name, ctx.session.record()); return { name: i.name }; }),
  'settings:get': channel(CHANNEL_INPUTS['settings:get'], (ctx): Promise<SettingsState> => settings(ctx).get()),
  'settings:set': channel(CHANNEL_INPUTS['settings:set'], (ctx, i): Promise<SettingsState> => settings(ctx).set(i)),
  // A save played on is kept in a new record; the save itself stays as it was.
  'game:load': channel(CHANNEL_INPUTS['game:load'], (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async (table) => {
      const rec = await saves(ctx).load(i.name);
      checkDevices(ctx, i.devices, rec.config.seats);
      table.restore(rec, i.name === AUTOSAVE_SLOT ? OWN_RECORD : { kind: 'record', name: i.name });
      await beginInvites(ctx, i.devices);
      return started(ctx);
    });
  }),
  'game:delete': channel(CHANNEL_INPUTS['game:delete'], async (ctx, i): Promise<{ name: string }> => {
    const s = saves(ctx);
    if (!s.delete) throw new ApiError('saves-unavailable', msg('main.unavailable.deleteCopies'));
    if (!(await s.delete(i.name))) throw new ApiError('not-found', msg('main.copies.notFound', { name: i.name }));
    return { name: i.name };
  }),
  'games:list': channel(CHANNEL_INPUTS['games:list'], (ctx): Promise<GamesList> => games(ctx).list()),
  'games:last': channel(CHANNEL_INPUTS['games:last'], async (ctx): Promise<LastPlayed | null> => {
    const g = games(ctx);
    return g.last ? g.last() : null;
  }),
  'games:continue': channel(CHANNEL_INPUTS['games:continue'], (ctx, i): Promise<GameStarted> => {
    checkDevices(ctx, i.devices);
    return ctx.driver.start(async (table) => { await games(ctx).continue(i.id, table); await beginInvites(ctx, i.devices); return started(ctx); });
  }),
  'games:rename': channel(CHANNEL_INPUTS['games:rename'], (ctx, i) => games(ctx).rename(i.id, i.name)),
  'games:pin': channel(CHANNEL_INPUTS['games:pin'], (ctx, i) => games(ctx).pin(i.id, i.pinned)),
  'games:delete': channel(CHANNEL_INPUTS['games:delete'], (ctx, i) => games(ctx).delete(i.id)),
  'review:start': channel(CHANNEL_INPUTS['review:start'], (ctx): Promise<ReviewAnswer> => reviews(ctx).start()),
  'review:stop': channel(CHANNEL_INPUTS['review:stop'], (ctx): { stopped: boolean } => reviews(ctx).stop()),
  // Replays only read: the game in play, the saves and the campaigns are left as they are.
  'replay:open': channel(CHANNEL_INPUTS['replay:open'], (ctx, i): Promise<ReplayInfo> => replays(ctx).openSource(i.source)),
  'replay:frame': channel(CHANNEL_INPUTS['replay:frame'], (ctx, i): ReplayFrame => replays(ctx).frame(i.id, i.step, i.seat)),
  'game:export': channel(CHANNEL_INPUTS['game:export'], (ctx, i): Promise<{ fileName: string; text: string }> => replays(ctx).exportGame(i.source)),
  // Inviting: which seats are played on other devices on the home network (docs/seats-on-devices.md).
  'invite:status': channel(CHANNEL_INPUTS['invite:status'], (ctx): InviteStatus => invites(ctx).status()),
  'invite:seat': channel(CHANNEL_INPUTS['invite:seat'], (ctx, i): Promise<InviteStatus> => invites(ctx).place(i.seat, i.place)),
  'invite:drop': channel(CHANNEL_INPUTS['invite:drop'], (ctx, i): InviteStatus => invites(ctx).drop(i.seat)),
  'invite:stop': channel(CHANNEL_INPUTS['invite:stop'], (ctx): Promise<InviteStatus> => invites(ctx).stop()),
  'game:import': channel(CHANNEL_INPUTS['game:import'], (ctx, i): Promise<ReplayInfo> => replays(ctx).importGame(i.text, i.fileName)),
} satisfies { [K in ChannelName]: Channel<(typeof CHANNEL_INPUTS)[K], ChannelOutputs[K]> };

export type Channels = typeof channels;
/** A channel table of any content (dispatch accepts it; tests pass small tables). */
export type ChannelTable = Record<string, Channel<z.ZodType, unknown>>;
