// Renderer figures, measured in headless Chromium (WebGL on SwiftShader, no
// GPU) against the real web host at 1280x800: time from navigation to the
// first drawn board, frame times over a mid-game camera sweep (as a player
// gets them while the table moves, the full-resolution frame drawn once the
// table is at rest, the light look at full resolution, the full look) and the rasteriser's floor
// in the same run, draw calls and triangles of the mid-game board, frames
// drawn while idle; and apart (benchBundle) the size of the first download.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startWebHost } from '../src/main/web-host.js';
import type { SeatView } from '../src/shared/views.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { firstDownloadFiles, gzipKB, tableFiles } from './first-download.js';

const RENDERER = path.resolve('dist/renderer');

// The page's globals, typed here because bench code is checked without the DOM library.
interface PageGlobals {
  __ryozenDebug?: { frames: number; boardMeshes: number };
  __ryozenScene?: RyozenSceneHook;
  requestAnimationFrame(cb: () => void): number;
}
declare const window: PageGlobals;
declare function requestAnimationFrame(cb: () => void): number;

/**
 * The renderer's first download, gzipped (first-download.ts): what index.html
 * loads and everything it imports statically, and the English messages. Not
 * every file of the build: the other languages, the screens opened now and
 * then, the QR encoder and the 3D table come later or never.
 */
export function bundleGzipKB(): number {
  return gzipKB(RENDERER, firstDownloadFiles(RENDERER, 'en'));
}

/** The 3D table's code, fetched once the first screen is drawn (the title screen is usable before it). */
export function tableGzipKB(): number {
  return gzipKB(RENDERER, tableFiles(RENDERER));
}

/** The download figures alone (`npm run bench -- --only bundle`), from the built renderer (built first if missing). */
export function benchBundle(): Record<string, number> {
  if (!existsSync(path.join(RENDERER, '.vite', 'manifest.json'))) execSync('npx vite build', { stdio: 'ignore' });
  return { 'render.bundleGzipKB': bundleGzipKB(), 'render.tableGzipKB': tableGzipKB() };
}

const pct = (xs: number[], p: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

/** A mid-game board on the page's table: a 4-player game played 60 choices in (seed 7), settled. */
export async function showMidGameBoard(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__ryozenScene, null, { timeout: 60_000 });
  await page.evaluate(async () => {
    const h = window.__ryozenScene as RyozenSceneHook;
    const seats = (['crane', 'koi', 'tortoise', 'fox'] as const).map((clan, i) => ({ clan, controller: 'human', name: `P${i + 1}` }));
    await h.call('game:new', { config: { seats, mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false }, seed: 7 });
    // Each round asks the deciding seat's view the same way, whatever a choice's call answers
    // (no named functions in here: the bundler's name helpers do not exist in the page).
    let view: SeatView | null = null;
    for (let i = 0; i <= 60; i++) {
      const any = (await h.call('game:view', {})) as SeatView;
      const seat = any.decision?.seat ?? 0;
      view = seat === 0 ? any : ((await h.call('game:view', { seat })) as SeatView);
      if (i === 60 || !view.decision) break;
      await h.call('game:act', { seat, action: view.legal[(i * 7) % view.legal.length]!.action });
    }
    h.show(view!);
  });
  await page.waitForFunction(() => window.__ryozenScene!.settled(), null, { timeout: 60_000 });
}

/** What one page of the table gives: the frames of a camera sweep over a mid-game board, and more on request. */
interface TablePage {
  firstBoardMs: number;
  frames: number[];
  /** The same sweep's poses drawn as the rest frame (full resolution); empty unless asked. */
  restFrames: number[];
  floor: number[];
  idleFrames: number;
  info: { calls: number; triangles: number };
}

async function measureTable(browser: Browser, url: string, sweep: number, extras: { floor: number; idle: boolean; rest?: boolean }): Promise<TablePage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const t0 = performance.now();
    await page.goto(url);
    await page.waitForFunction(() => (window.__ryozenDebug?.boardMeshes ?? 0) > 0 && (window.__ryozenDebug?.frames ?? 0) > 0, null, { timeout: 120_000 });
    const firstBoardMs = performance.now() - t0;

    await showMidGameBoard(page);
    await page.waitForTimeout(500);

    // Idle: with frameloop "demand" nothing should be drawn while nothing changes.
    const idleFrames = extras.idle
      ? await page.evaluate(async () => {
          const h = window.__ryozenScene!;
          const f0 = h.frames();
          await new Promise((r) => setTimeout(r, 3000));
          return h.frames() - f0;
        })
      : 0;

    const info = await page.evaluate(async () => {
      const h = window.__ryozenScene!;
      h.invalidate();
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      return h.renderInfo();
    });

    // Camera sweep: the seat cameras in turn, one frame each, drawn and waited for
    // (timeFrame: render, then a 1-pixel readPixels, which waits for the rasteriser).
    const sweepOf = (kind: 'moving' | 'rest') =>
      page.evaluate(
        ([n, k]) => {
          const h = window.__ryozenScene!;
          const out: number[] = [];
          for (let i = 0; i < 4; i++) {
            h.setCameraToSeat(i as 0 | 1 | 2 | 3);
            h.timeFrame(k); // every seat's first frame compiles nothing new, but warms the caches
          }
          for (let i = 0; i < n; i++) {
            h.setCameraToSeat((i % 4) as 0 | 1 | 2 | 3);
            out.push(h.timeFrame(k));
          }
          h.setCameraToSeat(null);
          return out;
        },
        [sweep, kind] as const,
      );
    const frames = await sweepOf('moving');
    // The frame drawn once the table is at rest: at full resolution (the same as a moving one when the look has no rest frame).
    const restFrames = extras.rest ? await sweepOf('rest') : [];
    const floor = extras.floor ? await page.evaluate((n: number) => window.__ryozenScene!.floorFrames(n), extras.floor) : [];
    return { firstBoardMs, frames, restFrames, floor, idleFrames, info };
  } finally {
    await page.close();
  }
}

/**
 * The table at 1280x800 on this machine's software rasteriser, three ways:
 * as a player gets it (the auto setting: the light look at its lower internal
 * resolution while moving, and its rest frame at full resolution), the same
 * look at the window's full resolution (its cost per
 * pixel, as a multiple of the floor measured in that page), and the full look.
 */
export async function benchRender(quick: boolean): Promise<Record<string, number>> {
  if (!existsSync(path.join(RENDERER, 'index.html'))) execSync('npx vite build', { stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-bench-render-'));
  const host = await startWebHost({ port: 0, dataDir, rendererDir: RENDERER });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const sweep = quick ? 24 : 80;
  try {
    const auto = await measureTable(browser, `${host.url}&test=1`, sweep, { floor: 0, idle: true, rest: true });
    const fullSize = await measureTable(browser, `${host.url}&test=1&dpr=1`, sweep, { floor: sweep, idle: false });
    const high = await measureTable(browser, `${host.url}&test=1&quality=high`, quick ? 8 : 24, { floor: 0, idle: false });
    const round1 = (x: number) => Math.round(x * 10) / 10;
    const floorP95 = pct(fullSize.floor, 95);
    return {
      'render.firstBoardMs': Math.round(auto.firstBoardMs),
      'render.floorFrameMs': round1(floorP95),
      'render.frameP50Ms': round1(pct(fullSize.frames, 50)),
      'render.frameP95Ms': round1(pct(fullSize.frames, 95)),
      'render.frameRatio': Math.round((pct(fullSize.frames, 95) / floorP95) * 100) / 100,
      'render.autoFrameP50Ms': round1(pct(auto.frames, 50)),
      'render.autoFrameP95Ms': round1(pct(auto.frames, 95)),
      'render.restFrameMs': round1(pct(auto.restFrames, 95)),
      'render.highFrameP95Ms': round1(pct(high.frames, 95)),
      'render.highFrameRatio': Math.round((pct(high.frames, 95) / floorP95) * 100) / 100,
      'render.drawCalls': auto.info.calls,
      'render.triangles': auto.info.triangles,
      'render.idleFrames': auto.idleFrames,
    };
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
