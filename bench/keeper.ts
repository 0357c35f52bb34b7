// What keeping every choice costs: a whole 4-player game (one person, three
// computer seats) played through the game driver, with the game keeper
// writing each choice to the game's journal and a checkpoint at each turn's
// end, as the app does. Per choice:
//   save.autosaveMainMs      p95 main-thread time (event-loop active time from
//                            the choice until its keeping, the turn's
//                            checkpoint included, is done)
//   save.autosaveMainMaxMs   the worst choice
//   save.checkpointMainMs    median main-thread time of a choice that wrote a checkpoint
//   save.checkpointShare     the share of choices that wrote one
//   save.autosaveWallMs      p95 time until the choice is on the disk (fsync)
//   save.journalBytesPerChoice  bytes one choice adds to the journal
//   save.checkpointBytes     size of the game's record after the last checkpoint
// `tsx bench/keeper.ts` runs it alone.
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { makeConfig } from '../src/engine/config.js';
import { engineChecks } from '../src/main/saves/checks.js';
import { GameRecordStore } from '../src/main/saves/game-records.js';
import { GameKeeper } from '../src/main/game/game-keeper.js';
import { Session } from '../src/main/game/session.js';
import { randomChoice } from '../src/engine/bots/random.js';
import * as engine from '../src/engine/index.js';

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
};
const round = (x: number) => Math.round(x * 1000) / 1000;

export async function benchKeeper(quick: boolean): Promise<Record<string, number>> {
  const dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-bench-keeper-'));
  try {
    const main: number[] = [];
    const withCheckpoint: number[] = [];
    const wall: number[] = [];
    let checkpointBytes = 0;
    const games = quick ? 1 : 3;
    for (let g = 0; g < games; g++) {
      const records = new GameRecordStore(join(dir, `games${g}`), { ...engineChecks(engine), onWarning: () => undefined });
      const keeper = new GameKeeper({ records, campaigns: null, campaignJournalDir: null });
      const session = new Session();
      const config = makeConfig({ players: 4 });
      session.newGame(config, 100 + g);
      keeper.keep({ kind: 'record' }, session);
      let r = 1 + g;
      while (session.decisionSeat() !== null) {
        const seat = session.decisionSeat()!;
        const c = randomChoice(session.state(), r);
        r = c.rngState;
        const move = session.apply(seat, c.action);
        const checkpoints = keeper.checkpoints;
        const elu = performance.eventLoopUtilization();
        const t0 = performance.now();
        await keeper.afterAction(session, move, (ply, at) => session.markSaved(ply, at));
        const kept = performance.now();
        await keeper.flush();
        const active = performance.eventLoopUtilization(elu).active;
        main.push(active);
        if (keeper.checkpoints > checkpoints) withCheckpoint.push(active);
        wall.push(kept - t0);
      }
      await records.close();
      const files = await fsp.readdir(join(dir, `games${g}`));
      const record = files.find((f) => f.endsWith('.json') && !f.startsWith('.'))!;
      checkpointBytes = (await fsp.stat(join(dir, `games${g}`, record))).size;
    }
    // One journal line per choice: the bytes of an average line, from a fresh journal of a whole game.
    const probe = new GameRecordStore(join(dir, 'probe'), { ...engineChecks(engine), fsync: false, onWarning: () => undefined });
    const session = new Session();
    session.newGame(makeConfig({ players: 4 }), 7);
    let lineBytes = 0;
    let n = 0;
    await probe.checkpoint('g-probe-00000000', { config: session.config(), seed: 7, actions: [], snapshot: session.state() as unknown as Record<string, unknown>, hash: engine.stateHash(session.state()) }, { name: 'probe', meta: { createdAt: new Date().toISOString(), pinned: false } });
    let r = 3;
    while (session.decisionSeat() !== null && n < 200) {
      const c = randomChoice(session.state(), r);
      r = c.rngState;
      const action = c.action;
      session.apply(session.decisionSeat()!, action);
      lineBytes += Buffer.byteLength(JSON.stringify({ at: n, action })) + 1;
      n++;
    }
    return {
      'save.autosaveMainMs': round(pct(main, 0.95)),
      'save.autosaveMainMedianMs': round(pct(main, 0.5)),
      'save.autosaveMainMaxMs': round(Math.max(...main)),
      'save.checkpointMainMs': round(pct(withCheckpoint, 0.5)),
      'save.checkpointShare': round(withCheckpoint.length / main.length),
      'save.autosaveWallMs': round(pct(wall, 0.95)),
      'save.autosaveChoices': main.length,
      'save.journalBytesPerChoice': Math.round(lineBytes / n),
      'save.checkpointBytes': checkpointBytes,
    };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchKeeper(process.argv.includes('--quick')), null, 2));
}
