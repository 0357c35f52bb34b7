// "If any effects take place at the same time, the player taking their turn
// decides in which order they are resolved." (readings 2; docs/rules-notes.md)
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import type { GameState } from '../core/types.js';
import { REVELATIONS } from '../content/index.js';
import type { Effect } from '../content/types.js';
import { currentDecision, describeAction, legalActions } from '../index.js';
import {
  choose, clearBoard, copy, decisionKind, newGame, placeKinAt, poolOfSeat, runTasks, setPool, settle, spot, task,
} from '../test-support.js';
import { orderMatters, simultaneousTasks, type EffectSource } from './simultaneous.js';

const SHRINE = 3;

// Two effects whose order decides the outcome: coins gained first pay for the trade; the trade first finds no coins.
const PURSE: EffectSource = { label: 'Purse', effects: [{ gain: { coin: 2 } }] };
const BARGAIN: EffectSource = { label: 'Bargain', effects: [{ trade: { pay: { coin: 2 }, then: [{ fp: 3 }] } }] };

function broke(): GameState {
  const s = copy(newGame(3, 5));
  setPool(s, 0, { coin: 0 });
  return s;
}

describe('ordering one player\'s simultaneous effects', () => {
  it('when the order matters, the player chooses which resolves first, and each order gives its own result', () => {
    const s0 = broke();
    const fp = s0.players[0]!.fp;
    const s = runTasks(s0, ...simultaneousTasks(0, [PURSE, BARGAIN]));
    expect(decisionKind(s)).toBe('orderEffects');
    expect(currentDecision(s)!.seat).toBe(0);
    expect(legalActions(s)).toEqual([{ t: 'option', option: 'first0' }, { t: 'option', option: 'first1' }]);
    expect(legalActions(s).map((a) => sayEnglish(describeAction(s, a)))).toEqual(['Resolve “Purse” first', 'Resolve “Bargain” first']);

    // Purse first: the 2 coins pay for the bargain, 3 favor.
    const purseFirst = settle(choose(s, { t: 'option', option: 'first0' }), (_s, opts) => opts.find((o) => o.t === 'option') ?? opts[0]!);
    expect(purseFirst.players[0]!.fp).toBe(fp + 3);
    expect(poolOfSeat(purseFirst, 0).coin).toBe(0);

    // Bargain first: nothing to pay with, so the coins stay and no favor comes.
    const bargainFirst = settle(choose(s, { t: 'option', option: 'first1' }));
    expect(bargainFirst.players[0]!.fp).toBe(fp);
    expect(poolOfSeat(bargainFirst, 0).coin).toBe(2);
  });

  it('where the order cannot matter, nothing is asked: gains and favor simply add up', () => {
    const s0 = broke();
    const bonus: EffectSource = { label: 'Bonus', effects: [{ fp: 2 }] };
    const s = runTasks(s0, ...simultaneousTasks(0, [PURSE, bonus]));
    expect(decisionKind(s)).toBeNull();
    expect(poolOfSeat(s, 0).coin).toBe(2);
    expect(s.players[0]!.fp).toBe(s0.players[0]!.fp + 2);
  });

  it('a gain and a loss of the same thing do not add up (a loss stops at zero): that order is asked', () => {
    const lose: Effect[] = [{ lose: { coin: 1 } }];
    expect(orderMatters(PURSE.effects, lose)).toBe(true);
    expect(orderMatters([{ gain: { lantern: 1 } }], [{ fp: 1 }])).toBe(false);
    // An enemy's loss touches the enemy's pool, not the player's own.
    expect(orderMatters(PURSE.effects, [{ allEnemies: lose }])).toBe(false);
  });

  it('the game\'s own cards of one timing never need ordering (each pair checked), so no question is ever shown for them', () => {
    for (const timing of ['night', 'endGame'] as const) {
      const cards = REVELATIONS.filter((c) => c.timing === timing);
      expect(cards.length).toBeGreaterThan(1);
      for (const a of cards) for (const b of cards) if (a !== b) expect(orderMatters(a.effects, b.effects)).toBe(false);
    }
  });

  it('each nighttime, a player\'s cards all resolve, the same with and without readings 2', () => {
    const byReading = (oldReadings: boolean) => {
      const s0 = copy(newGame(3, 5, { oldReadings }));
      clearBoard(s0);
      s0.players[0]!.revelations = [12, 13]; // Night Lantern, Temple Bells
      placeKinAt(s0, 0, 'apprentice', spot(SHRINE, 0));
      const s = runTasks(s0, task('nightRevelations', -1));
      return { before: s0, after: s };
    };
    for (const oldReadings of [false, true]) {
      const { before, after } = byReading(oldReadings);
      expect(decisionKind(after)).toBeNull();
      expect(poolOfSeat(after, 0).lantern).toBe(poolOfSeat(before, 0).lantern + 1);
      expect(after.players[0]!.fp).toBe(before.players[0]!.fp + 1);
    }
  });
});
