// The http side shared by the two listeners that serve the built renderer to
// a browser: the web host (127.0.0.1, the desktop's page) and the invite
// listener (the LAN address, the seats' devices). Both serve the same files
// with the same security headers, check the Host header against their own
// address, and apply the same connection limits (connection-limits.ts).
// What each does with a WebSocket upgrade is its own business.
import { createReadStream, promises as fsp } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, type Duplex } from 'node:stream';
import { limitConnections, oneRequestAtATime, type ConnectionLimits } from './connection-limits.js';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_META, withConnectSources } from './csp.js';
import { findStaticFile } from './static-files.js';
import { isLoopbackHost } from './trustworthy-origin.js';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-cache',
};

/** Honoured on a potentially trustworthy origin only; elsewhere (a LAN address over http) the browser warns on every load. */
const OPENER_POLICY: Readonly<Record<string, string>> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

/** The security headers for a page served under `host` (the Host header it must carry). */
export function securityHeaders(host: string): Readonly<Record<string, string>> {
  return isLoopbackHost(host) ? { ...SECURITY_HEADERS, ...OPENER_POLICY } : SECURITY_HEADERS;
}

/** Time to send a whole request, body included (the hosts take none bigger than a few kB). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface RendererServerOptions {
  /** The built renderer folder (absolute). */
  rendererDir: string;
  /** The Host header requests must carry, e.g. "127.0.0.1:5173" (known once listening). */
  hostHeader: () => string;
  limits: ConnectionLimits;
  /** Prefix of log lines, e.g. "web host". */
  name: string;
  log: (line: string) => void;
  /**
   * More sources the page may connect to, in the header's policy and in
   * the page's own <meta> policy (both apply): the invite listener names its
   * ws: origin (csp.ts, withConnectSources).
   */
  connectSources?: () => readonly string[];
}

/** An http server, not yet listening, that serves the renderer's files. */
export function createRendererServer(opts: RendererServerOptions): http.Server {
  const { rendererDir, hostHeader, limits, name, log, connectSources } = opts;
  let realRoot: string | null = null;
  const findRoot = async () => {
    if (realRoot === null) realRoot = await fsp.realpath(rendererDir).catch(() => null);
    return realRoot;
  };

  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const extra = connectSources?.() ?? [];
    const base = securityHeaders(hostHeader());
    const headers = extra.length ? { ...base, 'Content-Security-Policy': withConnectSources(CONTENT_SECURITY_POLICY, extra) } : base;
    const send = (status: number, text: string) => {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.headers.host !== hostHeader()) return send(421, 'Wrong host.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed.');
    const root = await findRoot();
    if (!root) return send(503, `The renderer is not built (${rendererDir} is missing): run \`npm run build:renderer\`.`);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const found = await findStaticFile(root, rawPath);
    if (found.status !== 200) return send(found.status, found.status === 403 ? 'Forbidden.' : 'Not found.');
    if (extra.length && found.type.startsWith('text/html')) {
      // The page's <meta> policy applies too: it must name the same sources.
      const html = (await fsp.readFile(found.file, 'utf8')).replace(
        `content="${CONTENT_SECURITY_POLICY_META}"`,
        `content="${withConnectSources(CONTENT_SECURITY_POLICY_META, extra)}"`,
      );
      res.writeHead(200, { ...headers, 'Content-Type': found.type, 'Content-Length': String(Buffer.byteLength(html)) });
      return void res.end(req.method === 'HEAD' ? undefined : html);
    }
    res.writeHead(200, { ...headers, 'Content-Type': found.type, 'Content-Length': String(found.size) });
    if (req.method === 'HEAD') return void res.end();
    // pipeline, not pipe: a client that goes away mid-file must not leave the file open.
    pipeline(createReadStream(found.file), res, (err?: NodeJS.ErrnoException | null) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') log(`${name}: ${String(err)}`);
    });
  }

  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT_MS, limits.headersTimeoutMs),
      // Node checks both timeouts every 30 s by default: far too late under a flood.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    // One request at a time per connection: requests sent ahead must not each open a file.
    oneRequestAtATime((req, res) => {
      serveStatic(req, res).catch((err: unknown) => {
        log(`${name}: ${String(err)}`);
        if (!res.headersSent) res.writeHead(500, securityHeaders(hostHeader()));
        res.end();
      });
    }),
  );
  limitConnections(server, limits, log);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, name, log));
  server.on('error', (err) => log(`${name}: server error: ${String(err)}`));
  return server;
}

/** Answers a WebSocket upgrade with an http error and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, name: string, log: (line: string) => void): void {
  log(`${name}: refused a WebSocket connection: ${reason}`);
  socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
  socket.destroy();
}

/** Starts listening; resolves with the port. */
export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** A request Node could not parse, or that took too long: answered like Node's default, logged. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, name: string, log: (line: string) => void): void {
  const broken = err.code === 'ECONNRESET' || err.code === 'EPIPE';
  // A client going away is ordinary; only requests that were wrong are worth a line.
  if (!broken) log(`${name}: bad request: ${err.code ?? err.message}`);
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (socket.writable && !broken) socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
