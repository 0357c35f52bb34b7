// Settings through the UI: the table quality chosen in the settings dialog is
// still chosen after the page is reloaded (it is kept in the data folder, not
// the page); the dialog is reached from the title screen and from a game's top
// bar, by keyboard too; a damaged settings file is reported and kept aside.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hudOnly, startQuickGame, watchErrors } from './play.js';

const settingsFile = (dataDir: string) => path.join(dataDir, 'settings.json');

test.beforeEach(({ host }) => {
  // One host serves every test of this file: each starts from a first run.
  for (const f of readdirSync(host.dataDir)) if (f.startsWith('settings.json')) rmSync(path.join(host.dataDir, f), { recursive: true, force: true });
});

/** axe-core's findings in the open dialog, one line per rule broken. */
async function dialogViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-testid="settings-dialog"]').analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The table quality in the data folder's settings.json; null while it is not written yet. */
function storedQuality(dataDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(settingsFile(dataDir), 'utf8')) as { tableQuality?: string }).tableQuality ?? null;
  } catch {
    return null;
  }
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the table quality chosen is still chosen after a reload', async ({ page, host }) => {
  const errors = watchErrors(page);
  await page.goto(hudOnly(host.url));
  let dialog = await openSettings(page);
  const quality = dialog.getByRole('group', { name: 'Table quality' });
  await expect(quality.getByRole('radio', { name: 'Auto' })).toBeChecked();
  // Each choice says what it means.
  await expect(quality.getByRole('radio', { name: 'Auto' })).toHaveAccessibleDescription(/lighter table when this computer draws without a graphics card/);
  await expect(quality.getByRole('radio', { name: 'High' })).toHaveAccessibleDescription(/full look/);
  await expect(quality.getByRole('radio', { name: 'Low' })).toHaveAccessibleDescription(/lighter table/);
  expect(await dialogViolations(page)).toEqual([]);

  await quality.getByRole('radio', { name: 'Low' }).check();
  await expect(quality.getByRole('radio', { name: 'Low' })).toBeChecked();
  await expect.poll(() => storedQuality(host.dataDir)).toBe('low');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openSettings(page);
  await expect(dialog.getByRole('radio', { name: 'Low' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Auto' })).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('in a game, the top bar opens the settings by keyboard, and Escape gives the game back', async ({ page, host }) => {
  const errors = watchErrors(page);
  await startQuickGame(page, host.url, 2);
  const button = page.getByTestId('hud').getByRole('button', { name: 'Settings', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  // Focus starts on the stored choice; the arrow keys move the choice as in any radio group.
  await expect(dialog.getByRole('radio', { name: 'Auto' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect.poll(() => storedQuality(host.dataDir)).toBe('high');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page opened with ?quality= says so, and the stored choice is still what is kept', async ({ page, host }) => {
  await page.goto(`${hudOnly(host.url)}&quality=low`);
  const dialog = await openSettings(page);
  await expect(dialog.getByTestId('page-quality')).toContainText('drawn in Low');
  await dialog.getByRole('radio', { name: 'High' }).check();
  await expect.poll(() => storedQuality(host.dataDir)).toBe('high');
});

test('a damaged settings file is reported, left alone, and kept aside when a setting changes', async ({ page, host }) => {
  writeFileSync(settingsFile(host.dataDir), '{"version":1,"tableQuality":"hi');
  await page.goto(hudOnly(host.url));
  await expect(page.getByRole('alert').filter({ hasText: /settings file is incomplete/ })).toBeVisible();
  const dialog = await openSettings(page);
  await expect(dialog.getByRole('alert')).toContainText('default settings');
  await expect(dialog.getByRole('radio', { name: 'Auto' })).toBeChecked();
  expect(readFileSync(settingsFile(host.dataDir), 'utf8')).toBe('{"version":1,"tableQuality":"hi');

  await dialog.getByRole('radio', { name: 'Low' }).check();
  await expect(dialog.getByRole('status').filter({ hasText: /kept as settings\.json\.damaged-/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await dialogViolations(page)).toEqual([]);
  const aside = readdirSync(host.dataDir).find((f) => f.startsWith('settings.json.damaged-'))!;
  expect(readFileSync(path.join(host.dataDir, aside), 'utf8')).toBe('{"version":1,"tableQuality":"hi');
  expect(storedQuality(host.dataDir)).toBe('low');
});
