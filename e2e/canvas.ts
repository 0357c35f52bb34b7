// Helpers for games played on the 3D table itself (e2e/canvas-play.spec.ts):
// each decision is made by a real mouse click on the canvas at the screen
// point of a lit target (from the scene's test hooks), or of a kin tile in
// hand to pick it; only a decision with nothing lit on the table is clicked
// in the decision bar. Every wait is for a change on the page, never a sleep.
import type { Page } from '@playwright/test';
import type { Action } from '../src/engine/core/types.js';
import type { LegalChoice, SeatView } from '../src/shared/views.js';
import type { WebHost } from '../src/main/web-host.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { targetKey } from '../src/renderer/scene/pure/targets.js';
import { expect } from './fixtures.js';

type Hook = RyozenSceneHook;

/** The normal page (3D table on) with the scene's test hooks. */
export function sceneUrl(url: string): string {
  return `${url}&test=1`;
}

export async function waitForHooks(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
}

/** From the title screen's "New game…": two people at one screen, a fixed seed, the variants asked for. */
export async function startHotseatGame(page: Page, seed: string, variants: ('Palace alternative' | 'Asymmetric start')[] = []): Promise<void> {
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="2"]').check();
  await page.getByLabel('Seat 2 played by').selectOption('human');
  for (const v of variants) await page.getByText(v, { exact: true }).click();
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('decision-bar').or(page.getByTestId('handoff'))).toBeVisible();
}

/** Calls a game channel through the page's bridge (the same one the HUD uses). */
export function callChannel<T>(page: Page, channel: string, input: unknown): Promise<T> {
  return page.evaluate(
    ([c, i]) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.call(c as never, i),
    [channel, input] as const,
  ) as Promise<T>;
}

/** What a player could click now: the lit targets and the kin to pick, each with its page point and whether the canvas is what is there. */
export interface TableLook {
  over: boolean;
  handoff: boolean;
  state: string;
  step: string;
  seat: number;
  kind: string;
  targets: Spot[];
  /** Kin ids offered by the bar's kin picker (a placement's first step). */
  barKin: number[];
  choices: number;
}

export interface Spot {
  key: string;
  x: number;
  y: number;
  /** The canvas is the element at the point (no HUD over it) and the point is inside the canvas. */
  clear: boolean;
}

/**
 * Waits until a person can act (the score screen, the handoff cover, or a
 * decision with the camera at rest; with 'still', also no tile moving and the
 * palace turned) and returns one look at the page then: the
 * bar, the lit targets' page points and whether the canvas is what is there.
 */
export async function waitForTurn(page: Page, until: 'camera' | 'still' = 'camera', timeout = 60_000): Promise<TableLook> {
  const handle = await page.waitForFunction(
    (until) => {
      const over = !!document.querySelector('[data-testid="scores"]');
      const handoff = !!document.querySelector('[data-testid="handoff"]');
      const bar = document.querySelector('[data-testid="decision-bar"]');
      const h = (window as unknown as { __ryozenScene?: Hook }).__ryozenScene;
      if (!over && !handoff) {
        if (!bar || bar.classList.contains('busy') || !h) return false;
        const step = bar.getAttribute('data-step');
        if (step === 'thinking' || step === 'waiting') return false;
        // A person clicks once the camera stands still; tiles may still glide (the lit frames are
        // drawn where they land, so a click on one does not depend on them).
        if (!h.viewDrawn() || !(until === 'still' ? h.settled() : h.camera().settled)) {
          // Motions draw their own frames; this only makes sure a committed view gets its first one.
          h.invalidate();
          return false;
        }
      }
      const canvas = document.querySelector('canvas')!;
      const box = canvas.getBoundingClientRect();
      const toPage = (w: { x: number; y: number; z: number }) => {
        const p = h!.project(w);
        const x = box.left + p.x;
        const y = box.top + p.y;
        const inside = p.x >= 1 && p.y >= 1 && p.x <= box.width - 1 && p.y <= box.height - 1;
        return { x, y, clear: inside && document.elementFromPoint(x, y) === canvas };
      };
      const targets =
        over || handoff || !h
          ? []
          : h.targets().flatMap((key) => {
              const w = h.targetPoint(key);
              return w ? [{ key, ...toPage(w) }] : [];
            });
      const barKin = [...document.querySelectorAll('[data-testid="choice"][data-kin]')].map((b) => Number(b.getAttribute('data-kin')));
      return {
        over,
        handoff,
        state: bar?.getAttribute('data-state') ?? '',
        step: bar?.getAttribute('data-step') ?? '',
        seat: Number(bar?.getAttribute('data-seat') ?? -1),
        kind: bar?.getAttribute('data-kind') ?? '',
        targets,
        barKin,
        choices: document.querySelectorAll('[data-testid="choice"]').length,
      };
    },
    until,
    { timeout, polling: 100 },
  ).catch(async (err: Error) => {
    // Say what the page was still waiting for.
    const at = await page
      .evaluate(() => {
        const h = (window as unknown as { __ryozenScene?: Hook }).__ryozenScene;
        const bar = document.querySelector('[data-testid="decision-bar"]');
        return JSON.stringify({
          bar: bar ? { state: bar.getAttribute('data-state'), busy: bar.classList.contains('busy') } : null,
          hooks: h ? { viewDrawn: h.viewDrawn(), settled: h.settled(), camera: h.camera().settled } : null,
        });
      })
      .catch(() => 'page not answering');
    throw new Error(`no decision to act on (${at}): ${err.message}`);
  });
  return (await handle.jsonValue()) as TableLook;
}

/** Where a kin tile is on the page now, and whether a click there reaches the canvas. */
export async function kinSpot(page: Page, kin: number): Promise<Spot | null> {
  return page.evaluate((id) => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const w = h.kinPoint(id);
    if (!w) return null;
    const canvas = document.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    const p = h.project(w);
    const x = box.left + p.x;
    const y = box.top + p.y;
    const inside = p.x >= 1 && p.y >= 1 && p.x <= box.width - 1 && p.y <= box.height - 1;
    return { key: `kin:${id}`, x, y, clear: inside && document.elementFromPoint(x, y) === canvas };
  }, kin);
}

/** The median time of a few frames of the table as it stands (to read the run's timings against). */
export async function frameMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const h = (window as unknown as { __ryozenScene?: Hook }).__ryozenScene;
    if (!h) return -1;
    const times = [0, 1, 2, 3, 4].map(() => h.timeFrame()).sort((a, b) => a - b);
    return Math.round(times[2]!);
  });
}

/** Waits until the bar shows another state than `before`, or the game is over, or the handoff cover is up. */
export async function waitForMove(page: Page, before: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (prev) =>
      !!document.querySelector('[data-testid="scores"]') ||
      !!document.querySelector('[data-testid="handoff"]') ||
      document.querySelector('[data-testid="decision-bar"]')?.getAttribute('data-state') !== prev,
    before,
    { timeout },
  );
}

const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** The choices a click on a target key may make (with no kin picked, any placeable kin's choice for that spot). */
export function choicesAt(legal: readonly LegalChoice[], key: string): LegalChoice[] {
  return legal.filter((c) => targetKey(c.target) === key);
}

export interface PlayStats {
  /** Clicks on a lit target on the canvas (each made a choice). */
  canvasTargets: number;
  /** Clicks on a kin tile on the canvas to pick it for a placement. */
  canvasKin: number;
  /** Kin picked through the hooks because its tile was off screen or covered. */
  hookPicks: number;
  /** Clicks in the decision bar (nothing lit on the table, or every lit target covered). */
  bar: number;
  /** Decisions where lit targets existed but none could be clicked (off screen or under the HUD). */
  coveredFallbacks: number;
  /** Lit targets seen off screen or under the HUD, summed over decisions (another could be clicked). */
  litCovered: number;
  handoffs: number;
  /** Target clicks repeated because the first did nothing within a few seconds (printed; a real miss fails). */
  reclicks: number;
  decisions: number;
  actions: number;
}

export function newStats(): PlayStats {
  return { canvasTargets: 0, canvasKin: 0, hookPicks: 0, bar: 0, coveredFallbacks: 0, litCovered: 0, handoffs: 0, reclicks: 0, decisions: 0, actions: 0 };
}

/** How one decision is played: which lit target, which kin, which bar choice (n counts decisions, for a varied deterministic pick). */
export interface Policy {
  /** Orders the clickable targets, most wanted first; the pick is then varied among the first group it returns. */
  preferTargets?(targets: Spot[], sv: SeatView): Spot[];
  /** The kin to pick for a placement, among those offered. */
  pickKin?(kins: number[], sv: SeatView, n: number): number;
  /** Called after a canvas target click made `action`. */
  afterAction?(action: Action, key: string, before: SeatView): Promise<void>;
}

/** CANVAS_TRACE=1 prints each decision's waits (to find where the time goes). */
const trace = (line: string) => {
  if (process.env.CANVAS_TRACE) console.log(`[canvas ${new Date().toISOString().slice(11, 23)}] ${line}`);
};

/** Whether the game records a new action within `ms`. */
async function recordGrows(host: WebHost, before: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (host.session.record().actions.length > before) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return host.session.record().actions.length > before;
}

/** A real mouse click at a page point (Playwright moves the pointer there first, so the table sees the hover too). */
async function clickAt(page: Page, spot: { x: number; y: number }): Promise<void> {
  await page.mouse.click(spot.x, spot.y);
}

/** The next player says they are at the screen (the hotseat cover over a secret). */
export async function passHandoff(page: Page, stats: PlayStats): Promise<void> {
  await page.getByTestId('handoff').getByRole('button').click();
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  stats.handoffs++;
}

/**
 * Plays one decision (or confirms a handoff cover). Returns false when the
 * score screen is up. Every canvas click on a target is checked against the
 * game's record: the action the game took is a legal choice of that target.
 */
export async function playOneDecision(page: Page, host: WebHost, stats: PlayStats, policy: Policy = {}): Promise<boolean> {
  const t0 = Date.now();
  const look = await waitForTurn(page);
  trace(`${look.state} ${look.kind} waited ${Date.now() - t0} ms; lit ${look.targets.length}, clear ${look.targets.filter((t) => t.clear).length}`);
  if (look.over) return false;
  if (look.handoff) {
    await passHandoff(page, stats);
    return true;
  }
  const n = stats.decisions++;
  // The game's own view of the decision, from the host's session (no round trip through the busy page).
  const sv = host.session.seatView(look.seat);
  expect(sv.decision, `a decision is open at ${look.state}`).not.toBeNull();
  const recorded = () => host.session.record().actions.length;
  const actionsBefore = recorded();

  const clickable = look.targets.filter((t) => t.clear);
  stats.litCovered += look.targets.length - clickable.length;
  if (look.targets.length > 0 && clickable.length === 0) stats.coveredFallbacks++;
  if (clickable.length > 0) {
    const ordered = policy.preferTargets ? policy.preferTargets(clickable, sv) : clickable;
    const target = ordered[(n * 7 + 3) % ordered.length]!;
    const expected = choicesAt(sv.legal, target.key);
    expect(expected.length, `target ${target.key} is a legal choice of seat ${look.seat}`).toBeGreaterThan(0);
    await clickAt(page, target);
    trace(`  clicked ${target.key} at ${Date.now() - t0} ms`);
    if (!(await recordGrows(host, actionsBefore, 6_000))) {
      // The camera may have begun to reframe just as the click landed: look again and click once more, as a person would.
      stats.reclicks++;
      const again = (await waitForTurn(page)).targets.find((t) => t.key === target.key && t.clear);
      expect(again, `lit ${target.key} still clickable after a first click did nothing`).toBeDefined();
      await clickAt(page, again!);
      trace(`  clicked ${target.key} again at ${Date.now() - t0} ms`);
    }
    await expect
      .poll(recorded, { message: `a click on lit ${target.key} at (${target.x.toFixed(0)}, ${target.y.toFixed(0)}) made a choice`, timeout: 20_000 })
      .toBe(actionsBefore + 1);
    const action = host.session.record().actions.at(-1)!;
    expect(
      expected.some((c) => sameAction(c.action, action)),
      `the click on ${target.key} chose ${JSON.stringify(action)}, one of that target's choices`,
    ).toBe(true);
    stats.canvasTargets++;
    stats.actions++;
    trace(`  recorded at ${Date.now() - t0} ms`);
    await policy.afterAction?.(action, target.key, sv);
    await waitForMove(page, look.state);
    trace(`  moved on at ${Date.now() - t0} ms`);
    return true;
  }

  if (look.step === 'kin' && look.barKin.length > 0) {
    const kin = policy.pickKin ? policy.pickKin(look.barKin, sv, n) : look.barKin[n % look.barKin.length]!;
    const tile = await kinSpot(page, kin);
    if (tile?.clear) {
      await clickAt(page, tile);
      stats.canvasKin++;
    } else {
      await page.evaluate((k) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.select(k), kin);
      stats.hookPicks++;
    }
    await page.waitForFunction(
      (k) => document.querySelector('[data-testid="decision-bar"]')?.getAttribute('data-state')?.split(':')[2] === String(k),
      kin,
      { timeout: 20_000 },
    );
    return true;
  }

  // Nothing on the table to click: the decision bar.
  // A real click at the button's centre (a locator click would first wait for the page's slow frames to show it still).
  // Among the choices shown (a compact bar may fold the rest behind a "list all").
  expect(look.choices, `the bar offers a choice at ${look.state}`).toBeGreaterThan(0);
  const button = await page.evaluate((n) => {
    const shown = [...document.querySelectorAll('[data-testid="choice"]')].filter((b) => b.getClientRects().length > 0);
    const b = shown[n % shown.length];
    if (!b) return null;
    b.scrollIntoView({ block: 'nearest' });
    const r = b.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, hit: b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) };
  }, n * 5 + 1);
  expect(button, `the bar shows a choice at ${look.state}`).not.toBeNull();
  expect(button!.hit, `the bar's choice at ${look.state} is not covered`).toBe(true);
  await clickAt(page, button!);
  trace(`  bar clicked at ${Date.now() - t0} ms`);
  stats.bar++;
  await waitForMove(page, look.state);
  trace(`  moved on at ${Date.now() - t0} ms`);
  if (recorded() > actionsBefore) stats.actions++;
  return true;
}
