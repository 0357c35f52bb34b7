// Saves and campaigns (docs/save-format.md). Plain Node: no electron import.
//
//   const { saves, campaigns } = openSaves(resolveDataDir(...), {
//     ...engineChecks(engine), appVersion: app.getVersion() });
//
// Files live under <dataDir>/saves (copies saved under a name, and the single
// autosave of versions before game records), <dataDir>/saves/games (every
// game's own record and journal: game-records.ts, journal.ts) and
// <dataDir>/saves/campaigns (one file and journal per campaign).

import { join } from 'node:path';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { savesDir } from '../paths.js';
import { CampaignStore } from './campaigns.js';
import { SaveLoadError } from './errors.js';
import type { GameRecord } from './format.js';
import { SaveStore, type SaveListing, type SaveStoreOptions } from './store.js';

export { CampaignStore, scenarioConfig, STORY_SCENARIO_IDS } from './campaigns.js';
export type { Campaign, CampaignListing, CampaignLoadResult, ContinueResult, NewCampaign, ScenarioOutcome } from './campaigns.js';
export { SaveError, SaveLoadError, type LoadError, type LoadErrorCode, type SaveErrorCode } from './errors.js';
export {
  CURRENT_FORMAT_VERSION,
  SAVE_FORMAT,
  SaveFileSchema,
  SLOT_NAME_RULE,
  validateSlotName,
  type CampaignData,
  type GameRecord,
  type SaveFile,
  type SaveInput,
} from './format.js';
export { AUTOSAVE_SLOT, DEFAULT_MAX_BYTES, SaveStore } from './store.js';
export type { DamagedListing, ListResult, LoadResult, SaveChecker, SaveListing, SaveResult, SaveStoreOptions, SlotCheck, SlotFile, VerifyHook, VerifyResult } from './store.js';
export { SaveListError, SaveListRunner } from './list-runner.js';
export { MAX_SAVE_NAME_LENGTH, SaveNameSchema } from '../../shared/save-name.js';

/** The two stores of a data folder. */
export function openSaves(dataDir: string, opts: SaveStoreOptions = {}): { saves: SaveStore; campaigns: CampaignStore } {
  const dir = savesDir(dataDir);
  return { saves: new SaveStore(dir, opts), campaigns: new CampaignStore(join(dir, 'campaigns'), opts) };
}

export { engineChecks, type EngineForSaves } from './checks.js';

/** What the session records (src/main/session.ts SessionRecord). */
export interface RecordedGame {
  config: GameConfig;
  seed: number | string;
  actions: Action[];
  hash: string;
  state: GameState;
}

export const toGameRecord = (rec: RecordedGame): GameRecord => ({
  config: rec.config,
  seed: rec.seed,
  actions: rec.actions,
  snapshot: rec.state as unknown as Record<string, unknown>,
  hash: rec.hash,
});

/**
 * An adapter for the channel table's SaveService (src/main/api.ts): list
 * gives `name` = the slot to load; load throws a SaveLoadError (code +
 * player message) when the file cannot be used.
 */
export function saveServiceFor(store: SaveStore) {
  return {
    async list(): Promise<Array<SaveListing & { displayName: string }>> {
      const res = await store.list();
      return res.saves.map((s) => ({ ...s, displayName: s.name, name: s.slot }));
    },
    async save(name: string, rec: RecordedGame) {
      return store.save(name, { kind: 'game', game: toGameRecord(rec) });
    },
    async load(name: string): Promise<Pick<RecordedGame, 'config' | 'seed' | 'actions' | 'hash'>> {
      const res = await store.load(name);
      if (!res.ok) throw new SaveLoadError(res.error, res.backupAvailable, res.backup);
      const g = res.save.game;
      if (!g) throw new SaveLoadError({ code: 'foreign', message: `The save "${name}" is a campaign; open it from the campaigns menu.` }, false);
      return { config: g.config, seed: g.seed, actions: g.actions, hash: g.hash };
    },
  };
}
