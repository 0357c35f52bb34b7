// The games list as a player reads it: games in progress before finished
// ones and the one played last first, the game the title screen continues,
// the name check the main side applies, the keep rule, scores with the
// winner marked, and what the top bar's save mark says.
import { msg } from '../../engine/core/message.js';
import { describe, expect, it } from 'vitest';
import type { Scores } from '../../engine/core/types.js';
import { gameNameProblem, groupGames, keepRuleText, latestInProgress, lengthText, savedMark, scoreWords, sortGames, whenText, type GameListEntry } from './games.js';
import { wordsFor } from '../../shared/i18n/format.js';

function entry(id: string, status: GameListEntry['status'], savedAt: string, more: Partial<GameListEntry> = {}): GameListEntry {
  return {
    id,
    name: `Game ${id}`,
    status,
    pinned: false,
    createdAt: null,
    savedAt,
    mode: msg('legacy.text', { text: '2 players, standard' }),
    seats: [
      { name: 'Aiko', clan: 'crane', controller: 'human' },
      { name: 'Benkei', clan: 'koi', controller: 'heuristic' },
    ],
    round: 1,
    moves: 10,
    scores: null,
    current: false,
    ...more,
  };
}

const line = (seat: number, total: number, rank: number) => ({ seat, faction: seat, favor: total, shards: 0, resources: 0, total, rank });

describe('sorting and grouping the games', () => {
  const games = [
    entry('a', 'finished', '2026-03-01T10:00:00.000Z'),
    entry('b', 'playing', '2026-02-01T10:00:00.000Z'),
    entry('c', 'finished', '2026-03-05T10:00:00.000Z'),
    entry('d', 'playing', '2026-03-02T10:00:00.000Z'),
  ];

  it('puts the games in progress first, then the finished ones, each played last first', () => {
    expect(sortGames(games).map((g) => g.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('splits the list into its two sections in that order, without changing what it was given', () => {
    const { inProgress, finished } = groupGames(games);
    expect(inProgress.map((g) => g.id)).toEqual(['d', 'b']);
    expect(finished.map((g) => g.id)).toEqual(['c', 'a']);
    expect(games.map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('continues the game in progress played last, and none when every game is finished', () => {
    expect(latestInProgress(games)?.id).toBe('d');
    expect(latestInProgress(games.filter((g) => g.status === 'finished'))).toBeNull();
    expect(latestInProgress([])).toBeNull();
  });

  it('reads the times, not the text: other offsets and an unreadable time still sort', () => {
    const mixed = [entry('x', 'playing', 'not a time'), entry('y', 'playing', '2026-03-02T12:00:00+02:00'), entry('z', 'playing', '2026-03-02T11:00:00.000Z')];
    expect(sortGames(mixed).map((g) => g.id)).toEqual(['z', 'y', 'x']);
  });
});

describe('the name of a game', () => {
  it('takes 1 to 64 characters of any script, once the spaces at the ends are trimmed', () => {
    expect(gameNameProblem('Évening game — 夜')).toBeNull();
    expect(gameNameProblem('  Padded  ')).toBeNull();
    expect(gameNameProblem('x'.repeat(64))).toBeNull();
  });

  it('refuses an empty name, a longer one and control characters, saying why', () => {
    expect(gameNameProblem('   ')).toMatch(/name/);
    expect(gameNameProblem('x'.repeat(65))).toMatch(/64/);
    expect(gameNameProblem('two\nlines')).toMatch(/control/);
    expect(gameNameProblem('a\u0007bell')).toMatch(/control/);
  });
});

describe('words of the list', () => {
  it('says the keep rule with the number of the settings', () => {
    expect(keepRuleText(200)).toBe('Finished games are kept up to the last 200; pinned games and games in progress are always kept.');
    expect(keepRuleText(50)).toContain('the last 50;');
  });

  it('says how far a game went', () => {
    expect(lengthText({ moves: 37, round: 2, status: 'playing' })).toBe('37 moves, round 2');
    expect(lengthText({ moves: 1, round: 1, status: 'playing' })).toBe('1 move, round 1');
    expect(lengthText({ moves: 90, round: 3, status: 'finished' })).toBe('90 moves, 3 rounds');
    expect(lengthText({ moves: 5, round: null, status: 'playing' })).toBe('5 moves');
  });

  it('writes a time the player’s way, and nothing for a missing one', () => {
    expect(whenText('2026-03-01T10:00:00.000Z', wordsFor('de'))).toMatch(/2026/);
    expect(whenText(null)).toBe('');
    expect(whenText('soon')).toBe('');
  });

  it('lists the final scores best first, the winners marked', () => {
    const scores: Scores = { seats: [line(0, 31, 2), line(1, 44, 1)], winner: { seats: [1], faction: 1 } };
    expect(scoreWords(entry('f', 'finished', '2026-03-01T10:00:00.000Z', { scores }))).toEqual([
      { name: 'Benkei', total: 44, won: true },
      { name: 'Aiko', total: 31, won: false },
    ]);
    expect(scoreWords(entry('g', 'playing', '2026-03-01T10:00:00.000Z'))).toEqual([]);
  });

  it('names the Basilisk of a cooperative game, which has no seat in the list', () => {
    const scores: Scores = { seats: [line(0, 20, 1), line(1, 20, 1), line(2, 18, 2)], winner: { seats: [0, 1], faction: 0 } };
    const words = scoreWords(entry('h', 'finished', '2026-03-01T10:00:00.000Z', { scores, mode: msg('legacy.text', { text: '2 players, cooperative' }) }));
    expect(words.map((w) => [w.name, w.won])).toEqual([
      ['Aiko', true],
      ['Benkei', true],
      ['The Basilisk', false],
    ]);
  });
});

describe('the top bar’s save mark', () => {
  it('says the move kept once the last choice is on the disk', () => {
    expect(savedMark(37, 37)).toMatchObject({ state: 'saved', text: 'Saved, move 37' });
  });

  it('says "Saving…" while the last choice is being written, and how far it is kept when that takes long', () => {
    expect(savedMark(36, 37)).toMatchObject({ state: 'saving', text: 'Saving…' });
    const late = savedMark(35, 37, true);
    expect(late).toMatchObject({ state: 'behind', text: 'Saved to move 35' });
    expect(late.tip).toContain('2 choices');
  });

  it('says nothing is kept before the first choice, and every tip says each choice is kept as it is made', () => {
    expect(savedMark(null, 0)).toMatchObject({ state: 'none', text: 'Not saved yet' });
    for (const m of [savedMark(null, 0), savedMark(3, 3), savedMark(2, 3)]) expect(m.tip).toMatch(/Every choice is kept/);
  });

  it('stays short enough for the top bar', () => {
    expect(savedMark(9999, 9999).text.length).toBeLessThanOrEqual(18);
    expect(savedMark(9998, 9999, true).text.length).toBeLessThanOrEqual(18);
  });
});
