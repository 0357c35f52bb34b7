// The small phrases log lines and choice labels are built from, as messages, in
// one place so that every line names seats, kin, spots and shards the same way:
// a seat's own kin said as its own, and a palace spot named by the wall a
// player can see it on (the walls carry no numbers on the table).
import { msg, type Msg } from '../core/message.js';
import { seatName } from '../core/state.js';
import type { GameState, KinType, Resource, Shard } from '../core/types.js';
import { sectorAs } from './sector-words.js';
import { wallSideSeenFrom, type Wall, type WallSide } from '../geometry/index.js';
import { kinName } from '../content/names.js';

export { aKin, kinName } from '../content/names.js';

/** A resource's name ("coin"). */
export function resName(res: Resource): Msg {
  return msg(`res.${res}`);
}

/** An amount of a resource: "1 coin", "2 scrolls". */
export function resCount(res: Resource, n: number): Msg {
  return msg(`res.${res}.count`, { n });
}

/** "an agate moon shard". */
export function aShard(shard: Shard | string): Msg {
  return msg(`shard.${shard}.a`);
}

/** Whether a seat is spoken of as a thing ("it": the Basilisk) or a person ("they"), for a message's select. */
export function seatKind(s: GameState, seat: number): 'basilisk' | 'player' {
  return s.players[seat]?.isBasilisk ? 'basilisk' : 'player';
}

/** A seat's name in the middle of a sentence ("the Basilisk", not "The Basilisk"). */
export function seatRef(s: GameState, seat: number): Msg {
  return s.players[seat]?.isBasilisk ? msg('seat.basilisk.ref') : seatName(s, seat);
}

/** The possessive a seat uses for itself: the Basilisk is an "it", a player "they" ("its", "their"). */
export function selfPossessive(s: GameState, seat: number): Msg {
  return msg('owner.possessive', { who: seatKind(s, seat) });
}

/**
 * Whose thing it is, told from `actor`'s side: "their own" when it is the
 * actor's, else "Daichi's". The owner's kind goes along so that a language can
 * say the Basilisk's differently from a player's (French "du Basilic").
 */
export function ownerWord(s: GameState, actor: number, owner: number): Msg {
  return actor === owner
    ? msg('owner.own', { who: seatKind(s, actor) })
    : msg('owner.other', { seat: seatRef(s, owner), who: seatKind(s, owner) });
}

/**
 * A kin told from `actor`'s side: "their own cloaked Fighter", "Daichi's Bard".
 * `whose` goes along for languages that place the owner by whose it is
 * (German "Daichis Barde" but "der Barde des Basilisken").
 */
export function kinOf(s: GameState, actor: number, owner: number, type: KinType, cloaked = false): Msg {
  const whose = actor === owner ? 'own' : seatKind(s, owner);
  return msg('kin.of', { owner: ownerWord(s, actor, owner), kin: kinName(type), cloaked: cloaked ? 'yes' : 'no', whose });
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

/**
 * A palace wall named as `seat` sees it: "the palace wall on their left". Its
 * `.at` form is the wall a spot stands by, for languages whose preposition
 * there changes the article (German "an der Palastmauer").
 */
function wallWords(s: GameState, seat: number, wall: Wall, viewer: Viewer): Msg {
  return msg(`wall.${wallSideFor(s, seat, wall)}.at`, { viewer, who: seatKind(s, seat), seat: seatRef(s, seat) });
}

/** A spot's kind and the words it needs. */
function spotParts(s: GameState, spot: string, seat: number, viewer: Viewer): { kind: string; args?: Record<string, Msg | number> } {
  if (spot === 'palace' || spot === 'pinnacle') return { kind: spot };
  if (spot.startsWith('ward')) return { kind: 'ward', args: { wall: wallWords(s, seat, Number(spot.slice(4)) as Wall, viewer) } };
  if (spot.startsWith('battlement')) {
    return { kind: 'battlement', args: { wall: wallWords(s, seat, Number(spot.slice(10)) as Wall, viewer) } };
  }
  const [sector, index] = spot.slice(1).split('.').map(Number) as [number, number];
  // The sector as the spot's owner ("of the Gates", German "der Tore"), whose article changes with the case.
  return { kind: 'sector', args: { n: index + 1, of: sectorAs('of', sector) } };
}

/**
 * A spot in plain words. A palace ward or battlement is named by its wall as
 * `seat` sees it (see Viewer); a sector spot by its number.
 */
export function spotWords(s: GameState, spot: string, seat: number, viewer: Viewer = 'self'): Msg {
  const { kind, args } = spotParts(s, spot, seat, viewer);
  return msg(`spot.${kind}`, args);
}

/** A spot with the word that goes before it: "in the Phoenix Palace", "on spot 2 of the Capital". */
export function atSpot(s: GameState, spot: string, seat: number, viewer: Viewer = 'self'): Msg {
  const { kind, args } = spotParts(s, spot, seat, viewer);
  return msg(`spot.at.${kind}`, args);
}
