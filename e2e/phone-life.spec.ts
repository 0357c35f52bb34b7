// A phone always knows where it stands (issue 32): when the desktop puts
// another game in place under a joined phone, or takes its seat back, the
// phone says so in words, shows no choice to tap, and stops reconnecting:
// there is nothing left to come back to.
import { test as base, type Browser, type Page } from '@playwright/test';
import type { GameConfig } from '../src/engine/core/types.js';
import type { InviteStatus } from '../src/shared/invite-status.js';
import type { SeatView } from '../src/shared/views.js';
import type { WebHost } from '../src/main/web-host.js';
import { desk, PHONE } from './desk.js';
import { expect, ownHost } from './fixtures.js';
import { watchErrors } from './play.js';

const test = base.extend<object, { host: WebHost }>({
  host: [ownHost('phone-life', { lanHost: '127.0.0.2', botPauseMs: 0 }), { scope: 'worker' }],
});

const CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Desk' },
    { clan: 'koi', controller: 'human', name: 'Phone' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

/** Puts a new game in place with seat 1 on another device; its join link. */
async function newGameWithPhone(desktop: Page, seed: number): Promise<string> {
  await desk(desktop, 'game:new', { config: CONFIG, seed, devices: [1] });
  const status = await desk<InviteStatus>(desktop, 'invite:status', {});
  return status.seats.find((s) => s.seat === 1)!.joinUrl!;
}

/** A phone joined with `join`, counting every WebSocket it opens (each reconnect is one). */
async function joinedPhone(browser: Browser, join: string) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const errors = watchErrors(phone);
  const sockets = { opened: 0 };
  phone.on('websocket', () => sockets.opened++);
  await phone.goto(`${join}&test=1&noscene`);
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  return { context, phone, errors, sockets };
}

/** The desktop plays seat 0 until the phone's seat must choose, and the phone offers the choices. */
async function untilPhoneChooses(desktop: Page, phone: Page): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const sv = await desk<SeatView>(desktop, 'game:view', { seat: 0 });
    if (!sv.yourTurn || !sv.legal[0]) break;
    await desk(desktop, 'game:act', { seat: 0, action: sv.legal[0].action });
  }
  await expect(phone.getByTestId('decision-bar')).toHaveAttribute('data-seat', '1');
  await expect(phone.getByTestId('choice').first()).toBeVisible();
}

/** Sockets the phone opens over `ms`: none once there is nothing to reconnect to. */
async function socketsOpenedOver(phone: Page, sockets: { opened: number }, ms: number): Promise<number> {
  const before = sockets.opened;
  await phone.waitForTimeout(ms);
  return sockets.opened - before;
}

test('a game replaced under a joined phone: the phone says so, its choices are gone, and it stops reconnecting', async ({ browser, page: desktop, host }) => {
  test.setTimeout(120_000);
  await desktop.goto(`${host.url}&noscene`);
  const { context, phone, errors, sockets } = await joinedPhone(browser, await newGameWithPhone(desktop, 11));
  await untilPhoneChooses(desktop, phone);

  // The desktop goes on to another game, with a phone seat of its own (a new listener, a new code).
  await newGameWithPhone(desktop, 12);

  const ended = phone.getByTestId('seat-ended');
  await expect(ended).toHaveAttribute('data-ended', 'game-replaced');
  await expect(ended).toContainText('started another game');
  await expect(phone.getByTestId('choice')).toHaveCount(0);
  await expect(phone.getByTestId('decision-bar')).toHaveCount(0);
  await expect(phone.getByTestId('seat-reconnecting')).toHaveCount(0);
  // Looked at again, it still does not knock: the host said the game is gone.
  await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await socketsOpenedOver(phone, sockets, 4_000)).toBe(0);
  // The way on is a new code.
  await phone.getByRole('button', { name: 'Enter a new code' }).tap();
  await expect(phone.getByLabel('Code')).toBeVisible();

  expect(errors).toEqual([]);
  await context.close();
});

test('a seat taken back by the desktop: the phone says so and stops reconnecting', async ({ browser, page: desktop, host }) => {
  test.setTimeout(120_000);
  await desktop.goto(`${host.url}&noscene`);
  const { context, phone, errors, sockets } = await joinedPhone(browser, await newGameWithPhone(desktop, 13));
  await untilPhoneChooses(desktop, phone);

  await desk(desktop, 'invite:drop', { seat: 1 });

  const ended = phone.getByTestId('seat-ended');
  await expect(ended).toHaveAttribute('data-ended', 'seat-taken-back');
  await expect(ended).toContainText('took this seat back');
  await expect(phone.getByTestId('choice')).toHaveCount(0);
  expect(await socketsOpenedOver(phone, sockets, 3_000)).toBe(0);

  expect(errors).toEqual([]);
  await context.close();
});
