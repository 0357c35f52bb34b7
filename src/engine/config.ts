// Building game configurations from a few options (CLI, tests, bots, the new-game screen).
import type { ClanId, Controller, Difficulty, GameConfig, Mode, Side } from './core/types.js';
import { CLANS } from './core/types.js';
import { findScenario } from './content/index.js';
import { CURRENT_READINGS } from './core/readings.js';
import { tableRulesOf, type TableRules } from './core/table-rules.js';

/** The table rules (core/table-rules.ts) are options too: each left out is off. */
export interface ConfigOptions extends Partial<TableRules> {
  players: number;
  mode?: Mode;
  difficulty?: Difficulty;
  story?: string | null;
  sides?: Side[];
  controllers?: Controller[];
  clans?: ClanId[];
  /** Coop: the Basilisk's table side. */
  basiliskSide?: Side;
  /** Coop: the ally who makes the Basilisk's open choices, or let the engine make them. */
  goldenRuleSeat?: number;
  goldenRuleAuto?: boolean;
  /** Leave out `readings` to build the config of a game begun before the readings (tests of old saves). */
  oldReadings?: boolean;
  /** The readings of a game begun under earlier ones (default: the current readings). */
  readings?: 2 | 3 | 4;
}

export function makeConfig(o: ConfigOptions): GameConfig {
  const mode = o.mode ?? 'standard';
  // Story mode: the Basilisk plays the clan of the scenario deck, so the allies default to the others.
  const storyClan = mode === 'coop' && o.story ? findScenario(o.story)?.clan : undefined;
  const clans = o.clans ?? CLANS.filter((c) => c !== storyClan).slice(0, o.players);
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
  if (mode === 'coop') {
    const used = new Set(clans.slice(0, o.players));
    config.difficulty = o.difficulty ?? 'medium';
    config.story = o.story ?? null;
    const free = storyClan && !used.has(storyClan) ? storyClan : CLANS.find((c) => !used.has(c))!;
    config.basilisk = { clan: free, ...(o.basiliskSide !== undefined ? { side: o.basiliskSide } : {}) };
    if (o.goldenRuleSeat !== undefined) config.goldenRuleSeat = o.goldenRuleSeat;
    if (o.goldenRuleAuto) config.goldenRuleAuto = true;
  }
  return config;
}
