// Why a seat's device is out of its game for good (docs/seats-on-devices.md,
// "When a seat ends"). The invite listener says it twice: as the close code
// and reason of a joined device's socket, and as the refusal code of a hello
// with a key that opened a seat that has ended. A device told one of these
// stops reconnecting: there is nothing left to come back to.
export const SEAT_ENDS = ['game-over', 'game-replaced', 'seat-taken-back'] as const;

export type SeatEnd = (typeof SEAT_ENDS)[number];

/** The WebSocket close code (the range kept for applications) whose reason is a SeatEnd. */
export const SEAT_END_CLOSE = 4000;

export function isSeatEnd(value: unknown): value is SeatEnd {
  return typeof value === 'string' && (SEAT_ENDS as readonly string[]).includes(value);
}
