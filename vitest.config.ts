import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    setupFiles: ['tests/setup/all-languages.ts'],
    // Forks isolate heavy fuzz / simulation tests; they may take a while.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // In CI a JSON report as well, which .ci/run sums into one closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'dist/test-reports/vitest.json' },
  },
});
