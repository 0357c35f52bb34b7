// What a player does with the table itself, in the normal page (the 3D table
// drawn): a drag turns it from any view; it is drawn crisp once it is at rest;
// the first key after the hand-off cover is not lost.
import type { Page } from '@playwright/test';
import type { GameConfig } from '../src/engine/core/types.js';
import type { SeatView } from '../src/shared/views.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { expect, test } from './fixtures.js';
import { barState, watchErrors } from './play.js';

type Hook = RyozenSceneHook;
const scene = <T,>(page: Page, fn: (h: Hook) => T) => page.evaluate(`(${fn.toString()})(window.__ryozenScene)`) as Promise<Awaited<T>>;

/** A hotseat game of two people from the new game screen, with an asymmetric start (secret choices, so the hand-off cover comes up). */
async function startAsymmetricHotseat(page: Page, url: string, open = true) {
  if (open) await page.goto(`${url}&test=1`);
  await page.getByRole('button', { name: 'New game…' }).click();
  const seats = await page.locator('[data-testid^="seat-row-"]').count();
  for (let seat = 2; seat <= seats; seat++) await page.getByLabel(`Seat ${seat} played by`).selectOption('human');
  await page.getByRole('checkbox', { name: 'Asymmetric start' }).check();
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill('6');
  await page.getByTestId('start-game').click();
  // The game is on screen (its first view may take seconds with the table drawn): the cover, or the bar.
  await page.locator('[data-testid="handoff"], [data-testid="decision-bar"]').first().waitFor();
}

/**
 * Notes, at the moment the hand-off cover appears and at the moment the
 * decision bar comes back after it, which element a key pressed then would
 * reach (a mutation observer runs right after the page changed, before any
 * later task: before a key the player pressed just after).
 */
async function watchFocusAtHandoff(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { focusAtHandoff: string[] };
    w.focusAtHandoff = [];
    let cover = false;
    let bar = false;
    const name = () => {
      const a = document.activeElement as HTMLElement | null;
      return a && a !== document.body ? `${a.tagName.toLowerCase()}:${a.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}` : 'body';
    };
    new MutationObserver(() => {
      const coverNow = !!document.querySelector('[data-testid="handoff"]');
      const barNow = !!document.querySelector('[data-testid="decision-bar"] button');
      if (coverNow && !cover) w.focusAtHandoff.push(`cover up: ${name()}`);
      if (!coverNow && cover && barNow) w.focusAtHandoff.push(`cover closed: ${name()}`);
      else if (!coverNow && barNow && !bar && w.focusAtHandoff.at(-1)?.startsWith('cover up')) w.focusAtHandoff.push(`cover closed: ${name()}`);
      cover = coverNow;
      bar = barNow;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test('a key pressed as the hand-off cover comes up, or just after it closes, is not lost', async ({ page, host }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.goto(`${host.url}&test=1`);
  await watchFocusAtHandoff(page);
  await startAsymmetricHotseat(page, host.url, false);
  const cover = page.getByTestId('handoff');
  const actions = () => host.session.record().actions.length;
  for (let covers = 0; covers < 2; covers++) {
    // The seat on screen finishes its choices until the screen must pass to the other seat.
    // Each round waits for the cover or a choice to click: after a choice the bar may first
    // say whom it waits for, and the cover comes with the next view.
    const coverOrChoice = page.locator('[data-testid="handoff"], [data-testid="decision-bar"] button[data-key="1"]').first();
    for (let i = 0; !(await coverOrChoice.waitFor({ timeout: 60_000 }).then(() => cover.isVisible())); i++) {
      expect(i, 'choices before the screen passes').toBeLessThan(12);
      const n = actions();
      const shown = await barState(page);
      await page.getByTestId('decision-bar').locator('button[data-key="1"]').first().click();
      await expect.poll(actions, { timeout: 60_000 }).toBe(n + 1);
      // The page has caught up with the choice: the cover is up, or the bar shows the next choice
      // (a fixed pause could end before the cover comes, and a click would then wait behind it).
      await page.waitForFunction(
        (prev) => !!document.querySelector('[data-testid="handoff"]') || document.querySelector('[data-testid="decision-bar"]')?.getAttribute('data-state') !== prev,
        shown,
        { timeout: 60_000 },
      );
    }
    const before = actions();
    // Enter closes the cover; the very next key, pressed at once, picks the first choice.
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await expect.poll(actions, { timeout: 60_000 }).toBe(before + 1);
  }
  const seen = await page.evaluate(() => (window as unknown as { focusAtHandoff: string[] }).focusAtHandoff);
  // Each time: the cover's button holds the keys from the moment it is there, and a choice of the bar right after it closes.
  expect(seen.length, seen.join('; ')).toBeGreaterThanOrEqual(4);
  for (const s of seen) expect(s, seen.join('; ')).toMatch(/^(cover up: button:handoff|cover closed: button:choice)$/);
  expect(errors).toEqual([]);
});

const STANDARD: GameConfig = {
  seats: (['crane', 'koi', 'tortoise'] as const).map((clan, i) => ({ clan, controller: 'human' as const, name: `Seat ${i + 1}` })),
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

/** A placement on the table (standard game, the first seat's first kin picked), settled. */
async function placementOnTable(page: Page, url: string) {
  await page.goto(`${url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
  await page.evaluate(async (config) => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const started = (await h.call('game:new', { config, seed: 11 })) as { decisionSeat: number };
    const sv = (await h.call('game:view', { seat: started.decisionSeat })) as SeatView;
    h.show(sv);
    h.select((sv.legal.find((c) => c.action.t === 'place')!.action as { kin: number }).kin);
  }, STANDARD);
  await tableSettled(page);
}

/** The camera, lens, palace and tiles at rest (twice over a pause, so a late HUD change is caught). */
async function tableSettled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(
      () => {
        const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
        h.invalidate();
        return h.settled() && h.viewDrawn();
      },
      null,
      { timeout: 120_000, polling: 300 },
    );
    await page.waitForTimeout(500);
  }
}

/** Where world points land on the page, and whether a click there reaches the canvas (not a HUD box). */
async function onCanvas(page: Page, points: { x: number; y: number; z: number }[]) {
  return page.evaluate((pts) => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const c = document.querySelector('canvas')!.getBoundingClientRect();
    return pts.map((p) => {
      const q = h.project(p);
      const el = document.elementFromPoint(c.left + q.x, c.top + q.y);
      return { x: Math.round(c.left + q.x), y: Math.round(c.top + q.y), hit: el ? (el.tagName === 'CANVAS' ? 'canvas' : `${el.tagName.toLowerCase()}.${el.className}`) : 'outside' };
    });
  }, points);
}

test('the table is drawn at full resolution once at rest, at the light resolution while it moves, and not at all while idle', async ({ page, host }) => {
  test.setTimeout(300_000);
  await placementOnTable(page, host.url);
  await page.waitForTimeout(1000);
  const rest = await scene(page, (h) => h.resolution());
  const width = await page.evaluate(() => document.querySelector('canvas')!.clientWidth);
  // At rest: every pixel of the window drawn (card names and the board's print readable).
  expect(rest.pixelRatio).toBe(1);
  expect(rest.width).toBe(width);
  expect(rest.restFrames).toBeGreaterThan(0);
  // Something changes: that frame is drawn at the light look's lower resolution...
  const moving = await page.evaluate(() => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const f0 = h.frames();
    h.invalidate();
    return new Promise<{ frames: number; pixelRatio: number; width: number }>((resolve) => {
      const wait = () => (h.frames() > f0 ? resolve({ frames: h.frames() - f0, ...h.resolution() }) : requestAnimationFrame(wait));
      requestAnimationFrame(wait);
    });
  });
  expect(moving.pixelRatio).toBeLessThan(1);
  expect(moving.width).toBeLessThan(width);
  // ...then, once still again, one frame at full resolution and nothing after it.
  await page.waitForTimeout(1500);
  const after = await scene(page, (h) => ({ ...h.resolution(), frames: h.frames() }));
  expect(after.pixelRatio).toBe(1);
  expect(after.restFrames).toBe(rest.restFrames + 1);
  await page.waitForTimeout(1500);
  expect(await scene(page, (h) => h.frames())).toBe(after.frames);
});

test('a drag on the table turns it from the seat view and from the top view, and chooses nothing', async ({ page, host }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await placementOnTable(page, host.url);
  const before = host.session.record().actions.length;
  const drag = async (dx: number, dy: number, from: { x: number; y: number; z: number }) => {
    const start = await scene(page, (h) => h.camera());
    const [p] = await onCanvas(page, [from]);
    expect(p!.hit).toBe('canvas');
    await page.mouse.move(p!.x, p!.y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(p!.x + (i * dx) / 12, p!.y + (i * dy) / 12);
    await page.mouse.up();
    await page.waitForFunction(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.camera().mode === 'orbit');
    await tableSettled(page);
    const end = await scene(page, (h) => h.camera());
    return { start, end };
  };
  const moved = (a: { x: number; z: number }, b: { x: number; z: number }) => Math.hypot(a.x - b.x, a.z - b.z);

  // Sideways from the seat, pressing on a lit spot: round the palace, and the spot is not chosen.
  const spot = await scene(page, (h) => h.targetPoint(h.targets().find((k) => k.startsWith('spot:s'))!)!);
  const fromSeat = await drag(240, 24, spot);
  expect(fromSeat.start.mode).toBe('seat');
  // The same press kept turning the table: the camera went round the palace, at the same distance.
  expect(moved(fromSeat.start.position, fromSeat.end.position)).toBeGreaterThan(5);
  const dist = (c: typeof fromSeat.start) => Math.hypot(c.position.x - c.target.x, c.position.y - c.target.y, c.position.z - c.target.z);
  expect(Math.abs(dist(fromSeat.end) - dist(fromSeat.start))).toBeLessThan(1);

  // From above (T), a drag upward tilts the table toward the player.
  await page.keyboard.press('t');
  await page.waitForFunction(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.camera().mode === 'top');
  await tableSettled(page);
  const fromTop = await drag(20, -200, { x: 0, y: 16, z: 0 });
  expect(fromTop.start.mode).toBe('top');
  expect(moved(fromTop.start.position, fromTop.end.position)).toBeGreaterThan(5);

  expect(host.session.record().actions.length, 'a drag chose nothing').toBe(before);
  expect(errors).toEqual([]);
});

test('the board stays clear of the HUD: the favor track from above, the hand in orbit after the look changes', async ({ page, host }) => {
  test.setTimeout(400_000);
  const errors = watchErrors(page);
  await placementOnTable(page, host.url);
  // From above: the board's corners (the favor track runs along its edge) and the hand are where a click reaches the table.
  await page.keyboard.press('t');
  await tableSettled(page);
  const corners = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => ({ x: sx * 28.5, y: 0, z: sz * 28.5 })));
  const hand = await scene(page, (h) => h.handPoints());
  expect(hand.length).toBeGreaterThan(0);
  for (const p of await onCanvas(page, [...corners, ...hand])) expect(p.hit, `top view: (${p.x}, ${p.y})`).toBe('canvas');

  // In orbit, a change of look (a new canvas) keeps the hand out from under the decision bar.
  await page.keyboard.press('t');
  await tableSettled(page);
  await page.keyboard.press('c');
  await page.waitForFunction(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.camera().mode === 'orbit');
  await tableSettled(page);
  for (const p of await onCanvas(page, await scene(page, (h) => h.handPoints()))) expect(p.hit, `orbit: hand at (${p.x}, ${p.y})`).toBe('canvas');
  const orbitAt = await scene(page, (h) => h.camera().position);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('group', { name: 'Table quality' }).getByRole('radio', { name: 'High' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await tableSettled(page);
  // The new canvas goes on from where the orbit was.
  const after = await scene(page, (h) => h.camera());
  expect(after.mode).toBe('orbit');
  expect(Math.hypot(after.position.x - orbitAt.x, after.position.y - orbitAt.y, after.position.z - orbitAt.z)).toBeLessThan(0.5);
  for (const p of await onCanvas(page, await scene(page, (h) => h.handPoints()))) expect(p.hit, `orbit after the look changed: hand at (${p.x}, ${p.y})`).toBe('canvas');
  expect(errors).toEqual([]);
});
