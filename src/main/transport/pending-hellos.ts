// The invite listener's sockets that are open but have not said hello yet.
//
// Such a socket costs a connection slot and proves nothing: anyone on the
// home network can open dozens and renew them before the hello timeout, and
// no wrong code is ever counted against them. So the listener holds only a
// few per remote address, and a few in all (half its connection cap, leaving
// the rest for pages and seats that have joined). When a new one comes in
// over either cap, the oldest waiting one goes: a real device says hello the
// moment its socket opens, so the one that has waited longest is the least
// likely to be a player, and a seat coming back always gets its turn.
//
// No sockets here, only keys: the listener closes what `admit` names.

/** Hello-less sockets held from one remote address (a phone reloading its page holds one or two). */
export const MAX_WAITING_PER_ADDRESS = 4;

export class PendingHellos<Socket> {
  /** Insertion order is arrival order: the first is the oldest. */
  private readonly waiting = new Map<Socket, string>();

  constructor(
    private readonly perAddress: number,
    private readonly total: number,
  ) {
    if (!Number.isInteger(perAddress) || perAddress < 1) throw new Error(`perAddress must be a whole number of at least 1, not ${perAddress}`);
    if (!Number.isInteger(total) || total < 1) throw new Error(`total must be a whole number of at least 1, not ${total}`);
  }

  /** Notes a new socket from `address`; answers the older waiting sockets to close to stay within the caps. */
  admit(socket: Socket, address: string): Socket[] {
    const evicted: Socket[] = [];
    const fromAddress = [...this.waiting].filter(([, a]) => a === address).map(([s]) => s);
    for (const old of fromAddress.slice(0, Math.max(0, fromAddress.length + 1 - this.perAddress))) {
      this.waiting.delete(old);
      evicted.push(old);
    }
    for (const old of this.waiting.keys()) {
      if (this.waiting.size < this.total) break;
      this.waiting.delete(old);
      evicted.push(old);
    }
    this.waiting.set(socket, address);
    return evicted;
  }

  /** The socket said hello, or closed: it no longer waits. */
  settle(socket: Socket): void {
    this.waiting.delete(socket);
  }

  /** Sockets waiting now. */
  count(): number {
    return this.waiting.size;
  }
}
