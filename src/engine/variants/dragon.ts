// DRAGON RULES: the dragon sits on a moon between two sectors (moon m lies
// between sector m and m+1). Placing a kin in one of its sectors moves it to
// an adjacent moon; at night the two sectors must together reach the dragon's
// influence or their rewards are lost.
import { task, TaskTable } from '../core/flow.js';
import { msg } from '../core/message.js';
import { gain, log, seatName, turnOrder } from '../core/state.js';
import type { GameState, NoData, Sector, Task } from '../core/types.js';
import type { SectorScoring, Variant } from '../core/variant.js';
import { sectorShard } from '../content/index.js';
import { DRAGON_INFLUENCE, DRAGON_START_MOON } from '../content/constants.js';
import { sectorInfluence } from '../rules/nighttime.js';
import { aShard, seatKind } from '../rules/words.js';
import { sectorAs } from '../rules/sector-words.js';

declare module '../core/types.js' {
  interface TaskData {
    moveDragon: NoData;
  }
  interface VariantDecisionKinds {
    moveDragon: true;
  }
  interface VariantStates {
    /** The moon the dragon stands on (moon m sits between sector m and m+1); -1 in a game without it. */
    dragon: number;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const dragonTasks = new TaskTable();

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

function afterSectorPlacement(s: GameState, seat: number, sector: Sector, steps: Task[]): Task[] {
  // "Whenever a player places a kin ... on one of the Dragon sectors ... the player must move the Dragon."
  if (dragonSectors(s.dragon).includes(sector)) steps.push(task('moveDragon', seat));
  return steps;
}

dragonTasks.choice('moveDragon', {
  kind: 'moveDragon',
  prompt: () => msg('variants.dragon.prompt'),
  slotRow: 'moon',
  label: (_s, _t, a) =>
    a.t === 'slot' ? msg('variants.dragon.label', { a: sectorAs('obj', a.slot), b: sectorAs('obj', (a.slot + 1) % 6) }) : null,
  options: (s) => [
    { t: 'slot' as const, slot: (s.dragon + 5) % 6 },
    { t: 'slot' as const, slot: (s.dragon + 1) % 6 },
  ],
  resolve: (s, t, a) => {
    if (a.t !== 'slot') return;
    s.dragon = a.slot;
    const [x, y] = dragonSectors(a.slot);
    log(s, t.seat, () => msg('variants.dragon.log.moved', { seat: seatName(s, t.seat), a: sectorAs('obj', x), b: sectorAs('obj', y) }));
  },
});

function beforeSector(s: GameState, sector: Sector, base: SectorScoring): SectorScoring {
  if (s.dragon < 0) return base;
  const pair = dragonSectors(s.dragon);
  if (!pair.includes(sector)) return base;
  const total = dragonInfluence(s);
  const threshold = dragonThreshold(s);
  // Scoring runs from the Gates clockwise, so the pair's first sector is the lower index.
  const first = Math.min(pair[0], pair[1]);
  if (total < threshold) {
    if (sector === first) {
      log(s, -1, () => msg('variants.dragon.log.notAppeased', { total, threshold, a: sectorAs('obj', pair[0]), b: sectorAs('obj', pair[1]) }));
    }
    return { score: false, steps: base.steps };
  }
  // The extra shards are handed out once, when scoring reaches the first of the two sectors.
  if (sector === first) {
    log(s, -1, () => msg('variants.dragon.log.appeased', { total, threshold }));
    for (const seat of turnOrder(s)) {
      for (const x of pair) {
        if (sectorInfluence(s, x).has(seat)) {
          gain(s, seat, sectorShard(x));
          log(
            s,
            seat,
            () => msg('variants.dragon.log.shard', { seat: seatName(s, seat), shard: aShard(sectorShard(x)), who: seatKind(s, seat), sector: sectorAs('in', x) }),
          );
        }
      }
    }
  }
  return base;
}

export const dragon: Variant = {
  id: 'dragon',
  enabled: (config) => !!config.dragon,
  tasks: [dragonTasks],
  state: { dragon: (config) => (config.dragon ? DRAGON_START_MOON : -1) },
  // The dragon's moon lies on the table for all to see.
  view: { fields: { dragon: 'public' } },
  hooks: { afterSectorPlacement, beforeSector },
  bots: {
    // The two sectors score only if together they reach the dragon's strength (a contest still open: a coin toss);
    // appeased, it pays an extra shard for presence in each.
    sectorOdds: (s, contest) => {
      if (s.dragon < 0) return null;
      const sectors = dragonSectors(s.dragon);
      let total = 0;
      for (const x of sectors) for (const id of s.board[x]!) if (id >= 0) total += s.kin[id]!.cloaked ? 2 : 1;
      return { sectors, odds: total >= dragonThreshold(s) ? 1 : contest ? 0.5 : 0, extraShard: true };
    },
  },
  invariants: (s) => (s.dragon >= 0 && s.dragon < 6 ? [] : [`dragon at ${s.dragon}`]),
};
