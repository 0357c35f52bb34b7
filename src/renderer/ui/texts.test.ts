// The HUD's texts are our own words, but the facts they mirror (ids, names,
// costs, colours) must match the engine's content exactly.
// The renderer may not import the engine's content at run time; this test may.
/* eslint-disable no-restricted-imports -- the test compares the mirrored facts with the engine content */
import { describe, expect, it } from 'vitest';
import { CLANS, KIN_TYPES } from '../../engine/core/types.js';
import { CLAN_DEFS } from '../../engine/content/clans.js';
import { CLANHOUSE_SLOTS } from '../../engine/content/clanhouse.js';
import { KIN_DEFS } from '../../engine/content/kin.js';
import { SCENARIOS } from '../../engine/content/scenarios.js';
import { SECTOR_DEFS } from '../../engine/content/sectors.js';
import { VILLAGE_SITES, VILLAGES } from '../../engine/content/villages.js';
/* eslint-enable no-restricted-imports */
import {
  CLAN_TEXTS,
  CLANHOUSE_SLOT_TEXTS,
  KIN_TEXTS,
  SCENARIO_TEXTS,
  SECTOR_TEXTS,
  SPOT_COSTS,
  VILLAGE_KEYS,
  VILLAGE_SITE_COSTS,
  VILLAGE_TEXTS,
  spotText,
  villageText,
} from './texts.js';

describe('player-facing texts', () => {
  it('has a name, glyph and ability text for every kin type, with the engine names', () => {
    for (const t of KIN_TYPES) {
      const k = KIN_TEXTS[t];
      expect(k, t).toBeDefined();
      expect(k.name).toBe(KIN_DEFS[t].name);
      expect(k.ability.length).toBeGreaterThan(10);
      expect(k.glyph.length).toBeGreaterThan(0);
    }
    expect(Object.keys(KIN_TEXTS).sort()).toEqual([...KIN_TYPES].sort());
    // Glyphs tell kin apart.
    expect(new Set(Object.values(KIN_TEXTS).map((k) => k.glyph)).size).toBe(KIN_TYPES.length);
  });

  it('has every sector, with its name, shard colour and spot costs', () => {
    for (const def of SECTOR_DEFS) {
      const t = SECTOR_TEXTS[def.sector];
      expect(t.name).toBe(def.name);
      expect(t.shard).toBe(def.shard);
      expect(t.day.length).toBeGreaterThan(10);
      expect(t.night.length).toBeGreaterThan(10);
      expect(SPOT_COSTS[def.sector]).toEqual(def.spots.large.map((s) => s.cost));
      expect(SPOT_COSTS[def.sector].slice(0, def.spots.small.length)).toEqual(def.spots.small.map((s) => s.cost));
    }
  });

  it('has every village key, and village ids map to the same keys as the engine', () => {
    expect(VILLAGE_KEYS).toEqual(VILLAGES.map((v) => v.key));
    for (const v of VILLAGES) {
      const t = VILLAGE_TEXTS[v.key];
      expect(t, v.key).toBeDefined();
      expect(t!.name).toBe(v.name);
      expect(villageText(v.id)?.name).toBe(v.name);
    }
    expect(VILLAGE_SITE_COSTS.map((s) => ({ cost: s.cost, fp: s.fp }))).toEqual(VILLAGE_SITES.map((s) => ({ cost: s.cost, fp: s.fp })));
  });

  it('mirrors the clanhouse slots', () => {
    expect(CLANHOUSE_SLOT_TEXTS).toEqual(CLANHOUSE_SLOTS.map((s) => ({ cost: s.cost, fp: s.fp })));
  });

  it('mirrors the clans: colour, colour name and symbol', () => {
    for (const c of CLANS) {
      expect(CLAN_TEXTS[c].name).toBe(CLAN_DEFS[c].name);
      expect(CLAN_TEXTS[c].colour.toLowerCase()).toBe(CLAN_DEFS[c].color.toLowerCase());
      expect(CLAN_TEXTS[c].symbol).toBe(CLAN_DEFS[c].symbol);
      expect(CLAN_TEXTS[c].colourName).toBe(CLAN_DEFS[c].colorName);
    }
  });

  it('names the four story scenarios exactly as the engine does', () => {
    expect(SCENARIO_TEXTS.map((s) => ({ id: s.id, name: s.name, clan: s.clan }))).toEqual(
      SCENARIOS.map((s) => ({ id: s.id, name: s.name, clan: s.clan })),
    );
  });

  it('describes spots in plain words', () => {
    expect(spotText('s0.2').name).toBe('The Gates, spot 3');
    expect(spotText('s0.2').text).toMatch(/paid spot: placing here costs 1 coin/);
    expect(spotText('s1.0').text).toMatch(/^A free spot/);
    expect(spotText('palace').name).toBe('The Phoenix Palace');
    expect(spotText('ward2').name).toBe('Outer ward, wall 3');
    expect(spotText('battlement0').name).toBe('Battlement, wall 1');
    expect(spotText('pinnacle').name).toBe('Palace pinnacle');
  });
});
