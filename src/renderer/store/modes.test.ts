import { describe, expect, it } from 'vitest';
import { MODES } from '../../shared/lists.js';
import { MODE_FORMS, seatCountFor } from './modes.js';
import { configFromSetup, defaultSetup, repairClans, validateSetup } from './setup.js';

describe('the mode table of the new-game form', () => {
  it('offers exactly the seat counts the engine accepts for each mode', () => {
    for (const mode of MODES) {
      for (const players of [2, 3, 4]) {
        const f = repairClans({ ...defaultSetup(), mode, players });
        const refused = validateSetup(f).some((p) => p.field === 'players' || p.field === 'mode');
        expect({ mode, players, offered: MODE_FORMS[mode].seatCounts.includes(players) }).toEqual({ mode, players, offered: !refused });
      }
    }
  });

  it('keeps a seat count the mode offers, else moves to the nearest below, else the smallest', () => {
    expect(seatCountFor('standard', 3)).toBe(3);
    expect(seatCountFor('team', 2)).toBe(4);
    expect(seatCountFor('coop', 4)).toBe(3);
    expect(seatCountFor('coop', 2)).toBe(2);
  });

  it('sets the Basilisk up only in the modes whose rules play a seat', () => {
    for (const mode of MODES) {
      const f = repairClans({ ...defaultSetup(), mode, players: seatCountFor(mode, 2) });
      expect(configFromSetup(f).basilisk !== undefined).toBe(MODE_FORMS[mode].ruleSeat);
    }
  });
});
