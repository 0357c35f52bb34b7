// Writes tests/fixtures/golden-replays.json: the digest of every game of the
// golden replay list (tests/golden-replays/golden-replays-test-support.ts), played with
// the engine of this commit. tests/golden-replays/golden-replays.test.ts replays them and
// must find the same digests, so a restructuring can prove it changed nothing.
//
//   npx tsx scripts/make-golden-replays.ts          (refuses to overwrite)
//   npx tsx scripts/make-golden-replays.ts --force  (only for a deliberate change of behaviour)
//
// The fixture is written once, with the code whose behaviour it pins down.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestsOf, goldenGames } from '../tests/golden-replays/golden-replays-test-support.js';

const FIXTURE = join(import.meta.dirname, '..', 'tests', 'fixtures', 'golden-replays.json');

function main(): void {
  if (existsSync(FIXTURE) && !process.argv.includes('--force')) {
    throw new Error(`${FIXTURE} exists: golden digests stay as they were written (pass --force to replace them on purpose).`);
  }
  const games = goldenGames();
  const started = performance.now();
  const digests = digestsOf(games);
  writeFileSync(FIXTURE, JSON.stringify(digests, null, 1) + '\n');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${games.length} games digested in ${seconds} s -> ${FIXTURE}`);
}

main();
