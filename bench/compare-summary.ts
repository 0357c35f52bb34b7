// The pure half of `npm run bench:compare` (bench/compare.ts): its arguments,
// and the summary of the rounds' figures (medians, ratios, the report's text).

export const DEFAULT_ROUNDS = 5;

export const COMPARE_USAGE = `usage: npm run bench:compare -- <rev> [--rounds N] [--full] [--cold] [--json]

Compares the engine bench (benchEngine of bench/engine.ts) of a git revision
with the working tree's, uncommitted changes included. The revision is checked
out into a temporary git worktree (removed afterwards), whose node_modules is a
symlink to the working tree's: the revision runs with today's dependencies,
not its own lock file's. Each measurement runs in a fresh Node process; the
rounds alternate which tree goes first, so that a machine's drifting load
falls on both. Compare by games per CPU-second: the wall-time figures drop
with the load of a shared machine, the CPU-time ones much less.

Each process runs the bench once unmeasured before the measured run, so that
both trees are compared warm: in a process's first seconds most CPU time goes
to the compiler (on its own threads, but charged to the process), and that
grows with the amount of code loaded, not with the speed of a game.

  <rev>         any revision git knows (a hash, a branch, a tag, HEAD~3)
  --rounds N    rounds of (revision, working tree); default ${DEFAULT_ROUNDS}
  --quick       the bench's quick mode (about 5 s a measurement); the default
  --full        the bench's full mode (about 15 s a measurement)
  --cold        measure the first run of each process (no warm-up run)
  --json        one JSON object on stdout instead of the tables
  -h, --help    this text`;

export interface CompareArgs {
  rev: string;
  rounds: number;
  quick: boolean;
  /** Measure each process's first run, compiler warm-up included. */
  cold: boolean;
  json: boolean;
}

export class UsageError extends Error {}

/** The command line after `--`; `help` when help was asked for. Throws UsageError for anything else it cannot read. */
export function parseCompareArgs(argv: readonly string[]): CompareArgs | 'help' {
  let rev: string | undefined;
  let rounds = DEFAULT_ROUNDS;
  let quick = true;
  let cold = false;
  let json = false;
  if (argv.includes('-h') || argv.includes('--help')) return 'help';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--quick') quick = true;
    else if (arg === '--full') quick = false;
    else if (arg === '--json') json = true;
    else if (arg === '--cold') cold = true;
    else if (arg === '--rounds' || arg.startsWith('--rounds=')) {
      const value = arg === '--rounds' ? argv[++i] : arg.slice('--rounds='.length);
      if (value === undefined || !/^[1-9][0-9]*$/.test(value)) throw new UsageError(`--rounds wants a whole number of at least 1, not ${value ?? 'nothing'}`);
      rounds = Number(value);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (rev !== undefined) throw new UsageError(`one revision only (got ${rev} and ${arg})`);
    else rev = arg;
  }
  if (rev === undefined) throw new UsageError('which revision? e.g. npm run bench:compare -- HEAD~1');
  return { rev, rounds, quick, cold, json };
}

/** Starts the line on which bench/engine-runner.ts prints its figures (JSON). */
export const FIGURES_MARKER = 'bench-compare-figures ';

export type Figures = Record<string, number | string>;
export type Side = 'revision' | 'working';

export interface Round {
  /** Which tree was measured first in this round. */
  first: Side;
  revision: Figures;
  working: Figures;
}

export interface FigureSummary {
  figure: string;
  /** Medians over the rounds; null when a tree has no numeric value for the figure. */
  revision: number | null;
  working: number | null;
  /** working / revision; null when either median is missing or the revision's is 0. */
  ratio: number | null;
  /**
   * Each round's own ratio working/revision (the two measured one after the
   * other): their median, lowest and highest; null when no round has both.
   */
  perRound: { median: number; low: number; high: number } | null;
  better: 'higher' | 'lower';
}

export interface CompareSummary {
  figures: FigureSummary[];
  /**
   * The headline: the median of the rounds' own ratios of
   * engine.randomGamesPerCpuSec. Each round's pair runs back to back, so a
   * machine whose speed drifts from minute to minute moves both of a pair; the
   * ratio of the two sides' medians mixes measurements minutes apart.
   */
  gamesPerCpuSecRatio: number | null;
  gamesPerCpuSecAllFlagsRatio: number | null;
}

export const GAMES_PER_CPU_SEC = 'engine.randomGamesPerCpuSec';
export const GAMES_PER_CPU_SEC_ALL_FLAGS = 'engine.randomGamesPerCpuSecAllFlags';

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Times (µs, ms) are better lower; rates and everything else, higher. */
export const betterDirection = (figure: string): 'higher' | 'lower' => (/(Us|Ms)$/.test(figure) ? 'lower' : 'higher');

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/** Every figure either tree reported, in the order the bench reports them. */
function figureNames(rounds: readonly Round[]): string[] {
  const names = new Set<string>();
  for (const r of rounds) for (const key of [...Object.keys(r.working), ...Object.keys(r.revision)]) names.add(key);
  return [...names];
}

export function summarize(rounds: readonly Round[]): CompareSummary {
  const figures = figureNames(rounds).map((figure): FigureSummary => {
    const side = (s: Side) =>
      median(rounds.map((r) => r[s][figure]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v)));
    const revision = side('revision');
    const working = side('working');
    const ratio = revision !== null && working !== null && revision !== 0 ? round4(working / revision) : null;
    const ratios = rounds.flatMap((r) => {
      const [a, b] = [r.revision[figure], r.working[figure]];
      return typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b) && a !== 0 ? [b / a] : [];
    });
    const perRound = ratios.length ? { median: round4(median(ratios)!), low: round4(Math.min(...ratios)), high: round4(Math.max(...ratios)) } : null;
    return {
      figure,
      revision: revision === null ? null : round2(revision),
      working: working === null ? null : round2(working),
      ratio,
      perRound,
      better: betterDirection(figure),
    };
  });
  const ratioOf = (name: string) => figures.find((f) => f.figure === name)?.perRound?.median ?? null;
  return { figures, gamesPerCpuSecRatio: ratioOf(GAMES_PER_CPU_SEC), gamesPerCpuSecAllFlagsRatio: ratioOf(GAMES_PER_CPU_SEC_ALL_FLAGS) };
}

const show = (v: number | string | null | undefined): string => (v === null || v === undefined ? '-' : String(v));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => '  ' + r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('   ').trimEnd()).join('\n');
}

/** One round's figures, both trees side by side. */
export function formatRound(index: number, total: number, r: Round, figures: readonly string[] = figureNames([r])): string {
  const rows = [['figure', 'revision', 'working'], ...figures.map((f) => [f, show(r.revision[f]), show(r.working[f])])];
  return `round ${index + 1}/${total} (${r.first === 'revision' ? 'revision' : 'working tree'} first)\n${table(rows)}`;
}

export const formatRatio = (ratio: number | null): string => (ratio === null ? '-' : `${ratio.toFixed(2)}x`);

/** "1.31x (1.12-1.78)": the median of the rounds' ratios and their range. */
const formatPerRound = (r: FigureSummary['perRound']): string =>
  r === null ? '-' : r.low === r.high ? formatRatio(r.median) : `${formatRatio(r.median)} (${r.low.toFixed(2)}-${r.high.toFixed(2)})`;

/** The summary table and the headline sentence. */
export function formatSummary(summary: CompareSummary, roundCount: number): string {
  const rows = [
    ['figure', 'revision', 'working', 'working/revision', 'rounds\' ratios', 'better'],
    ...summary.figures.map((f) => [f.figure, show(f.revision), show(f.working), formatRatio(f.ratio), formatPerRound(f.perRound), f.better]),
  ];
  const range = summary.figures.find((f) => f.figure === GAMES_PER_CPU_SEC)?.perRound;
  const headline =
    summary.gamesPerCpuSecRatio === null
      ? `no ${GAMES_PER_CPU_SEC} figure from both trees to compare`
      : `working tree: ${formatRatio(summary.gamesPerCpuSecRatio)} the revision's games per CPU-second` +
        ` (median of the rounds' own ratios${range && roundCount > 1 ? `, ${range.low.toFixed(2)}-${range.high.toFixed(2)}` : ''}` +
        (summary.gamesPerCpuSecAllFlagsRatio === null ? ')' : `; all flags: ${formatRatio(summary.gamesPerCpuSecAllFlagsRatio)})`);
  return `medians of ${roundCount} round${roundCount === 1 ? '' : 's'}, and of each round's ratio\n${table(rows)}\n\n${headline}`;
}
