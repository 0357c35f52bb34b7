// Inviting: which seats are played on other devices, their codes, and the
// invite listener's life (docs/seats-on-devices.md, "Inviting").
//
// Nothing listens beyond 127.0.0.1 until the desktop puts a seat on another
// device. The listener (seat-listener.ts) then opens on the LAN address, and
// closes when inviting stops, when no seat is on a device any more, when a new
// game is put in place, and shortly after the game ends (once the seats have
// seen the final scores).
//
// The driver is told which seats are on devices (it then shows the desktop the
// table view instead of theirs), and the desktop hears a `seats` event with
// the new status whenever anything here changes.
import { networkInterfaces } from 'node:os';
import { ApiError, errorWords } from './api-error.js';
import { msg, type Msg } from '../../engine/core/message.js';
import type { Caller } from '../../shared/rights.js';
import type { GameEvent } from '../../shared/events.js';
import type { GameSession } from './session.js';
import type { InviteStatus, SeatPlace } from '../../shared/invite-status.js';
import type { SeatEnd } from '../../shared/seat-end.js';

export type { InviteStatus, SeatPlace };

/** What the service needs of the game driver (driver.ts). */
export interface InviteDriver {
  setDevices(seats: readonly number[]): void;
  announce(event: { type: 'seats'; status: InviteStatus }, audience: 'desktop'): void;
  subscribe(listener: (event: GameEvent) => void, caller: Caller): () => void;
}

/** A seat's code as the invite book issued it. */
export interface SeatCode {
  code: string;
  /** ms since the epoch */
  expiresAt: number;
}

/**
 * The codes and credentials of the seats on devices: the invite book
 * (transport/invite-book.ts). The listener redeems them; the service issues
 * and revokes them.
 */
export interface SeatCodes {
  issue(seat: number): SeatCode;
  codeOf(seat: number): SeatCode | null;
  /** Whether a device holds a working key to `seat`: it rejoins by itself with it. */
  hasKey(seat: number): boolean;
  /** `why`: what a device coming back with the seat's key is told. */
  revoke(seat: number, why?: SeatEnd): void;
  clear(why?: SeatEnd): void;
}

/** An open invite listener, as the service uses it (transport/seat-listener.ts). */
export interface SeatDoor {
  /** http://<address>:<port> */
  address: string;
  connected(seat: number): boolean;
  /** Closes every socket of `seat`, telling the device `why` (its credential is revoked by the service). */
  closeSeat(seat: number, why: SeatEnd): void;
  /** Joined devices are told `why` their seat ended. */
  close(why?: SeatEnd): Promise<void>;
}

/**
 * How seats' devices get in: built by the transport (transport/seat-doors.ts)
 * from the desktop's CallGate and the built renderer, so this folder imports
 * nothing of it.
 */
export interface SeatDoors {
  book: SeatCodes;
  open(door: {
    host: string;
    /** The driver's events for each seat's own audience. */
    events: { subscribe(listener: (event: GameEvent) => void, caller: { role: 'seat'; seat: number }): () => void };
    gameId(): string | null;
    onChange(): void;
  }): Promise<SeatDoor>;
}

export interface InviteServiceOptions {
  session: GameSession;
  driver: InviteDriver;
  /** How seats' devices get in; null: inviting is not available (no built renderer). */
  doors: SeatDoors | null;
  /** The LAN address to listen on; default the first non-internal IPv4 address; null: none. */
  lanHost?: string | null;
  /** Time the listener stays open after the game ends, for the seats to see the final view. */
  gameOverGraceMs?: number;
}

/** The first IPv4 address of this machine that other devices can reach, or null. */
export function defaultLanHost(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

const NO_NETWORK: Msg = msg('main.invite.noNetwork');

export class InviteService {
  private readonly book: SeatCodes | null;
  private readonly host: string | null;
  private readonly graceMs: number;
  private listener: SeatDoor | null = null;
  private opening: Promise<SeatDoor> | null = null;
  /** Seats on another device, with the expiry of their code (a seat with a code has one in the book). */
  private readonly devices = new Set<number>();
  /** Bumped by every new game and every stop: a late game-over close of an older one does nothing. */
  private epoch = 0;
  private closeTimer: NodeJS.Timeout | null = null;
  private lastAnnounced = '';
  /** Why the listener could not open the last time it tried, or null. */
  private openProblem: Msg | null = null;

  constructor(private readonly opts: InviteServiceOptions) {
    this.book = opts.doors?.book ?? null;
    this.host = opts.lanHost === undefined ? defaultLanHost() : opts.lanHost;
    this.graceMs = opts.gameOverGraceMs ?? 2_000;
    // Once the game is over, the seats get its final view, then the listener closes.
    opts.driver.subscribe(() => this.watchForGameOver(), { role: 'desktop' });
  }

  status(): InviteStatus {
    const session = this.opts.session;
    const seats: InviteStatus['seats'] = [];
    if (session.hasGame) {
      session.config().seats.forEach((s, seat) => {
        if (s.controller !== 'human') return;
        const onDevice = this.devices.has(seat);
        const issued = onDevice ? (this.book?.codeOf(seat) ?? null) : null;
        const address = this.listener?.address ?? null;
        seats.push({
          seat,
          place: onDevice ? 'device' : 'screen',
          code: issued?.code ?? null,
          expiresAt: issued ? new Date(issued.expiresAt).toISOString() : null,
          joinUrl: issued && address ? `${address}/?join=${issued.code}` : null,
          connected: onDevice && (this.listener?.connected(seat) ?? false),
          keyHeld: onDevice && (this.book?.hasKey(seat) ?? false),
        });
      });
    }
    return {
      listening: this.listener !== null,
      address: this.listener?.address ?? null,
      seats,
      problem: this.problem(),
    };
  }

  /** Puts `seat` at this screen, or on another device with a fresh code (its old code and credential stop working). */
  async place(seat: number, place: SeatPlace): Promise<InviteStatus> {
    this.checkSeat(seat);
    if (place === 'device') {
      this.checkAvailable();
      // The listener closes once the game is over: a device invited now could join nothing.
      if (this.opts.session.decisionSeat() === null) throw new ApiError('game-over', msg('main.invite.gameOver'));
      await this.open();
      this.listener?.closeSeat(seat, 'seat-taken-back');
      this.book?.issue(seat);
      this.setDevice(seat, true);
    } else {
      this.book?.revoke(seat, 'seat-taken-back');
      this.listener?.closeSeat(seat, 'seat-taken-back');
      this.setDevice(seat, false);
      if (this.devices.size === 0) await this.closeListener('seat-taken-back');
    }
    return this.changed();
  }

  /** The seat's device is put out: its credential and code stop working; it stays on a device, with no code until invited again. */
  drop(seat: number): InviteStatus {
    this.checkSeat(seat);
    if (!this.devices.has(seat)) throw new ApiError('not-on-device', msg('main.invite.notOnDevice', { n: seat + 1 }));
    this.book?.revoke(seat, 'seat-taken-back');
    this.listener?.closeSeat(seat, 'seat-taken-back');
    return this.changed();
  }

  /** Inviting stops: the listener closes, every seat is back at this screen. */
  async stop(): Promise<InviteStatus> {
    this.epoch++;
    // Every seat is back at this screen: for each device, its seat was taken back.
    this.book?.clear('seat-taken-back');
    const had = this.devices.size > 0;
    this.devices.clear();
    if (had) this.opts.driver.setDevices([]);
    await this.closeListener('seat-taken-back');
    return this.changed();
  }

  /**
   * Throws the ApiError place('device') would for these seats of a game with
   * `config`'s seats, before anything changes (a call that starts a game
   * checks its devices before putting the game in place).
   */
  checkDevices(devices: readonly number[], seats?: readonly { controller: string }[]): void {
    if (devices.length === 0) return;
    this.checkAvailable();
    if (new Set(devices).size !== devices.length) throw new ApiError('invalid-payload', msg('main.invite.seatTwice'));
    if (seats) for (const seat of devices) this.checkSeatOf(seat, seats);
  }

  /**
   * A game was put in place (called inside the driver's change, before the
   * call that started it is answered): every invitation of the old game ends,
   * then `devices` are invited. Devices that cannot be invited are refused,
   * but the old game's devices are shut out all the same: their credentials
   * must never open a seat of the new game.
   */
  async beginGame(devices: readonly number[]): Promise<InviteStatus> {
    this.epoch++;
    this.book?.clear('game-replaced');
    this.devices.clear();
    this.openProblem = null;
    await this.closeListener('game-replaced');
    let refusal: unknown = null;
    try {
      this.checkDevices(devices, this.opts.session.config().seats);
    } catch (err) {
      refusal = err;
    }
    if (refusal === null && devices.length > 0) {
      try {
        await this.open();
        for (const seat of devices) {
          this.book?.issue(seat);
          this.devices.add(seat);
        }
      } catch (err) {
        // The game is in place already: it is played at this screen, and the desktop is told why.
        this.openProblem = errorWords(err);
      }
    }
    this.opts.driver.setDevices([...this.devices].sort((a, b) => a - b));
    // The desktop hears of the new game's seats after the answer that starts it (events.ts: a
    // start's answer comes before the new game's events).
    setTimeout(() => this.changed(), 0);
    if (refusal !== null) throw refusal;
    return this.status();
  }

  // ------------------------------------------------------------ inside

  private problem(): Msg | null {
    if (this.host === null) return NO_NETWORK;
    return this.openProblem;
  }

  private checkAvailable(): void {
    if (this.opts.doors === null) throw new ApiError('invites-unavailable', msg('main.unavailable.invites'));
    if (this.host === null) throw new ApiError('no-network', NO_NETWORK);
  }

  private checkSeat(seat: number): void {
    if (!this.opts.session.hasGame) throw new ApiError('no-game', msg('main.invite.noGame'));
    this.checkSeatOf(seat, this.opts.session.config().seats);
  }

  private checkSeatOf(seat: number, seats: readonly { controller: string }[]): void {
    const s = seats[seat];
    if (!s) throw new ApiError('invalid-seat', msg('main.invite.noSeat', { n: seat + 1 }));
    if (s.controller !== 'human') throw new ApiError('computer-seat', msg('main.invite.computerSeat', { n: seat + 1 }));
  }

  private setDevice(seat: number, onDevice: boolean): void {
    const had = this.devices.has(seat);
    if (had === onDevice) return;
    if (onDevice) this.devices.add(seat);
    else this.devices.delete(seat);
    this.opts.driver.setDevices([...this.devices].sort((a, b) => a - b));
  }

  private async open(): Promise<SeatDoor> {
    if (this.listener) return this.listener;
    if (!this.opening) {
      const { doors, driver } = this.opts;
      if (doors === null || this.host === null) throw new ApiError('invites-unavailable', msg('main.unavailable.invites'));
      this.opening = doors
        .open({
          host: this.host,
          events: driver,
          gameId: () => this.opts.session.gameId(),
          onChange: () => void this.changed(),
        })
        .finally(() => (this.opening = null));
    }
    try {
      this.listener = await this.opening;
    } catch (err) {
      const why = errorWords(err);
      throw new ApiError('no-network', this.host ? msg('main.invite.cannotListen', { host: this.host, why }) : msg('main.invite.cannotListenNetwork', { why }));
    }
    this.openProblem = null;
    return this.listener;
  }

  private async closeListener(why: SeatEnd): Promise<void> {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    const listener = this.listener ?? (this.opening ? await this.opening.catch(() => null) : null);
    this.listener = null;
    await listener?.close(why);
  }

  private watchForGameOver(): void {
    const session = this.opts.session;
    if (!this.listener || this.closeTimer || !session.hasGame || session.decisionSeat() !== null) return;
    const epoch = this.epoch;
    this.closeTimer = setTimeout(() => {
      this.closeTimer = null;
      if (epoch !== this.epoch) return;
      this.book?.clear('game-over');
      void this.closeListener('game-over').then(() => this.changed());
    }, this.graceMs);
    this.closeTimer.unref();
  }

  /** Tells the desktop the status when it differs from what it heard last. */
  private changed(): InviteStatus {
    const status = this.status();
    const text = JSON.stringify(status);
    if (text !== this.lastAnnounced) {
      this.lastAnnounced = text;
      this.opts.driver.announce({ type: 'seats', status }, 'desktop');
    }
    return status;
  }
}
