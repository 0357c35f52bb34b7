// Half-open connections: clients that connect and never finish their request
// headers must not lock the player out. The host runs as it would in a macOS
// terminal, with 256 file descriptors (the default there); 400 stalled
// connections used to take them all, and the page and the game calls got no
// answer for 60-90 s, until Node's own headers timeout freed them.
//
// The waits below are bounds (the test fails if an answer never comes), not
// measurements of speed.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, PAGE_TEXT, spawnHost, wsCall, type ChildHost } from './web-host-test-support.js';

const FD_LIMIT = 256;
const STALLED = 400;
/** Long enough for a loaded machine; far below the 60 s the old host kept the player waiting. */
const ANSWER_WITHIN_MS = 15_000;

let host: ChildHost;
const stalled: net.Socket[] = [];

beforeAll(async () => {
  host = await spawnHost({ fdLimit: FD_LIMIT });
});

afterAll(async () => {
  for (const s of stalled) s.destroy();
  await host?.stop();
});

/** Opens a connection that sends the start of a request line, then nothing more. */
function stallOne(port: number): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    stalled.push(s);
    s.on('error', () => resolve()); // the host may drop it: that is its right
    s.on('close', () => resolve());
    s.on('connect', () => {
      s.write('GET / HTTP/1.1\r\nHost: 127.0.0.1:');
      resolve();
    });
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
