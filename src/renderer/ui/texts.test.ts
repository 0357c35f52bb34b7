import { describe, expect, it } from 'vitest';
import { DIFFICULTY_TEXTS, POOL_TEXTS, spotText, villageText } from './texts.js';

describe('player-facing texts', () => {
  it('describes spots in plain words', () => {
    expect(spotText('s0.2').name).toBe('The Gates, spot 3');
    expect(spotText('s0.2').text).toMatch(/paid spot: placing here costs 1 coin/);
    expect(spotText('s1.0').text).toMatch(/^A free spot/);
    expect(spotText('palace').name).toBe('The Phoenix Palace');
    // No wall numbers: the model shows none.
    expect(spotText('ward2').name).toBe('Outer ward');
    expect(spotText('battlement0').name).toBe('Battlement');
    expect(spotText('pinnacle').name).toBe('Palace pinnacle');
  });

  it('tells a player what each difficulty changes, in words', () => {
    expect(DIFFICULTY_TEXTS.easy.text).toBe('The allies start with 2 extra resources. Twist cards give the Basilisk nothing.');
    expect(DIFFICULTY_TEXTS.medium.text).toBe('An even fight. Twist cards give the Basilisk 4 favor.');
    expect(DIFFICULTY_TEXTS.heroic.text).toBe('The allies start 4 resources short. Twist cards give the Basilisk 12 favor.');
  });

  it('says where each shard colour is won', () => {
    expect(POOL_TEXTS.coral.text).toMatch(/^A coral moon shard, won at the Gates and the Capital\./);
    expect(POOL_TEXTS.agate.text).toMatch(/^An agate moon shard, won at the Springs and the Clanhouse\./);
  });

  it('names a village tile by its id, and nothing for an unknown id', () => {
    expect(villageText(0)?.name).toBe('Starting Village');
    expect(villageText(13)?.name).toBe('The Shrine of the Phoenix');
    expect(villageText(99)).toBeNull();
  });
});
