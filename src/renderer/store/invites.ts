// Who plays where (docs/seats-on-devices.md, "Inviting"): the desktop's copy
// of the invite status, kept current by the `seats` events the main side
// pushes, and the four invite calls. The panel that shows it (ui/InvitePanel)
// opens by itself after a start with seats on devices, or from the top bar.
import { create } from 'zustand';
import type { GameEvent } from '../../shared/events.js';
import type { InvitedSeat, InviteStatus } from '../../shared/invite-status.js';
import { getBridge, type Bridge } from '../bridge.js';
import { message } from './game.js';

export interface InviteStore {
  /** The last status heard (an answer or a `seats` event); null before any. */
  status: InviteStatus | null;
  /** The panel is open. */
  open: boolean;
  /** A call is in flight. */
  busy: boolean;
  /** Why the last call was refused, in plain words. */
  error: string | null;
  /** Opens the panel and asks the status afresh. */
  show(): Promise<void>;
  hide(): void;
  refresh(): Promise<void>;
  /** Puts a seat on another device (a fresh code, any old device dropped) or back at this screen. */
  place(seat: number, place: 'screen' | 'device'): Promise<void>;
  /** Disconnects a seat's device and voids its credential; the seat waits for a new invite. */
  drop(seat: number): Promise<void>;
  /** Closes the listener: every seat is back at this screen. */
  stop(): Promise<void>;
}

/**
 * Where a seat's device stands, as the panel says it: connected; waiting for
 * its first join with the open code; away, coming back by itself with its
 * key while the game lasts; or shut out (its key dropped or voided, its code
 * spent or run out), when only a new code lets a device in.
 */
export type DeviceStanding = 'connected' | 'waiting' | 'away' | 'shut-out';

export function deviceStanding(entry: InvitedSeat): DeviceStanding {
  if (entry.connected) return 'connected';
  if (entry.code) return 'waiting';
  return entry.keyHeld ? 'away' : 'shut-out';
}

/** The seats on another device in a status, in seat order. */
export function deviceSeats(status: InviteStatus | null): InviteStatus['seats'] {
  return (status?.seats ?? []).filter((s) => s.place === 'device').sort((a, b) => a.seat - b.seat);
}

export function createInviteStore(bridge: () => Bridge = getBridge) {
  return create<InviteStore>()((set, get) => {
    let unsubscribe: (() => void) | null = null;

    function listen(): void {
      if (unsubscribe) return;
      // The status is the listener's, not one game's. Answers and events come on one ordered line: the last to arrive is the newest.
      unsubscribe = bridge().subscribe((event: GameEvent) => {
        if (event.type === 'seats') set({ status: event.status });
      });
    }

    async function ask(work: () => Promise<InviteStatus>): Promise<void> {
      listen();
      set({ busy: true, error: null });
      try {
        set({ status: await work() });
      } catch (err) {
        set({ error: message(err) });
      } finally {
        set({ busy: false });
      }
    }

    const call: Bridge['call'] = (channel, input) => bridge().call(channel, input);

    return {
      status: null,
      open: false,
      busy: false,
      error: null,
      show: async () => {
        set({ open: true });
        await get().refresh();
      },
      hide: () => set({ open: false, error: null }),
      refresh: () => ask(() => call('invite:status', {})),
      place: (seat, place) => ask(() => call('invite:seat', { seat, place })),
      drop: (seat) => ask(() => call('invite:drop', { seat })),
      stop: () => ask(() => call('invite:stop', {})),
    };
  });
}

export const useInvites = createInviteStore();
