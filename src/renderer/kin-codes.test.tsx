// The HUD's kin tiles and the 3D table's tile faces print the same two-letter
// code for each kin, so a player can match what the panel says to what stands
// on the board.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClanId, KinType } from '../engine/core/types.js';
import { wordsFor } from '../shared/i18n/format.js';
import { drawKinFace } from './scene/paint/textures.js';
import { KinTile } from './ui/common.js';
import { CLAN_IDS, KIN_TEXTS, KIN_TYPE_IDS } from './ui/texts.js';

/** The code in the HUD's tile: what its glyph box prints (the style sheet draws it from data-code). */
function hudCode(type: KinType, clan: ClanId): string {
  const html = renderToStaticMarkup(<KinTile type={type} clan={clan} />);
  const m = /class="kin-glyph"[^>]*data-code="([^"]*)"/.exec(html);
  if (!m) throw new Error(`no kin glyph in ${html}`);
  return m[1]!;
}

/** Everything written on a 3D tile face, drawn on a context that only records text. */
function faceTexts(type: KinType, clan: ClanId): string[] {
  const written: string[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, prop) {
      if (prop === 'fillText') return (text: string) => written.push(text);
      if (prop === 'measureText') return () => ({ width: 0 });
      if (prop in target) return target[prop];
      return () => ({ addColorStop: () => undefined });
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  drawKinFace(ctx as unknown as CanvasRenderingContext2D, type, clan, 256);
  return written;
}

describe('kin codes', () => {
  it('the HUD tile shows the code the 3D tile face prints, for every kin and clan', () => {
    for (const clan of CLAN_IDS) {
      for (const type of KIN_TYPE_IDS) {
        const code = hudCode(type, clan);
        expect(code, type).toMatch(/^[A-Z][a-z]$/);
        expect(faceTexts(type, clan), `${clan} ${type}`).toContain(code);
      }
    }
  });

  it('tells every kin type apart by its code', () => {
    const codes = KIN_TYPE_IDS.map((t) => hudCode(t, 'crane'));
    expect(new Set(codes).size).toBe(KIN_TYPE_IDS.length);
  });

  it('names the kin on the HUD tile in words from the catalogs, beside its code', () => {
    const html = renderToStaticMarkup(<KinTile type="archer" clan="koi" />);
    expect(html).toContain(`>${wordsFor('en').say(KIN_TEXTS.archer.name)}<`);
    expect(html).toContain('>Archer<');
    expect(html).toContain('data-code="Ar"');
  });
});
