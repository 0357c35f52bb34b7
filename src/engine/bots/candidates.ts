// The choices worth considering: legalActions with equivalent actions grouped
// (one representative each) and dominated placements dropped. Every action
// returned is an element of legalActions(s).
import { actionKey } from '../core/flow.js';
import { parseSpot } from '../core/state.js';
import type { Action, GameState } from '../core/types.js';
import { legalActions } from '../index.js';
import { spotCost } from '../rules/board.js';

function spotClass(s: GameState, spot: string): string {
  const at = parseSpot(spot);
  if (!at) {
    // Palace alternative: every outer ward has the same effect, so has every battlement.
    if (spot.startsWith('ward')) return 'ward';
    if (spot.startsWith('battlement')) return 'battlement';
    return spot;
  }
  return `s${at.sector}:${spotCost(s, at.sector, at.index) ?? ''}`;
}

function kinClass(s: GameState, id: number): string {
  const k = s.kin[id];
  if (!k) return `#${id}`;
  const where = k.loc === 'board' ? (parseSpot(k.at)?.sector ?? k.at) : k.loc === 'palace' ? k.at : '';
  return `${k.seat}|${k.type}|${k.loc}|${where}|${k.cloaked ? 1 : 0}`;
}

/**
 * Legal actions with interchangeable ones merged: kin of one type in the same
 * place, spots of one sector at the same price, the palace's identical wards.
 * A paid spot is dropped when its sector still has a free one.
 */
export function candidates(s: GameState): Action[] {
  const all = legalActions(s);
  if (all.length <= 1) return all;
  const seen = new Set<string>();
  const out: Action[] = [];
  let freeSectors: Set<number> | null = null;
  for (const a of all) {
    if (a.t === 'place') {
      const at = parseSpot(a.spot);
      if (at && spotCost(s, at.sector, at.index)) {
        if (!freeSectors) {
          freeSectors = new Set();
          for (const b of all) {
            if (b.t !== 'place') continue;
            const p = parseSpot(b.spot);
            if (p && !spotCost(s, p.sector, p.index)) freeSectors.add(p.sector);
          }
        }
        if (freeSectors.has(at.sector)) continue;
      }
    }
    const key = mergeKey(s, a);
    if (key === null) {
      out.push(a);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/**
 * The key two interchangeable actions share (candidates keeps one action per key); null for an
 * action that stands for itself.
 */
export function mergeKey(s: GameState, a: Action): string | null {
  switch (a.t) {
    case 'place':
      return `p${kinClass(s, a.kin)}@${spotClass(s, a.spot)}`;
    case 'kin':
      return `k${kinClass(s, a.kin)}`;
    case 'spot':
      return `s${spotClass(s, a.spot)}`;
    default:
      return null;
  }
}

/** A short unique key of an action (faster than core/flow actionKey for the known shapes). */
export function actionId(a: Action): string {
  switch (a.t) {
    case 'pass':
      return 'x';
    case 'place':
      return `p${a.kin}@${a.spot}`;
    case 'cloak':
      return a.cloaked ? 'c1' : 'c0';
    case 'kin':
      return `k${a.kin}`;
    case 'spot':
      return `s${a.spot}`;
    case 'res':
      return `r${a.res}`;
    case 'shard':
      return `h${a.shard}`;
    case 'sector':
      return `e${a.sector}`;
    case 'card':
      return `d${a.card}`;
    case 'slot':
      return `l${a.slot}`;
    case 'site':
      return `t${a.site}`;
    case 'option':
      return `o${a.option}`;
    case 'side':
      return `i${a.side}`;
    case 'pick':
      return `k[${a.ids.join('.')}]`;
    default:
      return actionKey(a);
  }
}
