// What counts as the first download (render.bundleGzipKB): what index.html
// loads, every chunk those import statically, and the start language's
// messages; never a chunk only imported dynamically (another language, the
// QR encoder, a screen opened now and then).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstDownloadFiles, tableFiles, type Manifest } from './first-download.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built renderer: index.html naming the entry, one preload and the stylesheet; the manifest; every file it names. */
function build(manifest: Manifest): string {
  dir = mkdtempSync(path.join(tmpdir(), 'ryozen-first-download-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" crossorigin src="./assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="./assets/shared.js">\n<link rel="stylesheet" crossorigin href="./assets/index.css">');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) for (const f of [chunk.file, ...(chunk.css ?? [])]) writeFileSync(path.join(dir, f), `/* ${f} */ ${'x'.repeat(2000)}`);
  return dir;
}

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['../shared/i18n/catalogs/en.ts', '../shared/i18n/catalogs/de.ts', 'ui/InvitePanel.tsx', 'scene/TableCanvas.tsx'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '../shared/i18n/catalogs/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
  '../shared/i18n/catalogs/de.ts': { file: 'assets/de.js', isDynamicEntry: true },
  'ui/InvitePanel.tsx': { file: 'assets/InvitePanel.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['node_modules/qrcode/lib/browser.js'] },
  'node_modules/qrcode/lib/browser.js': { file: 'assets/browser.js', isDynamicEntry: true },
  'scene/TableCanvas.tsx': { file: 'assets/TableCanvas.js', isDynamicEntry: true, imports: ['_shared.js', '_three.js'] },
  '_three.js': { file: 'assets/three.js' },
};

describe('the first download', () => {
  it('holds the entry, its static imports however deep, its stylesheet and the start language, nothing loaded later', () => {
    const renderer = build(MANIFEST);
    expect(firstDownloadFiles(renderer)).toEqual(['assets/en.js', 'assets/index.css', 'assets/index.js', 'assets/runtime.js', 'assets/shared.js']);
    expect(firstDownloadFiles(renderer, 'de')).toContain('assets/de.js');
    expect(firstDownloadFiles(renderer, 'de')).not.toContain('assets/en.js');
  });

  it('counts the 3D table apart, without what the first download already holds', () => {
    expect(tableFiles(build(MANIFEST))).toEqual(['assets/TableCanvas.js', 'assets/three.js']);
  });
});
