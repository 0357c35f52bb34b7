// Half-open connections: clients that connect and never finish their request
// headers must not lock the player out. The host runs as it would in a macOS
// terminal, with 256 file descriptors (the default there); 400 stalled
// connections used to take them all, and the page and the game calls got no
// answer for 60-90 s, until Node's own headers timeout freed them.
//
// The waits below are bounds (the test fails if an answer never comes), not
// measurements of speed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { closedByPeer, getPage, PAGE_TEXT, spawnHost, wsCall, type ChildHost, type Reply } from './web-host-test-support.js';
import { startWebHost } from './web-host.js';

const FD_LIMIT = 256;
const STALLED = 400;
/** Long enough for a loaded machine; far below the 60 s the old host kept the player waiting. */
const ANSWER_WITHIN_MS = 15_000;

/** More than the descriptors the host has; each is one player leaving the page while a model loads. */
const ABANDONED = 300;
/** Too big to fit in the socket's buffers at once, so the host is still reading it when the client leaves. */
const BIG_FILE_BYTES = 8 << 20;

let host: ChildHost;
const stalled: net.Socket[] = [];

beforeAll(async () => {
  host = await spawnHost({ fdLimit: FD_LIMIT });
});

afterAll(async () => {
  for (const s of stalled) s.destroy();
  await host?.stop();
});

/** Opens a connection that sends the start of a request line (or nothing), then nothing more. */
function stallOne(port: number, start = 'GET / HTTP/1.1\r\nHost: 127.0.0.1:', into: net.Socket[] = stalled): Promise<net.Socket> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    into.push(s);
    s.on('error', () => resolve(s)); // the host may drop it: that is its right
    s.on('close', () => resolve(s));
    s.on('connect', () => {
      if (start) s.write(start);
      resolve(s);
    });
  });
}

/** Starts downloading a file, and goes away as soon as the first bytes come. */
function abandonDownload(port: number, urlPath: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host: `127.0.0.1:${port}` }, agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
      res.once('end', () => resolve());
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
}

/** Retries an attempt (as a player reloading would) until it succeeds or the time is up. */
async function succeedsWithin<T>(ms: number, attempt: (msLeft: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown = new Error('no attempt made');
  while (Date.now() < deadline) {
    try {
      return await attempt(Math.max(1, deadline - Date.now()));
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw last;
}

describe(`${STALLED} connections that never finish their headers, host limited to ${FD_LIMIT} files`, () => {
  it('the page and a game call are still answered', async () => {
    await Promise.all(Array.from({ length: STALLED }, () => stallOne(host.port)));

    const page = await succeedsWithin(ANSWER_WITHIN_MS, (ms) => getPage(host.port, ms));
    expect(page).toEqual({ status: 200, body: PAGE_TEXT });
    const reply = await succeedsWithin(ANSWER_WITHIN_MS, (ms) => wsCall(host, 'game:list', undefined, ms));
    expect(reply.ok).toBe(true);
    expect(host.alive()).toBe(true);
  });
});

describe(`${ABANDONED} downloads abandoned half-way, host limited to ${FD_LIMIT} files`, () => {
  let big: ChildHost;
  beforeAll(async () => {
    big = await spawnHost({ fdLimit: FD_LIMIT, files: { 'board.glb': Buffer.alloc(BIG_FILE_BYTES, 1) } });
  });
  afterAll(async () => {
    await big?.stop();
  });

  it('each one frees its file, and the page is still answered', async () => {
    // Before the fix each left the file open, and the host ran out of descriptors.
    for (let i = 0; i < ABANDONED; i++) await abandonDownload(big.port, '/board.glb');
    const page = await succeedsWithin(ANSWER_WITHIN_MS, (ms) => getPage(big.port, ms));
    expect(page).toEqual({ status: 200, body: PAGE_TEXT });
    expect(big.alive()).toBe(true);
  });
});

describe('connection limits (host in this process)', () => {
  let tmp: string;
  let renderer: string;
  const sockets: net.Socket[] = [];

  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-webhost-limits-'));
    renderer = path.join(tmp, 'renderer');
    mkdirSync(renderer);
    writeFileSync(path.join(renderer, 'index.html'), PAGE_TEXT);
  });

  afterAll(() => {
    for (const s of sockets) s.destroy();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('closes a connection that does not finish its headers in time, whether it sent a part or nothing', async () => {
    const host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data1'), rendererDir: renderer, limits: { maxConnections: 64, headersTimeoutMs: 300 } });
    try {
      const partial = await stallOne(host.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1:', sockets);
      const silent = await stallOne(host.port, '', sockets);
      // Node's own default would hold both for 60 s or more.
      await closedByPeer(partial, 10_000);
      await closedByPeer(silent, 10_000);
      expect(await getPage(host.port)).toEqual({ status: 200, body: PAGE_TEXT });
    } finally {
      await host.close();
    }
  });

  it('never drops a game connection to make room: a newcomer is refused instead', async () => {
    // Guards the cap itself: dropping the oldest connection, whatever it is, would cut the player's game.
    const host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data2'), rendererDir: renderer, limits: { maxConnections: 2, headersTimeoutMs: 60_000 } });
    const games: WebSocket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${host.token}`, { origin: host.origin });
        games.push(ws);
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
      }
      const newcomer = await stallOne(host.port, 'GET / HTTP/1.1\r\n', sockets);
      await closedByPeer(newcomer, 10_000);
      for (const ws of games) {
        const reply = await new Promise<Reply>((resolve) => {
          ws.once('message', (d: Buffer) => resolve(JSON.parse(d.toString()) as Reply));
          ws.send(JSON.stringify({ id: 7, channel: 'game:list' }));
        });
        expect(reply).toMatchObject({ id: 7, ok: true });
      }
    } finally {
      for (const ws of games) ws.terminate();
      await host.close();
    }
  });

  it('refuses nonsense limits with a clear error, before listening', async () => {
    await expect(startWebHost({ port: 0, dataDir: path.join(tmp, 'data3'), rendererDir: renderer, limits: { maxConnections: 0, headersTimeoutMs: 1_000 } })).rejects.toThrow(/maxConnections/);
    await expect(startWebHost({ port: 0, dataDir: path.join(tmp, 'data3'), rendererDir: renderer, limits: { maxConnections: 8, headersTimeoutMs: Number.NaN } })).rejects.toThrow(/headersTimeoutMs/);
  });
});
