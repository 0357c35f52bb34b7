// Test support for the invite listener: a seat device's connection, as the
// seat client page makes it (hello first, then calls and pushed events), and
// raw probes of the listener's Host and Origin checks.
import http from 'node:http';
import { WebSocket } from 'ws';
import type { GameEvent } from '../../shared/events.js';

export type SeatReply = { id: unknown; ok: boolean; result?: unknown; error?: { code: string; message: string } };
export type HelloAnswer = { welcome: { seat: number; credential: string; game: string | null } } | { refused: { code: string; message: string } };

export interface SeatClient {
  /** The answer to the hello. */
  answer: HelloAnswer;
  /** Every event received after the welcome. */
  events: GameEvent[];
  /** Bytes of every frame received (the hello's answer included). */
  bytes(): number;
  raw(channel: string, payload?: unknown): Promise<SeatReply>;
  /** Sends `msg` with a fresh id; resolves with the reply of that id. */
  frame(msg: Record<string, unknown>): Promise<SeatReply>;
  /** Sends any text frame. */
  send(text: string): void;
  nextEvent(match: (e: GameEvent) => boolean, ms?: number): Promise<GameEvent>;
  /** Resolves with the close code once the listener has closed the socket. */
  closed: Promise<number>;
  /** Resolves with the close code and reason once the listener has closed the socket. */
  closedWith: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface SeatConnectOptions {
  /** Origin header; default the listener's own. */
  origin?: string;
  /** Host header; default the listener's own. */
  host?: string;
  /** Path and query; default /ws. */
  path?: string;
  /** The loopback address to connect from (another device on the network); default the system's choice. */
  localAddress?: string;
  ms?: number;
}

/** Opens a WebSocket to the listener at `address` (http://host:port); resolves once open, or rejects with the refusal. */
export function openSocket(address: string, opts: SeatConnectOptions = {}): Promise<WebSocket> {
  const url = new URL(address);
  const ws = new WebSocket(`ws://${url.host}${opts.path ?? '/ws'}`, {
    origin: opts.origin ?? address,
    ...(opts.host ? { headers: { host: opts.host } } : {}),
    ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no WebSocket handshake in time')), opts.ms ?? 10_000);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`refused with HTTP ${res.statusCode}`));
    });
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Joins as a seat device: opens /ws, sends `hello`, and resolves with the answer and the connection. */
export async function joinSeat(address: string, hello: unknown, opts: SeatConnectOptions = {}): Promise<SeatClient> {
  const ws = await openSocket(address, opts);
  const events: GameEvent[] = [];
  const replies = new Map<number, (r: SeatReply) => void>();
  const waiting: { match: (e: GameEvent) => boolean; resolve: (e: GameEvent) => void }[] = [];
  let bytes = 0;
  let next = 1;
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const closed = closedWith.then((c) => c.code);
  const answer = await new Promise<HelloAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to the hello in time')), opts.ms ?? 10_000);
    let first = true;
    ws.on('message', (data: Buffer) => {
      bytes += data.length;
      const msg = JSON.parse(data.toString()) as HelloAnswer | SeatReply | { event: GameEvent };
      if (first) {
        first = false;
        clearTimeout(timer);
        resolve(msg as HelloAnswer);
        return;
      }
      if ('event' in msg) {
        events.push(msg.event);
        for (const w of [...waiting]) {
          if (!w.match(msg.event)) continue;
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(msg.event);
        }
        return;
      }
      const r = msg as SeatReply;
      replies.get(r.id as number)?.(r);
      replies.delete(r.id as number);
    });
    void closed.then(() => reject(new Error('closed before answering the hello')));
    ws.send(typeof hello === 'string' ? hello : JSON.stringify(hello));
  });
  function frame(msg: Record<string, unknown>): Promise<SeatReply> {
    return new Promise<SeatReply>((resolve, reject) => {
      const id = next++;
      replies.set(id, resolve);
      void closed.then(() => reject(new Error(`${String(msg.channel ?? 'a message')}: the connection closed`)));
      ws.send(JSON.stringify({ id, ...msg }));
    });
  }
  return {
    answer,
    events,
    bytes: () => bytes,
    raw: (channel, payload) => frame({ channel, payload }),
    frame,
    send: (text) => ws.send(text),
    nextEvent: (match, ms = 20_000) =>
      new Promise<GameEvent>((resolve, reject) => {
        const w = {
          match,
          resolve: (e: GameEvent) => {
            clearTimeout(timer);
            resolve(e);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(w), 1);
          reject(new Error('no such event in time'));
        }, ms);
        waiting.push(w);
      }),
    closed,
    closedWith,
    close: () => ws.close(),
  };
}

/** Resolves with the listener's first message and the close code, for a socket that says `text` first (or nothing). */
export async function firstMessageAndClose(address: string, text: string | null, opts: SeatConnectOptions = {}): Promise<{ first: unknown; code: number }> {
  const ws = await openSocket(address, opts);
  return new Promise((resolve) => {
    let first: unknown = null;
    ws.once('message', (data: Buffer) => (first = JSON.parse(data.toString())));
    ws.once('close', (code) => resolve({ first, code }));
    if (text !== null) ws.send(text);
  });
}

/** GETs `path` from the listener with the given Host header; resolves with the status, or the connection error's code. */
export function getFrom(address: string, hostHeader: string, urlPath = '/'): Promise<number | string> {
  const url = new URL(address);
  return new Promise((resolve) => {
    const req = http.get({ host: url.hostname, port: Number(url.port), path: urlPath, headers: { host: hostHeader }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}
