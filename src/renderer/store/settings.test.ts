// The settings the renderer holds: the stored table quality read once at
// start, a change stored through the main side, a page address that forces a
// quality for that page only, and failures that leave the shown choice true.
import { msg } from '../../engine/core/message.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsState } from '../../shared/settings-schema.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { createSettingsStore, DEFAULT_KEEP_FINISHED, DEFAULT_VOLUMES, effectiveQuality, qualityFromSearch } from './settings.js';

/** The main side's settings as the store sees them: a stored value, calls recorded, failures on demand. */
/** What the main side holds: an older file may lack fields (the store shows their defaults). */
type Stored = { settings: Partial<SettingsState['settings']>; problem: SettingsState['problem'] };

function fakeMain(init: Stored) {
  let stored = init as SettingsState;
  const calls: [string, unknown][] = [];
  let failSet: BridgeError | null = null;
  const bridge: Bridge = {
    kind: 'web',
    call: (async (channel: string, input: Partial<SettingsState['settings']>) => {
      calls.push([channel, input]);
      if (channel === 'settings:get') return stored;
      if (channel === 'settings:set') {
        if (failSet) throw failSet;
        stored = { settings: { ...stored.settings, ...input }, problem: null };
        return stored;
      }
      throw new BridgeError('unknown-channel', channel);
    }) as Bridge['call'],
    subscribe: () => () => undefined,
  };
  return {
    bridge,
    calls,
    failNextSets(err: BridgeError) {
      failSet = err;
    },
  };
}

describe('effectiveQuality', () => {
  it('the page address wins for this page when it names a quality', () => {
    expect(effectiveQuality('high', '?quality=low')).toBe('low');
    expect(effectiveQuality('low', '?token=abc&quality=high')).toBe('high');
    expect(effectiveQuality('low', '?quality=auto')).toBe('auto');
  });

  it('the stored choice holds when the address names none, or one that does not exist', () => {
    expect(effectiveQuality('high', '')).toBe('high');
    expect(effectiveQuality('low', '?token=abc')).toBe('low');
    expect(effectiveQuality('high', '?quality=ultra')).toBe('high');
    expect(effectiveQuality('high', '?quality=')).toBe('high');
    expect(qualityFromSearch('?quality=LOW')).toBeNull();
  });
});

describe('useSettings', () => {
  it('starts on auto, then shows the stored choice once read', async () => {
    const main = fakeMain({ settings: { tableQuality: 'low', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    expect(store.getState()).toMatchObject({ tableQuality: 'auto', loaded: false });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ tableQuality: 'low', storedTableQuality: 'low', loaded: true, problem: null });
  });

  it('a change is stored through settings:set and drawn at once', async () => {
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    const storing = store.getState().setTableQuality('high');
    // Drawn before the main side answers: the choice shows at once.
    expect(store.getState().tableQuality).toBe('high');
    await storing;
    expect(main.calls).toContainEqual(['settings:set', { tableQuality: 'high' }]);
    expect(store.getState()).toMatchObject({ tableQuality: 'high', storedTableQuality: 'high', error: null });
  });

  it('a page opened with ?quality= draws with it whatever is stored, and a change is still stored', async () => {
    const main = fakeMain({ settings: { tableQuality: 'high', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '?token=t&quality=low');
    // Before the stored settings arrive: a bench must not draw its first frames in another quality.
    expect(store.getState()).toMatchObject({ tableQuality: 'low', pageQuality: 'low' });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ tableQuality: 'low', storedTableQuality: 'high' });
    await store.getState().setTableQuality('auto');
    expect(store.getState()).toMatchObject({ tableQuality: 'low', storedTableQuality: 'auto' });
  });

  it('a refused change says why and keeps showing the stored choice', async () => {
    const main = fakeMain({ settings: { tableQuality: 'low', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    main.failNextSets(new BridgeError('settings-write-failed', 'Your settings could not be saved: the disk is full. They stay as they were.'));
    await store.getState().setTableQuality('high');
    expect(store.getState()).toMatchObject({ tableQuality: 'low', storedTableQuality: 'low', error: { during: 'write', cause: { message: expect.stringMatching(/disk is full/) } } });
  });

  it('shows how many finished games are kept, and stores a new number', async () => {
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 500 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    expect(store.getState().keepFinishedGames).toBe(200);
    await store.getState().load();
    expect(store.getState().keepFinishedGames).toBe(500);
    await store.getState().setKeepFinishedGames(50);
    expect(main.calls.at(-1)).toEqual(['settings:set', { keepFinishedGames: 50 }]);
    expect(store.getState()).toMatchObject({ keepFinishedGames: 50, tableQuality: 'auto', error: null });

    main.failNextSets(new BridgeError('settings-write-failed', 'The disk is full.'));
    await store.getState().setKeepFinishedGames(1000);
    expect(store.getState()).toMatchObject({ keepFinishedGames: 50, error: { during: 'write', cause: { message: 'The disk is full.' } } });
  });

  it('a damaged settings file is shown as a problem while the defaults are used', async () => {
    const problem = { code: 'not-json' as const, message: 'Your settings file is damaged.', words: msg('legacy.text', { text: 'Your settings file is damaged.' }), file: '/data/settings.json' };
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200 }, problem });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ tableQuality: 'auto', problem });
  });

  it('a main side that cannot be reached leaves the defaults and says so', async () => {
    const bridge: Bridge = {
      kind: 'web',
      call: (async () => {
        throw new BridgeError('connection', 'Cannot reach the Ryozen host.');
      }) as Bridge['call'],
      subscribe: () => () => undefined,
    };
    const store = createSettingsStore(() => bridge, () => '');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ tableQuality: 'auto', loaded: true, error: { during: 'read', cause: { message: 'Cannot reach the Ryozen host.' } } });
  });

  it('starts with the default volumes, shows the stored ones once read, and an older file without them keeps the defaults', async () => {
    const older = createSettingsStore(() => fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200 }, problem: null }).bridge, () => '');
    expect(older.getState()).toMatchObject({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
    await older.getState().load();
    expect(older.getState()).toMatchObject({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });

    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200, masterVolume: 0.5, effectsVolume: 0.25, musicVolume: 0, muted: true }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ masterVolume: 0.5, effectsVolume: 0.25, musicVolume: 0, muted: true });
  });

  it('its defaults are the settings file’s', () => {
    expect(DEFAULT_VOLUMES).toEqual({
      masterVolume: DEFAULT_SETTINGS.masterVolume,
      effectsVolume: DEFAULT_SETTINGS.effectsVolume,
      musicVolume: DEFAULT_SETTINGS.musicVolume,
      muted: DEFAULT_SETTINGS.muted,
    });
    expect(DEFAULT_KEEP_FINISHED).toBe(DEFAULT_SETTINGS.keepFinishedGames);
  });

  it('each sound setter shows the change at once and stores it through settings:set', async () => {
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    const storing = store.getState().setMasterVolume(0.3);
    expect(store.getState().masterVolume).toBe(0.3);
    await storing;
    await store.getState().setEffectsVolume(0.55);
    await store.getState().setMusicVolume(0.1);
    await store.getState().setMuted(true);
    expect(main.calls.filter(([c]) => c === 'settings:set').map(([, patch]) => patch)).toEqual([{ masterVolume: 0.3 }, { effectsVolume: 0.55 }, { musicVolume: 0.1 }, { muted: true }]);
    expect(store.getState()).toMatchObject({ masterVolume: 0.3, effectsVolume: 0.55, musicVolume: 0.1, muted: true, error: null });
  });

  it('a volume is kept within 0..1, in hundredths', async () => {
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200 }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().setMasterVolume(1.7);
    await store.getState().setMusicVolume(-0.2);
    await store.getState().setEffectsVolume(0.30000000000000004);
    expect(store.getState()).toMatchObject({ masterVolume: 1, musicVolume: 0, effectsVolume: 0.3 });
  });

  it('a sound change that cannot be stored springs back and says why', async () => {
    const main = fakeMain({ settings: { tableQuality: 'auto', keepFinishedGames: 200, muted: false }, problem: null });
    const store = createSettingsStore(() => main.bridge, () => '');
    await store.getState().load();
    main.failNextSets(new BridgeError('settings-write-failed', 'The disk is full.'));
    await store.getState().setMuted(true);
    await store.getState().setMusicVolume(0.9);
    expect(store.getState()).toMatchObject({ muted: false, musicVolume: 0.4, error: { during: 'write' } });
  });
});
