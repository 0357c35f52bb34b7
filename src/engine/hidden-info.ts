// The fingerprint of what some seat may not see: each variant names its own
// hidden part (core/variant.ts HiddenInfo), and this folds them.
import type { GameState } from './core/types.js';
import { variantsOf } from './core/variants-in-play.js';

/**
 * Changes whenever anything hidden from some seat changes (a deck drawn, the
 * random stream advanced, a variant's secret state): a computer's move planned
 * on the state before is then planned on facts that no longer hold.
 */
export function hiddenFingerprint(s: GameState): string {
  return JSON.stringify(variantsOf(s.config).map((v) => v.hidden?.fingerprint?.(s) ?? null));
}
