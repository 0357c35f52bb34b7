// Every word the player reads about pieces, cards and places. Content facts
// (names, colours, symbols, kin codes and abilities, sector and village
// effects, costs, scenario names, difficulty numbers) come from the catalog
// generated from the engine's content (src/renderer/catalog.generated.ts, see
// scripts/catalog-source.ts), so the HUD and the 3D table cannot disagree.
// The words written here are the HUD's own: help, modes, controllers, tracks.
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
import type { Catalog } from '../catalog-types.js';
import type { TableRule } from '../../engine/setup-rules.js';
import type { GameView } from '../../engine/view.js';
import { CATALOG } from '../catalog.generated.js';

// ---------------------------------------------------------------- clans

export interface ClanText {
  name: string;
  colour: string;
  colourName: string;
  /** A shape, so colour is never the only cue. */
  symbol: string;
}

export const CLAN_IDS: readonly ClanId[] = CATALOG.clanOrder;

export const CLAN_TEXTS = Object.fromEntries(
  CLAN_IDS.map((id) => {
    const c = CATALOG.clans[id];
    return [id, { name: c.name, colour: c.color, colourName: c.colorName, symbol: c.symbol }];
  }),
) as Readonly<Record<ClanId, ClanText>>;

// ---------------------------------------------------------------- kin

/** A kin type's name, the two-letter code printed on its tile, and its ability. */
export type KinText = Catalog['kin'][KinType];

export const KIN_TEXTS: Readonly<Record<KinType, KinText>> = CATALOG.kin;

export const KIN_TYPE_IDS: readonly KinType[] = CATALOG.kinOrder;

export const HIDDEN_KIN_TEXT = 'A face-down tile: nobody but its owner knows which kin this is.';

/** What a hit does, in one breath. */
export const HIT_TEXT = CATALOG.hitText;

// ---------------------------------------------------------------- sectors and spots

export interface SectorText {
  name: string;
  /** Colour of the moon shard this sector hands out. */
  shard: Shard;
  day: string;
  night: string;
}

export const SECTOR_IDS: readonly Sector[] = CATALOG.sectors.map((_, i) => i as Sector);

/** One value per sector, read from the catalog's sector list. */
function perSector<T>(pick: (sector: Catalog['sectors'][number]) => T): Readonly<Record<Sector, T>> {
  return Object.fromEntries(CATALOG.sectors.map((d, i) => [i, pick(d)])) as unknown as Record<Sector, T>;
}

export const SECTOR_TEXTS = perSector<SectorText>(({ name, shard, day, night }) => ({ name, shard, day, night }));

export const PALACE_TEXT = {
  ...CATALOG.palace,
  note: 'Kin in the palace always stand face up and never use their abilities. There is room for everyone.',
};

export const PALACE_ALT_TEXTS = {
  ward: 'Outer ward: a spot against a palace wall you can see. Take any one resource, then the palace turns.',
  battlement: 'Battlement: a spot on the second floor of a wall you can see. Pay a lantern to use a lit sector’s daytime effect, then the palace turns.',
  pinnacle: 'Pinnacle: the single spot on the roof, always reachable. Take a resource, may pay a lantern for a lit sector’s effect, then the palace turns. A newcomer knocks the previous kin off for the rest of the round.',
};

/**
 * Spot costs per sector: index = spot number, null = free. The small board
 * (2 players) has the large board's first three spots.
 */
export const SPOT_COSTS = perSector<readonly (Resource | null)[]>((d) => d.spots.large);

// ---------------------------------------------------------------- resources and shards

export interface TokenText {
  name: string;
  plural: string;
  glyph: string;
  colour: string;
  text: string;
}

/** Where a shard colour is won: the sectors whose majority hands it out. */
function shardText(shard: Shard): string {
  const where = CATALOG.sectors.filter((d) => d.shard === shard).map((d) => d.name.replace(/^The /, 'the '));
  const an = /^[aeiou]/.test(shard) ? 'An' : 'A';
  return `${an} ${shard} moon shard, won at ${where.join(' and ')}. Shards score in sets at the end.`;
}

export const POOL_TEXTS: Record<PoolKey, TokenText> = {
  coin: { name: 'coin', plural: 'coins', glyph: '¤', colour: '#e2b84a', text: 'Coins pay for cloaking, paid spots and recruits in the Clanhouse.' },
  scroll: { name: 'scroll', plural: 'scrolls', glyph: '§', colour: '#d8c9a3', text: 'Scrolls buy revelation cards and some paid spots.' },
  lantern: { name: 'lantern', plural: 'lanterns', glyph: '☼', colour: '#f08a4b', text: 'Lanterns light the palace’s second option and pay for some spots.' },
  coral: { name: 'coral shard', plural: 'coral shards', glyph: '◈', colour: '#ff7f6e', text: shardText('coral') },
  jade: { name: 'jade shard', plural: 'jade shards', glyph: '◈', colour: '#5cc79a', text: shardText('jade') },
  agate: { name: 'agate shard', plural: 'agate shards', glyph: '◈', colour: '#b58ee0', text: shardText('agate') },
};

export const RESOURCE_KEYS: readonly Resource[] = CATALOG.resourceOrder;
export const SHARD_KEYS: readonly Shard[] = CATALOG.shardOrder;

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

const VILLAGES_BY_ID = Object.values(CATALOG.villages);

/** Village key by numeric id. */
export const VILLAGE_KEYS: readonly string[] = VILLAGES_BY_ID.map((v) => v.key);

/** Village tiles by key. */
export const VILLAGE_TEXTS: Readonly<Record<string, VillageText>> = Object.fromEntries(
  VILLAGES_BY_ID.map(({ key, name, text }) => [key, { name, text }]),
);

export function villageText(id: number): VillageText | null {
  const v = CATALOG.villages[id];
  return v ? { name: v.name, text: v.text } : null;
}

/** Building costs and favor per village site. */
export const VILLAGE_SITE_COSTS: readonly { cost: Partial<Record<Resource, number>>; fp: number }[] = CATALOG.villageSites;

/** Clanhouse slots, left to right: recruit cost in coins and favor scored. */
export const CLANHOUSE_SLOT_TEXTS: readonly { cost: number; fp: number }[] = CATALOG.clanhouseSlots;

// ---------------------------------------------------------------- modes and setup

export type ScenarioText = Catalog['scenarios'][number];

/** The story scenarios, in campaign order. */
export const SCENARIO_TEXTS: readonly ScenarioText[] = CATALOG.scenarios;

export function scenarioName(id: string | null | undefined): string {
  if (!id) return 'Vanilla (no story)';
  return SCENARIO_TEXTS.find((s) => s.id === id)?.name ?? id;
}

export const MODE_TEXTS: Record<Mode, { name: string; text: string }> = {
  standard: { name: 'Standard', text: 'Every clan for itself, 2 to 4 players.' },
  team: { name: 'Team vs team', text: 'Four players in two factions that share resources and shards. The weaker partner’s favor counts for the team.' },
  coop: { name: 'Cooperative', text: '2 or 3 allies share one pool against the Basilisk, a clan the game plays by itself.' },
};

/** A mark the HUD's sector list shows beside a sector's name: a short badge, its name for screen readers, its tooltip. */
export interface SectorMark {
  badge: string;
  label: string;
  tip: string;
}

/**
 * The words for each table rule, keyed by the engine's list (engine/setup-rules.ts):
 * its name, the one line the new-game form shows beside its checkbox, and its
 * entry in the rules reference (rules-text.ts), and the mark it puts on a
 * sector in the HUD, if any. A rule added to the list without its words fails
 * the type check here.
 */
export const TABLE_RULE_TEXTS: Readonly<Record<TableRule, { name: string; text: string; glossary: string; sectorMark?: SectorMark }>> = {
  palaceAlt: {
    name: 'Palace alternative',
    text: 'The palace has wards, battlements and a pinnacle; you may only use the walls you can see from your side of the table.',
    glossary:
      'The palace offers outer wards, battlements and a pinnacle, each with its own effect. You may only use the walls you can see from your side of the table, so its turning matters. A kin placed on the pinnacle knocks off the one there, which sits out the rest of the round.',
  },
  dragon: {
    name: 'Dragon',
    text: 'A dragon sits between two sectors. Crowd them enough and they pay extra shards; too few and they pay nothing.',
    glossary:
      'The dragon sits between two sectors. Whoever places there moves it one step. At night, if the kin in its two sectors together reach its strength, everyone there gets extra shards; otherwise those two sectors pay nothing.',
    sectorMark: { badge: 'dragon', label: 'dragon sector', tip: 'A dragon sector: at night its crowd is compared with the dragon’s strength.' },
  },
  asymmetric: {
    name: 'Asymmetric start',
    text: 'Each clan starts with a secret, different kin and may buy from three dealt revelations.',
    glossary:
      'Each clan secretly swaps an apprentice (and maybe its fighter) for kin drawn from its pile, and may buy some of three revelation cards dealt face down. Cards thrown away this way are worth nothing. Not playable with the cooperative mode.',
  },
};

/** The marks a table rule in play puts on `sector`: the dragon marks the two sectors beside its moon (moon m: sectors m and m+1). */
export function sectorMarks(view: Pick<GameView, 'dragon'>, sector: Sector): SectorMark[] {
  const moon = view.dragon;
  const dragonHere = moon >= 0 && (moon === sector || (moon + 1) % 6 === sector);
  return dragonHere ? [TABLE_RULE_TEXTS.dragon.sectorMark!] : [];
}

const DIFFICULTY_NAMES: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', heroic: 'Heroic' };

function difficultyText({ resourceAdjust: n, twistFp }: Catalog['difficulties'][Difficulty]): string {
  const start =
    n > 0 ? `The allies start with ${n} extra resource${n === 1 ? '' : 's'}.` : n < 0 ? `The allies start ${-n} resource${n === -1 ? '' : 's'} short.` : 'An even fight.';
  return `${start} Twist cards give the Basilisk ${twistFp > 0 ? `${twistFp} favor` : 'nothing'}.`;
}

export const DIFFICULTY_TEXTS = Object.fromEntries(
  (Object.keys(DIFFICULTY_NAMES) as Difficulty[]).map((d) => [d, { name: DIFFICULTY_NAMES[d], text: difficultyText(CATALOG.difficulties[d]) }]),
) as Readonly<Record<Difficulty, { name: string; text: string }>>;

export const CONTROLLER_TEXTS: Record<Controller, { name: string; text: string }> = {
  human: { name: 'Human', text: 'Played at this screen (hotseat).' },
  random: { name: 'Computer · novice', text: 'Chooses at random among the legal moves: easy to beat, handy for learning how a turn flows.' },
  heuristic: { name: 'Computer · steady', text: 'Judges each move by how the table looks after its turn: sensible play, answers at once.' },
  strong: { name: 'Computer · strong', text: 'Plays out many possible rounds before each move: the hardest opponent, thinks up to a second.' },
};

/** The computer levels in the order they are offered, for the legend under a seat table. */
export { COMPUTER_LEVELS } from '../../shared/lists.js';

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
  // The walls carry no numbers on the table (a wall is named by where it stands for the player: store/choices.ts spotChoiceLabel).
  if (spot.startsWith('ward')) return { name: 'Outer ward', text: PALACE_ALT_TEXTS.ward };
  if (spot.startsWith('battlement')) return { name: 'Battlement', text: PALACE_ALT_TEXTS.battlement };
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
