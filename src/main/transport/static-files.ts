// Finding a file of the built renderer for a URL path, shared by the two ways
// the renderer is served: the web host (http://127.0.0.1) and the Electron
// shell's app:// protocol. A path that would leave the renderer folder, by
// '..', an encoded separator or a symlink pointing outside, is refused.
import { promises as fsp } from 'node:fs';
import path from 'node:path';

export const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ktx2': 'image/ktx2',
};

/** The Content-Type for a file name; unknown kinds are sent as opaque bytes (never sniffed: nosniff is set). */
export function mimeFor(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a URL path to a file inside root, or null if it would leave root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Browsers resolve dot segments before sending, so any '..' here is an attack.
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  const rel = path.posix.normalize('/' + decoded).replace(/^\/+/, '');
  const full = path.resolve(root, rel);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

export type StaticLookup =
  | { status: 200; file: string; size: number; type: string }
  | { status: 403 | 404 };

/**
 * The file to send for urlPath under realRoot (a folder's index.html for a
 * folder). realRoot must already be a real path (fs.realpath), so that a
 * symlink inside it is followed only when it stays inside.
 */
export async function findStaticFile(realRoot: string, urlPath: string): Promise<StaticLookup> {
  let file = resolveInside(realRoot, urlPath);
  if (!file) return { status: 403 };
  try {
    let st = await fsp.stat(file);
    if (st.isDirectory()) {
      file = path.join(file, 'index.html');
      st = await fsp.stat(file);
    }
    const real = await fsp.realpath(file);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return { status: 403 };
    if (!st.isFile()) return { status: 404 };
    return { status: 200, file: real, size: st.size, type: mimeFor(real) };
  } catch {
    return { status: 404 };
  }
}
