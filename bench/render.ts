// Renderer figures, measured in headless Chromium (WebGL on SwiftShader, no
// GPU) against the real web host at 1280x720: time from host start to the
// first drawn board, frame times over a mid-game camera sweep, draw calls and
// triangles of the mid-game board, frames drawn while idle, bundle size.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startWebHost } from '../src/main/web-host.js';
import type { SeatView } from '../src/main/session.js';
import type { RyozenSceneHook } from '../src/renderer/scene/testHookTypes.js';

const RENDERER = path.resolve('dist/renderer');

// The page's globals, typed here because bench code is checked without the DOM library.
interface PageGlobals {
  __ryozenDebug?: { frames: number; boardMeshes: number };
  __ryozenScene?: RyozenSceneHook;
  requestAnimationFrame(cb: () => void): number;
}
declare const window: PageGlobals;
declare function requestAnimationFrame(cb: () => void): number;

function bundleGzipKB(): number {
  const assets = path.join(RENDERER, 'assets');
  let bytes = 0;
  for (const f of readdirSync(assets)) {
    if (/\.(js|css)$/.test(f)) bytes += gzipSync(readFileSync(path.join(assets, f))).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

const pct = (xs: number[], p: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

export async function benchRender(quick: boolean): Promise<Record<string, number>> {
  if (!existsSync(path.join(RENDERER, 'index.html'))) execSync('npx vite build', { stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-bench-render-'));
  const t0 = performance.now();
  const host = await startWebHost({ port: 0, dataDir, rendererDir: RENDERER });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${host.url}&test=1`);
    await page.waitForFunction(() => (window.__ryozenDebug?.boardMeshes ?? 0) > 0 && (window.__ryozenDebug?.frames ?? 0) > 0, null, { timeout: 120_000 });
    const firstBoardMs = performance.now() - t0;

    // A mid-game board: a 4-player game played 60 choices in, shown on the table.
    await page.waitForFunction(() => !!window.__ryozenScene, null, { timeout: 60_000 });
    await page.evaluate(async () => {
      const h = window.__ryozenScene as RyozenSceneHook;
      const seats = (['crane', 'koi', 'tortoise', 'fox'] as const).map((clan, i) => ({ clan, controller: 'human', name: `P${i + 1}` }));
      await h.call('game:new', { config: { seats, mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false }, seed: 7 });
      let view = (await h.call('game:view', { seat: 0 })) as SeatView;
      for (let i = 0; i < 60 && view.decision; i++) {
        const seat = view.decision.seat;
        view = (await h.call('game:view', { seat })) as SeatView;
        const choice = view.legal[(i * 7) % view.legal.length]!;
        view = (await h.call('game:act', { seat, action: choice.action })) as SeatView;
        if (view.decision && view.decision.seat !== seat) view = (await h.call('game:view', { seat: view.decision.seat })) as SeatView;
      }
      h.show(view);
    });
    await page.waitForFunction(() => window.__ryozenScene!.settled(), null, { timeout: 60_000 });
    await page.waitForTimeout(500);

    // Idle: with frameloop "demand" nothing should be drawn while nothing changes.
    const idleFrames = await page.evaluate(async () => {
      const h = window.__ryozenScene!;
      const f0 = h.frames();
      await new Promise((r) => setTimeout(r, 3000));
      return h.frames() - f0;
    });

    const info = await page.evaluate(async () => {
      const h = window.__ryozenScene!;
      h.invalidate();
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      return h.renderInfo();
    });

    // Camera sweep: the seat cameras in turn, one forced frame each; frame time = time
    // from asking for a frame to the next animation frame after it was drawn.
    const frames = await page.evaluate(async (n: number) => {
      const h = window.__ryozenScene!;
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        h.setCameraToSeat((i % 4) as 0 | 1 | 2 | 3);
        const start = performance.now();
        h.invalidate();
        await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
        out.push(performance.now() - start);
      }
      h.setCameraToSeat(null);
      return out;
    }, quick ? 24 : 80);

    return {
      'render.firstBoardMs': Math.round(firstBoardMs),
      'render.frameP50Ms': Math.round(pct(frames, 50) * 10) / 10,
      'render.frameP95Ms': Math.round(pct(frames, 95) * 10) / 10,
      'render.drawCalls': info.calls,
      'render.triangles': info.triangles,
      'render.idleFrames': idleFrames,
      'render.bundleGzipKB': bundleGzipKB(),
    };
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
