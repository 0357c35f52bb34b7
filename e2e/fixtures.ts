// A web host per test worker: started in-process on a free port with a fresh
// temporary data folder, serving the built renderer (dist/renderer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startWebHost, type WebHost } from '../src/main/web-host.js';

export const test = base.extend<object, { host: WebHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture signature
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-e2e-'));
      const host = await startWebHost({ port: 0, dataDir, rendererDir: path.resolve('dist/renderer') });
      await use(host);
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
