// Where Ryozen keeps its files (saves, campaigns, settings).
//   1. RYOZEN_DATA_DIR when set (tests, the web host, portable installs),
//   2. else, in Electron, the app's userData folder (electron/main.ts passes it in),
//   3. else (web host, CLI) the platform's usual per-user data folder + "Ryozen".
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export interface DataDirOptions {
  env?: NodeJS.ProcessEnv;
  /** Electron's app.getPath('userData'), when running inside Electron. */
  electronUserData?: string;
  platform?: NodeJS.Platform;
  home?: string;
}

/** The data folder, as an absolute path (not created). */
export function resolveDataDir(opts: DataDirOptions = {}): string {
  const env = opts.env ?? process.env;
  const fromEnv = env.RYOZEN_DATA_DIR?.trim();
  if (fromEnv) return path.resolve(fromEnv);
  if (opts.electronUserData) return path.resolve(opts.electronUserData);
  return defaultDataDir(opts.platform ?? process.platform, opts.home ?? homedir(), env);
}

/** The per-user data folder outside Electron (matches where Electron's userData would be). */
export function defaultDataDir(platform: NodeJS.Platform, home: string, env: NodeJS.ProcessEnv = {}): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA || path.win32.join(home, 'AppData', 'Roaming'), 'Ryozen');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'Ryozen');
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), 'Ryozen');
}

/** Resolves and creates the data folder. */
export function ensureDataDir(opts: DataDirOptions = {}): string {
  const dir = resolveDataDir(opts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The folder inside the data dir that holds saves. */
export function savesDir(dataDir: string): string {
  return path.join(dataDir, 'saves');
}
