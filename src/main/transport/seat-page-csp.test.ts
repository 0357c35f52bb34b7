// A seat's own device opens a WebSocket to the invite listener that served
// its page. Browsers that follow the CSP spec let 'self' cover that ws:
// origin; WebKit before 2022 (older iPhones and iPads) does not, so the
// listener names its own ws: origin in the page's policy: in the response
// header and in the page's <meta>, since both apply. The web host's page
// keeps the policy unchanged.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './connection-limits.js';
import { CONTENT_SECURITY_POLICY } from './csp.js';
import { InviteBook } from './invite-book.js';
import { createRendererServer, listen } from './renderer-server.js';
import { startSeatListener } from './seat-listener.js';

let dir: string;
const INDEX = new URL('../../renderer/index.html', import.meta.url);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ryozen-seat-csp-'));
  copyFileSync(INDEX, path.join(dir, 'index.html'));
  writeFileSync(path.join(dir, 'app.js'), 'console.log(1);');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(host: string, port: number, urlPath: string): Promise<{ status: number; csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: urlPath, headers: { host: `${host}:${port}` }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy'] ?? ''), body }));
    });
    req.on('error', reject);
  });
}

const metaPolicy = (html: string) => /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html)?.[1] ?? '';
const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';

async function serve(connectSources?: () => string[]) {
  let port = 0;
  const server = createRendererServer({ rendererDir: dir, hostHeader: () => `127.0.0.1:${port}`, limits: DEFAULT_LIMITS, name: 'test', log: () => {}, ...(connectSources ? { connectSources } : {}) });
  port = await listen(server, 0, '127.0.0.1');
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("the seat page's policy names its listener's ws: origin", () => {
  it('in the header and in the page, for every file it serves', async () => {
    const s = await serve(() => ['ws://127.0.0.2:4321']);
    const page = await get('127.0.0.1', s.port, '/');
    expect(page.status).toBe(200);
    expect(connectSrc(page.csp)).toBe("connect-src 'self' ws://127.0.0.1:* ws://127.0.0.2:4321");
    expect(connectSrc(metaPolicy(page.body))).toBe("connect-src 'self' ws://127.0.0.1:* ws://127.0.0.2:4321");
    // Nothing else of the page changes.
    expect(page.body.replace(' ws://127.0.0.2:4321', '')).toBe(readFileSync(INDEX, 'utf8'));
    const script = await get('127.0.0.1', s.port, '/app.js');
    expect(connectSrc(script.csp)).toContain('ws://127.0.0.2:4321');
    await s.close();
  });

  it('the web host (no extra sources) serves the policy and the page as they are', async () => {
    const s = await serve();
    const page = await get('127.0.0.1', s.port, '/');
    expect(page.csp).toBe(CONTENT_SECURITY_POLICY);
    expect(page.body).toBe(readFileSync(INDEX, 'utf8'));
    await s.close();
  });

  it('the invite listener names exactly its own address and port', async () => {
    const listener = await startSeatListener({
      host: '127.0.0.2',
      rendererDir: dir,
      book: new InviteBook(),
      gate: { call: async () => ({ ok: true, result: null }) },
      events: { subscribe: () => () => {} },
      gameId: () => null,
    });
    const page = await get('127.0.0.2', listener.port, '/');
    expect(connectSrc(page.csp)).toBe(`connect-src 'self' ws://127.0.0.1:* ws://127.0.0.2:${listener.port}`);
    expect(connectSrc(metaPolicy(page.body))).toBe(`connect-src 'self' ws://127.0.0.1:* ws://127.0.0.2:${listener.port}`);
    await listener.close();
  });
});
