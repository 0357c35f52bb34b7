// A seat's own device talking to the host: the bridge over the invite
// listener's /ws (docs/seats-on-devices.md, "Inviting"). Every new socket
// first says hello, with the join code (once) or the credential it was
// exchanged for; only after the welcome does it carry the desktop's frames
// (the shared plumbing is bridge.ts's socketBridge). A refused hello stops
// the reconnecting and sends the player back to the join screen with the
// reason; a dropped line comes back by itself (backoff, and at once when the
// page is looked at again or the network returns) and catches up.
//
// A seat that ends for good (the game over or replaced, the seat taken
// back: the host says which, seat-end.ts) stops the line at once; a host
// that cannot be reached for a long while is given up on (host gone), until
// the player asks again or looks at the page again.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { BridgeError, socketBridge, type LineState, type SocketBridge } from '../bridge.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/words.js';
import { isSeatEnd, SEAT_END_CLOSE, type SeatEnd } from '../../shared/seat-end.js';
import { readCode } from './code-entry.js';
import { forgetSeat, loadSeat, saveSeat, type StoredSeat } from './seat-prefs.js';

/**
 * Join: no code nor credential (or a refused one); connecting: a hello is on its way; seated: welcomed;
 * ended: the game this page showed is out of reach (`ended` says why), its choices gone.
 */
export type SeatPhase = 'join' | 'connecting' | 'seated' | 'ended';

/** Why a seated page ended: what the host said, or 'host-gone' when it stopped answering at all. */
export type SeatEnding = SeatEnd | 'host-gone';

export interface SeatStatus {
  phase: SeatPhase;
  line: LineState;
  /** The seat and game of the last welcome. */
  seat: number | null;
  game: string | null;
  /** Why the player is back at the join screen (a refused code, a forgotten seat), or null: say it with `w.say(problem)`. */
  problem: Msg | null;
  /** In phase 'ended': why. */
  ended: SeatEnding | null;
}

export interface SeatClient {
  bridge: SocketBridge;
  useStatus: UseBoundStore<StoreApi<SeatStatus>>;
  /** Starts from the page's join code, else the stored credential, else the join screen. */
  start(joinCode: string | null): void;
  /** Joins with a typed code; a code that cannot be one is refused here, without a try. */
  join(text: string): void;
  /** Stops reconnecting: the game is over (the host closes its listener). */
  stop(): void;
  /** After the host was given up on: tries to reach it again. */
  retry(): void;
  /** From an ended seat to the join screen, to type a new code. */
  startOver(): void;
}

export interface SeatClientOptions {
  /** ws://<this page's host>/ws */
  url: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reconnectDelays?: readonly number[];
  /** Default SEAT_GIVE_UP_AFTER. */
  giveUpAfter?: number;
}

/** Slower than the desktop's page: a phone on Wi-Fi may be away for a while, and every try wakes its radio. */
const SEAT_RECONNECT_DELAYS = [500, 1000, 2000, 4000, 8000];
/** Tries in a row that may fail before the host is taken for gone: about a minute with the delays above. */
export const SEAT_GIVE_UP_AFTER = 10;

const UNREACHABLE: Msg = msg('main.seat.unreachable');

/** What a refused hello tells the player: in words that say what to do next. */
export function refusalText(code: string, viaCode: boolean): Msg {
  if (code === 'too-many-tries') return msg('main.seat.tooManyTries');
  if (code === 'code-expired') return msg('main.seat.codeExpired');
  if (viaCode) return msg('main.seat.wrongCode');
  return msg('main.seat.forgotten');
}

/** What an ended seat's page says. */
export function endedText(ending: SeatEnding): Msg {
  if (ending === 'game-over') return msg('main.seat.end.over');
  if (ending === 'game-replaced') return msg('main.seat.end.replaced');
  if (ending === 'seat-taken-back') return msg('main.seat.end.takenBack');
  return msg('main.seat.end.hostGone');
}

/** Whether trying again may help: only when the host went silent; it said the others itself. */
export function mayRetry(ending: SeatEnding): boolean {
  return ending === 'host-gone';
}

export function wsUrlFor(loc: Pick<Location, 'host'>): string {
  return `ws://${loc.host}/ws`;
}

export function createSeatClient(opts: SeatClientOptions): SeatClient {
  const useStatus = create<SeatStatus>()(() => ({ phase: 'join', line: 'closed', seat: null, game: null, problem: null, ended: null }));
  /** The code to present on the next socket; null: the stored credential. */
  let code: string | null = null;
  let listening: (() => void) | null = null;

  const bridge = socketBridge({
    kind: 'seat',
    url: opts.url,
    reconnectDelays: opts.reconnectDelays ?? SEAT_RECONNECT_DELAYS,
    unreachable: UNREACHABLE,
    onLineState: (line) => useStatus.setState({ line }),
    giveUpAfter: opts.giveUpAfter ?? SEAT_GIVE_UP_AFTER,
    onGiveUp: () => {
      const { phase } = useStatus.getState();
      // The key is kept: the host may only be asleep. A page that never got in goes back to the join screen.
      if (phase === 'seated') end('host-gone');
      else useStatus.setState({ phase: 'join', problem: UNREACHABLE });
    },
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
        if (!viaCode && isSeatEnd(refusedCode)) {
          forgetSeat(opts.storage);
          const words = endedText(refusedCode);
          // A page that had the game on screen keeps it, choices gone; one just opened says why at the join screen.
          if (useStatus.getState().phase === 'seated') end(refusedCode);
          else useStatus.setState({ phase: 'join', problem: words });
          return { ok: false, error: new BridgeError(refusedCode, sayEnglish(words), words), retry: false };
        }
        // A credential the host no longer knows is no use: the next visit starts at the join screen.
        if (!viaCode) forgetSeat(opts.storage);
        const problem = refusalText(refusedCode, viaCode);
        useStatus.setState({ phase: 'join', problem });
        return { ok: false, error: new BridgeError(refusedCode, sayEnglish(problem), problem), retry: false };
      },
      ended(closeCode, reason) {
        if (closeCode !== SEAT_END_CLOSE || !isSeatEnd(reason)) return false;
        forgetSeat(opts.storage);
        end(reason);
        return true;
      },
    },
  });

  function end(ending: SeatEnding): void {
    useStatus.setState({ phase: 'ended', ended: ending, problem: null });
  }

  /** Keeps a listener on the bridge, so a dropped line is tried again even before the game is on screen. */
  function listen(): void {
    listening ??= bridge.subscribe(() => undefined);
  }

  function connect(): void {
    useStatus.setState({ phase: useStatus.getState().phase === 'seated' ? 'seated' : 'connecting', problem: null, ended: null });
    listen();
    bridge.connect().catch(() => undefined);
  }

  /** The page is looked at again, or the network is back: worth a try now, unless the host said the seat is over. */
  function nudge(): void {
    const { ended } = useStatus.getState();
    if (ended === null) bridge.reconnectNow();
    else if (mayRetry(ended)) retry();
  }

  function retry(): void {
    if (useStatus.getState().ended !== 'host-gone') return;
    useStatus.setState({ phase: 'seated', ended: null });
    connect();
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') nudge();
    });
  }
  if (typeof window !== 'undefined') window.addEventListener('online', nudge);

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
      const c = readCode(text).code;
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
      if (useStatus.getState().phase === 'seated') end('game-over');
    },
    retry,
    startOver() {
      bridge.halt();
      useStatus.setState({ phase: 'join', ended: null, problem: null, seat: null, game: null });
    },
  };
}
