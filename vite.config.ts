// Builds the renderer (src/renderer) into dist/renderer. Relative asset paths
// (base './') so the same build loads from the Electron shell's app://ryozen/
// and from the web host at http://127.0.0.1:PORT/.
import { readFileSync } from 'node:fs';
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

/**
 * Fontsource's CSS names a woff2 file and a woff fallback for every chunk.
 * Electron's Chromium and every browser the web host serves read woff2, so
 * the woff files would only weigh on the build and the installer: the
 * fallbacks are dropped and only the woff2 files are emitted.
 */
function fontsourceWoff2Only(): Plugin {
  return {
    name: 'ryozen:fontsource-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, ''), map: null };
    },
  };
}

/** The shipped fonts' licence (the SIL OFL asks that it travel with the fonts): one text per font package, beside the fonts. */
const SHIPPED_FONT_PACKAGES = ['noto-sans-jp', 'noto-sans-sc'];
function fontLicences(): Plugin {
  return {
    name: 'ryozen:font-licences',
    apply: 'build',
    generateBundle() {
      for (const name of SHIPPED_FONT_PACKAGES) {
        const source = readFileSync(path.join(root, 'node_modules/@fontsource', name, 'LICENSE'), 'utf8');
        this.emitFile({ type: 'asset', fileName: `assets/${name}-OFL.txt`, source });
      }
    },
  };
}

/** The CSP allows fonts from the app itself only (no data: URLs): fonts are never inlined, whatever their size. */
const neverInlineFonts = (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined);

export default defineConfig({
  root: path.join(root, 'src/renderer'),
  base: './',
  publicDir: false,
  plugins: [react(), devWithoutCspMeta(), fontsourceWoff2Only(), fontLicences()],
  build: {
    outDir: path.join(root, 'dist/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunks index.html loads at start and which come later
    // (bench/first-download.ts reads it to measure the first download, e2e/first-download.spec.ts to name the chunks).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    assetsInlineLimit: neverInlineFonts,
  },
  server: { host: '127.0.0.1', strictPort: false },
});
