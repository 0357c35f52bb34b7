// The web host: plays Ryozen in a browser, and makes every feature testable
// end to end on machines where Electron cannot start.
//
// A Node http server bound to 127.0.0.1 serves the built renderer
// (dist/renderer) and carries the same channel table as Electron's IPC over a
// WebSocket at /ws. Only the page this process printed can talk to it:
//   - the WebSocket URL must carry ?token= equal to the host's token (random,
//     kept in the data folder with the port, web-host-address.ts, so a restart
//     keeps the address and an open page reconnects by itself),
//   - the Origin header must be this host's own origin, and the Host header
//     this host's own address (no DNS-rebinding, no other site's page).
// Messages are {id, channel, payload}; replies are {id, ok, result | error}.
// The game driver's events (events.ts) reach every connection as
// {event: GameEvent} frames, with no id: the computer seats' moves, the view
// of the seat at the screen, the log; the page never polls.
//
// No client can stop it: an error on any socket closes that connection only
// (a malformed WebSocket frame gets the close code the protocol asks for), and
// connections are capped with a short time to send their headers
// (connection-limits.ts), so clients that connect and stall cannot use up the
// file descriptors the player's page needs. The file serving and those limits
// are renderer-server.ts's, shared with the invite listener (seat-listener.ts).
//
// Run: `npm start` (the README's command; the browser edition where the desktop
// one cannot start, or with `-- --browser`), or `npm run web`.
// Options: --port N (or env PORT; 0 = any free port; default: the port of the
// last start when it is free), RYOZEN_DATA_DIR.
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { checkLimits, DEFAULT_LIMITS, type ConnectionLimits } from './transport/connection-limits.js';
import { CONTENT_SECURITY_POLICY } from './transport/csp.js';
import { createRendererServer, listen, refuseUpgrade as refuse } from './transport/renderer-server.js';
import type { ChannelTable } from './contract/channel-table.js';
import type { SaveService } from './game/saved-copies.js';
import { answerCall, readCallFrame } from './transport/call-frames.js';
import { ensureDataDir } from './paths.js';
import { keepAddress, readKeptAddress } from './web-host-address.js';
import { createAppContext, type InviteOptions } from './app-context.js';
import type { EngineApi, GameSession } from './game/session.js';
import type { Thinker } from './game/bot-service.js';

export { CONTENT_SECURITY_POLICY };
export { resolveInside } from './transport/static-files.js';

/** Largest WebSocket message; a longer one closes its connection (code 1009). Game calls are a few kB. */
export const MAX_MESSAGE_BYTES = 1 << 20;

export interface WebHostOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Data folder (saves); created if missing. Default: RYOZEN_DATA_DIR or the per-user folder. */
  dataDir?: string;
  /** The built renderer (vite build output). Default: dist/renderer of this checkout. */
  rendererDir?: string;
  /** A fixed token (tests); default: the one kept in the data folder, else 32 random bytes, hex. */
  token?: string;
  /** The saves service, when available. */
  saves?: SaveService | null;
  /** The rules the game is played by (tests); default the engine's. */
  engine?: EngineApi;
  /** The channel table (tests); default: the app's table. */
  table?: ChannelTable;
  /** Where to report refused connections and errors; default: silent. */
  log?: (line: string) => void;
  /** Connection cap and headers timeout (tests); default: DEFAULT_LIMITS. */
  limits?: ConnectionLimits;
  /** Thinks for the computer seats (tests); default: the bot worker thread. */
  thinker?: Thinker | null;
  /** Pause between two computer moves (ms); default the driver's. */
  botPauseMs?: number;
  /**
   * The LAN address seats on other devices join at (the invite listener,
   * seat-listener.ts); default the first non-internal IPv4 address; null: none.
   */
  lanHost?: string | null;
  /** Inviting's clock and timings (tests). */
  invites?: InviteOptions;
}

export interface WebHost {
  /** The URL to open, token included. */
  url: string;
  /** The host's own origin, e.g. http://127.0.0.1:5173 */
  origin: string;
  port: number;
  token: string;
  dataDir: string;
  session: GameSession;
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_RENDERER_DIR = path.join(REPO_ROOT, 'dist', 'renderer');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startWebHost(opts: WebHostOptions = {}): Promise<WebHost> {
  const limits = checkLimits(opts.limits ?? DEFAULT_LIMITS);
  const rendererDir = path.resolve(opts.rendererDir ?? DEFAULT_RENDERER_DIR);
  const dataDir = ensureDataDir(opts.dataDir ? { env: { RYOZEN_DATA_DIR: opts.dataDir } } : {});
  const log = opts.log ?? (() => {});
  const kept = readKeptAddress(dataDir, log);
  const token = opts.token ?? kept.token;
  const ctx = createAppContext({
    dataDir,
    saves: opts.saves,
    ...(opts.engine ? { engine: opts.engine } : {}),
    ...(opts.table ? { table: opts.table } : {}),
    ...(opts.thinker === undefined ? {} : { thinker: opts.thinker }),
    ...(opts.botPauseMs === undefined ? {} : { botPauseMs: opts.botPauseMs }),
    rendererDir,
    ...(opts.lanHost === undefined ? {} : { lanHost: opts.lanHost }),
    invites: { log: opts.log ?? (() => {}), ...opts.invites },
  });
  const session = ctx.session;
  let port = 0;
  const hostHeader = () => `127.0.0.1:${port}`;
  const origin = () => `http://127.0.0.1:${port}`;

  const server = createRendererServer({ rendererDir, hostHeader, limits, name: 'web host', log });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('error', (err) => log(`web host: WebSocket server error: ${String(err)}`));

  const refuseUpgrade = (socket: Duplex, status: number, reason: string) => refuse(socket, status, reason, 'web host', log);

  server.on('upgrade', (req, socket, head) => {
    // Node stops watching the socket once it is handed over here; ws watches it again after the handshake.
    socket.on('error', (err) => log(`web host: connection error: ${String(err)}`));
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin());
    } catch {
      return refuseUpgrade(socket, 400, 'Bad request.');
    }
    if (url.pathname !== '/ws') return refuseUpgrade(socket, 404, 'Not found.');
    if (req.headers.host !== hostHeader()) return refuseUpgrade(socket, 403, 'Wrong Host header.');
    if (req.headers.origin !== origin()) return refuseUpgrade(socket, 403, 'Wrong Origin.');
    if (!sameSecret(url.searchParams.get('token') ?? '', token)) return refuseUpgrade(socket, 401, 'Missing or wrong token.');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
  });

  // One line across all connections, as in Electron, and the seats' devices: the session is a single game (call-queue.ts).
  const gate = ctx.gate;

  function onConnection(ws: WebSocket) {
    // A broken frame, bad UTF-8 or a reset: ws has already sent the close code and closes the socket.
    ws.on('error', (err) => log(`web host: closed a WebSocket connection: ${err.message}`));
    const unsubscribe = ctx.driver.subscribe((event) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event }));
    });
    ws.on('close', unsubscribe);
    ws.on('message', (data, isBinary) => {
      const frame = readCallFrame(ws, data, isBinary);
      if (!frame) return;
      const reply = gate.call(frame.fields.channel, frame.fields.payload, { kind: 'web', authenticated: true });
      answerCall(ws, frame.id, reply, (line) => log(`web host: ${line}`));
    });
  }

  port = await listenKept(server, opts.port, kept.port);
  if (opts.token === undefined && (kept.fresh || kept.port !== port)) {
    await keepAddress(dataDir, { port, token }).catch((err: unknown) => log(`web host: could not keep the address for the next start: ${String(err)}`));
  }

  return {
    url: `${origin()}/?token=${token}`,
    origin: origin(),
    port,
    token,
    dataDir,
    session,
    close: async () => {
      // The invite listener first: nobody joins a host that is going away.
      await ctx.invites?.stop();
      await new Promise<void>((resolve) => {
        ctx.driver.halt();
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/**
 * Listens on `asked` when given (0: any free port); else on the port of the
 * last start when it is free, else on any free port.
 */
async function listenKept(server: Parameters<typeof listen>[0], asked: number | undefined, last: number | null): Promise<number> {
  if (asked !== undefined) return listen(server, asked, '127.0.0.1');
  if (last !== null) {
    try {
      return await listen(server, last, '127.0.0.1');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' && (err as NodeJS.ErrnoException).code !== 'EACCES') throw err;
    }
  }
  return listen(server, 0, '127.0.0.1');
}

function parsePort(argv: string[], env: NodeJS.ProcessEnv): number | undefined {
  const i = argv.indexOf('--port');
  const eq = argv.find((a) => a.startsWith('--port='));
  const raw = eq ? eq.slice('--port='.length) : i >= 0 ? argv[i + 1] : env.PORT;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port number: ${raw}`);
  return n;
}

async function main() {
  const port = parsePort(process.argv.slice(2), process.env);
  const host = await startWebHost({ ...(port === undefined ? {} : { port }), log: (line) => console.error(line) });
  console.log(`Ryozen is ready: ${host.url}`);
  console.log(`Data folder: ${host.dataDir} (saves in its saves/ folder)`);
  const stop = () => {
    void host.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
