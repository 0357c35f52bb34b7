// Helpers for the UI end-to-end tests: start games from the title screen and
// play choices through the decision bar, waiting for the bar to change (never
// for a fixed time).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Collects page errors (uncaught exceptions) for a final check. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The decision bar's state key: ply, step, selected kin and deciding seat. */
export async function barState(page: Page): Promise<string | null> {
  return page.getByTestId('decision-bar').getAttribute('data-state', { timeout: 2_000 }).catch(() => null);
}

/** Waits until the decision bar shows something else than `before` (or the game is over). */
export async function waitForChange(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="scores"]')) return true;
      const bar = document.querySelector('[data-testid="decision-bar"]');
      if (!bar) return false;
      const state = bar.getAttribute('data-state');
      const step = bar.getAttribute('data-step');
      return state !== prev && step !== 'thinking' && step !== 'waiting';
    },
    before,
    { timeout: 30_000 },
  );
}

/** Clicks the first choice the decision bar offers and waits for the bar to move on. */
export async function pickFirst(page: Page): Promise<void> {
  const before = await barState(page);
  await page.getByTestId('choice').first().click();
  await waitForChange(page, before);
}

/**
 * The page address without the 3D table: these tests exercise the HUD, and
 * software WebGL (SwiftShader) would make every frame, and so every click,
 * slow. e2e/web.spec.ts checks the 3D table itself.
 */
export function hudOnly(url: string): string {
  return `${url}&noscene`;
}

/** The quick hotseat game from the title screen: `players` human seats, standard mode. */
export async function startQuickGame(page: Page, url: string, players: 2 | 3 | 4 = 2): Promise<void> {
  await page.goto(hudOnly(url));
  await page.getByRole('radio', { name: String(players) }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
}

/** What the HUD shows of the game: round line, every seat's favor and pool, the log length. */
export async function shownState(page: Page): Promise<{ round: string; ply: string | null; panels: string[]; logLines: number }> {
  const round = (await page.getByTestId('round').textContent()) ?? '';
  const ply = await page.getByTestId('decision-bar').getAttribute('data-ply');
  const panels = await page.locator('[data-testid^="seat-panel-"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
  const logLines = await page.getByTestId('log-line').count();
  return { round, ply, panels, logLines };
}
