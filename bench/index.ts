// `npm run bench [-- --quick]`: prints one JSON object of figures on stdout
// and writes it to bench/latest.json, so runs can be compared over time.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { benchEngine } from './engine.js';

const quick = process.argv.includes('--quick');
const figures: Record<string, number | string> = {};
const sections: [string, () => Promise<Record<string, number | string>> | Record<string, number | string>][] = [
  ['engine', () => benchEngine(quick)],
];

for (const [name, run] of sections) {
  try {
    Object.assign(figures, await run());
  } catch (e) {
    figures[`${name}.error`] = (e as Error).message;
  }
}

const out = JSON.stringify(figures, null, 2);
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'latest.json'), out + '\n');
process.stdout.write(out + '\n');
