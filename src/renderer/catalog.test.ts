import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../scripts/catalog-source.js';
import { CATALOG } from './catalog.generated.js';

describe('catalog.generated.ts', () => {
  it('equals the engine content (regenerate with `npx tsx scripts/build-catalog.ts`)', () => {
    expect(CATALOG).toEqual(buildCatalog());
  });
});
