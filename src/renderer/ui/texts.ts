// Every word the player reads about pieces, cards and places, as messages the
// HUD says in the player's language (useWords().say). Content facts (colours,
// symbols, kin codes, costs, scenario ids, difficulty numbers) come from the
// catalog generated from the engine's content (src/renderer/catalog.generated.ts,
// see scripts/catalog-source.ts); the content's words are the catalogs' content
// part under the ids of engine/content/names.ts, so the HUD and the 3D table
// cannot disagree. The HUD's own words (help, modes, controllers, tracks) are
// the content part's `content.ui.*` messages.
import type {
  ClanId,
  Controller,
  Difficulty,
  KinType,
  PoolKey,
  Resource,
  Sector,
  Shard,
} from '../../engine/core/types.js';
import { msg, type Msg } from '../../engine/core/message.js';
import {
  clanColourName,
  clanName,
  eventName as eventNameMsg,
  eventText as eventTextMsg,
  hitText,
  kinAbility,
  kinCode,
  kinName as kinNameMsg,
  palaceDay,
  palaceNight,
  palaceTitle,
  revelationName as revelationNameMsg,
  revelationText as revelationTextMsg,
  scenarioBlurb,
  scenarioName as scenarioNameMsg,
  sectorDay,
  sectorNight,
  sectorRef,
  sectorTitle,
  villageName as villageNameMsg,
  villageText as villageTextMsg,
} from '../../engine/content/names.js';
import type { Catalog } from '../catalog-types.js';
import type { TableRule } from '../../engine/setup-rules.js';
import type { GameView } from '../../engine/view.js';
import { CATALOG } from '../catalog.generated.js';

// ---------------------------------------------------------------- clans

export interface ClanText {
  name: Msg;
  colour: string;
  colourName: Msg;
  /** A shape, so colour is never the only cue. */
  symbol: string;
}

export const CLAN_IDS: readonly ClanId[] = CATALOG.clanOrder;

export const CLAN_TEXTS = Object.fromEntries(
  CLAN_IDS.map((id) => {
    const c = CATALOG.clans[id];
    return [id, { name: clanName(id), colour: c.color, colourName: clanColourName(id), symbol: c.symbol }];
  }),
) as Readonly<Record<ClanId, ClanText>>;

// ---------------------------------------------------------------- kin

/** A kin type's name, the short code printed on its tile (two letters, or one character in Japanese), and its ability. */
export interface KinText {
  name: Msg;
  code: Msg;
  text: Msg;
}

export const KIN_TYPE_IDS: readonly KinType[] = CATALOG.kinOrder;

export const KIN_TEXTS = Object.fromEntries(
  KIN_TYPE_IDS.map((type) => [type, { name: kinNameMsg(type), code: kinCode(type), text: kinAbility(type) }]),
) as Readonly<Record<KinType, KinText>>;

export const HIDDEN_KIN_TEXT: Msg = msg('content.ui.kin.hidden.text');

/** What a hit does, in one breath. */
export const HIT_TEXT: Msg = hitText();

// ---------------------------------------------------------------- sectors and spots

export interface SectorText {
  name: Msg;
  /** Colour of the moon shard this sector hands out. */
  shard: Shard;
  day: Msg;
  night: Msg;
}

export const SECTOR_IDS: readonly Sector[] = CATALOG.sectors.map((_, i) => i as Sector);

/** One value per sector, read from the catalog's sector list. */
function perSector<T>(pick: (sector: Catalog['sectors'][number], index: Sector) => T): Readonly<Record<Sector, T>> {
  return Object.fromEntries(CATALOG.sectors.map((d, i) => [i, pick(d, i as Sector)])) as unknown as Record<Sector, T>;
}

export const SECTOR_TEXTS = perSector<SectorText>(({ shard }, i) => ({ name: sectorTitle(i), shard, day: sectorDay(i), night: sectorNight(i) }));

export const PALACE_TEXT: { name: Msg; day: Msg; night: Msg; note: Msg } = {
  name: palaceTitle(),
  day: palaceDay(),
  night: palaceNight(),
  note: msg('content.ui.palace.note'),
};

export const PALACE_ALT_TEXTS: { ward: Msg; battlement: Msg; pinnacle: Msg } = {
  ward: msg('content.ui.palace.ward'),
  battlement: msg('content.ui.palace.battlement'),
  pinnacle: msg('content.ui.palace.pinnacle'),
};

/**
 * Spot costs per sector: index = spot number, null = free. The small board
 * (2 players) has the large board's first three spots.
 */
export const SPOT_COSTS = perSector<readonly (Resource | null)[]>((d) => d.spots.large);

// ---------------------------------------------------------------- resources and shards

export interface TokenText {
  name: Msg;
  plural: Msg;
  glyph: string;
  colour: string;
  text: Msg;
  /** "3 coins": an amount of it. */
  count: (n: number) => Msg;
}

/** Where a shard colour is won: the sectors whose majority hands it out. */
function shardText(shard: Shard): Msg {
  const where = SECTOR_IDS.filter((i) => CATALOG.sectors[i]!.shard === shard).map(sectorRef);
  return msg(`content.ui.pool.${shard}.text`, { where });
}

function token(key: PoolKey, glyph: string, colour: string, text: Msg): TokenText {
  return {
    name: msg(`content.ui.pool.${key}.name`),
    plural: msg(`content.ui.pool.${key}.plural`),
    glyph,
    colour,
    text,
    count: (n) => msg(`content.ui.pool.${key}.count`, { n }),
  };
}

export const POOL_TEXTS: Record<PoolKey, TokenText> = {
  coin: token('coin', '¤', '#e2b84a', msg('content.ui.pool.coin.text')),
  scroll: token('scroll', '§', '#d8c9a3', msg('content.ui.pool.scroll.text')),
  lantern: token('lantern', '☼', '#f08a4b', msg('content.ui.pool.lantern.text')),
  coral: token('coral', '◈', '#ff7f6e', shardText('coral')),
  jade: token('jade', '◈', '#5cc79a', shardText('jade')),
  agate: token('agate', '◈', '#b58ee0', shardText('agate')),
};

export const RESOURCE_KEYS: readonly Resource[] = CATALOG.resourceOrder;
export const SHARD_KEYS: readonly Shard[] = CATALOG.shardOrder;

export const TRACK_TEXTS: Record<'favor' | 'capital' | 'pioneer' | 'firstPlayer' | 'revelations' | 'hand' | 'pile', Msg> = {
  favor: msg('content.ui.track.favor'),
  capital: msg('content.ui.track.capital'),
  pioneer: msg('content.ui.track.pioneer'),
  firstPlayer: msg('content.ui.track.firstPlayer'),
  revelations: msg('content.ui.track.revelations'),
  hand: msg('content.ui.track.hand'),
  pile: msg('content.ui.track.pile'),
};

// ---------------------------------------------------------------- villages

export interface VillageText {
  name: Msg;
  text: Msg;
}

const VILLAGE_IDS = Object.keys(CATALOG.villages).map(Number);

/** Village key by numeric id. */
export const VILLAGE_KEYS: readonly string[] = VILLAGE_IDS.map((id) => CATALOG.villages[id]!.key);

/** Village tiles by key. */
export const VILLAGE_TEXTS: Readonly<Record<string, VillageText>> = Object.fromEntries(
  VILLAGE_IDS.map((id) => [CATALOG.villages[id]!.key, { name: villageNameMsg(id), text: villageTextMsg(id) }]),
);

export function villageText(id: number): VillageText | null {
  return CATALOG.villages[id] ? { name: villageNameMsg(id), text: villageTextMsg(id) } : null;
}

/** Building costs and favor per village site. */
export const VILLAGE_SITE_COSTS: readonly { cost: Partial<Record<Resource, number>>; fp: number }[] = CATALOG.villageSites;

/** Clanhouse slots, left to right: recruit cost in coins and favor scored. */
export const CLANHOUSE_SLOT_TEXTS: readonly { cost: number; fp: number }[] = CATALOG.clanhouseSlots;

// ---------------------------------------------------------------- modes and setup

export interface ScenarioText {
  id: string;
  name: Msg;
  clan: ClanId;
  blurb: Msg;
}

/** The story scenarios, in campaign order. */
export const SCENARIO_TEXTS: readonly ScenarioText[] = CATALOG.scenarios.map(({ id, clan }) => ({
  id,
  name: scenarioNameMsg(id),
  clan,
  blurb: scenarioBlurb(id),
}));

export function scenarioName(id: string | null | undefined): Msg {
  if (!id) return msg('content.ui.scenario.none');
  return SCENARIO_TEXTS.find((s) => s.id === id)?.name ?? msg('content.ui.scenario.unknown', { id });
}

/** A mark the HUD's sector list shows beside a sector's name: a short badge, its name for screen readers, its tooltip. */
export interface SectorMark {
  badge: Msg;
  label: Msg;
  tip: Msg;
}

const tableRule = (rule: TableRule) => ({
  name: msg(`content.ui.rule.${rule}.name`),
  text: msg(`content.ui.rule.${rule}.text`),
  glossary: msg(`content.ui.rule.${rule}.glossary`),
});

/**
 * The words for each table rule, keyed by the engine's list (engine/setup-rules.ts):
 * its name, the one line the new-game form shows beside its checkbox, and its
 * entry in the rules reference (rules-text.ts), and the mark it puts on a
 * sector in the HUD, if any. A rule added to the list without its words fails
 * the type check here.
 */
export const TABLE_RULE_TEXTS: Readonly<Record<TableRule, { name: Msg; text: Msg; glossary: Msg; sectorMark?: SectorMark }>> = {
  palaceAlt: tableRule('palaceAlt'),
  dragon: {
    ...tableRule('dragon'),
    sectorMark: { badge: msg('content.ui.rule.dragon.mark.badge'), label: msg('content.ui.rule.dragon.mark.label'), tip: msg('content.ui.rule.dragon.mark.tip') },
  },
  asymmetric: tableRule('asymmetric'),
};

/** The marks a table rule in play puts on `sector`: the dragon marks the two sectors beside its moon (moon m: sectors m and m+1). */
export function sectorMarks(view: Pick<GameView, 'dragon'>, sector: Sector): SectorMark[] {
  const moon = view.dragon;
  const dragonHere = moon >= 0 && (moon === sector || (moon + 1) % 6 === sector);
  return dragonHere ? [TABLE_RULE_TEXTS.dragon.sectorMark!] : [];
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard', 'heroic'];

function difficultyText({ resourceAdjust: n, twistFp }: Catalog['difficulties'][Difficulty]): Msg {
  const start = n > 0 ? msg('content.ui.difficulty.start.extra', { n }) : n < 0 ? msg('content.ui.difficulty.start.short', { n: -n }) : msg('content.ui.difficulty.start.even');
  return msg('content.ui.difficulty.text', { start, twist: msg('content.ui.difficulty.twist', { fp: twistFp }) });
}

export const DIFFICULTY_TEXTS = Object.fromEntries(
  DIFFICULTIES.map((d) => [d, { name: msg(`content.ui.difficulty.${d}.name`), text: difficultyText(CATALOG.difficulties[d]) }]),
) as Readonly<Record<Difficulty, { name: Msg; text: Msg }>>;

export const CONTROLLER_TEXTS: Record<Controller, { name: Msg; text: Msg }> = {
  human: { name: msg('content.ui.controller.human.name'), text: msg('content.ui.controller.human.text') },
  random: { name: msg('content.ui.controller.random.name'), text: msg('content.ui.controller.random.text') },
  heuristic: { name: msg('content.ui.controller.heuristic.name'), text: msg('content.ui.controller.heuristic.text') },
  strong: { name: msg('content.ui.controller.strong.name'), text: msg('content.ui.controller.strong.text') },
};

/** The computer levels in the order they are offered, for the legend under a seat table. */
export { COMPUTER_LEVELS } from '../../shared/lists.js';

export const PHASE_TEXTS: Record<'day' | 'night' | 'end', Msg> = {
  day: msg('content.ui.phase.day'),
  night: msg('content.ui.phase.night'),
  end: msg('content.ui.phase.end'),
};

// ---------------------------------------------------------------- helpers

/** "1 coin and 2 scrolls", or "nothing". */
export function amountText(cost: Partial<Record<PoolKey, number>>): Msg {
  const parts = Object.entries(cost)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => POOL_TEXTS[k as PoolKey].count(n!));
  return parts.length ? msg('content.ui.amount', { parts }) : msg('content.ui.amount.nothing');
}

/** Plain words for a spot id (s<sector>.<index>, palace, ward<w>, battlement<w>, pinnacle). */
export function spotText(spot: string): { name: Msg; text: Msg } {
  if (spot === 'palace') return { name: PALACE_TEXT.name, text: PALACE_TEXT.day };
  if (spot === 'pinnacle') return { name: msg('content.ui.spot.pinnacle'), text: PALACE_ALT_TEXTS.pinnacle };
  // The walls carry no numbers on the table (a wall is named by where it stands for the player: store/choices.ts spotChoiceLabel).
  if (spot.startsWith('ward')) return { name: msg('content.ui.spot.ward'), text: PALACE_ALT_TEXTS.ward };
  if (spot.startsWith('battlement')) return { name: msg('content.ui.spot.battlement'), text: PALACE_ALT_TEXTS.battlement };
  const m = /^s(\d)\.(\d+)$/.exec(spot);
  if (!m) return { name: msg('content.ui.spot.unknown', { spot }), text: msg('content.ui.empty') };
  const sector = Number(m[1]) as Sector;
  const index = Number(m[2]);
  const cost = SPOT_COSTS[sector]?.[index] ?? null;
  const st = SECTOR_TEXTS[sector];
  return {
    name: msg('content.ui.spot.name', { sector: st.name, n: index + 1 }),
    text: cost ? msg('content.ui.spot.paid', { cost: POOL_TEXTS[cost].count(1), day: st.day }) : msg('content.ui.spot.free', { day: st.day }),
  };
}

/** The sector a spot id belongs to, or null for palace spots. */
export function spotSector(spot: string): Sector | null {
  const m = /^s(\d)\./.exec(spot);
  return m ? (Number(m[1]) as Sector) : null;
}

// ---------------------------------------------------------------- cards

export function eventText(id: number): { name: Msg; text: Msg } {
  return CATALOG.events[id]
    ? { name: eventNameMsg(id), text: eventTextMsg(id) }
    : { name: msg('content.ui.event.unknown', { n: id + 1 }), text: msg('content.ui.event.unknown.text') };
}

export function revelationText(id: number): { name: Msg; text: Msg; cost?: number; fp?: number } {
  const r = CATALOG.revelations[id];
  return r
    ? { name: revelationNameMsg(id), text: msg('content.ui.revelation.withCost', { text: revelationTextMsg(id), cost: r.cost, fp: r.fp }), cost: r.cost, fp: r.fp }
    : { name: msg('content.ui.revelation.unknown', { n: id + 1 }), text: msg('content.ui.revelation.unknown.text') };
}
