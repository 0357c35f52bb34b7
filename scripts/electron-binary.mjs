// Where the desktop shell's Electron executable is, without fetching it.
// Since Electron 45 `npm install` no longer downloads it (the electron package
// has no install script): it is fetched on first use, which a machine without
// access to GitHub's releases cannot do. Shared by `npm start` and the
// Electron launch test, which both need to know before they try.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** node_modules/electron of the project, or null when the package is not installed. */
export function electronPackageDir(projectDir) {
  try {
    return path.dirname(createRequire(path.join(projectDir, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The Electron executable, or null when it is not on disk. Follows the
 * electron package's own rules (path.txt names the executable inside dist/,
 * or inside ELECTRON_OVERRIDE_DIST_PATH when that is set) but never downloads.
 */
export function findElectronBinary(projectDir, env = process.env) {
  const pkgDir = electronPackageDir(projectDir);
  if (!pkgDir) return null;
  const pathFile = path.join(pkgDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const exe = env.ELECTRON_OVERRIDE_DIST_PATH ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, name || 'electron') : name ? path.join(pkgDir, 'dist', name) : null;
  return exe && existsSync(exe) ? exe : null;
}

/**
 * Runs the electron package's installer (what `npx install-electron` does).
 * Returns null on success, else the first line of why it failed.
 */
export function downloadElectronBinary(projectDir) {
  const pkgDir = electronPackageDir(projectDir);
  if (!pkgDir) return 'the electron package is not installed';
  const r = spawnSync(process.execPath, [path.join(pkgDir, 'install.js')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status === 0) return null;
  const firstLine = (r.stderr || r.stdout || r.error?.message || '').split('\n').find((l) => l.trim()) ?? '';
  return firstLine.trim() || `exit code ${r.status}`;
}

/** Where a failed fetch is remembered, so the next starts neither fetch again nor say "first start only". */
export function fetchFailureFile(projectDir) {
  return path.join(projectDir, '.cache', 'electron-fetch-failed.txt');
}

/** Why an earlier start could not fetch Electron's binary, or null when none tried and failed. */
export function earlierFetchFailure(projectDir) {
  try {
    return readFileSync(fetchFailureFile(projectDir), 'utf8').trim() || 'unknown reason';
  } catch {
    return null;
  }
}

/** Remembers how the fetch went: why it failed, or nothing once it worked. */
export function rememberFetch(projectDir, failure) {
  const file = fetchFailureFile(projectDir);
  try {
    if (failure === null) rmSync(file, { force: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${failure}\n`);
    }
  } catch {
    // Only a hint for the next start: not worth stopping this one.
  }
}
