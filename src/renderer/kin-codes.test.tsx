// The HUD's kin tiles and the 3D table's tile faces print the same short code
// for each kin, so a player can match what the panel says to what stands on the
// board. The code is the language's own (the catalogs' kin.<type>.code): two
// letters of the kin's name in English, German and French, one character of it
// in Japanese.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClanId, KinType } from '../engine/core/types.js';
import { wordsFor } from '../shared/i18n/format.js';
import { LOCALES, type Locale } from '../shared/i18n/locales.js';
import { drawKinFace } from './scene/paint/textures.js';
import { KinTile } from './ui/common.js';
import { CLAN_IDS, KIN_TEXTS, KIN_TYPE_IDS } from './ui/texts.js';

afterEach(() => vi.unstubAllGlobals());

/** The code in the HUD's tile: what its glyph box prints (the style sheet draws it from data-code). */
function hudCode(type: KinType, clan: ClanId, Tile: typeof KinTile = KinTile): string {
  const html = renderToStaticMarkup(<Tile type={type} clan={clan} />);
  const m = /class="kin-glyph"[^>]*data-code="([^"]*)"/.exec(html);
  if (!m) throw new Error(`no kin glyph in ${html}`);
  return m[1]!;
}

/**
 * The HUD's tile as a page speaking `locale` draws it: fresh modules, whose
 * settings store starts in the language of the page's ?lang= (a server render
 * reads a store's first state).
 */
async function tileIn(locale: Locale): Promise<typeof KinTile> {
  vi.resetModules();
  vi.stubGlobal('location', { search: `?lang=${locale}` });
  // The fresh modules start with no language loaded: bring every one, as the test setup does.
  await import('../shared/i18n/format.js');
  return (await import('./ui/common.js')).KinTile;
}

/** Everything written on a 3D tile face, drawn on a context that only records text. */
function faceTexts(type: KinType, clan: ClanId, locale: Locale = 'en'): string[] {
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
  drawKinFace(ctx as unknown as CanvasRenderingContext2D, type, clan, 256, wordsFor(locale));
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

  it('tells every kin type apart by its code, in every language', async () => {
    for (const locale of LOCALES) {
      const tile = await tileIn(locale);
      const codes = KIN_TYPE_IDS.map((t) => hudCode(t, 'crane', tile));
      expect(new Set(codes).size, `${locale}: ${codes.join(' ')}`).toBe(KIN_TYPE_IDS.length);
    }
  });

  it("prints each language's own code, taken from its catalog, on the HUD tile and the 3D face alike", async () => {
    for (const locale of LOCALES) {
      const tile = await tileIn(locale);
      const w = wordsFor(locale);
      for (const type of KIN_TYPE_IDS) {
        const code = hudCode(type, 'koi', tile);
        expect(code, `${locale} ${type}`).toBe(w.t(`kin.${type}.code`));
        expect(faceTexts(type, 'koi', locale), `${locale} ${type}`).toContain(code);
        // Drawn from the kin's own name as the language says it: its first letters (or, in Japanese and Chinese, its first character).
        const name = w.say(KIN_TEXTS[type].name);
        expect(name.toLocaleLowerCase(locale).startsWith(code.charAt(0).toLocaleLowerCase(locale)), `${locale} ${type}: ${code} for ${name}`).toBe(true);
        expect([...code].length, `${locale} ${type}: ${code}`).toBe(locale === 'ja' || locale === 'zh-Hans' ? 1 : 2);
      }
    }
  });

  it('German and Japanese tiles do not print the English codes', async () => {
    expect(hudCode('archer', 'koi', await tileIn('de'))).toBe('Bo');
    expect(hudCode('archer', 'koi', await tileIn('ja'))).toBe('弓');
    expect(faceTexts('fighter', 'koi', 'ja')).toContain('武');
    expect(faceTexts('fighter', 'koi', 'ja')).not.toContain('Fi');
  });

  it('names the kin on the HUD tile in words from the catalogs, beside its code', () => {
    const html = renderToStaticMarkup(<KinTile type="archer" clan="koi" />);
    expect(html).toContain(`>${wordsFor('en').say(KIN_TEXTS.archer.name)}<`);
    expect(html).toContain('>Archer<');
    expect(html).toContain('data-code="Ar"');
  });
});
