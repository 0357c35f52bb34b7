import { describe, expect, it } from 'vitest';
import { KIN_TYPES, SECTORS } from '../core/types.js';
import {
  CLAN_COMPOSITION,
  CLAN_DEFS,
  CLANHOUSE_SLOTS,
  CONSTANT_PROVENANCE,
  CONTENT,
  ENEMY_DECK,
  EVENTS,
  KIN_DEFS,
  NIGHT_REWARDS,
  REVELATIONS,
  SCENARIOS,
  SECTOR_DEFS,
  STARTING_SETS,
  VILLAGE_SITES,
  VILLAGES,
  clanComposition,
  compositionSize,
  eventById,
  revelationById,
  sectorShard,
  validateContent,
  villageById,
  type ContentBundle,
} from './index.js';
import * as constants from './constants.js';

/** A deep, unfrozen copy of the shipped content. */
function copy(): ContentBundle {
  return JSON.parse(JSON.stringify(CONTENT)) as ContentBundle;
}

/** Loosely typed view for breaking data on purpose. */
type Loose = Record<string, unknown>;
const loose = (x: unknown): Loose => x as Loose;

describe('shipped content', () => {
  it('passes validation', () => {
    expect(() => validateContent(CONTENT)).not.toThrow();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(EVENTS)).toBe(true);
    expect(Object.isFrozen(EVENTS[0]!.effects)).toBe(true);
    expect(Object.isFrozen(SECTOR_DEFS[2].spots.large)).toBe(true);
  });

  it('has the counts the rules give', () => {
    expect(VILLAGES).toHaveLength(14);
    expect(VILLAGES[0]!.key).toBe('start');
    expect(VILLAGES[13]!.key).toBe('shrine');
    expect(VILLAGES.filter((v) => v.key !== 'start' && v.key !== 'shrine')).toHaveLength(12);
    expect(ENEMY_DECK.filter((c) => c.kind === 'sector')).toHaveLength(12);
    expect(ENEMY_DECK.filter((c) => c.kind === 'twist')).toHaveLength(3);
    expect(Object.keys(KIN_DEFS)).toHaveLength(16);
    for (const t of KIN_TYPES) {
      expect(KIN_DEFS[t].text.length).toBeGreaterThan(10);
      expect(KIN_DEFS[t].name.length).toBeGreaterThan(0);
    }
    expect(SCENARIOS).toHaveLength(4);
    for (const s of SCENARIOS) expect(s.acts.map((a) => a.act)).toEqual([1, 2, 3]);
    expect(compositionSize(CLAN_COMPOSITION)).toBe(20);
    for (const clan of Object.keys(CLAN_DEFS) as (keyof typeof CLAN_DEFS)[]) {
      expect(compositionSize(clanComposition(clan))).toBe(20);
    }
    expect(SECTOR_DEFS).toHaveLength(SECTORS.length);
    expect(NIGHT_REWARDS).toHaveLength(6);
    expect(CLANHOUSE_SLOTS).toHaveLength(6);
  });

  it('matches the rules where they give values', () => {
    expect(SECTOR_DEFS.map((s) => s.shard)).toEqual(['coral', 'coral', 'jade', 'jade', 'agate', 'agate']);
    expect(NIGHT_REWARDS[0].reward).toEqual([{ fp: 4 }]);
    expect(NIGHT_REWARDS[1].reward).toEqual([{ fp: 2 }]);
    expect(NIGHT_REWARDS[2].reward).toEqual([{ gain: { scroll: 1 } }]);
    expect(NIGHT_REWARDS[3].reward).toEqual([{ gainAny: 'resource', count: 1 }]);
    expect(NIGHT_REWARDS[4].reward).toEqual([{ gain: { lantern: 1 } }]);
    expect(NIGHT_REWARDS[5].reward).toEqual([{ gain: { coin: 1 } }]);
    expect(VILLAGE_SITES.at(-1)).toEqual({ cost: { coin: 1, scroll: 1, lantern: 1 }, fp: 7, provenance: 'rules' });
    expect(STARTING_SETS.twoPlayer).toEqual({ apprentice: 5, fighter: 1 });
    expect(constants.STARTING_RESOURCES).toEqual({ coin: 4, scroll: 3, lantern: 2 });
    expect(constants.TEAM_STARTING_RESOURCES).toEqual({ coin: 8, scroll: 6, lantern: 4 });
    expect(constants.TWIST_FP).toEqual({ easy: 0, medium: 4, hard: 8, heroic: 12 });
    expect(constants.DRAGON_INFLUENCE).toEqual({ 2: 7, 3: 7, 4: 8 });
    for (const s of SECTOR_DEFS) {
      expect(s.spots.large).toHaveLength(4);
      expect(s.spots.small).toHaveLength(3);
    }
  });

  it('gives every constant a provenance', () => {
    const names = Object.keys(constants).filter((k) => /^[A-Z][A-Z_]+$/.test(k) && k !== 'CONSTANT_PROVENANCE');
    for (const n of names) expect(CONSTANT_PROVENANCE[n], n).toMatch(/^(rules|house)$/);
  });

  it('has at least two revelations that reach all enemies, and trades on every turn-start card', () => {
    const json = (x: unknown): string => JSON.stringify(x);
    expect(REVELATIONS.filter((r) => json(r.effects).includes('allEnemies')).length).toBeGreaterThanOrEqual(2);
    for (const r of REVELATIONS.filter((c) => c.timing === 'turnStart')) {
      for (const e of r.effects) expect('trade' in e || 'tradeAny' in e).toBe(true);
    }
  });

  it('looks cards up by id', () => {
    expect(eventById(3).id).toBe(3);
    expect(revelationById(5).id).toBe(5);
    expect(villageById(13).key).toBe('shrine');
    expect(sectorShard(4)).toBe('agate');
    expect(() => eventById(99)).toThrow(/99/);
  });
});

describe('validation rejects broken content and names the card', () => {
  it('an unknown effect key', () => {
    const b = copy();
    const ev = b.events[4]!;
    (ev.effects as unknown[]).push({ gian: { coin: 1 } });
    expect(() => validateContent(b)).toThrow(/Storm over the Rim.*unknown effect key "gian"/);
  });

  it('an unknown key nested inside a trade', () => {
    const b = copy();
    const card = b.revelations[9]!;
    card.effects = [{ trade: { pay: { coin: 1 }, then: [{ allEnemies: [{ loose: { coin: 1 } }] }] } }] as unknown as typeof card.effects;
    expect(() => validateContent(b)).toThrow(/Saboteur.*unknown effect key "loose"/);
  });

  it('an extra key next to a known one', () => {
    const b = copy();
    loose(b.events[11]!.effects[0]).bonus = 2;
    expect(() => validateContent(b)).toThrow(/Generous Patron.*"bonus"/);
  });

  it('a duplicate id', () => {
    const b = copy();
    b.events[1]!.id = 0;
    expect(() => validateContent(b)).toThrow(/Caravan from the Steppe.*duplicate id 0/);
  });

  it('a negative cost', () => {
    const b = copy();
    b.revelations[7]!.cost = -1;
    expect(() => validateContent(b)).toThrow(/Palace Steward.*cost/);
  });

  it('a negative amount inside an effect', () => {
    const b = copy();
    b.events[1]!.effects = [{ trade: { pay: { coin: -2 }, then: [{ fp: 1 }] } }];
    expect(() => validateContent(b)).toThrow(/Caravan from the Steppe.*non-negative/);
  });

  it('a sector index out of range', () => {
    const b = copy();
    b.events[2]!.effects = [{ ifKin: { in: 7 as 0, present: true, then: [{ fp: 2 }] } }];
    expect(() => validateContent(b)).toThrow(/Imperial Tax.*sector index 0-5/);
  });

  it('a free gain on a turn-start revelation', () => {
    const b = copy();
    b.revelations[3]!.effects = [{ gain: { lantern: 1 } }];
    expect(() => validateContent(b)).toThrow(/Money Changer.*trade/);
  });

  it('a negative village site cost', () => {
    const b = copy();
    b.villageSites[3]!.cost = { coin: -1 };
    expect(() => validateContent(b)).toThrow(/village site 3.*non-negative/);
  });

  it('two kin types printed with the same code', () => {
    // A tile shows only its code; two kin with one code could not be told apart.
    const b = copy();
    b.kin.councilor.code = b.kin.clairvoyant.code;
    expect(() => validateContent(b)).toThrow(/kin "councilor".*code "Cv" is already the clairvoyant's/);
  });

  it('a kin code that is not two letters', () => {
    const b = copy();
    b.kin.guard.code = 'G';
    expect(() => validateContent(b)).toThrow(/kin "guard".*two letters/);
  });

  it('a wrong village name', () => {
    const b = copy();
    b.villages[5]!.name = 'Lantern Quill';
    expect(() => validateContent(b)).toThrow(/Lantern Quill.*Lanternquill/);
  });

  it('an enemy deck with a missing twist', () => {
    const b = copy();
    b.enemyDeck.pop();
    expect(() => validateContent(b)).toThrow(/3 twists/);
  });

  it('a story Act I that changes the Basilisk stack size', () => {
    const b = copy();
    b.scenarios[0]!.acts[0].changes.push({ basiliskAddKin: ['bard'] });
    expect(() => validateContent(b)).toThrow(/ashes-of-the-crane.*keep its size/);
  });

  it('an unknown story change', () => {
    const b = copy();
    loose(b.scenarios[1]!.acts[1]).changes = [{ flood: 4 }];
    expect(() => validateContent(b)).toThrow(/the-drowned-springs" act 2.*"flood"/);
  });

  it('a missing kin text', () => {
    const b = copy();
    b.kin.bard.text = '';
    expect(() => validateContent(b)).toThrow(/kin "bard".*text/);
  });
});
