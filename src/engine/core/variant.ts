// A variant: one mode or table rule of the rulebook (the base game included),
// declared in one module. The game folds the ordered list of variants a config
// switches on (variants/index.ts); no variant patches another's code.
import type { Random, Rng } from './rng.js';
import type { TaskTable } from './task-table.js';
import type { ClanId, GameConfig, GameState, Kin, KinType, Sector, Side, SpotId, Task, VariantStates } from './types.js';
import type { Msg } from './message.js';
import type { TableRule } from './table-rules.js';
import type { VillageDef } from '../content/types.js';
import type { ScreenFacts } from './view-types.js';

/** Where the Phoenix Palace takes kin, and where a hit kin goes (the alternative mode has its own). */
export interface PalaceRules {
  /** Palace spots the seat may place on now. */
  placementSpots(s: GameState, seat: number): SpotId[];
  /** Put the kin on the palace spot and queue the palace's daytime effect. */
  place(s: GameState, seat: number, k: Kin, spot: SpotId): void;
  /** Where an unveiled kin goes when hit. */
  sendHit(s: GameState, k: Kin): void;
  /** Where the Basilisk's kin goes when its card sends it to the palace (default: the single palace spot). */
  placeBasilisk?(s: GameState, seat: number, k: Kin): void;
  /** The kin a placement on `spot` would bump off it (a spot that takes one kin only, and always the newcomer); none: it shares or is free. */
  displaced?(s: GameState, spot: SpotId): Kin | undefined;
}

/** What the standard setup lays out: the seats in play, their starting kin, the village tiles. */
export interface SetupPlan {
  /** Every seat in play, in play order: its clan, its table side, whether the rules play it (the Basilisk). */
  seats: { clan: ClanId; side: Side; isBasilisk: boolean }[];
  /** The kin each seat starts with in hand. */
  startingSet: Partial<Record<KinType, number>>;
  /** Whether a village tile is in the game. */
  villageInGame(v: VillageDef): boolean;
  /** Whether a tile of the village pile goes on the first empty site at once (a two-player game). */
  openSecondSite: boolean;
}

/** Whether a sector's rewards are scored at night, and steps to run first. */
export interface SectorScoring {
  score: boolean;
  steps: Task[];
}

/**
 * The points where a variant changes the base rules. Each receives what the
 * variants before it in the list made of the point (`prev`) and returns its own
 * answer, so a variant that does not apply returns `prev` unchanged.
 */
export interface RuleHooks {
  /** The steps of one turn of `seat`. */
  turnTasks(s: GameState, seat: number, prev: Task[]): Task[];
  /** How many turns `seat` plays in a row. */
  turnsInARow(s: GameState, seat: number, prev: number): number;
  /** Sectors `seat` may not place in. */
  blockedSectors(s: GameState, seat: number, prev: number[]): number[];
  /** Steps after the daytime effect of a placement in `sector`. */
  afterSectorPlacement(s: GameState, seat: number, sector: Sector, prev: Task[]): Task[];
  /** Whether `sector` scores at night (and steps first). */
  beforeSector(s: GameState, sector: Sector, prev: SectorScoring): SectorScoring;
  /** A task as it is scheduled, given as the variants before made it (the Golden Rule routes the Basilisk's steps to an ally). */
  schedule(s: GameState, t: Task): Task;
  /** At dawn, before the next round begins. */
  dawn(s: GameState): void;
  /** The favor a discarded revelation card gives (the printed value to start with). */
  discardFavor(s: GameState, printed: number, prev: number): number;
}

/**
 * What a seat may see of one top-level state field: all of it (`'public'`,
 * the state's own value: a view is only read), or what the function gives for
 * `seat` (TABLE_SEAT: the table). The function returns a fresh value and never
 * changes the state's.
 */
export type FieldView<T> = 'public' | ((value: T, s: GameState, seat: number) => unknown);

/**
 * The fields a module owns, as a seat may see them. A field no module
 * declares reaches no view, the all-open one included: secret by default.
 */
export interface ViewDeclarations {
  fields?: { [K in keyof GameState]?: FieldView<GameState[K]> };
  /** The screen facts of a game that plays the variant, given those of the variants before. */
  screen?(s: GameState, seat: number, prev: ScreenFacts): ScreenFacts;
}

/** What some seat may not see, as the bots and the session need it (what a view shows: `ViewDeclarations`). */
export interface HiddenInfo {
  /** Kin `seat` may not identify besides the face-down clan piles. */
  hiddenKin?(s: GameState, seat: number): Iterable<number>;
  /** Re-deal the hidden part on the copy `d` at random for `seat`, from `rng` only, after sorting what it shuffles. */
  redeal?(d: GameState, seat: number, rng: Rng): void;
  /**
   * Paths of fields hidden from some seat that `redeal` leaves as they
   * are, each with why a computer may plan on them as they are (bots/determinize.test.ts checks
   * that every other hidden field is re-dealt).
   */
  fixed?: Readonly<Record<string, string>>;
  /** Changes whenever the hidden part changes. */
  fingerprint?(s: GameState): unknown;
}

/** Sectors whose night rewards a variant may withhold, as a computer weighs them. */
export interface SectorOdds {
  sectors: readonly number[];
  /** The chance the rewards are paid (1 when sure). */
  odds: number;
  /** When paid, each seat present also gains one more shard of the sector's colour. */
  extraShard: boolean;
}

/** How a computer weighs the variant's rules when it scores a position. */
export interface BotHints {
  /** Sectors whose night rewards may be withheld (`contest`: the day is still being played). */
  sectorOdds?(s: GameState, contest: boolean): SectorOdds | null;
}

/** The setup fields a variant adds to the config, each a key (its module declares them by declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface VariantSetupFields {}

/** The part of the setup a problem belongs to, so a form can show it there. */
export type SetupField = 'config' | 'mode' | 'players' | 'clans' | 'sides' | TableRule | keyof VariantSetupFields;

/** Records one reason a config cannot start a game: its field, a stable code (the RulesError code), the words. */
export type AddSetupProblem = (field: SetupField, code: string, words: Msg) => void;

/**
 * The options a variant reads to build its own config fields (config.ts
 * makeConfig): each variant adds its own by declaration merging, as it adds
 * its config fields to GameConfig.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface VariantConfigOptions {}

/** A seat the rules play beside the config's own seats (the Basilisk). */
export interface RuleSeat {
  clan: ClanId;
  /** Its table side when the config sets one (else the first side free). */
  side?: Side;
  /** The setup field that chooses it, and the words when a seat of the config plays its clan too. */
  field: SetupField;
  clash(clan: ClanId): Msg;
}

/**
 * What a variant declares of a game's config, light enough for the new-game
 * form (setup-rules.ts loads it without the rules): its defaults, the seats
 * the rules play, its checks. The same object is the `config` of the variant
 * (variants/configs.ts lists them).
 */
export interface ConfigRules {
  /** Whether a config plays the variant (as `Variant.enabled`). */
  enabled(config: GameConfig): boolean;
  /** The numbers of the config's seats the variant allows, when it sets them (its check words the problem). */
  players?: readonly number[];
  /** Table rules a game of the variant may not add. */
  refusedTableRules?: readonly TableRule[];
  /** The setup fields the variant adds to a new-game form. */
  fields?: readonly SetupField[];
  /** Clans the seats leave free when the options name none (the clan a chosen story gives the rules' seat). */
  reservedClans?(o: VariantConfigOptions): ClanId[];
  /** Fills the variant's own config fields from the options, the seats being chosen. */
  configure?(config: GameConfig, o: VariantConfigOptions): void;
  /** The seats the rules play, after the config's (none until the config names them). */
  ruleSeats?(config: GameConfig): RuleSeat[];
  /** Problems of the seats and table rules, checked before the clans. */
  checkSeats?(config: GameConfig, add: AddSetupProblem): void;
  /** Problems of the variant's own fields, checked after the clans and sides. */
  check?(config: GameConfig, add: AddSetupProblem): void;
}

export interface Variant {
  /** A short name, unique in the list. */
  id: string;
  /** Whether a game with this config plays the variant. */
  enabled(config: GameConfig): boolean;
  /** The variant's own steps, with their handlers (installed for every game; its steps appear only in its games). */
  tasks?: readonly TaskTable[];
  /**
   * The variant's own top-level state fields (core/types.ts VariantStates),
   * each with its value in a new game: every game holds them (blank when the
   * variant is off), so that every state has one shape.
   */
  state?: { [K in keyof VariantStates]?: (config: GameConfig) => VariantStates[K] };
  /**
   * Slots that lived, under the same name, in the bag of mode state (`ext`)
   * that states held before the slots: saves and fingerprints made then fold
   * them back there (core/former-ext.ts), a blank one (null or false) left out
   * as it was absent from the bag.
   */
  formerExt?: readonly (keyof VariantStates)[];
  /** Its config fields, defaults and checks (the same object variants/configs.ts lists). */
  config?: ConfigRules;
  /** What the standard setup lays out, given the plan of the variants before. */
  setupPlan?(config: GameConfig, prev: SetupPlan): SetupPlan;
  /** Extra setup after the standard setup, before the first round. */
  setup?(s: GameState, rng: Random): void;
  /** Palace rules replacing the standard ones. */
  palace?: PalaceRules;
  hooks?: Partial<RuleHooks>;
  /** The fields the variant owns, as each seat may see them. */
  view?: ViewDeclarations;
  hidden?: HiddenInfo;
  bots?: BotHints;
  /** Broken invariants of the variant's own state, in words (tests and fuzzing). */
  invariants?(s: GameState): string[];
}
