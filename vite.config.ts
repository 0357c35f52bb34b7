// Builds the renderer (src/renderer) into dist/renderer. Relative asset paths
// (base './') so the same build loads from the Electron shell's app://ryozen/
// and from the web host at http://127.0.0.1:PORT/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * index.html carries the app's strict CSP <meta>. The dev server (vite serve)
 * injects inline scripts for hot reload that this CSP forbids, so the meta is
 * dropped in dev only; production builds keep it.
 */
function devWithoutCspMeta(): Plugin {
  return {
    name: 'ryozen:dev-without-csp-meta',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, ''),
  };
}

export default defineConfig({
  root: path.join(root, 'src/renderer'),
  base: './',
  publicDir: false,
  plugins: [react(), devWithoutCspMeta()],
  build: {
    outDir: path.join(root, 'dist/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunks index.html loads at start and which come later
    // (bench/first-download.ts reads it to measure the first download, e2e/first-download.spec.ts to name the chunks).
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', strictPort: false },
});
