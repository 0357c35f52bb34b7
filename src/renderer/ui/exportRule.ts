// When the game in play may be exported. Its file holds the seed, and the
// seed deals every face-down pile and secret draw again: while the game goes
// on, whoever opened the file could read the others' hands. The main side
// refuses such an export ('in-progress'); the top bar says why beforehand.

/** Why the game in play cannot be exported now, or null when it can. */
export function exportDisabledReason(sv: { gameOver: boolean } | null): string | null {
  if (!sv) return 'There is no game to export.';
  if (!sv.gameOver) return 'A game can be exported once it is over: until then its file would let anyone deal the hidden tiles and cards again.';
  return null;
}
