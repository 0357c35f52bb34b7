// The engine's own words on what makes a game: the list of table rules (the
// form's checkboxes and the config's fields are built from it) and the one
// setup check the engine runs before a game starts, so the new-game form
// refuses exactly what the engine would. These are the only values the
// renderer takes from the engine beyond geometry/ (ESLint's boundary,
// eslint.config.js), and they pass through this file alone.
// eslint-disable-next-line no-restricted-imports -- the setup list and check are pure and shared with the form (issue 23)
export { COOP_TABLE_RULE_IDS, TABLE_RULE_IDS, TABLE_RULES, setupProblems, tableRulesOf } from '../engine/index.js';
export type { SetupProblem as EngineSetupProblem, SetupField as EngineSetupField, TableRule, TableRules } from '../engine/index.js';
