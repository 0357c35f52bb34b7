// The games list, used as a player would: (a) a game played to its end, then
// another begun, then the app reloaded: the first is listed as finished with
// the score screen's scores, opens on its score screen and replays to the
// same scores; (b) pin and unpin, rename (kept after a reload; a bad name is
// explained), delete (asked first; the row goes, after a reload too);
// (c) Menu in the middle of a turn, then Continue: the same move, with the
// choice made just before leaving, and the top bar says it is saved; the same
// after a reload of the page.
//
// Each test has a host and data folder of its own (the lists are exact), with
// no pause between computer moves, so a whole computer game takes seconds.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { WebHost } from '../src/main/web-host.js';
import { ownHost } from './fixtures.js';
import { barState, hudOnly, pickFirst, shownState, startQuickGame, watchErrors } from './play.js';

const test = base.extend<{ gamesHost: WebHost }>({
  gamesHost: [ownHost('games', { botPauseMs: 0 }), { scope: 'test' }],
});

/** A 2-player game of two computer seats, from the new-game screen, played to its score screen. */
async function playComputerGame(page: Page, seed: string): Promise<void> {
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="2"]').check();
  await page.getByLabel('Seat 1 played by').selectOption('random');
  await page.getByLabel('Seat 2 played by').selectOption('random');
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('scores')).toBeVisible({ timeout: 60_000 });
}

/** Name and total of each score row, best first. */
async function scoreTotals(scope: Locator): Promise<string[]> {
  return scope.getByTestId('score-row').evaluateAll((rows) => rows.map((r) => `${r.querySelector('.seat-name')?.textContent ?? ''} ${r.querySelector('.score-total')?.textContent ?? ''}`));
}

/** The same, as a games list row shows them. */
async function rowTotals(row: Locator): Promise<string[]> {
  return row.getByTestId('game-score').evaluateAll((spans) => spans.map((s) => `${s.getAttribute('data-name')} ${s.getAttribute('data-total')}`));
}

/** Opens the games list from the title screen (after loading the page afresh when `reload`). */
async function openGames(page: Page, host: WebHost, reload = true): Promise<void> {
  if (reload) await page.goto(hudOnly(host.url));
  await page.getByRole('button', { name: 'Load a game…' }).click();
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
}

const playing = (page: Page) => page.getByTestId('games-playing').getByTestId('game-item');
const finished = (page: Page) => page.getByTestId('games-finished').getByTestId('game-item');

/** Leaves the game on the table for the title screen: nothing is asked. */
async function menu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('button', { name: 'New game…' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a game played to its end, then another begun, then the app reloaded: the first is listed, opens and replays with the same scores', async ({ page, gamesHost }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(gamesHost.url));
  await playComputerGame(page, '11');
  const final = await scoreTotals(page.getByTestId('scores'));
  expect(final).toHaveLength(2);
  const winner = final[0]!.replace(/ \d+$/, '');

  // Another game, a choice or two into it.
  await page.getByTestId('scores').getByRole('button', { name: 'New game', exact: true }).click();
  await page.locator('input[name="players"][value="2"]').check();
  await page.getByLabel('Seat 1 played by').selectOption('human');
  await page.getByLabel('Seat 2 played by').selectOption('human');
  await page.getByTestId('start-game').click();
  await pickFirst(page);
  await pickFirst(page);

  await openGames(page, gamesHost);
  await expect(playing(page)).toHaveCount(1);
  await expect(finished(page)).toHaveCount(1);
  await expect(page.getByTestId('keep-rule')).toHaveText('Finished games are kept up to the last 200; pinned games and games in progress are always kept.');
  const row = finished(page).first();
  await expect(row).toContainText('2 players, standard');
  expect(await rowTotals(row)).toEqual(final);
  await expect(row.locator('[data-testid="game-score"][data-won="true"]')).toHaveAttribute('data-name', winner);
  await expect(row.locator('[data-testid="game-score"][data-won="true"]')).toContainText('(won)');

  // Replay, at its last move: the score screen's scores.
  await row.getByRole('button', { name: /^Replay / }).click();
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toBeVisible();
  const timeline = page.getByTestId('replay-timeline');
  await timeline.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-scores')).toBeVisible();
  expect(await scoreTotals(page.getByTestId('replay-scores'))).toEqual(final);
  // Close goes back to the games list.
  await page.getByTestId('close-replay').click();
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();

  // Open: its score screen, the same scores.
  await finished(page).first().getByRole('button', { name: /^Open / }).click();
  await expect(page.getByTestId('scores')).toBeVisible();
  expect(await scoreTotals(page.getByTestId('scores'))).toEqual(final);
  expect(errors).toEqual([]);
});

test('pin and unpin, rename (kept after a reload), and delete (asked first) a game of the list', async ({ page, gamesHost }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startQuickGame(page, gamesHost.url, 2);
  await pickFirst(page);
  await pickFirst(page);
  await menu(page);
  await page.getByRole('radio', { name: '3' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  // A kin picked, then its place: the first choice sent (a game with none is not kept).
  await pickFirst(page);
  await pickFirst(page);
  await menu(page);

  await openGames(page, gamesHost);
  await expect(playing(page)).toHaveCount(2);
  // The game played last comes first.
  await expect(playing(page).first()).toContainText('3 players, standard');
  const id = (await playing(page).nth(1).getAttribute('data-game-id')) ?? '';
  // Rows by their game (pinning or renaming may reorder the list).
  const two = page.locator(`[data-game-id="${id}"]`);
  await expect(two).toContainText('2 players, standard');
  const twoName = (await two.getByTestId('game-name').textContent()) ?? '';

  // Pin, kept after a reload, then unpin.
  await two.getByRole('button', { name: `Pin ${twoName}` }).click();
  await expect(two.getByTestId('pin-mark')).toHaveText(/Pinned/);
  await openGames(page, gamesHost);
  await expect(two.getByTestId('pin-mark')).toBeVisible();
  await expect(page.getByTestId('pin-mark')).toHaveCount(1);
  await two.getByRole('button', { name: `Unpin ${twoName}` }).click();
  await expect(two.getByTestId('pin-mark')).toHaveCount(0);
  await expect(two.getByRole('button', { name: `Pin ${twoName}` })).toBeVisible();

  // Rename: an empty name is explained and refused; a good one stays after a reload.
  await two.getByRole('button', { name: `Rename ${twoName}` }).click();
  const field = two.getByLabel(`New name for ${twoName}`);
  await field.fill('   ');
  await expect(two.getByText('Give the game a name.')).toBeVisible();
  await expect(two.getByRole('button', { name: 'Rename', exact: true })).toBeDisabled();
  await field.fill('  Tuesday rematch ');
  await field.press('Enter');
  await expect(two.getByTestId('game-name')).toHaveText('Tuesday rematch');
  await openGames(page, gamesHost);
  await expect(two.getByTestId('game-name')).toHaveText('Tuesday rematch');

  // Delete: asked first, saying the game is still in progress; "Keep it" keeps it.
  await two.getByRole('button', { name: 'Delete Tuesday rematch' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this game?' });
  await expect(question).toContainText('“Tuesday rematch” is still in progress');
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toBeHidden();
  await expect(playing(page)).toHaveCount(2);
  await two.getByRole('button', { name: 'Delete Tuesday rematch' }).click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(playing(page)).toHaveCount(1);
  await expect(two).toHaveCount(0);
  await openGames(page, gamesHost);
  await expect(playing(page)).toHaveCount(1);
  await expect(two).toHaveCount(0);
  await expect(playing(page).first()).toContainText('3 players, standard');
  expect(errors).toEqual([]);
});

test('Menu in the middle of a turn, then Continue: the same move, the last choice kept, and after a reload too', async ({ page, gamesHost }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startQuickGame(page, gamesHost.url, 2);
  const bar = page.getByTestId('decision-bar');
  // Choices until one leaves the same seat still to choose: the turn is not over.
  for (let i = 0; ; i++) {
    expect(i, 'a turn with two choices comes within the first few').toBeLessThan(30);
    const seat = await bar.getAttribute('data-seat');
    const before = await barState(page);
    await pickFirst(page);
    expect(await barState(page)).not.toBe(before);
    if (Number(await bar.getAttribute('data-ply')) > 1 && (await bar.getAttribute('data-seat')) === seat) break;
  }
  const left = await shownState(page);
  const indicator = page.getByTestId('autosave');
  await expect(indicator).toHaveText(`✔ Saved, move ${left.ply}`);
  await indicator.hover();
  await expect(page.getByRole('tooltip')).toContainText('Every choice is kept');
  await page.getByRole('button', { name: 'Menu', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toContainText('stays in the games list');

  await menu(page);
  await page.getByRole('button', { name: 'Continue the last game' }).click();
  await expect(bar).toHaveAttribute('data-ply', left.ply ?? '');
  await expect.poll(async () => (await shownState(page)).logLines).toBe(left.logLines);
  expect(await shownState(page)).toEqual(left);
  await expect(indicator).toHaveText(`✔ Saved, move ${left.ply}`);

  // The page reloaded (the app closed and opened again): the same.
  await page.goto(hudOnly(gamesHost.url));
  await page.getByRole('button', { name: 'Continue the last game' }).click();
  await expect(bar).toHaveAttribute('data-ply', left.ply ?? '');
  await expect.poll(async () => (await shownState(page)).logLines).toBe(left.logLines);
  expect(await shownState(page)).toEqual(left);

  // And play goes on, each choice kept as it is made.
  await pickFirst(page);
  await expect(indicator).toHaveText(`✔ Saved, move ${Number(left.ply) + 1}`);
  expect(errors).toEqual([]);
});

test('the number of finished games kept is chosen in Settings, and the games list says it', async ({ page, gamesHost }) => {
  const errors = watchErrors(page);
  await page.goto(hudOnly(gamesHost.url));
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const keep = dialog.getByLabel('Finished games to keep');
  await expect(keep).toHaveValue('200');
  await keep.selectOption('50');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await openGames(page, gamesHost);
  await expect(page.getByTestId('keep-rule')).toHaveText('Finished games are kept up to the last 50; pinned games and games in progress are always kept.');
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByLabel('Finished games to keep')).toHaveValue('50');
  expect(errors).toEqual([]);
});
