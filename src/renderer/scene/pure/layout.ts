// Where every piece of a game view goes on the table. Pure (no three.js): the
// scene turns these frames into instance matrices, and layout.test.ts checks
// them against the geometry. Every position comes from src/engine/geometry.
//
// A kin tile's frame: `position` is the centre of the face it lies on;
// `normal` is the outward normal of the surface holding it (the unveiled face
// points along it, a cloaked tile is turned over); `ahead` is the direction
// the printed text's top points to (toward the palace on the ring, toward the
// board in a hand, up against a wall).
import type { ClanId, KinType, PoolKey, Resource, Sector, Shard, Side } from '../../../engine/core/types.js';
import type { GameView } from '../../../engine/view.js';
import { CATALOG } from '../../catalog.generated.js';
import {
  bearingDirection,
  bumpedSlotPosition,
  capitalTrackPosition,
  clanhouseSlotPosition,
  clanPilePosition,
  cross,
  dealtCardPosition,
  eventDeckPosition,
  eventSlotPosition,
  favorTrackPosition,
  firstPlayerTokenPosition,
  handSlotPosition,
  isPalaceSpotId,
  KIN_TILE_THICKNESS,
  normalize,
  palaceSeatSpotPosition,
  palaceSpotFrame,
  poolPilePosition,
  revelationDeckPosition,
  revelationSlotPosition,
  scale,
  seatOutward,
  sectorSpotPosition,
  UP,
  vec3,
  villagePilePosition,
  villageSitePosition,
  wallBearing,
  add,
  type Vec3,
} from '../../../engine/geometry/index.js';

export interface KinPlacement {
  id: number;
  clan: ClanId;
  seat: number;
  type: KinType | 'hidden';
  /** Turned over (cloaked, bumped, in a pile). */
  faceDown: boolean;
  position: Vec3;
  normal: Vec3;
  ahead: Vec3;
  /** Where it is, for picking and tests: 'spot:s1.2', 'hand:0', 'clanhouse:3', 'bumped:1', 'pile:2'. */
  place: string;
}

export interface TokenPlacement {
  seat: number;
  clan: ClanId;
  position: Vec3;
}

export interface CardPlacement {
  /** 'event' | 'revelation' */
  kind: 'event' | 'revelation';
  slot: number;
  id: number;
  position: Vec3;
  /** Direction the card's top points to (toward the palace). */
  ahead: Vec3;
  /** A card dealt to the viewer at an asymmetric start, lying before its seat while it chooses what to buy. */
  dealt?: true;
}

export interface VillagePlacement {
  site: number;
  /** Village id, or -1 for the shrine's site before it is built. */
  id: number;
  built: boolean;
  position: Vec3;
  ahead: Vec3;
}

export interface PilePlacement {
  kind: PoolKey;
  /** Items in the pile. */
  count: number;
  /** The pile's centre on the table or board. */
  position: Vec3;
  /** Seat owning the pile, or -1 for the general supply. */
  seat: number;
}

export interface DeckPlacement {
  kind: 'events' | 'revelations' | 'villages';
  count: number;
  position: Vec3;
  /** Id of the face-up top card/tile, if public. */
  topId: number;
}

export interface TableLayout {
  kin: KinPlacement[];
  favor: TokenPlacement[];
  heralds: TokenPlacement[];
  pioneers: TokenPlacement[];
  cards: CardPlacement[];
  villages: VillagePlacement[];
  decks: DeckPlacement[];
  pools: PilePlacement[];
  /** Seat holding the first-player token, and where it lies. */
  firstPlayer: { seat: number; position: Vec3 } | null;
  palace: { rotation: number; floors: number; alt: boolean; highlighted: Sector[] };
  /** Sides with a seat: side -> seat. */
  sides: Map<Side, number>;
}

export const FAVOR_TOKEN_HEIGHT = 0.35;

const radialOut = (p: Vec3): Vec3 => {
  const flat = vec3(p.x, 0, p.z);
  return Math.hypot(flat.x, flat.z) < 1e-9 ? vec3(0, 0, 1) : normalize(flat);
};
/** The direction pointing from a point toward the palace axis, on the board plane. */
const towardCentre = (p: Vec3): Vec3 => scale(radialOut(p), -1);

/** Sector and spot index of a sector spot id ('s3.1' -> [3, 1]), or null. */
export function parseSectorSpot(spot: string): [Sector, number] | null {
  const m = /^s([0-5])\.(\d+)$/.exec(spot);
  return m ? [Number(m[1]) as Sector, Number(m[2])] : null;
}

/** The frame (centre, surface normal, text-up) of any spot id at a palace rotation; null if unknown. */
export function spotFrame(
  view: Pick<GameView, 'board' | 'palace'>,
  spot: string,
  seatSpot = 0,
): { position: Vec3; normal: Vec3; ahead: Vec3 } | null {
  const s = parseSectorSpot(spot);
  if (s) {
    const count = view.board[s[0]]?.length ?? 0;
    if (s[1] >= count) return null;
    const position = sectorSpotPosition(s[0], s[1], count);
    return { position, normal: UP, ahead: towardCentre(position) };
  }
  const r = view.palace.rotation;
  if (spot === 'palace') {
    const position = palaceSeatSpotPosition(seatSpot, r);
    return { position, normal: UP, ahead: towardCentre(position) };
  }
  if (isPalaceSpotId(spot)) {
    const f = palaceSpotFrame(spot, r);
    if (f.kind === 'battlement') return { position: f.position, normal: f.normal, ahead: UP };
    if (f.kind === 'ward') return { position: f.position, normal: UP, ahead: towardCentre(f.position) };
    // The pinnacle: flat on the roof top, turning with the palace (its text reads from wall 0's side).
    return { position: f.position, normal: UP, ahead: scale(bearingDirection(wallBearing(0, r)), -1) };
  }
  return null;
}

/** Offsets of `n` items in a pile, around its centre (coins stack in columns, the rest spread). */
export function pileOffsets(kind: PoolKey, n: number): Vec3[] {
  const out: Vec3[] = [];
  if (kind === 'coin') {
    const colXZ = [vec3(0, 0, 0), vec3(1.35, 0, 0.2), vec3(0.6, 0, 1.2), vec3(-0.7, 0, 1.05), vec3(-1.3, 0, -0.1), vec3(-0.5, 0, -1.2), vec3(0.8, 0, -1.1)];
    for (let i = 0; i < n; i++) {
      const col = Math.floor(i / 5) % colXZ.length;
      const layer = (i % 5) + 5 * Math.floor(i / (5 * colXZ.length));
      const c = colXZ[col]!;
      out.push(vec3(c.x, layer * 0.22, c.z));
    }
    return out;
  }
  // A small heap: a ring of up to 6 around a centre, then a second layer.
  for (let i = 0; i < n; i++) {
    const layer = Math.floor(i / 7);
    const j = i % 7;
    const y = layer * (kind === 'scroll' ? 0.5 : 0.6);
    if (j === 0) out.push(vec3(0, y, 0));
    else {
      const a = ((j - 1) / 6) * 2 * Math.PI + layer * 0.5;
      const r = kind === 'scroll' ? 0.75 : 0.95;
      out.push(vec3(r * Math.cos(a), y, r * Math.sin(a)));
    }
  }
  return out;
}

const POOL_ORDER: readonly PoolKey[] = ['coin', 'scroll', 'lantern', 'coral', 'jade', 'agate'];
export const SUPPLY_SHOWN = 6;

/**
 * The revelation cards dealt to the viewer at an asymmetric start, face up on
 * the table before its seat while it may buy them (its view alone holds them).
 */
export function dealtCards(view: GameView): CardPlacement[] {
  const ids = view.screen.dealtCards;
  const side = view.players[view.viewer]?.side;
  if (side === undefined) return [];
  const ahead = scale(seatOutward(side), -1);
  return ids.map((id, slot) => ({ kind: 'revelation', slot, id, position: dealtCardPosition(side, slot, ids.length), ahead, dealt: true }));
}

/** Lays out a whole view. */
export function layoutTable(view: GameView): TableLayout {
  const sides = new Map<Side, number>();
  view.players.forEach((p, seat) => {
    if (!sides.has(p.side)) sides.set(p.side, seat);
  });
  const sideOf = (seat: number): Side => view.players[seat]?.side ?? 0;

  // --- kin --------------------------------------------------------------------
  const kin: KinPlacement[] = [];
  const hands = new Map<number, number[]>();
  const bumped = new Map<number, number[]>();
  const palaceStacks = new Map<number, number>();
  for (const k of view.kin) {
    if (k.loc === 'hand') hands.set(k.seat, [...(hands.get(k.seat) ?? []), k.id]);
    if (k.loc === 'bumped') bumped.set(k.seat, [...(bumped.get(k.seat) ?? []), k.id]);
  }
  const pileIndex = new Map<number, number>();
  for (const k of view.kin) {
    const base = { id: k.id, clan: k.clan, seat: k.seat, type: k.type };
    switch (k.loc) {
      case 'board':
      case 'palace': {
        const stack = k.at === 'palace' ? (palaceStacks.get(k.seat) ?? 0) : 0;
        if (k.at === 'palace') palaceStacks.set(k.seat, stack + 1);
        const f = spotFrame(view, k.at, Math.max(0, k.seat) % 4);
        if (!f) break;
        const lift = scale(f.normal, stack * KIN_TILE_THICKNESS);
        kin.push({ ...base, faceDown: k.cloaked, position: add(f.position, lift), normal: f.normal, ahead: f.ahead, place: `spot:${k.at}` });
        break;
      }
      case 'hand': {
        const list = hands.get(k.seat)!;
        const side = sideOf(k.seat);
        const i = list.indexOf(k.id);
        kin.push({
          ...base,
          faceDown: false,
          position: handSlotPosition(side, i, list.length),
          normal: UP,
          ahead: scale(seatOutward(side), -1),
          place: `hand:${k.seat}`,
        });
        break;
      }
      case 'bumped': {
        const list = bumped.get(k.seat)!;
        const side = sideOf(k.seat);
        kin.push({
          ...base,
          faceDown: true,
          position: bumpedSlotPosition(side, list.indexOf(k.id), list.length),
          normal: UP,
          ahead: scale(seatOutward(side), -1),
          place: `bumped:${k.seat}`,
        });
        break;
      }
      case 'clanhouse': {
        const slot = view.clanhouse.indexOf(k.id);
        if (slot < 0) break;
        const position = clanhouseSlotPosition(slot, view.clanhouse.length);
        kin.push({ ...base, faceDown: false, position, normal: UP, ahead: towardCentre(position), place: `clanhouse:${slot}` });
        break;
      }
      case 'pile': {
        if (k.seat < 0) break;
        const i = pileIndex.get(k.seat) ?? 0;
        pileIndex.set(k.seat, i + 1);
        // A pile shows at most 8 tiles: the rest are under them.
        if (i >= 8) break;
        const piles = Math.min(4, Math.max(1, view.players.length));
        const pos = clanPilePosition(Math.min(k.seat, piles - 1), piles);
        kin.push({
          ...base,
          faceDown: true,
          position: add(pos, vec3(0, i * KIN_TILE_THICKNESS, 0)),
          normal: UP,
          ahead: towardCentre(pos),
          place: `pile:${k.seat}`,
        });
        break;
      }
      default:
        break; // 'secret', 'box': not on the table
    }
  }

  // --- tracks -----------------------------------------------------------------
  const favor: TokenPlacement[] = [];
  const onSpace = new Map<number, number>();
  view.players.forEach((p, seat) => {
    const fp = Math.max(0, Math.floor(p.fp));
    const n = onSpace.get(fp % 60) ?? 0;
    onSpace.set(fp % 60, n + 1);
    favor.push({ seat, clan: p.clan, position: add(favorTrackPosition(fp), vec3(0, n * FAVOR_TOKEN_HEIGHT, 0)) });
  });

  const heralds: TokenPlacement[] = view.capital.map((seat, rank) => ({
    seat,
    clan: view.players[seat]?.clan ?? 'crane',
    position: capitalTrackPosition(rank, view.capital.length),
  }));

  const siteCount = view.villages.sites.length;
  const onSite = new Map<number, number[]>();
  view.players.forEach((p, seat) => onSite.set(p.pioneer, [...(onSite.get(p.pioneer) ?? []), seat]));
  const pioneers: TokenPlacement[] = [];
  for (const [site, seats] of onSite) {
    const c = villageSitePosition(Math.min(site, siteCount - 1), siteCount);
    const ahead = towardCentre(c);
    const across = cross(UP, ahead);
    seats.forEach((seat, i) => {
      // Pioneers sharing a site stand in a row across it, in front of the tile.
      const off = add(scale(across, (i - (seats.length - 1) / 2) * 1.25), scale(ahead, 1.0));
      pioneers.push({ seat, clan: view.players[seat]!.clan, position: add(c, vec3(off.x, 0.25, off.z)) });
    });
  }

  // --- cards, villages, decks -------------------------------------------------
  const cards: CardPlacement[] = [];
  view.events.foreseen.forEach((id, slot) => {
    if (id < 0) return;
    const position = eventSlotPosition(slot, view.events.foreseen.length);
    cards.push({ kind: 'event', slot, id, position, ahead: towardCentre(position) });
  });
  view.revelations.slots.forEach((id, slot) => {
    if (id < 0) return;
    const position = revelationSlotPosition(slot, view.revelations.slots.length);
    cards.push({ kind: 'revelation', slot, id, position, ahead: towardCentre(position) });
  });
  cards.push(...dealtCards(view));

  const villages: VillagePlacement[] = [];
  view.villages.sites.forEach((id, site) => {
    const last = site === siteCount - 1;
    if (id < 0 && !last) return;
    const position = villageSitePosition(site, siteCount);
    villages.push({ site, id, built: id >= 0, position, ahead: towardCentre(position) });
  });

  const decks: DeckPlacement[] = [
    { kind: 'events', count: view.events.deck.length, position: eventDeckPosition(), topId: -1 },
    { kind: 'revelations', count: view.revelations.deck.length, position: revelationDeckPosition(), topId: -1 },
    { kind: 'villages', count: view.villages.pile.length, position: villagePilePosition(), topId: view.villages.pile.at(-1) ?? -1 },
  ];

  // --- resources and shards ---------------------------------------------------
  const pools: PilePlacement[] = [];
  const shownPool = new Set<number>();
  view.players.forEach((p, seat) => {
    if (shownPool.has(p.pool)) return;
    shownPool.add(p.pool);
    const pool = view.pools[p.pool];
    if (!pool) return;
    for (const kind of POOL_ORDER) {
      pools.push({ kind, count: pool[kind] ?? 0, position: poolPilePosition(p.side, kind), seat });
    }
  });

  const fpSeat = view.firstPlayer;
  const firstPlayer = fpSeat >= 0 && view.players[fpSeat] ? { seat: fpSeat, position: firstPlayerTokenPosition(sideOf(fpSeat)) } : null;

  const r = ((view.palace.rotation % 6) + 6) % 6;
  return {
    kin,
    favor,
    heralds,
    pioneers,
    cards,
    villages,
    decks,
    pools,
    firstPlayer,
    palace: {
      rotation: r,
      floors: view.palace.floors,
      alt: !!view.config.palaceAlt,
      highlighted: CATALOG.highlightOffsets.map((o) => ((r + o) % 6) as Sector),
    },
    sides,
  };
}

/** Resource or shard? */
export const isResource = (k: PoolKey): k is Resource => k === 'coin' || k === 'scroll' || k === 'lantern';
export const isShard = (k: PoolKey): k is Shard => !isResource(k);
