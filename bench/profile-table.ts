// `npx tsx bench/profile-table.ts [--quality auto|high|low] [--dpr 1] [--rounds 2] [--frames 6]`
// (after `npm run build:renderer`)
//
// Where a table frame's cost goes, on a software rasteriser: a mid-game
// 4-player board at 1280x800, drawn again and again while one part is changed
// (hidden, or shadows, fog or tone mapping off), and the CPU time every
// Chromium process of this browser spent per frame (from /proc), which the
// machine's other load disturbs far less than wall time. `floor` is the
// rasteriser's floor (scene/test-hooks/floor.ts's plane) drawn the same way. Linux only.
// docs/scene.md keeps the profile this prints.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startWebHost } from '../src/main/web-host.js';
import { CHROMIUM_PATH } from '../playwright.config.js';
import { showMidGameBoard } from './render.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const quality = arg('quality', 'auto');
const dpr = arg('dpr', '');
const rounds = Number(arg('rounds', '2'));
const framesPerRun = Number(arg('frames', '6'));

/** Chromium processes descending from the one launched with `tag` among its arguments. */
function browserProcesses(tag: string): number[] {
  const parent = new Map<number, number>();
  let root = -1;
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (cmd.includes(tag) && !cmd.includes('--type=')) root = Number(d);
    } catch {
      // the process ended meanwhile
    }
  }
  const family = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of parent) {
      if (!family.has(p) && family.has(pp)) {
        family.add(p);
        grew = true;
      }
    }
  }
  return [...family];
}

/** User plus system CPU milliseconds of these processes so far. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const p of pids) {
    try {
      const f = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

// Runs in the page (plain JavaScript: bench code is checked without the DOM library).
const PAGE_PROFILER = `(() => {
  const h = window.__ryozenScene;
  const { gl, scene, camera } = h.three();
  h.setCameraToSeat(0);
  gl.shadowMap.autoUpdate = false;
  const ctx = gl.getContext();
  const px = new Uint8Array(4);
  const materials = () => { const s = new Set(); scene.traverse((o) => { if (o.isMesh) [].concat(o.material).forEach((m) => s.add(m)); }); return [...s]; };
  const recompile = () => materials().forEach((m) => (m.needsUpdate = true));
  let undo = [];
  const set = (obj, key, value) => { const old = obj[key]; undo.push(() => { obj[key] = old; }); obj[key] = value; };
  const hide = (name) => () => { const o = scene.getObjectByName(name); if (o) set(o, 'visible', false); };
  let floor = false;
  const variants = {
    table: () => {},
    floor: () => { floor = true; undo.push(() => { floor = false; }); },
    'no shadows': () => { set(gl.shadowMap, 'enabled', false); recompile(); },
    'no fog': () => { set(scene, 'fog', null); recompile(); },
    'no tone mapping': () => { set(gl, 'toneMapping', 0); recompile(); },
    'no tabletop': hide('tabletop'),
    'no fill light': () => { let fill = null; scene.traverse((o) => { if (o.isDirectionalLight && !o.castShadow) fill = o; }); if (fill) { set(fill, 'visible', false); recompile(); } },
    'tabletop without fog': () => { const m = scene.getObjectByName('tabletop').material; set(m, 'fog', false); m.needsUpdate = true; },
    'tabletop untextured': () => { const m = scene.getObjectByName('tabletop').material; set(m, 'map', null); m.needsUpdate = true; },
    'no board': hide('table'),
    'no sector glow': hide('sector-glow'),
    'no palace': hide('palace'),
    'no kin tiles': hide('kin-tiles'),
    'no pieces': hide('pieces'),
    'no highlights': hide('highlights'),
  };
  window.__profile = {
    names: Object.keys(variants),
    apply: (name) => variants[name](),
    revert: () => { undo.reverse().forEach((f) => f()); undo = []; recompile(); },
    draw: (n) => {
      if (floor) return void h.floorFrames(n);
      for (let i = 0; i < n; i++) {
        gl.render(scene, camera);
        ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, px);
      }
    },
    size: () => [gl.domElement.width, gl.domElement.height],
  };
})()`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-profile-'));
const host = await startWebHost({ port: 0, dataDir, rendererDir: path.resolve('dist/renderer'), log: () => {} });
const tag = `--ryozen-profile=${process.pid}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', tag] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${host.url}&test=1&quality=${quality}${dpr ? `&dpr=${dpr}` : ''}`);
  await showMidGameBoard(page);
  await page.waitForTimeout(1000);
  await page.evaluate(PAGE_PROFILER);
  const pids = browserProcesses(tag);
  const names = (await page.evaluate('window.__profile.names')) as string[];
  const perFrame: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      await page.evaluate(`window.__profile.apply(${JSON.stringify(name)}); window.__profile.draw(1)`);
      const before = cpuMs(pids);
      await page.evaluate(`window.__profile.draw(${framesPerRun})`);
      (perFrame[name] ??= []).push((cpuMs(pids) - before) / framesPerRun);
      await page.evaluate('window.__profile.revert()');
    }
  }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const table = median(perFrame.table!);
  const floor = median(perFrame.floor!);
  const size = (await page.evaluate('window.__profile.size()')) as number[];
  console.log(`quality ${quality}${dpr ? `, dpr ${dpr}` : ''}: drawing buffer ${size.join('x')}; CPU ms per frame (median of ${rounds})`);
  for (const name of names) {
    const ms = median(perFrame[name]!);
    const note = name === 'table' ? `${(ms / floor).toFixed(1)}x the floor` : name === 'floor' ? 'full window, pixel ratio 1' : `saves ${Math.round(table - ms)}`;
    console.log(`${name.padEnd(18)} ${String(Math.round(ms)).padStart(5)}  ${note}`);
  }
} finally {
  await browser.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
