// The page loads one language at a time: a language's words are its ids until
// its messages arrive, loading one brings no other, the pseudo-language comes
// with English, and the settings store switches the page to a language only
// once its messages are here (no word shown as its id in between).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../engine/core/message.js';
import type { AnyLocale } from '../shared/i18n/locales.js';
import { DEFAULT_SETTINGS } from '../shared/settings-schema.js';
import type { Bridge } from './bridge.js';

/** The page's language modules as a fresh page has them: no language loaded yet (the unit tests' setup loads all four). */
async function freshPage() {
  vi.resetModules();
  const words = await import('../shared/i18n/words.js');
  const languages = await import('./languages.js');
  return { ...words, ...languages };
}

describe('loadLanguage', () => {
  beforeEach(() => vi.resetModules());

  it('brings the language asked for and no other', async () => {
    const page = await freshPage();
    expect(page.wordsFor('de').t('settings.title')).toBe('settings.title');
    await page.loadLanguage('de');
    expect(page.wordsFor('de').t('settings.title')).toBe('Einstellungen');
    expect(['en', 'ja', 'fr'].filter((l) => page.hasCatalog(l as AnyLocale))).toEqual([]);
  });

  it('gives the pseudo-language English accented, from English alone', async () => {
    const page = await freshPage();
    await page.loadLanguage('en-XA');
    expect(page.hasCatalog('en')).toBe(true);
    expect(page.hasCatalog('ja')).toBe(false);
    expect(page.wordsFor('en-XA').say(msg('settings.title'))).toMatch(/^⟦Şḗŧŧīƞɠş~+⟧$/);
  });

  it('loads a language once, however many ask at the same time', async () => {
    const page = await freshPage();
    await Promise.all([page.loadLanguage('fr'), page.loadLanguage('fr')]);
    expect(page.wordsFor('fr').t('settings.title')).toBe('Paramètres');
  });
});

/** A main side that keeps whatever it is given. */
function fakeBridge(): Bridge {
  let settings = { ...DEFAULT_SETTINGS, language: null as string | null };
  return {
    kind: 'web',
    call: (async (channel: string, input: Record<string, unknown>) => {
      if (channel === 'settings:set') settings = { ...settings, ...input };
      return { settings, problem: null };
    }) as Bridge['call'],
    subscribe: () => () => undefined,
  };
}

/** Loads that finish when the test says (one load a language, however often asked, as loadLanguage does). */
function heldLoads() {
  const held = new Map<AnyLocale, { done: Promise<void>; resolve: () => void; reject: (e: Error) => void }>();
  const load = (language: AnyLocale): Promise<void> => {
    if (language === 'en') return Promise.resolve();
    let h = held.get(language);
    if (!h) {
      let resolve!: () => void;
      let reject!: (e: Error) => void;
      const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
      held.set(language, (h = { done, resolve, reject }));
    }
    return h.done;
  };
  return { load, held };
}

describe('the settings store and the languages', () => {
  it('keeps the page in its language until the chosen one is loaded, then speaks it', async () => {
    const { createSettingsStore } = await import('./store/settings.js');
    const { load, held } = heldLoads();
    const store = createSettingsStore(fakeBridge, () => '', load);
    await store.getState().load();
    const choosing = store.getState().setLanguage('de');
    // The choice shows in the dialog at once; the page still speaks English.
    await vi.waitFor(() => expect(held.has('de')).toBe(true));
    expect(store.getState()).toMatchObject({ storedLanguage: 'de', language: 'en' });
    held.get('de')!.resolve();
    await choosing;
    expect(store.getState().language).toBe('de');
  });

  it('loads nothing for a choice while the page address names its language', async () => {
    const { createSettingsStore } = await import('./store/settings.js');
    const { load, held } = heldLoads();
    const store = createSettingsStore(fakeBridge, () => '?lang=en', load);
    await store.getState().load();
    await store.getState().setLanguage('de');
    expect(store.getState()).toMatchObject({ storedLanguage: 'de', language: 'en' });
    expect(held.has('de')).toBe(false);
  });

  it('speaks the chosen language once loaded, and a later choice wins over a slower earlier one', async () => {
    const { createSettingsStore } = await import('./store/settings.js');
    const { load, held } = heldLoads();
    const store = createSettingsStore(fakeBridge, () => '', load);
    void store.getState().setLanguage('ja');
    const second = store.getState().setLanguage('fr');
    await vi.waitFor(() => expect(held.has('fr')).toBe(true));
    held.get('fr')!.resolve();
    await second;
    expect(store.getState().language).toBe('fr');
    held.get('ja')!.resolve();
    // Everything the earlier load set going has run once the event loop turns.
    await held.get('ja')!.done;
    await new Promise((r) => setImmediate(r));
    expect(store.getState().language).toBe('fr');
  });

  it('says so, and stays in its language, when a language cannot be loaded', async () => {
    const { createSettingsStore } = await import('./store/settings.js');
    const { load, held } = heldLoads();
    const store = createSettingsStore(fakeBridge, () => '', load);
    const before = store.getState().language;
    const choosing = store.getState().setLanguage('de');
    await vi.waitFor(() => expect(held.has('de')).toBe(true));
    held.get('de')!.reject(new Error('Failed to fetch dynamically imported module'));
    await choosing;
    expect(store.getState().language).toBe(before);
    expect(store.getState().error).toMatchObject({ during: 'language' });
  });
});
