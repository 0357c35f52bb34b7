// THE BASE GAME: every rules module's steps, what each seat may see of its
// fields (base-view.ts), and how a computer re-deals what it may not: the order
// of the decks, the clan piles and the village pile below its face-up top tile.
import type { Rng } from '../core/rng.js';
import { reshuffle } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import type { Variant } from '../core/variant.js';
import { abilityTasks } from '../rules/abilities.js';
import { clanhouseTasks } from '../rules/clanhouse.js';
import { daytimeTasks } from '../rules/daytime.js';
import { effectsTasks } from '../rules/effects.js';
import { diplomatTasks } from '../rules/kin/diplomat.js';
import { nighttimeTasks } from '../rules/nighttime.js';
import { placementTasks } from '../rules/placement.js';
import { revelationTasks } from '../rules/revelations.js';
import { roundTasks } from '../rules/round.js';
import { orderingTasks } from '../rules/simultaneous.js';
import { villageTasks } from '../rules/villages.js';
import { baseView } from './base-view.js';

function redeal(d: GameState, _seat: number, rng: Rng): void {
  d.events.deck = reshuffle(d.events.deck, rng);
  d.revelations.deck = reshuffle(d.revelations.deck, rng);
  const pile = d.villages.pile;
  if (pile.length > 2) {
    const top = pile[pile.length - 1]!;
    d.villages.pile = [...reshuffle(pile.slice(0, -1), rng), top];
  }
  // Which tile is where in a clan pile is unknown; what the pile holds is not (every clan has the same tiles).
  for (const p of d.players) p.pile = reshuffle(p.pile, rng);
}

export const base: Variant = {
  id: 'base',
  enabled: () => true,
  tasks: [
    roundTasks,
    effectsTasks,
    placementTasks,
    abilityTasks,
    diplomatTasks,
    daytimeTasks,
    villageTasks,
    revelationTasks,
    clanhouseTasks,
    nighttimeTasks,
    orderingTasks,
  ],
  view: baseView,
  hidden: {
    hiddenKin: (s) => s.kin.filter((k) => k.loc === 'pile').map((k) => k.id),
    redeal,
    fixed: {
      // A view's placeholders say where hidden tiles lie, not which they are: the piles' re-deal decides that.
      'kin.*.type': 'which hidden tile is which is re-dealt with the clan piles (and the asymmetric draws)',
    },
    fingerprint: (s) => [s.rng, s.events.deck.length, s.revelations.deck.length, s.villages.pile.length, s.players.map((p) => p.pile.length)],
  },
};
