// The asymmetric start's purchase: "Each player can secretly and simultaneously
// spend scrolls to acquire 1 or more revelation cards among those they
// received." Its buttons must say which cards and at what price.
import { describe, expect, it } from 'vitest';
import { revelationName } from './content/names.js';
import { sayEnglish } from '../shared/i18n/format.js';
import { makeConfig } from './config.js';
import { applyAction, createGame, currentDecision, describeAction, legalActions } from './index.js';
import { revelationById } from './content/index.js';
import type { GameState } from './core/types.js';

/** An asymmetric game advanced to its first secret purchase. */
function atPurchase(): GameState {
  let s = createGame(makeConfig({ players: 2, asymmetric: true }), 21);
  while (currentDecision(s)?.kind !== 'asymRevelations') s = applyAction(s, legalActions(s)[0]!);
  return s;
}

describe('the asymmetric purchase names the cards and their price', () => {
  it('each option names every card it buys and their total scroll cost; buying nothing says so', () => {
    const s = atPurchase();
    const picks = legalActions(s).filter((a) => a.t === 'pick');
    expect(picks.length).toBeGreaterThan(1);
    for (const a of picks) {
      const label = sayEnglish(describeAction(s, a));
      if (a.ids.length === 0) {
        expect(label).toBe('Buy none of them');
        continue;
      }
      for (const id of a.ids) expect(label).toContain(`“${sayEnglish(revelationName(id))}”`);
      const cost = a.ids.reduce((n, id) => n + revelationById(id).cost, 0);
      expect(label).toContain(cost === 0 ? '(free)' : `(${cost} scroll${cost === 1 ? '' : 's'})`);
    }
    // No two options read the same.
    const labels = picks.map((a) => sayEnglish(describeAction(s, a)));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('the prompt says how many scrolls the seat may spend', () => {
    const s = atPurchase();
    const seat = currentDecision(s)!.seat;
    const scrolls = s.pools[s.players[seat]!.pool]!.scroll;
    expect(sayEnglish(currentDecision(s)!.prompt)).toContain(`your ${scrolls} scroll`);
  });
});
