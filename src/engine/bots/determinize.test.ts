// The bots' re-deal and the view read the same declarations: what a seat's
// view hides (variants' `view` declarations) is exactly what the re-deal for
// that seat may change (variants' `hidden.redeal`), apart from parts a variant
// declares fixed (`hidden.fixed`, with its reason). A computer that planned on
// a hidden part left as it is would play on a secret; one that changed a part
// the seat sees would plan for a table that is not there.
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../config.js';
import { Rng } from '../core/rng.js';
import type { GameConfig, GameState } from '../core/types.js';
import { installedVariants } from '../core/variants-in-play.js';
import { applyAction, createGame, isGameOver, legalActions, TABLE_SEAT, view } from '../index.js';
import { openView } from '../open-view.js';
import { determinize } from './determinize.js';

/** The paths where two JSON values differ: object keys by name, the elements of a list of objects as `*`. */
function differences(a: unknown, b: unknown, path = '', out = new Set<string>()): Set<string> {
  if (JSON.stringify(a) === JSON.stringify(b)) return out;
  const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  const objList = (x: unknown): x is unknown[] => Array.isArray(x) && x.every((e) => isObj(e));
  if (isObj(a) && isObj(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) differences(a[k], b[k], path ? `${path}.${k}` : k, out);
  } else if (objList(a) && objList(b) && a.length === b.length) {
    a.forEach((e, i) => differences(e, b[i], `${path}.*`, out));
  } else out.add(path);
  return out;
}

/** Parts the variants declare hidden from some seat and yet left as they are by the re-deal. */
const FIXED = installedVariants().flatMap((v) => Object.keys(v.hidden?.fixed ?? {}));
const isFixed = (path: string): boolean => FIXED.some((f) => path === f || path.startsWith(`${f}.`));

/** Positions of one game, every few choices, with a fixed sequence of legal choices. */
function positions(config: GameConfig, seed: number, every = 5, cap = 220): GameState[] {
  let s = createGame(config, seed);
  const out: GameState[] = [s];
  let x = seed;
  for (let ply = 1; ply <= cap && !isGameOver(s); ply++) {
    const options = legalActions(s);
    x = (x * 1103515245 + 12345) >>> 0;
    s = applyAction(s, options[x % options.length]!);
    if (ply % every === 0) out.push(s);
  }
  return out;
}

const GAMES: [string, GameConfig][] = [
  ['a standard game of four', makeConfig({ players: 4 })],
  ['a standard game of two', makeConfig({ players: 2 })],
  ['an asymmetric game of three', makeConfig({ players: 3, asymmetric: true })],
  ['a co-op game', makeConfig({ players: 2, mode: 'coop' })],
  ['a co-op story game', makeConfig({ players: 2, mode: 'coop', story: 'ashes-of-the-crane' })],
];

describe('the re-deal for a seat changes exactly what its view hides', () => {
  it.each(GAMES)('%s', (_name, config) => {
    const hidden = new Set<string>();
    const redealt = new Set<string>();
    const rng = new Rng(17);
    for (const s of positions(config, 7)) {
      for (let seat = TABLE_SEAT; seat < s.players.length; seat++) {
        const seen = view(s, seat);
        for (const p of differences(openView(s, seat), seen)) hidden.add(p);
        for (let i = 0; i < 3; i++) {
          const d = determinize(s, seat, rng);
          // What the seat sees of the copy is what it sees of the game (a copy starts its own log: core/clone.ts).
          expect({ ...view(d, seat), log: [] }).toEqual({ ...seen, log: [] });
          const { rng: _a, stack: _b, ...real } = s;
          const { rng: _c, stack: _d, ...guess } = d;
          for (const p of differences(real, guess)) redealt.add(p);
        }
      }
    }
    // Every part a seat's view hides somewhere is re-dealt somewhere, or declared fixed with its reason.
    const neverRedealt = [...hidden].filter((p) => !isFixed(p) && ![...redealt].some((r) => r === p || r.startsWith(`${p}.`) || p.startsWith(`${r}.`)));
    expect(neverRedealt).toEqual([]);
    expect(hidden.size).toBeGreaterThan(0);
  });
});
