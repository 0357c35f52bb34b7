// Sizes, counts and summaries of the main side said in each language's own way
// (the catalogs' completeness is tests/i18n-catalogs.test.ts's).
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../shared/i18n/format.js';

describe('the main side\'s words', () => {
  it('says sizes and counts in each language', () => {
    const size = { id: 'main.size.mb', args: { mb: 1.5, small: 'no' } };
    expect(wordsFor('en').say(size)).toBe('1.5 MB');
    expect(wordsFor('de').say(size)).toBe('1,5 MB');
    expect(wordsFor('fr').say(size)).toBe('1,5 Mo');
    const summary = { id: 'main.summary.game', args: { mode: { id: 'main.mode', args: { players: 4, mode: 'team' } }, moves: 1 } };
    expect(wordsFor('en').say(summary)).toBe('4 players, team, 1 move');
    expect(wordsFor('ja').say(summary)).toBe('4人、チーム対戦、1手');
  });
});
