// Button words for the asymmetric start's secret choices. Kept apart from
// describe.ts: these labels name what the deciding seat drew or was dealt, and
// only that seat is ever given them (the log calls a secret choice just that).
import type { Action, GameState } from './core/types.js';
import { KIN_DEFS, revelationById } from './content/index.js';
import type { ChoiceStep } from './targets.js';

const scrolls = (n: number): string => (n === 0 ? 'free' : `${n} scroll${n === 1 ? '' : 's'}`);

/** "Buy “Night Lantern” and “Archivist” (3 scrolls)", or "Buy none of them". */
export function asymPurchaseLabel(ids: readonly number[]): string {
  if (ids.length === 0) return 'Buy none of them';
  const cards = ids.map(revelationById);
  const names = cards.map((c) => `“${c.name}”`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0]!;
  return `Buy ${list} (${scrolls(cards.reduce((n, c) => n + c.cost, 0))})`;
}

/** The label of an asymmetric start's choice, or null when `a` is not one. */
export function describeAsymmetricChoice(s: GameState, step: ChoiceStep | null, a: Action): string | null {
  if (step?.task === 'asymRevelations' && a.t === 'pick') return asymPurchaseLabel(a.ids);
  if (step?.task === 'asymFighter' && a.t === 'kin') return `Swap my fighter for the ${KIN_DEFS[s.kin[a.kin]!.type].name}`;
  return null;
}
