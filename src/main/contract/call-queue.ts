// Which bridge calls wait in line, and the line itself.
//
// Electron's ipcMain runs handlers concurrently, and so does the web host for
// every message that arrives. The handlers that start, switch or end a game, or
// write a campaign, await files between their steps (a campaign read, a first
// autosave, a save's replay check): two of them interleaved leave the session on
// one game while the autosaver is attached to another, and its turns go to the
// wrong file. So both bridges send every call through one CallGate: the calls
// of the table below marked 'in-line' run one at a time, in arrival order; the
// listings ('after-line') wait for them but hold up nothing; the few 'at-once'
// ones only read what is already in memory and never wait. A seat's device
// waits in a line of its own first (seat-lines.ts).
//
// The table is typed by ChannelName: a channel added to channel-names.ts
// without a decision here does not compile.
import type { ApiContext, ChannelTable, Reply } from './channel-table.js';
import { CHANNEL_NAMES, type ChannelName } from '../../shared/channel-names.js';
import { callerOf, dispatch, type Sender } from './ipc-guard.js';
import { SEAT_SEARCHES, SeatLines, TOO_FAST } from './seat-lines.js';
import { CHANNEL_RIGHTS } from '../../shared/rights.js';
import { sayEnglish } from '../../shared/i18n/format.js';

/**
 * 'in-line': after every in-line call before it, and before every one after it;
 * 'after-line': after every in-line call before it, but holding up none after it
 * (a listing of thousands of files answers for the state the player asked about,
 * while a game:new or a Continue sent meanwhile goes ahead);
 * 'at-once': answered as it arrives.
 */
export type Lane = 'in-line' | 'after-line' | 'at-once';

export const CHANNEL_LANES: Readonly<Record<ChannelName, Lane>> = {
  // Start, switch or end the game in play.
  'game:new': 'in-line',
  'game:load': 'in-line',
  'campaign:create': 'in-line',
  'campaign:continue': 'in-line',
  // Change the game in play (its autosave follows the choice).
  'game:act': 'in-line',
  'game:undo': 'in-line',
  // Write a campaign, or a file another call may be reading.
  'campaign:rename': 'in-line',
  'campaign:delete': 'in-line',
  'game:save': 'in-line',
  'game:delete': 'in-line',
  'settings:set': 'in-line',
  // Continue a game's record, or change one (the game in play may be keeping its choices there).
  'games:continue': 'in-line',
  'games:rename': 'in-line',
  'games:pin': 'in-line',
  'games:delete': 'in-line',
  // List the files: after the calls before them (they answer for the state the player asked
  // about), but a long listing never holds up a game:new or a Continue sent meanwhile.
  'game:list': 'after-line',
  'games:list': 'after-line',
  'games:last': 'after-line',
  'campaign:list': 'after-line',
  // Read, but from files or from a game an earlier call in line may still be changing:
  // they answer for the state after it, as the player asked them after it.
  'bot:suggest': 'in-line',
  'settings:get': 'in-line',
  'replay:open': 'in-line',
  'replay:frame': 'in-line',
  'game:export': 'in-line',
  'game:import': 'in-line',
  // Open or close the invite listener, or change who may join: one at a time, and after a game
  // put in place before them (which invites its own devices).
  'invite:status': 'in-line',
  'invite:seat': 'in-line',
  'invite:drop': 'in-line',
  'invite:stop': 'in-line',
  // Read the session in memory only: a page that reconnects gets its view while a
  // suggestion waits for a computer seat's thought.
  'game:view': 'at-once',
  'game:log': 'at-once',
  // The after-game review reads the finished game in memory, then weighs it for up to a minute
  // in workers of its own: in line, it would hold up every call after it. Its stop must reach it
  // while it runs.
  'review:start': 'at-once',
  'review:stop': 'at-once',
};

/** The channels that skip the line. */
export const UNQUEUED_CHANNELS: ReadonlySet<string> = new Set(CHANNEL_NAMES.filter((name) => CHANNEL_LANES[name] === 'at-once'));

/** The channels that wait for the line before them without holding it. */
const AFTER_LINE_CHANNELS: ReadonlySet<string> = new Set(CHANNEL_NAMES.filter((name) => CHANNEL_LANES[name] === 'after-line'));

/** Whether a call on `channel` waits for the in-line calls before it; an unknown channel waits too (and is refused in turn). */
export function waitsInLine(channel: unknown): boolean {
  return !(typeof channel === 'string' && UNQUEUED_CHANNELS.has(channel));
}

/**
 * The one door to `dispatch` for a bridge. One gate per context: every
 * window, socket and connection of a host shares it, since they share the
 * one session. A seat's device has a line of its own in front of it
 * (seat-lines.ts): the desktop's calls never wait behind a seat's searches
 * or its flood.
 */
export class CallGate {
  private line: Promise<unknown> = Promise.resolve();
  private readonly seats: SeatLines;

  constructor(
    private readonly table: ChannelTable,
    private readonly ctx: ApiContext,
    seatLines?: SeatLines,
  ) {
    this.seats = seatLines ?? new SeatLines();
  }

  /** Runs the call through `dispatch` in its lane; resolves to its Reply. */
  call(channel: unknown, payload: unknown, sender: Sender): Promise<Reply<unknown>> {
    const run = () => dispatch(this.table, this.ctx, channel, payload, sender);
    const caller = callerOf(sender);
    if (caller.role === 'seat') return this.seatCall(caller.seat, channel, run);
    if (!waitsInLine(channel)) return run();
    if (typeof channel === 'string' && AFTER_LINE_CHANNELS.has(channel)) return this.line.then(run);
    return this.inLine(run);
  }

  private inLine(run: () => Promise<Reply<unknown>>): Promise<Reply<unknown>> {
    const reply = this.line.then(run);
    // A call that failed must not hold the line for the ones after it.
    this.line = reply.catch(() => undefined);
    return reply;
  }

  private seatCall(seat: number, channel: unknown, run: () => Promise<Reply<unknown>>): Promise<Reply<unknown>> {
    if (!waitsInLine(channel)) return this.seats.mayRead(seat) ? run() : Promise.resolve(tooFast());
    const queued = this.seats.inLine(seat, () => {
      // Refused by the rights table before any handler: nothing to wait for.
      if (!isSeatChannel(channel)) return run();
      // After the desktop's calls before it, as the player asked it after them, but without holding them up.
      if (SEAT_SEARCHES.has(channel) || AFTER_LINE_CHANNELS.has(channel)) return this.line.then(run);
      return this.inLine(run);
    });
    return queued ?? Promise.resolve(tooFast());
  }
}

function isSeatChannel(channel: unknown): channel is string {
  return typeof channel === 'string' && (CHANNEL_RIGHTS as Readonly<Record<string, string>>)[channel] === 'seat';
}

let tooFastReply: Reply<unknown> | null = null;

/** One reply for every refusal of a flood: building its English each time would cost the main thread what the refusal saves. */
function tooFast(): Reply<unknown> {
  tooFastReply ??= { ok: false, error: { code: 'too-fast', message: sayEnglish(TOO_FAST), words: TOO_FAST } };
  return tooFastReply;
}
