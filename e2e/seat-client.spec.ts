// A seat played on its own device (docs/seats-on-devices.md): the desktop
// starts a game with seat 1 on another device, a phone (390x844, touch) opens
// the join link from the invite listener (127.0.0.2), plays seat 1 through
// its own decision bar while the desktop plays seat 0, comes back by itself
// with its stored credential after its page was closed, and is told plainly
// when a code does not work.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { GameConfig } from '../src/engine/core/types.js';
import type { InviteStatus } from '../src/shared/invite-status.js';
import type { SeatView } from '../src/shared/views.js';
import type { WebHost } from '../src/main/web-host.js';
import { desk, PHONE } from './desk.js';
import { expect, ownHost } from './fixtures.js';
import { pickFirst, watchErrors } from './play.js';

const test = base.extend<object, { host: WebHost }>({
  host: [ownHost('seat', { lanHost: '127.0.0.2', botPauseMs: 0 }), { scope: 'worker' }],
});

function config(palaceAlt = false): GameConfig {
  return {
    seats: [
      { clan: 'crane', controller: 'human', name: 'Desk' },
      { clan: 'koi', controller: 'human', name: 'Phone' },
    ],
    mode: 'standard',
    palaceAlt,
    dragon: false,
    asymmetric: false,
  };
}

/** Starts a two-person game on the desktop with seat 1 on another device; the seat's join link. */
async function startWithPhone(desktop: Page, host: WebHost, palaceAlt = false): Promise<string> {
  await desktop.goto(`${host.url}&noscene`);
  await desk(desktop, 'game:new', { config: config(palaceAlt), seed: 11, devices: [1] });
  const status = await desk<InviteStatus>(desktop, 'invite:status', {});
  const seat = status.seats.find((s) => s.seat === 1);
  expect(status.listening).toBe(true);
  expect(seat?.joinUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/\?join=[A-Z2-9]{6}$/);
  return seat!.joinUrl!;
}

/** The desktop's seat 0 makes its first legal choice, if it is choosing; true when it did. */
async function deskPlays(desktop: Page): Promise<boolean> {
  const sv = await desk<SeatView>(desktop, 'game:view', { seat: 0 });
  if (!sv.yourTurn || sv.gameOver || !sv.legal[0]) return false;
  await desk(desktop, 'game:act', { seat: 0, action: sv.legal[0].action });
  return true;
}

const ply = (host: WebHost) => host.session.record().actions.length;

/** Page errors, and any connection the page's Content-Security-Policy blocked (the seat's own ws: must pass). */
function watchSeatPage(page: Page): string[] {
  const errors = watchErrors(page);
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function openPhone(browser: Browser): Promise<{ context: BrowserContext; phone: Page; errors: string[] }> {
  const context = await browser.newContext(PHONE);
  // Chromium's vibrate does nothing without a real tap first; the page's calls are what counts.
  await context.addInitScript(() => {
    const w = window as unknown as { buzzes: unknown[] };
    w.buzzes = [];
    navigator.vibrate = (pattern) => {
      w.buzzes.push(pattern);
      return true;
    };
  });
  const phone = await context.newPage();
  return { context, phone, errors: watchSeatPage(phone) };
}

const buzzes = (page: Page) => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes.length);

/** Plays until the phone has made `choices` choices, the desktop taking seat 0's turns between (a placement is two clicks: kin, then spot). */
async function playTurns(desktop: Page, phone: Page, host: WebHost, choices: number): Promise<void> {
  let made = 0;
  for (let guard = 0; made < choices; guard++) {
    expect(guard, 'turns played').toBeLessThan(80);
    if (await deskPlays(desktop)) continue;
    // Seat 1 is choosing: the phone's own decision bar offers it, and the phone said so.
    await expect(phone.getByTestId('decision-bar')).toHaveAttribute('data-seat', '1');
    await expect.poll(() => buzzes(phone)).toBeGreaterThan(0);
    await expect(phone.getByTestId('choice').first()).toBeVisible();
    const n = ply(host);
    await pickFirst(phone);
    if (ply(host) > n) made++;
  }
}

test('a phone joins with the link, shows only its seat, plays its turns, and comes back by itself after its page was closed', async ({ browser, page: desktop, host }) => {
  test.setTimeout(180_000);
  const deskErrors = watchErrors(desktop);
  const join = await startWithPhone(desktop, host);
  const { context, phone, errors } = await openPhone(browser);

  await phone.goto(`${join}&test=1&noscene`);
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  // The spent code is out of the address bar: a reload presents the credential.
  expect(phone.url()).not.toContain('join=');
  await expect(phone.getByTestId('seat-panel-1')).toBeVisible();
  await expect(phone.getByTestId('seat-panel-0')).toHaveCount(0);
  await expect.poll(() => desk<InviteStatus>(desktop, 'invite:status', {}).then((s) => s.seats.find((x) => x.seat === 1)?.connected)).toBe(true);

  await playTurns(desktop, phone, host, 2);
  // The log is folded away until asked for, and folds away again.
  await phone.getByRole('button', { name: 'Log' }).tap();
  await expect(phone.getByTestId('log-line').first()).toBeVisible();
  await phone.getByRole('button', { name: 'Close log' }).tap();
  await expect(phone.getByTestId('log-line')).toHaveCount(0);

  // Closed mid-game, the desktop plays on; opening the site again (no code) finds the seat and the current ply.
  await phone.close();
  // The desktop plays on while the phone is away, as far as it can before seat 1 must choose.
  for (let i = 0; i < 10 && (await deskPlays(desktop)); i++);
  const now = ply(host);
  const again = await context.newPage();
  const againErrors = watchSeatPage(again);
  await again.goto(`${new URL(join).origin}/?test=1&noscene`);
  await expect(again.getByTestId('seat-me')).toContainText('Phone');
  await expect(again.getByTestId('decision-bar')).toHaveAttribute('data-ply', String(now));
  await playTurns(desktop, again, host, 1);

  expect([...deskErrors, ...errors, ...againErrors]).toEqual([]);
  await context.close();
});

test('a wrong code is refused with words that say what to do, and the field takes the code in capitals', async ({ browser, page: desktop, host }) => {
  const join = await startWithPhone(desktop, host);
  const { context, phone, errors } = await openPhone(browser);
  await phone.goto(`${new URL(join).origin}/?noscene`);
  const field = phone.getByLabel('Code');
  await field.fill('zz9zz9');
  await expect(field).toHaveValue('ZZ9ZZ9');
  await phone.getByRole('button', { name: 'Join' }).click();
  await expect(phone.getByTestId('seat-problem')).toContainText('Ask the host for a new code');
  await expect(phone.getByTestId('seat-join')).toBeVisible();

  // The right code, typed in lower case, still joins.
  const code = new URL(join).searchParams.get('join')!;
  await field.fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'Join' }).click();
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  // A used code does not open the seat a second time.
  const other = await (await browser.newContext(PHONE)).newPage();
  await other.goto(join + '&noscene');
  await expect(other.getByTestId('seat-problem')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a seat taken back by the host: the phone says so, forgets its credential, and joins again with a new code', async ({ browser, page: desktop, host }) => {
  const join = await startWithPhone(desktop, host);
  const { context, phone, errors } = await openPhone(browser);
  await phone.goto(`${join}&noscene`);
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  await expect(phone.getByTestId('decision-bar')).toBeVisible();

  await desk(desktop, 'invite:drop', { seat: 1 });
  await expect(phone.getByTestId('seat-ended')).toContainText('took this seat back');
  // A reload does not try the forgotten credential: the join screen, quietly.
  await phone.reload();
  await expect(phone.getByTestId('seat-join')).toBeVisible();
  await expect(phone.getByTestId('seat-connecting')).toHaveCount(0);

  const status = await desk<InviteStatus>(desktop, 'invite:seat', { seat: 1, place: 'device' });
  const code = status.seats.find((x) => x.seat === 1)!.code!;
  await phone.getByLabel('Code').fill(code);
  await phone.getByRole('button', { name: 'Join' }).click();
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  await expect(phone.getByTestId('decision-bar')).toHaveAttribute('data-ply', String(ply(host)));
  expect(errors).toEqual([]);
  await context.close();
});

/** Every axe violation on the page now (as e2e/a11y.spec.ts checks the desktop's screens). */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => [`${v.id}: ${v.help}`, ...v.nodes.map((n) => `    ${n.target.join(' ')}`)]);
}

test('the join screen and the seat\'s game screen have no axe violations, with an open sheet too', async ({ browser, page: desktop, host }) => {
  const join = await startWithPhone(desktop, host);
  const { context, phone, errors } = await openPhone(browser);
  await phone.goto(`${new URL(join).origin}/?noscene`);
  await expect(phone.getByTestId('seat-join')).toBeVisible();
  expect((await axe(phone)).join('\n')).toBe('');
  await phone.goto(`${join}&noscene`);
  await expect(phone.getByTestId('decision-bar')).toBeVisible();
  expect((await axe(phone)).join('\n')).toBe('');
  await phone.getByRole('button', { name: 'Players' }).tap();
  await expect(phone.getByTestId('seat-panel-0')).toBeVisible();
  expect((await axe(phone)).join('\n')).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});

test('two fingers spreading on the table turn it to the free view and bring it closer', async ({ browser, page: desktop, host }) => {
  test.setTimeout(180_000);
  const join = await startWithPhone(desktop, host);
  const { context, phone, errors } = await openPhone(browser);
  await phone.goto(`${join}&test=1`);
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  await phone.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 120_000 });
  const camera = () => phone.evaluate(() => window.__ryozenScene!.camera());
  const distance = (c: Awaited<ReturnType<typeof camera>>) => Math.hypot(c.position.x - c.target.x, c.position.y - c.target.y, c.position.z - c.target.z);
  const before = await camera();
  expect(before.mode).toBe('seat');

  // Real touches (trusted, as a phone's): two fingers in the table's middle moving apart.
  const cdp = await context.newCDPSession(phone);
  const at = (spread: number) => [
    { x: 195 - spread, y: 300, id: 1 },
    { x: 195 + spread, y: 300, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30) });
  for (let spread = 34; spread <= 130; spread += 8) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(spread) });
    await phone.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect.poll(async () => (await camera()).mode).toBe('orbit');
  await expect.poll(async () => distance(await camera())).toBeLessThan(distance(before) - 5);
  // A pinch chose nothing.
  await expect(phone.getByTestId('decision-bar')).toHaveAttribute('data-ply', String(ply(host)));
  expect(errors).toEqual([]);
  await context.close();
});

test('a portrait phone in the palace alternative mode, the table drawn from its seat (screenshot with RYOZEN_SHOTS)', async ({ browser, page: desktop, host }, testInfo) => {
  const dir = process.env.RYOZEN_SHOTS;
  test.skip(!dir, 'set RYOZEN_SHOTS=<dir> to take the screenshot');
  test.setTimeout(240_000);
  const join = await startWithPhone(desktop, host, true);
  const { context, phone, errors } = await openPhone(browser);
  await phone.goto(`${join}&test=1`);
  await expect(phone.getByTestId('seat-me')).toContainText('Phone');
  // Seat 1 to choose, so the bar shows its choices.
  for (let i = 0; i < 10 && (await deskPlays(desktop)); i++) await phone.waitForTimeout(200);
  await expect(phone.getByTestId('choice').first()).toBeVisible();
  await phone.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 120_000 });
  // A person holding the phone touches it, so the bar's focused first choice shows no keyboard tooltip
  // (a tap here would work too, but its emulation zooms the page a little).
  await phone.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Still, and drawn once more at full resolution (the rest frame), as a player looking at it sees it.
  await phone.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 120_000 });
  const restFrames = await phone.evaluate(() => window.__ryozenScene!.resolution().restFrames);
  await phone.evaluate(() => window.__ryozenScene!.invalidate());
  await phone.waitForFunction((n) => window.__ryozenScene!.resolution().restFrames > n, restFrames, { timeout: 60_000 });
  mkdirSync(dir!, { recursive: true });
  await phone.screenshot({ path: path.join(dir!, 'seat-phone-390x844.png') });
  // The same seat on a phone held sideways, a tablet and a laptop: for a look, in the test's output (not in docs).
  for (const [width, height, name] of [
    [844, 390, 'landscape'],
    [820, 1180, 'tablet'],
    [1280, 800, 'laptop'],
  ] as const) {
    await phone.setViewportSize({ width, height });
    await phone.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 120_000 });
    await phone.waitForTimeout(1500);
    await phone.screenshot({ path: testInfo.outputPath(`seat-${name}-${width}x${height}.png`) });
  }
  expect(errors).toEqual([]);
  await context.close();
});
