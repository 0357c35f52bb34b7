// Builds the ApiContext the channel handlers run against: the one Session and
// the services around it. Electron (electron/main.ts) and the web host
// (web-host.ts) both call this, so both bridges serve the same app.
import type { ApiContext, SaveService } from './api.js';
import { Session } from './session.js';

export interface AppContextOptions {
  /** The data folder (RYOZEN_DATA_DIR or Electron userData); saves live under it. */
  dataDir: string;
  /** Overrides the saves service (tests). */
  saves?: SaveService | null;
  session?: Session;
}

export function createAppContext(opts: AppContextOptions): ApiContext & { dataDir: string } {
  return {
    dataDir: opts.dataDir,
    session: opts.session ?? new Session(),
    // The saves service (src/main/saves) is wired here once it lands; until
    // then game:list/save/load answer 'saves-unavailable'.
    saves: opts.saves ?? null,
  };
}
