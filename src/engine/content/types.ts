// Shapes of the game's printed content. Every value carries its provenance:
// 'rules' when the rulebook text states it, 'house' when this project chose it
// (listed in docs/content.md). An owner of the physical game can replace the
// house values with the printed ones without touching code.
import type { ClanId, KinType, Pool, PoolKey, Resource, Sector, Shard } from '../core/types.js';

export type Provenance = 'rules' | 'house';

/** A cost or gain in resources and shards. */
export type Amount = Partial<Pool>;

/**
 * Effect primitives the engine knows how to resolve. Event, revelation and
 * story Act cards are written only with these.
 * `who` defaults to the player resolving the card.
 */
export type Effect =
  | { gain: Amount } // gain resources and/or shards
  | { lose: Amount } // lose resources and/or shards (never below 0)
  | { fp: number } // gain (or lose, if negative; never below 0) favor points
  | { gainAny: 'resource' | 'shard'; count: number } // the player picks the kind, one at a time
  | { loseAny: 'resource'; count: number } // the player picks which kind to lose, one at a time
  /** Optional trade: if the player can pay, they may pay `pay` to resolve `then`. */
  | { trade: { pay: Amount; then: Effect[] } }
  /** Optional trade paying `count` resources of the player's choice. */
  | { tradeAny: { count: number; then: Effect[] } }
  /** Resolve `then` once per own kin in the place named. */
  | { perKin: { in: Sector | 'highlighted' | 'palace' | 'board'; then: Effect[] } }
  /** Resolve `then` if the player has (present=true) or has not (false) a kin in `in`. */
  | { ifKin: { in: Sector | 'palace'; present: boolean; then: Effect[] } }
  /** Resolve `then` if the player is first on the capital track (or not, when first=false). */
  | { ifCapitalFirst: { first: boolean; then: Effect[] } }
  /** Favor points per kept revelation card: `fp` for every `per` cards. */
  | { fpPerRevelations: { per: number; fp: number } }
  | { daytime: Sector } // perform that sector's daytime effect
  | { daytimeHighlighted: true } // perform the daytime effect of a highlighted sector of the player's choice
  | { explore: number } // explore up to n villages (optional steps)
  | { collectVillage: true } // collect the benefits of one explored village
  | { cloakOwn: 1 } // cloak one of the player's unveiled kin at no cost
  | { returnEvent: true } // return the top event discard to an empty foreseen slot
  | { discardEvent: true } // discard one foreseen event (optional)
  | { rotatePalace: 1 }
  /** Resolve `then` for every enemy of the player (other seats; the other faction when seats play in factions). */
  | { allEnemies: Effect[] };

export interface ClanDef {
  id: ClanId;
  /** Display name (colour-independent). */
  name: string;
  /** Colour name and hex for the renderer (Okabe-Ito colour-blind-safe palette). */
  colorName: string;
  color: string;
  /** A symbol that tells the clan apart without colour. */
  symbol: string;
  provenance: Provenance;
}

export interface KinDef {
  type: KinType;
  name: string;
  /**
   * Two letters printed on the kin's tile, the same in the 3D table and the HUD;
   * unique among kin types (validated).
   */
  code: string;
  /** The ability in this project's own words. */
  text: string;
  provenance: Provenance;
}

/** How many tiles of each kin type make one clan's set. */
export interface ClanComposition {
  counts: Partial<Record<KinType, number>>;
  provenance: Provenance;
}

export interface SpotDef {
  /** Resource paid to place here, or null for a free spot. */
  cost: Resource | null;
}

export interface SectorDef {
  sector: Sector;
  name: string;
  /** Moon shard the sector's majority bonus gives (and the nocturnal's colour). */
  shard: Shard;
  daytimeText: string;
  nighttimeText: string;
  /** Spot layouts per board side. */
  spots: { large: SpotDef[]; small: SpotDef[] };
  /** Provenance of the spot layouts when it differs from `provenance` (the rules text gives no layouts). */
  spotsProvenance?: Provenance;
  provenance: Provenance;
}

export interface EventCard {
  id: number;
  name: string;
  text: string;
  /** Resolved by every player, in turn order, at nighttime. */
  effects: Effect[];
  provenance: Provenance;
}

export type RevelationTiming =
  | 'instant' // only worth its favor points when discarded; keeping it does nothing more
  | 'turnStart' // "at the beginning of your turn" (one such card per turn)
  | 'night' // at the start of each nighttime scoring
  | 'endGame'; // once, at final scoring

export interface RevelationCard {
  id: number;
  name: string;
  text: string;
  /** Scrolls to acquire it (0 = free). */
  cost: number;
  /** Favor points when discarded on acquiring. */
  fp: number;
  timing: RevelationTiming;
  effects: Effect[];
  provenance: Provenance;
}

export type VillageId =
  | 'banditsLair' | 'coveOfTheOwl' | 'featherglow' | 'fortuneCity' | 'lanternquill' | 'loreville'
  | 'moonforge' | 'moonHeaven' | 'nomadEncampment' | 'theOutpost' | 'townHall' | 'twinRiverTown';

export interface VillageDef {
  /** Numeric id used in the state (sites and pile). */
  id: number;
  key: VillageId | 'start' | 'shrine';
  name: string;
  text: string;
  /**
   * The benefit written as effect primitives, when it can be (optional). Villages
   * without it (e.g. Moonforge, The Outpost) are resolved by the engine from `key`.
   */
  effects?: Effect[];
  provenance: Provenance;
}

export interface VillageSiteDef {
  /** Cost to build the site (site 0, the starting village, is pre-built). */
  cost: Amount;
  fp: number;
  provenance: Provenance;
}

export interface ClanhouseSlotDef {
  cost: number; // coins
  fp: number; // favor points gained when recruiting from this slot
  provenance: Provenance;
}

export interface StoryAct {
  act: 1 | 2 | 3;
  name: string;
  story: string;
  /** Rule changes in plain words (shown to players). */
  text: string;
  /** Machine-readable changes applied when the act starts (setup for Act I, the round for II and III). */
  changes: StoryChange[];
  provenance: Provenance;
}

export type StoryChange =
  | { basiliskAddKin: KinType[] } // put these kin into the Basilisk's starting stack (Act I)
  | { basiliskRemoveKin: KinType[] } // take these out of the Basilisk's starting stack (Act I)
  | { basiliskGain: Amount }
  | { basiliskFp: number }
  | { alliesGain: Amount }
  | { alliesLose: Amount }
  | { basiliskExtraTurn: number } // extra Basilisk turns in this round
  | { blockSector: Sector }; // no ally may place in this sector this round

export interface Scenario {
  id: string;
  name: string;
  /** One line that sets the scene, shown when choosing the story. */
  blurb: string;
  /** The Basilisk's clan for this scenario deck. */
  clan: ClanId;
  acts: [StoryAct, StoryAct, StoryAct];
  provenance: Provenance;
}

export type EnemyCard =
  | { id: number; kind: 'sector'; sector: Sector; secondary?: Sector; clanhouseSlot?: number; provenance?: Provenance }
  | { id: number; kind: 'twist'; provenance?: Provenance };

export type { PoolKey };
