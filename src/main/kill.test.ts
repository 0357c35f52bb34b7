// The kill test: "every choice that was answered survives a crash or kill of
// the app". A child process runs the app's services (kill-child-test-support.ts) and plays
// a game, then a story campaign, through the channel table; it is killed with
// SIGKILL at seeded random moments, RYOZEN_KILLS times in all (default 200:
// 120 in the game, 80 in the campaign). After every kill the next child
// continues as a restarted app would, and must come back at the last choice
// the killed one reported kept or later, in the very same position (same
// game, same state hash at that ply): no answered choice is ever lost.
import { spawn } from 'node:child_process';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom as rng } from './random-test-support.js';

const KILLS = Math.max(2, Number(process.env.RYOZEN_KILLS ?? 200));
const here = dirname(fileURLToPath(import.meta.url));

type Line = { kind: 'resumed' | 'kept' | 'finished'; game: string; ply: number; hash: string } | { kind: 'over'; game: string };

/** The child runs as an esbuild bundle (fast to start); RYOZEN_KILL_LOADER=tsx runs the source through tsx. */
async function childCommand(outDir: string): Promise<string[]> {
  const source = join(here, 'kill-child-test-support.ts');
  if (process.env.RYOZEN_KILL_LOADER !== 'tsx') {
    const esbuild = await import('esbuild');
    const outfile = join(outDir, 'kill-child.mjs');
    await esbuild.build({
      entryPoints: [source],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'silent',
      // Packages that load by require() in an ES module bundle.
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    return [outfile];
  }
  return ['--import', 'tsx', source];
}

/** One run of the child: its lines, and how it ended. `killAfterMs` counts from its "resumed" line. */
function runChild(args: string[], killAfterMs: number): Promise<{ lines: Line[]; signal: NodeJS.Signals | null; code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: Line[] = [];
    let buf = '';
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const text = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const m = /^(resumed|kept|finished) (\S+) (\d+) (\S+)$/.exec(text);
        if (m) {
          lines.push({ kind: m[1] as 'resumed' | 'kept' | 'finished', game: m[2]!, ply: Number(m[3]), hash: m[4]! });
          if (m[1] === 'resumed' && !timer) timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        } else if (text.startsWith('over ')) lines.push({ kind: 'over', game: text.slice(5) });
        else if (text.startsWith('error ')) stderr += `${text}\n`;
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (stderr += d));
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    // 'close', not 'exit': the last lines may still be in the pipe at exit.
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      if (timer) clearTimeout(timer);
      resolve({ lines, signal, code, stderr });
    });
  });
}

describe('kill safety: every answered choice is kept', () => {
  let dir: string;
  let args: string[];
  beforeAll(async () => {
    dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-kill-'));
    args = await childCommand(dir);
  });
  afterAll(async () => {
    await fsp.rm(dir, { recursive: true, force: true });
  });

  for (const [mode, share] of [['game', 0.6], ['campaign', 0.4]] as const) {
    const kills = Math.max(1, Math.round(KILLS * share));
    it(`${mode}: ${kills} SIGKILLs, no answered choice lost`, async () => {
      const dataDir = join(dir, mode);
      // Few finished games kept, so each restart lists (and checks) a handful of records, not every game played.
      await fsp.mkdir(dataDir, { recursive: true });
      await fsp.writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, keepFinishedGames: 10 }));
      const random = rng(mode === 'game' ? 0x5eed : 0xca4e);
      // What the killed runs reported kept: per game, the hash at each ply.
      const kept = new Map<string, Map<number, string>>();
      let last: { game: string; ply: number } | null = null;
      const finished = new Set<string>();
      const stats = { kills: 0, choicesKept: 0, resumedAhead: 0, lost: 0 };
      for (let k = 0; stats.kills < kills && k < kills * 3; k++) {
        // Mostly within half a second of a choice being answered; now and then at once.
        // Within half a second of a choice being answered (choices are answered many times a second), now and then at once.
        const run = await runChild([...args, dataDir, mode, String(k + 1)], random() < 0.1 ? Math.floor(random() * 20) : 20 + Math.floor(random() * 500));
        expect(run.stderr, run.stderr).not.toMatch(/kill-child:|^error /m);
        // A game recorded as finished holds every choice reported kept, in the same positions.
        for (const f of run.lines) {
          if (f.kind !== 'finished') continue;
          const plies = kept.get(f.game);
          if (plies) expect(f.ply, `run ${k}: a finished game lost choices`).toBeGreaterThanOrEqual(Math.max(...plies.keys()));
          if (plies?.has(f.ply)) expect(f.hash).toBe(plies.get(f.ply));
          finished.add(f.game);
        }
        const resumed = run.lines.find((l) => l.kind === 'resumed');
        expect(resumed, `run ${k} said nothing (${run.stderr})`).toBeDefined();
        if (resumed?.kind !== 'resumed') continue;
        // The restarted app is where the killed one left: the same game, at its last kept choice or later.
        // (A game that no choice was made in yet has nothing to keep: a new game may start instead.)
        if (last && !finished.has(last.game) && last.ply > 0) {
          expect(resumed.game, `run ${k} continued another game`).toBe(last.game);
          if (resumed.ply < last.ply) stats.lost += last.ply - resumed.ply;
          expect(resumed.ply).toBeGreaterThanOrEqual(last.ply);
          if (resumed.ply > last.ply) stats.resumedAhead++;
        }
        const known = kept.get(resumed.game)?.get(resumed.ply);
        if (known !== undefined) expect(resumed.hash, `run ${k}: same ply, another position`).toBe(known);
        for (const line of run.lines) {
          if (line.kind === 'finished') continue;
          if (line.kind === 'over') {
            finished.add(line.game);
            continue;
          }
          let plies = kept.get(line.game);
          if (!plies) kept.set(line.game, (plies = new Map()));
          // A ply taken back by no one must never change its position between runs.
          const before = plies.get(line.ply);
          if (before !== undefined && line.kind === 'kept') expect(line.hash).toBe(before);
          plies.set(line.ply, line.hash);
          if (line.kind === 'kept') stats.choicesKept++;
          last = { game: line.game, ply: line.ply };
        }
        if (run.signal === 'SIGKILL') stats.kills++;
        else if (mode === 'campaign' && run.code === 0) break; // the whole campaign was played
      }
      console.log(`kill test (${mode}): ${stats.kills} kills, ${stats.choicesKept} choices answered, ${stats.lost} lost, ${stats.resumedAhead} resumed past the last reported choice`);
      expect(stats.lost).toBe(0);
      expect(stats.kills).toBeGreaterThanOrEqual(Math.min(kills, 1));
      expect(stats.choicesKept).toBeGreaterThan(stats.kills);
    }, 900_000);
  }
});
