import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDS, UsageError, betterDirection, formatRound, formatSummary, median, parseCompareArgs, summarize, type Round } from './compare-summary.js';

describe('parseCompareArgs', () => {
  it('takes a revision, quick mode and three rounds by default', () => {
    expect(parseCompareArgs(['697c3dc'])).toEqual({ rev: '697c3dc', rounds: DEFAULT_ROUNDS, quick: true, cold: false, json: false });
  });

  it('reads --rounds N, --rounds=N, --full, --quick, --cold and --json in any order', () => {
    expect(parseCompareArgs(['--rounds', '5', 'HEAD~2', '--full', '--json'])).toEqual({ rev: 'HEAD~2', rounds: 5, quick: false, cold: false, json: true });
    expect(parseCompareArgs(['main', '--full', '--quick', '--rounds=1', '--cold'])).toEqual({ rev: 'main', rounds: 1, quick: true, cold: true, json: false });
  });

  it('answers help before anything else', () => {
    expect(parseCompareArgs(['--bogus', '-h'])).toBe('help');
    expect(parseCompareArgs(['HEAD', '--help'])).toBe('help');
  });

  it.each([[[]], [['--rounds', '0', 'HEAD']], [['HEAD', '--rounds']], [['HEAD', '--rounds', '2.5']], [['HEAD', '--rounds=x']], [['HEAD', 'main']], [['HEAD', '--bogus']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseCompareArgs(argv)).toThrow(UsageError);
    },
  );
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('summarize', () => {
  const rounds: Round[] = [
    { first: 'revision', revision: { 'engine.randomGamesPerCpuSec': 1000, 'engine.applyActionP50Us': 3 }, working: { 'engine.randomGamesPerCpuSec': 700, 'engine.applyActionP50Us': 4 } },
    { first: 'working', revision: { 'engine.randomGamesPerCpuSec': 900, 'engine.applyActionP50Us': 2 }, working: { 'engine.randomGamesPerCpuSec': 600, 'engine.applyActionP50Us': 4.5 } },
    { first: 'revision', revision: { 'engine.randomGamesPerCpuSec': 1200, 'engine.applyActionP50Us': 3.5 }, working: { 'engine.randomGamesPerCpuSec': 650, 'engine.applyActionP50Us': 3 } },
  ];

  it('takes the median of each side, their ratio, and the median and range of the rounds\' own ratios, figure by figure', () => {
    const s = summarize(rounds);
    expect(s.figures).toEqual([
      { figure: 'engine.randomGamesPerCpuSec', revision: 1000, working: 650, ratio: 0.65, perRound: { median: 0.6667, low: 0.5417, high: 0.7 }, better: 'higher' },
      { figure: 'engine.applyActionP50Us', revision: 3, working: 4, ratio: 1.3333, perRound: { median: 1.3333, low: 0.8571, high: 2.25 }, better: 'lower' },
    ]);
    // The headline pairs each round's two measurements, made one after the other.
    expect(s.gamesPerCpuSecRatio).toBe(0.6667);
    expect(s.gamesPerCpuSecAllFlagsRatio).toBeNull();
  });

  it('leaves a figure one tree lacks (or has as text) without a ratio', () => {
    const s = summarize([{ first: 'revision', revision: { a: 1, c: 'n/a' }, working: { a: 2, b: 5, c: 3 } }]);
    expect(s.figures).toEqual([
      { figure: 'a', revision: 1, working: 2, ratio: 2, perRound: { median: 2, low: 2, high: 2 }, better: 'higher' },
      { figure: 'b', revision: null, working: 5, ratio: null, perRound: null, better: 'higher' },
      { figure: 'c', revision: null, working: 3, ratio: null, perRound: null, better: 'higher' },
    ]);
    expect(s.gamesPerCpuSecRatio).toBeNull();
  });

  it('says plainly how many games per CPU-second the working tree plays against the revision', () => {
    const text = formatSummary(summarize(rounds), rounds.length);
    expect(text).toContain("working tree: 0.67x the revision's games per CPU-second (median of the rounds' own ratios, 0.54-0.70)");
    expect(text).toMatch(/engine\.applyActionP50Us +3 +4 +1\.33x +1\.33x \(0\.86-2\.25\) +lower/);
    expect(formatSummary(summarize([]), 0)).toContain('no engine.randomGamesPerCpuSec figure');
  });

  it('shows both trees of a round side by side', () => {
    expect(formatRound(1, 3, rounds[1]!)).toBe(
      [
        'round 2/3 (working tree first)',
        '  figure                        revision   working',
        '  engine.randomGamesPerCpuSec        900       600',
        '  engine.applyActionP50Us              2       4.5',
      ].join('\n'),
    );
  });
});

describe('betterDirection', () => {
  it('counts times as better lower and rates as better higher', () => {
    expect(betterDirection('engine.applyActionP99Us')).toBe('lower');
    expect(betterDirection('save.saveMs')).toBe('lower');
    expect(betterDirection('engine.randomGamesPerSecAllFlags')).toBe('higher');
  });
});
