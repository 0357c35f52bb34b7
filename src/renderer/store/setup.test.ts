import { describe, expect, it } from 'vitest';
import { MAX_SEAT_NAME_LENGTH } from '../../shared/name-limits.js';
import { TABLE_RULE_IDS } from '../../engine/setup-rules.js';
import { configFromSetup, defaultSetup, repairClans, seedFromSetup, validateSetup, type SetupForm } from './setup.js';

const form = (patch: Partial<SetupForm>): SetupForm => ({ ...defaultSetup(), ...patch });

describe('new game form', () => {
  it('the default form (2 players, standard) is valid', () => {
    expect(validateSetup(defaultSetup())).toEqual([]);
    const c = configFromSetup(defaultSetup());
    expect(c.seats).toHaveLength(2);
    expect(c.mode).toBe('standard');
    expect(c.seats[0]).toEqual({ clan: 'crane', controller: 'human', name: 'Aiko' });
    expect(c.difficulty).toBeUndefined();
  });

  it('explains invalid mixes', () => {
    expect(validateSetup(form({ mode: 'team', players: 3 })).map((p) => p.field)).toContain('players');
    expect(validateSetup(form({ mode: 'team', players: 4 }))).toEqual([]);
    expect(validateSetup(form({ mode: 'coop', players: 4 }))[0]?.message).toMatch(/2 or 3 allies/);
    expect(validateSetup(form({ mode: 'coop', players: 2, asymmetric: true })).map((p) => p.field)).toContain('asymmetric');
    expect(validateSetup(form({ mode: 'standard', players: 2, asymmetric: true }))).toEqual([]);
  });

  it('requires unique clans, including the Basilisk', () => {
    const f = defaultSetup();
    f.seats[1] = { ...f.seats[1]!, clan: 'crane' };
    expect(validateSetup(f)[0]).toMatchObject({ field: 'clans' });
    const coop = form({ mode: 'coop', players: 2, story: 'ashes-of-the-crane' });
    expect(validateSetup(coop)[0]).toMatchObject({ field: 'basilisk' });
    expect(validateSetup(repairClans(coop))).toEqual([]);
    expect(configFromSetup(repairClans(coop)).basilisk).toEqual({ clan: 'crane' });
  });

  it('requires unique table sides with the palace alternative', () => {
    const f = form({ palaceAlt: true });
    f.seats[1] = { ...f.seats[1]!, side: 0 };
    expect(validateSetup(f)[0]).toMatchObject({ field: 'sides' });
    expect(validateSetup({ ...f, palaceAlt: false })).toEqual([]);
    const ok = configFromSetup(form({ palaceAlt: true }));
    expect(ok.seats.map((s) => s.side)).toEqual([0, 1]);
  });

  it('builds a coop config with difficulty, story and Golden Rule keeper', () => {
    const c = configFromSetup(form({ mode: 'coop', players: 3, difficulty: 'hard', story: null, basiliskClan: 'fox', goldenRuleSeat: 1 }));
    expect(c).toMatchObject({ mode: 'coop', difficulty: 'hard', story: null, basilisk: { clan: 'fox' }, goldenRuleSeat: 1, asymmetric: false });
    expect(c.seats).toHaveLength(3);
  });

  it('has a field for each table rule of the engine, off by default and passed on to the config', () => {
    for (const id of TABLE_RULE_IDS) {
      expect(defaultSetup()[id]).toBe(false);
      expect(configFromSetup(form({ [id]: true }))[id]).toBe(true);
    }
  });

  it('checks the names itself: none empty, none longer than a seat name may be', () => {
    const named = (name: string) => {
      const f = defaultSetup();
      f.seats[1] = { ...f.seats[1]!, name };
      return validateSetup(f);
    };
    expect(named('  ')).toEqual([{ field: 'names', message: 'Every seat needs a name.' }]);
    expect(named('x'.repeat(MAX_SEAT_NAME_LENGTH))).toEqual([]);
    expect(named('x'.repeat(MAX_SEAT_NAME_LENGTH + 1))[0]).toMatchObject({ field: 'names' });
  });

  it('shows the engine\'s problems beside their fields', () => {
    expect(validateSetup(form({ mode: 'coop', players: 2, goldenRuleSeat: 2 })).map((p) => p.field)).toEqual(['goldenRuleSeat']);
    expect(validateSetup(form({ mode: 'coop', players: 2, story: 'no-such-story' })).map((p) => p.field)).toContain('story');
  });

  it('reads a seed', () => {
    expect(seedFromSetup(form({ seed: '' }))).toBeUndefined();
    expect(seedFromSetup(form({ seed: '42' }))).toBe(42);
    expect(seedFromSetup(form({ seed: 'phoenix' }))).toBe('phoenix');
  });
});
