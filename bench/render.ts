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
import { chromium, type Browser } from '@playwright/test';
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

/**
 * The floor on this machine: frame times of one full-screen textured plane
 * (plain WebGL, the same viewport and the same way of timing as the table), so
 * the table's cost reads as a ratio to the cheapest possible frame here rather
 * than against a GPU budget.
 */
async function floorFrames(browser: Browser, n: number): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  try {
    await page.setContent('<body style="margin:0;overflow:hidden"><canvas id="c" style="width:100vw;height:100vh;display:block"></canvas></body>');
    // Plain JavaScript: bench code is type-checked without the DOM library.
    return (await page.evaluate(`(async (count) => {
      const canvas = document.getElementById('c');
      canvas.width = innerWidth;
      canvas.height = innerHeight;
      const gl = canvas.getContext('webgl2');
      const shader = (type, src) => {
        const sh = gl.createShader(type);
        gl.shaderSource(sh, src);
        gl.compileShader(sh);
        return sh;
      };
      const prog = gl.createProgram();
      gl.attachShader(prog, shader(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 p; out vec2 uv; void main(){ uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }'));
      gl.attachShader(prog, shader(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; in vec2 uv; uniform sampler2D t; out vec4 o; void main(){ o = texture(t, uv); }'));
      gl.linkProgram(prog);
      gl.useProgram(prog);
      gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
      const size = 1024;
      const texels = new Uint8Array(size * size * 4);
      for (let i = 0; i < texels.length; i++) texels[i] = (i * 2654435761) >>> 24;
      gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, size, size, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels);
      gl.generateMipmap(gl.TEXTURE_2D);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
      const out = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        await new Promise((r) =>
          requestAnimationFrame(() => {
            gl.clear(gl.COLOR_BUFFER_BIT);
            gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
            requestAnimationFrame(() => r());
          }),
        );
        out.push(performance.now() - start);
      }
      return out;
    })(${n})`)) as number[];
  } finally {
    await page.close();
  }
}

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
      // Each round asks the deciding seat's view the same way, whatever a choice's call answers
      // (no named functions in here: the bundler's name helpers do not exist in the page).
      let view: SeatView | null = null;
      for (let i = 0; i <= 60; i++) {
        const any = (await h.call('game:view', { seat: 0 })) as SeatView;
        const seat = any.decision?.seat ?? 0;
        view = seat === 0 ? any : ((await h.call('game:view', { seat })) as SeatView);
        if (i === 60 || !view.decision) break;
        await h.call('game:act', { seat, action: view.legal[(i * 7) % view.legal.length]!.action });
      }
      h.show(view!);
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

    const floor = await floorFrames(browser, quick ? 24 : 80);
    const round1 = (x: number) => Math.round(x * 10) / 10;
    return {
      'render.firstBoardMs': Math.round(firstBoardMs),
      'render.floorFrameMs': round1(pct(floor, 50)),
      // The table's median frame over the floor's, both measured in this run.
      'render.frameRatio': Math.round((pct(frames, 50) / pct(floor, 50)) * 100) / 100,
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
