// The six sectors of the board and the Phoenix Palace: names, moon shard
// colours and effects (rules, in our words), and spot layouts (house).
import type { Resource, Sector, Shard } from '../core/types.js';
import type { Effect, Provenance, SectorDef, SpotDef } from './types.js';

type Six<T> = [T, T, T, T, T, T];

const F: SpotDef = { cost: null };
const paid = (r: Resource): SpotDef => ({ cost: r });

/**
 * Spot layouts (house; the rules text shows paid spots only as icons). The
 * large side (3-4 players) has 2 free and 2 paid spots per sector, the small side
 * (2 players) 2 free and 1 paid. A paid spot never asks for the resource that the
 * sector's daytime effect hands out or mainly spends, and each resource appears
 * equally often (large: 4 coin, 4 scroll, 4 lantern; small: 2 of each). The small
 * side's paid spot is the large side's first paid spot.
 */
function spots(first: Resource, second: Resource): SectorDef['spots'] {
  return { large: [F, F, paid(first), paid(second)], small: [F, F, paid(first)] };
}

export const SECTOR_DEFS: Six<SectorDef> = [
  {
    sector: 0,
    name: 'The Gates',
    shard: 'coral',
    daytimeText: 'Take 1 lantern. You may also throw away one of the foreseen events.',
    nighttimeText: 'Each player with a kin here scores 4 FP; the strongest presence also takes a coral moon shard.',
    spots: spots('coin', 'scroll'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
  {
    sector: 1,
    name: 'The Capital',
    shard: 'coral',
    daytimeText:
      'Take 2 scrolls and put your herald at the top of the capital track; the heralds above it each drop one place.',
    nighttimeText: 'Each player with a kin here scores 2 FP; the strongest presence also takes a coral moon shard.',
    spots: spots('coin', 'lantern'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
  {
    sector: 2,
    name: 'The Rim',
    shard: 'jade',
    daytimeText:
      'Either explore up to two villages, or explore up to one and then build a village on the empty site in front of your pioneer.',
    nighttimeText: 'Each player with a kin here takes 1 scroll; the strongest presence also takes a jade moon shard.',
    spots: spots('lantern', 'scroll'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
  {
    sector: 3,
    name: 'The Shrine',
    shard: 'jade',
    daytimeText:
      'You may explore one village, then collect the benefits of any village from the starting village up to your pioneer.',
    nighttimeText:
      'Each player with a kin here takes 1 resource of their choice; the strongest presence also takes a jade moon shard.',
    spots: spots('scroll', 'coin'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
  {
    sector: 4,
    name: 'The Springs',
    shard: 'agate',
    daytimeText:
      'Buy up to two revelation cards for their scroll cost. Throw each one away for its FP or keep it for its effect; then refill the display.',
    nighttimeText: 'Each player with a kin here takes 1 lantern; the strongest presence also takes an agate moon shard.',
    spots: spots('lantern', 'coin'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
  {
    sector: 5,
    name: 'The Clanhouse',
    shard: 'agate',
    daytimeText:
      'You may reveal your next kin into the clanhouse row. Then you may recruit one of your ready kin there for its coin cost, swapping out one of your own kin, and score the FP under its slot.',
    nighttimeText: 'Each player with a kin here takes 1 coin; the strongest presence also takes an agate moon shard.',
    spots: spots('scroll', 'lantern'),
    spotsProvenance: 'house',
    provenance: 'rules',
  },
];

/** A sector's nighttime reward (for everyone present) and majority bonus. */
export interface NightReward {
  sector: Sector;
  /** Gained by every player with at least one kin in the sector. */
  reward: Effect[];
  /** One moon shard of this colour for the player with the most influence. */
  bonus: Shard;
  provenance: Provenance;
}

/** Nighttime rewards, index = sector (rules). */
export const NIGHT_REWARDS: Six<NightReward> = [
  { sector: 0, reward: [{ fp: 4 }], bonus: 'coral', provenance: 'rules' },
  { sector: 1, reward: [{ fp: 2 }], bonus: 'coral', provenance: 'rules' },
  { sector: 2, reward: [{ gain: { scroll: 1 } }], bonus: 'jade', provenance: 'rules' },
  { sector: 3, reward: [{ gainAny: 'resource', count: 1 }], bonus: 'jade', provenance: 'rules' },
  { sector: 4, reward: [{ gain: { lantern: 1 } }], bonus: 'agate', provenance: 'rules' },
  { sector: 5, reward: [{ gain: { coin: 1 } }], bonus: 'agate', provenance: 'rules' },
];

/** The Phoenix Palace (rules, in our words). */
export const PALACE_DEF = {
  name: 'The Phoenix Palace',
  daytimeText:
    'Either take 1 resource of your choice, or pay 1 lantern to use the daytime effect of one highlighted sector. Then turn the palace one sector clockwise.',
  nighttimeText:
    'Each player scores 1 FP per kin of theirs in the palace and takes one moon shard of their choice; the strongest presence takes the first player token.',
  night: {
    /** Favor points per own kin in the palace. */
    fpPerKin: 1,
    /** Moon shards of the player's choice for having at least one kin there. */
    shardChoice: 1,
    /** Majority bonus. */
    bonus: 'firstPlayerToken',
  },
  provenance: 'rules',
} as const;

/** The moon shard colour of a sector (rules). */
export function sectorShard(sector: Sector): Shard {
  return SECTOR_DEFS[sector].shard;
}

/** The definition of a sector. */
export function sectorDef(sector: Sector): SectorDef {
  return SECTOR_DEFS[sector];
}
