// What one seat may know, built only from declarations: each top-level state
// field is declared by the module that owns it (the base game's in
// variants/base-view.ts, a variant's in its own module) as public or with what
// a seat may see of it. A field nobody declares reaches no view, so a field a
// new variant adds stays secret until its variant says otherwise.
import type { Decision, GameState } from './core/types.js';
import type { FieldView } from './core/variant.js';
import { installedVariants, variantsOf } from './core/variants-in-play.js';
import type { GameView, KinView, ScreenFacts } from './core/view-types.js';

export type { GameView, KinView, ScreenFacts };

/** The viewer who holds no seat: the table as every player sees it (the desktop in table mode). */
export const TABLE_SEAT = -1;

type AnyFieldView = FieldView<never>;
let declared: Map<string, AnyFieldView> | null = null;

/**
 * Every declared field, from all installed variants, played or not: a
 * variant's field is in every game's state (blank when it is off), and belongs
 * to its variant either way.
 */
export function fieldDeclarations(): ReadonlyMap<string, AnyFieldView> {
  if (!declared) {
    declared = new Map();
    for (const v of installedVariants()) {
      for (const [k, d] of Object.entries(v.view?.fields ?? {})) {
        if (declared.has(k)) throw new Error(`The state field '${k}' is declared twice`);
        declared.set(k, d as AnyFieldView);
      }
    }
  }
  return declared;
}

/** The screen facts of `s` for `seat`, folded over the variants the game plays. */
export function screenFacts(s: GameState, seat: number): ScreenFacts {
  let facts: ScreenFacts = { coverBeforeShowing: false, dealtCards: [] };
  for (const v of variantsOf(s.config)) if (v.view?.screen) facts = v.view.screen(s, seat, facts);
  return facts;
}

/** `seat`'s view of `s` (TABLE_SEAT: the table's). Keys keep the state's order, then the viewer's own. */
export function view(s: GameState, seat: number): GameView {
  const out: Record<string, unknown> = {};
  const fields = fieldDeclarations();
  for (const [k, value] of Object.entries(s)) {
    const d = fields.get(k);
    if (d === undefined) continue;
    out[k] = d === 'public' ? value : (d as (v: unknown, s: GameState, seat: number) => unknown)(value, s, seat);
  }
  out.viewer = seat;
  out.stackDepth = s.stack.length;
  out.screen = screenFacts(s, seat);
  return out as unknown as GameView;
}

export type { Decision };
