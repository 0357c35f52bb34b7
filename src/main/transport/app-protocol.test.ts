// The desktop window's page, its scripts, 3D models and fonts come through
// the app:// handler: what the player's window receives for each URL.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, isAppOrigin } from './app-protocol.js';
import { CONTENT_SECURITY_POLICY_META, ELECTRON_CONTENT_SECURITY_POLICY } from './csp.js';
import { isAppUrl } from '../contract/ipc-guard.js';

let base: string;
let renderer: string;
let serve: ReturnType<typeof createAppProtocolHandler>;
const get = (url: string, method = 'GET') => serve({ url, method });

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'ryozen-app-protocol-'));
  renderer = path.join(base, 'renderer');
  mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
  writeFileSync(path.join(renderer, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(path.join(renderer, 'assets', 'board.glb'), Buffer.from([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0]));
  writeFileSync(path.join(renderer, 'assets', 'serif.woff2'), Buffer.from('wOF2'));
  writeFileSync(path.join(renderer, 'assets', 'notes.xyz'), 'x');
  writeFileSync(path.join(base, 'secret.txt'), 'not for the page');
  symlinkSync(path.join(base, 'secret.txt'), path.join(renderer, 'assets', 'leak.txt'));
  serve = createAppProtocolHandler(renderer);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the app:// protocol', () => {
  it('opens the page at app://ryozen/index.html, also for the bare origin', async () => {
    expect(APP_ENTRY_URL).toBe('app://ryozen/index.html');
    for (const url of [APP_ENTRY_URL, 'app://ryozen/', 'app://ryozen', 'app://ryozen/index.html?seat=1#menu']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Ryozen</title>');
    }
  });

  it('sends scripts, models and fonts with the types the page needs', async () => {
    const cases: [string, string][] = [
      ['assets/index-1.js', 'text/javascript; charset=utf-8'], // module scripts are refused under any other type
      ['assets/board.glb', 'model/gltf-binary'],
      ['assets/serif.woff2', 'font/woff2'],
      ['assets/notes.xyz', 'application/octet-stream'],
    ];
    for (const [file, type] of cases) {
      const res = await get(`app://ryozen/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync(path.join(renderer, file)));
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('app://ryozen/assets/board.glb', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('8');
    expect(await res.text()).toBe('');
  });

  it('puts the strict policy on every response: connections to its own origin only', async () => {
    for (const url of [APP_ENTRY_URL, 'app://ryozen/missing.js']) {
      const res = await get(url);
      expect(res.headers.get('content-security-policy')).toBe(ELECTRON_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(ELECTRON_CONTENT_SECURITY_POLICY).toContain("connect-src 'self';");
    expect(ELECTRON_CONTENT_SECURITY_POLICY).not.toContain('ws:');
    // Apart from connect-src it is the page's own policy (the <meta> in index.html).
    const rest = (p: string) => p.split('; ').filter((d) => !d.startsWith('connect-src') && !d.startsWith('frame-ancestors'));
    expect(rest(ELECTRON_CONTENT_SECURITY_POLICY)).toEqual(rest(CONTENT_SECURITY_POLICY_META));
  });

  it('says 404 for a file that is not there', async () => {
    expect((await get('app://ryozen/assets/nope.js')).status).toBe(404);
    expect((await get('app://ryozen/assets/')).status).toBe(404); // a folder without index.html
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const url of [
      'app://ryozen/%2e%2e/secret.txt',
      'app://ryozen/assets/%2E%2E/%2E%2E/secret.txt',
      'app://ryozen/..%2fsecret.txt',
      'app://ryozen/assets%5c..%5c..%5csecret.txt',
      'app://ryozen/assets/leak.txt', // a symlink pointing outside
      'app://ryozen/%00index.html',
      'app://ryozen/%E0%A4%A',
    ]) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.status);
      expect(await res.text()).not.toContain('not for the page');
    }
  });

  it('serves only its own host, and only reads', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
    expect((await get('app://ryozen:8080/index.html')).status).toBe(404);
    expect((await get('file:///index.html')).status).toBe(404);
    expect((await get(APP_ENTRY_URL, 'POST')).status).toBe(405);
  });

  it('says 404, not a crash, when the renderer is not built', async () => {
    const unbuilt = createAppProtocolHandler(path.join(base, 'no-such-dir'));
    expect((await unbuilt({ url: APP_ENTRY_URL, method: 'GET' })).status).toBe(404);
  });

  it('is registered as a standard, secure scheme that may be fetched (the models are fetched)', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true });
  });
});

describe('which pages count as the app', () => {
  it('our origin, and for IPC only our page', () => {
    expect(isAppOrigin('app://ryozen/index.html#x')).toBe(true);
    expect(isAppOrigin('app://other/index.html')).toBe(false);
    expect(isAppOrigin('file:///index.html')).toBe(false);
    expect(isAppOrigin('not a url')).toBe(false);
    expect(isAppUrl('app://ryozen/index.html?x=1#menu', APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://ryozen/other.html', APP_ENTRY_URL)).toBe(false);
    expect(isAppUrl('app://evil/index.html', APP_ENTRY_URL)).toBe(false);
    expect(isAppUrl('file:///index.html', APP_ENTRY_URL)).toBe(false);
  });
});

// The real renderer, built by Vite with the project's config into a scratch
// folder (never dist/, which other steps use): every file loads under app://.
describe('the built renderer under app://', () => {
  it('index.html refers to its scripts and styles relatively; they, the models and fonts load with known types', async () => {
    const built = path.join(base, 'built');
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: built, emptyOutDir: true, sourcemap: false } });
    const real = createAppProtocolHandler(built);
    const html = readFileSync(path.join(built, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((r) => !r.startsWith('data:'));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('./'), ref).toBe(true);
      const res = await real({ url: new URL(ref, APP_ENTRY_URL).href, method: 'HEAD' });
      expect(res.status, ref).toBe(200);
    }
    const files = readdirSync(path.join(built, 'assets'));
    expect(files.some((f) => f.endsWith('.glb'))).toBe(true);
    for (const f of files) {
      const res = await real({ url: `app://ryozen/assets/${f}`, method: 'HEAD' });
      expect(res.status, f).toBe(200);
      expect(res.headers.get('content-type'), f).not.toBe('application/octet-stream');
    }
  });
});
