// How a seat's device is kept from slowing the desktop (docs/seats-on-devices.md,
// "A seat's calls"). A device on the home network is less trusted than the
// desktop, and a buggy or hostile page may send thousands of calls: those must
// cost that seat time, never the table's main screen.
//
//   - Each seat has a line of its own: its calls run one at a time, in the
//     order it sent them, so its searches (a suggestion takes the bot worker
//     for a while) never pile up in the desktop's line. Only a seat's choices
//     (which change the game) then take the desktop's line, one at a time, so
//     the desktop waits for at most one quick choice per seat.
//   - A seat's line holds a few calls; beyond that a call is refused at once.
//   - Reads answered at once (its view, its log) have a budget per seat: a
//     burst, then a steady rate far above what a page asks for (a view on
//     joining, on reconnecting, on coming back to the tab), so a flood is
//     refused cheaply instead of keeping the main thread busy.
//
// Every refusal is an answer with words, never a call left hanging.
import { msg, type Msg } from '../../engine/core/message.js';

/** Seat channels that search (the bot worker) without changing the game: they wait for the desktop's line but do not hold it. */
export const SEAT_SEARCHES: ReadonlySet<string> = new Set(['bot:suggest']);

/** Calls one seat may have waiting in its line; a page sends one choice or one search at a time. */
export const MAX_SEAT_CALLS_WAITING = 16;

/** Reads answered at once that a seat may make: `burst` in a row, then `perSecond`. */
export interface ReadBudget {
  burst: number;
  perSecond: number;
}

/** A page asks for a handful of views a minute; a reconnect storm stays far below this. */
export const SEAT_READ_BUDGET: ReadBudget = { burst: 40, perSecond: 20 };

/** The words of a seat's call refused because its device asks faster than the table answers. */
export const TOO_FAST: Msg = msg('main.gate.tooFast');

interface Bucket {
  tokens: number;
  /** When `tokens` was last counted (ms on the clock). */
  at: number;
}

export class SeatLines {
  private readonly lines = new Map<number, { tail: Promise<unknown>; waiting: number }>();
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly budget: ReadBudget = SEAT_READ_BUDGET,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `run` after the seat's calls before it; null (nothing runs) when the seat's line is full. */
  inLine<T>(seat: number, run: () => Promise<T>): Promise<T> | null {
    let line = this.lines.get(seat);
    if (!line) this.lines.set(seat, (line = { tail: Promise.resolve(), waiting: 0 }));
    if (line.waiting >= MAX_SEAT_CALLS_WAITING) return null;
    const mine = line;
    // An idle line starts the call now, so it keeps its place against calls arriving after it in other lines.
    const started = mine.waiting === 0 ? (async () => run())() : mine.tail.then(run);
    mine.waiting++;
    const reply = started.finally(() => mine.waiting--);
    // A call that failed must not hold the line for the ones after it.
    mine.tail = reply.catch(() => undefined);
    return reply;
  }

  /** Whether the seat may make a read now; counts it if so. */
  mayRead(seat: number): boolean {
    const now = this.now();
    const b = this.buckets.get(seat) ?? { tokens: this.budget.burst, at: now };
    b.tokens = Math.min(this.budget.burst, b.tokens + ((now - b.at) / 1000) * this.budget.perSecond);
    b.at = now;
    this.buckets.set(seat, b);
    if (b.tokens < 1) return false;
    b.tokens--;
    return true;
  }
}
