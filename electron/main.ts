// The Electron shell, kept thin: app lifecycle, one locked-down window, IPC
// wired from the channel table (src/main/contract/channel-table.ts), and the game driver's
// events forwarded to that window (src/shared/events.ts). All game logic lives
// in src/main (services, driver) and src/engine (rules); this file only
// connects them.
//
// Built by `npm run build:electron` (esbuild) to dist/electron/main.cjs.
import path from 'node:path';
import { BrowserWindow, Menu, app, ipcMain, protocol, session as electronSession, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { ApiContext } from '../src/main/contract/channel-table.js';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, isAppOrigin } from '../src/main/transport/app-protocol.js';
import { createAppContext } from '../src/main/app-context.js';
import { CHANNEL_NAMES } from '../src/shared/channel-names.js';
import { GAME_EVENT_CHANNEL } from '../src/shared/events.js';
import { ELECTRON_CONTENT_SECURITY_POLICY } from '../src/main/transport/csp.js';
import type { AppContext } from '../src/main/app-context.js';
import { ensureDataDir } from '../src/main/paths.js';

// dist/electron/main.cjs -> dist/renderer, served as app://ryozen/ (src/main/transport/app-protocol.ts)
const RENDERER_DIR = path.join(__dirname, '..', 'renderer');
const PRELOAD = path.join(__dirname, 'preload.cjs');
const DEV_SERVER_URL = !app.isPackaged ? process.env.VITE_DEV_SERVER_URL : undefined;
/** The one URL our window may show; IPC is accepted only from it. */
const APP_URL = DEV_SERVER_URL ?? APP_ENTRY_URL;

// Sandbox every renderer, whatever a window's options say.
app.enableSandbox();
// Privileges can only be given before the app is ready.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
}

let mainWindow: BrowserWindow | null = null;

/** Navigation stays on our origin: app://ryozen, or the dev server's when one is used. */
function isOwnPage(url: string): boolean {
  if (!DEV_SERVER_URL) return isAppOrigin(url);
  try {
    return new URL(url).origin === new URL(DEV_SERVER_URL).origin;
  } catch {
    return false;
  }
}

function lockDownSession(): void {
  const ses = electronSession.defaultSession;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [ELECTRON_CONTENT_SECURITY_POLICY],
        'X-Content-Type-Options': ['nosniff'],
      },
    });
  });
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
}

function lockDownContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isOwnPage(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isOwnPage(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

function wireIpc(ctx: AppContext): void {
  // ipcMain runs handlers concurrently: the gate puts the calls that change the game in one line, as the web host does
  // (and the seats played on other devices call through it too).
  const gate = ctx.gate;
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(name, (event: IpcMainInvokeEvent, payload: unknown) => {
      const frame = event.senderFrame;
      const fromOurWindow = mainWindow !== null && event.sender === mainWindow.webContents;
      return gate.call(name, payload, {
        kind: 'electron',
        frameUrl: frame?.url ?? null,
        mainFrame: fromOurWindow && frame !== null && frame.parent === null,
        appUrl: APP_URL,
      });
    });
  }
}

/** The driver's events go to our window only, never to another webContents. */
function forwardEvents(ctx: ApiContext): void {
  ctx.driver.subscribe((event) => {
    const contents = mainWindow?.webContents;
    if (contents && !contents.isDestroyed()) contents.send(GAME_EVENT_CHANNEL, event);
  });
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'Ryozen',
    backgroundColor: '#1b2028',
    autoHideMenuBar: true,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      // A player's copy has no use for DevTools; a developer's unpackaged run keeps them.
      devTools: !app.isPackaged,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  void win.loadURL(APP_URL);
  return win;
}

app.on('web-contents-created', (_event, contents) => lockDownContents(contents));

app.on('second-instance', () => {
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  // The default menu carries Reload and Toggle DevTools; the game has its own menus.
  if (app.isPackaged) Menu.setApplicationMenu(null);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(RENDERER_DIR));
  const dataDir = ensureDataDir({ electronUserData: app.getPath('userData') });
  // rendererDir: the seats on other devices are served the same renderer over http (src/main/transport/seat-listener.ts).
  const ctx = createAppContext({ dataDir, appVersion: app.getVersion(), botWorkerUrl: path.join(__dirname, 'bot-worker.cjs'), saveWorkerUrl: path.join(__dirname, 'save-worker.cjs'), rendererDir: RENDERER_DIR });
  // Nothing keeps listening on the network once the app quits.
  app.on('will-quit', () => void ctx.invites?.stop());
  lockDownSession();
  wireIpc(ctx);
  forwardEvents(ctx);
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});
