// `npm run bench:compare -- <rev> [--rounds N] [--full] [--cold] [--json]`: the engine
// bench of a git revision against the working tree's, in alternating rounds,
// each measurement in a fresh process (bench/engine-runner.ts). The revision
// is checked out into a temporary git worktree, removed at the end, on an
// error and on Ctrl+C. See COMPARE_USAGE in bench/compare-summary.ts.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { constants as osConstants, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  COMPARE_USAGE,
  FIGURES_MARKER,
  UsageError,
  formatRound,
  formatSummary,
  parseCompareArgs,
  summarize,
  type Figures,
  type Round,
  type Side,
} from './compare-summary.js';

const WORKING_TREE = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNNER = join(WORKING_TREE, 'bench', 'engine-runner.ts');
const execFileAsync = promisify(execFile);

function git(args: string[]): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', args, { cwd: WORKING_TREE, encoding: 'utf8' });
  return { ok: r.status === 0, out: (r.stdout ?? '').trim(), err: (r.stderr ?? '').trim() };
}

/** The full hash of `rev`, or an error that says it is no revision of this repository. */
function resolveRevision(rev: string): string {
  const r = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (!r.ok || !r.out) throw new Error(`no such revision: ${rev}`);
  if (!git(['cat-file', '-e', `${r.out}:bench/engine.ts`]).ok) throw new Error(`revision ${rev} has no bench/engine.ts to run`);
  return r.out;
}

/** HEAD's short hash, marked when the working tree has changes not committed. */
function describeWorkingTree(): string {
  const head = git(['rev-parse', '--short', 'HEAD']).out;
  return git(['status', '--porcelain', '--untracked-files=no']).out ? `${head} + uncommitted changes` : head;
}

interface TemporaryCheckout {
  dir: string;
  /** Removes the worktree and its temporary folder; safe to call more than once. */
  remove(): void;
}

/** `git worktree add --detach` of `commit` in a new temporary folder, node_modules a symlink to the working tree's. */
async function checkOutTemporarily(commit: string): Promise<TemporaryCheckout> {
  const nodeModules = join(WORKING_TREE, 'node_modules');
  if (!existsSync(nodeModules)) throw new Error(`${nodeModules} is missing: run npm ci first`);
  const parent = mkdtempSync(join(tmpdir(), 'ryozen-bench-compare-'));
  const dir = join(parent, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    // The link goes first, so that nothing that deletes the checkout can reach the working tree's packages.
    try {
      unlinkSync(join(dir, 'node_modules'));
    } catch {
      // not made yet
    }
    const r = git(['worktree', 'remove', '--force', dir]);
    rmSync(parent, { recursive: true, force: true });
    // A checkout that git could not remove (an interrupted `worktree add`): its folder is gone now; forget it.
    if (!r.ok) git(['worktree', 'prune']);
  };
  // Not spawnSync: a signal must find this process able to answer it (see onSignal).
  try {
    await execFileAsync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: WORKING_TREE });
  } catch (e) {
    remove();
    throw new Error(`git worktree add failed: ${((e as { stderr?: string }).stderr ?? String(e)).trim()}`);
  }
  try {
    symlinkSync(nodeModules, join(dir, 'node_modules'), 'dir');
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, remove };
}

/** The measurement under way, and the signal that stopped the comparison. */
let running: ChildProcess | undefined;
let stoppedBy: NodeJS.Signals | undefined;

class Stopped extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`stopped by ${signal}; the temporary worktree is removed`);
  }
}

/**
 * Ctrl+C (or a kill) ends the measurement under way; the comparison then
 * unwinds through main's `finally`, which removes the worktree. The handler
 * itself stays short: tsx, which started this process, waits only a few
 * milliseconds for it to acknowledge a signal before it kills it outright.
 */
function onSignal(signal: NodeJS.Signals): void {
  stoppedBy ??= signal;
  running?.kill('SIGKILL');
}
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function parseFigures(json: string): Figures | undefined {
  try {
    const figures: unknown = JSON.parse(json);
    return figures !== null && typeof figures === 'object' ? (figures as Figures) : undefined;
  } catch {
    return undefined;
  }
}

/** benchEngine of `tree` in a fresh Node process; its figures, or an error with the end of its stderr. */
function measure(tree: string, label: string, quick: boolean, cold: boolean): Promise<Figures> {
  return new Promise((resolve, reject) => {
    if (stoppedBy) return reject(new Stopped(stoppedBy));
    const args = [RUNNER, tree, quick ? '--quick' : '--full', ...(cold ? ['--cold'] : [])];
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), ...args], {
      cwd: tree, // tsx reads the tree's own tsconfig
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running = undefined;
      if (stoppedBy) return reject(new Stopped(stoppedBy));
      const line = stdout.split('\n').find((l) => l.startsWith(FIGURES_MARKER));
      const figures = code === 0 && line ? parseFigures(line.slice(FIGURES_MARKER.length)) : undefined;
      if (figures) return resolve(figures);
      const why = signal ? `killed by ${signal}` : code !== 0 ? `exit code ${code}` : line ? 'figures not JSON' : 'printed no figures';
      const tail = (stderr.trim() || stdout.trim()).split('\n').slice(-15).join('\n');
      reject(new Error(`the ${label}'s bench failed (${why})${tail ? `:\n${tail}` : ''}`));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  let args;
  try {
    args = parseCompareArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`bench:compare: ${e.message}\n${COMPARE_USAGE.split('\n')[0]}  (--help says more)\n`);
      process.exitCode = 2;
      return;
    }
    throw e;
  }
  if (args === 'help') {
    process.stdout.write(COMPARE_USAGE + '\n');
    return;
  }
  const { rev, rounds: roundCount, quick, cold, json } = args;
  const commit = resolveRevision(rev);
  const working = describeWorkingTree();
  for (const s of SIGNALS) process.on(s, onSignal);
  const checkout = await checkOutTemporarily(commit);
  const say = (text: string) => (json ? process.stderr : process.stdout).write(text + '\n');
  try {
    const loadBefore = load();
    say(`revision ${rev} (${commit.slice(0, 10)}) in ${checkout.dir}, against the working tree (${working})`);
    say(`${roundCount} round${roundCount === 1 ? '' : 's'}, benchEngine(${quick ? 'quick' : 'full'}), ${cold ? 'cold (first run of each process)' : 'warm (after one unmeasured run)'}, load average ${loadBefore}\n`);
    const trees: Record<Side, { dir: string; label: string }> = {
      revision: { dir: checkout.dir, label: `revision ${rev}` },
      working: { dir: WORKING_TREE, label: 'working tree' },
    };
    const rounds: Round[] = [];
    for (let i = 0; i < roundCount; i++) {
      const order: Side[] = i % 2 === 0 ? ['revision', 'working'] : ['working', 'revision'];
      const figures = {} as Record<Side, Figures>;
      for (const side of order) {
        const t0 = Date.now();
        process.stderr.write(`round ${i + 1}/${roundCount}: ${trees[side].label}...`);
        figures[side] = await measure(trees[side].dir, trees[side].label, quick, cold);
        process.stderr.write(` ${seconds(Date.now() - t0)}\n`);
      }
      const r: Round = { first: order[0]!, revision: figures.revision, working: figures.working };
      rounds.push(r);
      if (!json) say(formatRound(i, roundCount, r) + '\n');
    }
    const summary = summarize(rounds);
    if (json) {
      const out = { revision: rev, commit, working, quick, cold, loadAverage: { before: Number(loadBefore), after: Number(load()) }, rounds, ...summary };
      process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    } else {
      say(formatSummary(summary, roundCount));
      say(`(load average ${loadBefore} before, ${load()} after)`);
    }
  } finally {
    checkout.remove();
  }
}

main()
  .catch((e: unknown) => {
    process.stderr.write(`\nbench:compare: ${e instanceof Error ? e.message : String(e)}\n`);
    const signal = e instanceof Stopped ? e.signal : stoppedBy;
    process.exitCode = signal ? 128 + osConstants.signals[signal] : 1;
  })
  .finally(() => {
    for (const s of SIGNALS) process.off(s, onSignal);
  });
