// Builds the ApiContext the channel handlers run against: the game driver
// (driver.ts), which owns the one Session, the services around it, and the
// CallGate every bridge calls through. Everything is wired here, once: the
// invite service is built with its doors (transport/seat-doors.ts) and the
// gate, so a bridge only uses what it is given.
// Electron (electron/main.ts) and the web host (web-host.ts) both call this,
// so both bridges serve the same app.
import { channels, type ApiContext, type ChannelTable } from './contract/channel-table.js';
import { CallGate } from './contract/call-queue.js';
import { seatDoors } from './transport/seat-doors.js';
import { storeSaveService, type SaveService } from './game/saved-copies.js';
import { join } from 'node:path';
import { savesDir } from './paths.js';
import { SaveStore } from './saves/store.js';
import { engineChecks } from './saves/checks.js';
import { SaveListRunner } from './saves/list-runner.js';
import { defaultEngine, newGameSeed, type EngineApi, type GameSession } from './game/session.js';
import { CampaignStore } from './saves/campaigns.js';
import { STORY_SCENARIO_IDS } from './saves/campaigns.js';
import { BotService, type Thinker } from './game/bot-service.js';
import { CampaignService } from './game/campaign-service.js';
import { GameKeeper } from './game/game-keeper.js';
import { GameRecordStore } from './saves/game-records.js';
import { GamesService } from './game/games-service.js';
import { BotRunner } from './bots/bot-runner.js';
import { ReviewPool } from './bots/review-pool.js';
import { GameDriver } from './game/driver.js';
import { SettingsStore } from './settings.js';
import { ReplayService } from './game/replays-and-exports.js';
import { gameDocuments } from './game/game-documents.js';
import { ReviewService, type Reviewer } from './game/review-service.js';
import { findScenario } from '../engine/content/scenarios.js';
import { InviteService } from './game/invite-service.js';
import type { ConnectionLimits } from './transport/connection-limits.js';

/** Knobs of inviting, for tests: the invite book's clock and the listener's timings. */
export interface InviteOptions {
  now?: () => number;
  helloTimeoutMs?: number;
  gameOverGraceMs?: number;
  limits?: ConnectionLimits;
  log?: (line: string) => void;
}

export interface AppContextOptions {
  /** The data folder (RYOZEN_DATA_DIR or Electron userData); saves live in its saves/ folder. */
  dataDir: string;
  /** Overrides the saves service (tests); null turns saving off. */
  saves?: SaveService | null;
  /** The rules the game is played by (tests give a fake); default the engine's. */
  engine?: EngineApi;
  /** The channel table the gate dispatches to (tests); default the app's. */
  table?: ChannelTable;
  /** Written into each save. */
  appVersion?: string;
  /** Thinks for computer seats (default: a worker-thread BotRunner; null turns bots off). */
  thinker?: Thinker | null;
  /** Where the bot worker script is (the packaged app's bundle); default: the dev worker. */
  botWorkerUrl?: URL | string;
  /** Where the save listing worker script is (the packaged app's bundle); default: the dev worker. */
  saveWorkerUrl?: URL | string;
  /** Pause between two computer moves (ms); default the driver's, tests use 0. */
  botPauseMs?: number;
  /** Reviews finished games (default: a ReviewPool of two worker threads of its own when the bots are the worker's; null turns reviews off). */
  reviewer?: Reviewer | null;
  /** The built renderer, served to the seats played on other devices; without it nobody can be invited. */
  rendererDir?: string | null;
  /** The LAN address the invite listener binds; default the first non-internal IPv4 address (tests: 127.0.0.2). */
  lanHost?: string | null;
  invites?: InviteOptions;
}

/**
 * A suggestion's search: a person asked and waits, so it plays out three times the computer
 * seats' rollouts (its numbers are then worth quoting), within three seconds (the day's first
 * placements, whose playouts are the longest, on a loaded machine).
 */
export const SUGGEST_BUDGET = { iterations: 36, budgetMs: 3000 };

/** The worker-thread bot runner, adapted to the services' Thinker. */
export function workerThinker(workerUrl?: URL | string): Thinker {
  const runner = new BotRunner(workerUrl ? { workerUrl } : {});
  return {
    think: (state, level, seed, onProgress) =>
      runner.think(state, level, seed, (p) => onProgress?.({ fraction: p.of ? p.iterations / p.of : p.confidence })),
    cancel: () => runner.cancel(),
    suggest: async (state, seed) => {
      const r = await runner.thinkFull(state, 'strong', seed, undefined, { ...SUGGEST_BUDGET, explain: true });
      return { action: r.action, ...(r.explanation ? { why: r.explanation } : {}) };
    },
  };
}

const listRunners = new Map<string, SaveListRunner>();

/** One listing worker per script for the whole process: contexts come and go (tests, host restarts), threads need not. */
function listRunner(workerUrl?: URL | string): SaveListRunner {
  const key = String(workerUrl ?? '');
  let runner = listRunners.get(key);
  if (!runner) {
    runner = new SaveListRunner(workerUrl ? { workerUrl } : {});
    listRunners.set(key, runner);
  }
  return runner;
}

/** The context, with what only the bridge needs. */
export type AppContext = ApiContext & {
  dataDir: string;
  startup: Promise<void>;
  /** The one door to the channels for every bridge and every seat's device: the calls that change the game wait in one line. */
  gate: CallGate;
};

export function createAppContext(opts: AppContextOptions): AppContext {
  const engine = opts.engine ?? defaultEngine;
  const storeOpts = { ...engineChecks(engine), appVersion: opts.appVersion ?? 'dev' };
  // The listing worker checks with the real engine, so only a session on the real engine uses it.
  const runner = engine === defaultEngine ? listRunner(opts.saveWorkerUrl) : undefined;
  const checker = runner?.check;
  const listedOpts = { ...storeOpts, ...(checker ? { checker } : {}) };
  const store = opts.saves === undefined ? new SaveStore(savesDir(opts.dataDir), listedOpts) : null;
  const saves = opts.saves !== undefined ? opts.saves : storeSaveService(store!);
  // The campaigns and the games list may hold thousands of files: their listings keep an index (saves/list-index.ts).
  const indexedOpts = { ...listedOpts, index: true };
  const campaignStore = opts.saves === null ? null : new CampaignStore(join(savesDir(opts.dataDir), 'campaigns'), indexedOpts);
  const records = opts.saves === null ? null : new GameRecordStore(join(savesDir(opts.dataDir), 'games'), indexedOpts);
  const settings = new SettingsStore(opts.dataDir);
  const keepFinished = async () => (await settings.get()).settings.keepFinishedGames;
  const newSeed = newGameSeed;
  let campaigns: CampaignService | null = null;
  const bots = thinkerBots(opts);
  const autosaver = new GameKeeper({
    records,
    campaigns: campaignStore,
    campaignJournalDir: campaignStore ? join(savesDir(opts.dataDir), 'campaigns') : null,
    onCampaignFinished: async (id) => {
      await campaigns?.finish(id);
    },
    keepFinished,
  });
  const driver = new GameDriver({ engine, bots, autosaver, ...(opts.botPauseMs === undefined ? {} : { botPauseMs: opts.botPauseMs }) });
  const session = driver.session;
  if (campaignStore) campaigns = new CampaignService(campaignStore, session, autosaver, STORY_SCENARIO_IDS, newSeed);
  const games = records ? new GamesService(records, autosaver, session, keepFinished, campaignStore) : null;
  // Temp files left by saves interrupted in an earlier run (a crash, a kill) are removed at start.
  const startup = Promise.all([store?.cleanupTempFiles(), campaignStore?.cleanupTempFiles(), records?.cleanupTempFiles()]).then(() => undefined);
  // Its own workers, two (both cores): a review goes on while the next game's computer seats think.
  const reviewer = opts.reviewer !== undefined ? opts.reviewer : opts.thinker === undefined ? new ReviewPool(opts.botWorkerUrl ? { workerUrl: opts.botWorkerUrl } : {}) : null;
  const reviews = reviewer ? new ReviewService(session, reviewer, (e) => driver.announce(e)) : null;
  const ctx: Omit<AppContext, 'gate'> = {
    dataDir: opts.dataDir,
    startup,
    session,
    driver,
    saves,
    autosaver,
    campaigns,
    bots,
    newSeed,
    settings,
    games,
    reviews,
    invites: null,
    replays: new ReplayService({
      session,
      currentName: () => currentGameName(session, autosaver),
      saves,
      campaigns,
      games,
      documents: gameDocuments({ engine, checks: engineChecks(engine), appVersion: storeOpts.appVersion, ...(runner ? { checkText: runner.checkText } : {}) }),
    }),
  };
  // The gate reads the context at each call, and the context is whole before any call comes.
  const gate = new CallGate(opts.table ?? (channels as ChannelTable), ctx);
  // A seat on another device calls through the desktop's gate: its calls take the same line.
  ctx.invites = opts.rendererDir ? inviteService(opts, opts.rendererDir, ctx, gate) : null;
  return Object.assign(ctx, { gate });
}

function thinkerBots(opts: AppContextOptions): BotService | null {
  const thinker = opts.thinker === undefined ? workerThinker(opts.botWorkerUrl) : opts.thinker;
  return thinker ? new BotService(thinker) : null;
}

function inviteService(opts: AppContextOptions, rendererDir: string, ctx: ApiContext, gate: CallGate): InviteService {
  const { gameOverGraceMs, ...door } = opts.invites ?? {};
  return new InviteService({
    session: ctx.session,
    driver: ctx.driver,
    doors: seatDoors({ rendererDir, gate, ...door }),
    ...(opts.lanHost === undefined ? {} : { lanHost: opts.lanHost }),
    ...(gameOverGraceMs === undefined ? {} : { gameOverGraceMs }),
  });
}

/** The name the game in play goes by: its record's in the games list, or its campaign scenario's; null when it has neither. */
function currentGameName(session: GameSession, keeper: GameKeeper): string | null {
  if (keeper.recordName) return keeper.recordName;
  const story = session.hasGame ? session.state().config.story : undefined;
  if (!story) return null;
  return `${findScenario(story)?.name ?? story} (campaign)`;
}
