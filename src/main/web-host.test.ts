// The web host end to end over real sockets: static files, the token and
// Origin/Host checks on the WebSocket, and a real game call.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { channel, type ChannelTable } from './contract/channel-table.js';
import { CONTENT_SECURITY_POLICY } from './transport/csp.js';
import { TWO_HUMANS } from './web-host-test-support.js';
import { sayEnglish } from '../shared/i18n/format.js';
import type { Msg } from '../engine/core/message.js';
import { resolveInside, startWebHost, type WebHost } from './web-host.js';

let host: WebHost;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-webhost-'));
  const renderer = path.join(tmp, 'renderer');
  mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
  writeFileSync(path.join(renderer, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(tmp, 'secret.txt'), 'top secret');
  host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer });
});

afterAll(async () => {
  await host?.close();
  rmSync(tmp, { recursive: true, force: true });
});

function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    // A raw path (no URL normalisation), as an attacker would send it.
    const req = http.request({ host: '127.0.0.1', port: host.port, path: urlPath, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Reply = { id: unknown; ok: boolean; result?: unknown; error?: { code: string; message: string } };

function connect(opts: { token?: string; origin?: string; host?: string } = {}): Promise<WebSocket> {
  const token = opts.token ?? host.token;
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${encodeURIComponent(token)}`, {
    origin: opts.origin ?? host.origin,
    headers: opts.host ? { host: opts.host } : {},
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function call(ws: WebSocket, id: number, channel: string, payload: unknown): Promise<Reply> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString()) as Reply;
      if (msg.id === id) {
        ws.off('message', onMessage);
        resolve(msg);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, channel, payload }));
  });
}

describe('static files', () => {
  it('serves the renderer with the CSP and the right MIME types', async () => {
    const index = await get('/', { host: `127.0.0.1:${host.port}` });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const js = await get('/assets/app.js?v=1', { host: `127.0.0.1:${host.port}` });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('refuses path traversal', async () => {
    for (const p of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/%00']) {
      const r = await get(p, { host: `127.0.0.1:${host.port}` });
      expect([403, 404], p).toContain(r.status);
      expect(r.body).not.toContain('top secret');
    }
    expect(resolveInside('/srv/r', '/../x')).toBeNull();
    expect(resolveInside('/srv/r', '/a/%2e%2e/%2e%2e/x')).toBeNull();
    expect(resolveInside('/srv/r', '/a/b.js')).toBe(path.resolve('/srv/r/a/b.js'));
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const r = await get('/', { host: 'evil.example' });
    expect(r.status).toBe(421);
  });

  it('404s a missing file', async () => {
    expect((await get('/nope.js', { host: `127.0.0.1:${host.port}` })).status).toBe(404);
  });
});

describe('WebSocket access', () => {
  it('rejects a bad token', async () => {
    await expect(connect({ token: 'not-the-token' })).rejects.toThrow(/401/);
    await expect(connect({ token: host.token.slice(0, -1) })).rejects.toThrow(/401/);
    await expect(connect({ token: '' })).rejects.toThrow(/401/);
  });

  it('rejects a bad origin', async () => {
    await expect(connect({ origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(connect({ origin: `http://localhost:${host.port}` })).rejects.toThrow(/403/);
  });

  it('rejects a bad Host header', async () => {
    await expect(connect({ host: `evil.example:${host.port}` })).rejects.toThrow(/403/);
  });

  it('leaves the session untouched when refusing', async () => {
    const before = host.session.hasGame ? host.session.hash() : null;
    await expect(connect({ token: 'x' })).rejects.toThrow();
    expect(host.session.hasGame ? host.session.hash() : null).toBe(before);
  });
});

describe('a valid call end to end', () => {
  it('starts a game, reads the view, and plays a legal action', async () => {
    const ws = await connect();
    try {
      const started = await call(ws, 1, 'game:new', { config: TWO_HUMANS, seed: 'e2e' });
      expect(started.ok).toBe(true);
      const { decisionSeat, seats } = started.result as { decisionSeat: number; seats: number };
      expect(seats).toBe(2);

      const view = await call(ws, 2, 'game:view', { seat: decisionSeat });
      expect(view.ok).toBe(true);
      const sv = view.result as { yourTurn: boolean; legal: { action: unknown; label: Msg }[]; view: Record<string, unknown> };
      expect(sv.yourTurn).toBe(true);
      expect(sv.legal.length).toBeGreaterThan(0);
      expect(sayEnglish(sv.legal[0]!.label).length).toBeGreaterThan(0);
      expect(sv.view).not.toHaveProperty('rng');

      const hash = host.session.hash();
      const act = await call(ws, 3, 'game:act', { seat: decisionSeat, action: sv.legal[0]!.action });
      expect(act.ok).toBe(true);
      expect(host.session.hash()).not.toBe(hash);

      const bad = await call(ws, 4, 'game:act', { seat: 0, action: { t: 'nope' } });
      expect(bad).toMatchObject({ id: 4, ok: false, error: { code: 'invalid-payload' } });

      const unknown = await call(ws, 5, 'game:explode', {});
      expect(unknown).toMatchObject({ id: 5, ok: false, error: { code: 'unknown-channel' } });
    } finally {
      ws.close();
    }
  });

  it('answers a view at once, even while a slow call (a suggestion waiting for a computer seat) is in the queue', async () => {
    let release!: () => void;
    const thinking = new Promise<void>((resolve) => (release = resolve));
    const table: ChannelTable = {
      'bot:suggest': channel(z.strictObject({}).optional(), async () => {
        await thinking;
        return { suggested: true };
      }),
      'game:view': channel(z.strictObject({}).optional(), () => ({ seat: 0 })),
    };
    const slowHost = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data2'), rendererDir: path.join(tmp, 'renderer'), table });
    const ws = new WebSocket(`ws://127.0.0.1:${slowHost.port}/ws?token=${slowHost.token}`, { origin: slowHost.origin });
    try {
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const suggestion = call(ws, 1, 'bot:suggest', {});
      const view = await call(ws, 2, 'game:view', {});
      expect(view).toMatchObject({ id: 2, ok: true, result: { seat: 0 } });
      release();
      expect(await suggestion).toMatchObject({ id: 1, ok: true, result: { suggested: true } });
    } finally {
      release();
      ws.close();
      await slowHost.close();
    }
  });

  it("pushes the game's events to every open connection as {event} frames, with no id", async () => {
    const a = await connect();
    const b = await connect();
    const framesOf = (ws: WebSocket) => {
      const frames: Record<string, unknown>[] = [];
      ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString()) as Record<string, unknown>));
      return frames;
    };
    const toA = framesOf(a);
    const toB = framesOf(b);
    try {
      const viewPushed = new Promise<void>((resolve) => b.on('message', (d: Buffer) => String(d).includes('"type":"log"') && resolve()));
      const started = await call(a, 1, 'game:new', { config: TWO_HUMANS, seed: 'events' });
      expect(started.ok).toBe(true);
      await viewPushed;
      for (const frames of [toA.filter((f) => 'event' in f), toB]) {
        expect(frames.map((f) => (f.event as { type: string }).type)).toEqual(['view', 'log']);
        expect(frames.every((f) => !('id' in f))).toBe(true);
      }
      // The reply comes before the new game's events.
      expect(toA[0]).toMatchObject({ id: 1, ok: true });
    } finally {
      a.close();
      b.close();
    }
  });

  it('answers garbage with a clear error', async () => {
    const ws = await connect();
    try {
      const reply = await new Promise<Reply>((resolve) => {
        ws.once('message', (d: Buffer) => resolve(JSON.parse(d.toString()) as Reply));
        ws.send('this is not json');
      });
      expect(reply).toMatchObject({ id: null, ok: false, error: { code: 'bad-message' } });
    } finally {
      ws.close();
    }
  });
});
