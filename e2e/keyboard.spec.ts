// One full turn without the mouse: the decision bar takes the focus, arrow
// keys move between choices, Enter picks, Escape backs out of a half-made
// placement, number keys pick a numbered choice, and the turn passes on.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

/** The focused element's test id, key and label, and whether it shows a focus ring. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.dataset.testid ?? null,
      key: el?.dataset.key ?? null,
      label: el?.getAttribute('aria-label') ?? '',
      ring: !!el && el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none',
    };
  });
}

test('a whole turn played with the keyboard only', async ({ page, host }) => {
  const errors = watchErrors(page);
  await page.goto(hudOnly(host.url));

  // Start a quick 2-player game from the title screen with the keyboard too.
  await page.getByRole('radio', { name: '2' }).focus();
  await page.keyboard.press('Space');
  const start = page.getByRole('button', { name: 'Start game' });
  await start.focus();
  await page.keyboard.press('Enter');

  const bar = page.getByTestId('decision-bar');
  await expect(bar).toHaveAttribute('data-step', 'kin');
  await expect(bar).toHaveAttribute('data-seat', '0');

  // The first choice has the focus, with a visible focus ring after a key press.
  await expect.poll(async () => (await focused(page)).key).toBe('1');
  await page.keyboard.press('ArrowRight');
  let f = await focused(page);
  expect(f.key).toBe('2');
  expect(f.ring).toBe(true);
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).key).toBe('1');

  // Enter picks the kin; Escape cancels the half-made placement.
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('data-step', 'spot');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveAttribute('data-step', 'kin');

  // Number keys: 1 = the first kin, then 3 = the third spot (a paid one).
  await page.keyboard.press('1');
  await expect(bar).toHaveAttribute('data-step', 'spot');
  const third = await page.locator('[data-testid="choice"][data-key="3"]').getAttribute('aria-label');
  expect(third).toMatch(/^Place /);
  await page.keyboard.press('3');
  await expect(bar).toHaveAttribute('data-step', 'list');
  await expect(bar).toHaveAttribute('data-ply', '1');
  await expect(page.getByTestId('log')).toContainText('Player 1 places');

  // Unveiled or cloaked: the focus is on the first choice again; Tab moves on, Enter picks.
  await expect(bar).toHaveAttribute('data-kind', 'cloak');
  await expect.poll(async () => (await focused(page)).testId).toBe('choice');
  await page.keyboard.press('Tab');
  f = await focused(page);
  expect(f.label).toMatch(/^Cloak the \w+ \(pay 1 coin\)$/);
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).label).toMatch(/^Leave the \w+ unveiled$/);
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('data-ply', '2');

  // The daytime effect's steps: the first choice each time, by number key, until Player 2 decides.
  for (let i = 0; i < 12; i++) {
    if ((await bar.getAttribute('data-seat')) === '1') break;
    const ply = await bar.getAttribute('data-ply');
    await page.keyboard.press('1');
    await expect(bar).not.toHaveAttribute('data-ply', ply ?? '');
  }
  await expect(bar).toHaveAttribute('data-seat', '1');
  await expect(page.getByTestId('decision')).toContainText('Player 2');
  await expect(bar).toHaveAttribute('data-step', 'kin');

  // Undo is reachable from the keyboard as well: Ctrl+Z is refused for Player 2 (not their choice), the button says why.
  await expect(page.getByTestId('undo')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('undo').focus();
  await expect(page.getByTestId('undo')).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText('Undo is not possible');

  expect(errors).toEqual([]);
});
