// The player's settings on the renderer side: read once at start through the
// bridge (settings:get), changed through settings:set, which stores them in
// the data folder (src/main/settings.ts), so they are the same in the next run.
//
// `tableQuality` is what the 3D table draws with on this page: the stored
// choice, unless the page was opened with ?quality=auto|high|low (tests and
// benches), which wins for this page only and is never stored.
import { create } from 'zustand';
import type { SettingsProblem, SettingsState, TableQuality } from '../../shared/settings-schema.js';
import { getBridge, type Bridge } from '../bridge.js';

// The renderer may not import values from main: the same three names, checked against main's type.
const QUALITIES = ['auto', 'high', 'low'] as const satisfies readonly TableQuality[];

/** The quality a page address asks for (`?quality=low`), or null when it names none or one that does not exist. */
export function qualityFromSearch(search: string): TableQuality | null {
  const asked = new URLSearchParams(search).get('quality');
  return (QUALITIES as readonly string[]).includes(asked ?? '') ? (asked as TableQuality) : null;
}

/** The quality the table draws with: the page's ?quality= when valid, else the stored one. */
export function effectiveQuality(stored: TableQuality, search: string): TableQuality {
  return qualityFromSearch(search) ?? stored;
}

export interface SettingsStore {
  /** What the table draws with on this page (read by the 3D table). */
  tableQuality: TableQuality;
  /** The choice kept between runs (what the settings dialog shows). */
  storedTableQuality: TableQuality;
  /** How many finished games the games list keeps (pinned ones and games in progress are always kept). */
  keepFinishedGames: number;
  /** The quality this page's address forces, or null. */
  pageQuality: TableQuality | null;
  /** Whether the stored settings have been read. */
  loaded: boolean;
  /** Why the stored settings could not be read (the defaults are in force), or null. */
  problem: SettingsProblem | null;
  /** Why the last change could not be made or stored, or null. */
  error: string | null;
  /** Where an unusable settings file was moved when a setting was changed, or null. */
  keptAside: string | null;
  load(): Promise<void>;
  setTableQuality(quality: TableQuality): Promise<void>;
  setKeepFinishedGames(count: number): Promise<void>;
}

/** The default of keepFinishedGames (src/main/settings-schema.ts, which the renderer may not import values from). */
export const DEFAULT_KEEP_FINISHED = 200;

const pageSearch = () => (typeof location === 'undefined' ? '' : location.search);

export function createSettingsStore(bridge: () => Bridge = getBridge, search: () => string = pageSearch) {
  return create<SettingsStore>()((set, get) => {
    const pageQuality = qualityFromSearch(search());
    /** Bumped by every change: a load that answers after a change must not undo it on screen. */
    let changes = 0;

    function show(state: SettingsState): void {
      set({
        storedTableQuality: state.settings.tableQuality,
        tableQuality: pageQuality ?? state.settings.tableQuality,
        keepFinishedGames: state.settings.keepFinishedGames ?? DEFAULT_KEEP_FINISHED,
        problem: state.problem,
        loaded: true,
      });
    }

    return {
      tableQuality: pageQuality ?? 'auto',
      storedTableQuality: 'auto',
      keepFinishedGames: DEFAULT_KEEP_FINISHED,
      pageQuality,
      loaded: false,
      problem: null,
      error: null,
      keptAside: null,

      async load() {
        const before = changes;
        try {
          const state = await bridge().call('settings:get', {});
          if (changes === before) show(state);
        } catch (err) {
          // The defaults stay in force; the dialog says why.
          set({ loaded: true, error: `Your settings could not be read: ${(err as Error).message}` });
        }
      },

      async setTableQuality(quality) {
        const mine = ++changes;
        const before = get().storedTableQuality;
        // Shown and drawn at once (a radio button must not spring back while the file is written).
        set({ storedTableQuality: quality, tableQuality: pageQuality ?? quality });
        try {
          const state = await bridge().call('settings:set', { tableQuality: quality });
          if (mine !== changes) return;
          show(state);
          set({ error: null, ...(state.keptAside ? { keptAside: state.keptAside } : {}) });
        } catch (err) {
          // Not stored: back to the choice that is, unless a later change replaced this one.
          if (mine === changes) set({ storedTableQuality: before, tableQuality: pageQuality ?? before });
          set({ error: (err as Error).message });
        }
      },

      async setKeepFinishedGames(count) {
        const mine = ++changes;
        const before = get().keepFinishedGames;
        set({ keepFinishedGames: count });
        try {
          const state = await bridge().call('settings:set', { keepFinishedGames: count });
          if (mine !== changes) return;
          show(state);
          set({ error: null, ...(state.keptAside ? { keptAside: state.keptAside } : {}) });
        } catch (err) {
          if (mine === changes) set({ keepFinishedGames: before });
          set({ error: (err as Error).message });
        }
      },
    };
  });
}

export const useSettings = createSettingsStore();
