import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../scripts/catalog-source.js';
import { CATALOG } from './catalog.generated.js';

describe('catalog.generated.ts', () => {
  it('equals the engine content (regenerate with `npx tsx scripts/build-catalog.ts`)', () => {
    expect(CATALOG).toEqual(buildCatalog());
  });

  it('holds no words: names and texts are the message catalogs’ content part', () => {
    const fields = new Set<string>();
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(visit);
      else if (typeof v === 'object' && v !== null)
        for (const [k, x] of Object.entries(v)) {
          fields.add(k);
          visit(x);
        }
    };
    visit(CATALOG);
    for (const word of ['name', 'text', 'blurb', 'day', 'night', 'colorName', 'hitText', 'palace']) expect(fields.has(word), word).toBe(false);
  });
});
