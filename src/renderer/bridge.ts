// The renderer's only way to the game: window.ryozen (Electron preload) when
// present, else a WebSocket to the web host that served this page
// (ws://<host>/ws?token=<token from this page's URL>). Both carry the same
// channel table and answer with a Reply; `call` unwraps it and throws a
// BridgeError with the error's code and message on refusal. The main side
// drives the game and pushes GameEvents (src/main/events.ts); `subscribe`
// hands them to the store.
import type { ChannelInput, ChannelOutput, Reply, RyozenWindowApi } from '../shared/contract.js';
import type { ChannelName } from '../shared/channel-names.js';
import type { GameEvent, GameEventListener } from '../shared/events.js';
import { msg, type Msg } from '../engine/core/message.js';
import { sayEnglish } from '../shared/i18n/words.js';

/**
 * A refused call: `code`, `words` for the player (say them with
 * `sayError(w, err)` from i18n.ts) and `message` in English for the console
 * (the id of the words instead while the page has not loaded English).
 */
export class BridgeError extends Error {
  readonly code: string;
  readonly words: Msg | undefined;
  constructor(code: string, message: string, words?: Msg) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    this.words = words;
  }
}

/**
 * Names the seat whose view is on screen, or null when no game is shown. After
 * a dropped connection comes back, the bridge asks the screen seat's view and
 * the whole log once, and hands them to the listener as `view` and `log`
 * events: whatever was pushed while the line was down is lost.
 */
export type ScreenSeat = () => number | null;

export interface Bridge {
  readonly kind: 'electron' | 'web' | 'seat';
  call<K extends ChannelName>(channel: K, input: ChannelInput<K>): Promise<ChannelOutput<K>>;
  /** Receives the events the main side pushes; returns the way to stop. */
  subscribe(listener: GameEventListener, screenSeat?: ScreenSeat): () => void;
}

declare global {
  interface Window {
    ryozen?: RyozenWindowApi;
  }
}

/** The error of a line that cannot reach its host. */
function unreachableError(words: Msg): BridgeError {
  return new BridgeError('connection', sayEnglish(words), words);
}

function unwrap<T>(reply: Reply<T>): T {
  if (reply.ok) return reply.result;
  throw new BridgeError(reply.error.code, reply.error.message, reply.error.words);
}

/** Calls every listener, so that one that throws cannot starve the others. */
function deliver(listeners: Iterable<GameEventListener>, event: GameEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (err) {
      console.error('A game event listener failed:', err);
    }
  }
}

function electronBridge(api: RyozenWindowApi): Bridge {
  return {
    kind: 'electron',
    async call(channel, input) {
      const fn = api[channel] as (input: unknown) => Promise<Reply<ChannelOutput<typeof channel>>>;
      return unwrap(await fn(input));
    },
    // IPC inside one app does not drop, so there is nothing to catch up on.
    subscribe(listener) {
      return api.onEvent((event) => deliver([listener], event));
    },
  };
}

interface Pending {
  resolve: (reply: Reply<unknown>) => void;
  reject: (err: Error) => void;
}

export interface WebBridgeOptions {
  /** Waits before trying again to reach a host that dropped the line (ms), longest last. */
  reconnectDelays?: readonly number[];
}

const RECONNECT_DELAYS = [250, 500, 1000, 2000, 4000];

/**
 * What a new socket must say before it carries calls (the seat's hello, see
 * seat/seat-bridge.ts). The web host's socket needs none: its token is in
 * the address.
 */
export interface Handshake {
  /** The first message of every new socket. */
  hello(): unknown;
  /**
   * The host's answer to it. `ok`: the socket carries calls from now on.
   * Otherwise the socket is given up with `error`; `retry: false` also stops
   * reconnecting until `connect()` is called again (a refused seat).
   */
  answer(msg: unknown): { ok: true } | { ok: false; error: BridgeError; retry: boolean };
  /**
   * The host closed a socket with `code` and `reason`. True: it said there is
   * nothing to come back to (the seat ended), so reconnecting stops until
   * `connect()` is called again.
   */
  ended?(code: number, reason: string): boolean;
}

/** How the line to the host is doing, for a page that shows it. */
export type LineState = 'connecting' | 'open' | 'closed' | 'halted';

export interface SocketBridgeOptions extends WebBridgeOptions {
  kind: Bridge['kind'];
  url: string;
  handshake?: Handshake;
  /** What a failed connection says. */
  unreachable?: Msg;
  onLineState?: (state: LineState) => void;
  /**
   * Tries in a row that may fail to reach the host before the line stops
   * trying (halted) and `onGiveUp` is called; default: never give up.
   */
  giveUpAfter?: number;
  onGiveUp?: () => void;
}

/** A bridge over one WebSocket, with the means to steer its reconnection. */
export interface SocketBridge extends Bridge {
  /** Opens the line now (again after a refusal); resolves once it carries calls. */
  connect(): Promise<void>;
  /** Tries again at once (the page became visible, the network came back) if the line is down and not halted. */
  reconnectNow(): void;
  /** Closes the line and stops reconnecting until `connect()`. */
  halt(): void;
}

const UNREACHABLE: Msg = msg('main.bridge.unreachable');

/**
 * WebSocket client for the web host; connects on first use and again after a
 * drop. While someone listens for events it also reconnects by itself, since
 * the events only come while a socket is open.
 */
export function webBridge(url: string, opts: WebBridgeOptions = {}): Bridge {
  return socketBridge({ ...opts, kind: 'web', url });
}

/**
 * The call/reply/event plumbing over a WebSocket shared by the web host's
 * page (webBridge) and a seat's own device (seat/seat-bridge.ts): calls are
 * `{id, channel, payload}` answered by a Reply with the same id, events come
 * as `{event}` frames. After a drop the next socket catches up once.
 */
export function socketBridge(opts: SocketBridgeOptions): SocketBridge {
  const delays = opts.reconnectDelays ?? RECONNECT_DELAYS;
  const { handshake } = opts;
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const subscribers = new Map<GameEventListener, ScreenSeat | undefined>();
  /** The socket closed under us: the next one that opens must catch up. */
  let dropped = false;
  /** Refused for good (or closed on purpose): no reconnecting until connect(). */
  let halted = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const lineState = (state: LineState) => opts.onLineState?.(state);

  function scheduleReconnect(): void {
    if (retryTimer || halted || subscribers.size === 0) return;
    if (opts.giveUpAfter !== undefined && retries >= opts.giveUpAfter) {
      halted = true;
      lineState('halted');
      opts.onGiveUp?.();
      return;
    }
    const delay = delays[Math.min(retries, delays.length - 1)] ?? 1000;
    retries++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (subscribers.size === 0 || halted) return;
      open().catch(() => scheduleReconnect());
    }, delay);
  }

  /** Asks the screen seat's view and the whole log once, for each listener with a game on screen. */
  function catchUp(): void {
    for (const [listener, screenSeat] of subscribers) {
      if ((screenSeat?.() ?? null) === null) continue;
      void (async () => {
        try {
          // No seat named: the main side answers for the seat at its screen now, which may be
          // another person than the one shown before the drop (the store covers the table then).
          // A seat's device gets its own seat's view.
          const view = await call('game:view', {});
          const log = await call('game:log', { since: 0 });
          if (!subscribers.has(listener)) return;
          deliver([listener], { type: 'view', view, game: view.game });
          deliver([listener], { type: 'log', from: 0, entries: log.entries, total: log.total, game: view.game });
        } catch {
          // The line dropped again: the next reconnect catches up.
        }
      })();
    }
  }

  function open(): Promise<WebSocket> {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    lineState('connecting');
    opening = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(opts.url);
      let greeting = !!handshake;
      let settled = false;
      const ready = () => {
        settled = true;
        socket = ws;
        opening = null;
        retries = 0;
        lineState('open');
        resolve(ws);
        if (dropped) {
          dropped = false;
          catchUp();
        }
      };
      const fail = (err: BridgeError) => {
        if (settled) return;
        settled = true;
        if (opening) opening = null;
        reject(err);
      };
      ws.onopen = () => {
        if (handshake) ws.send(JSON.stringify(handshake.hello()));
        else ready();
      };
      ws.onerror = () => fail(unreachableError(opts.unreachable ?? UNREACHABLE));
      ws.onclose = (ev?: CloseEvent) => {
        if (ev && handshake?.ended?.(ev.code, ev.reason)) halted = true;
        if (socket === ws) {
          dropped = true;
          socket = null;
        }
        fail(unreachableError(opts.unreachable ?? UNREACHABLE));
        for (const p of pending.values()) p.reject(new BridgeError('connection', sayEnglish(msg('main.bridge.closed')), msg('main.bridge.closed')));
        pending.clear();
        if (socket === null && !opening) lineState(halted ? 'halted' : 'closed');
        scheduleReconnect();
      };
      ws.onmessage = (ev: MessageEvent) => {
        let msg: { id?: unknown; event?: unknown } & Reply<unknown>;
        try {
          msg = JSON.parse(String(ev.data)) as typeof msg;
        } catch {
          return;
        }
        if (greeting && handshake) {
          greeting = false;
          const answer = handshake.answer(msg);
          if (answer.ok) return ready();
          if (!answer.retry) halted = true;
          fail(answer.error);
          ws.close();
          return;
        }
        if (msg.id === undefined && msg.event && typeof msg.event === 'object') {
          deliver([...subscribers.keys()], msg.event as GameEvent);
          return;
        }
        if (typeof msg.id !== 'number') return;
        const p = pending.get(msg.id);
        if (!p) return;
        pending.delete(msg.id);
        p.resolve(msg.ok ? { ok: true, result: msg.result } : { ok: false, error: msg.error });
      };
    });
    return opening;
  }

  const call: Bridge['call'] = async (channel, input) => {
    const ws = await open();
    const id = nextId++;
    const reply = await new Promise<Reply<unknown>>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, channel, payload: input }));
    });
    return unwrap(reply) as ChannelOutput<typeof channel>;
  };

  function stopTimer(): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  }

  return {
    kind: opts.kind,
    call,
    subscribe(listener, screenSeat) {
      subscribers.set(listener, screenSeat);
      if (!halted) open().catch(() => scheduleReconnect());
      return () => {
        subscribers.delete(listener);
        if (subscribers.size === 0) stopTimer();
      };
    },
    async connect() {
      halted = false;
      stopTimer();
      retries = 0;
      await open();
    },
    reconnectNow() {
      if (halted || socket || opening || subscribers.size === 0) return;
      stopTimer();
      retries = 0;
      open().catch(() => scheduleReconnect());
    },
    halt() {
      halted = true;
      stopTimer();
      const ws = socket;
      socket = null;
      ws?.close();
      lineState('halted');
    },
  };
}

/** The WebSocket address of the web host that served this page. */
export function webHostUrl(loc: Pick<Location, 'host' | 'search'> = window.location): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  return `ws://${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

let bridge: Bridge | null = null;

/** Puts the bridge every store uses in place before the first call (a seat's own device: seat/seat-bridge.ts). */
export function installBridge(b: Bridge): void {
  bridge = b;
}

export function getBridge(): Bridge {
  if (!bridge) bridge = window.ryozen ? electronBridge(window.ryozen) : webBridge(webHostUrl());
  return bridge;
}
