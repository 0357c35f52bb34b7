// Hand-written validation of the content data (the engine may not import
// packages). It runs once when the content module loads, and can be run on any
// replacement bundle. Every error names the family and the card or tile.
import { CLANS, KIN_TYPES, RESOURCES, SHARDS } from '../core/types.js';
import type { ClanId, KinType } from '../core/types.js';
import type { BASILISK_EXTRA_KIN, StartingSet, StartingSetKey } from './constants.js';
import type { NightReward } from './sectors.js';
import type {
  ClanComposition,
  ClanDef,
  ClanhouseSlotDef,
  EnemyCard,
  EventCard,
  KinDef,
  RevelationCard,
  Scenario,
  SectorDef,
  VillageDef,
  VillageSiteDef,
} from './types.js';

/** All the content families, as validated together. */
export interface ContentBundle {
  clans: Record<ClanId, ClanDef>;
  kin: Record<KinType, KinDef>;
  composition: ClanComposition;
  startingSets: Record<StartingSetKey, StartingSet>;
  basiliskExtraKin: typeof BASILISK_EXTRA_KIN;
  basiliskStackSize: Record<2 | 3, number>;
  sectors: SectorDef[];
  nightRewards: NightReward[];
  events: EventCard[];
  revelations: RevelationCard[];
  villages: VillageDef[];
  villageSites: VillageSiteDef[];
  clanhouseSlots: ClanhouseSlotDef[];
  enemyDeck: EnemyCard[];
  scenarios: Scenario[];
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

function fail(where: string, msg: string): never {
  throw new ContentError(`Invalid content, ${where}: ${msg}`);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNonNegInt = (v: unknown): v is number => isInt(v) && v >= 0;
const isPosInt = (v: unknown): v is number => isInt(v) && v > 0;
const isSector = (v: unknown): boolean => isInt(v) && v >= 0 && v <= 5;
const SECTOR_NOTE = 'a sector index 0-5';
const POOL_KEYS: readonly string[] = [...RESOURCES, ...SHARDS];
const RESOURCE_KEYS: readonly string[] = RESOURCES;

function obj(v: unknown, where: string, what: string): Obj {
  if (!isObj(v)) fail(where, `${what} must be an object`);
  return v;
}

function list(v: unknown, where: string, what: string): unknown[] {
  if (!Array.isArray(v)) fail(where, `${what} must be a list`);
  return v;
}

/** Fails on any key outside `allowed`. */
function onlyKeys(o: Obj, allowed: readonly string[], where: string, what: string): void {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) fail(where, `${what} has an unknown key "${k}"`);
  }
}

function text(v: unknown, where: string, what: string): string {
  if (typeof v !== 'string' || v.trim() === '') fail(where, `${what} must be a non-empty text`);
  return v;
}

function provenance(v: unknown, where: string): void {
  if (v !== 'rules' && v !== 'house') fail(where, `provenance must be 'rules' or 'house', not ${JSON.stringify(v)}`);
}

/** An amount of resources/shards: known keys, non-negative integers; `resourcesOnly` forbids shards. */
function amount(v: unknown, where: string, what: string, opts: { nonEmpty: boolean; resourcesOnly?: boolean }): Obj {
  const o = obj(v, where, what);
  const keys = opts.resourcesOnly ? RESOURCE_KEYS : POOL_KEYS;
  let total = 0;
  for (const [k, n] of Object.entries(o)) {
    if (!keys.includes(k)) fail(where, `${what} has an unknown ${opts.resourcesOnly ? 'resource' : 'resource or shard'} "${k}"`);
    if (!isNonNegInt(n)) fail(where, `${what}.${k} must be a non-negative integer, not ${JSON.stringify(n)}`);
    total += n;
  }
  if (opts.nonEmpty && total === 0) fail(where, `${what} must not be empty`);
  return o;
}

/** Items must be objects whose `id` equals their index (unique and dense). */
function denseIds(items: unknown[], family: string, label: (o: Obj) => string): void {
  const seen = new Map<unknown, string>();
  items.forEach((it, i) => {
    const o = obj(it, `${family} at index ${i}`, 'the entry');
    const where = `${family} ${label(o)}`;
    if (!isNonNegInt(o.id)) fail(where, `id must be a non-negative integer, not ${JSON.stringify(o.id)}`);
    const prev = seen.get(o.id);
    if (prev !== undefined) fail(where, `duplicate id ${String(o.id)} (also used by ${prev})`);
    seen.set(o.id, label(o));
  });
  items.forEach((it, i) => {
    const o = it as Obj;
    if (o.id !== i) fail(`${family} ${label(o)}`, `ids must run 0..${items.length - 1} in order; found id ${String(o.id)} at index ${i}`);
  });
}

const named = (o: Obj): string => `#${String(o.id)} "${String(o.name)}"`;

// --- effects -----------------------------------------------------------------

const EFFECT_KEYS = [
  'gain', 'lose', 'fp', 'gainAny', 'loseAny', 'trade', 'tradeAny', 'perKin', 'ifKin', 'ifCapitalFirst',
  'fpPerRevelations', 'daytime', 'daytimeHighlighted', 'explore', 'collectVillage', 'cloakOwn',
  'returnEvent', 'discardEvent', 'rotatePalace', 'allEnemies',
] as const;
type EffectKey = (typeof EFFECT_KEYS)[number];
const EFFECT_KEY_LIST: readonly string[] = EFFECT_KEYS;

/** Primitives allowed in effects resolved at nighttime (events, 'night' revelations). */
const NIGHT_SAFE: readonly EffectKey[] = [
  'gain', 'lose', 'fp', 'gainAny', 'loseAny', 'trade', 'tradeAny', 'perKin', 'ifKin', 'ifCapitalFirst',
  'fpPerRevelations', 'allEnemies',
];
/** Primitives allowed in final-scoring effects. */
const END_SAFE: readonly EffectKey[] = ['fp', 'fpPerRevelations', 'ifCapitalFirst', 'ifKin', 'perKin'];

function effects(v: unknown, where: string, path: string, used: Set<EffectKey>, inEnemies = false): void {
  list(v, where, path).forEach((e, i) => effect(e, where, `${path}[${i}]`, used, inEnemies));
}

function nonEmptyEffects(v: unknown, where: string, path: string, used: Set<EffectKey>, inEnemies: boolean): void {
  if (list(v, where, path).length === 0) fail(where, `${path} must hold at least one effect`);
  effects(v, where, path, used, inEnemies);
}

function effect(e: unknown, where: string, path: string, used: Set<EffectKey>, inEnemies: boolean): void {
  const o = obj(e, where, path);
  const keys = Object.keys(o);
  const primaries = keys.filter((k) => EFFECT_KEY_LIST.includes(k)) as EffectKey[];
  if (primaries.length === 0) {
    fail(where, `${path}: unknown effect key "${keys[0] ?? '(none)'}"`);
  }
  if (primaries.length > 1) fail(where, `${path} combines effect keys ${primaries.join(' and ')}; use one entry per effect`);
  const k = primaries[0] as EffectKey;
  used.add(k);
  const extra = k === 'gainAny' || k === 'loseAny' ? ['count'] : [];
  for (const key of keys) {
    if (key !== k && !extra.includes(key)) fail(where, `${path}: unknown effect key "${key}" next to "${k}"`);
  }
  const v = o[k];
  const at = `${path}.${k}`;
  switch (k) {
    case 'gain':
    case 'lose':
      amount(v, where, at, { nonEmpty: true });
      return;
    case 'fp':
      if (!isInt(v) || v === 0) fail(where, `${at} must be a non-zero integer`);
      return;
    case 'gainAny':
      if (v !== 'resource' && v !== 'shard') fail(where, `${at} must be 'resource' or 'shard'`);
      if (!isPosInt(o.count)) fail(where, `${path}.count must be a positive integer`);
      return;
    case 'loseAny':
      if (v !== 'resource') fail(where, `${at} must be 'resource'`);
      if (!isPosInt(o.count)) fail(where, `${path}.count must be a positive integer`);
      return;
    case 'trade': {
      const t = obj(v, where, at);
      onlyKeys(t, ['pay', 'then'], where, at);
      amount(t.pay, where, `${at}.pay`, { nonEmpty: true });
      nonEmptyEffects(t.then, where, `${at}.then`, used, inEnemies);
      return;
    }
    case 'tradeAny': {
      const t = obj(v, where, at);
      onlyKeys(t, ['count', 'then'], where, at);
      if (!isPosInt(t.count)) fail(where, `${at}.count must be a positive integer`);
      nonEmptyEffects(t.then, where, `${at}.then`, used, inEnemies);
      return;
    }
    case 'perKin': {
      const t = obj(v, where, at);
      onlyKeys(t, ['in', 'then'], where, at);
      if (!isSector(t.in) && t.in !== 'highlighted' && t.in !== 'palace' && t.in !== 'board') {
        fail(where, `${at}.in must be ${SECTOR_NOTE}, 'highlighted', 'palace' or 'board'`);
      }
      nonEmptyEffects(t.then, where, `${at}.then`, used, inEnemies);
      return;
    }
    case 'ifKin': {
      const t = obj(v, where, at);
      onlyKeys(t, ['in', 'present', 'then'], where, at);
      if (!isSector(t.in) && t.in !== 'palace') fail(where, `${at}.in must be ${SECTOR_NOTE} or 'palace'`);
      if (typeof t.present !== 'boolean') fail(where, `${at}.present must be true or false`);
      nonEmptyEffects(t.then, where, `${at}.then`, used, inEnemies);
      return;
    }
    case 'ifCapitalFirst': {
      const t = obj(v, where, at);
      onlyKeys(t, ['first', 'then'], where, at);
      if (typeof t.first !== 'boolean') fail(where, `${at}.first must be true or false`);
      nonEmptyEffects(t.then, where, `${at}.then`, used, inEnemies);
      return;
    }
    case 'fpPerRevelations': {
      const t = obj(v, where, at);
      onlyKeys(t, ['per', 'fp'], where, at);
      if (!isPosInt(t.per) || !isPosInt(t.fp)) fail(where, `${at}.per and .fp must be positive integers`);
      return;
    }
    case 'daytime':
      if (!isSector(v)) fail(where, `${at} must be ${SECTOR_NOTE}`);
      return;
    case 'explore':
      if (!isPosInt(v)) fail(where, `${at} must be a positive integer`);
      return;
    case 'cloakOwn':
    case 'rotatePalace':
      if (v !== 1) fail(where, `${at} must be 1`);
      return;
    case 'daytimeHighlighted':
    case 'collectVillage':
    case 'returnEvent':
    case 'discardEvent':
      if (v !== true) fail(where, `${at} must be true`);
      return;
    case 'allEnemies':
      if (inEnemies) fail(where, `${at}: "allEnemies" cannot be nested inside another "allEnemies"`);
      nonEmptyEffects(v, where, at, used, true);
      return;
  }
}

function onlyPrimitives(used: Set<EffectKey>, allowed: readonly EffectKey[], where: string, why: string): void {
  for (const k of used) if (!allowed.includes(k)) fail(where, `effect "${k}" cannot be used ${why}`);
}

// --- families ----------------------------------------------------------------

function validateClans(clans: unknown): void {
  const o = obj(clans, 'clans', 'the clan table');
  onlyKeys(o, CLANS, 'clans', 'the clan table');
  const colors = new Set<string>();
  const symbols = new Set<string>();
  const names = new Set<string>();
  for (const id of CLANS) {
    const where = `clan "${id}"`;
    const c = obj(o[id], where, 'the clan');
    onlyKeys(c, ['id', 'name', 'colorName', 'color', 'symbol', 'provenance'], where, 'the clan');
    if (c.id !== id) fail(where, `id must be "${id}"`);
    const name = text(c.name, where, 'name');
    text(c.colorName, where, 'colorName');
    const color = text(c.color, where, 'color').toUpperCase();
    if (!/^#[0-9A-F]{6}$/.test(color)) fail(where, 'color must be a #RRGGBB hex colour');
    const symbol = text(c.symbol, where, 'symbol');
    if (colors.has(color)) fail(where, `colour ${color} is used by another clan`);
    if (symbols.has(symbol)) fail(where, `symbol ${symbol} is used by another clan`);
    if (names.has(name)) fail(where, `name "${name}" is used by another clan`);
    colors.add(color);
    symbols.add(symbol);
    names.add(name);
    provenance(c.provenance, where);
  }
}

function validateKin(kin: unknown): void {
  const o = obj(kin, 'kin', 'the kin table');
  onlyKeys(o, KIN_TYPES, 'kin', 'the kin table');
  const codes = new Map<string, KinType>();
  for (const t of KIN_TYPES) {
    const where = `kin "${t}"`;
    const k = obj(o[t], where, 'the kin');
    onlyKeys(k, ['type', 'name', 'code', 'text', 'provenance'], where, 'the kin');
    if (k.type !== t) fail(where, `type must be "${t}"`);
    text(k.name, where, 'name');
    // The code is all a tile shows of its kin, in the HUD and on the 3D table alike.
    const code = text(k.code, where, 'code');
    if (!/^[A-Z][a-z]$/.test(code)) fail(where, 'code must be two letters, a capital then a small one ("Ar")');
    const other = codes.get(code);
    if (other) fail(where, `code "${code}" is already the ${other}'s`);
    codes.set(code, t);
    text(k.text, where, 'text');
    provenance(k.provenance, where);
  }
}

function validateComposition(b: ContentBundle): void {
  const where = 'clan composition';
  const c = obj(b.composition, where, 'the composition');
  provenance(c.provenance, where);
  const counts = obj(c.counts, where, 'counts');
  onlyKeys(counts, KIN_TYPES, where, 'counts');
  for (const t of KIN_TYPES) {
    if (!isPosInt(counts[t])) fail(where, `every kin type needs at least one tile; "${t}" has ${JSON.stringify(counts[t])}`);
  }
  const sets = obj(b.startingSets, 'starting sets', 'the table');
  for (const [key, s] of Object.entries(sets)) {
    const so = obj(s, `starting set "${key}"`, 'the set');
    onlyKeys(so, ['apprentice', 'fighter'], `starting set "${key}"`, 'the set');
    for (const t of ['apprentice', 'fighter'] as const) {
      const n = so[t];
      if (!isNonNegInt(n)) fail(`starting set "${key}"`, `${t} must be a non-negative integer`);
      if (n > (counts[t] as number)) fail(`starting set "${key}"`, `needs ${n} ${t} tiles but a clan has ${String(counts[t])}`);
    }
  }
  const others = KIN_TYPES.filter((t) => t !== 'apprentice' && t !== 'fighter').reduce((n, t) => n + (counts[t] as number), 0);
  const size = (s: StartingSet | undefined): number => (s ? s.apprentice + s.fighter : NaN);
  for (const allies of [2, 3] as const) {
    const where2 = `Basilisk stack (${allies} allies)`;
    const stack = b.basiliskStackSize[allies];
    for (const mode of ['vanilla', 'story'] as const) {
      const extra = b.basiliskExtraKin[mode][allies];
      if (!isNonNegInt(extra)) fail(where2, `${mode} extra kin must be a non-negative integer`);
      if (extra > others) fail(where2, `${mode} draws ${extra} extra kin but a clan has only ${others} besides apprentices and fighters`);
      const base = size(mode === 'vanilla' ? b.startingSets.basiliskVanilla : b.startingSets.basiliskStory);
      if (base + extra !== stack) fail(where2, `${mode}: starting set ${base} + extra ${extra} must make ${stack}`);
    }
  }
}

const RULE_SHARDS = ['coral', 'coral', 'jade', 'jade', 'agate', 'agate'];

function spotList(v: unknown, where: string, what: string): unknown[] {
  const l = list(v, where, what);
  if (l.length === 0) fail(where, `${what} must have at least one spot`);
  l.forEach((s, i) => {
    const so = obj(s, where, `${what}[${i}]`);
    onlyKeys(so, ['cost'], where, `${what}[${i}]`);
    if (so.cost !== null && !RESOURCE_KEYS.includes(so.cost as string)) {
      fail(where, `${what}[${i}].cost must be null (free) or a resource, not ${JSON.stringify(so.cost)}`);
    }
  });
  return l;
}

function validateSectors(sectors: unknown, rewards: unknown): void {
  const l = list(sectors, 'sectors', 'the sector list');
  if (l.length !== 6) fail('sectors', `there must be 6 sectors, found ${l.length}`);
  l.forEach((s, i) => {
    const so = obj(s, `sector ${i}`, 'the sector');
    const where = `sector ${i} "${String(so.name)}"`;
    onlyKeys(so, ['sector', 'name', 'shard', 'daytimeText', 'nighttimeText', 'spots', 'spotsProvenance', 'provenance'], where, 'the sector');
    if (so.sector !== i) fail(where, `sector must equal its index ${i}`);
    text(so.name, where, 'name');
    if (so.shard !== RULE_SHARDS[i]) fail(where, `shard must be ${String(RULE_SHARDS[i])} (rules)`);
    text(so.daytimeText, where, 'daytimeText');
    text(so.nighttimeText, where, 'nighttimeText');
    const sp = obj(so.spots, where, 'spots');
    onlyKeys(sp, ['large', 'small'], where, 'spots');
    const large = spotList(sp.large, where, 'spots.large');
    const small = spotList(sp.small, where, 'spots.small');
    if (small.length >= large.length) fail(where, 'the large (3-4 player) side must have more spots than the small side (rules)');
    if (so.spotsProvenance !== undefined) provenance(so.spotsProvenance, where);
    provenance(so.provenance, where);
  });
  const r = list(rewards, 'night rewards', 'the list');
  if (r.length !== 6) fail('night rewards', `there must be 6 entries, found ${r.length}`);
  r.forEach((x, i) => {
    const where = `night reward of sector ${i}`;
    const o = obj(x, where, 'the entry');
    onlyKeys(o, ['sector', 'reward', 'bonus', 'provenance'], where, 'the entry');
    if (o.sector !== i) fail(where, `sector must equal its index ${i}`);
    const used = new Set<EffectKey>();
    nonEmptyEffects(o.reward, where, 'reward', used, false);
    onlyPrimitives(used, NIGHT_SAFE, where, 'in a nighttime reward');
    if (o.bonus !== RULE_SHARDS[i]) fail(where, `bonus must be ${String(RULE_SHARDS[i])} (rules)`);
    provenance(o.provenance, where);
  });
}

function validateEvents(events: unknown): void {
  const l = list(events, 'events', 'the event list');
  if (l.length === 0) fail('events', 'there must be at least one event card');
  denseIds(l, 'event', named);
  for (const e of l as Obj[]) {
    const where = `event ${named(e)}`;
    onlyKeys(e, ['id', 'name', 'text', 'effects', 'provenance'], where, 'the card');
    text(e.name, where, 'name');
    text(e.text, where, 'text');
    const used = new Set<EffectKey>();
    nonEmptyEffects(e.effects, where, 'effects', used, false);
    onlyPrimitives(used, NIGHT_SAFE, where, 'on an event card (events resolve at nighttime)');
    provenance(e.provenance, where);
  }
}

const TIMINGS = ['instant', 'turnStart', 'night', 'endGame'];

function validateRevelations(cards: unknown): void {
  const l = list(cards, 'revelations', 'the revelation list');
  if (l.length < 3) fail('revelations', 'there must be at least three revelation cards to fill the display');
  denseIds(l, 'revelation', named);
  for (const c of l as Obj[]) {
    const where = `revelation ${named(c)}`;
    onlyKeys(c, ['id', 'name', 'text', 'cost', 'fp', 'timing', 'effects', 'provenance'], where, 'the card');
    text(c.name, where, 'name');
    text(c.text, where, 'text');
    if (!isNonNegInt(c.cost)) fail(where, `cost must be a non-negative integer, not ${JSON.stringify(c.cost)}`);
    if (c.cost > 3) fail(where, 'cost must be at most 3 scrolls');
    if (!isPosInt(c.fp) || c.fp > 5) fail(where, 'fp must be an integer from 1 to 5');
    if (c.fp < c.cost + 1 || c.fp > c.cost + 2) fail(where, `fp must be cost + 1 or cost + 2 (cost ${c.cost}, fp ${c.fp})`);
    if (typeof c.timing !== 'string' || !TIMINGS.includes(c.timing)) fail(where, `timing must be one of ${TIMINGS.join(', ')}`);
    const used = new Set<EffectKey>();
    if (c.timing === 'instant') {
      if (list(c.effects, where, 'effects').length !== 0) fail(where, "an 'instant' card has no kept effect; effects must be empty");
    } else {
      nonEmptyEffects(c.effects, where, 'effects', used, false);
    }
    if (c.timing === 'turnStart') {
      for (const e of c.effects as Obj[]) {
        if (!('trade' in e) && !('tradeAny' in e)) {
          fail(where, "a 'turnStart' card can fire every turn, so each of its effects must be a trade or tradeAny");
        }
      }
    }
    if (c.timing === 'night') onlyPrimitives(used, NIGHT_SAFE, where, "on a 'night' card");
    if (c.timing === 'endGame') onlyPrimitives(used, END_SAFE, where, "on an 'endGame' card");
    provenance(c.provenance, where);
  }
}

/** The twelve village tiles of the rules, by key. */
const RULE_VILLAGES: Record<string, string> = {
  banditsLair: "Bandit's Lair",
  coveOfTheOwl: 'Cove of the Owl',
  featherglow: 'Featherglow',
  fortuneCity: 'Fortune City',
  lanternquill: 'Lanternquill',
  loreville: 'Loreville',
  moonforge: 'Moonforge',
  moonHeaven: 'Moon Heaven',
  nomadEncampment: 'Nomad Encampment',
  theOutpost: 'The Outpost',
  townHall: 'Town Hall',
  twinRiverTown: 'Twin River Town',
};

function validateVillages(villages: unknown, sites: unknown): void {
  const l = list(villages, 'villages', 'the village list');
  denseIds(l, 'village', named);
  const n = l.length;
  if (n !== 14) fail('villages', `there must be 14 entries (start, 12 tiles, shrine), found ${n}`);
  const keys = new Set<string>();
  (l as Obj[]).forEach((v, i) => {
    const where = `village ${named(v)}`;
    onlyKeys(v, ['id', 'key', 'name', 'text', 'effects', 'provenance'], where, 'the tile');
    const key = text(v.key, where, 'key');
    if (keys.has(key)) fail(where, `key "${key}" appears twice`);
    keys.add(key);
    if (i === 0 && key !== 'start') fail(where, 'id 0 must be the starting village (key "start")');
    if (i === n - 1 && key !== 'shrine') fail(where, `id ${n - 1} must be the shrine (key "shrine")`);
    if (i > 0 && i < n - 1) {
      const rulesName = RULE_VILLAGES[key];
      if (rulesName === undefined) fail(where, `"${key}" is not a village tile of the rules`);
      if (v.name !== rulesName) fail(where, `name must be "${rulesName}" (rules)`);
    }
    text(v.name, where, 'name');
    text(v.text, where, 'text');
    if (v.effects !== undefined) {
      const used = new Set<EffectKey>();
      nonEmptyEffects(v.effects, where, 'effects', used, false);
    }
    if ((key === 'start' || key === 'shrine') && v.effects === undefined) fail(where, 'needs its benefit as effects');
    provenance(v.provenance, where);
  });

  const s = list(sites, 'village sites', 'the site list');
  if (s.length < 3) fail('village sites', 'there must be the starting village, at least one site and the shrine');
  const buildable = s.length - 2;
  // A mode that takes tiles out checks its own remainder against the sites (variants' tests).
  const tiles = Object.keys(RULE_VILLAGES).length;
  if (buildable > tiles) fail('village sites', `${buildable} sites need more tiles than the ${tiles} of the rules`);
  let prevFp = -1;
  s.forEach((x, i) => {
    const where = i === 0 ? 'village site 0 (starting village)' : i === s.length - 1 ? `village site ${i} (shrine)` : `village site ${i}`;
    const o = obj(x, where, 'the site');
    onlyKeys(o, ['cost', 'fp', 'provenance'], where, 'the site');
    const cost = amount(o.cost, where, 'cost', { nonEmpty: i > 0, resourcesOnly: true });
    if (!isNonNegInt(o.fp)) fail(where, `fp must be a non-negative integer, not ${JSON.stringify(o.fp)}`);
    if (o.fp < prevFp) fail(where, 'fp must not decrease along the track');
    prevFp = o.fp;
    if (i === 0 && (Object.values(cost).some((c) => c !== 0) || o.fp !== 0)) fail(where, 'the starting village is pre-built: cost {} and fp 0');
    if (i === s.length - 1) {
      if (cost.coin !== 1 || cost.scroll !== 1 || cost.lantern !== 1 || o.fp !== 7) {
        fail(where, 'the shrine costs 1 coin, 1 scroll and 1 lantern and gives 7 FP (rules)');
      }
    }
    provenance(o.provenance, where);
  });
}

function validateClanhouse(slots: unknown): void {
  const l = list(slots, 'clanhouse slots', 'the slot list');
  if (l.length === 0) fail('clanhouse slots', 'there must be at least one slot');
  let prev = 0;
  l.forEach((x, i) => {
    const where = `clanhouse slot ${i}`;
    const o = obj(x, where, 'the slot');
    onlyKeys(o, ['cost', 'fp', 'provenance'], where, 'the slot');
    if (!isNonNegInt(o.cost)) fail(where, `cost must be a non-negative integer, not ${JSON.stringify(o.cost)}`);
    if (!isNonNegInt(o.fp)) fail(where, `fp must be a non-negative integer, not ${JSON.stringify(o.fp)}`);
    if (o.cost < prev) fail(where, 'costs must not decrease left to right (kin arrive in the lower cost slot first)');
    prev = o.cost;
    provenance(o.provenance, where);
  });
}

function validateEnemyDeck(deck: unknown, slotCount: number): void {
  const l = list(deck, 'enemy deck', 'the deck');
  const label = (o: Obj): string => `#${String(o.id)} (${String(o.kind)})`;
  denseIds(l, 'enemy card', label);
  const perSector = [0, 0, 0, 0, 0, 0];
  let twists = 0;
  let pairs = 0;
  for (const c of l as Obj[]) {
    const where = `enemy card ${label(c)}`;
    if (c.kind === 'twist') {
      onlyKeys(c, ['id', 'kind', 'provenance'], where, 'the card');
      twists++;
    } else if (c.kind === 'sector') {
      onlyKeys(c, ['id', 'kind', 'sector', 'secondary', 'clanhouseSlot', 'provenance'], where, 'the card');
      if (!isSector(c.sector)) fail(where, `sector must be ${SECTOR_NOTE}`);
      perSector[c.sector as number]!++;
      if (c.secondary !== undefined) {
        const pair = [c.sector, c.secondary].sort().join(',');
        if (pair !== '2,3') fail(where, 'only a "The Rim | The Shrine" card names a secondary sector');
        pairs++;
      }
      if (!isNonNegInt(c.clanhouseSlot) || c.clanhouseSlot >= slotCount) {
        fail(where, `clanhouseSlot must be a slot index 0-${slotCount - 1}`);
      }
    } else {
      fail(where, `kind must be 'sector' or 'twist'`);
    }
    if (c.provenance !== undefined) provenance(c.provenance, where);
  }
  if (l.length - twists !== 12 || twists !== 3) fail('enemy deck', `needs 12 sector cards and 3 twists (rules), found ${l.length - twists} and ${twists}`);
  if (pairs < 1) fail('enemy deck', 'needs at least one "The Rim | The Shrine" card (rules)');
  perSector.forEach((n, s) => {
    if (n === 0) fail('enemy deck', `sector ${s} has no sector card`);
  });
}

const STORY_KEYS = [
  'basiliskAddKin', 'basiliskRemoveKin', 'basiliskGain', 'basiliskFp', 'alliesGain', 'alliesLose',
  'basiliskExtraTurn', 'blockSector',
];

function validateScenarios(b: ContentBundle): void {
  const l = list(b.scenarios, 'scenarios', 'the scenario list');
  const ids = new Set<string>();
  const counts = b.composition.counts;
  const start = b.startingSets.basiliskStory;
  for (const [i, x] of l.entries()) {
    const sc = obj(x, `scenario at index ${i}`, 'the scenario');
    const where = `scenario "${String(sc.id)}"`;
    onlyKeys(sc, ['id', 'name', 'blurb', 'clan', 'acts', 'provenance'], where, 'the scenario');
    const id = text(sc.id, where, 'id');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail(where, 'id must be kebab-case');
    if (ids.has(id)) fail(where, 'duplicate id');
    ids.add(id);
    text(sc.name, where, 'name');
    text(sc.blurb, where, 'blurb');
    if (!(CLANS as readonly unknown[]).includes(sc.clan)) fail(where, `clan must be one of ${CLANS.join(', ')}`);
    provenance(sc.provenance, where);
    const acts = list(sc.acts, where, 'acts');
    if (acts.length !== 3) fail(where, 'needs exactly three Act cards');
    acts.forEach((a, ai) => {
      const act = obj(a, where, `act ${ai + 1}`);
      const w = `${where} act ${ai + 1} "${String(act.name)}"`;
      onlyKeys(act, ['act', 'name', 'story', 'text', 'changes', 'provenance'], w, 'the act');
      if (act.act !== ai + 1) fail(w, `act must be ${ai + 1}`);
      text(act.name, w, 'name');
      text(act.story, w, 'story');
      text(act.text, w, 'text');
      provenance(act.provenance, w);
      const added: string[] = [];
      const removed: string[] = [];
      list(act.changes, w, 'changes').forEach((c, ci) => {
        const co = obj(c, w, `changes[${ci}]`);
        const keys = Object.keys(co);
        const k = keys[0];
        if (keys.length !== 1 || k === undefined || !STORY_KEYS.includes(k)) {
          fail(w, `changes[${ci}]: unknown story change key "${keys.find((x) => !STORY_KEYS.includes(x)) ?? keys.join(', ')}"`);
        }
        const v = co[k];
        const at = `changes[${ci}].${k}`;
        switch (k) {
          case 'basiliskAddKin':
          case 'basiliskRemoveKin': {
            if (ai !== 0) fail(w, `${at}: the Basilisk's starting stack can only change in Act I`);
            const kl = list(v, w, at);
            if (kl.length === 0) fail(w, `${at} must name at least one kin`);
            for (const t of kl) {
              if (!(KIN_TYPES as readonly unknown[]).includes(t)) fail(w, `${at}: unknown kin type ${JSON.stringify(t)}`);
              (k === 'basiliskAddKin' ? added : removed).push(t as string);
            }
            break;
          }
          case 'basiliskGain':
          case 'alliesGain':
          case 'alliesLose':
            amount(v, w, at, { nonEmpty: true });
            break;
          case 'basiliskFp':
          case 'basiliskExtraTurn':
            if (!isPosInt(v)) fail(w, `${at} must be a positive integer`);
            break;
          case 'blockSector':
            if (!isSector(v)) fail(w, `${at} must be ${SECTOR_NOTE}`);
            break;
        }
      });
      if (added.length !== removed.length) {
        fail(w, `the Basilisk's stack must keep its size: ${added.length} kin added but ${removed.length} removed`);
      }
      for (const t of KIN_TYPES) {
        const inStart = t === 'apprentice' ? start.apprentice : t === 'fighter' ? start.fighter : 0;
        const rem = removed.filter((x) => x === t).length;
        const add = added.filter((x) => x === t).length;
        if (rem > inStart) fail(w, `removes ${rem} ${t} but the starting stack holds ${inStart}`);
        if (add > (counts[t] ?? 0) - inStart) fail(w, `adds ${add} ${t} but the clan has no such tile left`);
      }
    });
  }
  if (l.length === 0) fail('scenarios', 'there must be at least one scenario');
}

/** Checks the whole bundle; throws a ContentError naming the first bad card or tile. */
export function validateContent(b: ContentBundle): void {
  validateClans(b.clans);
  validateKin(b.kin);
  validateComposition(b);
  validateSectors(b.sectors, b.nightRewards);
  validateEvents(b.events);
  validateRevelations(b.revelations);
  validateVillages(b.villages, b.villageSites);
  validateClanhouse(b.clanhouseSlots);
  validateEnemyDeck(b.enemyDeck, Array.isArray(b.clanhouseSlots) ? b.clanhouseSlots.length : 0);
  validateScenarios(b);
}
