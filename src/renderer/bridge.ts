// The renderer's only way to the game: window.ryozen (Electron preload) when
// present, else a WebSocket to the web host that served this page
// (ws://<host>/ws?token=<token from this page's URL>). Both carry the same
// channel table and answer with a Reply; `call` unwraps it and throws a
// BridgeError with the error's code and message on refusal.
import type { ChannelInput, ChannelOutput, Reply, RyozenApi } from '../main/api.js';
import type { ChannelName } from '../main/channel-names.js';

export class BridgeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}

export interface Bridge {
  readonly kind: 'electron' | 'web';
  call<K extends ChannelName>(channel: K, input: ChannelInput<K>): Promise<ChannelOutput<K>>;
}

declare global {
  interface Window {
    ryozen?: RyozenApi;
  }
}

function unwrap<T>(reply: Reply<T>): T {
  if (reply.ok) return reply.result;
  throw new BridgeError(reply.error.code, reply.error.message);
}

function electronBridge(api: RyozenApi): Bridge {
  return {
    kind: 'electron',
    async call(channel, input) {
      const fn = api[channel] as (input: unknown) => Promise<Reply<ChannelOutput<typeof channel>>>;
      return unwrap(await fn(input));
    },
  };
}

interface Pending {
  resolve: (reply: Reply<unknown>) => void;
  reject: (err: Error) => void;
}

/** WebSocket client for the web host; connects on first use and again after a drop. */
export function webBridge(url: string): Bridge {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function open(): Promise<WebSocket> {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    opening = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        opening = null;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        reject(new BridgeError('connection', 'Cannot reach the Ryozen host. Is `npm run web` still running, and did you open the address it printed (with its token)?'));
      };
      ws.onclose = () => {
        socket = null;
        for (const p of pending.values()) p.reject(new BridgeError('connection', 'The connection to the Ryozen host was closed.'));
        pending.clear();
      };
      ws.onmessage = (ev: MessageEvent) => {
        let msg: { id?: unknown } & Reply<unknown>;
        try {
          msg = JSON.parse(String(ev.data)) as typeof msg;
        } catch {
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

  return {
    kind: 'web',
    async call(channel, input) {
      const ws = await open();
      const id = nextId++;
      const reply = await new Promise<Reply<unknown>>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ id, channel, payload: input }));
      });
      return unwrap(reply) as ChannelOutput<typeof channel>;
    },
  };
}

/** The WebSocket address of the web host that served this page. */
export function webHostUrl(loc: Pick<Location, 'host' | 'search'> = window.location): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  return `ws://${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

let bridge: Bridge | null = null;

export function getBridge(): Bridge {
  if (!bridge) bridge = window.ryozen ? electronBridge(window.ryozen) : webBridge(webHostUrl());
  return bridge;
}
