// One connection, no token, that pipelines thousands of GET requests and never
// reads the answers. Each request used to open its file at once, and an answer
// the client never reads keeps its file open: the host, limited to 256 file
// descriptors as in a macOS terminal, then had none left for the player's page,
// new WebSockets or saves. Now a connection is served one request at a time.
//
// The waits below are bounds (the test fails if an answer never comes), not
// measurements of speed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUESTS_AHEAD } from './transport/connection-limits.js';
import { connectClient, PAGE_TEXT, spawnHost, TWO_HUMANS, wsCall, type ChildHost } from './web-host-test-support.js';
import { startWebHost } from './web-host.js';

const FD_LIMIT = 256;
/** Requests the hostile connection sends ahead, far more than the host has descriptors. */
const PIPELINED = 4_000;
/** Bigger than the socket buffers, so an answer the client does not read stays unfinished, its file open. */
const MODEL_BYTES = 1 << 20;
const ANSWER_WITHIN_MS = 15_000;

let host: ChildHost;
let flood: net.Socket | null = null;

beforeAll(async () => {
  host = await spawnHost({ fdLimit: FD_LIMIT, files: { 'board.glb': Buffer.alloc(MODEL_BYTES, 7) } });
});

afterAll(async () => {
  flood?.destroy();
  await host?.stop();
});

/** Opens one connection that writes `count` pipelined GETs (a file and the page, in turn) and never reads. */
function pipelineWithoutReading(port: number, count: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {}); // the host may cut it off: that is its right
    s.once('connect', () => {
      s.pause(); // never read what the host answers
      const requests: string[] = [];
      for (let i = 0; i < count; i++) requests.push(`GET ${i % 2 ? '/' : '/board.glb'} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      s.write(requests.join(''), () => resolve(s));
    });
    s.once('close', () => resolve(s));
    setTimeout(() => reject(new Error('could not send the pipelined requests')), ANSWER_WITHIN_MS).unref();
  });
}

/** The page as the player's browser loads it: its address carries the token. */
function loadPage(port: number, token: string, ms: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`GET /?token=...: no answer within ${ms} ms`));
    }, ms);
    const req = http.get({ host: '127.0.0.1', port, path: `/?token=${token}`, headers: { host: `127.0.0.1:${port}` }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Waits a moment for the host to take in what was sent (it parses the flood as it arrives). */
const settle = () => new Promise((r) => setTimeout(r, 1_000));

describe(`one connection pipelining ${PIPELINED} GETs without reading, host limited to ${FD_LIMIT} files`, () => {
  it('the page loads, a new game WebSocket opens and a save is written', async () => {
    flood = await pipelineWithoutReading(host.port, PIPELINED);
    await settle();

    expect(await loadPage(host.port, host.token, ANSWER_WITHIN_MS)).toEqual({ status: 200, body: PAGE_TEXT });
    const client = await Promise.race([
      connectClient(host),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no WebSocket within the bound')), ANSWER_WITHIN_MS)),
    ]);
    try {
      await client.call('game:new', { config: TWO_HUMANS, seed: 3 });
      const saved = await client.raw('game:save', { name: 'after the flood' });
      expect(saved).toMatchObject({ ok: true });
      const listed = await wsCall(host, 'game:list', undefined, ANSWER_WITHIN_MS);
      expect(JSON.stringify(listed.result)).toContain('after the flood');
    } finally {
      client.close();
    }
    expect(host.alive()).toBe(true);
  });
});

describe('a client that pipelines a few requests and reads (host in this process)', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-webhost-pipelining-'));
    mkdirSync(path.join(tmp, 'renderer'));
    writeFileSync(path.join(tmp, 'renderer', 'index.html'), PAGE_TEXT);
    writeFileSync(path.join(tmp, 'renderer', 'app.js'), 'export {};');
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** Sends `paths` as pipelined GETs on one connection; resolves with everything the host sent back once it closes. */
  function pipelined(port: number, paths: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1');
      let got = '';
      s.setEncoding('latin1');
      s.on('data', (d: string) => (got += d));
      s.on('error', reject);
      s.on('close', () => resolve(got));
      s.on('connect', () => {
        const last = paths.length - 1;
        s.write(paths.map((p, i) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${i === last ? 'Connection: close\r\n' : ''}\r\n`).join(''));
      });
      setTimeout(() => reject(new Error('no answer')), ANSWER_WITHIN_MS).unref();
    });
  }

  it('answers each of them, in order', async () => {
    const host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data1'), rendererDir: path.join(tmp, 'renderer') });
    try {
      const paths = ['/', '/app.js', '/missing', '/'];
      const got = await pipelined(host.port, paths);
      expect(got.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 404', 'HTTP/1.1 200']);
      expect(got.split(PAGE_TEXT)).toHaveLength(3);
      expect(got).toContain('export {};');
    } finally {
      await host.close();
    }
  });

  it(`closes a connection that sends more than ${MAX_REQUESTS_AHEAD} requests ahead of the answers`, async () => {
    const host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data2'), rendererDir: path.join(tmp, 'renderer') });
    try {
      const got = await pipelined(host.port, Array.from({ length: 100 }, () => '/'));
      // Some answers may have gone out before it was closed; never all of them.
      expect((got.match(/HTTP\/1\.1 200/g) ?? []).length).toBeLessThan(100);
    } finally {
      await host.close();
    }
  });
});
