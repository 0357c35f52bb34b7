// What a player's browser downloads before the first screen, read from the
// built renderer: the files index.html loads (the entry script, the chunks it
// modulepreloads, the stylesheet), every chunk those import statically, and
// the start language's messages, which main.tsx awaits before drawing
// anything. Chunks imported later (other languages, the screens opened now
// and then, the QR encoder, the 3D table once the first screen is up) are not
// in it. Used by the bench (render.bundleGzipKB) and its test.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's .vite/manifest.json: each source module that became a chunk, by its path from src/renderer. */
export type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

export function readManifest(rendererDir: string): Manifest {
  const file = path.join(rendererDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the renderer with \`npm run build:renderer\` (vite.config.ts asks for the manifest)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest key of the chunk made from the source file ending in `suffix` (e.g. 'i18n/catalogs/de.ts'). */
export function chunkKey(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk of the renderer comes from …${suffix}`);
  return key;
}

/** The files of chunk `key` and of every chunk it imports statically, with their stylesheets. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest names ${k} but has no such chunk`);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return into;
}

/** The asset files index.html names itself (script, modulepreload, stylesheet), relative to the renderer folder. */
export function filesNamedByHtml(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
}

/** Every file of the first download, relative to the renderer folder, for a player who starts in `locale`. */
export function firstDownloadFiles(rendererDir: string, locale = 'en'): string[] {
  const manifest = readManifest(rendererDir);
  const files = new Set(filesNamedByHtml(readFileSync(path.join(rendererDir, 'index.html'), 'utf8')));
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, files);
  staticClosure(manifest, chunkKey(manifest, `i18n/catalogs/${locale}.ts`), files);
  return [...files].sort();
}

/** Files of the 3D table's code (TableCanvas and what it imports) that the first download does not already hold. */
export function tableFiles(rendererDir: string): string[] {
  const manifest = readManifest(rendererDir);
  const first = new Set(firstDownloadFiles(rendererDir));
  return [...staticClosure(manifest, chunkKey(manifest, 'scene/TableCanvas.tsx'))].filter((f) => !first.has(f)).sort();
}

/** The files' size gzipped, in kB to a tenth (each file gzipped on its own, as a server would send it). */
export function gzipKB(rendererDir: string, files: readonly string[]): number {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(rendererDir, f))).length;
  return Math.round(bytes / 102.4) / 10;
}
