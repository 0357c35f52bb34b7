// What a seat's own device keeps between visits: the seat credential it got
// for its join code, with the seat and the game it is for. Kept in
// localStorage, so per origin: the invite listener's address and port,
// which change with every time the host starts inviting (a new listener, a
// new origin, nothing stale to find).
// The join code arrives once in the page address (?join=CODE, the QR code's
// link); it is single use, so it is taken out of the address bar at once: a
// reload must present the credential, never the spent code.

/** The letters and digits join codes are made of (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

const KEY = 'ryozen.seat';

export interface StoredSeat {
  credential: string;
  seat: number;
  game: string | null;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null where it cannot be used (a private window that refuses it). */
export function pageStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSeat(storage: Store | null): StoredSeat | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredSeat>;
    if (typeof v.credential !== 'string' || !v.credential || typeof v.seat !== 'number') return null;
    return { credential: v.credential, seat: v.seat, game: typeof v.game === 'string' ? v.game : null };
  } catch {
    return null;
  }
}

export function saveSeat(storage: Store | null, seat: StoredSeat): void {
  try {
    storage?.setItem(KEY, JSON.stringify(seat));
  } catch {
    // Not kept: this visit still plays; a reload asks for a new code.
  }
}

export function forgetSeat(storage: Store | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * The join code in the page address, taken out of it (the address bar keeps
 * every other parameter). Null when there is none; a code that cannot be one
 * is still taken out, and returned as typed so the join screen can say so.
 */
export function takeJoinCode(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'> | null,
): string | null {
  const params = new URLSearchParams(loc.search);
  const code = params.get('join');
  if (code === null) return null;
  params.delete('join');
  const search = params.toString();
  history?.replaceState(history.state, '', `${loc.pathname}${search ? `?${search}` : ''}${loc.hash}`);
  return code;
}
