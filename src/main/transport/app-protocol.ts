// The Electron shell serves the built renderer from its own scheme,
// app://ryozen/, instead of file://. A file:// page shares its "origin" with
// every other file on the disk; app://ryozen is one origin holding only
// dist/renderer, so the CSP's 'self', the navigation guard and the IPC sender
// check all mean "our page" and nothing else.
//
// Plain Node (no electron import), so the URL -> file logic runs in tests;
// electron/main.ts registers the scheme and hands requests to the handler.
import { promises as fsp } from 'node:fs';
import { ELECTRON_CONTENT_SECURITY_POLICY } from './csp.js';
import { findStaticFile } from './static-files.js';

export const APP_SCHEME = 'app';
export const APP_HOST = 'ryozen';
/** The page the window opens: the only URL IPC is accepted from. */
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before the app is ready. standard: relative URLs and a real
 * origin (what Vite's relative asset paths need); secure: treated like https;
 * supportFetchAPI: the 3D models and fonts are fetched.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

const HEADERS = {
  'Content-Security-Policy': ELECTRON_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

/** Whether url is on the app's own origin (Node gives custom schemes no URL.origin, so host and scheme are compared). */
export function isAppOrigin(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

export interface AppRequest {
  url: string;
  method: string;
}

const REASONS: Record<number, string> = { 403: 'Forbidden.', 404: 'Not found.', 405: 'Method not allowed.' };

function refuse(status: 403 | 404 | 405): Response {
  return new Response(REASONS[status], { status, headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** A protocol.handle handler serving rendererDir at app://ryozen/. */
export function createAppProtocolHandler(rendererDir: string): (request: AppRequest) => Promise<Response> {
  let realRoot: Promise<string | null> | null = null;
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405);
    if (!isAppOrigin(request.url)) return refuse(404);
    realRoot ??= fsp.realpath(rendererDir).catch(() => null);
    const root = await realRoot;
    if (!root) return refuse(404);
    // pathname keeps percent-escapes; the lookup decodes and checks them once.
    const found = await findStaticFile(root, new URL(request.url).pathname);
    if (found.status !== 200) return refuse(found.status);
    const headers = { ...HEADERS, 'Content-Type': found.type, 'Content-Length': String(found.size) };
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(await fsp.readFile(found.file), { status: 200, headers });
  };
}
