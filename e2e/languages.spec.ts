// A game in another language, through the UI: Settings → Language switches
// the table, the top and decision bars and the game's log at once (the log is
// kept as messages), the choice is kept in settings.json and still in force
// after a reload, and no raw message id ever shows. Saves screenshots of the
// game in Japanese and in German to test-results/shots, or to the folder
// RYOZEN_SHOTS names (RYOZEN_SHOTS=docs/screenshots npx playwright test e2e/languages.spec.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs/index.js';
import type { Locale } from '../src/shared/i18n/locales.js';
import { test as base } from '@playwright/test';
import type { WebHost } from '../src/main/web-host.js';
import { expect, ownHost } from './fixtures.js';
import { sceneUrl, waitForHooks } from './canvas.js';
import { barState, waitForChange, watchErrors } from './play.js';

// A host of its own: the language chosen here is kept in its data folder, not in the one other tests read English from.
const test = base.extend<object, { langHost: WebHost }>({
  langHost: [ownHost('languages'), { scope: 'worker' }],
});

const SHOTS = process.env.RYOZEN_SHOTS ?? path.resolve('test-results', 'shots');
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;
/** A message id on screen: a catalog part's name, a dot, a word. */
const RAW_ID = /\b(?:rules|variants|main|screens|table|settings|content)\.[a-z][\w.]*/;

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 60_000 });
}

/** Picks `locale` in the settings dialog, opened from the top bar by its name in `from`. */
async function chooseLanguage(page: Page, from: Locale, locale: Locale): Promise<void> {
  await page.getByTestId('hud').getByRole('button', { name: CATALOGS[from]['settings.title']!, exact: true }).click();
  const dialog = page.getByTestId('settings-dialog');
  await dialog.getByTestId('language').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await dialog.getByRole('button', { name: CATALOGS[locale]['settings.done']!, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

function storedLanguage(dataDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')) as { language?: string | null }).language ?? null;
  } catch {
    return null;
  }
}

test('a game switches to Japanese, then German, from Settings: bars, table and log in the language chosen, kept after a reload', async ({ page, langHost: host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(sceneUrl(host.url));
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="3"]').check();
  await page.getByLabel('Seat 2 played by').selectOption('random');
  await page.getByLabel('Seat 3 played by').selectOption('random');
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill('22');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  await waitForHooks(page);
  const log = page.locator('.log-line');
  await expect(log.first()).toBeVisible();
  // A few moves first (the person's first choices, the computers' answers), so the log has lines of play to say again.
  for (let i = 0; i < 8 && (await log.count()) < 6; i++) {
    const before = await barState(page);
    await page.keyboard.press('1');
    await waitForChange(page, before);
  }

  await chooseLanguage(page, 'en', 'ja');
  await expect(page.getByTestId('decision-bar')).toContainText(JAPANESE);
  await expect(log.last()).toContainText(JAPANESE);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ID);
  await expect.poll(() => storedLanguage(host.dataDir)).toBe('ja');
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, 'game-ja-1280x800.png') });

  await chooseLanguage(page, 'ja', 'de');
  await expect(page.getByTestId('hud').getByRole('button', { name: CATALOGS.de['settings.title']!, exact: true })).toBeVisible();
  await expect(log.last()).not.toContainText(JAPANESE);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ID);
  await expect.poll(() => storedLanguage(host.dataDir)).toBe('de');
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, 'game-de-1280x800.png') });

  // Kept: the next start of the page speaks German before anything is chosen.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: CATALOGS.de['settings.title']!, exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
