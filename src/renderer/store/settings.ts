// The player's settings on the renderer side: read once at start through the
// bridge (settings:get), changed through settings:set, which stores them in
// the data folder (src/main/settings.ts), so they are the same in the next run.
//
// `tableQuality` is what the 3D table draws with on this page: the stored
// choice, unless the page was opened with ?quality=auto|high|low (tests and
// benches), which wins for this page only and is never stored.
import { create } from 'zustand';
import { isLocale, localeFromSystem, PSEUDO_LOCALE, type AnyLocale, type Locale } from '../../shared/i18n/locales.js';
import type { SettingsPatch, SettingsProblem, SettingsState, TableQuality } from '../../shared/settings-schema.js';
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
  /** What the page speaks: the page's ?lang=, else the stored language, else the system's where Ryozen speaks it. */
  language: AnyLocale;
  /** The language kept between runs, or null to follow the system's. */
  storedLanguage: Locale | null;
  setLanguage(language: Locale | null): Promise<void>;
}

/** The language a page address asks for (`?lang=ja`, or `?lang=en-XA` for the layout tests' pseudo-language), or null. */
export function languageFromSearch(search: string): AnyLocale | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLocale(asked) || asked === PSEUDO_LOCALE ? asked : null;
}

/** The system's language where Ryozen speaks it, else English. */
export function systemLocale(): Locale {
  return localeFromSystem(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The default of keepFinishedGames (src/main/settings-schema.ts, which the renderer may not import values from). */
export const DEFAULT_KEEP_FINISHED = 200;

const pageSearch = () => (typeof location === 'undefined' ? '' : location.search);

export function createSettingsStore(bridge: () => Bridge = getBridge, search: () => string = pageSearch) {
  return create<SettingsStore>()((set, get) => {
    const pageQuality = qualityFromSearch(search());
    const pageLanguage = languageFromSearch(search());
    /** Bumped by every change: a load that answers after a change must not undo it on screen. */
    let changes = 0;

    /**
     * Shows `shown` at once and stores `patch`; if it cannot be stored, puts
     * back `undo`, unless a later change replaced this one.
     */
    async function change(patch: SettingsPatch, shown: Partial<SettingsStore>, undo: Partial<SettingsStore>): Promise<void> {
      const mine = ++changes;
      set(shown);
      try {
        const state = await bridge().call('settings:set', patch);
        if (mine !== changes) return;
        show(state);
        set({ error: null, ...(state.keptAside ? { keptAside: state.keptAside } : {}) });
      } catch (err) {
        if (mine === changes) set(undo);
        set({ error: (err as Error).message });
      }
    }

    function show(state: SettingsState): void {
      set({
        storedTableQuality: state.settings.tableQuality,
        tableQuality: pageQuality ?? state.settings.tableQuality,
        keepFinishedGames: state.settings.keepFinishedGames ?? DEFAULT_KEEP_FINISHED,
        storedLanguage: state.settings.language ?? null,
        language: pageLanguage ?? state.settings.language ?? systemLocale(),
        problem: state.problem,
        loaded: true,
      });
    }

    return {
      tableQuality: pageQuality ?? 'auto',
      storedTableQuality: 'auto',
      keepFinishedGames: DEFAULT_KEEP_FINISHED,
      language: pageLanguage ?? systemLocale(),
      storedLanguage: null,
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

      setTableQuality(quality) {
        const before = get().storedTableQuality;
        // Shown and drawn at once (a radio button must not spring back while the file is written).
        return change(
          { tableQuality: quality },
          { storedTableQuality: quality, tableQuality: pageQuality ?? quality },
          { storedTableQuality: before, tableQuality: pageQuality ?? before },
        );
      },

      setKeepFinishedGames(count) {
        return change({ keepFinishedGames: count }, { keepFinishedGames: count }, { keepFinishedGames: get().keepFinishedGames });
      },

      setLanguage(language) {
        const { storedLanguage, language: before } = get();
        return change(
          { language },
          { storedLanguage: language, language: pageLanguage ?? language ?? systemLocale() },
          { storedLanguage, language: before },
        );
      },
    };
  });
}

export const useSettings = createSettingsStore();
