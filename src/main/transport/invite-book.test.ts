import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, CODE_LIFETIME_MS, InviteBook, MAX_ENDED_KEYS, MAX_WRONG_CODES } from './invite-book.js';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A code of the right shape that differs from every code in `taken`. */
function otherCode(taken: string[]): string {
  for (let n = 0; ; n++) {
    let code = '';
    for (let i = 0, k = n; i < CODE_LENGTH; i++, k = Math.floor(k / CODE_ALPHABET.length)) code += CODE_ALPHABET[k % CODE_ALPHABET.length];
    if (!taken.includes(code)) return code;
  }
}

describe('invite codes', () => {
  it('are 6 characters of the unambiguous alphabet', () => {
    const book = new InviteBook();
    for (let seat = 0; seat < 5; seat++) {
      const { code } = book.issue(seat);
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    }
  });

  it('open their seat once, and never again', () => {
    const book = new InviteBook();
    const { code } = book.issue(2);
    const first = book.redeem(code);
    expect(first).toMatchObject({ ok: true, seat: 2 });
    expect(book.redeem(code)).toMatchObject({ ok: false, code: 'wrong-code' });
    expect(book.codeOf(2)).toBeNull();
  });

  it('may be typed in lower case or with a space in the middle', () => {
    const book = new InviteBook();
    const { code } = book.issue(0);
    expect(book.redeem(` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `)).toMatchObject({ ok: true, seat: 0 });
  });

  it('stop working after 10 minutes', () => {
    const c = clock();
    const book = new InviteBook({ now: c.now });
    const { code, expiresAt } = book.issue(1);
    expect(expiresAt).toBe(c.now() + CODE_LIFETIME_MS);
    c.advance(CODE_LIFETIME_MS);
    expect(book.codeOf(1)).toBeNull();
    expect(book.redeem(code)).toMatchObject({ ok: false, code: 'code-expired' });
  });

  it('still work just before 10 minutes', () => {
    const c = clock();
    const book = new InviteBook({ now: c.now });
    const { code } = book.issue(1);
    c.advance(CODE_LIFETIME_MS - 1);
    expect(book.redeem(code)).toMatchObject({ ok: true, seat: 1 });
  });

  it('a fresh code for a seat voids its old code and its credential', () => {
    const book = new InviteBook();
    const old = book.issue(3);
    const joined = book.issue(3);
    const r = book.redeem(joined.code);
    if (!r.ok) throw new Error(r.message);
    book.issue(3);
    expect(book.redeem(old.code).ok).toBe(false);
    expect(book.seatOf(r.credential)).toBeNull();
  });
});

describe('wrong codes', () => {
  it('are counted, and the limit voids every outstanding code', () => {
    const book = new InviteBook();
    const a = book.issue(0);
    const b = book.issue(1);
    const wrong = otherCode([a.code, b.code]);
    for (let i = 1; i < MAX_WRONG_CODES; i++) {
      expect(book.redeem(wrong)).toMatchObject({ ok: false, code: 'wrong-code' });
      expect(book.wrongAttempts()).toBe(i);
    }
    // The 20th wrong attempt: every code is void, the right ones included.
    expect(book.redeem(wrong)).toMatchObject({ ok: false, code: 'too-many-tries' });
    expect(book.redeem(a.code).ok).toBe(false);
    expect(book.redeem(b.code).ok).toBe(false);
    expect(book.codeOf(0)).toBeNull();
    // The desktop invites again: the new code works.
    const again = book.issue(0);
    expect(book.redeem(again.code)).toMatchObject({ ok: true, seat: 0 });
  });

  it('do not void the credentials of seats that already joined', () => {
    const book = new InviteBook();
    const r = book.redeem(book.issue(0).code);
    if (!r.ok) throw new Error(r.message);
    for (let i = 0; i < MAX_WRONG_CODES; i++) book.redeem(otherCode([]));
    expect(book.seatOf(r.credential)).toBe(0);
  });

  it('cannot be guessed within the limit', () => {
    // The odds: an attacker has 20 tries in all against the outstanding codes (at most one per
    // seat, so 5) before every one of them is void. Each try hits one of 31^6 = 887,503,681
    // codes, so the chance of opening a seat is at most 20 * 5 / 31^6, about one in 8.9 million
    // per invitation; and every lockout shows on the desktop, which must invite again.
    expect((MAX_WRONG_CODES * 5) / CODE_ALPHABET.length ** CODE_LENGTH).toBeLessThan(1 / 8_000_000);
    // The limit is what bounds the tries: a guesser whose 21st to 25th tries would be exactly the
    // five real codes (the luckiest guesser there is) opens nothing.
    const book = new InviteBook();
    const real = [0, 1, 2, 3, 4].map((seat) => book.issue(seat).code);
    const wrong: string[] = [];
    while (wrong.length < MAX_WRONG_CODES) wrong.push(otherCode([...real, ...wrong]));
    const answers = [...wrong, ...real].map((guess) => book.redeem(guess));
    expect(answers.filter((a) => a.ok)).toEqual([]);
    expect(answers[MAX_WRONG_CODES - 1]).toMatchObject({ ok: false, code: 'too-many-tries' });
  });
});

describe('credentials', () => {
  it('are 32 random bytes in base64url, and open their own seat', () => {
    const book = new InviteBook();
    const r = book.redeem(book.issue(4).code);
    if (!r.ok) throw new Error(r.message);
    expect(Buffer.from(r.credential, 'base64url')).toHaveLength(32);
    expect(r.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(book.seatOf(r.credential)).toBe(4);
  });

  it('are refused once their seat is dropped', () => {
    const book = new InviteBook();
    const r0 = book.redeem(book.issue(0).code);
    const r1 = book.redeem(book.issue(1).code);
    if (!r0.ok || !r1.ok) throw new Error('no credential');
    book.revoke(0);
    expect(book.seatOf(r0.credential)).toBeNull();
    expect(book.seatOf(r1.credential)).toBe(1);
  });

  it('refuse anything else: a near miss, another shape, a code', () => {
    const book = new InviteBook();
    const code = book.issue(0).code;
    const r = book.redeem(book.issue(1).code);
    if (!r.ok) throw new Error(r.message);
    const nearMiss = (r.credential[0] === 'A' ? 'B' : 'A') + r.credential.slice(1);
    for (const bad of [nearMiss, r.credential + 'A', r.credential.slice(1), '', code, 'x'.repeat(10_000)]) expect(book.seatOf(bad)).toBeNull();
  });

  it('are all forgotten for a new game', () => {
    const book = new InviteBook();
    const code = book.issue(0).code;
    const r = book.redeem(book.issue(1).code);
    if (!r.ok) throw new Error(r.message);
    book.clear();
    expect(book.seatOf(r.credential)).toBeNull();
    expect(book.redeem(code).ok).toBe(false);
  });
});

describe('a key that stopped working', () => {
  function joined(book: InviteBook, seat: number): string {
    const r = book.redeem(book.issue(seat).code);
    if (!r.ok) throw new Error('not redeemed');
    return r.credential;
  }

  it('says why: the seat taken back, or the game replaced or over', () => {
    const book = new InviteBook();
    const a = joined(book, 0);
    const b = joined(book, 1);
    expect(book.hasKey(0)).toBe(true);
    book.revoke(0);
    expect(book.hasKey(0)).toBe(false);
    expect(book.endOf(a)).toBe('seat-taken-back');
    expect(book.endOf(b)).toBeNull();
    book.clear('game-over');
    expect(book.seatOf(b)).toBeNull();
    expect(book.endOf(b)).toBe('game-over');
    const c = joined(book, 1);
    book.clear();
    expect(book.endOf(c)).toBe('game-replaced');
  });

  it('a key never issued has no reason, and the oldest reasons are let go', () => {
    const book = new InviteBook();
    expect(book.endOf('x'.repeat(43))).toBeNull();
    const first = joined(book, 0);
    book.clear();
    for (let i = 0; i < MAX_ENDED_KEYS; i++) {
      joined(book, 0);
      book.clear();
    }
    expect(book.endOf(first)).toBeNull();
  });
});
