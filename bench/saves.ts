// Save figures: time to save and to load one game, and its file size;
// listing ten large saves, and the longest stall of the main event loop
// meanwhile; the games list of 5,000 records (games-list.ts). `benchSaves(makeFinishedGame)` and `benchSaveListing(quick)` are
// wired into `npm run bench` (bench/index.ts); `tsx bench/saves.ts` runs them
// alone with a random finished 4-player game from the engine and prints JSON.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as engine from '../src/engine/index.js';
import { engineChecks } from '../src/main/saves/checks.js';
import { dummyGame } from '../src/main/saves/dummy-records-test-support.js';
import type { GameRecord } from '../src/main/saves/format.js';
import { SaveListRunner } from '../src/main/saves/list-runner.js';
import { SaveStore, type SaveStoreOptions } from '../src/main/saves/store.js';
import type { VerifyHook } from '../src/main/saves/document.js';
import { gamesListFigures } from './games-list.js';
import { contextWithHugeSaves, operationsOn, viewWaitDuring, type Wait } from '../src/main/huge-documents-test-support.js';

export interface SaveBench {
  /** Median time of SaveStore.save (validate, serialize, temp file, fsync, backup rotation, rename), ms. */
  saveMs: number;
  /** Median time of SaveStore.load (stat, read, JSON check, parse, schema, and `verify` when given), ms. */
  loadMs: number;
  /** Size of the save file, bytes. */
  bytes: number;
  runs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number) => Math.round(x * 100) / 100;

export async function benchSaves(
  makeFinishedGame: () => GameRecord,
  opts: { runs?: number; verify?: VerifyHook } = {},
): Promise<SaveBench> {
  const runs = opts.runs ?? 20;
  const dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-bench-saves-'));
  try {
    const store = new SaveStore(dir, { ...(opts.verify ? { verify: opts.verify } : {}), onWarning: () => undefined });
    const game = makeFinishedGame();
    // warm-up (also creates the file, so every timed save rotates backups as in play)
    await store.save('bench', { kind: 'game', game });
    const ok = await store.load('bench');
    if (!ok.ok) throw new Error(ok.error.message);
    const saveMs: number[] = [];
    const loadMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await store.save('bench', { kind: 'game', game });
      const t1 = performance.now();
      const res = await store.load('bench');
      const t2 = performance.now();
      if (!res.ok) throw new Error(res.error.message);
      saveMs.push(t1 - t0);
      loadMs.push(t2 - t1);
    }
    const bytes = (await fsp.stat(join(dir, 'bench.json'))).size;
    return { saveMs: round(median(saveMs)), loadMs: round(median(loadMs)), bytes, runs };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

export interface ListBench {
  /** Ten large saves listed as the app lists them (listing worker, started by this first listing), ms. */
  list10LargeMs: number;
  /** Longest stall of the main event loop during that listing, ms (perf_hooks monitorEventLoopDelay). */
  listMaxStallMs: number;
  /** The same listing again: nothing changed, so nothing is read again, ms. */
  listAgainMs: number;
  /** Size of each large save, bytes. */
  largeBytes: number;
  /** For comparison (full runs only): the same listing done on the main thread, and its longest stall, ms. */
  listInProcessMs?: number;
  listInProcessMaxStallMs?: number;
}

/** `run`'s duration and the longest main-loop stall while it ran, in ms. */
async function timedWithStall(run: () => Promise<unknown>): Promise<{ ms: number; maxStallMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const t0 = performance.now();
  await run();
  const ms = performance.now() - t0;
  h.disable();
  return { ms: round(ms), maxStallMs: round(h.max / 1e6) };
}

/**
 * Ten saves of about 7.6 MB, as large as the structural limits let a save's
 * structure be (limits.ts: a 2,000-move log, 1,814 texts of 4 KB in the
 * snapshot), listed with the app's checks. Their moves are synthetic, so the
 * replay refuses them at the first move and they are listed as damaged; the
 * reading, JSON check, parse and schema check of the whole file, which
 * dominate, are done in full.
 */
export async function benchSaveListing(quick: boolean): Promise<ListBench> {
  const dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-bench-list-'));
  const runner = new SaveListRunner();
  try {
    const opts: SaveStoreOptions = { ...engineChecks(engine), fsync: false, onWarning: () => undefined };
    const writer = new SaveStore(dir, opts);
    const game = dummyGame(2_000, { padBytes: 7_430_000 });
    for (let i = 0; i < 10; i++) await writer.save(`large ${i}`, { kind: 'game', game });
    const largeBytes = (await fsp.stat(join(dir, 'large 0.json'))).size;

    const store = new SaveStore(dir, { ...opts, checker: runner.check });
    const first = await timedWithStall(() => store.list());
    const again = await timedWithStall(() => store.list());
    const out: ListBench = { list10LargeMs: first.ms, listMaxStallMs: first.maxStallMs, listAgainMs: again.ms, largeBytes };
    if (!quick) {
      const inProcess = await timedWithStall(() => new SaveStore(dir, opts).list());
      out.listInProcessMs = inProcess.ms;
      out.listInProcessMaxStallMs = inProcess.maxStallMs;
    }
    return out;
  } finally {
    await runner.dispose();
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The listing figures under the keys of `npm run bench`. */
export async function saveListingFigures(quick: boolean): Promise<Record<string, number>> {
  const r = await benchSaveListing(quick);
  return {
    'save.list10LargeMs': r.list10LargeMs,
    'save.listMaxStallMs': r.listMaxStallMs,
    'save.listAgainMs': r.listAgainMs,
    'save.listLargeBytes': r.largeBytes,
    ...(r.listInProcessMs === undefined ? {} : { 'save.listInProcessMs': r.listInProcessMs }),
    ...(r.listInProcessMaxStallMs === undefined ? {} : { 'save.listInProcessMaxStallMs': r.listInProcessMaxStallMs }),
    ...(await hugeDocumentFigures()),
    ...(await gamesListFigures()),
  };
}

/**
 * The longest wait of an unqueued game:view (asked every 10 ms, counted from
 * when it was due) while the app lists, loads, imports, replays and saves over
 * a 19 MB save of 1.9 million keys (refused by the structural limits) and a
 * 19 MB save inside every limit (read, parsed and checked in full by the save
 * worker, then refused by its fingerprint); the first listing also starts
 * the save worker. The wait counts the machine's other load too; the main
 * thread's own CPU time per operation does not.
 */
export async function hugeDocumentFigures(): Promise<Record<string, number>> {
  const dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-bench-huge-'));
  const warn = console.warn;
  console.warn = () => undefined; // the store reports each refused file
  try {
    const { ctx, huge, large } = await contextWithHugeSaves(join(dir, 'data'));
    const max = (ws: Wait[]) => Math.max(...ws.map((w) => w.maxViewWaitMs));
    const hugeWaits: Wait[] = [];
    const largeWaits: Wait[] = [];
    for (const op of operationsOn('huge', huge)) hugeWaits.push(await viewWaitDuring(ctx, op));
    for (const op of operationsOn('large', large)) largeWaits.push(await viewWaitDuring(ctx, op));
    const ms = (what: string) => Math.max(...hugeWaits.filter((w) => w.what === what).map((w) => w.ms));
    return {
      'save.hugeLoadMaxViewWaitMs': max(hugeWaits),
      'save.largeLegalMaxViewWaitMs': max(largeWaits),
      'save.hugeMaxMainThreadCpuMs': Math.max(...[...hugeWaits, ...largeWaits].map((w) => w.mainThreadCpuMs)),
      'save.hugeLoadRefusedMs': ms('game:load huge'),
      'save.hugeImportRefusedMs': ms('game:import huge'),
    };
  } finally {
    console.warn = warn;
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** A random finished 4-player standard game from the engine, as a save record. */
export async function finishedFourPlayerGame(seed = 2024): Promise<GameRecord> {
  const config = {
    seats: [
      { clan: 'crane', controller: 'human', name: 'Player 1' },
      { clan: 'koi', controller: 'heuristic', name: 'Player 2' },
      { clan: 'tortoise', controller: 'heuristic', name: 'Player 3' },
      { clan: 'fox', controller: 'heuristic', name: 'Player 4' },
    ],
    mode: 'standard',
    palaceAlt: false,
    dragon: false,
    asymmetric: false,
  } as const satisfies import('../src/engine/core/types.js').GameConfig;
  let state = engine.createGame(config, seed);
  const actions: import('../src/engine/core/types.js').Action[] = [];
  let r = seed >>> 0;
  while (!engine.isGameOver(state)) {
    const legal = engine.legalActions(state);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const a = legal[r % legal.length]!;
    state = engine.applyAction(state, a);
    actions.push(a);
  }
  return {
    config: structuredClone(config) as GameRecord['config'],
    seed,
    actions,
    snapshot: state as unknown as Record<string, unknown>,
    hash: engine.stateHash(state),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const game = await finishedFourPlayerGame();
  const plain = await benchSaves(() => game);
  const verified = await benchSaves(() => game, { verify: engineChecks(engine).verify });
  process.stdout.write(
    JSON.stringify(
      {
        'saves.moves': game.actions.length,
        'saves.bytes': plain.bytes,
        'saves.saveMs': plain.saveMs,
        'saves.loadMs': plain.loadMs,
        'saves.loadWithReplayMs': verified.loadMs,
        ...(await saveListingFigures(process.argv.includes('--quick'))),
      },
      null,
      2,
    ) + '\n',
  );
}
