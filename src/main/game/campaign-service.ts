// Story campaigns' service: create, list, rename, delete and continue them on
// the campaign store; a campaign's game is kept by the game keeper
// (game-keeper.ts) like any other, and its scenario's end recorded here.
import type { CampaignStarted, CampaignSummary, NewCampaignInput } from '../../shared/contract.js';
import { ApiError } from './api-error.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { scenarioName } from '../../engine/content/names.js';
import type { GameKeeper } from './game-keeper.js';
import type { ReplayableGame } from './replays-and-exports.js';
import type { CampaignStore } from '../saves/campaigns.js';
import { toGameRecord } from '../saves/format.js';
import type { Session } from './session.js';

/** Story campaigns (the campaign:* channels). */
export interface CampaignApi {
  create(input: NewCampaignInput): Promise<CampaignStarted>;
  list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string; words: Msg }[] }>;
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

  async list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string; words: Msg }[] }> {
    const { campaigns, damaged } = await this.store.list();
    return { campaigns, damaged: damaged.map((d) => ({ file: d.file, message: d.message, words: d.words })) };
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
    if (!gone) throw new ApiError('not-found', msg('main.campaign.noSuch'));
    return { id };
  }

  /** Puts the campaign's game in progress (or its next scenario) into the session. */
  async continue(id: string): Promise<CampaignStarted> {
    const res = await this.store.continue(id);
    if (!res.ok) throw new ApiError(res.error.code, res.error.words);
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
    if (!res.ok) throw new ApiError(res.error.code, res.error.words);
    return { record: res.game, title: msg('main.title.campaignScenario', { scenario: scenarioName(res.scenarioId) }), name: res.scenarioName };
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
