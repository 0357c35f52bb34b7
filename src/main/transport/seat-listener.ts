// The invite listener: how a seat's own device (a phone, a tablet, a laptop
// on the home network) plays (docs/seats-on-devices.md, "Inviting").
//
// An http server on the LAN address, on a port of its own, serving the same
// built renderer as the web host (renderer-server.ts), with a WebSocket at
// /ws. It opens only while a seat is on another device (invite-service.ts
// decides), and trusts nothing but the invite book (invite-book.ts):
//   - Host must be <address>:<port> and Origin http://<address>:<port>, so
//     another site's page cannot reach it through DNS rebinding, and the
//     desktop's page on 127.0.0.1 cannot talk to it either;
//   - the desktop's token means nothing here: the first message must be a
//     hello with a one-time code or a seat credential, within a few seconds,
//     and once per socket; anything else is refused and the socket closes;
//   - only a few sockets may wait for their hello, per remote address and in
//     all (pending-hellos.ts), so silent sockets cannot take the connection
//     slots a seat coming back needs;
//   - after the welcome, every call goes through the desktop's own CallGate
//     with a Sender naming the seat, so CHANNEL_RIGHTS refuse what a seat may
//     not do, and the events are the seat's audience only (its own view).
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_WAITING_PER_ADDRESS, PendingHellos } from './pending-hellos.js';
import { checkLimits, DEFAULT_LIMITS, type ConnectionLimits } from './connection-limits.js';
import { createRendererServer, listen, refuseUpgrade } from './renderer-server.js';
import type { InviteBook } from './invite-book.js';
import type { Reply } from '../../shared/contract.js';
import { answerCall, readCallFrame } from './call-frames.js';
import type { GameEvent } from '../../shared/events.js';
import { msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { SEAT_END_CLOSE, type SeatEnd } from '../../shared/seat-end.js';

/** The answer to a second hello on a connection that carries calls. */
const SAID_HELLO = msg('main.frame.alreadyHello');

/** A seat device's calls are small: a choice, a view, a log page. */
export const MAX_SEAT_MESSAGE_BYTES = 64 * 1024;
/** Time a new socket has to say hello: a page says it the moment its socket opens, so a slow Wi-Fi has many round trips. */
export const HELLO_TIMEOUT_MS = 4_000;
/** Sockets one seat may hold at once (a phone and a laptop, a page reloaded); the oldest goes first. */
export const MAX_SOCKETS_PER_SEAT = 4;
/** Time a refused socket has to finish closing before it is cut. */
const REFUSED_LINGER_MS = 1_000;
/** Close code of a refused hello (policy violation). */
const REFUSED_CLOSE = 1008;
/** Time joined devices have to answer the closing handshake that tells them why, when the listener closes. */
const FAREWELL_MS = 300;

/** What a device coming back with a key of an ended seat is told (the code says it to the page, in its own words). */
const ENDED_TEXT: Record<SeatEnd, string> = {
  'game-over': 'The game this device played is over.',
  'game-replaced': 'The main screen started another game: this device is not in it. Ask for a new code at the main screen.',
  'seat-taken-back': 'The main screen took this seat back. Ask for a new code at the main screen to play it again.',
};

/** The Sender of a seat device's calls (ipc-guard.ts). */
export interface SeatSender {
  kind: 'web';
  authenticated: true;
  seat: number;
}

/** The desktop's CallGate, as the listener uses it. */
export interface SeatGate {
  call(channel: unknown, payload: unknown, sender: SeatSender): Promise<Reply<unknown>>;
}

/** The game driver's events, as the listener uses them. */
export interface SeatEvents {
  subscribe(listener: (event: GameEvent) => void, caller: { role: 'seat'; seat: number }): () => void;
}

export interface SeatListenerOptions {
  /** The LAN address to bind (tests: 127.0.0.2). */
  host: string;
  /** The built renderer (absolute). */
  rendererDir: string;
  book: InviteBook;
  gate: SeatGate;
  events: SeatEvents;
  /** The id of the game in play, for the welcome. */
  gameId(): string | null;
  /** Port; 0 (the default) picks a free one. */
  port?: number;
  limits?: ConnectionLimits;
  helloTimeoutMs?: number;
  /** Hello-less sockets held from one remote address; default MAX_WAITING_PER_ADDRESS. */
  maxWaitingPerAddress?: number;
  /** Called when a seat's connected state, or the codes, may have changed (every code voided after too many wrong ones). */
  onChange?: () => void;
  log?: (line: string) => void;
}

export interface SeatListener {
  port: number;
  /** http://<address>:<port> */
  address: string;
  /** Whether a device of `seat` is connected now. */
  connected(seat: number): boolean;
  /** Closes every socket of `seat`, telling its device `why` (its credential is revoked by the caller). */
  closeSeat(seat: number, why: SeatEnd): void;
  /** Closes the listener; joined devices are told `why` their seat ended. */
  close(why?: SeatEnd): Promise<void>;
}

type Hello = { code: string } | { credential: string };

function parseHello(text: string): Hello | null {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return null;
  }
  if (!msg || typeof msg !== 'object' || Object.keys(msg).length !== 1) return null;
  const hello = (msg as { hello?: unknown }).hello;
  if (!hello || typeof hello !== 'object' || Object.keys(hello).length !== 1) return null;
  const { code, credential } = hello as { code?: unknown; credential?: unknown };
  if (typeof code === 'string' && code.length <= 32) return { code };
  if (typeof credential === 'string' && credential.length <= 128) return { credential };
  return null;
}

/** Closes `ws` with the reason its seat ended; resolves once it has closed, or after FAREWELL_MS. */
function farewell(ws: WebSocket, why: SeatEnd): Promise<void> {
  if (ws.readyState !== ws.OPEN) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FAREWELL_MS);
    timer.unref();
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(SEAT_END_CLOSE, why);
  });
}

export async function startSeatListener(opts: SeatListenerOptions): Promise<SeatListener> {
  const limits = checkLimits(opts.limits ?? DEFAULT_LIMITS);
  const log = opts.log ?? (() => {});
  const helloTimeoutMs = opts.helloTimeoutMs ?? HELLO_TIMEOUT_MS;
  const name = 'invite listener';
  let port = 0;
  const hostHeader = () => `${opts.host}:${port}`;
  const origin = () => `http://${opts.host}:${port}`;
  const seats = new Map<number, Set<WebSocket>>();
  const changed = () => opts.onChange?.();
  // Half the connection cap at most waits for a hello: the rest stays for pages and joined seats.
  const pending = new PendingHellos<WebSocket>(opts.maxWaitingPerAddress ?? MAX_WAITING_PER_ADDRESS, Math.max(1, Math.floor(limits.maxConnections / 2)));

  // The page's WebSocket goes to this listener's own origin, named in its policy for browsers where 'self' does not cover ws:.
  const connectSources = () => [`ws://${hostHeader()}`];
  const server = createRendererServer({ rendererDir: opts.rendererDir, hostHeader, limits, name, log, connectSources });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SEAT_MESSAGE_BYTES });
  wss.on('error', (err) => log(`${name}: WebSocket server error: ${String(err)}`));

  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', (err) => log(`${name}: connection error: ${String(err)}`));
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin());
    } catch {
      return refuseUpgrade(socket, 400, 'Bad request.', name, log);
    }
    if (url.pathname !== '/ws') return refuseUpgrade(socket, 404, 'Not found.', name, log);
    if (req.headers.host !== hostHeader()) return refuseUpgrade(socket, 421, 'Wrong Host header.', name, log);
    if (req.headers.origin !== origin()) return refuseUpgrade(socket, 403, 'Wrong Origin.', name, log);
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req.socket.remoteAddress ?? ''));
  });

  function refuse(ws: WebSocket, code: string, message: string): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ refused: { code, message } }));
    ws.close(REFUSED_CLOSE, code);
    // A client that never answers the close would keep its connection slot for ws's 30 s close timeout.
    setTimeout(() => ws.terminate(), REFUSED_LINGER_MS).unref();
  }

  function onConnection(ws: WebSocket, remoteAddress: string): void {
    ws.on('error', (err) => log(`${name}: closed a WebSocket connection: ${err.message}`));
    const noHello = (old: WebSocket) => refuse(old, 'no-hello', 'This connection did not say which seat it is for in time.');
    for (const old of pending.admit(ws, remoteAddress)) noHello(old);
    const timer = setTimeout(() => noHello(ws), helloTimeoutMs);
    timer.unref();
    ws.once('close', () => {
      clearTimeout(timer);
      pending.settle(ws);
    });
    ws.once('message', (data, isBinary) => {
      clearTimeout(timer);
      pending.settle(ws);
      const hello = isBinary ? null : parseHello(data.toString());
      if (!hello) return refuse(ws, 'bad-hello', 'The first message must be {"hello":{"code":"..."}} or {"hello":{"credential":"..."}}.');
      let seat: number;
      let credential: string;
      if ('code' in hello) {
        const r = opts.book.redeem(hello.code);
        // Every code is void now: the desktop must stop showing them.
        if (!r.ok && r.code === 'too-many-tries') changed();
        if (!r.ok) return refuse(ws, r.code, r.message);
        seat = r.seat;
        credential = r.credential;
      } else {
        const s = opts.book.seatOf(hello.credential);
        const ended = s === null ? opts.book.endOf(hello.credential) : null;
        // Said as the reason, not a retryable failure: the device stops knocking.
        if (ended) return refuse(ws, ended, ENDED_TEXT[ended]);
        if (s === null) return refuse(ws, 'unknown-credential', 'This device is no longer invited to a seat (the seat was given back, or a new game began). Ask for a new code at the main screen.');
        seat = s;
        credential = hello.credential;
      }
      welcome(ws, seat, credential);
    });
  }

  function welcome(ws: WebSocket, seat: number, credential: string): void {
    if (ws.readyState !== ws.OPEN) return;
    let mine = seats.get(seat);
    if (!mine) seats.set(seat, (mine = new Set()));
    mine.add(ws);
    // Sets keep insertion order: the first is the oldest.
    while (mine.size > MAX_SOCKETS_PER_SEAT) {
      const oldest = mine.values().next().value as WebSocket;
      mine.delete(oldest);
      oldest.close(REFUSED_CLOSE, 'replaced');
    }
    ws.send(JSON.stringify({ welcome: { seat, credential, game: opts.gameId() } }));
    const unsubscribe = opts.events.subscribe(
      (event) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event }));
      },
      { role: 'seat', seat },
    );
    const sender: SeatSender = { kind: 'web', authenticated: true, seat };
    ws.on('close', () => {
      unsubscribe();
      const set = seats.get(seat);
      set?.delete(ws);
      if (set?.size === 0) seats.delete(seat);
      changed();
    });
    ws.on('message', (data, isBinary) => {
      // A seat dropped while this message was on its way: its socket is closing.
      if (opts.book.seatOf(credential) !== seat) return void ws.close(SEAT_END_CLOSE, opts.book.endOf(credential) ?? 'seat-taken-back');
      const frame = readCallFrame(ws, data, isBinary);
      if (!frame) return;
      if ('hello' in frame.fields) {
        ws.send(JSON.stringify({ id: frame.id, ok: false, error: { code: 'bad-message', message: sayEnglish(SAID_HELLO), words: SAID_HELLO } }));
        return;
      }
      answerCall(ws, frame.id, opts.gate.call(frame.fields.channel, frame.fields.payload, sender), (line) => log(`${name}: ${line}`));
    });
    changed();
  }

  port = await listen(server, opts.port ?? 0, opts.host);

  return {
    port,
    address: origin(),
    connected: (seat) => (seats.get(seat)?.size ?? 0) > 0,
    closeSeat(seat, why) {
      const set = seats.get(seat);
      if (!set) return;
      seats.delete(seat);
      for (const ws of set) ws.close(SEAT_END_CLOSE, why);
      changed();
    },
    async close(why = 'game-replaced') {
      const joined = [...seats.values()].flatMap((set) => [...set]);
      seats.clear();
      // No new connection from now on; the port is free once the last one is gone.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Joined devices hear why in the closing handshake; the rest (and a device that does not answer) are cut.
      await Promise.all(joined.map((ws) => farewell(ws, why)));
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
