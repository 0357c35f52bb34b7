// Sockets that open the invite listener and never say hello (issue 32): a
// device on the network that holds dozens of them must not keep a seat from
// coming back with its credential. Real sockets over loopback: the listener
// on 127.0.0.2, the silent "devices" on 127.0.0.3 to 127.0.0.6, the seat on
// 127.0.0.1. The hello timeout is long here, so only the caps close sockets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { InviteBook } from './invite-book.js';
import { startSeatListener, type SeatListener } from './seat-listener.js';
import { joinSeat, openSocket } from './seat-listener-test-support.js';
import { standInRenderer } from '../web-host-test-support.js';

const CONNECTION_CAP = 8;
const PER_ADDRESS = 2;

let tmp: string;
let listener: SeatListener;
let credential: string;
const book = new InviteBook();
const silent: WebSocket[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-hello-caps-'));
  const renderer = standInRenderer(tmp);
  listener = await startSeatListener({
    host: '127.0.0.2',
    rendererDir: renderer,
    book,
    gate: { call: () => Promise.resolve({ ok: true, result: null }) },
    events: { subscribe: () => () => {} },
    gameId: () => 'g1',
    limits: { maxConnections: CONNECTION_CAP, headersTimeoutMs: 5_000 },
    helloTimeoutMs: 60_000,
    maxWaitingPerAddress: PER_ADDRESS,
  });
  const redeemed = book.redeem(book.issue(1).code);
  if (!redeemed.ok) throw new Error(redeemed.message);
  credential = redeemed.credential;
});

afterAll(async () => {
  for (const ws of silent) ws.terminate();
  await listener?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Opens a socket from `localAddress` that says nothing; notes whether the listener refused it. */
async function silentSocket(localAddress: string): Promise<{ ws: WebSocket; refusal: Promise<unknown> }> {
  const ws = await openSocket(listener.address, { localAddress });
  silent.push(ws);
  const refusal = new Promise((resolve) => ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))));
  return { ws, refusal };
}

async function comesBack(localAddress?: string): Promise<unknown> {
  const device = await joinSeat(listener.address, { hello: { credential } }, localAddress ? { localAddress } : {});
  device.close();
  return device.answer;
}

describe('sockets that never say hello', () => {
  it("one address past its cap loses its oldest silent socket, and a seat from that address still gets in", async () => {
    const first = await silentSocket('127.0.0.3');
    const second = await silentSocket('127.0.0.3');
    const third = await silentSocket('127.0.0.3');
    expect(await first.refusal).toMatchObject({ refused: { code: 'no-hello' } });
    // The newer ones are not the ones closed.
    expect([second.ws.readyState, third.ws.readyState]).toEqual([second.ws.OPEN, third.ws.OPEN]);
    // The seat's socket is the newest from that address: it gets in, and the oldest silent one goes.
    expect(await comesBack('127.0.0.3')).toMatchObject({ welcome: { seat: 1 } });
    expect(await second.refusal).toMatchObject({ refused: { code: 'no-hello' } });
  });

  it('silent sockets from many addresses, as many as the connection cap, do not keep a seat out', async () => {
    for (let n = 0; n < CONNECTION_CAP; n++) await silentSocket(`127.0.0.${4 + (n % 4)}`);
    for (let attempt = 0; attempt < 3; attempt++) expect(await comesBack()).toMatchObject({ welcome: { seat: 1 } });
  });
});
