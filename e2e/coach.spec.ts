// The coach, as a player meets it: "Suggest a move" says why, with the search's
// numbers; after the game the score screen reviews the person's choices and
// each costly one opens the replay at that move.
//
// The person's choices after the first suggestion are sent by a second
// connection to the same host (the first choice offered each time), so the
// game is over in seconds; the page follows it through the pushed events as it
// follows a game played at the screen.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { SeatView } from '../src/shared/views.js';
import type { WebHost } from '../src/main/web-host.js';
import { ownHost } from './fixtures.js';
import { connectClient, type GameClient } from '../src/main/web-host-test-support.js';
import { hudOnly, watchErrors } from './play.js';
import { sayEnglish } from '../src/shared/i18n/format.js';

const test = base.extend<object, { coachHost: WebHost }>({
  coachHost: [ownHost('coach', { botPauseMs: 0 }), { scope: 'worker' }],
});

/** axe-core's violations on the page now (as e2e/a11y.spec.ts checks every screen), one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => [`${v.id}: ${v.help}`, ...v.nodes.map((n) => `    ${n.target.join(' ')}`)]);
}

/** Makes the person's first offered choice (again, while the computer seat still finishes its move). */
async function actFirst(client: GameClient, v: SeatView): Promise<void> {
  for (;;) {
    try {
      await client.call('game:act', { seat: 0, action: v.legal[0]!.action });
      return;
    } catch (err) {
      if (!/busy/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 20));
      v = await personsTurn(client);
    }
  }
}

/** The person's view once it is their turn again, or the game is over. */
async function personsTurn(client: GameClient): Promise<SeatView> {
  for (;;) {
    const v = await client.call<SeatView>('game:view', { seat: 0 });
    if (v.yourTurn || v.gameOver) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a suggestion says why; the score screen lists the costliest choices, each opening the replay at its move', async ({ page, coachHost }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(coachHost.url));
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="2"]').check();
  await page.getByLabel('Seat 2 played by').selectOption('random');
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill('7');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();

  const client = await connectClient(coachHost);
  // Up to the person's first placement: the strong bot searches placements and explains them.
  let v = await personsTurn(client);
  while (v.decision?.kind !== 'place') {
    await actFirst(client, v);
    v = await personsTurn(client);
  }
  await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', new RegExp(`^${v.ply}:`));
  await page.getByRole('button', { name: 'Suggest a move' }).click();
  const why = page.getByTestId('suggestion-why');
  await expect(why).toBeVisible({ timeout: 30_000 });
  const reason = await why.innerText();
  // The suggested choice is one the bar offers, by its own words.
  const suggested = v.legal.map((c) => sayEnglish(c.label)).find((label) => reason.startsWith(label));
  if (process.env.COACH_SHOTS) await page.screenshot({ path: path.join(process.env.COACH_SHOTS, 'suggestion.png') });
  // The sentence opens with the suggested choice and gives the playouts' numbers.
  expect(suggested).toBeDefined();
  expect(reason).toMatch(/[+-]?\d+\.\d favor .* over \d+ playouts?/);
  // The runner-up: the lead over it give or take (or the same on every draw), too close to call, or (too few shared playouts) its own mean.
  expect(reason).toMatch(/give or take \d+\.\d|every one of the same draws|next best, .* \([+-]?\d+\.\d over/);
  expect((await violations(page)).join('\n'), 'axe violations with a suggestion shown').toBe('');

  // The rest of the game: the first choice offered, every time.
  while (!v.gameOver) {
    await actFirst(client, v);
    v = await personsTurn(client);
  }
  await expect(page.getByTestId('scores')).toBeVisible({ timeout: 60_000 });
  const costly = page.getByTestId('costly-choice');
  await expect(costly.first()).toBeVisible({ timeout: 120_000 });
  // Only the person is reviewed, with at most three choices.
  await expect(page.getByTestId('costly-seat')).toHaveCount(1);
  await expect(page.getByTestId('costly-seat')).toHaveAttribute('data-seat', '0');
  expect(await costly.count()).toBeLessThanOrEqual(3);
  // Each loss is said with its doubt.
  await expect(costly.first()).toContainText(/about \d+\.\d favor \((give or take \d+\.\d|the same on every draw)\)/);
  expect((await violations(page)).join('\n'), 'axe violations on the score screen with its review').toBe('');

  if (process.env.COACH_SHOTS) await page.screenshot({ path: path.join(process.env.COACH_SHOTS, 'review.png'), fullPage: true });
  const first = costly.first();
  const ply = Number(await first.getAttribute('data-ply'));
  const played = await first.locator('q').first().innerText();
  await first.getByRole('button').click();
  const bar = page.getByTestId('replay-bar');
  await expect(bar).toHaveAttribute('data-shown', String(ply), { timeout: 20_000 });
  await expect(bar).toHaveAttribute('data-seat', '0');
  // The replay stands before the move: the person's costly choice is the next one.
  await expect(page.getByTestId('replay-next')).toContainText(played);

  // Back on the score screen, the review is still there (not weighed again).
  await page.getByTestId('close-replay').click();
  await expect(page.getByTestId('scores')).toBeVisible();
  await expect(page.getByTestId('costly-choice').first()).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  client.close();
  expect(errors).toEqual([]);
});
