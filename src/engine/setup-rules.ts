// The engine's word on what makes a game, light enough for a form: the list of
// table rules and the one setup check createGame runs. The renderer may take
// these values from the engine (besides geometry/): they run no rules and load
// no more content than clan and story names (eslint.config.js).
// A variant's own config checks come from its light declaration (variants/configs.ts).
import type { GameConfig, Mode } from './core/types.js';
import { MODES } from './core/types.js';
import { configProblems, modeOptions as modeOptionsUnder, type ModeOptions, type SetupProblem } from './rules/setup-check.js';
import { CONFIG_RULES } from './variants/configs.js';

export { TABLE_RULE_IDS, TABLE_RULES, tableRulesOf, tableRuleTags } from './core/table-rules.js';
export type { TableRule, TableRules } from './core/table-rules.js';
export type { ModeOptions, SetupField, SetupProblem } from './rules/setup-check.js';

/** Every reason `config` cannot start a game, in plain words; empty when it can. */
export function setupProblems(config: GameConfig): SetupProblem[] {
  return configProblems(config, CONFIG_RULES);
}

/**
 * What the new-game form offers in `mode` (numbers of seats, table rules, the
 * fields its variants add), so that the form asks the variants instead of
 * naming a mode.
 */
export function modeOptions(mode: Mode): ModeOptions {
  return modeOptionsUnder(mode, CONFIG_RULES);
}

/** The mode whose games may play a story scenario: the one whose variants add the `story` field (a campaign's games are of it). */
export const STORY_MODE: Mode = MODES.find((mode) => modeOptions(mode).fields.includes('story'))!;
