// The renderer may not import the engine's content at run time; this test may.
/* eslint-disable no-restricted-imports -- the test compares the mirrored palette with the engine content */
import { describe, expect, it } from 'vitest';
import { CLAN_DEFS } from '../../engine/content/index.js';
import { CLANS } from '../../engine/core/types.js';
import { CLAN_IDS, CLAN_LOOKS } from './palette.js';

describe('renderer palette', () => {
  it('mirrors the engine clan identities exactly (name, colour, symbol)', () => {
    expect(CLAN_IDS).toEqual([...CLANS]);
    for (const id of CLANS) {
      const { name, colorName, color, symbol } = CLAN_DEFS[id];
      expect(CLAN_LOOKS[id], id).toEqual({ name, colorName, color, symbol });
    }
  });

  it('gives every clan a distinct symbol and colour', () => {
    expect(new Set(CLAN_IDS.map((c) => CLAN_LOOKS[c].symbol)).size).toBe(CLAN_IDS.length);
    expect(new Set(CLAN_IDS.map((c) => CLAN_LOOKS[c].color.toLowerCase())).size).toBe(CLAN_IDS.length);
  });
});
