// The engine's word on what makes a game, light enough for a form: the list of
// table rules and the one setup check createGame runs. The renderer may take
// these values from the engine (besides geometry/): they run no rules and load
// no more content than clan and story names (eslint.config.js).
export { COOP_TABLE_RULE_IDS, TABLE_RULE_IDS, TABLE_RULES, tableRulesOf, tableRuleTags } from './core/table-rules.js';
export type { TableRule, TableRules } from './core/table-rules.js';
export { setupProblems } from './rules/setup-check.js';
export type { SetupField, SetupProblem } from './rules/setup-check.js';
