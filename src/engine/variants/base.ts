// THE BASE GAME: every rules module's steps, and what the base game keeps from
// a seat: the order of the decks, the clan piles (face down for everyone, their
// owner included) and the village pile below its face-up top tile.
import type { Rng } from '../core/rng.js';
import { reshuffle } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import type { Variant } from '../core/variant.js';
import type { GameView } from '../core/view-types.js';
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

const HIDDEN = -1;
const blank = (ids: number[]): number[] => ids.map(() => HIDDEN);

function mask(v: GameView): void {
  for (const p of v.players) p.pile = blank(p.pile);
  v.events.deck = blank(v.events.deck);
  v.revelations.deck = blank(v.revelations.deck);
  // The village pile is face up: its top tile is public, the rest is not.
  v.villages.pile = v.villages.pile.map((id, i, all) => (i === all.length - 1 ? id : HIDDEN));
}

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
  hidden: {
    mask,
    hiddenKin: (s) => s.kin.filter((k) => k.loc === 'pile').map((k) => k.id),
    redeal,
    fingerprint: (s) => [s.rng, s.events.deck.length, s.revelations.deck.length, s.villages.pile.length, s.players.map((p) => p.pile.length)],
  },
};
