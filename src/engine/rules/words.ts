// The small phrases log lines and choice labels are built from, in one place so
// that every line names seats, kin, spots and shards the same way: with the
// right article, a seat's own kin said as its own, and a palace spot named by
// the wall a player can see it on (the walls carry no numbers on the table).
import { KIN_DEFS } from '../content/index.js';
import { sectorName, seatName } from '../core/state.js';
import type { GameState, KinType, Shard } from '../core/types.js';
import { wallSideSeenFrom, type Wall, type WallSide } from '../geometry/index.js';

export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "1 coin", "2 scrolls". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function kinName(type: KinType): string {
  return KIN_DEFS[type].name;
}

/** "an Archer", "a Fighter". */
export function aKin(type: KinType): string {
  return withArticle(kinName(type));
}

/** "an agate moon shard". */
export function aShard(shard: Shard | string): string {
  return withArticle(`${shard} moon shard`);
}

/** A seat's name in the middle of a sentence ("the Basilisk", not "The Basilisk"). */
export function seatRef(s: GameState, seat: number): string {
  return s.players[seat]?.isBasilisk ? 'the Basilisk' : seatName(s, seat);
}

/** The possessive a seat uses for itself: the Basilisk is an "it", a player "they". */
export function selfPossessive(s: GameState, seat: number): 'its' | 'their' {
  return s.players[seat]?.isBasilisk ? 'its' : 'their';
}

/** Whose thing it is, told from `actor`'s side: "their own" when it is the actor's, else "Daichi's". */
export function ownerWord(s: GameState, actor: number, owner: number): string {
  return actor === owner ? `${selfPossessive(s, actor)} own` : `${seatRef(s, owner)}'s`;
}

/** A kin told from `actor`'s side: "their own cloaked Fighter", "Daichi's Bard". */
export function kinOf(s: GameState, actor: number, owner: number, type: KinType, cloaked = false): string {
  return `${ownerWord(s, actor, owner)} ${cloaked ? 'cloaked ' : ''}${kinName(type)}`;
}

/** Where palace wall `wall` stands as `seat` sees it from its table side, at the palace's present turn. */
export function wallSideFor(s: GameState, seat: number, wall: Wall): WallSide {
  return wallSideSeenFrom(s.players[seat]?.side ?? 0, wall, s.palace.rotation);
}

/**
 * How a sentence refers to the seat a wall is seen from: `you` on that seat's
 * own button, `self` in a sentence that seat is the subject of ("on their
 * left"), `named` anywhere else ("on the Basilisk's left").
 */
export type Viewer = 'you' | 'self' | 'named';

/** A palace wall named as `seat` sees it. */
function wallWords(s: GameState, seat: number, wall: Wall, viewer: Viewer): string {
  const basilisk = !!s.players[seat]?.isBasilisk;
  const them = viewer === 'you' ? 'you' : viewer === 'self' ? (basilisk ? 'it' : 'them') : seatRef(s, seat);
  const their = viewer === 'you' ? 'your' : viewer === 'self' ? selfPossessive(s, seat) : `${seatRef(s, seat)}'s`;
  switch (wallSideFor(s, seat, wall)) {
    case 'front':
      return `the palace wall facing ${them}`;
    case 'back':
      return `the palace wall away from ${them}`;
    case 'left':
      return `the palace wall on ${their} left`;
    case 'right':
      return `the palace wall on ${their} right`;
  }
}

/**
 * A spot in plain words. A palace ward or battlement is named by its wall as
 * `seat` sees it (see Viewer); a sector spot by its number.
 */
export function spotWords(s: GameState, spot: string, seat: number, viewer: Viewer = 'self'): string {
  if (spot === 'palace') return 'the Phoenix Palace';
  if (spot === 'pinnacle') return 'the pinnacle of the palace';
  if (spot.startsWith('ward')) return `the ward by ${wallWords(s, seat, Number(spot.slice(4)) as Wall, viewer)}`;
  if (spot.startsWith('battlement')) return `the battlement on ${wallWords(s, seat, Number(spot.slice(10)) as Wall, viewer)}`;
  const [sector, index] = spot.slice(1).split('.').map(Number) as [number, number];
  return `spot ${index + 1} of ${sectorName(sector)}`;
}

/** A spot with the word that goes before it: "in the Phoenix Palace", "on spot 2 of the Capital". */
export function atSpot(s: GameState, spot: string, seat: number, viewer: Viewer = 'self'): string {
  const inside = spot === 'palace' || spot.startsWith('ward');
  return `${inside ? 'in' : 'on'} ${spotWords(s, spot, seat, viewer)}`;
}
