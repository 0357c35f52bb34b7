// What a seat's device keeps: the credential with its seat and game; the
// join code is taken out of the address once; codes are read as the host
// spells them.
import { describe, expect, it, vi } from 'vitest';
import { forgetSeat, loadSeat, saveSeat, takeJoinCode } from './seat-prefs.js';

function memory() {
  const items = new Map<string, string>();
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe('seat prefs', () => {
  it('keeps the credential with its seat and game until it is forgotten', () => {
    const s = memory();
    expect(loadSeat(s)).toBeNull();
    saveSeat(s, { credential: 'c', seat: 2, game: 'g' });
    expect(loadSeat(s)).toEqual({ credential: 'c', seat: 2, game: 'g' });
    forgetSeat(s);
    expect(loadSeat(s)).toBeNull();
  });

  it('ignores a stored entry it cannot use, and works without storage at all', () => {
    const s = memory();
    s.setItem('ryozen.seat', '{not json');
    expect(loadSeat(s)).toBeNull();
    s.setItem('ryozen.seat', JSON.stringify({ seat: 1 }));
    expect(loadSeat(s)).toBeNull();
    expect(loadSeat(null)).toBeNull();
    expect(() => saveSeat(null, { credential: 'c', seat: 0, game: null })).not.toThrow();
  });

  it('takes the join code out of the address once, keeping the other parameters', () => {
    const replaceState = vi.fn();
    const code = takeJoinCode({ pathname: '/', search: '?join=abc234&test=1&noscene', hash: '' }, { replaceState, state: null });
    expect(code).toBe('abc234');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/?test=1&noscene=');
    const none = takeJoinCode({ pathname: '/', search: '?test=1', hash: '' }, { replaceState, state: null });
    expect(none).toBeNull();
    expect(replaceState).toHaveBeenCalledTimes(1);
  });
});
