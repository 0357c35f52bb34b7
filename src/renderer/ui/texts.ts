// Every word the player reads about pieces, cards and places, written for this
// edition. The renderer may not import the engine's content (lint: rules run in
// the main process), so the few facts the HUD needs (clan colours and symbols,
// spot costs, village keys by id, story scenario names) are mirrored here;
// texts.test.ts checks them against src/engine/content so they cannot drift.
import type {
  ClanId,
  Controller,
  Difficulty,
  KinType,
  Mode,
  PoolKey,
  Resource,
  Sector,
  Shard,
} from '../../engine/core/types.js';
import { CATALOG } from '../scene/catalog.generated.js';

// ---------------------------------------------------------------- clans

export interface ClanText {
  name: string;
  /** Short name used in tight places ("Crane"). */
  short: string;
  colour: string;
  colourName: string;
  /** A shape, so colour is never the only cue. */
  symbol: string;
  blurb: string;
}

export const CLAN_TEXTS: Record<ClanId, ClanText> = {
  crane: {
    name: 'Crane Clan',
    short: 'Crane',
    colour: '#D55E00',
    colourName: 'vermilion',
    symbol: '▲',
    blurb: 'Graceful schemers of the high terraces; their banner is a vermilion triangle.',
  },
  koi: {
    name: 'Koi Clan',
    short: 'Koi',
    colour: '#56B4E9',
    colourName: 'sky blue',
    symbol: '●',
    blurb: 'Patient river folk who wait for the current to turn; their banner is a sky-blue circle.',
  },
  tortoise: {
    name: 'Tortoise Clan',
    short: 'Tortoise',
    colour: '#009E73',
    colourName: 'bluish green',
    symbol: '■',
    blurb: 'Stubborn keepers of old stones and older debts; their banner is a green square.',
  },
  fox: {
    name: 'Fox Clan',
    short: 'Fox',
    colour: '#E69F00',
    colourName: 'orange',
    symbol: '◆',
    blurb: 'Quick tongues and quicker hands; their banner is an orange diamond.',
  },
};

export const CLAN_IDS: readonly ClanId[] = ['crane', 'koi', 'tortoise', 'fox'];

// ---------------------------------------------------------------- kin

export interface KinText {
  name: string;
  /** A one- or two-letter glyph printed on the tile. */
  glyph: string;
  ability: string;
}

export const KIN_TEXTS: Record<KinType, KinText> = {
  apprentice: { name: 'Apprentice', glyph: 'Ap', ability: 'No ability: an apprentice is simply one more pair of hands in a sector.' },
  archer: { name: 'Archer', glyph: 'Ar', ability: 'Shoots across the board: hit one kin standing in the sector opposite this one.' },
  bard: { name: 'Bard', glyph: 'Bd', ability: 'Sings someone into hiding: cloak one kin in a neighbouring sector, free of charge.' },
  clairvoyant: {
    name: 'Clairvoyant',
    glyph: 'Cv',
    ability: 'Reads the omens: throw away one foreseen event, or pull the last discarded event back into an empty slot.',
  },
  councilor: {
    name: 'Councilor',
    glyph: 'Co',
    ability: 'If your herald is first on the capital track you score 3 favor; if not, you take 2 scrolls.',
  },
  diplomat: { name: 'Diplomat', glyph: 'Dp', ability: 'Invites a friend over: move one of your kin from a neighbouring sector onto a free spot here, at no cost.' },
  fighter: { name: 'Fighter', glyph: 'Fi', ability: 'Picks a fight close by: hit one kin in this same sector.' },
  guard: { name: 'Guard', glyph: 'Gu', ability: 'For 1 coin, seals this sector: until your next turn no kin may be placed or moved into it.' },
  hermit: { name: 'Hermit', glyph: 'He', ability: 'Wanders off: use the daytime effect of a neighbouring sector instead of this one.' },
  mastermind: { name: 'Mastermind', glyph: 'Mm', ability: 'Pulls strings from the shadows: hit one kin in any sector where you already have a cloaked kin.' },
  mentor: { name: 'Mentor', glyph: 'Me', ability: "Calls on the family: use the Clanhouse's daytime effect as well." },
  merchant: { name: 'Merchant', glyph: 'Mc', ability: 'Strikes a deal: take 1 coin, scroll or lantern, as you like.' },
  nocturnal: { name: 'Nocturnal', glyph: 'No', ability: "Works by moonlight: pay any 1 resource to take a moon shard of this sector's colour." },
  pathfinder: {
    name: 'Pathfinder',
    glyph: 'Pf',
    ability: 'Knows the trails: move your pioneer on to the next built village, or collect what the village under it offers.',
  },
  philosopher: { name: 'Philosopher', glyph: 'Ph', ability: 'Studies the signs: buy one revelation card from the Springs for its scroll cost.' },
  trickster: { name: 'Trickster', glyph: 'Tr', ability: "Borrows a trick: use the ability of one of your kin waiting ready in the Clanhouse." },
};

export const KIN_TYPE_IDS = Object.keys(KIN_TEXTS) as KinType[];

export const HIDDEN_KIN_TEXT = 'A face-down tile: nobody but its owner knows which kin this is.';

/** What a hit does, in one breath. */
export const HIT_TEXT =
  'A hit cloaked kin is turned face up. A hit face-up kin is carried to the Phoenix Palace to heal; it still counts there at night.';

// ---------------------------------------------------------------- sectors and spots

export interface SectorText {
  name: string;
  /** Colour of the moon shard this sector hands out. */
  shard: Shard;
  day: string;
  night: string;
}

export const SECTOR_TEXTS: Record<Sector, SectorText> = {
  0: {
    name: 'The Gates',
    shard: 'coral',
    day: 'Take a lantern, and if you like, throw one of the foreseen events away before it happens.',
    night: 'Everyone with a kin here scores 4 favor. The strongest presence adds a coral shard.',
  },
  1: {
    name: 'The Capital',
    shard: 'coral',
    day: 'Take 2 scrolls and move your herald to the head of the capital track; everyone who was above drops one place.',
    night: 'Everyone with a kin here scores 2 favor. The strongest presence adds a coral shard.',
  },
  2: {
    name: 'The Rim',
    shard: 'jade',
    day: 'Send your pioneer out: explore up to two built villages, or explore one and build a new village just ahead.',
    night: 'Everyone with a kin here takes a scroll. The strongest presence adds a jade shard.',
  },
  3: {
    name: 'The Shrine',
    shard: 'jade',
    day: 'Explore one village if you like, then collect the benefits of any village between the start and your pioneer.',
    night: 'Everyone with a kin here takes one resource of their choice. The strongest presence adds a jade shard.',
  },
  4: {
    name: 'The Springs',
    shard: 'agate',
    day: 'Buy up to two revelation cards with scrolls. Cash each one in for favor, or keep it for its power.',
    night: 'Everyone with a kin here takes a lantern. The strongest presence adds an agate shard.',
  },
  5: {
    name: 'The Clanhouse',
    shard: 'agate',
    day: 'Reveal your next kin into the clanhouse row, then you may recruit one of your ready kin there for coins, swapping out one of yours, and score the favor under its slot.',
    night: 'Everyone with a kin here takes a coin. The strongest presence adds an agate shard.',
  },
};

export const SECTOR_IDS: readonly Sector[] = [0, 1, 2, 3, 4, 5];

export const PALACE_TEXT = {
  name: 'The Phoenix Palace',
  day: 'Take any one resource, or pay a lantern to borrow the daytime effect of one lit sector. Either way the palace then turns one sector clockwise.',
  night: 'Each kin of yours here scores 1 favor, and anyone present picks a moon shard. The strongest presence takes the first player token.',
  note: 'Kin in the palace always stand face up and never use their abilities. There is room for everyone.',
};

export const PALACE_ALT_TEXTS = {
  ward: 'Outer ward: a spot against a palace wall you can see. Take any one resource, then the palace turns.',
  battlement: 'Battlement: a spot on the second floor of a wall you can see. Pay a lantern to use a lit sector’s daytime effect, then the palace turns.',
  pinnacle: 'Pinnacle: the single spot on the roof, always reachable. Take a resource, may pay a lantern for a lit sector’s effect, then the palace turns. A newcomer knocks the previous kin off for the rest of the round.',
};

/**
 * Spot costs per sector (mirrors src/engine/content/sectors.ts): index = spot
 * number, null = free. The small board (2 players) has the first three spots.
 */
export const SPOT_COSTS: Record<Sector, readonly (Resource | null)[]> = {
  0: [null, null, 'coin', 'scroll'],
  1: [null, null, 'coin', 'lantern'],
  2: [null, null, 'lantern', 'scroll'],
  3: [null, null, 'scroll', 'coin'],
  4: [null, null, 'lantern', 'coin'],
  5: [null, null, 'scroll', 'lantern'],
};

// ---------------------------------------------------------------- resources and shards

export interface TokenText {
  name: string;
  plural: string;
  glyph: string;
  colour: string;
  text: string;
}

export const POOL_TEXTS: Record<PoolKey, TokenText> = {
  coin: { name: 'coin', plural: 'coins', glyph: '¤', colour: '#e2b84a', text: 'Coins pay for cloaking, paid spots and recruits in the Clanhouse.' },
  scroll: { name: 'scroll', plural: 'scrolls', glyph: '§', colour: '#d8c9a3', text: 'Scrolls buy revelation cards and some paid spots.' },
  lantern: { name: 'lantern', plural: 'lanterns', glyph: '☼', colour: '#f08a4b', text: 'Lanterns light the palace’s second option and pay for some spots.' },
  coral: { name: 'coral shard', plural: 'coral shards', glyph: '◈', colour: '#ff7f6e', text: 'A coral moon shard, won at the Gates and the Capital. Shards score in sets at the end.' },
  jade: { name: 'jade shard', plural: 'jade shards', glyph: '◈', colour: '#5cc79a', text: 'A jade moon shard, won at the Rim and the Shrine. Shards score in sets at the end.' },
  agate: { name: 'agate shard', plural: 'agate shards', glyph: '◈', colour: '#b58ee0', text: 'An agate moon shard, won at the Springs and the Clanhouse. Shards score in sets at the end.' },
};

export const RESOURCE_KEYS: readonly Resource[] = ['coin', 'scroll', 'lantern'];
export const SHARD_KEYS: readonly Shard[] = ['coral', 'jade', 'agate'];

export const TRACK_TEXTS = {
  favor: 'Favor points (FP): the score. Most favor after the third night wins.',
  capital: 'Capital track: whoever is higher wins every tie, at night and at the very end.',
  pioneer: 'Pioneer: how far along the village road you have travelled. You may collect from any village up to it.',
  firstPlayer: 'First player token: its holder starts each day, and it counts as a moon shard of any colour at the end.',
  revelations: 'Kept revelation cards: their powers work for you for the rest of the game.',
  hand: 'Kin in hand: always visible to everyone. You place one per turn.',
  pile: 'Clan pile: your remaining kin, face down, revealed one by one into the Clanhouse.',
};

// ---------------------------------------------------------------- villages

export interface VillageText {
  name: string;
  text: string;
}

/** Village tiles by key (rules meaning, our words). */
export const VILLAGE_TEXTS: Record<string, VillageText> = {
  start: { name: 'Starting Village', text: 'Always built. Collect here for any one resource.' },
  banditsLair: { name: "Bandit's Lair", text: 'Fish the last discarded event back into an empty slot; if you manage it, score 3 favor.' },
  coveOfTheOwl: { name: 'Cove of the Owl', text: 'Cloak one of your face-up kin for free.' },
  featherglow: { name: 'Featherglow', text: 'Score 1 favor for each of your kin in a lit sector.' },
  fortuneCity: { name: 'Fortune City', text: 'Take a coin, a scroll and a lantern.' },
  lanternquill: { name: 'Lanternquill', text: 'Take 3 lanterns.' },
  loreville: { name: 'Loreville', text: 'Take 3 scrolls.' },
  moonforge: { name: 'Moonforge', text: 'Walk your pioneer one village back and take a moon shard of your choice.' },
  moonHeaven: { name: 'Moon Heaven', text: 'Pick a lit sector: its night reward is paid out now to everyone with a kin there.' },
  nomadEncampment: { name: 'Nomad Encampment', text: 'Move one of your face-up kin to an empty spot in another sector; nothing triggers.' },
  theOutpost: { name: 'The Outpost', text: 'Take one resource of your choice per empty event slot.' },
  townHall: { name: 'Town Hall', text: "Use the Capital's daytime effect." },
  twinRiverTown: { name: 'Twin River Town', text: 'Score 1 favor for every two revelation cards you keep.' },
  shrine: { name: 'The Shrine of the Phoenix', text: 'The end of the road: a moon shard of your choice and 2 favor.' },
};

/** Village key by numeric id (mirrors src/engine/content/villages.ts). */
export const VILLAGE_KEYS: readonly string[] = [
  'start',
  'banditsLair',
  'coveOfTheOwl',
  'featherglow',
  'fortuneCity',
  'lanternquill',
  'loreville',
  'moonforge',
  'moonHeaven',
  'nomadEncampment',
  'theOutpost',
  'townHall',
  'twinRiverTown',
  'shrine',
];

export function villageText(id: number): VillageText | null {
  const key = VILLAGE_KEYS[id];
  return key ? (VILLAGE_TEXTS[key] ?? null) : null;
}

/** Building costs and favor per village site (mirrors src/engine/content/villages.ts). */
export const VILLAGE_SITE_COSTS: readonly { cost: Partial<Record<Resource, number>>; fp: number }[] = [
  { cost: {}, fp: 0 },
  { cost: { coin: 1 }, fp: 1 },
  { cost: { coin: 1, scroll: 1 }, fp: 2 },
  { cost: { scroll: 1, lantern: 1 }, fp: 2 },
  { cost: { coin: 2, scroll: 1 }, fp: 3 },
  { cost: { coin: 1, scroll: 1, lantern: 1 }, fp: 4 },
  { cost: { scroll: 1, lantern: 2 }, fp: 5 },
  { cost: { coin: 1, scroll: 1, lantern: 1 }, fp: 7 },
];

/** Clanhouse slots, left to right: recruit cost in coins and favor scored (mirrors src/engine/content/clanhouse.ts). */
export const CLANHOUSE_SLOT_TEXTS: readonly { cost: number; fp: number }[] = [
  { cost: 1, fp: 0 },
  { cost: 1, fp: 1 },
  { cost: 2, fp: 1 },
  { cost: 2, fp: 2 },
  { cost: 3, fp: 2 },
  { cost: 3, fp: 3 },
];

// ---------------------------------------------------------------- modes and setup

export interface ScenarioText {
  id: string;
  name: string;
  clan: ClanId;
  blurb: string;
}

/** The story scenarios (ids and names mirror src/engine/content/scenarios.ts). */
export const SCENARIO_TEXTS: readonly ScenarioText[] = [
  { id: 'ashes-of-the-crane', name: 'Ashes of the Crane', clan: 'crane', blurb: 'The Crane elders have turned to stone-eyed servants of the Basilisk.' },
  { id: 'the-drowned-springs', name: 'The Drowned Springs', clan: 'koi', blurb: 'Dark water rises in the koi ponds and floods the Springs.' },
  { id: 'shell-of-stone', name: 'Shell of Stone', clan: 'tortoise', blurb: 'Something ancient wakes beneath the tortoise temple and closes the roads.' },
  { id: 'masks-of-the-fox', name: 'Masks of the Fox', clan: 'fox', blurb: 'Masked tricksters sow doubt at court; nobody can be trusted.' },
];

export function scenarioName(id: string | null | undefined): string {
  if (!id) return 'Vanilla (no story)';
  return SCENARIO_TEXTS.find((s) => s.id === id)?.name ?? id;
}

export const MODE_TEXTS: Record<Mode, { name: string; text: string }> = {
  standard: { name: 'Standard', text: 'Every clan for itself, 2 to 4 players.' },
  team: { name: 'Team vs team', text: 'Four players in two factions that share resources and shards. The weaker partner’s favor counts for the team.' },
  coop: { name: 'Cooperative', text: '2 or 3 allies share one pool against the Basilisk, a clan the game plays by itself.' },
};

export const FLAG_TEXTS = {
  palaceAlt: { name: 'Palace alternative', text: 'The palace has wards, battlements and a pinnacle; you may only use the walls you can see from your side of the table.' },
  dragon: { name: 'Dragon', text: 'A dragon sits between two sectors. Crowd them enough and they pay extra shards; too few and they pay nothing.' },
  asymmetric: { name: 'Asymmetric start', text: 'Each clan starts with a secret, different kin and may buy from three dealt revelations.' },
};

export const DIFFICULTY_TEXTS: Record<Difficulty, { name: string; text: string }> = {
  easy: { name: 'Easy', text: 'The allies start with 2 extra resources; twist cards give the Basilisk nothing.' },
  medium: { name: 'Medium', text: 'An even fight. Twist cards give the Basilisk 4 favor.' },
  hard: { name: 'Hard', text: 'The allies start 2 resources short. Twist cards give the Basilisk 8 favor.' },
  heroic: { name: 'Heroic', text: 'The allies start 4 resources short. Twist cards give the Basilisk 12 favor.' },
};

export const CONTROLLER_TEXTS: Record<Controller, { name: string; text: string }> = {
  human: { name: 'Human', text: 'Played at this screen (hotseat).' },
  random: { name: 'Computer · novice', text: 'Picks among the legal choices at random. Good for learning the flow.' },
  heuristic: { name: 'Computer · steady', text: 'Weighs each choice by simple rules of thumb. Quick and reasonable.' },
  strong: { name: 'Computer · master', text: 'Looks ahead many moves before choosing. Takes a few seconds per move.' },
};

export const PHASE_TEXTS: Record<'day' | 'night' | 'end', string> = {
  day: 'Daytime',
  night: 'Nighttime',
  end: 'Game over',
};

// ---------------------------------------------------------------- helpers

export function amountText(cost: Partial<Record<PoolKey, number>>): string {
  const parts = Object.entries(cost)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => {
      const t = POOL_TEXTS[k as PoolKey];
      return `${n} ${n === 1 ? t.name : t.plural}`;
    });
  return parts.length ? parts.join(', ') : 'nothing';
}

/** Plain words for a spot id (s<sector>.<index>, palace, ward<w>, battlement<w>, pinnacle). */
export function spotText(spot: string): { name: string; text: string } {
  if (spot === 'palace') return { name: PALACE_TEXT.name, text: PALACE_TEXT.day };
  if (spot === 'pinnacle') return { name: 'Palace pinnacle', text: PALACE_ALT_TEXTS.pinnacle };
  if (spot.startsWith('ward')) return { name: `Outer ward, wall ${Number(spot.slice(4)) + 1}`, text: PALACE_ALT_TEXTS.ward };
  if (spot.startsWith('battlement')) return { name: `Battlement, wall ${Number(spot.slice(10)) + 1}`, text: PALACE_ALT_TEXTS.battlement };
  const m = /^s(\d)\.(\d+)$/.exec(spot);
  if (!m) return { name: spot, text: '' };
  const sector = Number(m[1]) as Sector;
  const index = Number(m[2]);
  const cost = SPOT_COSTS[sector]?.[index] ?? null;
  const st = SECTOR_TEXTS[sector];
  return {
    name: `${st.name}, spot ${index + 1}`,
    text: cost ? `A paid spot: placing here costs 1 ${POOL_TEXTS[cost].name}. ${st.day}` : `A free spot. ${st.day}`,
  };
}

/** The sector a spot id belongs to, or null for palace spots. */
export function spotSector(spot: string): Sector | null {
  const m = /^s(\d)\./.exec(spot);
  return m ? (Number(m[1]) as Sector) : null;
}

// ---------------------------------------------------------------- cards

// Event and revelation cards are replaceable data with many entries: their
// names and texts (house texts, in this project's words) come from the
// catalog generated from the content for the 3D table (scene/catalog.generated.ts).

export function eventText(id: number): { name: string; text: string } {
  const e = CATALOG.events[id];
  return e ? { name: e.name, text: e.text } : { name: `Event ${id + 1}`, text: 'An event: every clan resolves it at night, in turn order.' };
}

export function revelationText(id: number): { name: string; text: string; cost?: number; fp?: number } {
  const r = CATALOG.revelations[id];
  return r
    ? { name: r.name, text: `${r.text} Costs ${r.cost} scroll${r.cost === 1 ? '' : 's'}; cashed in, it is worth ${r.fp} favor.`, cost: r.cost, fp: r.fp }
    : { name: `Revelation ${id + 1}`, text: 'A revelation card: bought at the Springs with scrolls, kept for its power or cashed in for favor.' };
}
