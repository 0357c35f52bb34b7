// Writes src/renderer/catalog.generated.ts from the engine's content
// (see scripts/catalog-source.ts). Run: npx tsx scripts/build-catalog.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogModule } from './catalog-source.js';

export const CATALOG_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'renderer', 'catalog.generated.ts');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(CATALOG_FILE, catalogModule());
  console.log(path.relative(process.cwd(), CATALOG_FILE));
}
