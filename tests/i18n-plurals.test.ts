// A count of one reads as one: the tips and labels that say how many coins,
// scrolls, favor points, resources, allies or log lines something takes agree
// in number in every language that marks it (Japanese does not).
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../src/shared/i18n/catalogs/index.js';
import { wordsFor } from '../src/shared/i18n/format.js';

describe('counts in the tips and labels', () => {
  it('say one coin, one scroll, one favor point, one resource, one ally, one line in English', () => {
    const en = wordsFor('en');
    expect(en.t('table.clanhouse.slot', { n: 1, cost: 1, fp: 2 })).toBe('Slot 1: recruiting costs 1 coin and scores 2 favor.');
    expect(en.t('table.clanhouse.slot', { n: 2, cost: 3, fp: 1 })).toBe('Slot 2: recruiting costs 3 coins and scores 1 favor.');
    expect(en.t('table.springs.cost', { cost: 1, fp: 3 })).toBe('costs 1 scroll, worth 3 favor');
    expect(en.t('table.seat.fp.label', { n: 1 })).toBe('1 favor point');
    expect(en.t('table.seat.fp.label', { n: 0 })).toBe('0 favor points');
    expect(en.t('rules.prompt.tradeAny', { n: 1 })).toMatch(/^Pay 1 resource of your choice/);
    expect(en.t('screens.campaigns.allies', { n: 1 })).toBe('1 ally');
    expect(en.t('table.log.lines', { n: 1 })).toBe('1 line');
  });

  it('leave no bare count before a plural noun in English, German or French', () => {
    // A count argument written straight before a plural noun: "{cost} coins", "{n} Münzen", "{n} pièces".
    const bare = /\{(n|cost|count|fp|seats|moves|scenarios)\} (coins|scrolls|lanterns|favor points|resources|allies|lines|Münzen|Schriftrollen|Gunstpunkte|Rohstoffe|Verbündete|Zeilen|pièces|parchemins|ressources|alliés|lignes)\b/;
    const found = (['en', 'de', 'fr'] as const).flatMap((locale) =>
      Object.entries(CATALOGS[locale])
        .filter(([, text]) => bare.test(text))
        .map(([id, text]) => `${locale} ${id}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
