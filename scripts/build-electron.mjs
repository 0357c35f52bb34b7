// Bundles the Electron shell: electron/main.ts and electron/preload.ts to
// dist/electron/main.cjs and preload.cjs (CommonJS, Node platform, electron external).
// The preload runs sandboxed, so it must be a single file requiring only 'electron'.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22', // Electron 38 ships Node 22
  external: ['electron'],
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.cjs' }),
  build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs' }),
]);
console.log('Built dist/electron/main.cjs and dist/electron/preload.cjs');
