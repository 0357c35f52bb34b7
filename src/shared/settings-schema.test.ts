// The sound settings in the stored file: an older file without them loads with
// the defaults, a change may name any of them, and a bad value is refused.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SettingsFileSchema, SettingsPatchSchema, SettingsSchema } from './settings-schema.js';

describe('the sound settings', () => {
  it('an old settings file without them loads with the defaults', () => {
    const old = SettingsFileSchema.parse({ version: 1, tableQuality: 'low', keepFinishedGames: 50 });
    expect(SettingsSchema.parse(old)).toEqual({
      tableQuality: 'low',
      keepFinishedGames: 50,
      language: null,
      masterVolume: 0.8,
      effectsVolume: 0.8,
      musicVolume: 0.4,
      muted: false,
    });
  });

  it('the defaults: master 0.8, effects 0.8, music 0.4, not muted', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
  });

  it('a stored file keeps its volumes and mute', () => {
    const file = SettingsFileSchema.parse({ version: 1, masterVolume: 0, effectsVolume: 1, musicVolume: 0.25, muted: true });
    expect(file).toMatchObject({ masterVolume: 0, effectsVolume: 1, musicVolume: 0.25, muted: true });
  });

  it('a volume outside 0..1, or a mute that is not true or false, makes the file damaged', () => {
    expect(SettingsFileSchema.safeParse({ version: 1, masterVolume: 1.5 }).success).toBe(false);
    expect(SettingsFileSchema.safeParse({ version: 1, musicVolume: -0.1 }).success).toBe(false);
    expect(SettingsFileSchema.safeParse({ version: 1, effectsVolume: '0.5' }).success).toBe(false);
    expect(SettingsFileSchema.safeParse({ version: 1, muted: 'yes' }).success).toBe(false);
  });

  it('settings:set accepts any of them alone, and refuses bad values', () => {
    expect(SettingsPatchSchema.parse({ musicVolume: 0.1 })).toEqual({ musicVolume: 0.1 });
    expect(SettingsPatchSchema.parse({ muted: true, masterVolume: 1 })).toEqual({ muted: true, masterVolume: 1 });
    expect(SettingsPatchSchema.safeParse({ effectsVolume: 2 }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ volume: 0.5 }).success).toBe(false);
  });
});
