// The asymmetric start as the players see it, over the drawn 3D table: the
// secret fighter swap lists its choices in the bar (its kin lie nowhere on the
// table, so the bar never asks to point at it), and the secret purchase shows
// the seat that chooses the cards it was dealt (names, costs, texts) in the bar
// and the Springs panel, and shows them to nobody else. Saves screenshots of
// the purchase at 1024x768 and 1280x800 to test-results/shots, or to the
// folder RYOZEN_SHOTS names (RYOZEN_SHOTS=/work/shots npx playwright test e2e/asym-start.spec.ts).
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { sceneUrl, startHotseatGame, waitForHooks } from './canvas.js';
import { barState, waitForChange, watchErrors } from './play.js';

const SHOTS = process.env.RYOZEN_SHOTS ?? path.resolve('test-results', 'shots');

async function passCover(page: Page): Promise<void> {
  const cover = page.getByTestId('handoff');
  await expect(cover).toBeVisible();
  await cover.getByRole('button').click();
  await expect(cover).toHaveCount(0);
}

/** Presses a number key and waits for the bar to move on (the hand-off cover may come up instead). */
async function press(page: Page, key: string): Promise<void> {
  const before = await barState(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (prev) => !!document.querySelector('[data-testid="handoff"]') || document.querySelector('[data-testid="decision-bar"]')?.getAttribute('data-state') !== prev,
    before,
  );
  if (!(await page.getByTestId('handoff').count())) await waitForChange(page, before);
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 60_000 });
}

/** The fighter swap: every choice a numbered button in the bar, nothing said about the table. */
async function checkFighterSwap(page: Page): Promise<void> {
  const bar = page.getByTestId('decision-bar');
  await expect(bar).toHaveAttribute('data-kind', 'asymFighter');
  await expect(bar).toHaveAttribute('data-compact', 'false');
  await expect(page.getByTestId('board-hint')).toHaveCount(0);
  await expect(page.getByTestId('list-toggle')).toHaveCount(0);
  const buttons = bar.getByTestId('choice');
  await expect(buttons.first()).toBeVisible();
  const n = await buttons.count();
  expect(n).toBeGreaterThan(1);
  for (let i = 0; i < n; i++) {
    await expect(buttons.nth(i)).toBeVisible();
    await expect(buttons.nth(i)).toHaveAttribute('data-key', String(i + 1));
  }
  await expect(buttons.filter({ hasText: 'Keep my fighter' })).toHaveCount(1);
  await expect(buttons.filter({ hasText: /^Swap my fighter for the / })).toHaveCount(n - 1);
}

/** The dealt cards' names as the bar lists them, checked against the purchase buttons and the Springs panel. */
async function checkPurchase(page: Page): Promise<string[]> {
  const bar = page.getByTestId('decision-bar');
  await expect(bar).toHaveAttribute('data-kind', 'asymRevelations');
  const dealt = page.getByTestId('dealt-cards').locator('li');
  await expect(dealt).toHaveCount(3);
  const names = await dealt.locator('.card-name').allTextContents();
  // Each card is listed with its cost and its own text.
  for (const li of await dealt.all()) {
    await expect(li.locator('.card-cost')).toHaveText(/^(free|\d scrolls?)$/);
    await expect(li.locator('.dealt-card-text')).not.toBeEmpty();
  }
  const labels = await bar.getByTestId('choice').allTextContents();
  expect(labels).toContain('Buy none of them');
  for (const name of names) expect(labels.some((l) => l.includes(`“${name}”`))).toBe(true);
  for (const l of labels) expect(l).not.toMatch(/^Pick /);
  // The Springs panel lists the same cards instead of three empty places.
  await expect(page.getByTestId('springs-dealt').locator('.card-name')).toHaveText(names);
  return names;
}

test('an asymmetric start: the fighter swap is listed in the bar, and the purchase shows the chooser (and only the chooser) its dealt cards', async ({ page, host }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(sceneUrl(host.url));
  await waitForHooks(page);
  await startHotseatGame(page, '6', ['Asymmetric start']);

  await passCover(page);
  await checkFighterSwap(page);
  await press(page, '1'); // keep the fighter
  const first = await checkPurchase(page);

  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS, `asym-purchase-${width}x${height}.png`) });
  }

  await press(page, '1'); // buy none
  await passCover(page);
  await checkFighterSwap(page);
  await press(page, '1');
  const second = await checkPurchase(page);
  // The other seat's cards: different ones, and none of the first seat's anywhere on the page.
  for (const name of first) {
    expect(second).not.toContain(name);
    await expect(page.getByText(name)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
