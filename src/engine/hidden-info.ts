// What a seat may not see, said once: the view masks it, the bots re-deal it,
// and its fingerprint tells whether it moved while a computer was thinking.
import type { GameState } from './core/types.js';

/**
 * Changes whenever anything hidden from some seat changes (a deck drawn, the
 * random stream advanced, a mode's secret state): a computer's move planned on
 * the state before is then planned on facts that no longer hold.
 */
export function hiddenFingerprint(s: GameState): string {
  return JSON.stringify([
    s.rng,
    s.events.deck.length,
    s.revelations.deck.length,
    s.villages.pile.length,
    s.players.map((p) => p.pile.length),
    s.ext,
  ]);
}
