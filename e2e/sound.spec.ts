// The table is heard: nothing before the first click (the autoplay rule), then
// the pushed moves' sounds and the music while the game is on the table; mute
// in Settings silences both. Counted through window.__ryozenSound (?test=1),
// never by listening. (Needs App to mount useTableSounds() and this file in
// playwright.config.ts's 'web' project.)
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hudOnly, pickFirst, watchErrors } from './play.js';

interface SoundHook {
  played(): Record<string, number>;
  unlocked(): boolean;
  musicPlaying(): boolean;
}

const played = (page: Page) => page.evaluate(() => (window as unknown as { __ryozenSound: SoundHook }).__ryozenSound.played());
const total = async (page: Page) => Object.values(await played(page)).reduce((a, b) => a + b, 0);
const hook = (page: Page, what: 'unlocked' | 'musicPlaying') => page.evaluate((w) => (window as unknown as { __ryozenSound: SoundHook }).__ryozenSound[w](), what);

test('silent until the first click; a move is heard and the music plays; mute silences both', async ({ page, host }) => {
  const errors = watchErrors(page);
  await page.goto(`${hudOnly(host.url)}&test=1`);
  await expect.poll(() => page.evaluate(() => '__ryozenSound' in window)).toBe(true);
  // The title screen: no audio context before a gesture.
  expect(await hook(page, 'unlocked')).toBe(false);
  expect(await total(page)).toBe(0);

  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  await expect.poll(() => hook(page, 'unlocked')).toBe(true);
  await expect.poll(() => hook(page, 'musicPlaying')).toBe(true);

  // Play the first choices until a kin is placed: its sound follows the pushed view.
  for (let i = 0; i < 8 && (await played(page)).place === 0; i++) await pickFirst(page);
  expect((await played(page)).place).toBeGreaterThan(0);

  // Mute: the music stops and moves make no sound.
  await page.getByTestId('hud').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('checkbox', { name: 'Mute all sound' }).check();
  await expect.poll(() => hook(page, 'musicPlaying')).toBe(false);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const before = await total(page);
  await pickFirst(page);
  await pickFirst(page);
  expect(await total(page)).toBe(before);

  // Sound back on for the next test (the setting is kept in the data folder).
  await page.getByTestId('hud').getByRole('button', { name: 'Settings', exact: true }).click();
  const mute = page.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: 'Mute all sound' });
  await mute.uncheck();
  await expect(mute).not.toBeChecked();
  await expect.poll(() => hook(page, 'musicPlaying')).toBe(true);
  expect(errors).toEqual([]);
});
