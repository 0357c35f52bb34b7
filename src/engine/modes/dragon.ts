// DRAGON RULES: the dragon sits on a moon between two sectors (moon m lies
// between sector m and m+1). Placing a kin in one of its sectors moves it to
// an adjacent moon; at night the two sectors must together reach the dragon's
// influence or their rewards are lost.
import { defineChoice, task } from '../core/flow.js';
import { gain, log, sectorName, seatName, turnOrder } from '../core/state.js';
import type { GameState, NoData, Sector, Task } from '../core/types.js';
import { DRAGON_INFLUENCE, sectorShard } from '../content/index.js';
import { nightHooks, sectorInfluence } from '../rules/nighttime.js';
import { placementHooks } from '../rules/placement.js';
import { aShard, selfPossessive } from '../rules/words.js';

declare module '../core/types.js' {
  interface TaskData {
    moveDragon: NoData;
  }
}

export function dragonSectors(moon: number): [Sector, Sector] {
  return [moon as Sector, ((moon + 1) % 6) as Sector];
}

export function dragonThreshold(s: GameState): number {
  const n = Math.min(4, Math.max(2, s.players.length)) as 2 | 3 | 4;
  return DRAGON_INFLUENCE[n];
}

/** Total influence of all players in both dragon sectors. */
export function dragonInfluence(s: GameState): number {
  let total = 0;
  for (const sector of dragonSectors(s.dragon)) for (const inf of sectorInfluence(s, sector).values()) total += inf;
  return total;
}

const previousAfter = placementHooks.afterSectorPlacement;
placementHooks.afterSectorPlacement = (s, seat, sector): Task[] => {
  const steps = previousAfter(s, seat, sector);
  // "Whenever a player places a kin ... on one of the Dragon sectors ... the player must move the Dragon."
  if (s.config.dragon && dragonSectors(s.dragon).includes(sector)) steps.push(task('moveDragon', seat));
  return steps;
};

defineChoice('moveDragon', {
  kind: 'moveDragon',
  prompt: () => 'Move the dragon to one of the two neighbouring moons.',
  options: (s) => [
    { t: 'slot' as const, slot: (s.dragon + 5) % 6 },
    { t: 'slot' as const, slot: (s.dragon + 1) % 6 },
  ],
  resolve: (s, t, a) => {
    if (a.t !== 'slot') return;
    s.dragon = a.slot;
    const [x, y] = dragonSectors(a.slot);
    log(s, t.seat, `${seatName(s, t.seat)} moves the dragon to the moon between ${sectorName(x)} and ${sectorName(y)}.`);
  },
});

const previousBefore = nightHooks.beforeSector;
nightHooks.beforeSector = (s, sector) => {
  const base = previousBefore(s, sector);
  if (!s.config.dragon || s.dragon < 0) return base;
  const pair = dragonSectors(s.dragon);
  if (!pair.includes(sector)) return base;
  const total = dragonInfluence(s);
  const threshold = dragonThreshold(s);
  // Scoring runs from the Gates clockwise, so the pair's first sector is the lower index.
  const first = Math.min(pair[0], pair[1]);
  if (total < threshold) {
    if (sector === first) {
      log(s, -1, `The dragon is not appeased (${total} of ${threshold} influence): no rewards in ${sectorName(pair[0])} or ${sectorName(pair[1])}.`);
    }
    return { score: false, steps: base.steps };
  }
  // The extra shards are handed out once, when scoring reaches the first of the two sectors.
  if (sector === first) {
    log(s, -1, `The dragon is appeased (${total} of ${threshold} influence).`);
    for (const seat of turnOrder(s)) {
      for (const x of pair) {
        if (sectorInfluence(s, x).has(seat)) {
          gain(s, seat, sectorShard(x));
          log(s, seat, `${seatName(s, seat)} gains ${aShard(sectorShard(x))} from the appeased dragon for ${selfPossessive(s, seat)} influence in ${sectorName(x)}.`);
        }
      }
    }
  }
  return base;
};
