// Malformed WebSocket frames from a client that holds the token (a buggy
// page, an extension, a proxy): the host closes that connection and keeps
// serving, and the game in progress is untouched. Before the fix, each of
// these frames killed the host process (an 'error' on a WebSocket with no
// listener), losing the game that was being played.
//
// The host runs in a child process, so a crash shows as a failed test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedByPeer, getPage, PAGE_TEXT, rawWebSocket, spawnHost, TWO_HUMANS, wsCall, type ChildHost } from './web-host-test-support.js';
import { MAX_MESSAGE_BYTES } from './web-host.js';

interface FrameSpec {
  fin?: boolean;
  /** RSV bits as a 3-bit number: 4 = RSV1, 2 = RSV2, 1 = RSV3. */
  rsv?: number;
  opcode: number;
  payload?: Buffer;
  /** Clients must mask; false builds the frame a client must never send. */
  masked?: boolean;
  /** The length written in the header, when it differs from the payload's. */
  declaredLength?: number;
}

/** Builds one WebSocket frame by hand (RFC 6455 section 5.2), so it can break the rules. */
function frame({ fin = true, rsv = 0, opcode, payload = Buffer.alloc(0), masked = true, declaredLength }: FrameSpec): Buffer {
  const length = declaredLength ?? payload.length;
  const maskBit = masked ? 0x80 : 0;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0, maskBit | length]);
  } else if (length < 0x10000) {
    header = Buffer.alloc(4);
    header[1] = maskBit | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[1] = maskBit | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  header[0] = (fin ? 0x80 : 0) | (rsv << 4) | opcode;
  if (!masked) return Buffer.concat([header, payload]);
  const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const body = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
  return Buffer.concat([header, key, body]);
}

const text = (s: string) => Buffer.from(s, 'utf8');
const closeCode = (code: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(code);
  return b;
};

/** What each hostile client sends after its handshake; `end` also half-closes its side. */
const CASES: { name: string; bytes: Buffer; end?: boolean }[] = [
  { name: 'a text frame over the 1 MiB limit', bytes: frame({ opcode: 0x1, payload: Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x20) }) },
  { name: 'invalid UTF-8 in a text frame', bytes: frame({ opcode: 0x1, payload: Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]) }) },
  { name: 'RSV1 set with no extension negotiated', bytes: frame({ rsv: 4, opcode: 0x1, payload: text('{}') }) },
  { name: 'RSV2 set', bytes: frame({ rsv: 2, opcode: 0x1, payload: text('{}') }) },
  { name: 'RSV3 set', bytes: frame({ rsv: 1, opcode: 0x1, payload: text('{}') }) },
  { name: 'an unmasked client frame', bytes: frame({ opcode: 0x1, payload: text('{"id":1,"channel":"game:view","payload":{"seat":0}}'), masked: false }) },
  { name: 'an unknown opcode (0x3)', bytes: frame({ opcode: 0x3, payload: text('x') }) },
  { name: 'a close frame with an invalid code (999)', bytes: frame({ opcode: 0x8, payload: closeCode(999) }) },
  { name: 'a truncated frame, then the end of the stream', bytes: frame({ opcode: 0x1, payload: text('{"id":1'), declaredLength: 100 }), end: true },
];

let host: ChildHost | undefined;
let hashBefore = '';

/** A host with a game in progress; a new one if the last case killed the previous host. */
async function liveHost(): Promise<ChildHost> {
  // A crash may not have been reported as an exit yet: ask the host itself.
  if (host?.alive() && (await getPage(host.port, 5_000).then(() => true, () => false))) return host;
  await host?.stop();
  host = await spawnHost();
  const started = await wsCall(host, 'game:new', { config: TWO_HUMANS, seed: 'frames' });
  if (!started.ok) throw new Error(`could not start a game: ${JSON.stringify(started.error)}`);
  hashBefore = await host.hash();
  return host;
}

beforeAll(liveHost);
beforeEach(liveHost);
afterAll(async () => {
  await host?.stop();
});

describe('a malformed WebSocket frame from a client with the token', () => {
  it.each(CASES)('$name: that connection is closed, the host keeps serving, the game is unchanged', async ({ bytes, end }) => {
    const h = await liveHost();
    expect(hashBefore).not.toBe('none');
    const socket = await rawWebSocket(h);
    const closed = closedByPeer(socket);
    socket.write(bytes);
    if (end) socket.end();
    await closed;
    socket.destroy();

    // A fresh page load and a fresh game call both work, and the game is the one being played.
    const page = await getPage(h.port);
    expect(page).toEqual({ status: 200, body: PAGE_TEXT });
    const view = await wsCall(h, 'game:view', { seat: 0 });
    expect(view.ok).toBe(true);
    expect(h.alive()).toBe(true);
    expect(await h.hash()).toBe(hashBefore);
  });
});
