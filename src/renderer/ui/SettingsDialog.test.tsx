// The settings dialog speaks from the settings part of the catalogs (complete
// in all four languages), and shows the sound and language choices. (Rendered
// to markup: the stores show their first state; SettingsDialog.ja.test.tsx
// opens the page in Japanese.)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locales.js';
import { CATALOG_FILES, CATALOGS } from '../../shared/i18n/catalogs/index.js';
import { SettingsButton } from './SettingsButton.js';
import { SettingsDialog } from './SettingsDialog.js';
import en from '../../shared/i18n/catalogs/en/settings.json';

const PARTS: Record<string, Record<string, string>> = Object.fromEntries(LOCALES.map((l) => [l, CATALOG_FILES[l].settings]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the settings dialog', () => {
  it('shows the sound section (mute, three labelled sliders) and the language choice, in English', () => {
    const html = renderToStaticMarkup(<SettingsDialog onClose={() => undefined} />);
    expect(html).toContain('<legend>Sound</legend>');
    expect(html).toContain('Mute all sound');
    expect(html).toMatch(/Master volume <span class="muted">80%<\/span>/);
    expect(html).toMatch(/Music <span class="muted">40%<\/span>/);
    expect([...html.matchAll(/type="range"/g)]).toHaveLength(3);
    expect(html).toContain('aria-valuetext="80%"');
    expect(html).toMatch(/<option value="" selected="">System language \(\w+\)<\/option>/);
    for (const name of ['English', '日本語', 'Deutsch', 'Français']) expect(html).toContain(`>${name}</option>`);
    expect(html).toContain('Table quality');
    expect(html).toContain('The last 200');
    // No id shows through: every word is in the catalog.
    expect(html).not.toMatch(/settings\.\w/);
    expect(renderToStaticMarkup(<SettingsButton />)).toMatch(/data-tip="How the 3D table is drawn, sound and music[^"]*">Settings<\/button>/);
  });
});

describe('the settings catalogs', () => {
  it('every language has every message of the settings part, with the same placeholders, keys sorted', () => {
    for (const locale of LOCALES) {
      const part = PARTS[locale]!;
      expect(Object.keys(part), locale).toEqual(Object.keys(en));
      expect(Object.keys(part), locale).toEqual([...Object.keys(part)].sort());
      for (const [id, text] of Object.entries(en)) expect(placeholders(part[id]!), `${locale} ${id}`).toEqual(placeholders(text));
      // Loaded with the rest of the catalogs.
      for (const id of Object.keys(en)) expect(CATALOGS[locale][id], `${locale} ${id}`).toBe(part[id]);
    }
  });
});
