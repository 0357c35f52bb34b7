// The words on a choice's button name what the choice acts on. A slot means a
// revelation card, an event, a clanhouse recruit or a moon depending on the
// step, including when the Golden Rule seat makes the Basilisk's choice.
import { describe, expect, it } from 'vitest';
import { advance, push } from './core/flow.js';
import type { Action, GameState, Task } from './core/types.js';
import { revelationById } from './content/index.js';
import { choiceTarget, currentDecision, describeAction, legalActions } from './index.js';
import { basiliskSeat } from './modes/coop-state.js';
import { copy, findKin, newGame, setPool, task } from './test-support.js';

/** The position where `t` is the only pending step, scheduled as the game schedules it (coop hooks included). */
function pending(s: GameState, t: Task): GameState {
  const next = copy(s);
  next.stack = [];
  push(next, t);
  advance(next);
  return next;
}

const slotChoices = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { t: 'slot' }> => a.t === 'slot');

/** "Buy “<card>” (n scrolls)" for the card in revelation slot `slot`. */
function buyLabel(s: GameState, slot: number): string {
  const card = revelationById(s.revelations.slots[slot]!);
  return `Buy “${card.name}”${card.cost ? ` (${card.cost} scroll${card.cost === 1 ? '' : 's'})` : ''}`;
}

/** Every slot choice is labelled as buying the card in its revelation slot and targets that slot. */
function expectRevelationPurchases(s: GameState): void {
  const slots = slotChoices(s);
  expect(slots.length).toBeGreaterThan(1);
  for (const a of slots) {
    expect(describeAction(s, a)).toBe(buyLabel(s, a.slot));
    expect(choiceTarget(s, a)).toEqual({ on: 'revelationSlot', slot: a.slot });
  }
}

describe('PHILOSOPHER: "Acquire a revelation card, paying the scroll cost."', () => {
  it("a human's Philosopher offers the revelation cards by name, never event slots", () => {
    const s = copy(newGame(2, 5));
    setPool(s, 0, { scroll: 9 });
    const kin = findKin(s, 0, 'apprentice');
    const at = pending(s, task('ability', 0, { kin: kin.id, sector: 4, as: 'philosopher' }));
    expect(currentDecision(at)).toMatchObject({ seat: 0, kind: 'ability' });
    expectRevelationPurchases(at);
  });

  it("coop: the Basilisk's Philosopher, chosen by the Golden Rule seat, buys revelation cards", () => {
    const s = copy(newGame(2, 5, { mode: 'coop' }));
    const b = basiliskSeat(s);
    setPool(s, b, { scroll: 9 });
    const kin = s.kin.find((k) => k.seat === b)!;
    const at = pending(s, task('ability', b, { kin: kin.id, sector: 4, as: 'philosopher' }));
    expect(currentDecision(at)).toMatchObject({ seat: 0, kind: 'ability' });
    expectRevelationPurchases(at);
  });
});

describe('the Springs: "acquire up to 2 revelation cards. Pay their cost in scrolls"', () => {
  it('coop: the Golden Rule choice of the cards the Basilisk acquires names the cards', () => {
    const s = copy(newGame(3, 8, { mode: 'coop' }));
    const b = basiliskSeat(s);
    setPool(s, b, { scroll: 9 });
    const at = pending(s, task('springsAcquire', b, { taken: 0 }));
    expect(currentDecision(at)).toMatchObject({ seat: 0, kind: 'goldenRule' });
    expectRevelationPurchases(at);
  });
});

describe('CLAIRVOYANT: "You may either discard an event card, or return the top card of the events discard pile back into an empty foreseen slot."', () => {
  it('its choices stay event slots, named by their event', () => {
    const s = copy(newGame(2, 5));
    const kin = findKin(s, 0, 'apprentice');
    const at = pending(s, task('ability', 0, { kin: kin.id, sector: 0, as: 'clairvoyant' }));
    const slots = slotChoices(at);
    expect(slots.length).toBeGreaterThan(1);
    for (const a of slots) {
      expect(describeAction(at, a)).toMatch(new RegExp(`^Event slot ${a.slot + 1}`));
      expect(choiceTarget(at, a)).toEqual({ on: 'eventSlot', slot: a.slot });
    }
  });
});

describe('DRAGON: "the player must move the Dragon to a nighttime moon adjacent to the one where it is currently located"', () => {
  it('the two moons are named by the sectors they lie between', () => {
    const s = copy(newGame(2, 5, { dragon: true }));
    s.dragon = 0;
    const at = pending(s, task('moveDragon', 0));
    expect(slotChoices(at).map((a) => describeAction(at, a))).toEqual([
      'The moon between the Clanhouse and the Gates',
      'The moon between the Capital and the Rim',
    ]);
    expect(slotChoices(at).map((a) => choiceTarget(at, a))).toEqual([
      { on: 'moon', moon: 5 },
      { on: 'moon', moon: 1 },
    ]);
  });
});
