// The words painted on the 3D table (the board's print, the kin tiles, the
// cards, the village tiles) keep to their places in every language, the
// pseudo-language included: each label is painted through the real painting
// code in the browser and its measured lines compared with its place. And on a
// machine with no Japanese or Chinese system font (this one, and CI), a game
// in those languages is drawn in the fonts the app ships: the characters come
// out as glyphs, not as empty boxes. Screenshots of each go to
// test-results/shots (or the folder RYOZEN_SHOTS names).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs/index.js';
import { LOCALES, PSEUDO_LOCALE, type AnyLocale, type Locale } from '../src/shared/i18n/locales.js';
import type { WebHost } from '../src/main/web-host.js';
import type { PaintedLabel } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { expect, ownHost } from './fixtures.js';
import { sceneUrl, startHotseatGame, waitForHooks } from './canvas.js';
import { watchErrors } from './play.js';

const test = base.extend<object, { labelsHost: WebHost }>({
  labelsHost: [ownHost('painted-labels'), { scope: 'worker' }],
});

const SHOTS = process.env.RYOZEN_SHOTS ?? path.resolve('test-results', 'shots');
/** The languages written in a script the app ships a font for (every one that exists today). */
const SCRIPT_FONTS: Partial<Record<string, string>> = { ja: 'Noto Sans JP', zh: 'Noto Sans SC' };
const fontOf = (locale: Locale) => SCRIPT_FONTS[locale.split('-')[0]!];
const CJK_LOCALES = LOCALES.filter((l) => fontOf(l) !== undefined);

async function openGame(page: Page, host: WebHost): Promise<void> {
  await page.goto(sceneUrl(host.url));
  await startHotseatGame(page, '31');
  await waitForHooks(page);
  await page.waitForFunction(() => !!window.__ryozenPaintedLabels);
}

function paintedLabels(page: Page, locale: AnyLocale): Promise<PaintedLabel[]> {
  return page.evaluate((l) => window.__ryozenPaintedLabels!(l), locale);
}

/** A label wider than its place, or on more lines than it has, said for the failure message. */
function overflow(l: PaintedLabel): string | null {
  const widest = Math.max(0, ...l.widths);
  if (widest <= l.maxWidth && l.lines.length <= l.maxLines) return null;
  return `${l.place}: "${l.text}" as ${JSON.stringify(l.lines)} is ${widest.toFixed(2)} wide in ${l.maxWidth.toFixed(2)}, ${l.lines.length}/${l.maxLines} lines`;
}

test('every label painted on the table fits its place, in every language and in the pseudo-language', async ({ page, labelsHost: host }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await openGame(page, host);
  for (const locale of [...LOCALES, PSEUDO_LOCALE] as AnyLocale[]) {
    const labels = await paintedLabels(page, locale);
    // Every kind of place is painted (a place the hook missed would pass unseen).
    expect(new Set(labels.map((l) => l.place)), locale).toEqual(
      new Set(['favor-track', 'sector-name', 'card-slot', 'clanhouse-cost', 'clanhouse-favor', 'capital-rank', 'village-site-favor', 'deck', 'kin-code', 'kin-name', 'card-header', 'card-name', 'card-text', 'revelation-cost', 'revelation-favor', 'village-tile']),
    );
    expect(labels.map(overflow).filter((o) => o !== null), locale).toEqual([]);
    // Nothing is lost to fitting: a label is cut only when it is a card's rule text.
    expect(labels.filter((l) => l.place !== 'card-text' && l.lines.some((line) => line.endsWith('…'))).map((l) => `${l.place}: ${l.text}`), locale).toEqual([]);
  }
  // The label the issue saw spill: the German foreseen-event slot, now on lines of its own.
  const german = await paintedLabels(page, 'de');
  const slot = german.find((l) => l.place === 'card-slot' && l.text === CATALOGS.de['table.scene.eventSlot']);
  expect(slot?.lines.length).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

/** Whether two characters come out of `font` as the same picture (two different characters do only when both are the missing-glyph box). */
function drawnAlike(page: Page, font: string, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([f, x, y]) => {
      const picture = (ch: string) => {
        const c = document.createElement('canvas');
        c.width = c.height = 64;
        const ctx = c.getContext('2d')!;
        ctx.font = f;
        ctx.textBaseline = 'top';
        ctx.fillText(ch, 8, 8);
        return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(',');
      };
      return picture(x) === picture(y);
    },
    [font, a, b] as const,
  );
}

for (const locale of CJK_LOCALES) {
  test(`a game in ${locale} is drawn in the font the app ships, on a machine without one of its own`, async ({ page, labelsHost: host }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const errors = watchErrors(page);
    const family = fontOf(locale)!;
    await openGame(page, host);
    // This machine has no font for the script: before the language is chosen, two of its characters are the same empty box.
    const [first, second] = [...CATALOGS[locale]['table.scene.eventSlot']!];
    expect(await drawnAlike(page, '32px sans-serif', first!, second!)).toBe(true);

    await page.evaluate((l) => window.__ryozenLanguage!(l), locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The painted words' font is fetched from the app itself and loaded at both weights.
    await expect
      .poll(() => page.evaluate((f) => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded').map((face) => face.weight), family))
      .toEqual(expect.arrayContaining(['400', '700']));
    expect(await page.evaluate(([f, text]) => document.fonts.check(`16px "${f}"`, text), [family, CATALOGS[locale]['table.scene.eventSlot']!] as const)).toBe(true);
    expect(await drawnAlike(page, `32px "${family}"`, first!, second!)).toBe(false);
    // The HUD too: two of its characters, set in its own font, come out as two different pictures.
    const [a, b] = [...CATALOGS[locale]['settings.title']!];
    await page.evaluate(
      ([x, y]) => {
        [x, y].forEach((ch, i) => {
          const probe = document.createElement('span');
          probe.id = `font-probe-${i}`;
          probe.textContent = ch;
          probe.style.cssText = `position: fixed; top: 0; left: ${i * 80}px; font-size: 40px; background: #000; color: #fff; z-index: 99999`;
          document.body.append(probe);
        });
      },
      [a!, b!] as const,
    );
    const hudPicture = (i: number) => page.locator(`#font-probe-${i}`).screenshot();
    await expect.poll(async () => (await hudPicture(0)).equals(await hudPicture(1))).toBe(false);
    await page.evaluate(() => document.querySelectorAll('[id^="font-probe-"]').forEach((probe) => probe.remove()));

    await page.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 60_000 });
    await page.screenshot({ path: path.join(SHOTS, `game-${locale}-shipped-font-1280x800.png`) });
    expect(errors).toEqual([]);
  });
}
