// The game's data model. Everything here is plain JSON so that a state can be
// hashed, saved, sent to the renderer and replayed without custom codecs.
import type { TableRules } from './table-rules.js';
import type { Msg } from './message.js';

export const SECTORS = ['gates', 'capital', 'rim', 'shrine', 'springs', 'clanhouse'] as const;
export type SectorName = (typeof SECTORS)[number];
/** Sector index 0-5, clockwise: Gates, Capital, Rim, Shrine, Springs, Clanhouse. */
export type Sector = 0 | 1 | 2 | 3 | 4 | 5;
export const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;

export const RESOURCES = ['coin', 'scroll', 'lantern'] as const;
export type Resource = (typeof RESOURCES)[number];
export const SHARDS = ['coral', 'jade', 'agate'] as const;
export type Shard = (typeof SHARDS)[number];
export type PoolKey = Resource | Shard;
/** Resources and moon shards held together. Seats of one faction share one pool (a mode may deal them so). */
export type Pool = Record<PoolKey, number>;

export const CLANS = ['crane', 'koi', 'tortoise', 'fox'] as const;
export type ClanId = (typeof CLANS)[number];

export const KIN_TYPES = [
  'apprentice', 'archer', 'bard', 'clairvoyant', 'councilor', 'diplomat', 'fighter', 'guard',
  'hermit', 'mastermind', 'mentor', 'merchant', 'nocturnal', 'pathfinder', 'philosopher', 'trickster',
] as const;
export type KinType = (typeof KIN_TYPES)[number];

// The one list of each set of names: the set-up screens, the channel schemas
// and the command line all read these (src/shared/lists.ts passes them on).
export const MODES = ['standard', 'team', 'coop'] as const;
export type Mode = (typeof MODES)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'heroic'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** The computer players, from the weakest. */
export const COMPUTER_LEVELS = ['random', 'heuristic', 'strong'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];
/** Who plays a seat: a person first, then the computer levels. */
export const CONTROLLERS = ['human', ...COMPUTER_LEVELS] as const;
export type Controller = (typeof CONTROLLERS)[number];
/** Table side 0-3, clockwise seen from above: 0 toward +z, 1 toward -x, 2 toward -z, 3 toward +x. */
export type Side = 0 | 1 | 2 | 3;

export interface SeatConfig {
  clan: ClanId;
  controller: Controller;
  name?: string;
  /** Table side (palace alternative mode); defaults to the seat index. */
  side?: Side;
}

/**
 * A game's mode, its seats and the table rules switched on (core/table-rules.ts).
 * A variant's own fields are declared by its module (declaration merging).
 */
export interface GameConfig extends Partial<TableRules> {
  /** One entry per human-or-bot seat in play order (a seat the rules play, as the Basilisk, is not one of them). */
  seats: SeatConfig[];
  mode: Mode;
  /**
   * Which rule readings the game follows (docs/rules-notes.md, "Readings 2").
   * Absent: the readings of games begun before them, kept so that older saves
   * replay exactly. 2: optional daytime effects may be declined, a hit kin's
   * owner picks its outer ward, simultaneous effects are ordered by the player.
   * 3: also, a card effect whose price was paid happens (no pass after paying),
   * and a card is offered only when its paid effect can happen.
   * 4: also, the Basilisk's choice between paid spots follows what it
   * spends (the kind it holds most of), so only ties reach the Golden Rule.
   */
  readings?: 2 | 3 | 4;
}

/** Where a kin tile is. */
export type KinLoc =
  | 'pile' // face down in its clan pile
  | 'hand' // in front of its owner, ready to place
  | 'clanhouse' // ready in the clanhouse row
  | 'board' // on a sector spot (`at` = spot id)
  | 'palace' // in the Phoenix Palace (`at` = 'palace' | ward/battlement/pinnacle spot id)
  | 'bumped' // out of the round (palace alternative mode)
  | 'secret' // drawn and held face down by its owner (asymmetric setup)
  | 'box'; // out of the game

export interface Kin {
  id: number;
  type: KinType;
  clan: ClanId;
  /** Seat that owns the tile, or -1 while it belongs to no seat (unused clans). */
  seat: number;
  loc: KinLoc;
  /** Spot id when on the board or in the palace, else ''. */
  at: string;
  cloaked: boolean;
}

/**
 * Spot ids: sector spots are `s<sector>.<index>`; the standard palace is
 * `palace`; the alternative palace has `ward<wall>`, `battlement<wall>`,
 * `pinnacle`.
 */
export type SpotId = string;

export interface Player {
  seat: number;
  clan: ClanId;
  /** Index into GameState.pools (own pool, or its faction's shared pool). */
  pool: number;
  /** Faction index: the seat index when each seat plays alone, else the faction the mode deals it (team: 0/1). */
  faction: number;
  fp: number;
  /** Pioneer position on the village track: 0 = starting village. */
  pioneer: number;
  /** Kept revelation card ids. */
  revelations: number[];
  /** Clan pile (top = last element). Hidden by view(). */
  pile: number[];
  side: Side;
  isBasilisk: boolean;
}

export interface GuardBlock {
  seat: number;
  sector: Sector;
}

/**
 * Each task kind's data, by kind. The module that handles a kind declares it
 * next to its handler, by declaration merging:
 *   declare module '../core/types.js' { interface TaskData { daytime: { sector: Sector } } }
 * so `task(k, seat, data)` and the handlers of `k` agree on its fields.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules that handle tasks
export interface TaskData {}

/** The data of a task kind that carries none. */
export type NoData = Record<never, never>;

export type TaskKind = keyof TaskData & string;

/** A pending step of the game flow: `k` names the handler, `seat` is whom it acts for, the rest is its data. */
export type TaskOf<K extends TaskKind> = {
  k: K;
  /** The seat the step acts for. */
  seat: number;
  /** The seat that makes the choice, when not `seat` (e.g. a Golden Rule routes the Basilisk's choice to an ally). */
  decider?: number;
} & TaskData[K] &
  // A wrapper step (the Golden Rule's) carries the wrapped task's fields, so any field may be read (as unknown).
  { readonly [field: string]: unknown };

/** Any pending step, discriminated by `k`. */
export type Task = { [K in TaskKind]: TaskOf<K> }[TaskKind];

/**
 * Each variant's own top-level state fields, declared in its module by
 * declaration merging; every game holds them all (blank when the variant is off).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the variants
export interface VariantStates {}

export interface GameState extends VariantStates {
  /** State format version, for saves. */
  v: 1;
  config: GameConfig;
  /**
   * Seeded generator state: a uint32 (mulberry32: numeric and text seeds, every
   * older save) or 32 hex digits (sfc32: wide seeds). Hidden by view().
   */
  rng: number | string;
  round: number; // 1..3
  phase: 'day' | 'night' | 'end';
  players: Player[];
  pools: Pool[];
  kin: Kin[];
  /** Per sector, per spot: kin id or -1. */
  board: number[][];
  /** Replaced, never changed in place: a step shares it with the state before (core/clone.ts). */
  palace: {
    readonly rotation: number; // 0..5
    readonly floors: number; // 1..3
  };
  /** Capital track, top (rank I) first: seat indices. Replaced, never changed in place (shared like `palace`). */
  capital: readonly number[];
  /** Seat holding the first-player token. */
  firstPlayer: number;
  /** Seat whose turn it is (-1 outside turns). */
  turnSeat: number;
  events: { deck: number[]; discard: number[]; foreseen: number[] /* -1 = empty slot */ };
  revelations: { deck: number[]; slots: number[] /* -1 = empty */; discard: number[] };
  villages: {
    pile: number[]; // top = last element; the pile is face up, so its top is public
    /** Village id per site; site 0 = starting village (-2), last site = shrine; -1 = empty site. */
    sites: number[];
    shrineBuilt: boolean;
  };
  /** Clanhouse row, left to right: kin id or -1 (empty slots are always rightmost). */
  clanhouse: number[];
  /** Replaced, never changed in place (shared like `palace`). */
  guards: readonly GuardBlock[];
  /** Pending steps, top = last element. */
  stack: Task[];
  /** Number of actions applied so far. */
  ply: number;
  /** Short public log lines of what happened, newest last (bounded). */
  log: LogLine[];
}

export interface LogLine {
  ply: number;
  round: number;
  seat: number; // -1 for the game itself
  /** What happened, in words the renderer says in the player's language. */
  msg: Msg;
}

/** A choice made by the seat that holds the current decision. */
export type Action =
  | { t: 'pass' }
  | { t: 'place'; kin: number; spot: SpotId }
  | { t: 'cloak'; cloaked: boolean }
  | { t: 'kin'; kin: number }
  | { t: 'spot'; spot: SpotId }
  | { t: 'res'; res: Resource }
  | { t: 'shard'; shard: Shard }
  | { t: 'sector'; sector: Sector }
  | { t: 'card'; card: number }
  | { t: 'slot'; slot: number }
  | { t: 'site'; site: number }
  | { t: 'option'; option: string }
  | { t: 'side'; side: Side }
  | { t: 'pick'; ids: number[] };

export type ActionType = Action['t'];

/** Decision kinds a variant adds, declared in its module by declaration merging (`myStep: true`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the variants
export interface VariantDecisionKinds {}

/**
 * Every kind of decision a choice handler declares (the UI picks its words and
 * layout by it). 'secret' is never declared by a handler: the session shows it
 * to the seats that may not see a secret decision.
 */
export type DecisionKind =
  | keyof VariantDecisionKinds
  | 'ability'
  | 'acquireRevelation'
  | 'chooseSector'
  | 'clanhouseAcquire'
  | 'clanhouseReplace'
  | 'clanhouseReveal'
  | 'cloak'
  | 'cloakOwn'
  | 'collectVillage'
  | 'discardEvent'
  | 'explore'
  | 'gainResource'
  | 'gainShard'
  | 'hitWard'
  | 'keepOrDiscard'
  | 'loseResource'
  | 'moveKin'
  | 'moveSpot'
  | 'offerDaytime'
  | 'orderEffects'
  | 'palaceDaytime'
  | 'palaceLantern'
  | 'payResource'
  | 'place'
  | 'returnEvent'
  | 'rim'
  | 'rotateDirection'
  | 'secret'
  | 'trade'
  | 'turnStartRevelation';

/**
 * What a legal choice points at on the table, so that the UI never reads it
 * from words. Slots are counted from 0 in their row; a moon m lies between
 * sector m and m+1. Null (no target) for a pass, a yes/no option, cloaked or
 * unveiled, a secret pick.
 */
export type ChoiceTarget =
  /** A sector spot (`sector`, `index` set) or a palace spot ('palace', a ward, a battlement, the pinnacle: both null). */
  | { on: 'spot'; spot: SpotId; sector: Sector | null; index: number | null }
  | { on: 'kin'; kin: number }
  | { on: 'sector'; sector: Sector }
  | { on: 'eventSlot'; slot: number }
  | { on: 'revelationSlot'; slot: number }
  | { on: 'clanhouseSlot'; slot: number }
  | { on: 'moon'; moon: number }
  | { on: 'site'; site: number }
  | { on: 'supply'; item: PoolKey }
  | { on: 'side'; side: Side }
  /** A revelation card the seat keeps in front of it. */
  | { on: 'revelationCard'; card: number };

export interface Decision {
  /** Seat that must choose. */
  seat: number;
  /** Kind of choice, e.g. 'place', 'cloak', 'ability', 'goldenRule'. */
  kind: DecisionKind;
  /** A short prompt in player terms. */
  prompt: Msg;
  /** Whether the choice is secret (hidden from other seats, asymmetric variant). */
  secret?: boolean;
}

export interface ScoreLine {
  seat: number;
  faction: number;
  favor: number;
  shards: number;
  resources: number;
  total: number;
  rank: number; // 1 = winner
}

export interface FactionScore {
  faction: number;
  seats: number[];
  favor: number;
  shards: number;
  resources: number;
  total: number;
  rank: number;
}

export interface Scores {
  seats: ScoreLine[];
  /** Present when seats play in factions. */
  factions?: FactionScore[];
  winner: { seats: number[]; faction: number };
  /** Plain-words explanation of the tie-break, when one was needed. */
  tieBreak?: Msg;
}
