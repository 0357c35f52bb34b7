// Who plays where: the desktop's view of the seats invited to other devices
// (src/main/game/invite-service.ts; docs/seats-on-devices.md).
import type { Msg } from '../engine/core/message.js';

export type SeatPlace = 'screen' | 'device';

export interface InvitedSeat {
  seat: number;
  place: SeatPlace;
  /** The one-time code to join with, until it is used or expires. */
  code: string | null;
  /** When the code stops working (ISO time). */
  expiresAt: string | null;
  /** The link the QR code holds: the address with the code. */
  joinUrl: string | null;
  /** Whether the seat's device is connected now. */
  connected: boolean;
  /**
   * Whether a device holds a working key to the seat (it used its code): away
   * or not, it rejoins by itself while this game lasts, with no new code.
   */
  keyHeld: boolean;
}

export interface InviteStatus {
  listening: boolean;
  /** http://<address>:<port>, or null when nothing listens. */
  address: string | null;
  seats: InvitedSeat[];
  /** Why inviting cannot work here (no network), or null: say it with `w.say(problem)`. */
  problem: Msg | null;
}
