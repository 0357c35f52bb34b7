// Every content fact the renderer shows (clan identities, kin codes and ability
// texts, the orders of clans and kin, sector and palace names and effects,
// card, village and scenario names and texts, spot, site and slot costs, the
// cloak cost, influence and end-scoring numbers, the difficulty numbers), taken
// from the engine's content. The renderer may not import content (it is rules
// data), so scripts/build-catalog.ts writes this into
// src/renderer/catalog.generated.ts, which both the HUD and the 3D table read;
// src/renderer/catalog.test.ts checks the file is up to date.
// Pure: no Node imports (the renderer's test imports it).
import {
  CLAN_DEFS,
  CLANHOUSE_SLOTS,
  CLOAK_COST,
  DIFFICULTY_ADJUST,
  END_SCORING,
  EVENTS,
  HIGHLIGHT_OFFSETS,
  HIT_TEXT,
  INFLUENCE,
  KIN_DEFS,
  PALACE_DEF,
  REVELATIONS,
  SCENARIOS,
  SECTOR_DEFS,
  TWIST_FP,
  VILLAGE_SITES,
  VILLAGES,
} from '../src/engine/content/index.js';
import { CLANS, KIN_TYPES, RESOURCES, SHARDS, type ClanId, type Difficulty, type KinType, type Resource, type Shard } from '../src/engine/core/types.js';

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

export function buildCatalog(): Catalog {
  const clans = {} as Catalog['clans'];
  for (const id of CLANS) {
    const { name, colorName, color, symbol } = CLAN_DEFS[id];
    clans[id] = { name, colorName, color, symbol };
  }
  const kin = {} as Catalog['kin'];
  for (const type of KIN_TYPES) {
    const { name, code, text } = KIN_DEFS[type];
    kin[type] = { name, code, text };
  }
  const difficulties = {} as Catalog['difficulties'];
  for (const d of Object.keys(DIFFICULTY_ADJUST) as Difficulty[]) {
    difficulties[d] = { resourceAdjust: DIFFICULTY_ADJUST[d], twistFp: TWIST_FP[d] };
  }
  return {
    clanOrder: [...CLANS],
    clans,
    kinOrder: [...KIN_TYPES],
    resourceOrder: [...RESOURCES],
    shardOrder: [...SHARDS],
    kin,
    hitText: HIT_TEXT,
    sectors: SECTOR_DEFS.map((d) => ({
      name: d.name,
      shard: d.shard,
      day: d.daytimeText,
      night: d.nighttimeText,
      spots: { large: d.spots.large.map((s) => s.cost), small: d.spots.small.map((s) => s.cost) },
    })),
    palace: { name: PALACE_DEF.name, day: PALACE_DEF.daytimeText, night: PALACE_DEF.nighttimeText },
    highlightOffsets: [...HIGHLIGHT_OFFSETS],
    events: Object.fromEntries(EVENTS.map((e) => [e.id, { name: e.name, text: e.text }])),
    revelations: Object.fromEntries(REVELATIONS.map((r) => [r.id, { name: r.name, cost: r.cost, fp: r.fp, text: r.text }])),
    villages: Object.fromEntries(VILLAGES.map((v) => [v.id, { name: v.name, key: v.key, text: v.text }])),
    villageSites: VILLAGE_SITES.map((s) => ({ cost: { ...s.cost }, fp: s.fp })),
    clanhouseSlots: CLANHOUSE_SLOTS.map((s) => ({ cost: s.cost, fp: s.fp })),
    scenarios: SCENARIOS.map((s) => ({ id: s.id, name: s.name, clan: s.clan, blurb: s.blurb })),
    cloakCost: { ...CLOAK_COST },
    influence: { ...INFLUENCE },
    endScoring: {
      shardSetSame: END_SCORING.shardSetSame,
      shardSetMixed: END_SCORING.shardSetMixed,
      shardSingle: END_SCORING.shardSingle,
      resourceSetSize: END_SCORING.resourceSetSize,
      resourceSetFp: END_SCORING.resourceSetFp,
    },
    difficulties,
  };
}

/** The generated module's full text. */
export function catalogModule(): string {
  return [
    '// GENERATED by scripts/build-catalog.ts from src/engine/content: do not edit.',
    '// Regenerate with `npx tsx scripts/build-catalog.ts` (catalog.test.ts fails when stale).',
    "import type { Catalog } from '../../scripts/catalog-source.js';",
    '',
    `export const CATALOG: Catalog = ${JSON.stringify(buildCatalog(), null, 2)};`,
    '',
  ].join('\n');
}
