// A campaign whose scenario ended with its last choice kept but its result not
// yet written (the app stopped in between: a kill, a power cut) is listed as
// Continue will open it, at the next scenario: Continue records the pending
// result first (campaign-service.ts), and a list that still named the
// scenario just played would tell the player their last game was lost. The
// last scenario stays listed as it is kept: its Continue records the end.
import { finalScores, isGameOver, replay } from '../../engine/index.js';
import type { GameState } from '../../engine/core/types.js';
import { CAMPAIGN_SCENARIOS, campaignSummary, type CampaignData, type ScenarioResult } from '../saves/format.js';
import type { CampaignListing, CampaignStore } from '../saves/campaigns.js';
import type { GameKeeper } from './game-keeper.js';

/** `listing` as it stands once its pending scenario end is recorded; itself when there is none. */
export async function withPendingEnd(listing: CampaignListing, store: CampaignStore, keeper: GameKeeper): Promise<CampaignListing> {
  if (!listing.hasGameInProgress || listing.finished) return listing;
  // The last scenario's pending end is left to Continue: listed as finished, the
  // campaign could not be continued, and its final result (with the game its
  // replay needs) would never be written.
  if (listing.current + 1 >= CAMPAIGN_SCENARIOS) return listing;
  const res = await store.continue(listing.id);
  if (!res.ok || !res.game) return listing;
  const { actions } = await keeper.campaignActions(listing.id, res.game);
  let end: GameState;
  try {
    end = replay(res.game.config, res.game.seed, actions);
  } catch {
    // Continue reports what cannot be replayed; the list keeps what the file says.
    return listing;
  }
  if (!isGameOver(end)) return listing;
  const c = res.campaign;
  const next: CampaignData = { ...c, current: c.current + 1, results: [...c.results, pendingResult(c, end, actions.length)] };
  return {
    ...listing,
    current: next.current,
    currentScenario: next.scenarioOrder[next.current] ?? null,
    finished: next.current >= CAMPAIGN_SCENARIOS,
    hasGameInProgress: false,
    moves: 0,
    summary: campaignSummary(next, null),
  };
}

/** The result Continue will record for the finished scenario (as CampaignService.finish does), its game left out. */
function pendingResult(c: CampaignData, end: GameState, moves: number): ScenarioResult {
  const scores = finalScores(end);
  const allies = end.players.find((p) => !p.isBasilisk)!.faction;
  return {
    scenarioId: c.scenarioOrder[c.current]!,
    outcome: scores.winner.faction === allies ? 'won' : 'lost',
    scores,
    finishedAt: new Date().toISOString(),
    moves,
  };
}
