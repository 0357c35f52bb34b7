// The games list at size: 5,000 game records (about 2 in 5 in progress with a
// few choices in their journals, 3 in 10 pinned, the rest finished), listed
// through the app's gate as the title screen and the games list ask for it.
// `save.list5000RebuildMs`: the first listing ever (no index yet: every file
// read and replayed in the save worker); `save.list5000FirstMs`: the first
// listing after a restart (goal <= 1000); `save.newGameDuringList5000Ms`: how
// long a game:new sent just after that listing began waited for its answer;
// `save.last5000Ms`: what the title screen asks first after that restart, the
// game or campaign played last (games:last), which never lists every record.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as engine from '../src/engine/index.js';
import type { Action, GameConfig } from '../src/engine/core/types.js';
import { createAppContext } from '../src/main/app-context.js';
import type { Sender } from '../src/main/contract/ipc-guard.js';
import { engineChecks } from '../src/main/saves/checks.js';
import type { GameRecord } from '../src/main/saves/format.js';
import { GameRecordStore, newRecordId } from '../src/main/saves/game-records.js';

const DESK: Sender = { kind: 'web', authenticated: true };
const RECORDS = 5_000;

const CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'human', name: 'Ren' },
    { clan: 'tortoise', controller: 'human', name: 'Emi' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

/** A real game of `seed`: its first `moves` choices (all of it when `moves` is Infinity), and the next few. */
function playedGame(seed: number, moves: number): { game: GameRecord; next: Action[] } {
  let state = engine.createGame(CONFIG, seed);
  const actions: Action[] = [];
  let r = seed >>> 0;
  const step = () => {
    const legal = engine.legalActions(state);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const a = legal[r % legal.length]!;
    state = engine.applyAction(state, a);
    return a;
  };
  while (actions.length < moves && !engine.isGameOver(state)) actions.push(step());
  const game: GameRecord = { config: structuredClone(CONFIG) as GameRecord['config'], seed, actions: [...actions], snapshot: state as unknown as Record<string, unknown>, hash: engine.stateHash(state) };
  const next: Action[] = [];
  for (let i = 0; i < 3 && !engine.isGameOver(state); i++) next.push(step());
  return { game, next };
}

export async function writeRecords(gamesDir: string): Promise<void> {
  const store = new GameRecordStore(gamesDir, { ...engineChecks(engine), fsync: false, onWarning: () => undefined });
  const playing = Array.from({ length: 8 }, (_, i) => playedGame(100 + i, 30 + i));
  const finished = Array.from({ length: 4 }, (_, i) => playedGame(200 + i, Infinity).game);
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < RECORDS; i++) {
    const id = newRecordId(new Date(start + i * 60_000));
    const meta = { createdAt: new Date(start + i * 60_000).toISOString(), pinned: i % 10 < 3 };
    if (i % 5 < 2) {
      const { game, next } = playing[i % playing.length]!;
      await store.checkpoint(id, game, { name: `Game ${i}`, meta });
      for (const [k, action] of next.entries()) await store.append(id, { at: game.actions.length + k, action });
    } else {
      await store.checkpoint(id, finished[i % finished.length]!, { name: `Game ${i}`, meta });
    }
  }
  await store.close();
}

export async function gamesListFigures(): Promise<Record<string, number>> {
  const dataDir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-bench-games-'));
  const warn = console.warn;
  console.warn = () => undefined; // the first listing reports the index it builds
  try {
    await writeRecords(join(dataDir, 'saves', 'games'));
    const firstEver = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });
    const t0 = performance.now();
    const built = await firstEver.gate.call('games:list', {}, DESK);
    const rebuildMs = performance.now() - t0;
    if (!built.ok) throw new Error(built.error.message);

    // A restart: a new context on the same folder.
    const ctx = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });
    await ctx.startup;
    const tLast = performance.now();
    const last = await ctx.gate.call('games:last', {}, DESK);
    const lastMs = performance.now() - tLast;
    if (!last.ok || last.result === null) throw new Error('games:last found no game in progress');
    const t1 = performance.now();
    const listing = ctx.gate.call('games:list', {}, DESK).then((r) => ({ r, ms: performance.now() - t1 }));
    const t2 = performance.now();
    const newGame = ctx.gate.call('game:new', { config: CONFIG, seed: 7 }, DESK).then((r) => ({ r, ms: performance.now() - t2 }));
    const [list, fresh] = await Promise.all([listing, newGame]);
    if (!list.r.ok) throw new Error(list.r.error.message);
    if (!fresh.r.ok) throw new Error(fresh.r.error.message);
    const games = (list.r.result as { games: unknown[] }).games.length;
    if (games < RECORDS) throw new Error(`listed ${games} of ${RECORDS} games`);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      'save.list5000RebuildMs': round(rebuildMs),
      'save.list5000FirstMs': round(list.ms),
      'save.newGameDuringList5000Ms': round(fresh.ms),
      'save.last5000Ms': round(lastMs),
    };
  } finally {
    console.warn = warn;
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}
