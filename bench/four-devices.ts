// The table the seat benches share (net.ts, seat-flood.ts): the web host with
// a stand-in renderer, four people, every seat a device joined over loopback
// (127.0.0.2), the desktop's own client beside them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameConfig } from '../src/engine/core/types.js';
import type { Thinker } from '../src/main/game/bot-service.js';
import { startWebHost, type WebHost } from '../src/main/web-host.js';
import { standInRenderer } from '../src/main/web-host-test-support.js';

export const FOUR_PEOPLE: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aki' },
    { clan: 'koi', controller: 'human', name: 'Ben' },
    { clan: 'tortoise', controller: 'human', name: 'Chi' },
    { clan: 'fox', controller: 'human', name: 'Dai' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

export const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
};

/** A web host in a folder of its own, with a page that is only a title (the benches drive its sockets); `close` removes the folder. */
export async function benchHost(name: string, thinker: Thinker | null): Promise<{ host: WebHost; close: () => Promise<void> }> {
  const tmp = mkdtempSync(join(tmpdir(), `ryozen-bench-${name}-`));
  const renderer = standInRenderer(tmp);
  const host = await startWebHost({ port: 0, dataDir: join(tmp, 'data'), rendererDir: renderer, saves: null, thinker, botPauseMs: 0, lanHost: '127.0.0.2' });
  return {
    host,
    close: async () => {
      await host.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
