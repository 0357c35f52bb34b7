// Which hello-less socket goes when too many wait (pending-hellos.ts): the
// oldest from the same address, then the oldest of all; never a newcomer, so
// a device coming back always gets its turn.
import { describe, expect, it } from 'vitest';
import { PendingHellos } from './pending-hellos.js';

describe('sockets waiting for their hello', () => {
  it('one address past its cap loses its own oldest socket, not another address\'s', () => {
    const pending = new PendingHellos<string>(2, 10);
    expect(pending.admit('a1', '10.0.0.3')).toEqual([]);
    expect(pending.admit('b1', '10.0.0.4')).toEqual([]);
    expect(pending.admit('a2', '10.0.0.3')).toEqual([]);
    expect(pending.admit('a3', '10.0.0.3')).toEqual(['a1']);
    expect(pending.count()).toBe(3);
  });

  it('past the cap in all, the oldest of every address goes', () => {
    const pending = new PendingHellos<string>(4, 3);
    for (const [s, a] of [['a', '10.0.0.3'], ['b', '10.0.0.4'], ['c', '10.0.0.5']]) expect(pending.admit(s!, a!)).toEqual([]);
    expect(pending.admit('d', '10.0.0.6')).toEqual(['a']);
    expect(pending.count()).toBe(3);
  });

  it('a socket that said hello no longer counts against its address', () => {
    const pending = new PendingHellos<string>(1, 10);
    pending.admit('phone', '10.0.0.3');
    pending.settle('phone');
    expect(pending.admit('tablet', '10.0.0.3')).toEqual([]);
  });
});
