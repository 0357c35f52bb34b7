// The table rules on the headless tools' command lines (sim, arena): one flag
// per rule of the engine's list, named after its id (palaceAlt: --palace-alt),
// so a rule added to the list is a flag of both tools with nothing more.
import { TABLE_RULES, TABLE_RULE_IDS, tableRulesOf, type TableRule, type TableRules } from '../../engine/index.js';

/** A rule's flag without its dashes: its id in kebab case. */
export function ruleFlag(id: TableRule): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The parseArgs options of the rule flags: each a boolean, off unless given. */
export const TABLE_RULE_OPTIONS: Readonly<Record<string, { type: 'boolean'; default: boolean }>> = Object.fromEntries(
  TABLE_RULE_IDS.map((id) => [ruleFlag(id), { type: 'boolean' as const, default: false }]),
);

/** The rules the parsed flags switch on. */
export function tableRulesFromFlags(values: Readonly<Record<string, unknown>>): TableRules {
  return tableRulesOf(Object.fromEntries(TABLE_RULE_IDS.map((id) => [id, values[ruleFlag(id)]])));
}

/** The usage lines of the rule flags, their words starting at column `column`. */
export function tableRuleUsage(column: number): string {
  return TABLE_RULES.map((r) => `  --${ruleFlag(r.id)}`.padEnd(column) + `the ${r.tag} table rule`).join('\n');
}
