// Each script the app speaks has a shipped font, named after the Latin fonts
// with the language's own first; Latin languages load none.
import { describe, expect, it } from 'vitest';
import { registerScriptFont, scriptFamilies, scriptFontOf } from './fonts.js';

describe('script fonts', () => {
  it('Japanese and Chinese are drawn in fonts the app ships; Latin languages in the system fonts', () => {
    expect(scriptFontOf('ja')?.family).toBe('Noto Sans JP');
    expect(scriptFontOf('zh-Hans')?.family).toBe('Noto Sans SC');
    for (const latin of ['en', 'de', 'fr', 'es', 'en-XA']) expect(scriptFontOf(latin)).toBeUndefined();
  });

  it("names the language's own font first, for the Han characters both fonts draw differently", () => {
    expect(scriptFamilies('ja')).toBe('"Noto Sans JP", "Noto Sans SC"');
    expect(scriptFamilies('zh-Hans')).toBe('"Noto Sans SC", "Noto Sans JP"');
    // A Latin page still names both, for a player's name written in either script.
    expect(scriptFamilies('de')).toBe('"Noto Sans JP", "Noto Sans SC"');
  });

  it('registers nothing for a Latin language', async () => {
    await expect(registerScriptFont('fr')).resolves.toBeUndefined();
  });
});
