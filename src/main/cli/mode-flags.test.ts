import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../engine/config.js';
import { modeFromFlags, modeUsage, type ModeFlagsOf } from './mode-flags.js';

const ARENA: ModeFlagsOf = { difficulty: 'easy', goldenRule: 'flag', strict: true };
const SIM: ModeFlagsOf = { difficulty: 'medium', goldenRule: 'engine', strict: false };

describe('the mode flags of the headless tools', () => {
  it('give the mode the flags ask for, --coop over --team', () => {
    expect(modeFromFlags({}, ARENA)).toEqual({ mode: 'standard' });
    expect(modeFromFlags({ team: true }, ARENA)).toEqual({ mode: 'team' });
    expect(modeFromFlags({ team: true, coop: true }, ARENA)).toMatchObject({ mode: 'coop' });
  });

  it('fill in the co-op options with the tool’s defaults', () => {
    expect(modeFromFlags({ coop: true }, ARENA)).toEqual({ mode: 'coop', difficulty: 'easy', story: null, goldenRuleAuto: false });
    expect(modeFromFlags({ coop: true, 'golden-auto': true, difficulty: 'hard', story: 's1' }, ARENA)).toEqual({ mode: 'coop', difficulty: 'hard', story: 's1', goldenRuleAuto: true });
    expect(modeFromFlags({ coop: true }, SIM)).toEqual({ mode: 'coop', difficulty: 'medium', story: null, goldenRuleAuto: true });
  });

  it('refuse an unknown difficulty, and co-op options without --coop where the tool is strict', () => {
    expect(modeFromFlags({ coop: true, difficulty: 'bogus' }, SIM)).toMatch(/--difficulty must be/);
    expect(modeFromFlags({ difficulty: 'hard' }, ARENA)).toMatch(/need --coop/);
    expect(modeFromFlags({ difficulty: 'hard' }, SIM)).toEqual({ mode: 'standard' });
  });

  it('make the same config as the options spelled out', () => {
    const opts = modeFromFlags({ coop: true, difficulty: 'hard' }, SIM);
    if (typeof opts === 'string') throw new Error(opts);
    expect(makeConfig({ players: 2, ...opts })).toEqual(makeConfig({ players: 2, mode: 'coop', difficulty: 'hard', story: null, goldenRuleAuto: true }));
  });

  it('list --golden-auto only where the tool offers it', () => {
    expect(modeUsage(ARENA, 20)).toContain('--golden-auto');
    expect(modeUsage(SIM, 20)).not.toContain('--golden-auto');
  });
});
