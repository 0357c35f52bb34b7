// Village tiles and village sites. The twelve tiles and what they do are from
// the rules (texts in our words); the starting village's and the shrine's
// benefits and the sites' costs are house values.
import type { VillageDef, VillageSiteDef } from './types.js';

export const START_VILLAGE_ID = 0;
export const SHRINE_VILLAGE_ID = 13;

export const VILLAGES: VillageDef[] = [
  {
    id: 0,
    key: 'start',
    name: 'Starting Village',
    text: 'Take 1 resource of your choice.',
    effects: [{ gainAny: 'resource', count: 1 }],
    provenance: 'house',
  },
  {
    id: 1,
    key: 'banditsLair',
    name: "Bandit's Lair",
    text: 'Bring the most recently discarded event back into an empty event slot; if you do, score 3 FP.',
    provenance: 'rules',
  },
  {
    id: 2,
    key: 'coveOfTheOwl',
    name: 'Cove of the Owl',
    text: 'Turn one of your face-up kin face down (cloaked) without paying.',
    effects: [{ cloakOwn: 1 }],
    provenance: 'rules',
  },
  {
    id: 3,
    key: 'featherglow',
    name: 'Featherglow',
    text: 'Score 1 FP for each of your kin in a highlighted sector.',
    effects: [{ perKin: { in: 'highlighted', then: [{ fp: 1 }] } }],
    provenance: 'rules',
  },
  {
    id: 4,
    key: 'fortuneCity',
    name: 'Fortune City',
    text: 'Take 1 coin, 1 scroll and 1 lantern.',
    effects: [{ gain: { coin: 1, scroll: 1, lantern: 1 } }],
    provenance: 'rules',
  },
  {
    id: 5,
    key: 'lanternquill',
    name: 'Lanternquill',
    text: 'Take 3 lanterns.',
    effects: [{ gain: { lantern: 3 } }],
    provenance: 'rules',
  },
  {
    id: 6,
    key: 'loreville',
    name: 'Loreville',
    text: 'Take 3 scrolls.',
    effects: [{ gain: { scroll: 3 } }],
    provenance: 'rules',
  },
  {
    id: 7,
    key: 'moonforge',
    name: 'Moonforge',
    text: 'Step your pioneer back one village and take a moon shard of your choice.',
    provenance: 'rules',
  },
  {
    id: 8,
    key: 'moonHeaven',
    name: 'Moon Heaven',
    text: 'Pick a highlighted sector: its nighttime reward is handed out right now to everyone with a kin there.',
    provenance: 'rules',
  },
  {
    id: 9,
    key: 'nomadEncampment',
    name: 'Nomad Encampment',
    text: 'Move one of your face-up kin to an empty spot in another sector for free. Nothing is triggered by the move.',
    provenance: 'rules',
  },
  {
    id: 10,
    key: 'theOutpost',
    name: 'The Outpost',
    text: 'Take 1 resource of your choice for every empty event slot.',
    provenance: 'rules',
  },
  {
    id: 11,
    key: 'townHall',
    name: 'Town Hall',
    text: "Use the Capital's daytime effect.",
    effects: [{ daytime: 1 }],
    provenance: 'rules',
  },
  {
    id: 12,
    key: 'twinRiverTown',
    name: 'Twin River Town',
    text: 'Score 1 FP for every 2 revelation cards you keep.',
    effects: [{ fpPerRevelations: { per: 2, fp: 1 } }],
    provenance: 'rules',
  },
  {
    id: 13,
    key: 'shrine',
    name: 'The Shrine of the Phoenix',
    text: 'Take a moon shard of your choice and score 2 FP.',
    effects: [{ gainAny: 'shard', count: 1 }, { fp: 2 }],
    provenance: 'house',
  },
];

/**
 * The village track, from the starting village (index 0, already built) to the
 * shrine (last index). Building a site pays its cost and scores its FP. Sites
 * 1-6 are house values; the shrine's cost and FP are the rules'.
 */
export const VILLAGE_SITES: VillageSiteDef[] = [
  { cost: {}, fp: 0, provenance: 'house' },
  { cost: { coin: 1 }, fp: 1, provenance: 'house' },
  { cost: { coin: 1, scroll: 1 }, fp: 2, provenance: 'house' },
  { cost: { scroll: 1, lantern: 1 }, fp: 2, provenance: 'house' },
  { cost: { coin: 2, scroll: 1 }, fp: 3, provenance: 'house' },
  { cost: { coin: 1, scroll: 1, lantern: 1 }, fp: 4, provenance: 'house' },
  { cost: { scroll: 1, lantern: 2 }, fp: 5, provenance: 'house' },
  { cost: { coin: 1, scroll: 1, lantern: 1 }, fp: 7, provenance: 'rules' },
];

/** Index of the shrine's site on the village track. */
export const SHRINE_SITE = VILLAGE_SITES.length - 1;

/** A village by numeric id; throws on an unknown id. */
export function villageById(id: number): VillageDef {
  const v = VILLAGES[id];
  if (!v || v.id !== id) throw new Error(`Unknown village id ${id}`);
  return v;
}
