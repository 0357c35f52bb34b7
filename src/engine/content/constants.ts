// Numbers of the game that are not cards or tiles. Each constant's provenance
// is listed in CONSTANT_PROVENANCE (and in docs/content.md).
import type { Difficulty, Resource } from '../core/types.js';
import type { Amount, Provenance } from './types.js';

/** Apprentices and fighters a seat starts with. */
export interface StartingSet {
  apprentice: number;
  fighter: number;
}

export type StartingSetKey =
  | 'twoPlayer'
  | 'threeFourPlayer'
  | 'twoAllies'
  | 'threeAllies'
  | 'basiliskVanilla'
  | 'basiliskStory';

/** Starting kin sets (rules). twoAllies/threeAllies: each ally's, by how many allies face the Basilisk. */
export const STARTING_SETS: Record<StartingSetKey, StartingSet> = {
  twoPlayer: { apprentice: 5, fighter: 1 },
  threeFourPlayer: { apprentice: 4, fighter: 1 },
  twoAllies: { apprentice: 4, fighter: 1 },
  threeAllies: { apprentice: 3, fighter: 1 },
  basiliskVanilla: { apprentice: 3, fighter: 1 },
  basiliskStory: { apprentice: 5, fighter: 1 },
};

/** Random extra kin (no apprentice or fighter) added to the Basilisk's stack, by ally count (rules). */
export const BASILISK_EXTRA_KIN: { vanilla: Record<2 | 3, number>; story: Record<2 | 3, number> } = {
  vanilla: { 2: 4, 3: 5 },
  story: { 2: 2, 3: 3 },
};

/** Size of the Basilisk's stack once setup is done, by ally count (rules: "8 kin ... or 9 kin"). */
export const BASILISK_STACK_SIZE: Record<2 | 3, number> = { 2: 8, 3: 9 };

/** Each player's (and the Basilisk's) starting resources (rules). */
export const STARTING_RESOURCES: Record<Resource, number> = { coin: 4, scroll: 3, lantern: 2 };

/** Each team-mode faction's shared starting resources (rules). */
export const TEAM_STARTING_RESOURCES: Record<Resource, number> = { coin: 8, scroll: 6, lantern: 4 };

/** Resources of the allies' choice added to (or removed from) their start, by difficulty (rules). */
export const DIFFICULTY_ADJUST: Record<Difficulty, number> = { easy: 2, medium: 0, hard: -2, heroic: -4 };

/** Favor points the Basilisk scores for each twist card, by difficulty (rules). */
export const TWIST_FP: Record<Difficulty, number> = { easy: 0, medium: 4, hard: 8, heroic: 12 };

/** Dragon rules: the dragon's influence by number of players (rules). */
export const DRAGON_INFLUENCE: Record<2 | 3 | 4, number> = { 2: 7, 3: 7, 4: 8 };

/** Dragon rules: starting moon; moon m lies between sector m and m+1, so 0 = between Gates and Capital (rules). */
export const DRAGON_START_MOON = 0;

/** Number of foreseen event slots in the Gates (house). */
export const EVENT_SLOTS = 3;

/** Face-up revelation cards in the Springs (rules: "reveal the top three cards"). */
export const REVELATION_SLOTS = 3;

/** Rounds in a game (rules). */
export const ROUNDS = 3;

/** Sectors the palace highlights at once (rules). */
export const HIGHLIGHT_COUNT = 3;

/** At palace rotation r the highlighted sectors are r + offset (mod 6) (house: the rules text does not say which). */
export const HIGHLIGHT_OFFSETS: readonly number[] = [0, 1, 2];

/** Springs: revelation cards a player may acquire with one daytime effect (rules). */
export const SPRINGS_MAX_ACQUIRE = 2;

/** Cost to place a kin cloaked (rules). */
export const CLOAK_COST: Amount = { coin: 1 };

/** Cost of the palace's second daytime option: a highlighted sector's daytime effect (rules). */
export const PALACE_HIGHLIGHT_COST: Amount = { lantern: 1 };

/** Influence of one kin by side shown (rules). */
export const INFLUENCE = { unveiled: 1, cloaked: 2 } as const;

/** Final scoring values (rules). */
export const END_SCORING = {
  /** Three shards of one colour. */
  shardSetSame: 9,
  /** Three shards of three different colours. */
  shardSetMixed: 6,
  /** Each shard left over. */
  shardSingle: 1,
  /** Resources per set (any kinds mixed). */
  resourceSetSize: 3,
  /** Favor points per resource set. */
  resourceSetFp: 3,
  /** A first-player token counts as one moon shard of any colour. */
  firstPlayerTokenShards: 1,
} as const;

/** Provenance of every constant in this module. */
export const CONSTANT_PROVENANCE: Record<string, Provenance> = {
  STARTING_SETS: 'rules',
  BASILISK_EXTRA_KIN: 'rules',
  BASILISK_STACK_SIZE: 'rules',
  STARTING_RESOURCES: 'rules',
  TEAM_STARTING_RESOURCES: 'rules',
  DIFFICULTY_ADJUST: 'rules',
  TWIST_FP: 'rules',
  DRAGON_INFLUENCE: 'rules',
  DRAGON_START_MOON: 'rules',
  EVENT_SLOTS: 'house',
  REVELATION_SLOTS: 'rules',
  ROUNDS: 'rules',
  HIGHLIGHT_COUNT: 'rules',
  HIGHLIGHT_OFFSETS: 'house',
  SPRINGS_MAX_ACQUIRE: 'rules',
  CLOAK_COST: 'rules',
  PALACE_HIGHLIGHT_COST: 'rules',
  INFLUENCE: 'rules',
  END_SCORING: 'rules',
};
