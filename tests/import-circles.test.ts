// No import circles in src/ (the project's standard; docs/architecture.md).
// dpdm walks every .ts/.tsx file under src/ and reports each circle it finds.
//
// - Tests and test helpers are included: nothing imports a test file, so a test
//   can never close a circle by itself, but test helpers (test-support modules)
//   import each other and the code they exercise, and a circle among them tangles
//   the code as much as one in the app.
// - Type-only imports count (dpdm's `transform: false` keeps them): a type-only
//   circle still ties two modules together (neither can move or be read without
//   the other), and TypeScript gives no guarantee it stays type-only.
// - Dynamic imports count too: a lazy import is still an arrow between modules.
//
// dpdm names the circles its depth-first walk closes, not every possible one:
// the list is empty exactly when there is no circle, but removing one listed
// circle may bring another through the same files to light.
//
// `npm run circles` prints the same list from the command line.
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

it('src/ has no import circles (type-only imports included)', async () => {
  const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
    cwd: ROOT,
    context: ROOT,
    transform: false,
    skipDynamicImports: false,
  });
  const files = Object.keys(tree).filter((f) => f.startsWith('src/'));
  // Guards against a glob or resolution slip that would make the check vacuous.
  expect(files.length).toBeGreaterThan(100);
  const circles = parseCircular(tree).map((c) => c.join(' -> '));
  expect(circles, `${circles.length} import circles (each listed as a -> b -> ... -> back to a)`).toEqual([]);
});
