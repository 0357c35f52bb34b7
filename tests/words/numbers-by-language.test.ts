// Numbers in composed sentences are said by each language's rules: the engine
// hands the catalogs numbers, never text it formatted itself, so a German
// player reads "+1,5" and "1.200", and a count says its noun in the singular
// when it is one.
import { describe, expect, it } from 'vitest';
import { explainChoice } from '../../src/engine/bots/explain.js';
import type { CandidateStat } from '../../src/engine/bots/index.js';
import { makeConfig } from '../../src/engine/config.js';
import { msg } from '../../src/engine/core/message.js';
import { createGame, legalActions } from '../../src/engine/index.js';
import { wordsFor } from '../../src/shared/i18n/format.js';
import { LOCALES } from '../../src/shared/i18n/locales.js';

const signedTenths = (locale: string, x: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(x);
const whole = (locale: string, x: number) => new Intl.NumberFormat(locale).format(x);

describe("the coach's numbers, in each language's own writing", () => {
  const s = createGame(makeConfig({ players: 3 }), 1);
  const [first, second] = legalActions(s);
  // A search's ranking as the coach receives it: the choice, and a runner-up with no paired samples.
  const ranking: CandidateStat[] = [
    { action: first!, rollouts: 1200, meanReward: 0.6, meanMargin: 1.5 },
    { action: second!, rollouts: 3, meanReward: 0.4, meanMargin: -0.5 },
  ];
  const sentence = explainChoice(s, ranking);

  for (const locale of LOCALES) {
    it(`${locale}: the margins are signed and the playouts counted as ${locale} writes numbers`, () => {
      const text = wordsFor(locale).say(sentence);
      expect(text).toContain(signedTenths(locale, 1.5));
      expect(text).toContain(signedTenths(locale, -0.5));
      expect(text).toContain(whole(locale, 1200));
    });
  }

  it('German and French write a decimal comma and their own thousands, not English figures', () => {
    for (const locale of ['de', 'fr'] as const) {
      const text = wordsFor(locale).say(sentence);
      expect(text).toContain('+1,5');
      expect(text).not.toContain('1.5');
      expect(text).not.toMatch(/1,?200 /);
    }
    expect(wordsFor('de').say(sentence)).toContain('1.200 Simulationen');
  });
});

describe('a price in resources of your choice says its count with the right noun', () => {
  const cases = [
    { locale: 'en', one: 'Pay 1 resource of', two: 'Pay 2 resources of' },
    { locale: 'de', one: '1 Rohstoff deiner Wahl', two: '2 Rohstoffe deiner Wahl' },
    { locale: 'fr', one: 'Payer 1 ressource de', two: 'Payer 2 ressources de' },
  ] as const;
  for (const c of cases) {
    it(`${c.locale}: one resource, two resources`, () => {
      const w = wordsFor(c.locale);
      expect(w.say(msg('rules.prompt.tradeAny', { n: 1 }))).toContain(c.one);
      expect(w.say(msg('rules.prompt.tradeAny', { n: 2 }))).toContain(c.two);
    });
  }
});
