// The first download stays light (docs/architecture.md, "Loading"): a page
// that starts in English fetches the English messages and no other
// language's, neither the QR encoder nor the screens opened now and then;
// choosing German in Settings fetches German then, and the page speaks it;
// the next start, German kept, speaks German from its very first screen (no
// English shown first) without fetching English. Chunks are named by the
// build's manifest (dist/renderer/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { chunkKey, readManifest } from '../bench/first-download.js';
import { CATALOGS } from '../src/shared/i18n/catalogs/index.js';
import { LOCALES } from '../src/shared/i18n/locales.js';
import type { WebHost } from '../src/main/web-host.js';
import { expect, ownHost } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

// A host of its own: the language chosen here is kept in its data folder.
const test = base.extend<object, { firstHost: WebHost }>({
  firstHost: [ownHost('first-download'), { scope: 'worker' }],
});

const manifest = readManifest(path.resolve('dist/renderer'));
/** The file a source module became, as the page fetches it (/assets/x-hash.js). */
const fileOf = (source: string) => `/${manifest[chunkKey(manifest, source)]!.file}`;
const catalog = (locale: string) => fileOf(`i18n/catalogs/${locale}.ts`);
const QR_ENCODER = fileOf('qrcode/lib/browser.js');
const NOW_AND_THEN = ['ui/GamesScreen.tsx', 'ui/CampaignScreen.tsx', 'ui/ReplayScreen.tsx', 'ui/ScoreScreen.tsx', 'ui/InvitePanel.tsx', 'ui/SettingsDialog.tsx'].map(fileOf);

function storedLanguage(dataDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')) as { language?: string | null }).language ?? null;
  } catch {
    return null;
  }
}

/** The paths the page fetches from now on. */
function fetchedBy(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

test('an English start fetches English alone; German comes when chosen, and a German start speaks German from its first screen', async ({ page, firstHost: host }) => {
  const errors = watchErrors(page);
  // Every text the page ever shows, recorded as it changes from the very start.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = shown;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.innerText.trim();
      if (text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const shown = () => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.join('\n'));

  let fetched = fetchedBy(page);
  await page.goto(hudOnly(host.url));
  await expect(page.getByRole('button', { name: CATALOGS.en['screens.title.newGame']!, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fetched).toContain(catalog('en'));
  expect(fetched.filter((p) => LOCALES.filter((l) => l !== 'en').map(catalog).includes(p))).toEqual([]);
  expect(fetched).not.toContain(QR_ENCODER);
  expect(fetched.filter((p) => NOW_AND_THEN.includes(p))).toEqual([]);

  // Settings → Language → Deutsch: the German messages are fetched, and the page speaks German.
  await page.getByRole('button', { name: CATALOGS.en['settings.open']!, exact: true }).click();
  const dialog = page.getByTestId('settings-dialog');
  await dialog.getByTestId('language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(dialog.getByRole('heading', { name: CATALOGS.de['settings.title']!, exact: true })).toBeVisible();
  expect(fetched).toContain(catalog('de'));
  expect(fetched.filter((p) => LOCALES.filter((l) => l !== 'en' && l !== 'de').map(catalog).includes(p))).toEqual([]);
  await dialog.getByRole('button', { name: CATALOGS.de['settings.done']!, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The choice is stored before the page is started again.
  await expect.poll(() => storedLanguage(host.dataDir)).toBe('de');

  // The next start: German from the first word, English never fetched nor shown.
  fetched = fetchedBy(page);
  await page.reload();
  await expect(page.getByRole('button', { name: CATALOGS.de['screens.title.newGame']!, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(fetched).toContain(catalog('de'));
  expect(fetched).not.toContain(catalog('en'));
  const everShown = await shown();
  expect(everShown).toContain(CATALOGS.de['screens.title.newGame']!);
  expect(everShown).not.toContain(CATALOGS.en['screens.title.newGame']!);
  expect(errors).toEqual([]);
});
