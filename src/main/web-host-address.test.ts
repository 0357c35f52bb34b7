// The browser edition keeps its address across restarts (web-host-address.ts):
// the same port when it is free and the same token, so a tab left open
// reconnects by itself. Loopback only.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startWebHost, type WebHost } from './web-host.js';
import { ADDRESS_FILE } from './web-host-address.js';

let tmp: string;
let renderer: string;
const open: WebHost[] = [];
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-address-'));
  renderer = path.join(tmp, 'renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
});
afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function start(log?: (line: string) => void): Promise<WebHost> {
  const host = await startWebHost({ dataDir: path.join(tmp, 'data'), rendererDir: renderer, thinker: null, ...(log ? { log } : {}) });
  open.push(host);
  return host;
}

async function stop(host: WebHost): Promise<void> {
  open.splice(open.indexOf(host), 1);
  await host.close();
}

/** Whether a page that kept `url` gets its WebSocket accepted. */
function pageConnects(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${u.host}/ws?token=${u.searchParams.get('token')}`, { headers: { Origin: u.origin } });
    ws.once('open', () => {
      ws.close();
      resolve(true);
    });
    ws.once('error', () => resolve(false));
  });
}

describe('the browser edition\'s address', () => {
  it('a restart keeps the port and the token: the address an open tab holds works again', async () => {
    const first = await start();
    const url = first.url;
    await stop(first);
    const again = await start();
    expect(again.url).toBe(url);
    expect(await pageConnects(url)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(path.join(tmp, 'data', ADDRESS_FILE)).mode & 0o077).toBe(0);
  });

  it('when the last port is taken by another program, a free one is used, and the token stays', async () => {
    const first = await start();
    await stop(first);
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(first.port, '127.0.0.1', resolve));
    try {
      const again = await start();
      expect(again.port).not.toBe(first.port);
      expect(again.token).toBe(first.token);
      expect(JSON.parse(readFileSync(path.join(tmp, 'data', ADDRESS_FILE), 'utf8'))).toMatchObject({ port: again.port });
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });

  for (const [what, text] of [
    ['cut short', '{"port":51234,"token":"ab'],
    ['with a token too short to be a secret', '{"port":51234,"token":"1234"}'],
    ['not JSON at all', '\u0000\u0001garbage'],
  ] as const) {
    it(`a token file ${what} is replaced with a new token, and says so`, async () => {
      mkdirSync(path.join(tmp, 'data'), { recursive: true });
      writeFileSync(path.join(tmp, 'data', ADDRESS_FILE), text);
      const lines: string[] = [];
      const host = await start((line) => lines.push(line));
      expect(host.token).toMatch(/^[0-9a-f]{64}$/);
      expect(lines.join('\n')).toMatch(/damaged.*new token/);
      expect(JSON.parse(readFileSync(path.join(tmp, 'data', ADDRESS_FILE), 'utf8'))).toEqual({ port: host.port, token: host.token });
      expect(await pageConnects(host.url)).toBe(true);
      await stop(host);
      expect((await start()).token).toBe(host.token);
    });
  }
});
