// TEAM VS TEAM: four players in two factions of two, each faction sharing one
// pool of resources and moon shards (scoring by faction is in rules/scoring.ts).
import type { Variant } from '../core/variant.js';
import { TEAM_STARTING_RESOURCES } from '../content/constants.js';
import { emptyPool } from '../rules/setup.js';

export const team: Variant = {
  id: 'team',
  enabled: (config) => config.mode === 'team',
  setup: (s) => {
    const n = s.players.length;
    // "The player with the first player token teams up with the player to their right":
    // play is clockwise, so the player to the first player's right is the last in order.
    for (const p of s.players) p.faction = p.seat === 0 || p.seat === n - 1 ? 0 : 1;
    for (const p of s.players) p.pool = p.faction;
    s.pools = [0, 1].map(() => ({ ...emptyPool(), ...TEAM_STARTING_RESOURCES }));
  },
};
