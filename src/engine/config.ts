// Building game configurations from a few options (CLI, tests, bots, the new-game screen).
import type { ClanId, Controller, GameConfig, Mode, Side } from './core/types.js';
import { CLANS } from './core/types.js';
import type { VariantConfigOptions } from './core/variant.js';
import { CONFIG_RULES } from './variants/configs.js';
import { CURRENT_READINGS } from './core/readings.js';
import { tableRulesOf, type TableRules } from './core/table-rules.js';

/**
 * The table rules (core/table-rules.ts) are options too: each left out is off.
 * A variant's own options are declared by its module (VariantConfigOptions).
 */
export interface ConfigOptions extends Partial<TableRules>, VariantConfigOptions {
  players: number;
  mode?: Mode;
  sides?: Side[];
  controllers?: Controller[];
  clans?: ClanId[];
  /** Leave out `readings` to build the config of a game begun before the readings (tests of old saves). */
  oldReadings?: boolean;
  /** The readings of a game begun under earlier ones (default: the current readings). */
  readings?: 2 | 3 | 4;
}

export function makeConfig(o: ConfigOptions): GameConfig {
  const mode = o.mode ?? 'standard';
  // The variants this mode plays, by what they declare: a clan one reserves (a story's Basilisk) is left to it by default.
  const played = CONFIG_RULES.filter((r) => r.enabled({ seats: [], mode, ...tableRulesOf(o) }));
  const reserved = new Set(played.flatMap((r) => r.reservedClans?.(o) ?? []));
  const clans = o.clans ?? CLANS.filter((c) => !reserved.has(c)).slice(0, o.players);
  const config: GameConfig = {
    seats: clans.slice(0, o.players).map((clan, i) => ({
      clan,
      controller: o.controllers?.[i] ?? 'human',
      name: `Player ${i + 1}`,
      ...(o.sides?.[i] !== undefined ? { side: o.sides[i] } : {}),
    })),
    mode,
    ...tableRulesOf(o),
    ...(o.oldReadings ? {} : { readings: o.readings ?? CURRENT_READINGS }),
  };
  for (const r of played) r.configure?.(config, o);
  return config;
}
