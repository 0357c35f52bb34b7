// One measurement of `npm run bench:compare` (bench/compare.ts), in a process
// of its own: `node --import tsx bench/engine-runner.ts <tree> --quick|--full [--cold]`
// runs benchEngine of <tree>/bench/engine.ts (the working tree's or a
// revision's checkout; both export `benchEngine(quick)`) and prints its figures
// as one JSON line after FIGURES_MARKER on stdout. Unless --cold, a first run
// is made and thrown away, so that the compiler's warm-up is not measured.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIGURES_MARKER } from './compare-summary.js';

const [tree, mode, ...rest] = process.argv.slice(2);
const cold = rest.includes('--cold');
if (!tree || (mode !== '--quick' && mode !== '--full') || rest.some((a) => a !== '--cold')) {
  process.stderr.write('usage: node --import tsx bench/engine-runner.ts <tree> --quick|--full [--cold]\n');
  process.exit(2);
}
const engine = (await import(pathToFileURL(resolve(tree, 'bench/engine.ts')).href)) as { benchEngine?: (quick: boolean) => Record<string, number> };
if (typeof engine.benchEngine !== 'function') throw new Error(`${tree}/bench/engine.ts exports no benchEngine`);
if (!cold) engine.benchEngine(mode === '--quick');
process.stdout.write(FIGURES_MARKER + JSON.stringify(engine.benchEngine(mode === '--quick')) + '\n');
