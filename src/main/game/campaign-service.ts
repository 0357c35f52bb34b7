// Story campaigns' service: create, list, rename, delete and continue them on
// the campaign store; a campaign's game is kept by the game keeper
// (game-keeper.ts) like any other, and its scenario's end recorded here.
import type { CampaignStarted, CampaignSummary, NewCampaignInput } from '../../shared/contract.js';
import { ApiError } from './api-error.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { scenarioName } from '../../engine/content/names.js';
import type { GameKeeper } from './game-keeper.js';
import type { GameTable } from './driver.js';
import type { ReplayableGame } from './replays-and-exports.js';
import type { CampaignStore } from '../saves/campaigns.js';
import { toGameRecord } from '../saves/format.js';
import { withPendingEnd } from './campaign-pending-end.js';
import type { GameSession } from './session.js';

/** Story campaigns (the campaign:* channels). */
export interface CampaignApi {
  /** Creates a campaign and puts its first game on `table` (the driver's start hands it). */
  create(input: NewCampaignInput, table: GameTable): Promise<CampaignStarted>;
  list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string; words: Msg }[] }>;
  rename(id: string, name: string): Promise<{ id: string; name: string }>;
  delete(id: string): Promise<{ id: string }>;
  /** Puts the campaign's game in progress (or its next scenario) on `table`. */
  continue(id: string, table: GameTable): Promise<CampaignStarted>;
  /** The game of finished scenario `index` (in the campaign's results), for replays and export. */
  scenarioGame?(id: string, index: number): Promise<ReplayableGame>;
}

export class CampaignService implements CampaignApi {
  constructor(
    private readonly store: CampaignStore,
    private readonly session: GameSession,
    private readonly autosaver: GameKeeper,
    private readonly scenarioIds: readonly string[],
    private readonly newSeed: () => number | string,
  ) {}

  async create(input: NewCampaignInput, table: GameTable): Promise<CampaignStarted> {
    const id = await this.store.create({ ...input, scenarioOrder: input.scenarioOrder ?? [...this.scenarioIds] });
    return this.continue(id, table);
  }

  async list(): Promise<{ campaigns: CampaignSummary[]; damaged: { file: string; message: string; words: Msg }[] }> {
    const listed = await this.store.list();
    const campaigns = await Promise.all(listed.campaigns.map((c) => withPendingEnd(c, this.store, this.autosaver)));
    const damaged = listed.damaged;
    return { campaigns, damaged: damaged.map((d) => ({ file: d.file, message: d.message, words: d.words })) };
  }

  async rename(id: string, name: string): Promise<{ id: string; name: string }> {
    await this.store.rename(id, name);
    return { id, name };
  }

  async delete(id: string): Promise<{ id: string }> {
    // Its game, if in play, goes on as an ordinary one; its journal goes too.
    const gone = await this.autosaver.deleteCampaign(id, () => this.store.delete(id));
    if (!gone) throw new ApiError('not-found', msg('main.campaign.noSuch'));
    return { id };
  }

  /** Puts the campaign's game in progress (or its next scenario) on the driver's `table`, kept in the campaign. */
  async continue(id: string, table: GameTable): Promise<CampaignStarted> {
    const res = await this.store.continue(id);
    if (!res.ok) throw new ApiError(res.error.code, res.error.words);
    const keep = { kind: 'campaign', id } as const;
    if (res.game) {
      // The choices after the last recorded turn are in the campaign's journal.
      const { actions, applied } = await this.autosaver.campaignActions(id, res.game);
      const checked = actions.length - applied;
      table.resume(res.game, actions.slice(0, checked), actions.slice(checked), res.campaign.savedAt || new Date().toISOString(), keep);
      // The scenario's last choice was kept but its end not recorded (the app stopped in between):
      // record it now, and go on to the next scenario.
      if (this.session.decisionSeat() === null) {
        await this.finish(id);
        return this.continue(id, table);
      }
    } else if (res.newGame) {
      table.newGame(res.newGame, this.newSeed(), keep);
      await table.saveNow();
    } else {
      return { id, scenarioId: null, finished: true };
    }
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
