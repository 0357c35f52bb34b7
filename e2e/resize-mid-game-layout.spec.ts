// The top bar fits again whenever the window or any of its own texts changes
// (issue 33): a game started at 1920×1080 is resized to 1024×768 and then to
// 1366×768 while it is played, and at each size it goes on through changes of
// its save status and, at the last, to the game's end. After every move the
// bar is checked as a player sees it: no two of its items over each other,
// none out of the window. The bar's texts change length with every move
// ("✔ Saved, move 99" → "… move 100", the lit sectors, the phase, "Game over").
//
// Most of the game is played through the host's channels from the page (as
// the desk's own calls are made), so that only its last moves are clicked:
// the bar is what is checked, not every decision of a whole game.
import { test as base, expect, type Page } from '@playwright/test';
import { applyAction, isGameOver, legalActions } from '../src/engine/index.js';
import type { Action } from '../src/engine/core/types.js';
import type { WebHost } from '../src/main/web-host.js';
import { desk } from './desk.js';
import { ownHost } from './fixtures.js';
import { barState, hudOnly, watchErrors } from './play.js';

const test = base.extend<object, { quickHost: WebHost }>({
  quickHost: [ownHost('resize', { botPauseMs: 0 }), { scope: 'worker' }],
});

/** Moves left to click once the rest is played through the channels. */
const CLICKED_MOVES = 24;
/** Clicks at each of the first two sizes; the last size plays on to the end. */
const MOVES_PER_SIZE = 7;

/** Every way the top bar fails the player now, in words (none: it fits). */
function barProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.hud .top-bar');
    if (!bar) return ['there is no top bar'];
    const name = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.className).trim().replace(/\s+/g, ' ').slice(0, 40);
    const items = [...bar.querySelectorAll('.top-left > *, .top-right > *')]
      .map((el) => ({ what: name(el), r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const problems: string[] = [];
    const w = window.innerWidth;
    const h = window.innerHeight;
    for (const { what, r } of [{ what: 'the top bar', r: bar.getBoundingClientRect() }, ...items]) {
      if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5) problems.push(`${what} runs out of the ${w}×${h} window`);
    }
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 0.5 && y > 0.5) problems.push(`"${a.what}" overlaps "${b.what}" by ${Math.round(x)} px`);
      }),
    );
    return problems;
  });
}

/** The bar as a player sees it once this move's layout has run: a failure says what is wrong. */
async function expectBarFits(page: Page, when: string): Promise<void> {
  // The bar measures itself after a change (a ResizeObserver, layout effects): a frame or two on a loaded machine.
  await expect.poll(() => barProblems(page), { message: `the top bar ${when}`, timeout: 10_000 }).toEqual([]);
}

/** Clicks the first choice and waits for the game to move on (the next decision, or the scores). */
async function clickMove(page: Page): Promise<void> {
  const before = await barState(page);
  await page.getByTestId('choice').first().click();
  await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="scores"]')) return true;
      const bar = document.querySelector('[data-testid="decision-bar"]');
      const step = bar?.getAttribute('data-step');
      return !!bar && bar.getAttribute('data-state') !== prev && step !== 'thinking' && step !== 'waiting';
    },
    before,
    { timeout: 90_000 },
  );
}

const over = (page: Page) => page.getByTestId('scores').isVisible();
const savedText = (page: Page) => page.getByTestId('autosave').innerText();

test('resized from 1920 to 1024 and then 1366 mid-game, the top bar fits after every move, through save status changes and the game over', async ({ browser, quickHost }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(hudOnly(quickHost.url));
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible({ timeout: 60_000 });
  await expectBarFits(page, 'at the start, 1920×1080');

  // The way to the end by the first legal choice each time; all but its last moves are sent through the channels.
  const session = quickHost.session;
  let s = structuredClone(session.state());
  const plan: Action[] = [];
  while (!isGameOver(s)) {
    const a = legalActions(s)[0]!;
    plan.push(a);
    s = applyAction(s, a);
  }
  expect(plan.length).toBeGreaterThan(CLICKED_MOVES);
  for (const action of plan.slice(0, plan.length - CLICKED_MOVES)) {
    await desk(page, 'game:act', { seat: session.decisionSeat(), action });
  }
  const ply = String(session.record().actions.length);
  await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-ply', ply, { timeout: 60_000 });
  await expect(page.getByTestId('autosave')).toHaveAttribute('data-saved-ply', ply, { timeout: 60_000 });

  const sizes = [
    { width: 1920, height: 1080 },
    { width: 1024, height: 768 },
    { width: 1366, height: 768 },
  ];
  for (const [i, size] of sizes.entries()) {
    const last = i === sizes.length - 1;
    await page.setViewportSize(size);
    const where = `${size.width}×${size.height}`;
    await expectBarFits(page, `right after the resize to ${where}`);
    const saved = new Set([await savedText(page)]);
    for (let move = 0; last ? !(await over(page)) : move < MOVES_PER_SIZE; move++) {
      expect(move, `the game should end within ${CLICKED_MOVES * 4} clicks`).toBeLessThan(CLICKED_MOVES * 4);
      await clickMove(page);
      await expectBarFits(page, `after move ${move + 1} at ${where}`);
      // And once the move is on the disk ("Saving…" gives way to "✔ Saved, move N").
      if (!(await over(page))) await expect(page.getByTestId('autosave')).toHaveAttribute('data-state', 'saved', { timeout: 60_000 });
      saved.add(await savedText(page));
      await expectBarFits(page, `after move ${move + 1} at ${where}, its save status shown`);
    }
    expect(saved.size, `the save status changed at ${where}`).toBeGreaterThan(1);
  }

  // The game over at every size: "Game over" in the round and the save status side by side.
  await expect(page.getByTestId('round')).toContainText('Game over');
  for (const size of [...sizes].reverse()) {
    await page.setViewportSize(size);
    await expectBarFits(page, `at the game over, ${size.width}×${size.height}`);
  }
  expect(errors).toEqual([]);
  await context.close();
});
