// The one setup check: the new-game form shows every problem beside its field,
// and createGame refuses the same mixes with the first of them.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { makeConfig } from '../config.js';
import { createGame, RulesError } from '../index.js';
import type { GameConfig } from '../core/types.js';
import { setupProblems } from '../setup-rules.js';

const fields = (c: GameConfig) => setupProblems(c).map((p) => p.field);

describe('setupProblems: every reason a mix cannot start, each with its field', () => {
  it('a valid game of every mode has none', () => {
    expect(setupProblems(makeConfig({ players: 3, dragon: true, palaceAlt: true, sides: [0, 1, 2] }))).toEqual([]);
    expect(setupProblems(makeConfig({ players: 4, mode: 'team', asymmetric: true }))).toEqual([]);
    expect(setupProblems(makeConfig({ players: 2, mode: 'coop', story: 'the-drowned-springs' }))).toEqual([]);
  });

  it('lists several problems at once: five seats and a clan chosen twice', () => {
    const four = makeConfig({ players: 4 });
    const config = { ...four, seats: [...four.seats, { ...four.seats[0]! }] };
    expect(fields(config)).toEqual(['players', 'clans']);
    expect(sayEnglish(setupProblems(config)[1]!.words)).toMatch(/chosen twice/);
  });

  it('"Follow the standard 4 player setup" (team vs team): three seats are refused at the players field', () => {
    expect(fields(makeConfig({ players: 3, mode: 'team' }))).toEqual(['players']);
  });

  it('"It cannot be played with the Coop mode" (asymmetric variant): the problem sits at the asymmetric switch', () => {
    expect(fields({ ...makeConfig({ players: 2, mode: 'coop' }), asymmetric: true })).toEqual(['asymmetric']);
  });

  it('"Ensure each player is sitting at a different side of the main board": two seats on one side, the sides field', () => {
    expect(fields(makeConfig({ players: 2, palaceAlt: true, sides: [1, 1] }))).toEqual(['sides']);
  });

  it("an ally on the Basilisk's clan is the Basilisk field's problem, naming the clan", () => {
    const config = makeConfig({ players: 2, mode: 'coop' });
    config.seats[1]!.clan = config.basilisk!.clan;
    const [problem] = setupProblems(config);
    expect(problem!.field).toBe('basilisk');
    expect(sayEnglish(problem!.words)).toMatch(/Basilisk plays the \w+ Clan/);
  });

  it('an unknown difficulty, story or Golden Rule keeper is named', () => {
    const coop = makeConfig({ players: 2, mode: 'coop' });
    expect(fields({ ...coop, difficulty: 'nightmare' as never })).toEqual(['difficulty']);
    expect(fields({ ...coop, story: 'no-such-story' })).toEqual(['story']);
    expect(fields({ ...coop, goldenRuleSeat: 2 })).toEqual(['goldenRuleSeat']);
  });

  it('createGame refuses with the first problem, in the same words', () => {
    const config = makeConfig({ players: 3, mode: 'team' });
    const [first] = setupProblems(config);
    expect(() => createGame(config, 1)).toThrow(RulesError);
    let thrown: unknown;
    try {
      createGame(config, 1);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as RulesError).words).toEqual(first!.words);
    expect(sayEnglish((thrown as RulesError).words)).toBe(sayEnglish(first!.words));
  });
});
