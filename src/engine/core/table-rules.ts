// The table rules a game can switch on beside its mode, each one a variant of
// its own (src/engine/variants). This list is the one place that names them:
// the config type, the channel schemas, the new-game form, the command line
// and the save listings are all built from it. Which rules a mode refuses is
// the mode's own declaration (core/variant.ts ConfigRules.refusedTableRules).

export const TABLE_RULES = [
  { id: 'palaceAlt', tag: 'palace' },
  { id: 'dragon', tag: 'dragon' },
  { id: 'asymmetric', tag: 'asymmetric' },
] as const;

export type TableRule = (typeof TABLE_RULES)[number]['id'];
export type TableRules = Record<TableRule, boolean>;

export const TABLE_RULE_IDS: readonly TableRule[] = TABLE_RULES.map((r) => r.id);

/** Every table rule switched on or off as `o` says (missing or falsy: off). */
export function tableRulesOf(o: Partial<Record<TableRule, unknown>>): TableRules {
  const out = {} as TableRules;
  for (const id of TABLE_RULE_IDS) out[id] = !!o[id];
  return out;
}

/** Short words for the rules switched on, in list order: e.g. ['palace', 'dragon']. */
export function tableRuleTags(o: Partial<Record<TableRule, unknown>>): string[] {
  return TABLE_RULES.filter((r) => !!o[r.id]).map((r) => r.tag);
}
