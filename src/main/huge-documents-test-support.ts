// How long an unqueued game:view waits while the main side handles a huge or
// large document (load, import, replay, save over it, list), measured as the
// web host meets it: a view request every 10 ms, its wait counted from the
// moment it was due to the moment it is answered, so a stalled main thread
// shows as the full stall. Used by huge-documents.test.ts and bench/saves.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeConfig } from '../engine/config.js';
import { channels, type ApiContext, type ChannelTable } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';
import { hugeDocument, largeLegalDocument } from './hostile-documents-test-support.js';
import { dispatch, type Sender } from './contract/ipc-guard.js';
import { savesDir } from './paths.js';

const SENDER: Sender = { kind: 'web', authenticated: true };
const table = channels as ChannelTable;

export interface Operation {
  what: string;
  channel: string;
  payload: unknown;
}

export interface Wait {
  what: string;
  /** The channel's reply: ok, or the refusal's code. */
  outcome: string;
  ms: number;
  maxViewWaitMs: number;
  views: number;
  /**
   * CPU time the main thread spent meanwhile, the view answers included: what
   * the operation costs the main side, apart from the machine's other load.
   */
  mainThreadCpuMs: number;
}

// process.threadCpuUsage (Node 23.9+): this thread's CPU time alone, unlike cpuUsage.
const threadCpu = (): number => {
  const u = (process as unknown as { threadCpuUsage(): { user: number; system: number } }).threadCpuUsage();
  return (u.user + u.system) / 1000;
};

/** Runs `op` while asking for game:view every 10 ms; the longest wait for an answer. */
export async function viewWaitDuring(ctx: ApiContext, op: Operation): Promise<Wait> {
  let done = false;
  let max = 0;
  let views = 0;
  const probe = new Promise<void>((resolve) => {
    const next = () => {
      if (done) return resolve();
      const due = performance.now() + 10;
      setTimeout(() => {
        void dispatch(table, ctx, 'game:view', {}, SENDER).then((r) => {
          if (!r.ok) throw new Error(`game:view refused: ${r.error.message}`);
          views++;
          max = Math.max(max, performance.now() - due);
          next();
        });
      }, 10);
    };
    next();
  });
  const t0 = performance.now();
  const cpu0 = threadCpu();
  const reply = await dispatch(table, ctx, op.channel, op.payload, SENDER);
  const ms = performance.now() - t0;
  done = true;
  await probe;
  const cpu = threadCpu() - cpu0;
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return { what: op.what, outcome: reply.ok ? 'ok' : reply.error.code, ms: Math.round(ms), maxViewWaitMs: round1(max), views, mainThreadCpuMs: round1(cpu) };
}

/** A context with a game in play and, in its saves folder, `huge` (19 MB, 1.9 million keys) and `large` (19 MB inside every limit). */
export async function contextWithHugeSaves(dataDir: string): Promise<{ ctx: ApiContext; huge: string; large: string }> {
  const ctx = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });
  const started = await dispatch(table, ctx, 'game:new', { config: makeConfig({ players: 2 }), seed: 3 }, SENDER);
  if (!started.ok) throw new Error(started.error.message);
  const dir = savesDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const huge = hugeDocument();
  const large = largeLegalDocument();
  writeFileSync(path.join(dir, 'huge.json'), huge);
  writeFileSync(path.join(dir, 'large.json'), large);
  return { ctx, huge, large };
}

/** Every way a document reaches the main side, for the slot `slot` and its text. */
export function operationsOn(slot: string, text: string): Operation[] {
  return [
    { what: `game:list with ${slot}`, channel: 'game:list', payload: {} },
    { what: `game:load ${slot}`, channel: 'game:load', payload: { name: slot } },
    { what: `game:import ${slot}`, channel: 'game:import', payload: { text } },
    { what: `replay:open ${slot}`, channel: 'replay:open', payload: { source: { kind: 'save', name: slot } } },
    { what: `game:save over ${slot}`, channel: 'game:save', payload: { name: slot } },
  ];
}
