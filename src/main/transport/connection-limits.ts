// Keeps a local HTTP server answering when clients open connections and never
// use them. Every open socket holds a file descriptor, and a terminal on macOS
// allows only 256 of them: a few hundred connections that never finish their
// request headers would leave none for the player's own page.
//
// So the number of open connections is capped, and when the cap is reached a
// new connection does not get refused: the oldest connection with no request
// in progress (headers never finished, or an idle keep-alive) is dropped to
// make room, so stalled clients cannot lock out a real request. A connection
// must also send its first request head within a short time.
//
// A single connection can hold descriptors too: HTTP/1.1 lets a client send
// requests ahead of the answers (pipelining), and Node hands them all to the
// server at once. Each would open its file, and an answer the client never
// reads keeps its file open, so one connection could take every descriptor.
// So a connection is served one request at a time (oneRequestAtATime), and
// one that sends more than a few requests ahead is closed: browsers never
// pipeline.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface ConnectionLimits {
  /** Most connections open at once. */
  maxConnections: number;
  /** Time a new connection has to send its first complete request head. */
  headersTimeoutMs: number;
}

/**
 * One player's browser uses a handful of connections (about six for the
 * files, one WebSocket); the cap leaves room for several tabs and stays far
 * below 256 descriptors, with room for the files the host itself opens.
 */
export const DEFAULT_LIMITS: ConnectionLimits = { maxConnections: 64, headersTimeoutMs: 5_000 };

type Use = 'unused' | 'request' | 'upgraded';

interface Tracked {
  use: Use;
  /** Order in which connections became unused: the lowest is dropped first. */
  since: number;
  timer: NodeJS.Timeout | null;
}

export interface ConnectionTracker {
  /** Connections open now. */
  count(): number;
}

/** Throws a clear error for limits that would refuse everyone or drop everyone. */
export function checkLimits(limits: ConnectionLimits): ConnectionLimits {
  if (!Number.isInteger(limits.maxConnections) || limits.maxConnections < 1) throw new Error(`maxConnections must be a whole number of at least 1, not ${limits.maxConnections}`);
  if (!Number.isInteger(limits.headersTimeoutMs) || limits.headersTimeoutMs < 1) throw new Error(`headersTimeoutMs must be a whole number of milliseconds above 0, not ${limits.headersTimeoutMs}`);
  return limits;
}

/** Applies the limits to a server; call before it listens. */
export function limitConnections(server: Server, limits: ConnectionLimits = DEFAULT_LIMITS, log: (line: string) => void = () => {}): ConnectionTracker {
  checkLimits(limits);
  const open = new Map<Duplex, Tracked>();
  let order = 0;
  // One log line per flood, not one per dropped connection.
  let crowded = false;

  const stopTimer = (t: Tracked) => {
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
  };

  /** Oldest unused connection; failing that, an answer its client does not read (its buffer is full). */
  function victim(): Duplex | null {
    let best: Duplex | null = null;
    let bestSince = Infinity;
    for (const [socket, t] of open) {
      if (t.use === 'unused' && t.since < bestSince) {
        best = socket;
        bestSince = t.since;
      }
    }
    if (best) return best;
    for (const [socket, t] of open) if (t.use === 'request' && socket.writableNeedDrain) return socket;
    return null;
  }

  server.on('connection', (socket: Socket) => {
    if (open.size >= limits.maxConnections) {
      const drop = victim();
      if (!crowded) log(`web host: more than ${limits.maxConnections} connections; dropping the oldest unused ones`);
      crowded = true;
      if (!drop) {
        // Every connection is serving a request or a game: the newcomer waits its turn by retrying.
        socket.destroy();
        return;
      }
      drop.destroy();
      open.delete(drop);
    } else if (open.size < limits.maxConnections / 2) {
      crowded = false;
    }
    const t: Tracked = { use: 'unused', since: order++, timer: null };
    t.timer = setTimeout(() => {
      if (t.use === 'unused') socket.destroy();
    }, limits.headersTimeoutMs);
    t.timer.unref();
    open.set(socket, t);
    socket.once('close', () => {
      stopTimer(t);
      open.delete(socket);
    });
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    const t = open.get(socket);
    if (!t) return;
    t.use = 'request';
    stopTimer(t);
    // A keep-alive connection waiting for its next request can be dropped again.
    res.once('close', () => {
      if (open.get(socket) !== t) return;
      t.use = 'unused';
      t.since = order++;
    });
  });

  server.on('upgrade', (_req, socket: Duplex) => {
    const t = open.get(socket);
    if (!t) return;
    t.use = 'upgraded';
    stopTimer(t);
  });

  return { count: () => open.size };
}

/** Requests a connection may send ahead of the answer in progress; beyond this it is closed. */
export const MAX_REQUESTS_AHEAD = 8;

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

interface Line {
  busy: boolean;
  waiting: [IncomingMessage, ServerResponse][];
}

/**
 * Wraps a request handler so that each connection has one request handled at
 * a time: the next starts when the answer before it has finished (or failed),
 * so a connection holds at most one open file however many requests it sends.
 */
export function oneRequestAtATime(handle: RequestHandler): RequestHandler {
  const lines = new WeakMap<Duplex, Line>();

  function start(socket: Duplex, line: Line, req: IncomingMessage, res: ServerResponse): void {
    line.busy = true;
    res.once('close', () => {
      line.busy = false;
      const next = line.waiting.shift();
      // A request waiting on a connection that is gone has nobody to answer: opening its file would leak it.
      if (next && !socket.destroyed) start(socket, line, ...next);
    });
    handle(req, res);
  }

  return (req, res) => {
    const socket = req.socket;
    let line = lines.get(socket);
    if (!line) {
      const fresh: Line = { busy: false, waiting: [] };
      lines.set(socket, (line = fresh));
      socket.once('close', () => (fresh.waiting.length = 0));
    }
    if (!line.busy) return start(socket, line, req, res);
    if (line.waiting.length >= MAX_REQUESTS_AHEAD) {
      socket.destroy();
      line.waiting.length = 0;
      return;
    }
    line.waiting.push([req, res]);
  };
}
