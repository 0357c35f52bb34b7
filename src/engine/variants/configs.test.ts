import { describe, expect, it } from 'vitest';
import { VARIANTS } from './index.js';
import { CONFIG_RULES } from './configs.js';

describe('the light list of config declarations', () => {
  it('holds, in list order, the very `config` of every variant that declares one', () => {
    expect(CONFIG_RULES).toEqual(VARIANTS.flatMap((v) => (v.config ? [v.config] : [])));
    for (const [i, r] of CONFIG_RULES.entries()) expect(r).toBe(VARIANTS.filter((v) => v.config)[i]!.config);
  });
});
