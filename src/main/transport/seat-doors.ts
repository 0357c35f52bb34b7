// The invite service's doors (game/invite-service.ts SeatDoors) made of this
// folder's parts: an invite book for the codes, and the invite listener
// (seat-listener.ts) serving the built renderer behind the desktop's CallGate.
// The game side names only the interface, so transport depends on game and
// never the other way round.
import { InviteBook } from './invite-book.js';
import { startSeatListener, type SeatGate } from './seat-listener.js';
import type { ConnectionLimits } from './connection-limits.js';
import type { SeatDoors } from '../game/invite-service.js';

export interface SeatDoorsOptions {
  /** The built renderer the seats' devices are served (absolute). */
  rendererDir: string;
  /** The desktop's CallGate: a seat's calls wait in a line of their own there (seat-lines.ts). */
  gate: SeatGate;
  now?: () => number;
  limits?: ConnectionLimits;
  helloTimeoutMs?: number;
  log?: (line: string) => void;
}

export function seatDoors(opts: SeatDoorsOptions): SeatDoors {
  const book = new InviteBook(opts.now ? { now: opts.now } : {});
  return {
    book,
    open: (door) =>
      startSeatListener({
        ...door,
        rendererDir: opts.rendererDir,
        book,
        gate: opts.gate,
        ...(opts.limits ? { limits: opts.limits } : {}),
        ...(opts.helloTimeoutMs === undefined ? {} : { helloTimeoutMs: opts.helloTimeoutMs }),
        ...(opts.log ? { log: opts.log } : {}),
      }),
  };
}
