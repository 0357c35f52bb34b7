import { describe, expect, it } from 'vitest';
import { localeFromSystem } from './locales.js';

describe('the language a new player starts in', () => {
  it('takes Spanish for any Spanish region', () => {
    expect(localeFromSystem(['es-MX', 'en-US'])).toBe('es');
    expect(localeFromSystem(['es'])).toBe('es');
  });

  it('takes Simplified Chinese for Chinese written in Simplified characters', () => {
    for (const tag of ['zh', 'zh-CN', 'zh_SG', 'zh-Hans', 'zh-Hans-HK', 'ZH-cn']) expect(localeFromSystem([tag]), tag).toBe('zh-Hans');
  });

  it('passes over Traditional Chinese to the next language the system prefers', () => {
    expect(localeFromSystem(['zh-TW', 'fr-CA'])).toBe('fr');
    expect(localeFromSystem(['zh-Hant', 'zh-HK'])).toBe('en');
  });
});
