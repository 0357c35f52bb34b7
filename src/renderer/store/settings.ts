// The player's settings on the renderer side: read once at start through the
// bridge (settings:get), changed through settings:set, which stores them in
// the data folder (src/main/settings.ts), so they are the same in the next run.
//
// `tableQuality` is what the 3D table draws with on this page: the stored
// choice, unless the page was opened with ?quality=auto|high|low (tests and
// benches), which wins for this page only and is never stored.
//
// The sound settings (volumes, mute) are played with by src/renderer/sound
// (useTableSounds.ts follows this store); failures are kept as they came, and
// the settings dialog says them in the page's language.
//
// `language` is the language the page speaks now: a language asked for (by
// the stored settings, or a choice in Settings) takes over only once its
// messages are loaded (languages.ts), so no word is ever shown as its id.
import { create } from 'zustand';
import { isLocale, localeFromSystem, PSEUDO_LOCALE, type AnyLocale, type Locale } from '../../shared/i18n/locales.js';
import type { SettingsPatch, SettingsProblem, SettingsState, TableQuality } from '../../shared/settings-schema.js';
import { getBridge, type Bridge } from '../bridge.js';
import { loadLanguage } from '../languages.js';

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

/** A failure the settings dialog reports: its words are said there, in the page's language (sayError). */
export interface SettingsFailure {
  /**
   * 'read': the stored settings could not be read (the defaults are in force); 'write': a change was not stored;
   * 'language': the messages of the language asked for could not be loaded (the page stays in the one it speaks).
   */
  during: 'read' | 'write' | 'language';
  /** What the bridge threw (a BridgeError, with words when the main side gave them), or the failed load's error. */
  cause: unknown;
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
  /** Why the stored settings could not be read, or the last change could not be made or stored, or null. */
  error: SettingsFailure | null;
  /** Where an unusable settings file was moved when a setting was changed, or null. */
  keptAside: string | null;
  /** Reads the stored settings; resolves once the page can speak the language in force. */
  load(): Promise<void>;
  setTableQuality(quality: TableQuality): Promise<void>;
  setKeepFinishedGames(count: number): Promise<void>;
  /**
   * What the page speaks: the page's ?lang=, else the stored language, else the system's where Ryozen speaks it;
   * a language asked for takes over once its messages are loaded.
   */
  language: AnyLocale;
  /** The language kept between runs, or null to follow the system's. */
  storedLanguage: Locale | null;
  setLanguage(language: Locale | null): Promise<void>;
  /** Every sound's volume, 0..1 (sound/player.ts). */
  masterVolume: number;
  /** The table's sounds' volume, 0..1. */
  effectsVolume: number;
  /** The music's volume, 0..1. */
  musicVolume: number;
  /** No sound at all (the volumes are kept). */
  muted: boolean;
  setMasterVolume(volume: number): Promise<void>;
  setEffectsVolume(volume: number): Promise<void>;
  setMusicVolume(volume: number): Promise<void>;
  setMuted(muted: boolean): Promise<void>;
}

/** The sound settings' defaults (src/shared/settings-schema.ts DEFAULT_SOUND, not imported: it would bring zod; the test checks they agree). */
export const DEFAULT_VOLUMES = { masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false } as const;

/** A volume the settings accept: 0..1, in steps of a hundredth (a slider's value may carry float noise). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
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

/** The default of keepFinishedGames (src/shared/settings-schema.ts, which the renderer does not import values from: it would bring zod). */
export const DEFAULT_KEEP_FINISHED = 200;

const pageSearch = () => (typeof location === 'undefined' ? '' : location.search);

export function createSettingsStore(bridge: () => Bridge = getBridge, search: () => string = pageSearch, load: (language: AnyLocale) => Promise<void> = loadLanguage) {
  return create<SettingsStore>()((set, get) => {
    const pageQuality = qualityFromSearch(search());
    const pageLanguage = languageFromSearch(search());
    /** Bumped by every change: a load that answers after a change must not undo it on screen. */
    let changes = 0;
    /** Bumped by every language asked for: one whose messages arrive after a later one was asked is not shown. */
    let asked = 0;

    /** Speaks `language` once its messages are loaded; until then the page stays in the one it speaks. */
    async function speak(language: AnyLocale): Promise<void> {
      const mine = ++asked;
      try {
        await load(language);
      } catch (cause) {
        if (mine === asked) set({ error: { during: 'language', cause } });
        return;
      }
      if (mine === asked && get().language !== language) set({ language });
    }

    /**
     * Shows `shown` at once (and speaks `language` once loaded) and stores
     * `patch`; if it cannot be stored, puts back `undo`, unless a later
     * change replaced this one.
     */
    async function change(patch: SettingsPatch, shown: Partial<SettingsStore>, undo: Partial<SettingsStore>, language?: AnyLocale): Promise<void> {
      const mine = ++changes;
      set(shown);
      const spoken = language === undefined ? null : speak(language);
      try {
        const state = await bridge().call('settings:set', patch);
        if (mine !== changes) return void (await spoken);
        const again = show(state);
        set({ error: null, ...(state.keptAside ? { keptAside: state.keptAside } : {}) });
        await Promise.all([spoken, again]);
      } catch (err) {
        if (mine === changes) {
          // The language still loading is not shown after all: `undo` holds the one spoken before.
          if (language !== undefined) asked++;
          set(undo);
        }
        set({ error: { during: 'write', cause: err } });
      }
    }

    /** Shows the stored settings; resolves once their language is spoken. */
    function show(state: SettingsState): Promise<void> {
      set({
        storedTableQuality: state.settings.tableQuality,
        tableQuality: pageQuality ?? state.settings.tableQuality,
        keepFinishedGames: state.settings.keepFinishedGames ?? DEFAULT_KEEP_FINISHED,
        storedLanguage: state.settings.language ?? null,
        masterVolume: state.settings.masterVolume ?? DEFAULT_VOLUMES.masterVolume,
        effectsVolume: state.settings.effectsVolume ?? DEFAULT_VOLUMES.effectsVolume,
        musicVolume: state.settings.musicVolume ?? DEFAULT_VOLUMES.musicVolume,
        muted: state.settings.muted ?? DEFAULT_VOLUMES.muted,
        problem: state.problem,
        loaded: true,
      });
      return speak(pageLanguage ?? state.settings.language ?? systemLocale());
    }

    return {
      tableQuality: pageQuality ?? 'auto',
      storedTableQuality: 'auto',
      keepFinishedGames: DEFAULT_KEEP_FINISHED,
      language: pageLanguage ?? systemLocale(),
      storedLanguage: null,
      ...DEFAULT_VOLUMES,
      pageQuality,
      loaded: false,
      problem: null,
      error: null,
      keptAside: null,

      async load() {
        const before = changes;
        let state: SettingsState;
        try {
          state = await bridge().call('settings:get', {});
        } catch (err) {
          // The defaults stay in force; the dialog says why.
          set({ loaded: true, error: { during: 'read', cause: err } });
          return speak(get().language);
        }
        if (changes === before) return show(state);
        // A change came first and speaks its own language; the one in force only needs its messages.
        return load(get().language).catch(() => undefined);
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
        return change({ language }, { storedLanguage: language }, { storedLanguage, language: before }, pageLanguage ?? language ?? systemLocale());
      },

      setMasterVolume(volume) {
        const v = clampVolume(volume);
        return change({ masterVolume: v }, { masterVolume: v }, { masterVolume: get().masterVolume });
      },

      setEffectsVolume(volume) {
        const v = clampVolume(volume);
        return change({ effectsVolume: v }, { effectsVolume: v }, { effectsVolume: get().effectsVolume });
      },

      setMusicVolume(volume) {
        const v = clampVolume(volume);
        return change({ musicVolume: v }, { musicVolume: v }, { musicVolume: get().musicVolume });
      },

      setMuted(muted) {
        return change({ muted }, { muted }, { muted: get().muted });
      },
    };
  });
}

export const useSettings = createSettingsStore();
