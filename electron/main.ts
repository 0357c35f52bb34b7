// The Electron shell, kept thin: app lifecycle, one locked-down window, and
// IPC wired from the channel table (src/main/api.ts). All game logic lives in
// src/main (services) and src/engine (rules); this file only connects them.
//
// Built by `npm run build:electron` (esbuild) to dist/electron/main.cjs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, app, ipcMain, session as electronSession, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { channels, type ApiContext, type ChannelTable } from '../src/main/api.js';
import { createAppContext } from '../src/main/context.js';
import { CHANNEL_NAMES } from '../src/main/channel-names.js';
import { CONTENT_SECURITY_POLICY } from '../src/main/csp.js';
import { dispatch } from '../src/main/ipc-guard.js';
import { ensureDataDir } from '../src/main/paths.js';

// dist/electron/main.cjs -> dist/renderer/index.html
const RENDERER_INDEX = path.join(__dirname, '..', 'renderer', 'index.html');
const PRELOAD = path.join(__dirname, 'preload.cjs');
const DEV_SERVER_URL = !app.isPackaged ? process.env.VITE_DEV_SERVER_URL : undefined;
/** The one URL our window may show; IPC is accepted only from it. */
const APP_URL = DEV_SERVER_URL ?? pathToFileURL(RENDERER_INDEX).href;

// Sandbox every renderer, whatever a window's options say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
}

let mainWindow: BrowserWindow | null = null;

function isOwnPage(url: string): boolean {
  try {
    const u = new URL(url);
    const a = new URL(APP_URL);
    return a.protocol === 'file:' ? u.protocol === 'file:' && u.pathname === a.pathname : u.origin === a.origin;
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
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
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

function wireIpc(ctx: ApiContext): void {
  for (const name of CHANNEL_NAMES) {
    ipcMain.handle(name, (event: IpcMainInvokeEvent, payload: unknown) => {
      const frame = event.senderFrame;
      const fromOurWindow = mainWindow !== null && event.sender === mainWindow.webContents;
      return dispatch(channels as ChannelTable, ctx, name, payload, {
        kind: 'electron',
        frameUrl: frame?.url ?? null,
        mainFrame: fromOurWindow && frame !== null && frame.parent === null,
        appUrl: APP_URL,
      });
    });
  }
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
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  if (DEV_SERVER_URL) void win.loadURL(DEV_SERVER_URL);
  else void win.loadFile(RENDERER_INDEX);
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
  const dataDir = ensureDataDir({ electronUserData: app.getPath('userData') });
  const ctx = createAppContext({ dataDir, appVersion: app.getVersion(), botWorkerUrl: path.join(__dirname, 'bot-worker.cjs') });
  lockDownSession();
  wireIpc(ctx);
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});
