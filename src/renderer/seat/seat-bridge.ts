// A seat's own device talking to the host: the bridge over the invite
// listener's /ws (docs/seats-on-devices.md, "Inviting"). Every new socket
// first says hello, with the join code (once) or the credential it was
// exchanged for; only after the welcome does it carry the desktop's frames
// (the shared plumbing is bridge.ts's socketBridge). A refused hello stops
// the reconnecting and sends the player back to the join screen with the
// reason; a dropped line comes back by itself (backoff, and at once when the
// page is looked at again or the network returns) and catches up.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { BridgeError, socketBridge, type LineState, type SocketBridge } from '../bridge.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/words.js';
import { forgetSeat, loadSeat, normalizeCode, saveSeat, type StoredSeat } from './seat-prefs.js';

/** Join: no code nor credential (or a refused one); connecting: a hello is on its way; seated: welcomed. */
export type SeatPhase = 'join' | 'connecting' | 'seated';

export interface SeatStatus {
  phase: SeatPhase;
  line: LineState;
  /** The seat and game of the last welcome. */
  seat: number | null;
  game: string | null;
  /** Why the player is back at the join screen (a refused code, a forgotten seat), or null: say it with `w.say(problem)`. */
  problem: Msg | null;
}

export interface SeatClient {
  bridge: SocketBridge;
  useStatus: UseBoundStore<StoreApi<SeatStatus>>;
  /** Starts from the page's join code, else the stored credential, else the join screen. */
  start(joinCode: string | null): void;
  /** Joins with a typed code; a code that cannot be one is refused here, without a try. */
  join(text: string): void;
  /** Stops reconnecting (the game is over: the host closes its listener). */
  stop(): void;
}

export interface SeatClientOptions {
  /** ws://<this page's host>/ws */
  url: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reconnectDelays?: readonly number[];
}

/** Slower than the desktop's page: a phone on Wi-Fi may be away for a while, and every try wakes its radio. */
const SEAT_RECONNECT_DELAYS = [500, 1000, 2000, 4000, 8000];

const UNREACHABLE: Msg = msg('main.seat.unreachable');

/** What a refused hello tells the player: in words that say what to do next. */
export function refusalText(code: string, viaCode: boolean): Msg {
  if (code === 'too-many-tries') return msg('main.seat.tooManyTries');
  if (code === 'code-expired') return msg('main.seat.codeExpired');
  if (viaCode) return msg('main.seat.wrongCode');
  return msg('main.seat.forgotten');
}

export function wsUrlFor(loc: Pick<Location, 'host'>): string {
  return `ws://${loc.host}/ws`;
}

export function createSeatClient(opts: SeatClientOptions): SeatClient {
  const useStatus = create<SeatStatus>()(() => ({ phase: 'join', line: 'closed', seat: null, game: null, problem: null }));
  /** The code to present on the next socket; null: the stored credential. */
  let code: string | null = null;
  let listening: (() => void) | null = null;

  const bridge = socketBridge({
    kind: 'seat',
    url: opts.url,
    reconnectDelays: opts.reconnectDelays ?? SEAT_RECONNECT_DELAYS,
    unreachable: UNREACHABLE,
    onLineState: (line) => useStatus.setState({ line }),
    handshake: {
      hello() {
        if (code) return { hello: { code } };
        return { hello: { credential: loadSeat(opts.storage)?.credential ?? '' } };
      },
      answer(msg) {
        const m = (msg ?? {}) as { welcome?: Partial<StoredSeat>; refused?: { code?: string; message?: string } };
        if (m.welcome && typeof m.welcome.credential === 'string' && typeof m.welcome.seat === 'number') {
          const seat: StoredSeat = { credential: m.welcome.credential, seat: m.welcome.seat, game: typeof m.welcome.game === 'string' ? m.welcome.game : null };
          code = null;
          saveSeat(opts.storage, seat);
          useStatus.setState({ phase: 'seated', seat: seat.seat, game: seat.game, problem: null });
          return { ok: true };
        }
        const viaCode = code !== null;
        code = null;
        const refusedCode = m.refused?.code ?? 'refused';
        // A credential the host no longer knows is no use: the next visit starts at the join screen.
        if (!viaCode) forgetSeat(opts.storage);
        const problem = refusalText(refusedCode, viaCode);
        useStatus.setState({ phase: 'join', problem });
        return { ok: false, error: new BridgeError(refusedCode, sayEnglish(problem), problem), retry: false };
      },
    },
  });

  /** Keeps a listener on the bridge, so a dropped line is tried again even before the game is on screen. */
  function listen(): void {
    listening ??= bridge.subscribe(() => undefined);
  }

  function connect(): void {
    useStatus.setState({ phase: useStatus.getState().phase === 'seated' ? 'seated' : 'connecting', problem: null });
    listen();
    bridge.connect().catch(() => undefined);
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') bridge.reconnectNow();
    });
  }
  if (typeof window !== 'undefined') window.addEventListener('online', () => bridge.reconnectNow());

  return {
    bridge,
    useStatus,
    start(joinCode) {
      if (joinCode !== null) return this.join(joinCode);
      const stored = loadSeat(opts.storage);
      if (stored) {
        useStatus.setState({ seat: stored.seat, game: stored.game });
        return connect();
      }
      useStatus.setState({ phase: 'join' });
    },
    join(text) {
      const c = normalizeCode(text);
      if (!c) {
        useStatus.setState({ phase: 'join', problem: msg('main.seat.codeForm') });
        return;
      }
      code = c;
      // A new code replaces any seat this device had: that is the player's choice.
      useStatus.setState({ phase: 'connecting', seat: null, game: null });
      connect();
    },
    stop() {
      bridge.halt();
    },
  };
}
