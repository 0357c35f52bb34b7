// The modes on the headless tools' command lines (sim, arena): the flags users
// type (--team, --coop and the co-op game's own options) and the makeConfig
// options they give. The one place these tools name a mode, as
// table-rule-flags.ts is for the table rules; the engine's makeConfig fills in
// what a mode needs and leaves the others' options out.
import type { ConfigOptions } from '../../engine/config.js';
import { DIFFICULTIES, type Difficulty } from '../../engine/core/types.js';

/** How a tool offers the co-op options: the difficulty it defaults to, and who makes the Golden Rule choices. */
export interface ModeFlagsOf {
  difficulty: Difficulty;
  /** 'flag': the ally bot that holds them, or the engine with --golden-auto; 'engine': always the engine (random bots cannot hold them). */
  goldenRule: 'flag' | 'engine';
  /** Whether the co-op options without --coop are a mistake (else they are ignored, as sim always did). */
  strict: boolean;
}

type Option = { type: 'boolean'; default: boolean } | { type: 'string' };

/** The parseArgs options of the mode flags. */
export function modeOptions(of: ModeFlagsOf): Record<string, Option> {
  return {
    team: { type: 'boolean', default: false },
    coop: { type: 'boolean', default: false },
    difficulty: { type: 'string' },
    story: { type: 'string' },
    ...(of.goldenRule === 'flag' ? { 'golden-auto': { type: 'boolean', default: false } } : {}),
  };
}

/** The usage lines of the mode flags, their words starting at column `column`. */
export function modeUsage(of: ModeFlagsOf, column: number): string {
  const lines: [string, string][] = [
    ['--team', 'team vs team (4 seats)'],
    ['--coop', 'cooperative mode: the seats are the allies against the Basilisk'],
    ['--difficulty D', `coop difficulty: ${DIFFICULTIES.join(', ')} (default ${of.difficulty})`],
    ['--story ID', 'coop story scenario'],
    ...(of.goldenRule === 'flag' ? [['--golden-auto', 'the engine makes the Golden Rule choices'] as [string, string]] : []),
  ];
  return lines.map(([flag, words]) => `  ${flag}`.padEnd(column) + words).join('\n');
}

/**
 * The makeConfig options the parsed mode flags ask for, or the mistake in
 * them in words (--coop wins over --team, as it always has).
 */
export function modeFromFlags(values: Readonly<Record<string, unknown>>, of: ModeFlagsOf): Partial<ConfigOptions> | string {
  const difficulty = values.difficulty as string | undefined;
  const story = values.story as string | undefined;
  const goldenAuto = values['golden-auto'] === true;
  if (!values.coop) {
    if (of.strict && (difficulty !== undefined || story !== undefined || goldenAuto)) return `${of.goldenRule === 'flag' ? '--difficulty, --story and --golden-auto need' : '--difficulty and --story need'} --coop`;
    return { mode: values.team ? 'team' : 'standard' };
  }
  if (difficulty !== undefined && !(DIFFICULTIES as readonly string[]).includes(difficulty)) return `--difficulty must be ${DIFFICULTIES.join(', ')}`;
  return {
    mode: 'coop',
    difficulty: (difficulty ?? of.difficulty) as Difficulty,
    story: story ?? null,
    goldenRuleAuto: of.goldenRule === 'engine' || goldenAuto,
  };
}
