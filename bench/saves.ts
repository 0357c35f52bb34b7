// Save figures: time to save and to load one game, and its file size.
// `benchSaves(makeFinishedGame)` is wired into `npm run bench` (bench/index.ts)
// with a finished 4-player game; `tsx bench/saves.ts` runs it alone with a
// random finished 4-player game from the engine and prints JSON.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { GameRecord } from '../src/main/saves/format.js';
import { SaveStore, type VerifyHook } from '../src/main/saves/store.js';

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

/** A random finished 4-player standard game from the engine, as a save record. */
export async function finishedFourPlayerGame(seed = 2024): Promise<GameRecord> {
  const engine = await import('../src/engine/index.js');
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
  const { engineChecks } = await import('../src/main/saves/index.js');
  const engine = await import('../src/engine/index.js');
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
      },
      null,
      2,
    ) + '\n',
  );
}
