// What each seat may see of the base game's fields (view.ts builds a view
// from these and the variants' own): everything, except the order of the
// decks, the clan piles (face down for everyone, their owner included), the
// village pile below its face-up top tile, the generator and the pending steps
// (neither is declared, so neither reaches a view).
//
// Kin ids are dealt in a fixed order by type (the same id is the same kin type
// in every game), so a hidden tile cannot keep its id in a view: the id alone
// would name its type. The kin a seat may not identify are shown instead as
// placeholders, per owning seat: they fill that seat's hidden tiles' ids in
// ascending order, with the public facts (owner, clan, where they are) in a
// fixed order, so the placeholder at an id is not the tile with that id. The
// real entry comes back as soon as the tile is public.
import type { GameState, Kin, KinLoc } from '../core/types.js';
import type { ViewDeclarations } from '../core/variant.js';
import { variantsOf } from '../core/variants-in-play.js';
import type { KinView } from '../core/view-types.js';

const HIDDEN = -1;
const blank = (ids: number[]): number[] => ids.map(() => HIDDEN);

/** Placeholders of one owner are listed in this order of their places, whatever tiles they stand for. */
const LOC_ORDER: readonly KinLoc[] = ['pile', 'secret', 'box', 'hand', 'clanhouse', 'board', 'palace', 'bumped'];

function kinFor(kin: Kin[], s: GameState, seat: number): KinView[] {
  const hidden = new Set<number>();
  for (const v of variantsOf(s.config)) if (v.hidden?.hiddenKin) for (const id of v.hidden.hiddenKin(s, seat)) hidden.add(id);
  const out: KinView[] = kin.map((k) => (hidden.has(k.id) ? (null as never) : { ...k }));
  const byOwner = new Map<string, Kin[]>();
  for (const id of hidden) {
    const k = kin[id]!;
    const key = `${k.seat}:${k.clan}`;
    const group = byOwner.get(key);
    if (group) group.push(k);
    else byOwner.set(key, [k]);
  }
  for (const tiles of byOwner.values()) {
    const ids = tiles.map((k) => k.id).sort((a, b) => a - b);
    const places = tiles.map((k) => k.loc).sort((a, b) => LOC_ORDER.indexOf(a) - LOC_ORDER.indexOf(b));
    const { seat: owner, clan } = tiles[0]!;
    ids.forEach((id, i) => (out[id] = { id, type: 'hidden', clan, seat: owner, loc: places[i]!, at: '', cloaked: false }));
  }
  return out;
}

export const baseView: ViewDeclarations = {
  fields: {
    v: 'public',
    config: 'public',
    round: 'public',
    phase: 'public',
    players: (players) => players.map((p) => ({ ...p, pile: blank(p.pile), revelations: p.revelations.slice() })),
    pools: (pools) => pools.map((p) => ({ ...p })),
    kin: kinFor,
    board: (board) => board.map((r) => r.slice()),
    palace: 'public',
    capital: 'public',
    firstPlayer: 'public',
    turnSeat: 'public',
    events: (e) => ({ deck: blank(e.deck), discard: e.discard.slice(), foreseen: e.foreseen.slice() }),
    revelations: (r) => ({ deck: blank(r.deck), slots: r.slots.slice(), discard: r.discard.slice() }),
    // The village pile is face up: its top tile is public, the rest is not.
    villages: (vs) => ({ ...vs, pile: vs.pile.map((id, i, all) => (i === all.length - 1 ? id : HIDDEN)), sites: vs.sites.slice() }),
    clanhouse: 'public',
    guards: 'public',
    ply: 'public',
    log: 'public',
  },
};
