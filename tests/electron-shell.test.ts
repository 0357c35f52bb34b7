// Electron cannot start on the build machines (its binary cannot be
// downloaded), so this test runs the real shell, electron/main.ts bundled by
// esbuild exactly as the build does, against a recording stand-in for the
// `electron` module. It checks what the shell asks Electron for: the window's
// security settings, the page served over app:// (never file://), the CSP
// header, denied permissions, navigation and window.open, no DevTools or
// default menu in a packaged build, one IPC handler per channel that goes
// through the guard and the shared call line, and the game driver's events sent to the window and
// handed by the preload (bundled too, against a stand-in ipcRenderer) to the
// page's listeners.
// (e2e/electron.spec.ts checks the same against the real Electron, where it exists.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from '../src/main/transport/app-protocol.js';
import { CHANNEL_NAMES } from '../src/shared/channel-names.js';
import { ELECTRON_CONTENT_SECURITY_POLICY } from '../src/main/transport/csp.js';
import { GAME_EVENT_CHANNEL, type GameEvent } from '../src/shared/events.js';

type Listener = (...args: unknown[]) => unknown;

class FakeContents {
  listeners = new Map<string, Listener[]>();
  windowOpenHandler: Listener | null = null;
  mainFrame = { url: '', parent: null };
  /** What the shell sent to this page, in order: [channel, payload]. */
  sent: [string, unknown][] = [];
  /** Where sent messages go on (the preload's stand-in ipcRenderer, when a test connects one). */
  deliver: ((channel: string, payload: unknown) => void) | null = null;
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
    this.deliver?.(channel, payload);
  }
  isDestroyed() {
    return false;
  }
  on(event: string, fn: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  setWindowOpenHandler(fn: Listener) {
    this.windowOpenHandler = fn;
  }
  emit(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

function fakeElectron(userData: string, isPackaged: boolean) {
  let ready = false;
  const rec = {
    privilegedSchemes: null as unknown,
    schemesRegisteredBeforeReady: false,
    protocolHandlers: new Map<string, (req: { url: string; method: string }) => Promise<Response>>(),
    applicationMenu: undefined as unknown,
    sandboxEnabled: false,
    appListeners: new Map<string, Listener>(),
    windows: [] as FakeWindow[],
    handlers: new Map<string, Listener>(),
    headersHook: null as Listener | null,
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
  };
  class FakeWindow {
    options: Record<string, unknown>;
    webContents = new FakeContents();
    shown = false;
    loaded: string | null = null;
    private onceListeners = new Map<string, Listener>();
    constructor(options: Record<string, unknown>) {
      this.options = options;
      rec.windows.push(this);
      rec.appListeners.get('web-contents-created')?.({}, this.webContents);
    }
    static getAllWindows() {
      return rec.windows;
    }
    on() {
      return this;
    }
    onceListener(event: string) {
      return this.onceListeners.get(event);
    }
    once(event: string, fn: Listener) {
      this.onceListeners.set(event, fn);
      return this;
    }
    show() {
      this.shown = true;
    }
    async loadFile(file: string) {
      this.loaded = `loadFile:${file}`;
    }
    async loadURL(url: string) {
      this.loaded = url;
      this.webContents.mainFrame.url = url;
    }
  }
  const electron = {
    app: {
      isPackaged,
      enableSandbox: () => {
        rec.sandboxEnabled = true;
      },
      requestSingleInstanceLock: () => true,
      quit: () => {},
      on: (event: string, fn: Listener) => rec.appListeners.set(event, fn),
      whenReady: () =>
        Promise.resolve().then(() => {
          ready = true;
        }),
      getPath: () => userData,
      getVersion: () => '0.1.0-test',
    },
    BrowserWindow: FakeWindow,
    Menu: {
      setApplicationMenu: (menu: unknown) => {
        rec.applicationMenu = menu;
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => {
        rec.privilegedSchemes = schemes;
        rec.schemesRegisteredBeforeReady = !ready;
      },
      handle: (scheme: string, fn: (req: { url: string; method: string }) => Promise<Response>) => {
        rec.protocolHandlers.set(scheme, fn);
      },
    },
    ipcMain: { handle: (name: string, fn: Listener) => rec.handlers.set(name, fn) },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (fn: Listener) => (rec.headersHook = fn) },
        setPermissionRequestHandler: (fn: Listener) => (rec.permissionRequest = fn),
        setPermissionCheckHandler: (fn: Listener) => (rec.permissionCheck = fn),
      },
    },
  };
  return { electron, rec };
}

let base: string;
let rec: ReturnType<typeof fakeElectron>['rec'];
let packaged: ReturnType<typeof fakeElectron>['rec'];
const root = process.cwd();
const appUrl = APP_ENTRY_URL;

/**
 * Runs the bundled shell as if it were dist/electron/main.cjs inside `dir`
 * (so its renderer is dir/renderer), against a fresh stand-in.
 */
async function runShell(code: string, dir: string, isPackaged: boolean) {
  const distElectron = path.join(dir, 'electron');
  const fake = fakeElectron(path.join(dir, 'userData'), isPackaged);
  const realRequire = createRequire(path.join(root, 'package.json'));
  const requireShim = (id: string) => (id === 'electron' ? fake.electron : realRequire(id));
  const mod = { exports: {} };
  const saved = process.env.RYOZEN_DATA_DIR;
  process.env.RYOZEN_DATA_DIR = path.join(dir, 'data');
  try {
    new Function('require', 'module', 'exports', '__dirname', '__filename', code)(requireShim, mod, mod.exports, distElectron, path.join(distElectron, 'main.cjs'));
    await new Promise((r) => setTimeout(r, 20)); // let whenReady().then(...) run
  } finally {
    if (saved === undefined) delete process.env.RYOZEN_DATA_DIR;
    else process.env.RYOZEN_DATA_DIR = saved;
  }
  return fake.rec;
}

/** The preload, bundled as the build does, run against a stand-in contextBridge and ipcRenderer. */
function runPreload(code: string) {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Listener[]>();
  const invoked: unknown[][] = [];
  const ipcRenderer = {
    invoke: (...args: unknown[]) => {
      invoked.push(args);
      return Promise.resolve({ ok: true, result: null });
    },
    on: (channel: string, fn: Listener) => listeners.set(channel, [...(listeners.get(channel) ?? []), fn]),
    removeListener: (channel: string, fn: Listener) => listeners.set(channel, (listeners.get(channel) ?? []).filter((l) => l !== fn)),
  };
  const electron = { contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) }, ipcRenderer };
  const mod = { exports: {} };
  new Function('require', 'module', 'exports', code)((id: string) => (id === 'electron' ? electron : undefined), mod, mod.exports);
  /** A message from the main process, as Electron delivers it: an IpcRendererEvent, then the payload. */
  const receive = (channel: string, payload: unknown) => {
    for (const fn of listeners.get(channel) ?? []) fn({ sender: ipcRenderer, senderId: 0, ports: [] }, payload);
  };
  return { exposed, listeners, invoked, receive };
}

async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24', // as scripts/build-electron.mjs: Electron 45 ships Node 24
    external: ['electron'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

let preloadCode: string;

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'ryozen-shell-'));
  preloadCode = await bundle('electron/preload.ts');
  const code = await bundle('electron/main.ts');
  for (const run of ['dev', 'packaged']) {
    mkdirSync(path.join(base, run, 'renderer'), { recursive: true });
    writeFileSync(path.join(base, run, 'renderer', 'index.html'), `<!doctype html><title>Ryozen ${run}</title>`);
  }
  rec = await runShell(code, path.join(base, 'dev'), false);
  packaged = await runShell(code, path.join(base, 'packaged'), true);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the Electron shell (against a stand-in electron module)', () => {
  it('sandboxes every renderer and opens one locked-down window, shown on ready-to-show', () => {
    expect(rec.sandboxEnabled).toBe(true);
    expect(rec.windows).toHaveLength(1);
    const win = rec.windows[0]!;
    expect(win.options.show).toBe(false);
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      preload: path.join(base, 'dev', 'electron', 'preload.cjs'),
    });
    expect(win.loaded).toBe(appUrl);
    expect(win.shown).toBe(false);
    win.onceListener('ready-to-show')?.();
    expect(win.shown).toBe(true);
  });

  it('shows the page from app://ryozen, never file://, registered as a privileged scheme before ready', async () => {
    expect(rec.windows[0]!.loaded).toBe('app://ryozen/index.html');
    expect(rec.schemesRegisteredBeforeReady).toBe(true);
    expect(rec.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const handler = rec.protocolHandlers.get('app');
    expect(handler).toBeDefined();
    const page = await handler!({ url: appUrl, method: 'GET' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Ryozen dev</title>');
    expect(page.headers.get('content-security-policy')).toBe(ELECTRON_CONTENT_SECURITY_POLICY);
    expect((await handler!({ url: 'app://ryozen/../userData/x', method: 'GET' })).status).not.toBe(200);
  });

  it('keeps DevTools and the default menu for a developer run only', () => {
    expect(rec.windows[0]!.options.webPreferences).toMatchObject({ devTools: true });
    expect(rec.applicationMenu).toBeUndefined();
    expect(packaged.windows[0]!.options.webPreferences).toMatchObject({ devTools: false });
    expect(packaged.applicationMenu).toBeNull();
    expect(packaged.windows[0]!.loaded).toBe('app://ryozen/index.html');
  });

  it('sets the CSP header and denies every permission', () => {
    let headers: Record<string, string[]> = {};
    rec.headersHook?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r: { responseHeaders: Record<string, string[]> }) => (headers = r.responseHeaders));
    expect(headers['Content-Security-Policy']).toEqual([ELECTRON_CONTENT_SECURITY_POLICY]);
    expect(headers['Content-Security-Policy']![0]).toContain("connect-src 'self';");
    expect(headers['Content-Type']).toEqual(['text/html']);
    let granted: boolean | null = null;
    rec.permissionRequest?.({}, 'media', (ok: boolean) => (granted = ok));
    expect(granted).toBe(false);
    expect(rec.permissionCheck?.({}, 'geolocation', 'file://', {})).toBe(false);
  });

  it('refuses navigation away from the app page, new windows and webviews', () => {
    const contents = rec.windows[0]!.webContents;
    const nav = (url: string) => {
      let prevented = false;
      contents.emit('will-navigate', { preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(nav('https://evil.example/')).toBe(true);
    expect(nav('file:///etc/passwd')).toBe(true);
    expect(nav('file://' + path.join(base, 'dev', 'renderer', 'index.html'))).toBe(true);
    expect(nav('app://elsewhere/index.html')).toBe(true);
    expect(nav(appUrl + '#menu')).toBe(false);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    let webviewPrevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
    expect(webviewPrevented).toBe(true);
  });

  it('registers one IPC handler per channel, each behind the guard', async () => {
    expect([...rec.handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
    const win = rec.windows[0]!;
    const ours = { sender: win.webContents, senderFrame: { url: appUrl, parent: null } };
    const config = { seats: [{ clan: 'crane', controller: 'human' }, { clan: 'koi', controller: 'human' }], mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false };
    const started = await rec.handlers.get('game:new')!(ours, { config, seed: 3 });
    expect(started).toMatchObject({ ok: true, result: { seats: 2 } });

    const foreignFrame = { sender: win.webContents, senderFrame: { url: 'https://evil.example/', parent: null } };
    expect(await rec.handlers.get('game:view')!(foreignFrame, { seat: 0 })).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const subFrame = { sender: win.webContents, senderFrame: { url: appUrl, parent: {} } };
    expect(await rec.handlers.get('game:view')!(subFrame, { seat: 0 })).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const otherContents = { sender: new FakeContents(), senderFrame: { url: appUrl, parent: null } };
    expect(await rec.handlers.get('game:view')!(otherContents, { seat: 0 })).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(await rec.handlers.get('game:view')!(ours, { seat: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await rec.handlers.get('game:view')!(ours, { seat: 0 })).toMatchObject({ ok: true });
  });

  it("sends the game driver's events to the app window on the event channel, and the preload hands each to the page's listener", async () => {
    const win = rec.windows[0]!;
    const preload = runPreload(preloadCode);
    win.webContents.deliver = preload.receive;
    const api = preload.exposed.get('ryozen') as { onEvent(fn: (...args: unknown[]) => void): () => void };
    const heard: unknown[][] = [];
    const stop = api.onEvent((...args) => heard.push(args));
    const sentBefore = win.webContents.sent.length;

    const ours = { sender: win.webContents, senderFrame: { url: appUrl, parent: null } };
    const config = { seats: [{ clan: 'crane', controller: 'human' }, { clan: 'koi', controller: 'human' }], mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false };
    expect(await rec.handlers.get('game:new')!(ours, { config, seed: 4 })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the driver pushes the new game's events after the reply

    const sent = win.webContents.sent.slice(sentBefore);
    expect(new Set(sent.map(([channel]) => channel))).toEqual(new Set([GAME_EVENT_CHANNEL]));
    // The new game's view and log, and the desktop's invite status for its seats (all at this screen).
    expect(sent.map(([, e]) => (e as GameEvent).type).sort()).toEqual(['log', 'seats', 'view']);
    // The listener gets the event alone: never Electron's IpcRendererEvent (its sender is ipcRenderer).
    expect(heard).toEqual(sent.map(([, e]) => [e]));

    stop();
    preload.receive(GAME_EVENT_CHANNEL, { type: 'thinking', seat: null, fraction: 0 });
    expect(heard).toHaveLength(sent.length);
    win.webContents.deliver = null;
  });

  it('exposes a frozen window.ryozen: one function per channel that sends only the payload, and onEvent', async () => {
    const preload = runPreload(preloadCode);
    expect([...preload.exposed.keys()]).toEqual(['ryozen']);
    const api = preload.exposed.get('ryozen') as Record<string, (input?: unknown) => unknown>;
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual([...CHANNEL_NAMES, 'onEvent'].sort());
    expect(Object.keys(api)).not.toContain('bot:move');
    await api['game:view']!({ seat: 0 });
    expect(preload.invoked).toEqual([['game:view', { seat: 0 }]]);
    expect(() => api.onEvent!('not a function')).toThrow(/function/);
    expect(preload.listeners.get(GAME_EVENT_CHANNEL) ?? []).toHaveLength(0);
  });

  it('saves into RYOZEN_DATA_DIR', async () => {
    const win = rec.windows[0]!;
    const ours = { sender: win.webContents, senderFrame: { url: appUrl, parent: null } };
    expect(await rec.handlers.get('game:save')!(ours, { name: 'shell test' })).toMatchObject({ ok: true });
    const list = (await rec.handlers.get('game:list')!(ours, {})) as { ok: boolean; result: { saves: { name: string }[] } };
    expect(list.result.saves.map((s) => s.name)).toEqual(['shell test']);
  });

  it('answers concurrent calls as the web host does: a game started while a save is written waits for it, the view does not wait', async () => {
    const win = rec.windows[0]!;
    const ours = { sender: win.webContents, senderFrame: { url: appUrl, parent: null } };
    const config = { seats: [{ clan: 'crane', controller: 'human' }, { clan: 'koi', controller: 'human' }], mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false };
    const answered: string[] = [];
    // ipcMain calls each handler as its message arrives, without waiting for the one before.
    const calls = [
      ['game:save', { name: 'before the new game' }],
      ['game:new', { config, seed: 5 }],
      ['game:view', {}],
    ].map(([name, payload]) => (rec.handlers.get(name as string)!(ours, payload) as Promise<{ ok: boolean }>).then((reply) => answered.push(`${name as string} ${reply.ok}`)));
    await Promise.all(calls);
    expect(answered).toEqual(['game:view true', 'game:save true', 'game:new true']);
  });
});
