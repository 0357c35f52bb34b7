// Accessibility of every screen, checked by axe-core with its default rules
// (WCAG 2.x A and AA plus best practice): the title, new-game, rules and
// campaign screens, the games list (its rows, a name being typed, the
// question before deleting), the save, rules and log dialogs, each kind of
// decision the bar shows during a whole game, the hotseat hand-off cover, a
// campaign, team, palace-alternative and guided game, the HUD over the drawn
// 3D table, the score screen and the replay screen. A failure lists each rule broken with the
// elements that break it. The HUD is checked without the 3D table (?noscene)
// except where the table is the point: axe reads the page, not the picture.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

/** Every axe violation on the page now, one line per rule and one per element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'no impact given'}): ${v.help}`,
    ...v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 200)}`),
  ]);
}

/** Checks the page as it is now; a soft check, so one run reports every screen that fails. */
async function checkScreen(page: Page, where: string): Promise<void> {
  const found = await violations(page);
  expect.soft(found.join('\n'), `axe violations on ${where}`).toBe('');
}

test('title, new-game, rules and campaign screens and the games list have no axe violations', async ({ page, host }) => {
  const errors = watchErrors(page);
  // A damaged file, so that the games list shows its list of files it cannot open too.
  const torn = path.join(host.dataDir, 'saves', 'torn.json');
  mkdirSync(path.dirname(torn), { recursive: true });
  writeFileSync(torn, '{"format":"ryozen-save", "version":1, ]]');
  await page.goto(hudOnly(host.url));
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await checkScreen(page, 'the title screen');

  // A hovered button shows its tooltip: the tip itself is checked too.
  const guided = page.getByRole('button', { name: 'Guided first game' });
  await guided.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/short explanations/);
  // What the tip says reaches a screen reader as the button's description.
  await expect(guided).toHaveAccessibleDescription(/short explanations/);
  await checkScreen(page, 'the title screen with a tooltip shown');
  await page.mouse.move(1, 1);

  await page.getByRole('button', { name: 'New game…' }).click();
  await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();
  await checkScreen(page, 'the new-game screen');
  await page.getByRole('button', { name: '← Back' }).click();

  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Rules reference', level: 1 })).toBeVisible();
  await checkScreen(page, 'the rules screen');
  await page.getByRole('button', { name: '← Back' }).click();

  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  await expect(page.getByText('No campaigns yet.')).toBeVisible();
  await checkScreen(page, 'the campaign screen, empty');
  await page.getByTestId('new-campaign-button').click();
  await expect(page.getByTestId('new-campaign')).toBeVisible();
  await checkScreen(page, 'the new-campaign form');
  await page.getByTestId('new-campaign').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: '← Back' }).click();

  await page.getByRole('button', { name: 'Load a game…' }).click();
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(page.getByTestId('damaged-save')).toBeVisible();
  await checkScreen(page, 'the games list with a damaged file');
  // The host serves the later tests too: they need no damaged file.
  rmSync(torn);
  expect(errors).toEqual([]);
});

/** What the page asks now: 'over', 'handoff', or the decision bar's kind and step ('kin', 'spot', 'list'). */
interface Look {
  asks: string;
  /** The bar's state key (it changes with every decision). */
  state: string | null;
  /** The key that picks the first choice: 1, or P when the palace is the only place left. */
  key: string;
}

/** One look at the page per choice (each round trip to the browser costs time in a whole game). */
async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="decision-bar"]');
    const state = bar?.getAttribute('data-state') ?? null;
    const key = bar?.querySelector('button[data-key="1"]') ? '1' : 'P';
    if (document.querySelector('[data-testid="scores"]')) return { asks: 'over', state, key };
    if (document.querySelector('[data-testid="handoff"]')) return { asks: 'handoff', state, key };
    return { asks: `${bar?.getAttribute('data-kind') ?? ''}/${bar?.getAttribute('data-step') ?? ''}`, state, key };
  });
}

/** Waits until the bar shows another decision than `before`, or the hand-off cover or the score screen is up. */
async function waitForNext(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="scores"], [data-testid="handoff"]')) return true;
      const bar = document.querySelector('[data-testid="decision-bar"]');
      const step = bar?.getAttribute('data-step');
      return !!bar && bar.getAttribute('data-state') !== prev && step !== 'thinking' && step !== 'waiting';
    },
    before,
    { timeout: 30_000 },
  );
}

/** Picks the first choice the bar offers (by its number key: a board-first bar keeps its list closed) and waits for the next. */
async function chooseFirst(page: Page, now?: Look): Promise<void> {
  const { state, key } = now ?? (await look(page));
  await page.keyboard.press(key);
  await waitForNext(page, state);
}

/** A game set up on the new-game screen: every seat played by a person at this screen, a fixed seed. */
async function startSetUpGame(page: Page, url: string, opts: { seed: string; team?: boolean; asymmetric?: boolean; palaceAlt?: boolean }): Promise<void> {
  await page.goto(hudOnly(url));
  await page.getByRole('button', { name: 'New game…' }).click();
  if (opts.team) await page.getByRole('radio', { name: 'Team vs team' }).check();
  const seats = await page.locator('[data-testid^="seat-row-"]').count();
  for (let seat = 2; seat <= seats; seat++) await page.getByLabel(`Seat ${seat} played by`).selectOption('human');
  if (opts.asymmetric) await page.getByRole('checkbox', { name: 'Asymmetric start' }).check();
  if (opts.palaceAlt) await page.getByRole('checkbox', { name: 'Palace alternative' }).check();
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill(opts.seed);
  await page.getByTestId('start-game').click();
}

test('every kind of decision in a whole 2-player game, the save, rules and log dialogs, the games list, the score screen and the replay screen have no axe violations', async ({
  page,
  host,
}) => {
  test.setTimeout(400_000);
  const errors = watchErrors(page);
  await startSetUpGame(page, host.url, { seed: '6' });
  await expect(page.getByTestId('decision-bar')).toBeVisible();

  // The dialogs over a game in progress: a save name the disk would refuse is explained in the dialog.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByTestId('save-dialog');
  await save.getByLabel('Save name').fill('.hidden');
  await expect(save.getByText(/do not start with a dot/)).toBeVisible();
  await checkScreen(page, 'the save dialog with a name it refuses');
  await save.getByLabel('Save name').fill('Checked game');
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(save).toBeHidden();
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await expect(page.getByTestId('save-item').filter({ hasText: 'Checked game' })).toBeVisible();
  await checkScreen(page, 'the games list over a game, listing a saved copy');
  await page.getByRole('button', { name: '← Back to the game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  await page.getByTestId('autosave').hover();
  await expect(page.getByRole('tooltip')).toContainText('Every choice is kept');
  await checkScreen(page, 'the top bar with its save mark explained');
  await page.mouse.move(1, 1);
  await page.keyboard.press('F1');
  await expect(page.getByTestId('rules-dialog')).toBeVisible();
  await checkScreen(page, 'the rules dialog over a game');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-dialog')).toBeHidden();

  // The game to its end, the first choice each time: a check the first time each kind of decision shows.
  const checked: string[] = [];
  for (let clicks = 0; ; clicks++) {
    const now = await look(page);
    if (now.asks === 'over') break;
    if (!checked.includes(now.asks)) {
      checked.push(now.asks);
      await checkScreen(page, `a decision: ${now.asks}`);
    }
    await chooseFirst(page, now);
    expect(clicks, 'the game should end in a few hundred clicks').toBeLessThan(1000);
  }
  // The kinds named in the brief: a placement (its kin, then its spot), unveiled or cloaked,
  // a yes/no (trade or not), a resource paid and one gained, a village, a place to explore.
  expect(checked).toEqual(
    expect.arrayContaining(['place/kin', 'place/spot', 'cloak/list', 'trade/list', 'payResource/list', 'gainResource/list', 'collectVillage/list', 'explore/list']),
  );

  await expect(page.getByTestId('scores')).toBeVisible();
  await checkScreen(page, 'the score screen');
  await page.getByRole('button', { name: 'Read the log' }).click();
  await expect(page.getByRole('dialog', { name: 'The whole game, move by move' })).toBeVisible();
  await checkScreen(page, 'the whole log, after the game');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Watch replay' }).click();
  await expect(page.getByTestId('replay-scores')).toBeVisible();
  await checkScreen(page, 'the replay at its last move, with the final scores');
  await page.getByTestId('replay-bar').getByRole('button', { name: 'Round 2' }).click();
  await expect(page.getByTestId('replay-scores')).toHaveCount(0);
  await checkScreen(page, 'the replay in round 2');
  await page.getByTestId('close-replay').click();
  await expect(page.getByTestId('scores')).toBeVisible();

  // The games list with that game finished (pinned: its mark shows), a name being typed, and the question before deleting.
  await page.getByRole('button', { name: 'Title screen' }).click();
  await page.getByRole('button', { name: 'Load a game…' }).click();
  const row = page.getByTestId('games-finished').getByTestId('game-item').first();
  await expect(row.getByTestId('game-score').first()).toBeVisible();
  await row.getByRole('button', { name: /^Pin / }).click();
  await expect(row.getByTestId('pin-mark')).toBeVisible();
  await checkScreen(page, 'the games list with a finished, pinned game');
  await row.getByRole('button', { name: /^Rename / }).click();
  await row.getByRole('textbox').fill('');
  await expect(row.getByText('Give the game a name.')).toBeVisible();
  await checkScreen(page, 'the games list, a game being renamed with a name it refuses');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this game?' })).toBeVisible();
  await checkScreen(page, 'the question before deleting a game');
  await page.getByRole('button', { name: 'Keep it' }).click();
  expect(errors).toEqual([]);
});

test('with the 3D table drawn: the title screen, a kin placement, the choice after it and folded panels have no axe violations', async ({ page, host }) => {
  const errors = watchErrors(page);
  await page.goto(host.url);
  await expect(page.locator('canvas')).toBeVisible();
  await checkScreen(page, 'the title screen over the idle 3D table');
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  const bar = page.getByTestId('decision-bar');
  await expect(bar).toHaveAttribute('data-step', 'kin');
  // The key caps and the tile codes are drawn by the style sheet: they must still be seen.
  const firstKin = bar.locator('button[data-kin]').first();
  expect(await firstKin.locator('kbd.key').evaluate((k) => getComputedStyle(k, '::before').content)).toBe('"1"');
  expect(await firstKin.locator('.kin-glyph').evaluate((g) => getComputedStyle(g, '::after').content)).toMatch(/^"[A-Z][a-z]"$/);
  await checkScreen(page, 'the kin step, over the 3D table');

  await chooseFirst(page);
  await expect(bar).toHaveAttribute('data-step', 'spot');
  await checkScreen(page, 'the spot step, over the 3D table');
  const toggle = page.getByTestId('list-toggle');
  if (await toggle.isVisible()) {
    await toggle.click();
    await checkScreen(page, 'the spot step with the full list open, over the 3D table');
    // Escape closes the full list (as the README says), the focus back on its toggle; then open again.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(bar).toHaveAttribute('data-step', 'spot');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  await chooseFirst(page);
  await expect(bar).toHaveAttribute('data-step', 'list');
  await checkScreen(page, `the decision after a placement (${await bar.getAttribute('data-kind')}), over the 3D table`);

  // The side panels folded away, leaving their tabs.
  for (const id of ['players', 'table', 'log']) await page.getByTestId(`toggle-${id}`).click();
  await expect(page.locator('.panel-folded')).toHaveCount(3);
  await checkScreen(page, 'the side panels folded, over the 3D table');
  expect(errors).toEqual([]);
});

test('the hotseat hand-off cover and the secret choices of an asymmetric start have no axe violations', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await startSetUpGame(page, host.url, { seed: '6', asymmetric: true });
  const handoff = page.getByTestId('handoff');
  await expect(handoff).toBeVisible();
  await checkScreen(page, 'the hand-off cover');

  // Through both seats' secret choices and into the first placements, handing the screen over each time.
  const checked: string[] = [];
  const seats = new Set<string>();
  for (let clicks = 0; seats.size < 2 || !checked.includes('place/spot'); clicks++) {
    const { asks } = await look(page);
    if (asks === 'handoff') {
      await handoff.getByRole('button', { name: /^I am / }).click();
      await expect(handoff).toBeHidden();
      continue;
    }
    seats.add((await page.getByTestId('decision-bar').getAttribute('data-seat')) ?? '');
    if (!checked.includes(asks)) {
      checked.push(asks);
      await checkScreen(page, `an asymmetric decision: ${asks}`);
    }
    await chooseFirst(page);
    expect(clicks).toBeLessThan(60);
  }
  expect(checked).toEqual(expect.arrayContaining(['asymRevelations/list']));
  expect(errors).toEqual([]);
});

test('a story campaign in play and the campaign screen listing it have no axe violations', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(host.url));
  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  await page.getByTestId('new-campaign-button').click();
  const form = page.getByTestId('new-campaign');
  await form.getByLabel('Campaign name').fill('Lantern Road');
  await form.getByTestId('create-campaign').click();
  await expect(page.getByTestId('campaign-tag')).toBeVisible();

  const checked: string[] = [];
  for (let clicks = 0; clicks < 12; clicks++) {
    const { asks } = await look(page);
    if (!checked.includes(asks)) {
      checked.push(asks);
      await checkScreen(page, `a cooperative campaign decision: ${asks}`);
    }
    await chooseFirst(page);
  }

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Story campaigns…' })).toBeVisible();
  await checkScreen(page, 'the title screen after a game');
  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  await expect(page.getByRole('list', { name: 'Campaigns' }).getByText('Lantern Road')).toBeVisible();
  await checkScreen(page, 'the campaign screen listing a campaign');
  expect(errors).toEqual([]);
});

test('the guided first game, a team game and a palace-alternative game have no axe violations in their first placement', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const bar = page.getByTestId('decision-bar');

  await page.goto(hudOnly(host.url));
  await page.getByRole('button', { name: 'Guided first game' }).click();
  await expect(page.getByTestId('tutorial-callout')).toBeVisible();
  await expect(bar).toHaveAttribute('data-step', 'kin');
  await checkScreen(page, 'the guided game, its first explanation');

  // Four seats in two factions: the player panels group them by faction.
  await startSetUpGame(page, host.url, { seed: '6', team: true });
  await expect(bar).toHaveAttribute('data-step', 'kin');
  await expect(page.locator('.faction')).toHaveCount(2);
  await checkScreen(page, 'a team game, the kin step');
  await chooseFirst(page);
  await checkScreen(page, 'a team game, the spot step');

  // The palace alternative: its wards and battlements are choices of the spot step.
  await startSetUpGame(page, host.url, { seed: '6', palaceAlt: true });
  await expect(bar).toHaveAttribute('data-step', 'kin');
  await chooseFirst(page);
  await expect(bar).toHaveAttribute('data-step', 'spot');
  await expect(bar.locator('[data-sector="palace"] [data-testid="choice"]').first()).toBeVisible();
  await checkScreen(page, 'a palace-alternative game, the spot step with palace wards');
  expect(errors).toEqual([]);
});
