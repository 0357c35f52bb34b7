// ROUNDS: "The game is played over 3 rounds, each comprising 3 phases" —
// daytime (events set up, player turns), nighttime, dawn.
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import { nextRandom } from '../core/rng.js';
import type { GameState } from '../core/types.js';
import { EVENTS } from '../content/index.js';
import { applyAction, currentDecision, isGameOver, legalActions } from '../index.js';
import { clearBoard, copy, newGame, placeKinAt, runTask, spot } from '../test-support.js';

/** Plays a random game to the end, calling `each` on every state. */
function playRandom(s0: GameState, seed: number, each: (s: GameState) => void): GameState {
  let s = s0;
  let r = seed;
  each(s);
  while (!isGameOver(s)) {
    const opts = legalActions(s);
    const [next, v] = nextRandom(r);
    r = next;
    s = applyAction(s, opts[Math.floor(v * opts.length)]!);
    each(s);
  }
  return s;
}

describe('"The game is played over 3 rounds"', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: rounds 1, 2, 3 in order, then the game is over`, () => {
      const rounds: number[] = [];
      const end = playRandom(newGame(players, 60 + players), 7, (s) => {
        if (rounds[rounds.length - 1] !== s.round) rounds.push(s.round);
      });
      expect(rounds).toEqual([1, 2, 3]);
      expect(end.phase).toBe('end');
      expect(currentDecision(end)).toBeNull();
      expect(legalActions(end)).toEqual([]);
    });
  }

  it('each round, every player places their whole hand: 6 kin each with 2 players, 5 with 3-4 ("When the last player has placed their last kin ... the Nighttime phase begins")', () => {
    for (const [players, hand] of [[2, 6], [3, 5], [4, 5]] as const) {
      const placed = new Map<string, number>();
      playRandom(newGame(players, 3), 11, (s) => {
        const d = currentDecision(s);
        if (d?.kind === 'place') {
          const key = `${s.round}:${d.seat}`;
          placed.set(key, (placed.get(key) ?? 0) + 1);
        }
      });
      expect(placed.size).toBe(3 * players);
      for (const n of placed.values()) expect(n).toBe(hand);
    }
  });
});

describe('DAWN: "all players take their kin from the board back to their play area, including the ones in the Phoenix Palace. A new round then begins: add a new floor to the Phoenix Palace."', () => {
  function endOfRound(round: number): GameState {
    const s = copy(newGame(3, 71));
    clearBoard(s);
    s.round = round;
    s.palace = { ...s.palace, floors: round };
    s.phase = 'night';
    placeKinAt(s, 0, 'apprentice', spot(0, 0), true);
    placeKinAt(s, 1, 'fighter', spot(3, 2));
    placeKinAt(s, 2, 'apprentice', 'palace');
    return s;
  }

  it('every kin goes back to its owner\'s hand, face up; the board is empty', () => {
    const s = runTask(endOfRound(1), task('dawn', -1));
    expect(s.kin.filter((k) => k.loc === 'board' || k.loc === 'palace')).toEqual([]);
    expect(s.board.flat().every((id) => id === -1)).toBe(true);
    for (let seat = 0; seat < 3; seat++) {
      const hand = s.kin.filter((k) => k.seat === seat && k.loc === 'hand');
      expect(hand).toHaveLength(5);
      expect(hand.every((k) => !k.cloaked)).toBe(true);
    }
  });

  it('the palace gains a floor and the next round begins in daytime with the first player', () => {
    const s0 = endOfRound(1);
    s0.firstPlayer = 2;
    const s = runTask(s0, task('dawn', -1));
    expect(s.round).toBe(2);
    expect(s.palace.floors).toBe(2);
    expect(s.phase).toBe('day');
    expect(currentDecision(s)).toMatchObject({ seat: 2, kind: 'place' });
    const s3 = runTask({ ...endOfRound(2), firstPlayer: 1 }, task('dawn', -1));
    expect(s3.palace.floors).toBe(3);
    expect(currentDecision(s3)).toMatchObject({ seat: 1, kind: 'place' });
  });

  it('"If you are playing the third round of the game, proceed directly to the end of the game": nothing returns home', () => {
    const s = runTask(endOfRound(3), task('dawn', -1));
    expect(s.phase).toBe('end');
    expect(s.round).toBe(3);
    expect(s.kin.filter((k) => k.loc === 'board')).toHaveLength(2);
  });
});

describe('EVENTS SET UP: "Reveal cards from the top of the event deck until you fill all the foreseen events slots. If the event deck is empty, shuffle the cards in the discard pile to form a new event deck."', () => {
  it('the empty slots are filled from the top of the deck', () => {
    const s0 = copy(newGame(3, 72));
    const all = [...s0.events.deck, ...s0.events.foreseen];
    s0.events.foreseen = [-1, all[0]!, -1];
    s0.events.deck = all.slice(1, 6);
    s0.events.discard = all.slice(6);
    const top = s0.events.deck.slice(-2).reverse();
    const s = runTask(s0, task('roundStart', -1));
    expect(s.events.foreseen).toEqual([top[0], all[0], top[1]]);
    expect(s.events.discard).toEqual(all.slice(6));
  });

  it('when the deck runs out, the discard pile is shuffled into a new deck and the filling goes on', () => {
    const s0 = copy(newGame(3, 73));
    const all = [...s0.events.deck, ...s0.events.foreseen];
    s0.events.foreseen = [-1, -1, -1];
    s0.events.deck = [all[0]!];
    s0.events.discard = all.slice(1);
    const s = runTask(s0, task('roundStart', -1));
    expect(s.events.foreseen[0]).toBe(all[0]);
    expect(s.events.foreseen.every((id) => id >= 0)).toBe(true);
    expect(s.events.discard).toEqual([]);
    expect(s.events.deck).toHaveLength(EVENTS.length - 3);
    expect(new Set([...s.events.deck, ...s.events.foreseen]).size).toBe(EVENTS.length);
  });
});
