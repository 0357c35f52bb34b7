// The main side drives the game (issue 13): at a 4-seat table where three
// seats are played by the computer, a person's placement costs the page at
// most two WebSocket calls, and the computer seats' turns arrive by
// themselves as pushed events: their lines show in the log and the turn comes
// back to the person, without the page asking.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

interface Bar {
  state: string | null;
  step: string | null;
  seat: string | null;
  kind: string | null;
  ply: number;
}

async function bar(page: Page): Promise<Bar> {
  return page.getByTestId('decision-bar').evaluate((el) => ({
    state: el.getAttribute('data-state'),
    step: el.getAttribute('data-step'),
    seat: el.getAttribute('data-seat'),
    kind: el.getAttribute('data-kind'),
    ply: Number(el.getAttribute('data-ply')),
  }));
}

/** Waits until the person at seat 1 has a choice to make other than the one shown as `before`. */
async function personChooses(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('[data-testid="decision-bar"]');
      const step = el?.getAttribute('data-step');
      return !!el && el.getAttribute('data-state') !== prev && el.getAttribute('data-seat') === '0' && (step === 'kin' || step === 'spot' || step === 'list');
    },
    before,
    { timeout: 60_000 },
  );
}

test('a placement at a table with three computer seats costs at most 2 calls; the computers play on through pushed events', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));

  await page.goto(hudOnly(host.url));
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="4"]').check();
  const computerNames: string[] = [];
  for (const seat of [2, 3, 4]) {
    await page.getByLabel(`Seat ${seat} played by`).selectOption('random');
    computerNames.push(await page.getByLabel(`Seat ${seat} name`).inputValue());
  }
  // The three computer levels are named, each with a line on what to expect.
  await expect(page.getByRole('list', { name: 'Computer levels' }).getByRole('listitem')).toHaveText([/^novice: \w+/, /^steady: \w+/, /^strong: \w+/]);
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill('13');
  await page.getByTestId('start-game').click();
  await personChooses(page, null);

  let now = await bar(page);
  expect(now.kind).toBe('place');
  const plyBefore = now.ply;
  const linesBefore = await page.getByTestId('log-line').count();

  // The placement: a kin from the hand (no call), then its spot (one call).
  sent.length = 0;
  await page.getByTestId('choice').first().click();
  await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-step', 'spot');
  expect(sent, 'picking the kin is the page’s own business').toEqual([]);
  const beforeSpot = (await bar(page)).state;
  await page.getByTestId('choice').first().click();
  await personChooses(page, beforeSpot);
  const forPlacement = sent.splice(0);
  expect(forPlacement.length, `calls for one placement: ${forPlacement.join(' ')}`).toBeLessThanOrEqual(2);
  expect(forPlacement.map((f) => (JSON.parse(f) as { channel: string }).channel)).toContain('game:act');

  // Any further step of the same turn (cloaked or unveiled, an ability) is one call each too.
  let choices = 1;
  now = await bar(page);
  while (now.kind !== 'place') {
    await page.getByTestId('choice').first().click();
    await personChooses(page, now.state);
    choices++;
    expect(sent.splice(0).length, `calls for the choice after ${now.state}`).toBeLessThanOrEqual(2);
    now = await bar(page);
    expect(choices, 'the turn should come back within a few choices').toBeLessThan(20);
  }

  // The person places again: the three computer seats have played in between, and their lines are in the log.
  expect(now.seat).toBe('0');
  expect(now.ply).toBeGreaterThanOrEqual(plyBefore + choices + 3);
  expect(await page.getByTestId('log-line').count()).toBeGreaterThanOrEqual(linesBefore + choices + 3);
  const log = await page.getByTestId('log').innerText();
  for (const name of computerNames) expect(log).toContain(name);
  expect(host.session.record().actions.length).toBe(now.ply);
  expect(errors).toEqual([]);
});
