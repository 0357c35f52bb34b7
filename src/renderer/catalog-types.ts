// The shape of the content catalog the renderer reads (clan identities, kin
// codes and texts, sectors, cards, villages, scenarios, costs and scoring
// numbers). The renderer owns the shape it reads: scripts/catalog-source.ts
// fills it from the engine's content and scripts/build-catalog.ts writes the
// filled catalog into catalog.generated.ts.
import type { ClanId, Difficulty, KinType, Resource, Shard } from '../engine/core/types.js';

export interface Catalog {
  /** The clans in their canonical order (seat defaults, pickers, texture atlas). */
  clanOrder: ClanId[];
  clans: Record<ClanId, { name: string; colorName: string; color: string; symbol: string }>;
  /** The kin types in their canonical order (rules reference, texture atlas). */
  kinOrder: KinType[];
  /** Resources and moon-shard colours in the engine's order (pool displays). */
  resourceOrder: Resource[];
  shardOrder: Shard[];
  /** `code`: the two letters printed on the tile, in the HUD and on the 3D table. */
  kin: Record<KinType, { name: string; code: string; text: string }>;
  /** What a hit does. */
  hitText: string;
  sectors: {
    name: string;
    shard: Shard;
    day: string;
    night: string;
    spots: { large: (Resource | null)[]; small: (Resource | null)[] };
  }[];
  palace: { name: string; day: string; night: string };
  /** Offsets from the palace's rotation of the sectors it highlights. */
  highlightOffsets: number[];
  events: Record<number, { name: string; text: string }>;
  revelations: Record<number, { name: string; cost: number; fp: number; text: string }>;
  villages: Record<number, { name: string; key: string; text: string }>;
  villageSites: { cost: Partial<Record<Resource, number>>; fp: number }[];
  clanhouseSlots: { cost: number; fp: number }[];
  scenarios: { id: string; name: string; clan: ClanId; blurb: string }[];
  /** What placing a kin cloaked costs, and how much each side of a kin counts toward a majority. */
  cloakCost: Partial<Record<Resource, number>>;
  influence: { unveiled: number; cloaked: number };
  /** Favor for moon shard sets, single shards and sets of resources after the last night. */
  endScoring: { shardSetSame: number; shardSetMixed: number; shardSingle: number; resourceSetSize: number; resourceSetFp: number };
  /** Cooperative difficulty: resources added to (or taken from) the allies' start, and favor per twist card. */
  difficulties: Record<Difficulty, { resourceAdjust: number; twistFp: number }>;
}
