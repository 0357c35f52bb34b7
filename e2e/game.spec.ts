// A whole 2-player standard game played through the UI only: every choice is
// a click in the decision bar (the first choice offered each time; a
// placement is a kin, then a spot), until the score chart shows.
import { expect, test } from './fixtures.js';
import { startQuickGame, waitForChange, watchErrors } from './play.js';

test('a 2-player hotseat game played to the end through the decision bar ends on the score chart', async ({ page, host }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await startQuickGame(page, host.url, 2);

  await expect(page.getByTestId('decision')).toContainText('Player 1');
  await expect(page.getByTestId('round')).toContainText('Round 1 of 3');

  const seats = new Set<string>();
  const steps = new Set<string>();
  let clicks = 0;
  let sawRound2 = false;
  for (;;) {
    // One look at the page per choice: is it over, who decides, which step.
    const now = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="decision-bar"]');
      return {
        over: !!document.querySelector('[data-testid="scores"]'),
        state: bar?.getAttribute('data-state') ?? null,
        seat: bar?.getAttribute('data-seat') ?? '',
        step: bar?.getAttribute('data-step') ?? '',
        round: document.querySelector('[data-testid="round"]')?.textContent ?? '',
      };
    });
    if (now.over) break;
    seats.add(now.seat);
    steps.add(now.step);
    if (now.round.includes('Round 2')) sawRound2 = true;
    // A placement is two clicks: a kin from the picker, then one of its spots.
    await page.getByTestId('choice').first().click();
    await waitForChange(page, now.state);
    clicks++;
    expect(clicks, 'the game should end in a few hundred clicks').toBeLessThan(1000);
  }

  // Hotseat: the bar followed both players, through placements and other decisions.
  expect([...seats].sort()).toEqual(['0', '1']);
  expect(steps).toContain('kin');
  expect(steps).toContain('spot');
  expect(steps).toContain('list');
  expect(sawRound2).toBe(true);

  // The end: a winner, one stacked bar per seat, the tie-break explained.
  const scores = page.getByTestId('scores');
  await expect(scores.getByRole('heading', { level: 2 })).toContainText(/wins!|share the victory/);
  await expect(scores.getByTestId('score-row')).toHaveCount(2);
  const bars = scores.getByRole('img', { name: /favor, \d+ from moon shards, \d+ from resources, \d+ in all/ });
  await expect(bars).toHaveCount(2);
  await expect(scores.getByTestId('score-row').first().locator('svg rect').first()).toBeVisible();
  await expect(page.getByTestId('tie-break')).toContainText(/tie/i);
  await expect(page.getByTestId('round')).toContainText('Game over');

  // Every action is in the log, in plain words.
  expect(await page.getByTestId('log-line').count()).toBeGreaterThan(clicks);
  await expect(page.getByTestId('log')).toContainText('Round 3');

  expect(errors).toEqual([]);
});
