import { describe, expect, it } from 'vitest';
import { VARIANTS } from './index.js';
import { CONFIG_RULES } from './configs.js';
import { MODES } from '../core/types.js';
import { makeConfig } from '../config.js';
import { modeOptions, setupProblems, STORY_MODE } from '../setup-rules.js';

describe('the light list of config declarations', () => {
  it('holds, in list order, the very `config` of every variant that declares one', () => {
    expect(CONFIG_RULES).toEqual(VARIANTS.flatMap((v) => (v.config ? [v.config] : [])));
    for (const [i, r] of CONFIG_RULES.entries()) expect(r).toBe(VARIANTS.filter((v) => v.config)[i]!.config);
  });
});

describe('modeOptions: what a new-game form offers in each mode', () => {
  it('gives the seats, table rules and fields of each mode', () => {
    expect(modeOptions('standard')).toEqual({ players: [2, 3, 4], tableRules: ['palaceAlt', 'dragon', 'asymmetric'], fields: [], ruleSeat: false });
    expect(modeOptions('team')).toEqual({ players: [4], tableRules: ['palaceAlt', 'dragon', 'asymmetric'], fields: [], ruleSeat: false });
    expect(modeOptions('coop')).toEqual({
      players: [2, 3],
      tableRules: ['palaceAlt', 'dragon'],
      fields: ['basilisk', 'difficulty', 'story', 'goldenRuleSeat'],
      ruleSeat: true,
    });
  });

  it('names the co-op mode as the one that plays story scenarios (campaigns are played in it)', () => {
    expect(STORY_MODE).toBe('coop');
  });

  it('offers exactly the numbers of seats and the table rules the setup check accepts', () => {
    for (const mode of MODES) {
      const { players, tableRules } = modeOptions(mode);
      for (const n of [1, 2, 3, 4]) {
        const problems = setupProblems(makeConfig({ players: n, mode }));
        expect(problems.some((p) => p.field === 'players')).toBe(!players.includes(n));
      }
      for (const id of ['palaceAlt', 'dragon', 'asymmetric'] as const) {
        const problems = setupProblems(makeConfig({ players: players[0]!, mode, [id]: true, sides: [0, 1, 2, 3].slice(0, players[0]) as (0 | 1 | 2 | 3)[] }));
        expect(problems).toEqual(tableRules.includes(id) ? [] : [expect.objectContaining({ field: id })]);
      }
    }
  });
});
