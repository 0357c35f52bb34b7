// The shape of the content catalog the renderer reads (clan colours and
// symbols, kin codes, sectors, cards, villages, scenarios, costs and scoring
// numbers): ids, numbers and colours only. The content's words are in the
// message catalogs' content part, under the ids of engine/content/names.ts. The renderer owns the shape it reads: scripts/catalog-source.ts
// fills it from the engine's content and scripts/build-catalog.ts writes the
// filled catalog into catalog.generated.ts.
import type { ClanId, Difficulty, KinType, Resource, SectorName, Shard } from '../engine/core/types.js';

export interface Catalog {
  /** The clans in their canonical order (seat defaults, pickers, texture atlas). */
  clanOrder: ClanId[];
  clans: Record<ClanId, { color: string; symbol: string }>;
  /** The kin types in their canonical order (rules reference, texture atlas). */
  kinOrder: KinType[];
  /** Resources and moon-shard colours in the engine's order (pool displays). */
  resourceOrder: Resource[];
  shardOrder: Shard[];
  /** `code`: the two letters printed on the tile, in the HUD and on the 3D table. */
  kin: Record<KinType, { code: string }>;
  /** Index = sector; `key` names it in message ids (`sector.<key>`). */
  sectors: {
    key: SectorName;
    shard: Shard;
    spots: { large: (Resource | null)[]; small: (Resource | null)[] };
  }[];
  /** Offsets from the palace's rotation of the sectors it highlights. */
  highlightOffsets: number[];
  /** Cards and villages by id (their words: eventName(id), revelationName(id), villageName(id)...). */
  events: Record<number, { id: number }>;
  revelations: Record<number, { id: number; cost: number; fp: number }>;
  villages: Record<number, { id: number; key: string }>;
  villageSites: { cost: Partial<Record<Resource, number>>; fp: number }[];
  clanhouseSlots: { cost: number; fp: number }[];
  scenarios: { id: string; clan: ClanId }[];
  /** What placing a kin cloaked costs, and how much each side of a kin counts toward a majority. */
  cloakCost: Partial<Record<Resource, number>>;
  influence: { unveiled: number; cloaked: number };
  /** Favor for moon shard sets, single shards and sets of resources after the last night. */
  endScoring: { shardSetSame: number; shardSetMixed: number; shardSingle: number; resourceSetSize: number; resourceSetFp: number };
  /** Each difficulty against the Basilisk: resources added to (or taken from) the allies' start, and favor per twist card. */
  difficulties: Record<Difficulty, { resourceAdjust: number; twistFp: number }>;
}
