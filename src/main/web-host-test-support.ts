// Test support for the web host tests: a host in a child process
// (web-host-child-test-support.ts), and clients that talk to a host the way a page would
// (calls and pushed game events), or over raw TCP the way a broken or hostile
// client would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import type { GameConfig } from '../engine/core/types.js';
import { tableRulesOf } from '../engine/core/table-rules.js';
import type { GameEvent } from '../shared/events.js';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web-host-child-test-support.ts');
/** Starting the child compiles the main process through tsx: slow on a busy machine. */
const START_LIMIT_MS = 60_000;

export const PAGE_TEXT = '<!doctype html><title>Ryozen</title>';

/** A two-player standard game, as the new-game screen sends it. */
export const TWO_HUMANS = {
  seats: [
    { clan: 'crane', controller: 'human' },
    { clan: 'fox', controller: 'human' },
  ],
  mode: 'standard',
  ...tableRulesOf({}),
};

/** A 4-seat table where one person plays against three computer seats (issue 13's measure). */
export const ONE_PERSON_THREE_COMPUTERS: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aki' },
    { clan: 'koi', controller: 'random', name: 'Koi bot' },
    { clan: 'tortoise', controller: 'heuristic', name: 'Tortoise bot' },
    { clan: 'fox', controller: 'random', name: 'Fox bot' },
  ],
  mode: 'standard',
  ...tableRulesOf({}),
};

export interface ChildHost {
  port: number;
  token: string;
  origin: string;
  /** True while the host process runs. */
  alive(): boolean;
  /** The real game state's hash ('none' with no game). */
  hash(): Promise<string>;
  /** What the host logged (refused connections, errors). */
  stderr(): string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** Runs the host under `ulimit -n` of this many file descriptors. */
  fdLimit?: number;
  /** More files of the renderer, by name, besides index.html. */
  files?: Record<string, Buffer>;
}

/** A renderer folder `renderer` in `parent` whose one page is PAGE_TEXT: for hosts whose pages a test does not open. */
export function standInRenderer(parent: string): string {
  const renderer = path.join(parent, 'renderer');
  mkdirSync(renderer);
  writeFileSync(path.join(renderer, 'index.html'), PAGE_TEXT);
  return renderer;
}

/** Starts a web host in a child process, serving a one-page renderer from a temporary folder. */
export async function spawnHost(opts: SpawnOptions = {}): Promise<ChildHost> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-webhost-child-'));
  const renderer = standInRenderer(tmp);
  for (const [name, data] of Object.entries(opts.files ?? {})) writeFileSync(path.join(renderer, name), data);
  const args = ['--import', 'tsx', CHILD, renderer, path.join(tmp, 'data')];
  const child: ChildProcessWithoutNullStreams =
    opts.fdLimit === undefined
      ? spawn(process.execPath, args)
      : // exec: the limit applies to node itself, and the pid is node's.
        spawn('bash', ['-c', `ulimit -n ${opts.fdLimit} && exec "$0" "$@"`, process.execPath, ...args]);
  let out = '';
  let err = '';
  const lineWaiters: ((line: string) => void)[] = [];
  child.stdin.on('error', () => {}); // writing to a host that just died is not the test's failure
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (err += d));
  child.stdout.on('data', (d: string) => {
    out += d;
    let nl: number;
    while ((nl = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      lineWaiters.shift()?.(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextLine = (what: string, ms: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`web host child: no ${what} within ${ms} ms; stderr: ${err}`)), ms);
      const done = (line: string) => {
        clearTimeout(timer);
        resolve(line);
      };
      lineWaiters.push(done);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`web host child exited (code ${child.exitCode}, signal ${child.signalCode}); stderr: ${err}`));
      });
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin.end();
      const guard = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(guard);
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  let ready: string;
  try {
    ready = await nextLine('ready line', START_LIMIT_MS);
  } catch (e) {
    child.kill('SIGKILL');
    await stop();
    throw e;
  }
  const m = /^ready (\d+) ([0-9a-f]+)$/.exec(ready);
  if (!m) throw new Error(`web host child: unexpected output ${ready}`);
  const port = Number(m[1]);
  return {
    port,
    token: m[2]!,
    origin: `http://127.0.0.1:${port}`,
    alive: () => child.exitCode === null && child.signalCode === null,
    hash: async () => {
      const line = nextLine('hash', 10_000);
      child.stdin.write('hash\n');
      return (await line).replace(/^hash /, '');
    },
    stderr: () => err,
    stop,
  };
}

function withDeadline<T>(what: string, ms: number, run: (settle: (v: T | Error) => void) => () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let cleanup = () => {};
    const timer = setTimeout(() => settle(new Error(`${what}: no answer within ${ms} ms`)), ms);
    function settle(v: T | Error) {
      clearTimeout(timer);
      cleanup();
      if (v instanceof Error) reject(v);
      else resolve(v);
    }
    cleanup = run(settle);
  });
}

/** GETs the page as a browser would; resolves with status and body, or fails after ms. */
export function getPage(port: number, ms = 10_000): Promise<{ status: number; body: string }> {
  return withDeadline('GET /', ms, (settle) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', headers: { host: `127.0.0.1:${port}` }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => settle({ status: res.statusCode ?? 0, body }));
      res.on('error', settle);
    });
    req.on('error', settle);
    return () => req.destroy();
  });
}

export type Reply = { id: unknown; ok: boolean; result?: unknown; error?: { code: string; message: string } };

/** Opens a WebSocket as the page does, makes one call, closes; fails after ms. */
export function wsCall(host: Pick<ChildHost, 'port' | 'token' | 'origin'>, channel: string, payload: unknown, ms = 10_000): Promise<Reply> {
  return withDeadline(`WebSocket call ${channel}`, ms, (settle) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${host.token}`, { origin: host.origin });
    ws.on('error', settle);
    ws.on('open', () => ws.send(JSON.stringify({ id: 1, channel, payload })));
    ws.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString()) as Reply | { event: unknown };
      // The game's events come on the same socket, without an id: not the reply.
      if ('id' in msg) settle(msg);
    });
    return () => ws.terminate();
  });
}

/** A page's connection to a host: calls, and the events the host pushes, recorded in order. */
export interface GameClient {
  call<T = unknown>(channel: string, payload?: unknown): Promise<T>;
  raw(channel: string, payload?: unknown): Promise<Reply>;
  /** Every event received so far. */
  events: GameEvent[];
  /** The channel of every call sent so far, in order. */
  sent: string[];
  /** The first event from now on that matches; fails after ms. */
  nextEvent(match: (e: GameEvent) => boolean, ms?: number): Promise<GameEvent>;
  /**
   * How many events had come when the latest reply came. ws may hand over several frames of one
   * network read before an awaited call's continuation runs, so `events.length` read after
   * `await call()` can already count events sent after the reply.
   */
  eventsAtLastReply(): number;
  close(): void;
}

/** Opens a WebSocket to the host as the page does. */
export async function connectClient(host: Pick<ChildHost, 'port' | 'token' | 'origin'>): Promise<GameClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${encodeURIComponent(host.token)}`, { origin: host.origin });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const events: GameEvent[] = [];
  const sent: string[] = [];
  const replies = new Map<number, (r: Reply) => void>();
  const waiting: { match: (e: GameEvent) => boolean; resolve: (e: GameEvent) => void }[] = [];
  let eventsAtLastReply = 0;
  ws.on('message', (data: Buffer) => {
    const msg = JSON.parse(data.toString()) as Reply | { event: GameEvent };
    if ('event' in msg) {
      events.push(msg.event);
      for (const w of [...waiting]) {
        if (!w.match(msg.event)) continue;
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(msg.event);
      }
      return;
    }
    eventsAtLastReply = events.length;
    replies.get(msg.id as number)?.(msg);
    replies.delete(msg.id as number);
  });
  let next = 1;
  const raw = (channel: string, payload?: unknown) =>
    new Promise<Reply>((resolve) => {
      const id = next++;
      replies.set(id, resolve);
      sent.push(channel);
      ws.send(JSON.stringify({ id, channel, payload }));
    });
  return {
    raw,
    async call<T>(channel: string, payload?: unknown): Promise<T> {
      const r = await raw(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error?.code}: ${r.error?.message}`);
      return r.result as T;
    },
    events,
    sent,
    nextEvent: (match, ms = 20_000) =>
      withDeadline<GameEvent>('an event', ms, (settle) => {
        const w = { match, resolve: settle };
        waiting.push(w);
        return () => {
          const i = waiting.indexOf(w);
          if (i >= 0) waiting.splice(i, 1);
        };
      }),
    eventsAtLastReply: () => eventsAtLastReply,
    close: () => ws.close(),
  };
}

/** A raw TCP connection that has completed the WebSocket handshake with the token; frames are up to the caller. */
export function rawWebSocket(host: Pick<ChildHost, 'port' | 'token' | 'origin'>, ms = 10_000): Promise<net.Socket> {
  return withDeadline('WebSocket handshake', ms, (settle) => {
    const socket = net.connect(host.port, '127.0.0.1');
    let head = '';
    const onData = (d: Buffer) => {
      head += d.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) settle(socket);
      else settle(new Error(`handshake refused: ${head.split('\r\n')[0]}`));
    };
    socket.on('data', onData);
    socket.on('error', settle);
    socket.on('connect', () => {
      socket.write(
        `GET /ws?token=${host.token} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nOrigin: ${host.origin}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    return () => socket.off('error', settle);
  });
}

/** Resolves once the other side has closed the socket; fails after ms. */
export function closedByPeer(socket: net.Socket, ms = 10_000): Promise<void> {
  return withDeadline<void>('closing by the host', ms, (settle) => {
    socket.on('error', () => {}); // a reset is a close too
    if (socket.destroyed || socket.readableEnded) {
      queueMicrotask(() => settle(undefined));
      return () => {};
    }
    socket.resume(); // drain the host's close frame so 'end' can come
    const done = () => settle(undefined);
    socket.once('end', done);
    socket.once('close', done);
    return () => {
      socket.off('end', done);
      socket.off('close', done);
    };
  });
}
