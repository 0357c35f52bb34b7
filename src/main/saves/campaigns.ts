// Story-mode campaigns: the four scenarios played in a chosen order by the
// same allies at one difficulty. A campaign is one save file of kind
// 'campaign' in its own folder (`saves/campaigns/<id>.json`), with backups,
// written atomically by the SaveStore. Its id never changes; its name is a
// display name and can be renamed.

import { randomBytes } from 'node:crypto';
import { findScenario, SCENARIOS } from '../../engine/content/scenarios.js';
import { CLANS, type ClanId, type GameConfig } from '../../engine/core/types.js';
import { isMsg, msg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { scenarioName } from '../../engine/content/names.js';
import { campaignLabel, describeIssue, loadError, SaveError, type LoadError } from './errors.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import {
  CAMPAIGN_SCENARIOS,
  CampaignDataSchema,
  campaignSummary,
  ScoresSchema,
  validateSlotName,
  type CampaignData,
  type GameRecord,
  type KeptGame,
  type SaveFile,
  type ScenarioResult,
} from './format.js';
import { AllySchema, CAMPAIGN_RULE_IDS, campaignRulesOf, DifficultySchema, DisplayNameSchema, ScenarioIdSchema, STORY_MODE, tableRuleFields, type Ally, type CampaignTableRule } from '../../shared/schemas.js';
import { TABLE_RULES, tableRulesOf } from '../../engine/core/table-rules.js';
import { KeyedMutex, SaveStore, type DamagedListing, type LoadResult, type SaveStoreOptions } from './store.js';
import { z } from 'zod';
import { join } from 'node:path';
import { keptProgress, lastWrites } from './progress.js';

/** The table rules a campaign's games add (schemas.ts CAMPAIGN_RULE_IDS), each asked for or not. */
export interface NewCampaign extends Partial<Record<CampaignTableRule, boolean>> {
  name: string;
  allies: Ally[];
  difficulty: CampaignData['difficulty'];
  /** The 4 story scenario ids, in the order they will be played. */
  scenarioOrder: string[];
  /** Which ally decides the Basilisk's open choices (default 0). */
  goldenRuleSeat?: number;
  /** The engine makes the Basilisk's open choices (no Golden Rule seat). */
  goldenRuleAuto?: boolean;
}

/** The story scenarios, in the engine's order (a campaign may play them in any order). */
export const STORY_SCENARIO_IDS: readonly string[] = SCENARIOS.map((s) => s.id);

export interface Campaign extends CampaignData {
  name: string;
  savedAt: string;
}

export interface CampaignListing {
  id: string;
  name: string;
  difficulty: CampaignData['difficulty'];
  allies: Ally[];
  scenarioOrder: string[];
  /** Index of the scenario in progress; 4 when finished. */
  current: number;
  currentScenario: string | null;
  finished: boolean;
  /** Each finished scenario's result; its game is left out of listings, `replayable` says whether it was kept. */
  results: (Omit<ScenarioResult, 'game'> & { replayable: boolean })[];
  hasGameInProgress: boolean;
  /** The choices its game in progress holds, journal included (0 when none is begun). */
  moves: number;
  savedAt: string;
  /** When its last choice was kept (its journal's last line, else its file). */
  lastPlayedAt: string;
  summary: Msg;
}

export type CampaignLoadResult =
  | { ok: true; campaign: Campaign; game: GameRecord | null }
  | { ok: false; error: LoadError; backupAvailable: boolean; backup?: number };

export type ContinueResult =
  | {
      ok: true;
      campaign: Campaign;
      /** The scenario to play now, or null when the campaign is finished. */
      scenarioId: string | null;
      /** The game in progress: replay(config, seed, actions) rebuilds its exact state. */
      game: Pick<GameRecord, 'config' | 'seed' | 'actions'> | null;
      /** When no game is in progress: the config of the scenario to start. */
      newGame: GameConfig | null;
    }
  | { ok: false; error: LoadError; backupAvailable: boolean; backup?: number };

export interface ScenarioOutcome {
  scenarioId: string;
  outcome: 'won' | 'lost';
  scores: z.infer<typeof ScoresSchema>;
  /**
   * The finished game, when its last turn has not been recorded yet: the last
   * turn and the result are then written in one atomic save, so a crash cannot
   * leave a recorded final turn without its result.
   */
  finalGame?: GameRecord;
}

const NewCampaignSchema = z.strictObject({
  name: DisplayNameSchema,
  allies: z.array(AllySchema).min(2).max(3),
  difficulty: DifficultySchema,
  scenarioOrder: z.array(ScenarioIdSchema).length(CAMPAIGN_SCENARIOS),
  goldenRuleSeat: z.number().int().min(0).max(2).optional(),
  goldenRuleAuto: z.boolean().optional(),
  ...tableRuleFields(CAMPAIGN_RULE_IDS, z.boolean().optional()),
});

/**
 * The config of the campaign's current scenario (STORY_MODE, story = scenario
 * id), or null once the campaign is finished. In story mode the Basilisk
 * plays the clan of the scenario's deck, so an ally whose usual clan that is
 * plays the first clan nobody else uses for this scenario; the allies' names,
 * controllers and seats stay the same.
 */
export function scenarioConfig(c: CampaignData): GameConfig | null {
  const story = c.scenarioOrder[c.current];
  if (story === undefined) return null;
  const preferred = c.allies.map((a) => a.clan);
  const basilisk: ClanId = findScenario(story)?.clan ?? (CLANS.find((k) => !preferred.includes(k)) as ClanId);
  const taken = new Set<ClanId>([basilisk, ...preferred]);
  const seats = c.allies.map((a) => {
    let clan = a.clan;
    if (clan === basilisk) {
      clan = CLANS.find((k) => !taken.has(k)) as ClanId;
      taken.add(clan);
    }
    return { clan, controller: a.controller, name: a.name };
  });
  return {
    seats,
    mode: STORY_MODE,
    // The campaign's own rules (CAMPAIGN_RULE_IDS); any other rule is off.
    ...tableRulesOf(c),
    difficulty: c.difficulty,
    story,
    basilisk: { clan: basilisk },
    goldenRuleSeat: c.goldenRuleSeat,
    ...(c.goldenRuleAuto ? { goldenRuleAuto: true } : {}),
  };
}

/** How the create error names a field of the campaign ("the list of allies"). */
function fieldWords(top: PropertyKey | undefined): Msg {
  if (typeof top !== 'string') return msg('main.campaign.field.campaign');
  const rule = TABLE_RULES.find((r) => r.id === top);
  if (rule) return msg('main.campaign.field.tableRule', { rule: msg(`main.tableRule.${rule.id}`) });
  const known = ['name', 'allies', 'difficulty', 'scenarioOrder', 'goldenRuleSeat', 'goldenRuleAuto'];
  return known.includes(top) ? msg(`main.campaign.field.${top}`) : msg('main.issue.field', { field: top });
}

function createError(issues: ReadonlyArray<z.core.$ZodIssue>, doc: unknown): SaveError {
  const issue = issues[0];
  const where = fieldWords(issue?.path[0]);
  // The issue's own words, with the field named as a person would name it.
  const said = issue ? describeIssue(issue, doc) : msg('main.issue.notValid', { where });
  const problem: Msg = { ...said, args: { ...said.args, where } };
  return new SaveError('invalid', msg('main.campaign.createInvalid', { problem }));
}

/** Words and their English, for an error object. */
function wordsAndMessage(words: Msg): { words: Msg; message: string } {
  return { words, message: sayEnglish(words) };
}

/** A load error about a slot of the campaigns folder, said of a campaign ("The campaign "x"" where it said "The save "x""). */
function asCampaign(words: Msg): Msg {
  const swap = (a: MsgArg): MsgArg => (Array.isArray(a) ? a.map(swap) : isMsg(a) ? asCampaign(a) : a);
  const id = words.id === 'main.save.subject.slot' ? 'main.save.subject.campaign' : words.id;
  return words.args ? { id, args: Object.fromEntries(Object.entries(words.args).map(([k, v]) => [k, swap(v)])) } : { id };
}

const keptGame = (g: GameRecord): KeptGame => ({ config: g.config, seed: g.seed, actions: g.actions, hash: g.hash });

const toCampaign = (save: SaveFile): Campaign => ({ ...(save.campaign as CampaignData), name: save.name, savedAt: save.savedAt });

export class CampaignStore {
  readonly saves: SaveStore;
  private readonly now: () => Date;
  private readonly mutex = new KeyedMutex();

  /** `dir` is the campaigns folder (savesDir/campaigns). */
  constructor(dir: string, opts: SaveStoreOptions = {}) {
    this.saves = new SaveStore(dir, opts);
    this.now = opts.now ?? (() => new Date());
  }

  async create(input: NewCampaign): Promise<string> {
    const parsed = NewCampaignSchema.safeParse(input);
    if (!parsed.success) throw createError(parsed.error.issues, input);
    const p = parsed.data;
    const id = `c-${this.now().getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    const data: CampaignData = {
      id,
      createdAt: this.now().toISOString(),
      allies: p.allies,
      difficulty: p.difficulty,
      scenarioOrder: p.scenarioOrder,
      goldenRuleSeat: p.goldenRuleSeat ?? 0,
      ...(p.goldenRuleAuto ? { goldenRuleAuto: true } : {}),
      ...campaignRulesOf(p),
      current: 0,
      results: [],
      turns: 0,
    };
    const check = CampaignDataSchema.safeParse(data);
    if (!check.success) throw createError(check.error.issues, data);
    const unknown = p.scenarioOrder.find((sid) => !findScenario(sid));
    if (unknown !== undefined) {
      throw new SaveError('invalid', msg('main.campaign.unknownScenario', { scenario: String(unknown) }));
    }
    await this.saves.save(id, { kind: 'campaign', game: null, campaign: data, displayName: p.name });
    return id;
  }

  /**
   * Every campaign, each checked as continue() checks it (the game in
   * progress replayed, through the store's checker), so a campaign listed as
   * playable continues.
   */
  async list(): Promise<{ campaigns: CampaignListing[]; damaged: DamagedListing[] }> {
    const listing = await this.saves.list();
    const campaigns: CampaignListing[] = [];
    const damaged = [...listing.damaged];
    for (const s of listing.saves) {
      const c = s.campaign;
      if (s.kind !== 'campaign' || !c) {
        damaged.push({
          file: `${s.slot}.json`,
          slot: s.slot,
          code: 'foreign',
          ...wordsAndMessage(msg('main.campaign.listedGame', { file: `${s.slot}.json` })),
        });
        continue;
      }
      campaigns.push(await this.listing(s.slot, s.name, s.savedAt, c, s.checkpoint ?? null));
    }
    campaigns.sort((a, b) => (a.lastPlayedAt < b.lastPlayedAt ? 1 : a.lastPlayedAt > b.lastPlayedAt ? -1 : a.id.localeCompare(b.id)));
    return { campaigns, damaged };
  }

  /** The campaigns by the last write of their files, newest first (the search for the game played last). */
  lastWrites(): Promise<{ slot: string; bound: number }[]> {
    return lastWrites(this.saves.dir);
  }

  /** The campaign's listing, when it loads and is not finished (its next scenario is there to play); else null. */
  async inProgress(id: string): Promise<CampaignListing | null> {
    const res = await this.saves.load(id);
    if (!res.ok || res.save.kind !== 'campaign' || !res.save.campaign) return null;
    const c = res.save.campaign;
    if (c.current >= CAMPAIGN_SCENARIOS) return null;
    const g = res.save.game;
    return this.listing(res.slot, res.save.name, res.save.savedAt, c, g ? { seed: g.seed, moves: g.actions.length } : null);
  }

  /** One campaign as the list shows it: its game's moves and last kept choice counted from its checked journal. */
  private async listing(id: string, name: string, savedAt: string, c: CampaignData, checkpoint: { seed: number | string; moves: number } | null): Promise<CampaignListing> {
    const kept = checkpoint ? await keptProgress(join(this.saves.dir, `${id}.journal`), { ...checkpoint, playedAt: savedAt }) : null;
    return {
      id,
      name,
      difficulty: c.difficulty,
      allies: c.allies,
      scenarioOrder: c.scenarioOrder,
      current: c.current,
      currentScenario: c.scenarioOrder[c.current] ?? null,
      finished: c.current >= CAMPAIGN_SCENARIOS,
      results: c.results.map(({ game, ...r }) => ({ ...r, replayable: game !== undefined })),
      hasGameInProgress: checkpoint !== null,
      moves: kept?.moves ?? 0,
      savedAt,
      lastPlayedAt: kept?.lastPlayedAt ?? savedAt,
      summary: campaignSummary(c, kept ? kept.moves : null),
    };
  }

  /** Load a campaign; the game in progress (if any) goes through the verify hook. */
  async load(id: string): Promise<CampaignLoadResult> {
    return this.fromLoad(await this.saves.load(this.checkId(id)));
  }

  async loadBackup(id: string, n: number): Promise<CampaignLoadResult> {
    return this.fromLoad(await this.saves.loadBackup(this.checkId(id), n));
  }

  /**
   * What the session needs to resume: the game in progress as (config, seed,
   * actions), so replay() rebuilds exactly the saved state; or, between
   * scenarios, the config of the next one.
   */
  async continue(id: string): Promise<ContinueResult> {
    const res = await this.load(id);
    if (!res.ok) return res;
    const c = res.campaign;
    const scenarioId = c.scenarioOrder[c.current] ?? null;
    return {
      ok: true,
      campaign: c,
      scenarioId,
      game: res.game ? { config: res.game.config, seed: res.game.seed, actions: res.game.actions } : null,
      newGame: res.game ? null : scenarioConfig(c),
    };
  }

  /** Change the displayed name (the id, and so the file, stay the same). */
  async rename(id: string, newName: string): Promise<void> {
    const name = DisplayNameSchema.safeParse(typeof newName === 'string' ? newName.trim() : newName);
    if (!name.success) {
      throw new SaveError('bad-name', msg('main.campaign.badName', { max: 64 }));
    }
    await this.update(id, (save) => ({ game: save.game, campaign: save.campaign as CampaignData, displayName: name.data }));
  }

  /**
   * Removes the campaign and its backups. Under the lock of every campaign
   * write: a turn's autosave that read the file before the delete would
   * otherwise write it back after.
   */
  async delete(id: string): Promise<boolean> {
    const slot = this.checkId(id);
    return this.mutex.run(slot, () => this.saves.delete(slot));
  }

  /** Remove temp files left by interrupted writes (never a campaign or backup). */
  cleanupTempFiles(olderThanMs?: number): Promise<number> {
    return this.saves.cleanupTempFiles(olderThanMs);
  }

  /** Autosave the game in progress after a turn (atomic; the previous turn becomes backup 1). */
  async recordTurn(id: string, game: GameRecord): Promise<{ turns: number }> {
    let turns = 0;
    await this.update(id, (save, c) => {
      if (c.current >= CAMPAIGN_SCENARIOS) {
        throw new SaveError('invalid', msg('main.campaign.finishedNoGame', { name: save.name }));
      }
      const scenario = c.scenarioOrder[c.current];
      if (game.config.story !== scenario) {
        throw new SaveError('invalid', msg('main.campaign.notCurrentGame', { game: String(game.config.story), scenario: String(scenario) }));
      }
      turns = c.turns + 1;
      return { game, campaign: { ...c, turns }, displayName: save.name };
    });
    return { turns };
  }

  /** Record a finished scenario; the next scenario becomes current (no game in progress until it starts). */
  async finishScenario(id: string, result: ScenarioOutcome): Promise<Campaign> {
    const scores = ScoresSchema.safeParse(result.scores);
    if (!scores.success) throw new SaveError('invalid', msg('main.campaign.badScores'));
    if (result.outcome !== 'won' && result.outcome !== 'lost') {
      throw new SaveError('invalid', msg('main.campaign.badOutcome'));
    }
    let out: Campaign | undefined;
    await this.update(id, (save, c) => {
      const scenario = c.scenarioOrder[c.current];
      if (scenario === undefined || scenario !== result.scenarioId) {
        throw new SaveError('invalid', msg('main.campaign.notCurrentScenario', { scenario: result.scenarioId, name: save.name }));
      }
      if (result.finalGame && result.finalGame.config.story !== scenario) {
        throw new SaveError('invalid', msg('main.campaign.finishedNotCurrent', { scenario }));
      }
      const finalGame = result.finalGame ?? save.game;
      const next: CampaignData = {
        ...c,
        turns: c.turns + (result.finalGame ? 1 : 0),
        current: c.current + 1,
        results: [
          ...c.results,
          {
            scenarioId: scenario,
            outcome: result.outcome,
            scores: scores.data,
            finishedAt: this.now().toISOString(),
            moves: finalGame?.actions.length ?? 0,
            ...(finalGame ? { game: keptGame(finalGame) } : {}),
          },
        ],
      };
      out = { ...next, name: save.name, savedAt: '' };
      return { game: null, campaign: next, displayName: save.name };
    });
    const saved = out as Campaign;
    const reread = await this.saves.loadUnverified(saved.id);
    return reread.ok ? toCampaign(reread.save) : saved;
  }

  /**
   * The finished game of scenario `index` (in play order), for its replay;
   * a result recorded before replays were kept has none.
   */
  async finishedGame(
    id: string,
    index: number,
  ): Promise<{ ok: true; game: KeptGame; scenarioId: string; scenarioName: string } | { ok: false; error: { code: string; message: string; words: Msg } }> {
    const res = await this.load(id);
    if (!res.ok) return res;
    const result = res.campaign.results[index];
    if (!result) return { ok: false, error: { code: 'not-found', ...wordsAndMessage(msg('main.campaign.notFinished', { n: index + 1, name: res.campaign.name })) } };
    const known = findScenario(result.scenarioId) !== undefined;
    const scenario = known ? scenarioName(result.scenarioId) : msg('main.title.named', { name: result.scenarioId });
    if (!result.game) {
      return { ok: false, error: { code: 'no-replay', ...wordsAndMessage(msg('main.campaign.noReplay', { scenario })) } };
    }
    return { ok: true, game: result.game, scenarioId: result.scenarioId, scenarioName: sayEnglish(scenario) };
  }

  // ------------------------------------------------------------ internals

  private fromLoad(res: LoadResult): CampaignLoadResult {
    if (!res.ok) return res;
    if (res.save.kind !== 'campaign' || !res.save.campaign) {
      return {
        ok: false,
        error: loadError('foreign', msg('main.campaign.isGame', { name: res.slot })),
        backupAvailable: false,
      };
    }
    return { ok: true, campaign: toCampaign(res.save), game: res.save.game };
  }

  private checkId(id: string): string {
    const v = validateSlotName(id);
    if (!v.ok) throw new SaveError('bad-name', msg('main.campaign.badId'));
    return v.name;
  }

  /**
   * Read-modify-write under the per-campaign lock that delete() takes too.
   * When the campaign file is damaged, the newest readable backup supplies
   * the campaign data (the damaged file is set aside by the save, never
   * lost). When the file is missing the campaign is gone (deleted, or a delete
   * cut short that left backups behind): the write is refused, never a
   * campaign brought back from its backups that the list no longer shows.
   */
  private async update(
    id: string,
    change: (save: SaveFile, c: CampaignData) => { game: GameRecord | null; campaign: CampaignData; displayName: string },
  ): Promise<void> {
    const slot = this.checkId(id);
    await this.mutex.run(slot, async () => {
      let res = await this.saves.loadUnverified(slot);
      if (!res.ok && res.error.code === 'not-found') {
        throw new SaveError('not-found', msg('main.campaign.gone', { subject: campaignLabel(slot).subject }));
      }
      if (!res.ok && res.backupAvailable && res.backup !== undefined && res.error.code !== 'newer-version') {
        res = await this.saves.loadBackup(slot, res.backup, { verify: false });
      }
      if (!res.ok) {
        const code = res.error.code === 'not-found' ? 'not-found' : 'invalid';
        throw new SaveError(code, asCampaign(res.error.words));
      }
      if (res.save.kind !== 'campaign' || !res.save.campaign) {
        throw new SaveError('invalid', msg('main.campaign.isGameSave', { subject: campaignLabel(slot).subject }));
      }
      const next = change(res.save, res.save.campaign);
      await this.saves.save(slot, { kind: 'campaign', ...next });
    });
  }
}
