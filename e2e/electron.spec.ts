// The Electron shell: launches dist/electron/main.cjs and checks the window's
// security settings and the preload's API. Electron's binary cannot be
// downloaded on the build machines, so the test skips itself there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { findElectronBinary } from '../scripts/electron-binary.mjs';
import { CHANNEL_NAMES } from '../src/shared/channel-names.js';

// Looked up without requiring 'electron', which would try to download the binary.
const binary = findElectronBinary(process.cwd());
const noDisplay = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

test.skip(!binary, "Electron's binary is not installed on this machine (it cannot be downloaded here; `npx install-electron` fetches it): skipping the desktop launch test");
test.skip(!!binary && noDisplay, 'No display for Electron (run under xvfb-run); skipping');

test('the window is locked down and the preload exposes only the channel API', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-electron-'));
  const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const app = await electron.launch({
    executablePath: binary!,
    args: [...(runningAsRoot ? ['--no-sandbox'] : []), 'dist/electron/main.cjs'],
    env: { ...process.env, RYOZEN_DATA_DIR: dataDir },
  });
  try {
    const win = await app.firstWindow();
    await win.waitForLoadState('domcontentloaded');
    // Served by the shell's own protocol, never from file://.
    expect(win.url()).toBe('app://ryozen/index.html');

    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const w = BrowserWindow.getAllWindows()[0];
      if (!w) throw new Error('no window');
      const p = (w.webContents as unknown as { getLastWebPreferences(): Record<string, unknown> }).getLastWebPreferences();
      return { contextIsolation: p.contextIsolation, sandbox: p.sandbox, nodeIntegration: p.nodeIntegration, webSecurity: p.webSecurity };
    });
    expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    // The page's scripts and styles loaded from app:// (a blank window would have no #root content).
    await expect(win.locator('#root > *').first()).toBeVisible();

    expect(await win.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await win.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    const api = await win.evaluate(() => Object.keys((window as unknown as { ryozen: object }).ryozen).sort());
    // The channel table, and the subscription to the events the main side pushes.
    expect(api).toEqual([...CHANNEL_NAMES, 'onEvent'].sort());

    // A real call over IPC, validated by the same guard as the web host.
    const reply = await win.evaluate(async () => {
      const r = (window as unknown as { ryozen: Record<string, (i: unknown) => Promise<unknown>> }).ryozen;
      const bad = await r['game:view']!({ seat: 'x' });
      const started = await r['game:new']!({
        config: { seats: [{ clan: 'crane', controller: 'human' }, { clan: 'koi', controller: 'human' }], mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false },
        seed: 1,
      });
      return { bad, started };
    });
    expect(reply.bad).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(reply.started).toMatchObject({ ok: true, result: { seats: 2 } });

    // Navigation away and new windows are refused.
    await win.evaluate(() => window.open('https://example.com'));
    expect(app.windows()).toHaveLength(1);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
