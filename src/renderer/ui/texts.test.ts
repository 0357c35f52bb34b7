import { describe, expect, it } from 'vitest';
import { sayEnglish, wordsFor } from '../../shared/i18n/format.js';
import { LOCALES } from '../../shared/i18n/locales.js';
import { amountText, DIFFICULTY_TEXTS, KIN_TEXTS, POOL_TEXTS, revelationText, scenarioName, spotText, villageText } from './texts.js';

describe('player-facing texts', () => {
  it('describes spots in plain words', () => {
    expect(sayEnglish(spotText('s0.2').name)).toBe('The Gates, spot 3');
    expect(sayEnglish(spotText('s0.2').text)).toMatch(/paid spot: placing here costs 1 coin\. Take 1 lantern/);
    expect(sayEnglish(spotText('s1.0').text)).toMatch(/^A free spot\. Take 2 scrolls/);
    expect(sayEnglish(spotText('palace').name)).toBe('The Phoenix Palace');
    // No wall numbers: the model shows none.
    expect(sayEnglish(spotText('ward2').name)).toBe('Outer ward');
    expect(sayEnglish(spotText('battlement0').name)).toBe('Battlement');
    expect(sayEnglish(spotText('pinnacle').name)).toBe('Palace pinnacle');
    expect(sayEnglish(spotText('nowhere').name)).toBe('nowhere');
    expect(sayEnglish(spotText('nowhere').text)).toBe('');
  });

  it('tells a player what each difficulty changes, in words', () => {
    expect(sayEnglish(DIFFICULTY_TEXTS.easy.text)).toBe('The allies start with 2 extra resources. Twist cards give the Basilisk nothing.');
    expect(sayEnglish(DIFFICULTY_TEXTS.medium.text)).toBe('An even fight. Twist cards give the Basilisk 4 favor.');
    expect(sayEnglish(DIFFICULTY_TEXTS.heroic.text)).toBe('The allies start 4 resources short. Twist cards give the Basilisk 12 favor.');
  });

  it('says where each shard colour is won', () => {
    expect(sayEnglish(POOL_TEXTS.coral.text)).toMatch(/^A coral moon shard, won at the Gates and the Capital\./);
    expect(sayEnglish(POOL_TEXTS.agate.text)).toMatch(/^An agate moon shard, won at the Springs and the Clanhouse\./);
  });

  it('counts tokens and amounts', () => {
    expect(sayEnglish(POOL_TEXTS.coin.count(1))).toBe('1 coin');
    expect(sayEnglish(POOL_TEXTS.jade.count(2))).toBe('2 jade shards');
    expect(sayEnglish(amountText({ coin: 1, scroll: 2, lantern: 0 }))).toBe('1 coin and 2 scrolls');
    expect(sayEnglish(amountText({}))).toBe('nothing');
  });

  it('names a village tile by its id, and nothing for an unknown id', () => {
    expect(sayEnglish(villageText(0)!.name)).toBe('Starting Village');
    expect(sayEnglish(villageText(13)!.name)).toBe('The Shrine of the Phoenix');
    expect(villageText(99)).toBeNull();
  });

  it('names kin, cards and scenarios from the content part', () => {
    expect(sayEnglish(KIN_TEXTS.archer.name)).toBe('Archer');
    expect(sayEnglish(revelationText(3).text)).toBe('At the start of your turn you may pay 1 coin to take 1 lantern. Costs 0 scrolls; cashed in, it is worth 1 favor.');
    expect(sayEnglish(scenarioName(null))).toBe('Vanilla (no story)');
    expect(sayEnglish(scenarioName('shell-of-stone'))).toBe('Shell of Stone');
  });

  it('has every text in every language', () => {
    for (const locale of LOCALES) {
      const w = wordsFor(locale);
      for (const k of Object.values(KIN_TEXTS)) w.say(k.text);
      for (const t of Object.values(POOL_TEXTS)) w.say(t.text);
      for (const d of Object.values(DIFFICULTY_TEXTS)) w.say(d.text);
      expect([...w.missing], locale).toEqual([]);
    }
  });
});
