// Saved copies through the UI: a game saved under a name, played on, then
// loaded back from the games list to exactly what was shown; a damaged file
// in the data folder is listed as damaged, with what is wrong with it, and
// the app keeps working.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { hudOnly, pickFirst, shownState, startQuickGame, watchErrors } from './play.js';

test('save a game under a name, play on, and load it back as it was', async ({ page, host }) => {
  const errors = watchErrors(page);
  await startQuickGame(page, host.url, 2);
  for (let i = 0; i < 7; i++) await pickFirst(page);
  const saved = await shownState(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByTestId('save-dialog');
  await expect(dialog).toBeVisible();
  // A name the file system would not like is explained, and Save waits for a good one.
  await dialog.getByLabel('Save name').fill('.hidden');
  await expect(dialog.getByText(/do not start with a dot/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await dialog.getByLabel('Save name').fill('Evening game');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Game saved as “Evening game”' })).toBeVisible();

  for (let i = 0; i < 6; i++) await pickFirst(page);
  expect((await shownState(page)).ply).not.toBe(saved.ply);

  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const games = page.getByRole('main', { name: 'Games' });
  await expect(games.getByTestId('save-item').filter({ hasText: 'Evening game' })).toBeVisible();
  await games.getByRole('button', { name: 'Load Evening game' }).click();
  await expect(games).toBeHidden();
  await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-ply', saved.ply ?? '');
  await expect.poll(async () => (await shownState(page)).logLines).toBe(saved.logLines);
  expect(await shownState(page)).toEqual(saved);

  // The copy can be deleted from the games list, asked first; the game played on from it stays.
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await games.getByRole('button', { name: 'Delete Evening game' }).click();
  const question = page.getByTestId('delete-save');
  await expect(question).toContainText('Evening game');
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(games.getByTestId('save-item').filter({ hasText: 'Evening game' })).toBeVisible();
  await games.getByRole('button', { name: 'Delete Evening game' }).click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(games.getByTestId('save-item').filter({ hasText: 'Evening game' })).toHaveCount(0);
  await expect(games.getByTestId('game-item')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a damaged save file is listed as damaged with its reason, and nothing breaks', async ({ page, host }) => {
  const errors = watchErrors(page);
  const dir = path.join(host.dataDir, 'saves');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'scribbled.json'), '{"format":"ryozen-save","version":1, \u0000\u0001 garbage ]]');

  await page.goto(hudOnly(host.url));
  await page.getByRole('button', { name: 'Load a game…' }).click();
  const games = page.getByRole('main', { name: 'Games' });
  const damaged = games.getByTestId('damaged-save').filter({ hasText: 'scribbled.json' });
  await expect(damaged).toBeVisible();
  await expect(damaged).toContainText(/damaged|cannot be opened/i);
  // It cannot be picked: no load button on a damaged file.
  await expect(damaged.getByRole('button')).toHaveCount(0);
  await games.getByRole('button', { name: '← Back' }).click();
  await expect(games).toBeHidden();

  // The app carries on: a new game starts as usual.
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  expect(errors).toEqual([]);
});
