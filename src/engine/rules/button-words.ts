// Words a button uses for the seat that clicks it: the shared pieces of the
// labels that describe.ts writes and that steps write for their own choices
// (a handler's `label`). A seat may click for another (the Golden Rule seat for the Basilisk),
// so "your" and "you" follow who decides, not whose step it is.
import { sectorAs } from './sector-words.js';
import { decisionSeat, pendingTask } from '../core/flow.js';
import { parseSpot } from '../core/state.js';
import type { GameState, Kin, KinType } from '../core/types.js';
import { msg, type Msg } from '../core/message.js';
import { atSpot, kinName, seatRef, spotWords, type Viewer } from './words.js';

/** Who decides now, and for whom: a seat may decide for another (the Golden Rule seat for the Basilisk). */
export interface Deciding {
  /** The seat whose step it is (whose kin acts, whose resources move). */
  actor: number;
  /** The seat that clicks. */
  decider: number;
}

export function deciding(s: GameState): Deciding {
  const t = pendingTask(s);
  return t ? { actor: t.seat, decider: decisionSeat(t) } : { actor: -1, decider: -1 };
}

/** How a button names the spots the acting seat sees: to the seat itself, or by name to the Golden Rule seat. */
export const viewerOf = (d: Deciding): Viewer => (d.actor === d.decider ? 'you' : 'named');

/** "your Fighter" to the seat that owns it, else "Daichi's Fighter" / "the Basilisk's Fighter". */
export function whoseKin(s: GameState, d: Deciding, owner: number, type: KinType): Msg {
  return msg('rules.button.whoseKin', { mine: owner === d.decider ? 'yes' : 'no', seat: seatRef(s, owner), kin: kinName(type) });
}

/** A spot as the deciding seat's button names it. */
export function spotForButton(s: GameState, spot: string): Msg {
  const d = deciding(s);
  return spotWords(s, spot, d.actor, viewerOf(d));
}

/** "Place your Fighter on ...": kin `kin` placed at `spot`. */
export function placeKinWords(s: GameState, kin: number, spot: string): Msg {
  const d = deciding(s);
  const k = s.kin[kin]!;
  return msg('rules.button.placeKin', { kin: whoseKin(s, d, k.seat, k.type), at: atSpot(s, spot, d.actor, viewerOf(d)) });
}

/** Where a kin is, for a replacement: "in hand", "in the palace", "in the Capital". */
export function kinPlaceWords(loc: Kin['loc'], at: string): Msg {
  if (loc === 'hand') return msg('rules.where.hand');
  if (loc === 'palace') return msg('rules.where.palace');
  return msg('rules.where.sector', { sector: sectorAs('in', parseSpot(at)?.sector ?? 0) });
}

/** "Replace your Fighter in the Capital": kin `kin` swapped out. */
export function replaceKinWords(s: GameState, kin: number): Msg {
  const k = s.kin[kin]!;
  return msg('rules.button.replaceKin', { kin: whoseKin(s, deciding(s), k.seat, k.type), where: kinPlaceWords(k.loc, k.at) });
}

/** "Pay 1 lantern: daytime effect of the Capital". */
export const lanternEffectWords = (sector: number): Msg => msg('rules.button.lanternEffect', { sector: sectorAs('of', sector) });

/** "Use the daytime effect of the Capital". */
export const daytimeEffectWords = (sector: number): Msg => msg('rules.button.daytimeEffect', { sector: sectorAs('of', sector) });
