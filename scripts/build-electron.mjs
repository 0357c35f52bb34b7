// Bundles the Electron shell: electron/main.ts and electron/preload.ts to
// dist/electron/main.cjs and preload.cjs (CommonJS, Node platform, electron external),
// and the bot and save-listing worker threads to dist/electron/bot-worker.cjs and save-worker.cjs.
// The preload runs sandboxed, so it must be a single file requiring only 'electron'.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24', // Electron 45 ships Node 24
  external: ['electron'],
  sourcemap: true,
  logLevel: 'warning',
  // The bot runner's dev-only default worker URL uses import.meta; the app passes the bundle's path instead.
  logOverride: { 'empty-import-meta': 'silent' },
};

await Promise.all([
  build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.cjs' }),
  build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs' }),
  // The computer players think in a worker thread of the main process (src/main/bots).
  build({ ...common, entryPoints: ['src/main/bots/worker.ts'], outfile: 'dist/electron/bot-worker.cjs' }),
  // Save files are read and checked (the saves list, loads, imports) in a worker thread too (src/main/saves/list-worker.ts).
  build({ ...common, entryPoints: ['src/main/saves/list-worker.ts'], outfile: 'dist/electron/save-worker.cjs' }),
]);
console.log('Built dist/electron/main.cjs, preload.cjs, bot-worker.cjs and save-worker.cjs');
