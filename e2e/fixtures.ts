// A web host per test worker: started in-process on a free port with a fresh
// temporary data folder, serving the built renderer (dist/renderer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startWebHost, type WebHost } from '../src/main/web-host.js';

/**
 * A fixture body that starts a web host with a data folder of its own
 * (`ryozen-e2e-<label>-...`) and removes both afterwards. `botPauseMs: 0`
 * plays computer moves without the pause a watching player needs. `lanHost`
 * lets seats join from other devices (the invite listener; tests: 127.0.0.2).
 */
export function ownHost(label: string, options: { botPauseMs?: number; lanHost?: string | null } = {}) {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture signature
  return async ({}, use: (host: WebHost) => Promise<void>): Promise<void> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `ryozen-e2e-${label}-`));
    const host = await startWebHost({ port: 0, dataDir, rendererDir: path.resolve('dist/renderer'), ...options });
    await use(host);
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

export const test = base.extend<object, { host: WebHost }>({
  host: [ownHost('shared'), { scope: 'worker' }],
});

export { expect } from '@playwright/test';
