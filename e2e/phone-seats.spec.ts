// Phones and tablets as seats (issue 32, docs/seats-on-devices.md): a whole
// four-seat game with every seat on a touch device of its own, each another
// size (phones 320x568, 390x844 and 430x932, a tablet 820x1180; one phone is
// turned sideways for a while), played by taps only, with one choice taken
// back with the phone's Undo. At each of its turns a device is checked for
// what a player would trip on: text or buttons cut off at the screen's edge,
// texts and buttons of the bar drawn over each other, and desktop words
// (click, point, keys) on a touch screen. First, the join screen at 320 px
// wide: the card fits, and a code typed with a character codes never use is
// kept in sight and said to be wrong. Suggest's answer is asked for once on
// the narrowest phone, and must leave the choices in sight.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import type { GameConfig } from '../src/engine/core/types.js';
import type { InviteStatus } from '../src/shared/invite-status.js';
import type { WebHost } from '../src/main/web-host.js';
import { desk, PHONE } from './desk.js';
import { expect, ownHost } from './fixtures.js';
import { barState, watchErrors } from './play.js';

const test = base.extend<object, { host: WebHost }>({
  host: [ownHost('phone-seats', { lanHost: '127.0.0.2', botPauseMs: 0 }), { scope: 'worker' }],
});

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 820, height: 1180 },
] as const;

const CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'human', name: 'Bo' },
    { clan: 'tortoise', controller: 'human', name: 'Chen' },
    { clan: 'fox', controller: 'human', name: 'Dana' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

const touchDevice = (viewport: { width: number; height: number }) => ({ ...PHONE, viewport, isMobile: true, hasTouch: true });

/** Desktop words a touch screen must not say (in English): click, point at, a key. */
const DESKTOP_WORDS = /\b(click|clicks|point at|pointer|keys?|esc|press)\b/i;

/**
 * What is wrong with the page's layout now: elements cut off at the screen's
 * edge (outside any scrolled box), the page scrolling sideways, and texts or
 * buttons of the bar, the top, the hand or the join card drawn over each other.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    if (document.documentElement.scrollWidth > W + 1) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${W})`);
    const ancestors = (el: Element) => {
      const list: HTMLElement[] = [];
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) list.push(p);
      return list;
    };
    // Out of the screen is fine inside a box the thumb scrolls that way (a list scrolling down, a row of choices scrolling sideways).
    const scrollsDown = (el: Element) => ancestors(el).some((p) => /auto|scroll/.test(getComputedStyle(p).overflowY) && p.scrollHeight > p.clientHeight + 1);
    const scrollsAside = (el: Element) =>
      ancestors(el).some((p) => p.matches('.board-first-row') && /auto|scroll/.test(getComputedStyle(p).overflowX) && p.scrollWidth > p.clientWidth + 1);
    /** What of the element shows: its box cut by every box around it that clips. */
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [l, t, rt, bt] = [r.left, r.top, r.right, r.bottom];
      for (const p of ancestors(el)) {
        const cs = getComputedStyle(p);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const q = p.getBoundingClientRect();
        [l, t, rt, bt] = [Math.max(l, q.left), Math.max(t, q.top), Math.min(rt, q.right), Math.min(bt, q.bottom)];
      }
      return { left: l, top: t, right: rt, bottom: bt, width: rt - l, height: bt - t };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden]');
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const box = (r: { left: number; top: number; width: number; height: number }) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const items = [
      ...document.querySelectorAll(
        '.seat-app button, .seat-app input, .seat-app p, .seat-app h1, .seat-app label, .seat-app .prompt, .seat-app .turn-name, .seat-app [data-testid="seat-me"], .seat-app [data-testid="round"]',
      ),
    ].filter(shown);
    for (const el of items) {
      const r = el.getBoundingClientRect();
      const aside = (r.left < -1 || r.right > W + 1) && !scrollsAside(el);
      const down = (r.top < -1 || r.bottom > H + 1) && !scrollsDown(el);
      if (aside || down) out.push(`cut off at the screen's edge: ${name(el)} at ${box(r)} on ${W}x${H}`);
    }
    const boxed = items.filter((el) => el.closest('.decision-bar, .seat-top, .seat-join-card, .seat-mine'));
    for (let i = 0; i < boxed.length; i++) {
      for (let j = i + 1; j < boxed.length; j++) {
        const a = boxed[i]!;
        const b = boxed[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = visible(a);
        const rb = visible(b);
        if (ra.width <= 0 || ra.height <= 0 || rb.width <= 0 || rb.height <= 0) continue;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 2 && h > 2) out.push(`drawn over each other: ${name(a)} at ${box(ra)} and ${name(b)} at ${box(rb)} on ${W}x${H}`);
      }
    }
    return out;
  });
}

/** The page's visible words, and its key caps. */
async function desktopWords(page: Page): Promise<string[]> {
  const { text, keys } = await page.evaluate(() => ({
    text: (document.querySelector('.seat-app') as HTMLElement | null)?.innerText ?? '',
    keys: document.querySelectorAll('.seat-app kbd').length,
  }));
  const lines = text.split('\n').filter((l) => DESKTOP_WORDS.test(l));
  return keys ? [...lines, `${keys} key caps`] : lines;
}

async function checkScreen(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `layout: ${where}`).toEqual([]);
  expect(await desktopWords(page), `words: ${where}`).toEqual([]);
}

/** Taps the first choice the bar offers and waits for the bar to move on. */
async function tapFirst(page: Page): Promise<void> {
  const before = await barState(page);
  await page.getByTestId('choice').first().tap();
  await page.waitForFunction(
    (prev) => !!document.querySelector('[data-testid="scores"]') || document.querySelector('[data-testid="decision-bar"]')?.getAttribute('data-state') !== prev,
    before,
    { timeout: 30_000 },
  );
}

test('four touch devices, 320 px phone to tablet, play a whole game by taps with one undo; nothing cut off or overlapping, no desktop words', async ({ browser, page: desktop, host }) => {
  test.setTimeout(330_000);
  const t0 = Date.now();
  const deskErrors = watchErrors(desktop);
  await desktop.goto(`${host.url}&noscene`);
  await desk(desktop, 'game:new', { config: CONFIG, seed: 32, devices: [0, 1, 2, 3] });
  const status = await desk<InviteStatus>(desktop, 'invite:status', {});
  expect(status.listening).toBe(true);
  const origin = status.address!;

  // The join screen on the narrowest phone: the card fits, the field says which characters codes use,
  // keeps a character that is never in a code and names it, and Join says why it waits.
  const contexts: BrowserContext[] = [];
  const phones: Page[] = [];
  const errors: string[] = [];
  for (const [seat, size] of SIZES.entries()) {
    const context = await browser.newContext(touchDevice(size));
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${size.width}x${size.height}: ${e.message}`));
    if (seat === 0) {
      await page.goto(`${origin}/?noscene`);
      await expect(page.getByTestId('seat-join')).toBeVisible();
      await expect(page.getByTestId('code-alphabet')).toContainText('capital letters and the digits 2 to 9');
      await page.getByLabel('Code').fill('abc123');
      await expect(page.getByLabel('Code')).toHaveValue('ABC123');
      await expect(page.getByTestId('code-problem')).toHaveText('1 is never in a code: check the code on the main screen.');
      await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
      await checkScreen(page, 'the join screen at 320x568');
    }
    const link = status.seats.find((s) => s.seat === seat)!.joinUrl!;
    await page.goto(`${link}&noscene`);
    await expect(page.getByTestId('seat-me')).toContainText(CONFIG.seats[seat]!.name!);
    phones.push(page);
  }
  await expect.poll(async () => (await desk<InviteStatus>(desktop, 'invite:status', {})).seats.every((s) => s.connected)).toBe(true);

  const ply = () => host.session.record().actions.length;
  const checked = new Map<number, number>();
  let undone = false;
  let suggested = false;
  let turned: 'not yet' | 'sideways' | 'back' = 'not yet';
  for (let guard = 0; host.session.decisionSeat() !== null; guard++) {
    expect(guard, 'choices tapped').toBeLessThan(600);
    const seat = host.session.decisionSeat()!;
    const page = phones[seat]!;
    const size = page.viewportSize()!;
    const where = `seat ${seat + 1} at ${size.width}x${size.height}, move ${ply()}`;

    // The 390 px phone is turned sideways for a while (a phone held in landscape), then back.
    if (seat === 1 && turned === 'not yet' && ply() >= 40) {
      turned = 'sideways';
      await page.setViewportSize({ width: 844, height: 390 });
    } else if (seat === 1 && turned === 'sideways' && ply() >= 90) {
      turned = 'back';
      await page.setViewportSize({ width: 390, height: 844 });
    }

    const bar = page.getByTestId('decision-bar');
    await expect(bar).toHaveAttribute('data-seat', String(seat));
    await expect(bar).toHaveAttribute('data-ply', String(ply()));
    await expect(page.getByTestId('choice').first()).toBeVisible();
    // Each device is looked over at its first turns and every few turns after (each look reads the whole page).
    const looks = checked.get(seat) ?? 0;
    checked.set(seat, looks + 1);
    if (looks < 3 || looks % 4 === 0 || (seat === 1 && turned === 'sideways')) await checkScreen(page, where);

    // Once, on the narrowest phone, Suggest's answer: it must fit beside the choices, not push them off the screen.
    if (seat === 0 && !suggested && looks === 1) {
      suggested = true;
      await page.getByRole('button', { name: 'Suggest a move' }).tap();
      await expect(page.locator('.suggestion-answer')).toBeVisible({ timeout: 60_000 });
      await checkScreen(page, `${where}, with Suggest's answer`);
      await expect(page.getByTestId('choice').first()).toBeInViewport();
    }

    const before = ply();
    await tapFirst(page);

    // Once, a choice made is taken back with the phone's own Undo (the desktop's rule: the last choice, nothing hidden shown since).
    if (!undone && before >= 20 && ply() === before + 1 && host.session.undoRefusal(seat) === null) {
      undone = true;
      await page.getByTestId('undo').tap();
      await expect.poll(ply).toBe(before);
      await expect(bar).toHaveAttribute('data-ply', String(before));
      await expect(bar).toHaveAttribute('data-seat', String(seat));
      await checkScreen(page, `${where}, after Undo`);
    }
  }
  expect(undone, 'a choice was taken back').toBe(true);
  expect(suggested).toBe(true);
  expect(turned).toBe('back');

  // The scores on every device, fitting too.
  for (const [seat, page] of phones.entries()) {
    await expect(page.getByTestId('scores')).toBeVisible();
    expect(await desktopWords(page), `words at the end, seat ${seat + 1}`).toEqual([]);
  }
  expect([...deskErrors, ...errors]).toEqual([]);
  console.log(`phone-seats: ${ply()} choices by taps, ${[...checked.values()].reduce((a, b) => a + b, 0)} turns in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  for (const c of contexts) await c.close();
});
