// The table view (seat TABLE_SEAT, what the desktop shows when every person
// plays on a device of their own) holds nothing any one seat keeps to itself:
// no hidden kin's type, no face-down pile's order, no seat's secret draw,
// dealt card or secret prompt, and no choices. It does say whose turn it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeConfig, type ConfigOptions } from '../../engine/config.js';
import { Rng } from '../../engine/core/rng.js';
import type { GameState } from '../../engine/core/types.js';
import { applyAction, createGame, currentDecision, isGameOver, legalActions, TABLE_SEAT } from '../../engine/index.js';
import { unseenDraws, type AsymSeat } from '../../engine/variants/asymmetric.js';
import { SCENARIOS } from '../../engine/content/index.js';
import { defaultEngine, seatViewOf } from './session.js';
import type { SeatView } from '../../shared/views.js';

const MIXES: ConfigOptions[] = [
  { players: 4 },
  { players: 2, palaceAlt: true },
  { players: 3, palaceAlt: true, asymmetric: true },
  { players: 4, asymmetric: true },
  { players: 3, asymmetric: true, dragon: true },
  { players: 4, mode: 'team', asymmetric: true },
  { players: 2, mode: 'coop', difficulty: 'hard' },
  { players: 3, mode: 'coop', palaceAlt: true },
  ...SCENARIOS.map((sc, i) => ({ players: 2 + (i % 2), mode: 'coop' as const, story: sc.id })),
];

/** The position after `plies` random choices (fewer if the game ends first). */
function randomPosition(options: ConfigOptions, seed: number, plies: number): GameState {
  const rng = new Rng(seed);
  let s = createGame(makeConfig(options), seed);
  for (let i = 0; i < plies && !isGameOver(s); i++) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

const tableOf = (s: GameState): SeatView =>
  seatViewOf(defaultEngine, s, TABLE_SEAT, { withLegal: false, ply: s.ply, logLength: 0, canUndo: false, autosavedAt: null, savedPly: null });

/** Every way `table` could give away what the real state `s` hides from some seat, in words; empty when none. */
export function tableLeaks(s: GameState, table: SeatView): string[] {
  const out: string[] = [];
  const v = table.view;
  if (table.legal.length > 0) out.push('the table has choices');
  if (table.yourTurn) out.push('the table holds the turn');
  // Kin: the tiles in face-down piles and every seat's unseen draws show no type.
  const asym = (s.asym as AsymSeat[] | undefined) ?? [];
  const hidden = new Set<number>(s.kin.filter((k) => k.loc === 'pile').map((k) => k.id));
  for (const a of asym) for (const id of unseenDraws(s, a)) hidden.add(id);
  const shown = v.kin.filter((k) => k.type !== 'hidden');
  const expected = s.kin.filter((k) => !hidden.has(k.id));
  if (shown.length !== expected.length) out.push(`${shown.length} kin shown, ${expected.length} public`);
  for (const k of shown) if (hidden.has(k.id)) out.push(`hidden kin ${k.id} shown as ${k.type}`);
  // Face-down orders.
  v.players.forEach((p) => p.pile.some((id) => id !== -1) && out.push(`seat ${p.seat}'s pile`));
  if (v.events.deck.some((id) => id !== -1)) out.push('the event deck');
  if (v.revelations.deck.some((id) => id !== -1)) out.push('the revelation deck');
  if (v.villages.pile.slice(0, -1).some((id) => id !== -1)) out.push('the village pile under its top');
  const coop = v.coop as { deck: number[]; storyDeck: number[] } | undefined;
  if (coop && [...coop.deck, ...coop.storyDeck].some((id) => id !== -1)) out.push('the enemy or story deck');
  // Asymmetric start: another seat's draws and dealt cards, before the reveal.
  const shownAsym = (v.asym as AsymSeat[] | undefined) ?? [];
  if (!s.asymRevealed) {
    shownAsym.forEach((a, seat) => {
      if ([...a.drawn, ...a.dealt, a.randomPick, a.fighterSwap, ...a.bought].some((id) => id !== -1)) out.push(`seat ${seat}'s secret draws or cards`);
    });
  }
  // A secret choice: neither its prompt nor its kind.
  const real = currentDecision(s);
  if (real?.secret) {
    if (table.decision?.prompt === real.prompt) out.push('the secret prompt');
    if (table.decision?.kind === real.kind) out.push('the secret decision kind');
  }
  return out;
}

describe('the table view', () => {
  it('holds no hidden kin type, no face-down order, no seat secret and no choice, in random games of every mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MIXES.length - 1 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), (mix, seed, plies) => {
        const s = randomPosition(MIXES[mix]!, seed, plies);
        const table = tableOf(s);
        expect(table.seat).toBe(TABLE_SEAT);
        expect(tableLeaks(s, table)).toEqual([]);
      }),
      { numRuns: 150, seed: 2111 },
    );
  });

  it('says whose turn it is and what kind of choice, a secret one only as secret', () => {
    let secrets = 0;
    for (let plies = 0; plies < 12; plies++) {
      const s = randomPosition({ players: 3, palaceAlt: true, asymmetric: true }, 7, plies);
      const real = currentDecision(s)!;
      const table = tableOf(s);
      expect(table.decision).toMatchObject({ seat: real.seat, kind: real.secret ? 'secret' : real.kind });
      if (real.secret) secrets++;
    }
    expect(secrets).toBeGreaterThan(0);
    const over = randomPosition({ players: 2 }, 3, 100_000);
    expect(tableOf(over).decision).toBeNull();
  });

  it('the leak check itself finds a leak: a seat view shown as the table, and a pile put back in order', () => {
    const s = randomPosition({ players: 3, palaceAlt: true, asymmetric: true }, 7, 1);
    const seat = currentDecision(s)!.seat;
    const own = seatViewOf(defaultEngine, s, seat, { withLegal: true, ply: s.ply, logLength: 0, canUndo: false, autosavedAt: null, savedPly: null });
    expect(tableLeaks(s, own).length).toBeGreaterThan(0);
    const table = tableOf(s);
    const piled = { ...table, view: { ...table.view, players: table.view.players.map((p, i) => ({ ...p, pile: s.players[i]!.pile.slice() })) } };
    expect(tableLeaks(s, piled)).toContain("seat 0's pile");
  });
});
