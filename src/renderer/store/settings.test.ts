// The settings the renderer holds: the stored table quality read once at
// start, a change stored through the main side, a page address that forces a
// quality for that page only, and failures that leave the shown choice true.
import { describe, expect, it } from 'vitest';
import type { SettingsState } from '../../shared/settings-schema.js';
import { BridgeError, type Bridge } from '../bridge.js';
import { createSettingsStore, effectiveQuality, qualityFromSearch } from './settings.js';

/** The main side's settings as the store sees them: a stored value, calls recorded, failures on demand. */
function fakeMain(stored: SettingsState) {
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
    expect(store.getState()).toMatchObject({ tableQuality: 'low', storedTableQuality: 'low', error: expect.stringMatching(/disk is full/) });
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
    expect(store.getState()).toMatchObject({ keepFinishedGames: 50, error: 'The disk is full.' });
  });

  it('a damaged settings file is shown as a problem while the defaults are used', async () => {
    const problem = { code: 'not-json' as const, message: 'Your settings file is damaged.', file: '/data/settings.json' };
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
    expect(store.getState()).toMatchObject({ tableQuality: 'auto', loaded: true, error: expect.stringMatching(/could not be read: Cannot reach/) });
  });
});
