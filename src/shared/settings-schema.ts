// The player's settings as values: their schema, defaults and the shapes the
// settings channels answer. Only zod here: the channel table (which the renderer imports
// types from) depends on this file; the Node store is settings.ts.
import { z } from 'zod';
import type { Msg } from '../engine/core/message.js';
import { LOCALES } from './i18n/locales.js';

/** The version written into settings.json; a file with a higher one is left alone (a newer Ryozen wrote it). */
export const SETTINGS_VERSION = 1;

/**
 * How the 3D table is drawn: 'auto' picks the lighter table when the computer
 * draws without a graphics card (a software rasteriser), 'high' always the
 * full look, 'low' always the lighter table.
 */
export const TABLE_QUALITIES = ['auto', 'high', 'low'] as const;
export const TableQualitySchema = z.enum(TABLE_QUALITIES);
export type TableQuality = z.output<typeof TableQualitySchema>;

/**
 * Every setting, each with its default: a file from an older version, or one
 * written by hand, that lacks a field gets the default for that field only.
 * A new setting is one more line here (and in SettingsPatchSchema).
 */
/** How many finished games the games list keeps (pinned ones and games in progress are never removed). */
export const KeepFinishedGamesSchema = z.number().int().min(10).max(10_000);

/** A language Ryozen speaks; null (the default) follows the system's language. */
export const LanguageSchema = z.enum(LOCALES).nullable();

/** A volume, from silent (0) to full (1). */
export const VolumeSchema = z.number().min(0).max(1);

/** The sound settings' defaults (docs/sound.md): effects clear, music quieter, nothing muted. */
export const DEFAULT_SOUND = Object.freeze({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });

const SettingsFields = {
  tableQuality: TableQualitySchema.default('auto'),
  keepFinishedGames: KeepFinishedGamesSchema.default(200),
  language: LanguageSchema.default(null),
  /** Every sound's volume (effects and music alike). */
  masterVolume: VolumeSchema.default(DEFAULT_SOUND.masterVolume),
  /** The table's sounds: a kin placed, a hit, the palace turning... */
  effectsVolume: VolumeSchema.default(DEFAULT_SOUND.effectsVolume),
  /** The quiet music while a game is on the table. */
  musicVolume: VolumeSchema.default(DEFAULT_SOUND.musicVolume),
  /** No sound at all, whatever the volumes (which are kept for when it is switched back on). */
  muted: z.boolean().default(DEFAULT_SOUND.muted),
};

export const SettingsSchema = z.object(SettingsFields);
export type Settings = z.output<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze(SettingsSchema.parse({}));

/**
 * settings.json. Fields this version does not know are dropped (not refused):
 * they can only come from a hand edit, since a newer Ryozen that adds fields
 * also raises the version. A known field with a bad value makes the file damaged.
 */
export const SettingsFileSchema = z.object({
  version: z.number().int().min(1),
  ...SettingsFields,
});

/** What settings:set accepts: any subset of the settings, nothing else. */
export const SettingsPatchSchema = z.strictObject({
  tableQuality: TableQualitySchema.optional(),
  keepFinishedGames: KeepFinishedGamesSchema.optional(),
  language: LanguageSchema.optional(),
  masterVolume: VolumeSchema.optional(),
  effectsVolume: VolumeSchema.optional(),
  musicVolume: VolumeSchema.optional(),
  muted: z.boolean().optional(),
});
export type SettingsPatch = z.output<typeof SettingsPatchSchema>;

export type SettingsProblemCode = 'unreadable' | 'too-large' | 'not-json' | 'truncated' | 'invalid' | 'newer-version';

/** Why settings.json could not be used; the defaults are in force until a setting is changed. */
export interface SettingsProblem {
  code: SettingsProblemCode;
  /** The same in English, complete sentences (logs). */
  message: string;
  /** Player-facing words (a message of part `main`). */
  words: Msg;
  /** The settings file's path. */
  file: string;
}

/** What the settings channels answer. */
export interface SettingsState {
  settings: Settings;
  /** Why the stored settings could not be read (the defaults are shown), or null. */
  problem: SettingsProblem | null;
  /** Set by settings:set when an unusable settings file was moved aside before writing: where it went. */
  keptAside?: string;
}

/** The settings service the channels call (settings.ts SettingsStore). */
export interface SettingsApi {
  get(): Promise<SettingsState>;
  set(patch: SettingsPatch): Promise<SettingsState>;
}
