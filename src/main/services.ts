// The services around the session: computer seats thinking off the main
// thread, and story campaigns (every choice is kept by game-keeper.ts). Each
// one is small and optional in the ApiContext, so tests can wire only what
// they exercise.
import type { Action, GameState } from '../engine/core/types.js';
import { ApiError } from './api-error.js';
import type { BotApi } from './driver.js';
import type { CampaignStarted, CampaignSummary, NewCampaignInput, Suggestion } from '../shared/contract.js';
import type { Session, SeatView } from './session.js';
import type { CampaignStore } from './saves/campaigns.js';
import type { GameKeeper } from './game-keeper.js';
import { toGameRecord } from './saves/format.js';
import type { BotLevel } from '../engine/bots/index.js';
import type { ReplayableGame } from './replay-service.js';

// ---------------------------------------------------------------- bots

/** Thinks for computer seats; the real implementation is the worker-thread BotRunner. */
export interface Thinker {
  think(state: GameState, level: BotLevel, seed: number | string, onProgress?: (p: { fraction?: number }) => void): Promise<Action>;
  /** Stops the thought in flight, whose think() then rejects. */
  cancel?(): void;
  /** The strong bot's choice for a person, with why in words (explain.ts); without it, suggestions are the heuristic's, unexplained. */
  suggest?(state: GameState, seed: string): Promise<{ action: Action; why?: string }>;
}


export class BotService implements BotApi {
  /** The computer's thought asked for last, until it ends; `cancelled` once cancelMove() voided it. */
  private current: { cancelled: boolean } | null = null;
  /** How far the thought in flight got. */
  private fraction = 0;
  /**
   * The thinker runs one request at a time and a new request cancels the one
   * in flight (BotRunner), so moves and suggestions wait here for each other:
   * a suggestion asked while the computer thinks must not void its move.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly thinker: Thinker) {}

  /** A computer player's choice for whoever must choose in `state`; `onProgress` hears how far its thought is (0..1). */
  choose(state: GameState, level: BotLevel, gameSeed: number | string, onProgress?: (fraction: number) => void): Promise<Action> {
    const thought = { cancelled: false };
    this.current = thought;
    return this.oneAtATime(async () => {
      // Voided while it waited for a suggestion: the position it was asked about is gone.
      if (thought.cancelled) throw new Error('The computer player stopped thinking: its game changed.');
      this.fraction = 0;
      return this.thinker.think(state, level, `${gameSeed}:${state.ply}`, (p) => {
        this.fraction = Math.max(0, Math.min(1, p.fraction ?? this.fraction));
        onProgress?.(this.fraction);
      });
    }).finally(() => {
      if (this.current === thought) this.current = null;
    });
  }

  private oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops a computer seat's thought in flight or waiting (its game was replaced or taken back): its choose() rejects. */
  cancelMove(): void {
    if (!this.current) return;
    this.current.cancelled = true;
    this.thinker.cancel?.();
  }

  /** A suggested choice for a human seat (coop allies' assistant): the strong bot's pick and why. */
  suggest(session: Session, seat: number): Promise<Suggestion> {
    // Asked while the computer thinks: answered after its move, for the position then.
    return this.oneAtATime(() => this.suggestNow(session, seat));
  }

  private async suggestNow(session: Session, seat: number): Promise<Suggestion> {
    const view: SeatView = session.seatView(seat);
    if (!view.yourTurn) throw new ApiError('not-your-turn', 'There is nothing for this seat to choose right now.');
    const seed = `suggest:${session.state().ply}`;
    const { action, why } = this.thinker.suggest
      ? await this.thinker.suggest(session.state(), seed)
      : { action: await this.thinker.think(session.state(), 'heuristic', seed), why: undefined };
    const choice = view.legal.find((c) => JSON.stringify(c.action) === JSON.stringify(action));
    if (!choice) throw new ApiError('no-suggestion', 'No suggestion could be made for this choice.');
    return { index: choice.index, label: choice.label, ...(why ? { why } : {}) };
  }
}

// ---------------------------------------------------------------- campaigns

/** Story campaigns (the campaign:* channels). */
export interface CampaignApi {
  create(input: NewCampaignInput): Promise<CampaignStarted>;
  list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string }[] }>;
  rename(id: string, name: string): Promise<{ id: string; name: string }>;
  delete(id: string): Promise<{ id: string }>;
  continue(id: string): Promise<CampaignStarted>;
  /** The game of finished scenario `index` (in the campaign's results), for replays and export. */
  scenarioGame?(id: string, index: number): Promise<ReplayableGame>;
}

export class CampaignService implements CampaignApi {
  constructor(
    private readonly store: CampaignStore,
    private readonly session: Session,
    private readonly autosaver: GameKeeper,
    private readonly scenarioIds: readonly string[],
    private readonly newSeed: () => number | string,
  ) {}

  async create(input: NewCampaignInput): Promise<CampaignStarted> {
    const id = await this.store.create({ ...input, scenarioOrder: input.scenarioOrder ?? [...this.scenarioIds] });
    return this.continue(id);
  }

  async list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string }[] }> {
    const { campaigns, damaged } = await this.store.list();
    return { campaigns, damaged: damaged.map((d) => ({ file: d.file, message: d.message })) };
  }

  async rename(id: string, name: string): Promise<{ id: string; name: string }> {
    await this.store.rename(id, name);
    return { id, name };
  }

  async delete(id: string): Promise<{ id: string }> {
    // Detached before the delete takes the campaign's lock, so no turn played
    // meanwhile queues a write behind it: the game goes on as an ordinary one.
    const playing = this.autosaver.campaignId === id;
    if (playing) this.autosaver.campaignId = null;
    let gone: boolean;
    try {
      gone = await this.store.delete(id);
    } catch (err) {
      // Still there (the disk refused): its game keeps saving into it.
      if (playing && this.autosaver.campaignId === null) this.autosaver.campaignId = id;
      throw err;
    }
    // Its journal goes too.
    await this.autosaver.forgetCampaign(id);
    if (!gone) throw new ApiError('not-found', 'There is no such campaign.');
    return { id };
  }

  /** Puts the campaign's game in progress (or its next scenario) into the session. */
  async continue(id: string): Promise<CampaignStarted> {
    const res = await this.store.continue(id);
    if (!res.ok) throw new ApiError(res.error.code, res.error.message);
    if (res.game) {
      // The choices after the last recorded turn are in the campaign's journal.
      const { actions, applied } = await this.autosaver.campaignActions(id, res.game);
      const checked = actions.length - applied;
      const made = this.session.resumeWith(res.game.config, res.game.seed, actions.slice(0, checked), actions.slice(checked));
      this.session.markSaved(checked + made, res.campaign.savedAt || new Date().toISOString());
      // The scenario's last choice was kept but its end not recorded (the app stopped in between):
      // record it now, and go on to the next scenario.
      if (this.session.decisionSeat() === null) {
        await this.finish(id);
        return this.continue(id);
      }
    } else if (res.newGame) {
      this.session.newGame(res.newGame, this.newSeed());
      this.autosaver.campaignId = id;
      await this.autosaver.saveNow(this.session);
    } else {
      return { id, scenarioId: null, finished: true };
    }
    this.autosaver.campaignId = id;
    return { id, scenarioId: res.scenarioId, finished: false };
  }

  /** A finished scenario's game, for its replay or export. */
  async scenarioGame(id: string, index: number): Promise<ReplayableGame> {
    const res = await this.store.finishedGame(id, index);
    if (!res.ok) throw new ApiError(res.error.code, res.error.message);
    return { record: res.game, title: `${res.scenarioName} (campaign)`, name: res.scenarioName };
  }

  /** Records the finished scenario's result; the campaign moves on to the next one. */
  async finish(id: string): Promise<void> {
    const state = this.session.state();
    const scores = this.session.seatView(0).scores;
    const story = state.config.story;
    if (!scores || !story) return;
    const allies = state.players.find((p) => !p.isBasilisk)!.faction;
    await this.store.finishScenario(id, {
      scenarioId: story,
      outcome: scores.winner.faction === allies ? 'won' : 'lost',
      scores,
      finalGame: toGameRecord(this.session.record()),
    });
  }
}
