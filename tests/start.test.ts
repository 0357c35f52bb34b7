// `npm start`, the README's play command (scripts/start.mjs): the desktop
// window where Electron's binary is on disk, else one line saying so and the
// browser edition, whose address then answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { earlierFetchFailure, findElectronBinary, rememberFetch } from '../scripts/electron-binary.mjs';
import { NO_DISPLAY_NOTICE, NO_ELECTRON_NOTICE, chooseEdition, parseStartArgs, shouldFetchElectron } from '../scripts/start-plan.mjs';

const root = process.cwd();
const scratch = mkdtempSync(path.join(tmpdir(), 'ryozen-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('which edition npm start opens', () => {
  const display = { DISPLAY: ':0' };

  it('the desktop window when Electron is installed and there is a display', () => {
    expect(chooseEdition({ binary: '/x/electron', env: display, platform: 'linux', browser: false })).toEqual({ edition: 'desktop', binary: '/x/electron' });
    expect(chooseEdition({ binary: 'C:\\e\\electron.exe', env: {}, platform: 'win32', browser: false })).toMatchObject({ edition: 'desktop' });
  });

  it('the browser edition, said in one line, when Electron is missing', () => {
    const plan = chooseEdition({ binary: null, env: display, platform: 'linux', browser: false });
    expect(plan).toEqual({ edition: 'browser', notice: NO_ELECTRON_NOTICE });
    expect(NO_ELECTRON_NOTICE).not.toContain('\n');
    expect(NO_ELECTRON_NOTICE).toMatch(/Electron.*not installed.*browser/);
    const failed = chooseEdition({ binary: null, env: display, platform: 'linux', browser: false, fetchFailure: 'getaddrinfo ENOTFOUND github.com' });
    expect(failed).toMatchObject({ edition: 'browser' });
    expect((failed as { notice: string }).notice).toMatch(/not installed on this machine \(fetching it failed: getaddrinfo ENOTFOUND github\.com\), so Ryozen opens in your browser/);
  });

  it('the browser edition when Linux has no display to show a window on', () => {
    expect(chooseEdition({ binary: '/x/electron', env: {}, platform: 'linux', browser: false })).toEqual({ edition: 'browser', notice: NO_DISPLAY_NOTICE });
    expect(chooseEdition({ binary: '/x/electron', env: { WAYLAND_DISPLAY: 'wayland-0' }, platform: 'linux', browser: false })).toMatchObject({ edition: 'desktop' });
  });

  it('the browser edition without a notice when asked for (--browser)', () => {
    expect(chooseEdition({ binary: '/x/electron', env: display, platform: 'linux', browser: true })).toEqual({ edition: 'browser', notice: null });
  });

  it('tries to fetch a missing Electron binary, unless told not to download it', () => {
    expect(shouldFetchElectron({ binary: null, env: {}, browser: false })).toBe(true);
    expect(shouldFetchElectron({ binary: null, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, browser: false })).toBe(false);
    expect(shouldFetchElectron({ binary: '/x/electron', env: {}, browser: false })).toBe(false);
    expect(shouldFetchElectron({ binary: null, env: {}, browser: true })).toBe(false);
  });

  it('fetches on the first start only: after a failed fetch, later starts open the browser edition and say how to try again', () => {
    expect(shouldFetchElectron({ binary: null, env: {}, browser: false, earlierFailure: 'getaddrinfo ENOTFOUND github.com' })).toBe(false);
    const plan = chooseEdition({ binary: null, env: { DISPLAY: ':0' }, platform: 'linux', browser: false, earlierFailure: 'getaddrinfo ENOTFOUND github.com' });
    expect(plan).toMatchObject({ edition: 'browser' });
    expect(plan.edition === 'browser' ? plan.notice : '').toMatch(/failed on an earlier start: getaddrinfo ENOTFOUND github\.com; delete \.cache\/electron-fetch-failed\.txt to try again/);
  });

  it('remembers a failed fetch for the next start, and forgets it once a fetch worked', () => {
    const project = path.join(scratch, 'fetch-memory');
    expect(earlierFetchFailure(project)).toBeNull();
    rememberFetch(project, 'getaddrinfo ENOTFOUND github.com');
    expect(earlierFetchFailure(project)).toBe('getaddrinfo ENOTFOUND github.com');
    rememberFetch(project, null);
    expect(earlierFetchFailure(project)).toBeNull();
  });

  it('refuses an unknown option with the usage line', () => {
    expect(parseStartArgs([])).toEqual({ build: true, browser: false, hostArgs: [] });
    expect(parseStartArgs(['--no-build', '--browser', '--port', '8080'])).toEqual({ build: false, browser: true, hostArgs: ['--port', '8080'] });
    expect(parseStartArgs(['--port=0']).hostArgs).toEqual(['--port=0']);
    expect(() => parseStartArgs(['--prot', '8080'])).toThrow(/Unknown option "--prot"\. Usage: npm start/);
    expect(() => parseStartArgs(['--port', 'x'])).toThrow(/Unknown option "--port"/);
  });
});

describe('finding the Electron binary (never downloading it)', () => {
  const project = path.join(scratch, 'project');
  const pkg = path.join(project, 'node_modules', 'electron');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{"name":"p"}');
  writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron","version":"45.4.1","main":"index.js"}');
  writeFileSync(path.join(pkg, 'index.js'), 'throw new Error("must not be required: it downloads");');

  it('is null when the package is there but its binary was never fetched', () => {
    expect(findElectronBinary(project, {})).toBeNull();
    writeFileSync(path.join(pkg, 'path.txt'), 'electron');
    expect(findElectronBinary(project, {})).toBeNull(); // path.txt names a file that is not there
  });

  it('is the executable path.txt names once it is on disk, or under ELECTRON_OVERRIDE_DIST_PATH', () => {
    writeFileSync(path.join(pkg, 'path.txt'), 'electron');
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    writeFileSync(path.join(pkg, 'dist', 'electron'), '');
    expect(findElectronBinary(project, {})).toBe(path.join(pkg, 'dist', 'electron'));
    const override = path.join(scratch, 'override');
    mkdirSync(override, { recursive: true });
    expect(findElectronBinary(project, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBeNull();
    writeFileSync(path.join(override, 'electron'), '');
    expect(findElectronBinary(project, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBe(path.join(override, 'electron'));
  });

  it('is null when electron is not installed at all', () => {
    const bare = path.join(scratch, 'bare');
    mkdirSync(bare, { recursive: true });
    writeFileSync(path.join(bare, 'package.json'), '{"name":"bare"}');
    expect(findElectronBinary(bare, {})).toBeNull();
  });
});

describe('npm start on a machine without Electron', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    // The script runs the web host as its child: end the whole group we started.
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  });

  it('says so in one line, then starts the browser edition, whose address answers', async () => {
    const noElectron = path.join(scratch, 'no-electron');
    mkdirSync(noElectron, { recursive: true });
    // dist/ is reused when built; else the script builds first, as it does for a player.
    const built = existsSync(path.join(root, 'dist', 'renderer', 'index.html'));
    child = spawn(process.execPath, ['scripts/start.mjs', ...(built ? ['--no-build'] : []), '--port', '0'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Electron's own override: its binary is looked for in an empty folder, so it is "not installed".
        ELECTRON_OVERRIDE_DIST_PATH: noElectron,
        ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
        RYOZEN_DATA_DIR: path.join(scratch, 'data'),
      },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const lines: string[] = [];
    const address = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child!.stdout! });
      rl.on('line', (line) => {
        lines.push(line);
        const m = /^Ryozen is ready: (http:\/\/127\.0\.0\.1:\d+\/\S*)$/.exec(line);
        if (m) resolve(m[1]!);
      });
      child!.on('exit', (code) => reject(new Error(`npm start ended (code ${code}) before printing an address:\n${lines.join('\n')}\n${stderr}`)));
    });

    expect(lines.filter((l) => l === NO_ELECTRON_NOTICE)).toHaveLength(1);
    const ready = lines.findIndex((l) => l.startsWith('Ryozen is ready: '));
    expect(lines[ready - 1]).toBe(NO_ELECTRON_NOTICE);
    const res = await fetch(address);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');

    const exited = new Promise((r) => child!.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  });
});

describe('npm install', () => {
  it('does not need to reach Electron\'s download site: the locked electron package has no install script', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };
    const electron = lock.packages['node_modules/electron'];
    expect(electron?.version).toBeDefined();
    expect(electron?.hasInstallScript).not.toBe(true);
  });
});
