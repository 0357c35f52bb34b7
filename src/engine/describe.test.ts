// The words on a choice's button name what the choice acts on. A slot means a
// revelation card, an event, a clanhouse recruit or a moon depending on the
// step, including when the Golden Rule seat makes the Basilisk's choice.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../shared/i18n/format.js';
import { advance, push } from './core/flow.js';
import type { Action, GameState, Task } from './core/types.js';
import { revelationById } from './content/index.js';
import { eventName, revelationName } from './content/names.js';
import { applyAction, buttonLabel, choiceTarget, currentDecision, describeAction, legalActions } from './index.js';
import { dot, seatRight, wallFrame, type Wall } from './geometry/index.js';
import { basiliskSeat } from './variants/coop-state.js';
import { clearBoard, copy, findKin, newGame, placeKinAt, setPool, task } from './test-support.js';

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
  return `Buy “${sayEnglish(revelationName(card.id))}”${card.cost ? ` (${card.cost} scroll${card.cost === 1 ? '' : 's'})` : ''}`;
}

/** Every slot choice is labelled as buying the card in its revelation slot and targets that slot. */
function expectRevelationPurchases(s: GameState): void {
  const slots = slotChoices(s);
  expect(slots.length).toBeGreaterThan(1);
  for (const a of slots) {
    expect(sayEnglish(describeAction(s, a))).toBe(buyLabel(s, a.slot));
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
      // A full slot is discarded, by the event's name; an empty one takes the last discarded event back.
      const id = at.events.foreseen[a.slot]!;
      const back = at.events.discard.at(-1);
      if (id >= 0) expect(sayEnglish(describeAction(at, a))).toBe(`Discard “${sayEnglish(eventName(id))}” (event slot ${a.slot + 1})`);
      else expect(sayEnglish(describeAction(at, a))).toBe(`Bring “${sayEnglish(eventName(back!))}” back to event slot ${a.slot + 1}`);
      expect(choiceTarget(at, a)).toEqual({ on: 'eventSlot', slot: a.slot });
    }
  });
});

describe('DRAGON: "the player must move the Dragon to a nighttime moon adjacent to the one where it is currently located"', () => {
  it('the two moons are named by the sectors they lie between', () => {
    const s = copy(newGame(2, 5, { dragon: true }));
    s.dragon = 0;
    const at = pending(s, task('moveDragon', 0));
    expect(slotChoices(at).map((a) => sayEnglish(describeAction(at, a)))).toEqual([
      'Move the dragon to the moon between the Clanhouse and the Gates',
      'Move the dragon to the moon between the Capital and the Rim',
    ]);
    expect(slotChoices(at).map((a) => choiceTarget(at, a))).toEqual([
      { on: 'moon', moon: 5 },
      { on: 'moon', moon: 1 },
    ]);
  });
});

describe('PHOENIX PALACE ALTERNATIVE MODE: "kin placement in the Palace is only possible if the target spot is visible from the player\'s point of view"', () => {
  it('a ward or battlement is named by the wall the player sees it on, left and right as seen from their seat', () => {
    for (const rotation of [0, 1, 2, 3, 4, 5]) {
      const s = copy(newGame(2, 5, { palaceAlt: true }));
      s.palace = { ...s.palace, rotation: rotation };
      const at = pending(s, task('placeKin', 0));
      const side = at.players[0]!.side;
      const first = legalActions(at).find((a) => a.t === 'place')!;
      const palaceSpots = legalActions(at).filter(
        (a): a is Extract<Action, { t: 'place' }> => a.t === 'place' && a.kin === (first as { kin: number }).kin && /^(ward|battlement)/.test(a.spot),
      );
      expect(palaceSpots.length).toBeGreaterThan(0);
      for (const a of palaceSpots) {
        const label = sayEnglish(describeAction(at, a));
        expect(label).not.toMatch(/wall \d/);
        // Where the wall's face is, measured from the seat: across its right hand, or straight ahead.
        const { centre } = wallFrame(Number(a.spot.replace(/\D/g, '')) as Wall, rotation);
        const across = dot(centre, seatRight(side));
        const expected = Math.abs(across) < 1e-6 ? 'facing you' : across > 0 ? 'on your right' : 'on your left';
        expect(label).toContain(`the palace wall ${expected}`);
      }
    }
  });
});

describe('FIGHTER: "Hit a kin in this same sector."', () => {
  it("the log says a seat hit its own kin as its own, and names the sector", () => {
    let s = copy(newGame(2, 5));
    clearBoard(s);
    s.config.seats[0]!.name = 'Daichi';
    const own = placeKinAt(s, 0, 'apprentice', 's1.0');
    const fighter = findKin(s, 0, 'fighter');
    s = pending(s, task('ability', 0, { kin: fighter.id, sector: 1, as: 'fighter' }));
    const hit = legalActions(s).find((a) => a.t === 'kin' && a.kin === own.id)!;
    expect(sayEnglish(describeAction(s, hit))).toBe('Hit your Apprentice in the Capital');
    const after = applyAction(s, hit);
    expect(after.log.map((l) => sayEnglish(l.msg))).toContain('Daichi hits their own Apprentice in the Capital: it retreats to the palace.');
  });
});

describe('"you are never obliged to perform unveiled kin abilities"', () => {
  it('passing is labelled by what it skips, and the log says so in a sentence', () => {
    let s = copy(newGame(2, 5));
    clearBoard(s);
    s.config.seats[0]!.name = 'Aiko';
    placeKinAt(s, 1, 'apprentice', 's1.0');
    const fighter = findKin(s, 0, 'fighter');
    s = pending(s, task('ability', 0, { kin: fighter.id, sector: 1, as: 'fighter' }));
    const pass = legalActions(s).find((a) => a.t === 'pass')!;
    expect(sayEnglish(describeAction(s, pass))).toBe('Do not use the ability');
    expect(sayEnglish(applyAction(s, pass).log[0]!.msg)).toBe("Aiko does not use the Fighter's ability in the Capital.");
  });
});

describe('the words on a pass button', () => {
  it('a pass says what it gives up in the decision\'s own words, the same for a bot, a seat device and the desktop', () => {
    // The asymmetric start: "the seat may swap its fighter" for one of its draws, or keep it.
    const s = newGame(2, 3, { asymmetric: true });
    expect(currentDecision(s)).toMatchObject({ kind: 'asymFighter' });
    const pass = legalActions(s).find((a) => a.t === 'pass')!;
    expect(sayEnglish(buttonLabel(s, pass))).toBe('Keep my fighter');
    // The log and the descriptions keep naming the choice as before.
    expect(sayEnglish(describeAction(s, pass))).toBe('Keep your Fighter');
  });

  it('a choice other than a pass reads as its description', () => {
    const s = newGame(2, 3, { asymmetric: true });
    const other = legalActions(s).find((a) => a.t !== 'pass')!;
    expect(buttonLabel(s, other)).toEqual(describeAction(s, other));
  });
});
