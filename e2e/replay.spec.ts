// Replays, watched as a player would: (a) a finished game's "Watch replay"
// from the score screen, at its last move, shows the score screen's scores;
// the step buttons, the keyboard, a round jump, a log line and play/pause move
// the timeline; Close goes back to the score screen. (b) An asymmetric game
// watched from seat 2, step by step: seat 1's secret draws and secret choices
// never reach seat 2's panels, the table seat 2 is shown, nor the frames the
// page receives (checked against the "all cards open" frames of the same
// steps). (c) A game exported to a file and opened again from the title
// screen replays with the same number of moves; a damaged file shows its
// reason and changes nothing. (d) A finished campaign story replays from the
// campaign screen.
//
// The games are played by two computer seats on a host of this file's own,
// with no pause between computer moves, so a whole game takes seconds.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { GameView } from '../src/engine/view.js';
import type { ReplayFrame } from '../src/shared/replay-types.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import type { WebHost } from '../src/main/web-host.js';
import { ownHost } from './fixtures.js';
import { hudOnly, watchErrors } from './play.js';

const test = base.extend<object, { quickHost: WebHost }>({
  quickHost: [ownHost('replay', { botPauseMs: 0 }), { scope: 'worker' }],
});

/** A 2-player game of two computer seats, from the new-game screen, played to its score screen. */
async function playComputerGame(page: Page, seed: string, asymmetric = false): Promise<void> {
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.locator('input[name="players"][value="2"]').check();
  await page.getByLabel('Seat 1 played by').selectOption('random');
  await page.getByLabel('Seat 2 played by').selectOption('random');
  if (asymmetric) await page.getByText('Asymmetric start', { exact: true }).click();
  await page.getByText('Advanced').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByTestId('start-game').click();
  // The page paces the game (each move is drawn before the next): on a loaded machine a whole game takes a while.
  await expect(page.getByTestId('scores')).toBeVisible({ timeout: 110_000 });
}

/** The score rows' words (a bar's label: favor, shards, resources, total), in rank order. */
async function scoreWords(page: Page, where: string): Promise<string[]> {
  return page.getByTestId(where).getByTestId('score-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ') + ' | ' + (r.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '')));
}

const bar = (page: Page) => page.getByTestId('replay-bar');

/** Waits until the frame of `step`, for the seat chosen, is on screen. */
async function shown(page: Page, step: number): Promise<void> {
  await page.waitForFunction(
    (at) => {
      const b = document.querySelector('[data-testid="replay-bar"]');
      return !!b && b.getAttribute('data-shown') === String(at) && b.getAttribute('data-shown-seat') === b.getAttribute('data-seat');
    },
    step,
    { timeout: 20_000, polling: 50 },
  );
}

async function lastStep(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-timeline').getAttribute('max'));
}

/** Every replay:frame answer the page receives over its WebSocket. */
function recordFrames(page: Page, replayIds: string[] = []): ReplayFrame[] {
  const frames: ReplayFrame[] = [];
  const asked = new Map<number, string>();
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      const m = JSON.parse(String(f.payload)) as { id?: number; channel?: string };
      if (typeof m.id === 'number' && m.channel) asked.set(m.id, m.channel);
    });
    ws.on('framereceived', (f) => {
      const m = JSON.parse(String(f.payload)) as { id?: number; ok?: boolean; result?: unknown };
      if (typeof m.id !== 'number' || !m.ok) return;
      if (asked.get(m.id) === 'replay:frame') frames.push(m.result as ReplayFrame);
      if (asked.get(m.id) === 'replay:open') replayIds.push((m.result as { id: string }).id);
    });
  });
  return frames;
}

test('a finished game replayed to its last move shows the score screen’s scores; steps, keys, rounds, log lines and play move it', async ({ page, quickHost }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(quickHost.url));
  await playComputerGame(page, '11');
  const final = await scoreWords(page, 'scores');
  expect(final.length).toBe(2);

  await page.getByRole('button', { name: 'Watch replay' }).click();
  await expect(bar(page)).toBeVisible();
  const n = await lastStep(page);
  expect(n).toBe(quickHost.session.record().actions.length);
  await shown(page, n);
  // The last move: the same scores as the score screen.
  expect(await scoreWords(page, 'replay-scores')).toEqual(final);
  await expect(page.getByTestId('round')).toContainText('Game over');

  // Step back: the position before the last move (no final scores yet), then forward again.
  await bar(page).getByRole('button', { name: 'Step back' }).click();
  await shown(page, n - 1);
  await expect(page.getByTestId('replay-scores')).toHaveCount(0);
  await expect(page.getByTestId('replay-label')).not.toHaveText('');
  await bar(page).getByRole('button', { name: 'Step forward' }).click();
  await shown(page, n);
  await expect(page.getByTestId('replay-scores')).toBeVisible();

  // Round 2: the timeline goes to its first move, and the top bar says round 2.
  await bar(page).getByRole('button', { name: 'Round 2' }).click();
  const round2 = Number(await bar(page).getAttribute('data-step'));
  expect(round2).toBeGreaterThan(0);
  expect(round2).toBeLessThan(n);
  await shown(page, round2);
  await expect(page.getByTestId('round')).toContainText('Round 2');
  await expect(bar(page).getByRole('button', { name: 'Round 2' })).toHaveAttribute('aria-pressed', 'true');
  // The replay bar agrees with the top bar: the position is round 2's start, though the move that led there closed round 1.
  await expect(page.getByTestId('replay-place')).toHaveText('Start of round 2');
  await expect(page.getByTestId('replay-timeline')).toHaveAttribute('aria-valuetext', /^Start of round 2: .+/);

  // The keyboard: the timeline takes Left/Right/Home/End, and reads the move in words.
  const timeline = page.getByTestId('replay-timeline');
  await timeline.focus();
  await page.keyboard.press('ArrowRight');
  await shown(page, round2 + 1);
  await expect(timeline).toHaveAttribute('aria-valuetext', /^Round 2, turn \d+: .+/);
  await page.keyboard.press('Home');
  await shown(page, 0);
  await page.keyboard.press('End');
  await shown(page, n);

  // A log line jumps to its move.
  const line = page.getByTestId('log-line').filter({ has: page.locator('button') }).nth(5);
  const ply = Number(await line.getAttribute('data-ply'));
  await line.getByRole('button').click();
  await shown(page, ply);
  await expect(page.locator('[data-testid="log-line"][aria-current="step"]').first()).toHaveAttribute('data-ply', String(ply));

  // Play moves the timeline about a move a second; pause stops it.
  await bar(page).getByRole('button', { name: 'Play' }).click();
  await expect(bar(page)).toHaveAttribute('data-playing', 'true');
  await expect.poll(async () => Number(await bar(page).getAttribute('data-step')), { timeout: 10_000 }).toBeGreaterThanOrEqual(ply + 2);
  await bar(page).getByRole('button', { name: 'Pause' }).click();
  const paused = Number(await bar(page).getAttribute('data-step'));
  await page.waitForTimeout(1_500);
  expect(Number(await bar(page).getAttribute('data-step'))).toBe(paused);
  // Space plays and pauses too (focus away from any button).
  await timeline.focus();
  await page.keyboard.press(' ');
  await expect(bar(page)).toHaveAttribute('data-playing', 'true');
  await page.keyboard.press(' ');
  await expect(bar(page)).toHaveAttribute('data-playing', 'false');

  // Close: back to the score screen of the game.
  await page.getByTestId('close-replay').click();
  await expect(page.getByTestId('scores')).toBeVisible();
  expect(await scoreWords(page, 'scores')).toEqual(final);

  // A line of the game's own log opens the replay at its move; Close goes back to the log.
  await page.getByRole('button', { name: 'Read the log' }).click();
  const logDialog = page.getByRole('dialog', { name: 'The whole game, move by move' });
  const liveLine = logDialog.getByTestId('log-line').filter({ has: page.locator('button') }).nth(12);
  const livePly = Number(await liveLine.getAttribute('data-ply'));
  await liveLine.getByRole('button').click();
  await shown(page, livePly);
  await page.getByTestId('close-replay').click();
  await expect(logDialog).toBeVisible();
  expect(errors).toEqual([]);
});

/** Seat 1's drawn kin that seat 2 has not seen at this step (before the reveal: all; after: those put back). */
function unseenBySeat2(all: GameView): number[] {
  const a = all.asym?.[0];
  if (!a) return [];
  const loc = (id: number) => all.kin[id]?.loc;
  if (!all.asymRevealed) return a.drawn.filter((id) => loc(id) === 'secret');
  return a.drawn.filter((id) => id !== a.randomPick && id !== a.fighterSwap && loc(id) === 'box');
}

/** What of seat 1's secrets a view held for seat 2 shows; a list of leaks, empty when none. */
function leaks(view: GameView, all: GameView, step: number, where: string): string[] {
  const out: string[] = [];
  const unseen = unseenBySeat2(all);
  // Seat 2 sees as many of seat 1's tiles in those places, each a placeholder.
  const places = new Set(unseen.map((id) => all.kin[id]!.loc));
  const there = view.kin.filter((k) => k.seat === 0 && places.has(k.loc));
  const shownTypes = there.filter((k) => k.type !== 'hidden');
  const secretShown = view.kin.filter((k) => k.seat === 0 && k.loc === 'secret' && k.type !== 'hidden');
  if (secretShown.length) out.push(`${where} step ${step}: seat 1's secret kin shown as ${secretShown.map((k) => k.type).join(', ')}`);
  if (unseen.length && there.filter((k) => k.type === 'hidden').length < unseen.length) {
    out.push(`${where} step ${step}: ${unseen.length} unseen tiles, ${there.length - shownTypes.length} placeholders`);
  }
  const mine = view.asym?.[0];
  const truth = all.asym?.[0];
  if (mine && truth) {
    const known = new Set([...(all.asymRevealed ? [truth.randomPick, truth.fighterSwap] : [])].filter((x) => x >= 0));
    const drawnShown = mine.drawn.filter((id) => id >= 0 && !known.has(id));
    if (drawnShown.length) out.push(`${where} step ${step}: seat 1's draws named: ${drawnShown.join(', ')}`);
    const dealtShown = mine.dealt.filter((id) => id >= 0 && !truth.bought.includes(id));
    if (dealtShown.length) out.push(`${where} step ${step}: seat 1's unbought revelation cards named: ${dealtShown.join(', ')}`);
  }
  return out;
}

test('an asymmetric game watched from seat 2, move by move, never shows seat 1’s hidden tiles or secret choices', async ({ page, quickHost }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const replayIds: string[] = [];
  const frames = recordFrames(page, replayIds);
  await page.goto(hudOnly(quickHost.url));
  await playComputerGame(page, '2024', true);
  // The 3D table this time (test hooks on), to check what it draws too; the game is the finished one played last, replayed from the games list.
  await page.goto(`${quickHost.url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
  await page.getByRole('button', { name: 'Load a game…' }).click();
  await page.getByTestId('games-finished').getByRole('button', { name: /^Replay / }).first().click();
  await expect(bar(page)).toBeVisible();
  const n = await lastStep(page);
  expect(n).toBe(quickHost.session.record().actions.length);
  await shown(page, 0);

  // "All cards open" is offered (the game is over): the truth of every step, asked of the same open replay
  // through the page's bridge, to check seat 2's frames against.
  await expect(page.getByTestId('replay-seat-all')).toBeVisible();
  const id = replayIds.at(-1)!;
  const allFrames = (await page.evaluate(
    async ([i, last]) => {
      const hook = (window as unknown as { __ryozenScene: RyozenSceneHook }).__ryozenScene;
      const out: unknown[] = [];
      for (let step = 0; step <= last; step++) out.push(await hook.call('replay:frame', { id: i, step, seat: 'all' }));
      return out;
    },
    [id, n] as const,
  )) as ReplayFrame[];
  const truth = new Map(allFrames.map((f) => [f.step, f.view.view]));
  expect(truth.size).toBe(n + 1);
  // The asymmetric start did hide something from seat 2 at the start, and the check below would see it shown.
  expect(unseenBySeat2(truth.get(0)!).length).toBeGreaterThan(0);
  expect(leaks(truth.get(0)!, truth.get(0)!, 0, 'the open view').length, 'an unmasked view counts as a leak').toBeGreaterThan(0);
  frames.length = 0;

  // The table from seat 2's point of view, from the start through the secret choices and the reveal, a round
  // jump and the last move (each drawn frame costs about a second in software WebGL, so not every step here).
  const revealed = [...truth.entries()].find(([, v]) => v.asymRevealed)?.[0] ?? 0;
  expect(revealed).toBeGreaterThan(0);
  const problems: string[] = [];
  const checkTable = async (step: number) => {
    await shown(page, step);
    const drawn = await page.waitForFunction(
      (at) => {
        const hook = (window as unknown as { __ryozenScene: RyozenSceneHook }).__ryozenScene;
        const v = hook.drawnView();
        const b = document.querySelector('[data-testid="replay-bar"]');
        const atStep = b?.getAttribute('data-shown') === String(at) && b.getAttribute('data-shown-seat') === '1';
        if (!v || !atStep || !hook.viewDrawn() || v.viewer !== 1) return null;
        // Only what the check reads: seat 1's tiles and the asymmetric start's state.
        return { viewer: v.viewer, kin: v.kin.filter((k) => k.seat === 0), ext: { asym: v.asym, asymRevealed: v.asymRevealed } };
      },
      step,
      { timeout: 15_000, polling: 50 },
    );
    problems.push(...leaks((await drawn.jsonValue()) as unknown as GameView, truth.get(step)!, step, 'table'));
  };
  await page.getByTestId('replay-seat-1').check();
  await expect(bar(page)).toHaveAttribute('data-seat', '1');
  await checkTable(0);
  const timeline = page.getByTestId('replay-timeline');
  await timeline.focus();
  for (let s = 1; s <= revealed + 2; s++) {
    await page.keyboard.press('ArrowRight');
    await checkTable(s);
  }
  await bar(page).getByRole('button', { name: 'Round 2' }).click();
  await checkTable(Number(await bar(page).getAttribute('data-step')));
  await timeline.focus();
  await page.keyboard.press('End');
  await checkTable(n);

  // Seat 2's point of view, every step from the start, in the HUD (no 3D table: quick steps): the panels and the frames.
  await page.goto(hudOnly(quickHost.url));
  await page.getByRole('button', { name: 'Load a game…' }).click();
  await page.getByTestId('games-finished').getByRole('button', { name: /^Replay / }).first().click();
  await expect(bar(page)).toBeVisible();
  await page.getByTestId('replay-seat-1').check();
  await shown(page, 0);
  await expect(bar(page)).toHaveAttribute('data-seat', '1');
  const t0 = Date.now();
  // One walk inside the page (a round trip per step would take most of the time): Step forward, then
  // wait for the frame, then read seat 1's panel and whether seat 2's lists its secret draw.
  const seen = await page.evaluate(async (last) => {
    const q = (sel: string) => document.querySelector<HTMLElement>(sel);
    const out: { step: number; panel1: string; ownSecret: boolean }[] = [];
    for (let step = 0; step <= last; step++) {
      if (step > 0) q('[data-testid="replay-forward"]')!.click();
      const t = Date.now();
      const onScreen = () => {
        const b = q('[data-testid="replay-bar"]');
        return b?.getAttribute('data-shown') === String(step) && b.getAttribute('data-shown-seat') === '1';
      };
      while (!onScreen()) {
        if (Date.now() - t > 15_000) throw new Error(`step ${step} never came on screen`);
        await new Promise((r) => setTimeout(r, 10));
      }
      out.push({
        step,
        panel1: q('[data-testid="seat-panel-0"]')?.innerText ?? '',
        ownSecret: !!q('[data-testid="seat-panel-1"] [aria-label="Kin you drew in secret"]'),
      });
    }
    return out;
  }, n);
  let secretStepsSeen = 0;
  for (const { step, panel1, ownSecret } of seen) {
    const all = truth.get(step)!;
    // The player panels: seat 1's panel never lists a secret draw; seat 2's does while it holds one.
    if (/secret draw/i.test(panel1)) problems.push(`panel step ${step}: seat 1's panel shows its secret draw`);
    if (all.kin.some((k) => k.seat === 1 && k.loc === 'secret')) {
      secretStepsSeen++;
      if (!ownSecret) problems.push(`panel step ${step}: seat 2's own secret draw is not shown to it`);
    }
  }
  console.log(`seat 2's replay walked in the HUD: ${n + 1} positions in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Every frame the page received for seat 2.
  const seat2 = frames.filter((f) => f.seat === 1);
  expect(new Set(seat2.map((f) => f.step)).size).toBe(n + 1);
  for (const f of seat2) {
    const all = truth.get(f.step)!;
    problems.push(...leaks(f.view.view, all, f.step, 'frame'));
    // A secret decision of seat 1 keeps its words to itself.
    const allFrame = allFrames[f.step]!;
    if (allFrame.view.decision?.secret && allFrame.view.decision.seat === 0 && f.view.decision?.prompt === allFrame.view.decision.prompt) {
      problems.push(`frame step ${f.step}: seat 1's secret prompt shown to seat 2`);
    }
    if (f.view.legal.length) problems.push(`frame step ${f.step}: choices offered in a replay`);
  }
  expect(secretStepsSeen).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test('an exported game opens in the title screen’s "Open game file…" with the same moves; a damaged file is refused with its reason and nothing changes', async ({ page, quickHost }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(quickHost.url));
  await playComputerGame(page, '3');
  const moves = quickHost.session.record().actions.length;

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export game' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ryozen-[A-Za-z0-9_-]+-\d{4}-\d{2}-\d{2}\.ryozen\.json$/);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ryozen-export-')), download.suggestedFilename());
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect((JSON.parse(text) as { format?: string }).format).toBe('ryozen-save');

  await page.getByRole('button', { name: 'Title screen' }).click();
  await expect(page.getByRole('button', { name: 'Open game file…' })).toBeVisible();
  const savesBefore = readdirSync(quickHost.dataDir, { recursive: true }).sort();

  // A damaged file: refused with the loader's reason; the title screen stays, nothing is written.
  await page.getByTestId('open-game-file').setInputFiles({ name: 'torn.ryozen.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, Math.floor(text.length / 2))) });
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This file could not be opened');
  const reason = (await dialog.locator('.dialog-message').innerText()).trim();
  expect(reason.length).toBeGreaterThan(10);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Ryozen', level: 1 })).toBeVisible();
  await expect(page.getByTestId('replay')).toHaveCount(0);
  expect(readdirSync(quickHost.dataDir, { recursive: true }).sort()).toEqual(savesBefore);

  // The exported file: its replay opens, with every move of the game.
  await page.getByTestId('open-game-file').setInputFiles(file);
  await expect(bar(page)).toBeVisible();
  // Titled with the game's own name, as the file holds it.
  const name = (JSON.parse(text) as { name: string }).name;
  expect(name).not.toBe('Current game');
  await expect(page.getByTestId('replay-title')).toHaveText(name);
  expect(await lastStep(page)).toBe(moves);
  await shown(page, 0);
  await bar(page).getByRole('button', { name: 'Go to the last move' }).click();
  await shown(page, moves);
  await expect(page.getByTestId('replay-scores')).toBeVisible();
  await page.getByTestId('close-replay').click();
  await expect(page.getByRole('heading', { name: 'Ryozen', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a finished campaign story is replayed from the campaign screen, and Close goes back to it', async ({ page, quickHost }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto(hudOnly(quickHost.url));
  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  await page.getByTestId('new-campaign-button').click();
  const form = page.getByTestId('new-campaign');
  await form.getByLabel('Campaign name').fill('Replayed');
  await form.getByLabel('Ally 1 played by').selectOption('random');
  await form.getByLabel('Ally 2 played by').selectOption('random');
  await form.getByTestId('create-campaign').click();
  await expect(page.getByTestId('scores')).toBeVisible({ timeout: 90_000 });
  const final = await scoreWords(page, 'scores');
  const moves = quickHost.session.record().actions.length;

  await page.getByRole('button', { name: 'Title screen' }).click();
  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  const item = page.getByTestId('campaign-item').filter({ hasText: 'Replayed' });
  await item.getByTestId('campaign-replay').first().click();
  await expect(bar(page)).toBeVisible();
  expect(await lastStep(page)).toBe(moves);
  await page.keyboard.press('End');
  await shown(page, moves);
  expect(await scoreWords(page, 'replay-scores')).toEqual(final);
  await page.getByTestId('close-replay').click();
  await expect(page.getByRole('heading', { name: 'Story campaigns', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
