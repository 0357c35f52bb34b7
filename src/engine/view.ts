// What one seat may know. Face-down piles keep their size but not their
// contents; the generator state and the pending-step stack are dropped.
//
// Kin ids are dealt in a fixed order by type (the same id is the same kin type
// in every game), so a hidden tile cannot keep its id in a view: the id alone
// would name its type. The kin a seat may not identify are shown instead as
// placeholders, per owning seat: they fill that seat's hidden tiles' ids in
// ascending order, with the public facts (owner, clan, where they are) in a
// fixed order, so the placeholder at an id is not the tile with that id. The
// real entry comes back as soon as the tile is public.
import type { Decision, GameState, Kin, KinLoc } from './core/types.js';
import type { GameView, KinView } from './core/view-types.js';
import { copyJson } from './core/clone.js';
import { variantStateKeys, variantsOf } from './core/variants-in-play.js';

export type { GameView, KinView };

/** The viewer who holds no seat: the table as every player sees it (the desktop in table mode). */
export const TABLE_SEAT = -1;


/** Placeholders of one owner are listed in this order of their places, whatever tiles they stand for. */
const LOC_ORDER: readonly KinLoc[] = ['pile', 'secret', 'box', 'hand', 'clanhouse', 'board', 'palace', 'bumped'];

function kinFor(s: GameState, seat: number): KinView[] {
  const hidden = new Set<number>();
  for (const v of variantsOf(s.config)) if (v.hidden?.hiddenKin) for (const id of v.hidden.hiddenKin(s, seat)) hidden.add(id);
  const out: KinView[] = s.kin.map((k) => (hidden.has(k.id) ? (null as never) : { ...k }));
  const byOwner = new Map<string, Kin[]>();
  for (const id of hidden) {
    const k = s.kin[id]!;
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

export function view(s: GameState, seat: number): GameView {
  const v: GameView = {
    ...s,
    viewer: seat,
    rng: undefined as never,
    stack: undefined as never,
    stackDepth: s.stack.length,
    kin: kinFor(s, seat),
    players: s.players.map((p) => ({ ...p, pile: p.pile.slice(), revelations: p.revelations.slice() })),
    pools: s.pools.map((p) => ({ ...p })),
    board: s.board.map((r) => r.slice()),
    events: { deck: s.events.deck.slice(), discard: s.events.discard.slice(), foreseen: s.events.foreseen.slice() },
    revelations: { deck: s.revelations.deck.slice(), slots: s.revelations.slots.slice(), discard: s.revelations.discard.slice() },
    villages: { ...s.villages, pile: s.villages.pile.slice(), sites: s.villages.sites.slice() },
  } as GameView;
  // The variants' slots are the view's own copies, for the masks below to change.
  const slots = v as unknown as Record<string, unknown>;
  for (const k of variantStateKeys()) slots[k] = copyJson(slots[k]);
  delete (v as Partial<GameState>).rng;
  delete (v as Partial<GameState>).stack;
  // Each variant the game plays blanks out what it keeps secret (the base game: decks and piles).
  for (const variant of variantsOf(s.config)) variant.hidden?.mask?.(v, s, seat);
  return v;
}

export type { Decision };
