// The HUD fits the window, as a player sees it at the usual desktop sizes:
// 1024×768, 1280×720, 1366×768 and 1920×1080, and a 1920×1080 window at 200%
// zoom. In a 4-player game, a story campaign and the replay of a finished
// game, at each size: no HUD element (the top bar's items, the decision or
// replay bar, the player panels, the table panel, the log) runs out of the
// window or over another one; Undo, Settings and Menu (Close in a replay) are
// in the top bar; no button label wraps; a label is cut short only where it
// shortens on purpose (an ellipsis, its whole text in its title or tip); each
// side panel scrolled to its end shows its last line whole, and each seat's
// panel can be scrolled fully into sight. The title screen's buttons keep to
// one line, the longest village name fits a seat's pioneer box, and a top bar
// tip goes when the pointer leaves the window over its top edge.
//
// Browser zoom: at 200% Chromium (and Electron's zoom factor) lays the page
// out in a viewport of half the window's size in CSS pixels, with two device
// pixels per CSS pixel. A 960×540 viewport at deviceScaleFactor 2 is exactly
// that page; deviceScaleFactor 2 on a 1920×1080 viewport would be a HiDPI
// screen at 100% (nothing larger), and CSS `zoom` on the document keeps the
// viewport at 1920 CSS pixels, which no browser zoom does.
//
// The HUD is checked without the 3D table (?noscene): its layout does not
// depend on it, and software WebGL would make each step slow.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { VILLAGES } from '../src/engine/content/villages.js';
import type { WebHost } from '../src/main/web-host.js';
import { ownHost } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

const test = base.extend<object, { quickHost: WebHost }>({
  quickHost: [ownHost('layout', { botPauseMs: 0 }), { scope: 'worker' }],
});

interface Size {
  name: string;
  width: number;
  height: number;
}
const WINDOWS: Size[] = [
  { name: '1024×768', width: 1024, height: 768 },
  { name: '1280×720', width: 1280, height: 720 },
  { name: '1366×768', width: 1366, height: 768 },
  { name: '1920×1080', width: 1920, height: 1080 },
];
const ZOOMED: Size = { name: '1920×1080 at 200% zoom', width: 960, height: 540 };

type Scene = 'game' | 'campaign' | 'replay';

/** The village names a pioneer can stand at: the longest, and the one with the longest word. */
const LONGEST_VILLAGE = VILLAGES.map((v) => v.name).reduce((a, b) => (b.length > a.length ? b : a));
const LONGEST_WORD_VILLAGE = VILLAGES.map((v) => v.name).reduce((a, b) => (Math.max(...b.split(' ').map((w) => w.length)) > Math.max(...a.split(' ').map((w) => w.length)) ? b : a));

/** Sets up `scene` in a fresh page (at the first size asked). */
async function open(browser: Browser, host: WebHost, scene: Scene, size: Size, scale: number): Promise<Page> {
  // A context of its own (axe-core asks for one), closed with the page's context.
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.goto(hudOnly(`${host.url}&test=1`));
  if (scene === 'game') {
    await page.getByRole('radio', { name: '4' }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByTestId('decision-bar')).toBeVisible();
  } else if (scene === 'campaign') {
    await page.getByRole('button', { name: 'Story campaigns…' }).click();
    await page.getByTestId('new-campaign-button').click();
    const form = page.getByTestId('new-campaign');
    await form.getByLabel('Campaign name').fill('The long night of the lantern road');
    await form.getByTestId('create-campaign').click();
    await expect(page.getByTestId('decision-bar')).toBeVisible();
    await expect(page.getByTestId('campaign-tag')).toBeVisible();
  } else {
    // A finished game of two computer seats, watched back at its last move (the final scores over the table).
    await page.getByRole('button', { name: 'New game…' }).click();
    await page.locator('input[name="players"][value="2"]').check();
    await page.getByLabel('Seat 1 played by').selectOption('random');
    await page.getByLabel('Seat 2 played by').selectOption('random');
    await page.getByText('Advanced').click();
    await page.getByLabel('Seed').fill('7');
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('scores')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Watch replay' }).click();
    await expect(page.getByTestId('replay-scores')).toBeVisible();
  }
  return page;
}

interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface HudReport {
  width: number;
  height: number;
  bar: Box | null;
  barItems: Box[];
  panels: Box[];
  barCommands: string[];
  wrapped: string[];
  cutShort: string[];
  clippedEnds: string[];
  seatsOutOfReach: string[];
}

/** Everything the checks need, read from the page in one go. */
function readHud(page: Page): Promise<HudReport> {
  return page.evaluate(() => {
    const box = (what: string, el: Element) => {
      const r = el.getBoundingClientRect();
      return { what, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const name = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.className).trim().replace(/\s+/g, ' ').slice(0, 40);
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      // checkVisibility: not inside a closed <details> (its content is laid out but not drawn) nor hidden.
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    };
    /** How many lines an element's text takes. */
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
      let n = 0;
      let lineBottom = -Infinity;
      for (const r of rects) {
        if (r.top >= lineBottom - 2) {
          n++;
          lineBottom = r.bottom;
        } else lineBottom = Math.max(lineBottom, r.bottom);
      }
      return n;
    };
    const hud = document.querySelector('.hud')!;
    const barEl = hud.querySelector('.top-bar');
    const barItems = barEl ? [...barEl.querySelectorAll('.top-left > *, .top-right > *')].filter(shown) : [];
    const panelEls = [
      ...(barEl ? [barEl] : []),
      ...hud.querySelectorAll('.hud-left > *, .hud-right > *, .hud-bottom > *, .hud-center > :not(.turn-banner)'),
    ].filter(shown);
    const wrapped = [...(barEl?.querySelectorAll('button') ?? []), ...hud.querySelectorAll('.replay-bar button')]
      .filter((b) => shown(b) && lines(b) > 1)
      .map(name);
    const cutShort = barItems.filter((el) => !el.hasAttribute('data-shrinks') && el.scrollWidth > el.clientWidth + 1).map(name);
    // A label that shortens on purpose says in full what it shortened.
    for (const el of barItems.filter((e) => e.hasAttribute('data-shrinks') && e.scrollWidth > e.clientWidth + 1)) {
      const full = (el.getAttribute('title') ?? '') + ' ' + (el.getAttribute('data-tip') ?? '');
      const text = (el as HTMLElement).innerText.replace(/^\W+/, '').trim();
      if (!full.replace(/\s+/g, ' ').includes(text.replace(/^Lit: /, ''))) cutShort.push(`${name(el)} (its whole text is nowhere)`);
    }
    const clippedEnds: string[] = [];
    // The log, left where it was, shows its newest line whole (it follows new lines and a change of its size).
    const log = hud.querySelector<HTMLElement>('.log-lines');
    const newest = log && shown(log) ? [...log.querySelectorAll('.log-line')].at(-1) : undefined;
    if (log && newest) {
      const inner = log.getBoundingClientRect().top + log.clientTop + log.clientHeight;
      const below = newest.getBoundingClientRect().bottom - inner;
      if (below > 1) clippedEnds.push(`the log's newest line is cut by ${Math.round(below)} px`);
    }
    // Scrolled to its end, a panel shows its last line whole.
    for (const sc of hud.querySelectorAll<HTMLElement>('.player-panels, .table-panel, .log-lines, .decision-body')) {
      if (!shown(sc) || sc.scrollHeight <= sc.clientHeight + 1) continue;
      const before = sc.scrollTop;
      sc.scrollTop = sc.scrollHeight;
      const inner = sc.getBoundingClientRect().top + sc.clientTop + sc.clientHeight;
      const leaves = [...sc.querySelectorAll('*')].filter((e) => shown(e) && e.children.length === 0);
      const lowest = Math.max(...leaves.map((e) => e.getBoundingClientRect().bottom));
      if (lowest > inner + 1) clippedEnds.push(`${sc.className}: ends ${Math.round(lowest - inner)} px below its box`);
      sc.scrollTop = before;
    }
    // Every seat's panel can be brought whole into sight in its column.
    const seatsOutOfReach: string[] = [];
    const column = hud.querySelector<HTMLElement>('.player-panels');
    if (column) {
      const before = column.scrollTop;
      for (const seat of column.querySelectorAll<HTMLElement>('[data-testid^="seat-panel-"]')) {
        seat.scrollIntoView({ block: 'nearest' });
        const c = column.getBoundingClientRect();
        const s = seat.getBoundingClientRect();
        if (s.height <= c.height && (s.top < c.top - 1 || s.bottom > c.bottom + 1)) seatsOutOfReach.push(seat.dataset.testid!);
      }
      column.scrollTop = before;
    }
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      bar: barEl ? box('top bar', barEl) : null,
      barItems: barItems.map((el) => box(name(el), el)),
      panels: panelEls.map((el) => box(el === barEl ? 'top bar' : name(el).slice(0, 24) || el.className, el)),
      barCommands: barItems.flatMap((el) => (el.matches('button') ? [name(el)] : [...el.querySelectorAll('button')].map(name))),
      wrapped,
      cutShort,
      clippedEnds,
      seatsOutOfReach,
    };
  });
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const outside = (b: Box, w: number, h: number) => b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5;

/** Every problem of the HUD on screen now, in words (none: it fits). `commandsByName`: check the top bar's commands by their English names. */
async function hudProblems(page: Page, scene: Scene, commandsByName = true): Promise<string[]> {
  const r = await readHud(page);
  const problems: string[] = [];
  for (const b of [...r.panels, ...r.barItems]) if (outside(b, r.width, r.height)) problems.push(`${b.what} runs out of the window`);
  for (const list of [r.panels, r.barItems]) {
    list.forEach((a, i) => list.slice(i + 1).forEach((b) => overlap(a, b) && problems.push(`${a.what} overlaps ${b.what}`)));
  }
  if (r.bar) for (const b of r.barItems) if (outside({ ...b, left: b.left - r.bar.left, right: b.right - r.bar.left }, r.bar.right - r.bar.left, r.bar.bottom)) problems.push(`${b.what} sticks out of the top bar`);
  const needed = scene === 'replay' ? ['✕ Close replay', 'Rules'] : ['↶ Undo', 'Settings', 'Menu'];
  for (const n of commandsByName ? needed : []) if (!r.barCommands.includes(n)) problems.push(`"${n}" is not in the top bar (it has ${r.barCommands.join(', ')})`);
  problems.push(...r.wrapped.map((w) => `the label "${w}" wraps`));
  problems.push(...r.cutShort.map((c) => `"${c}" is cut short`));
  problems.push(...r.clippedEnds, ...r.seatsOutOfReach.map((s) => `${s} cannot be scrolled whole into sight`));
  return problems;
}

/** The longest village name in a seat's pioneer box: it fits (on one line or more) without being cut, nor a word broken. */
async function pioneerFits(page: Page, name: string): Promise<boolean> {
  return page.evaluate((longest) => {
    const value = document.querySelector<HTMLElement>('[data-testid="seat-panel-0"] .pioneer .stat-value');
    if (!value) return false;
    const before = value.textContent;
    const fits = (text: string, oneLine: boolean) => {
      value.textContent = text;
      value.style.whiteSpace = oneLine ? 'nowrap' : '';
      value.style.overflowWrap = oneLine ? 'normal' : '';
      return value.scrollWidth <= value.clientWidth + 1 && value.scrollHeight <= value.clientHeight + 1;
    };
    const ok = fits(longest, false) && longest.split(' ').every((word) => fits(word, true));
    value.textContent = before;
    value.style.whiteSpace = '';
    value.style.overflowWrap = '';
    return ok;
  }, name);
}

for (const scene of ['game', 'campaign', 'replay'] as const) {
  test(`the HUD of a ${scene === 'game' ? '4-player game' : scene === 'campaign' ? 'story campaign' : 'replay'} fits the window at every size, nothing over anything else`, async ({ browser, quickHost }) => {
    test.setTimeout(150_000);
    const failures: string[] = [];
    for (const [sizes, scale] of [[WINDOWS, 1], [[ZOOMED], 2]] as const) {
      const page = await open(browser, quickHost, scene, sizes[0]!, scale);
      const errors = watchErrors(page);
      for (const size of sizes) {
        await page.setViewportSize({ width: size.width, height: size.height });
        // The bar measures itself after a resize (a ResizeObserver), then settles.
        await expect.poll(async () => (await hudProblems(page, scene)).length, { timeout: 5_000 }).toBe(0).catch(() => undefined);
        failures.push(...(await hudProblems(page, scene)).map((p) => `${size.name}: ${p}`));
        for (const village of scene === 'game' ? [LONGEST_VILLAGE, LONGEST_WORD_VILLAGE] : []) {
          if (!(await pioneerFits(page, village))) failures.push(`${size.name}: "${village}" does not fit the pioneer box`);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(failures).toEqual([]);
  });
}

test('the title screen’s buttons keep their labels on one line at every size', async ({ browser, quickHost }) => {
  for (const [size, scale] of [...WINDOWS.map((w) => [w, 1] as const), [ZOOMED, 2] as const]) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: scale });
    await page.goto(hudOnly(quickHost.url));
    await expect(page.getByRole('button', { name: 'Open game file…' })).toBeVisible();
    const wrapped = await page.locator('.title-screen button').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const range = document.createRange();
          range.selectNodeContents(b);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 4;
        })
        .map((b) => (b as HTMLElement).innerText),
    );
    expect(wrapped, size.name).toEqual([]);
    await page.close();
  }
});

test('a top bar tip shown on hover goes when the pointer leaves the window over the top edge', async ({ page, quickHost }) => {
  await page.goto(hudOnly(quickHost.url));
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  const menu = page.getByTestId('hud').getByRole('button', { name: 'Menu', exact: true });
  await menu.hover();
  await expect(page.getByRole('tooltip')).toContainText('Back to the title screen');
  // Straight up, out of the window (to the title bar): no element of the page is under the pointer any more.
  const box = (await menu.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, -30);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('in a narrow window, More holds Save, Games, Export, Rules and Seats & devices; a choice opens what it names, Escape closes it; no axe violation while open', async ({ browser, quickHost }) => {
  const page = await open(browser, quickHost, 'campaign', WINDOWS[0]!, 1);
  const more = page.getByTestId('bar-more');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const list = page.getByRole('group', { name: 'More commands' });
  await expect(list.getByRole('button')).toHaveText(['Save', 'Games', 'Export', 'Rules', 'Seats & devices…']);
  const axe = await new AxeBuilder({ page }).include('.top-bar').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await list.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Rules reference' })).toBeVisible();
  await expect(list).toBeHidden();
  await page.context().close();
});

/**
 * Words on screen that are not in the pseudo-language: plain Latin words
 * outside its ⟦brackets⟧, leaving out what the test typed itself (a player's
 * own text is shown as typed) and the seats' names.
 */
function untranslatedWords(page: Page, typed: readonly string[]): Promise<string[]> {
  return page.evaluate((typedTexts) => {
    const names = [...document.querySelectorAll('[data-testid^="seat-panel-"] .seat-name, .seat-name')].map((e) => (e as HTMLElement).innerText.trim());
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const pieces: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !el.checkVisibility({ visibilityProperty: true }) || el.closest('script, style')) continue;
      pieces.push(n.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) pieces.push(el.getAttribute(a) ?? '');
    }
    for (let text of pieces) {
      for (const t of [...typedTexts, ...names].filter(Boolean)) text = text.split(t).join(' ');
      text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ').replace(/⟦[^⟦⟧]*⟧/g, ' ').replace(/⟦[^⟦⟧]*⟧/g, ' ');
      for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) out.add(word);
    }
    return [...out];
  }, typed);
}

for (const scene of ['game', 'campaign', 'replay'] as const) {
  test(`in the pseudo-language (accented, 40% longer), the HUD of a ${scene} fits 1024×768 and every word comes from the catalogs`, async ({ browser, quickHost }) => {
    test.setTimeout(120_000);
    const size = WINDOWS[0]!;
    const page = await open(browser, quickHost, scene, size, 1);
    const errors = watchErrors(page);
    await page.evaluate(() => window.__ryozenLanguage!('en-XA'));
    // The live game's HUD, or the replay's (each has the class `hud`).
    await expect(page.locator('.hud').first()).toContainText('⟦');
    await expect.poll(async () => (await hudProblems(page, scene, false)).length, { timeout: 5_000 }).toBe(0).catch(() => undefined);
    expect(await hudProblems(page, scene, false)).toEqual([]);
    expect(await untranslatedWords(page, ['The long night of the lantern road'])).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
