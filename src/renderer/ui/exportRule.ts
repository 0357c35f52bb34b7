// When the game in play may be exported. Its file holds the seed, and the
// seed deals every face-down pile and secret draw again: while the game goes
// on, whoever opened the file could read the others' hands. The main side
// refuses such an export ('in-progress'); the top bar says why beforehand.
import { currentWords, type Words } from '../i18n.js';

/** Why the game in play cannot be exported now, or null when it can. */
export function exportDisabledReason(sv: { gameOver: boolean } | null, w: Words = currentWords()): string | null {
  if (!sv) return w.t('screens.export.noGame');
  if (!sv.gameOver) return w.t('screens.export.notOver');
  return null;
}
