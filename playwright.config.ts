// Playwright: Chromium (Debian's /usr/bin/chromium, or
// PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) against the web host, plus the
// Electron launch test (skipped where the Electron binary is absent).
// The renderer must be built first: `npm run test:e2e` does `npm run build`.
import { defineConfig } from '@playwright/test';

export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // In CI a JSON report as well, which .ci/run sums into one closing line.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'dist/test-reports/playwright.json' }]] : [['list']],
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        // WebGL without a GPU: ANGLE on SwiftShader (software).
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        // The machine has no network beyond localhost: keep Chromium from calling home.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'web', testMatch: /(web|game|games|keyboard|saves|campaign|driver|a11y|board-first|settings|replay|asym-start|coach|layout|table-view|invite-panel|seat-client|phone-life|sound|first-download)\.spec\.ts$/ },
    { name: 'pov', testMatch: /pov\.spec\.ts$/ },
    // A game switched to Japanese and German on the 3D table (screenshots for docs/screenshots); the painted labels in every language.
    { name: 'languages', testMatch: /(languages|painted-labels)\.spec\.ts$/ },
    // A whole game with every seat on a phone of its own, each frame checked for secrets (issue 21).
    { name: 'devices', testMatch: /(devices|phone-seats)\.spec\.ts$/ },
    // Whole games clicked on the 3D canvas (SwiftShader frames: minutes, not seconds).
    { name: 'canvas', testMatch: /canvas-play\.spec\.ts$/ },
    { name: 'electron', testMatch: /electron\.spec\.ts$/ },
  ],
});
