// `npx tsx bench/scene.ts [--players 4] [--moves 70] [--alt] [--dragon] [--width 1280 --height 800] [--steps 24] [--dpr 0.75]`
//
// Measures the 3D table in headless Chromium (Debian's, WebGL on SwiftShader
// unless a GPU is there): a mid-game board is set up through the web host
// (random legal moves, seeded), then the script reads three.js' counters for
// one frame from the seat (draw calls, triangles), and times frames during a
// camera sweep around the table (each frame rendered synchronously and waited
// for with a 1-pixel readPixels). Prints one JSON object. Not a test: the
// figures depend on the machine (and on its load: loadavg is reported).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startWebHost } from '../src/main/web-host.js';
import { CHROMIUM_PATH } from '../playwright.config.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const players = Number(arg('players', '4'));
const moves = Number(arg('moves', '70'));
const width = Number(arg('width', '1280'));
const height = Number(arg('height', '800'));
const sweepSteps = Number(arg('steps', '24'));
/** Pixel ratio on a software rasteriser (the table's default is 1). */
const dpr = arg('dpr', '');

const clans = ['crane', 'koi', 'tortoise', 'fox'];
const config = {
  seats: clans.slice(0, players).map((clan, i) => ({ clan, controller: 'human', name: `P${i + 1}`, side: i })),
  mode: 'standard',
  palaceAlt: process.argv.includes('--alt'),
  dragon: process.argv.includes('--dragon'),
  asymmetric: false,
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-bench-scene-'));
const host = await startWebHost({ port: 0, dataDir, rendererDir: path.resolve('dist/renderer'), log: () => {} });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${host.url}&test=1${dpr ? `&dpr=${dpr}` : ''}`);
  // Functions, not strings: the page's CSP refuses string evaluation (the predicate runs in the page).
  type Page = { __ryozenScene?: { settled(): boolean } };
  await page.waitForFunction(() => !!(globalThis as Page).__ryozenScene, null, { timeout: 60_000 });
  // Hide the DOM panels: the figures are the table's.
  await page.addStyleTag({ content: 'body * { visibility: hidden !important; } canvas { visibility: visible !important; }' });
  const state = (await page.evaluate(
    `(async ({ config, moves }) => {
      const h = window.__ryozenScene;
      const started = await h.call('game:new', { config, seed: 4242 });
      let seat = started.decisionSeat;
      let x = 99;
      for (let i = 0; i < moves; i++) {
        const sv = await h.call('game:view', { seat });
        if (!sv.decision) break;
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        // Prefer placing on sector spots, so that the board fills up.
        const sector = sv.legal.filter((c) => c.action.t === 'place' && /^s/.test(c.action.spot));
        const pick = sector.length ? sector[x % sector.length] : sv.legal[x % sv.legal.length];
        await h.call('game:act', { seat, action: pick.action });
        // The choice's results are pushed to the page: ask who decides next.
        const next = await h.call('game:view', {});
        seat = next.decision ? next.decision.seat : seat;
      }
      const sv = await h.call('game:view', { seat });
      h.show(sv);
      const v = sv.view;
      return {
        round: v.round,
        kinOnBoard: v.kin.filter((k) => k.loc === 'board').length,
        kinInPalace: v.kin.filter((k) => k.loc === 'palace').length,
        kinShown: v.kin.filter((k) => k.loc !== 'box' && k.loc !== 'secret').length,
      };
    })(${JSON.stringify({ config, moves })})`,
  )) as Record<string, number>;
  await page.waitForFunction(() => !!(globalThis as Page).__ryozenScene?.settled(), null, { timeout: 300_000, polling: 500 });
  await page.waitForTimeout(4000);
  const seat = (await page.evaluate(`(() => {
    const h = window.__ryozenScene;
    const t = [];
    for (let i = 0; i < 3; i++) t.push(h.timeFrame());
    const info = h.renderInfo();
    const { gl } = h.three();
    const ctx = gl.getContext();
    const ext = ctx.getExtension('WEBGL_debug_renderer_info');
    return {
      calls: info.calls,
      triangles: info.triangles,
      frameMs: t.map((x) => Math.round(x)),
      canvas: gl.domElement.width + 'x' + gl.domElement.height,
      renderer: String(ext ? ctx.getParameter(ext.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER)),
    };
  })()`)) as Record<string, unknown>;
  // One frame with the shadow map redrawn too (what a frame costs while pieces move).
  const withShadows = (await page.evaluate(`(() => {
    const h = window.__ryozenScene;
    const { gl } = h.three();
    gl.shadowMap.needsUpdate = true;
    const ms = h.timeFrame();
    return { calls: h.renderInfo().calls, triangles: h.renderInfo().triangles, frameMs: Math.round(ms) };
  })()`)) as Record<string, number>;
  const sweep = (await page.evaluate(`(() => {
    const h = window.__ryozenScene;
    const ms = [];
    const calls = [];
    const tris = [];
    for (let i = 0; i < ${sweepSteps}; i++) {
      const a = (i / ${sweepSteps}) * Math.PI * 2;
      const r = 90 + 15 * Math.sin(a * 2);
      h.placeCamera({ x: Math.sin(a) * r, y: 50 + 12 * Math.cos(a * 3), z: Math.cos(a) * r }, { x: 0, y: 7, z: 0 });
      ms.push(h.timeFrame());
      calls.push(h.renderInfo().calls);
      tris.push(h.renderInfo().triangles);
    }
    const sorted = [...ms].sort((a, b) => a - b);
    const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    return {
      frames: ms.length,
      medianMs: Math.round(q(0.5)),
      p90Ms: Math.round(q(0.9)),
      maxMs: Math.round(sorted[sorted.length - 1]),
      fps: Math.round((1000 / q(0.5)) * 10) / 10,
      maxCalls: Math.max(...calls),
      maxTriangles: Math.max(...tris),
    };
  })()`)) as Record<string, number>;
  const idle = (await page.evaluate(`(async () => {
    const h = window.__ryozenScene;
    h.setCameraToSeat(null);
    while (!h.settled()) {
      h.invalidate();
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 4000));
    const f0 = h.frames();
    await new Promise((r) => setTimeout(r, 2000));
    return { framesIn2sIdle: h.frames() - f0 };
  })()`)) as Record<string, number>;
  console.log(
    JSON.stringify(
      {
        game: { players, moves, palaceAlt: config.palaceAlt, dragon: config.dragon, ...state },
        seatView: seat,
        seatViewWithShadowPass: withShadows,
        cameraSweep: sweep,
        idle,
        machine: { cpus: cpus().length, loadavg1m: Math.round(loadavg()[0]! * 10) / 10 },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
