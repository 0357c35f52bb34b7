// Building game configurations from a few options (CLI, tests, bots, the new-game screen).
import type { ClanId, Controller, Difficulty, GameConfig, Mode, Side } from './core/types.js';
import { CLANS } from './core/types.js';

export interface ConfigOptions {
  players: number;
  mode?: Mode;
  palaceAlt?: boolean;
  dragon?: boolean;
  asymmetric?: boolean;
  difficulty?: Difficulty;
  story?: string | null;
  sides?: Side[];
  controllers?: Controller[];
  clans?: ClanId[];
  /** Coop: the Basilisk's table side. */
  basiliskSide?: Side;
}

export function makeConfig(o: ConfigOptions): GameConfig {
  const mode = o.mode ?? 'standard';
  const clans = o.clans ?? CLANS.slice(0, o.players);
  const config: GameConfig = {
    seats: clans.slice(0, o.players).map((clan, i) => ({
      clan,
      controller: o.controllers?.[i] ?? 'human',
      name: `Player ${i + 1}`,
      ...(o.sides?.[i] !== undefined ? { side: o.sides[i] } : {}),
    })),
    mode,
    palaceAlt: !!o.palaceAlt,
    dragon: !!o.dragon,
    asymmetric: !!o.asymmetric,
  };
  if (mode === 'coop') {
    const used = new Set(clans.slice(0, o.players));
    config.difficulty = o.difficulty ?? 'medium';
    config.story = o.story ?? null;
    config.basilisk = { clan: CLANS.find((c) => !used.has(c))!, ...(o.basiliskSide !== undefined ? { side: o.basiliskSide } : {}) };
  }
  return config;
}
