// The settings dialog on a page opened in Japanese (?lang=ja): every word from
// the Japanese catalog, none left in English.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SettingsButton } from './SettingsButton.js';
import { SettingsDialog } from './SettingsDialog.js';

vi.mock('../store/settings.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../store/settings.js')>();
  return { ...actual, useSettings: actual.createSettingsStore(undefined, () => '?lang=ja') };
});

describe('the settings dialog in Japanese', () => {
  it('says everything in Japanese', () => {
    const html = renderToStaticMarkup(<SettingsDialog onClose={() => undefined} />);
    expect(html).toMatch(/<h2 id="[^"]+">設定<\/h2>/);
    expect(html).toContain('<legend>サウンド</legend>');
    expect(html).toContain('すべての音を消す');
    expect(html).toMatch(/全体の音量 <span class="muted">80\s?%<\/span>/);
    expect(html).toContain('<legend>卓の画質</legend>');
    expect(html).toContain('最新 200 件');
    expect(html).toContain('>完了</button>');
    expect(html).toMatch(/<option value="" selected="">システムの言語（\w+）<\/option>/);
    expect(html).not.toMatch(/settings\.\w/);
    expect(renderToStaticMarkup(<SettingsButton />)).toContain('>設定</button>');
  });
});
