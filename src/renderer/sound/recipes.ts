// Every sound Ryozen makes, as ZzFX parameters (https://github.com/KilledByAPixel/ZzFX,
// MIT, Frank Force): pure data, synthesised into audio buffers at run time by
// player.ts. There are no audio files. docs/sound.md says what each one is.
//
// Each voice is written by name (zzfx() below turns it into ZzFX's parameter
// list, in ZzFX's order); a parameter left out takes ZzFX's default, except
// randomness, which is 0 here: the player varies each sound's pitch a little instead.

/** ZzFX's parameters, in the order its buildSamples takes them, with its defaults. */
const ZZFX_PARAMS = [
  ['volume', 1],
  ['randomness', 0],
  /** Hz. */
  ['frequency', 220],
  /** Seconds. */
  ['attack', 0],
  ['sustain', 0],
  ['release', 0.1],
  /** 0 sine, 1 triangle, 2 saw, 3 tan, 4 noise, 5 square. */
  ['shape', 0],
  ['shapeCurve', 1],
  ['slide', 0],
  ['deltaSlide', 0],
  /** Hz, after pitchJumpTime seconds. */
  ['pitchJump', 0],
  ['pitchJumpTime', 0],
  ['repeatTime', 0],
  ['noise', 0],
  ['modulation', 0],
  ['bitCrush', 0],
  ['delay', 0],
  ['sustainVolume', 1],
  ['decay', 0],
  ['tremolo', 0],
  /** Hz: below 0 a low-pass filter, above 0 a high-pass one. */
  ['filter', 0],
] as const;

export type ZzfxVoice = Partial<Record<(typeof ZZFX_PARAMS)[number][0], number>>;

/** ZzFX's parameter list, as its buildSamples takes them. */
export type ZzfxParams = readonly number[];

/** A voice's parameter list for ZzFX, from its named parameters. */
export function zzfx(voice: ZzfxVoice): ZzfxParams {
  return ZZFX_PARAMS.map(([name, byDefault]) => voice[name] ?? byDefault);
}

/** The table's sounds, one per kind of moment (sound-for.ts picks them from what changed). */
export const SOUND_IDS = ['pick', 'place', 'hit', 'cloak', 'turn', 'purchase', 'night', 'end'] as const;
export type SoundId = (typeof SOUND_IDS)[number];

/** One voice of a sound: its parameters, started `at` seconds after the sound begins. */
export interface Layer {
  at: number;
  params: ZzfxParams;
}

/** Each sound: one or more layers mixed into one buffer. */
export const RECIPES: Record<SoundId, readonly Layer[]> = {
  /** A kin lifted from the hand: a light, high wooden tick. */
  pick: [{ at: 0, params: zzfx({ volume: 0.35, frequency: 1320, attack: 0, sustain: 0.01, release: 0.05, shape: 1, shapeCurve: 1.5, sustainVolume: 0.6, decay: 0.01 }) }],
  /** A kin set down on a spot: a low wooden knock with a little grain. */
  place: [
    { at: 0, params: zzfx({ volume: 0.9, frequency: 196, attack: 0, sustain: 0.02, release: 0.14, shape: 1, shapeCurve: 2, slide: -6, noise: 0.4, sustainVolume: 0.5, decay: 0.02, filter: -2400 }) },
    { at: 0, params: zzfx({ volume: 0.25, frequency: 620, attack: 0, sustain: 0, release: 0.04, shape: 4, shapeCurve: 1, sustainVolume: 0.4, decay: 0.01, filter: -3000 }) },
  ],
  /** A kin hit: a sharp strike that falls away. */
  hit: [
    { at: 0, params: zzfx({ volume: 0.9, frequency: 330, attack: 0, sustain: 0.03, release: 0.22, shape: 2, shapeCurve: 2, slide: -25, noise: 1.2, sustainVolume: 0.5, decay: 0.03, filter: -1800 }) },
    { at: 0.02, params: zzfx({ volume: 0.5, frequency: 130, attack: 0, sustain: 0.05, release: 0.25, shape: 0, shapeCurve: 1, slide: -4, sustainVolume: 0.7, decay: 0.02 }) },
  ],
  /** A kin cloaked: a soft cloth whoosh. */
  cloak: [{ at: 0, params: zzfx({ volume: 0.5, frequency: 700, attack: 0.08, sustain: 0.06, release: 0.28, shape: 4, shapeCurve: 1, slide: -12, sustainVolume: 0.6, decay: 0.05, filter: -1400 }) }],
  /** The Phoenix Palace turning: a low stone grind. */
  turn: [{ at: 0, params: zzfx({ volume: 0.7, frequency: 62, attack: 0.06, sustain: 0.4, release: 0.35, shape: 2, shapeCurve: 1, slide: 1.5, repeatTime: 0.07, noise: 0.6, sustainVolume: 0.8, tremolo: 0.35, filter: -500 }) }],
  /** A purchase (a revelation, a clanhouse recruit, a village): two bright coin notes. */
  purchase: [{ at: 0, params: zzfx({ volume: 0.5, frequency: 1046.5, attack: 0, sustain: 0.04, release: 0.3, shape: 0, shapeCurve: 1, pitchJump: 522.8, pitchJumpTime: 0.07, sustainVolume: 0.7, decay: 0.02 }) }],
  /** Night falls and the round is scored: a low gong. */
  night: [
    { at: 0, params: zzfx({ volume: 0.7, frequency: 110, attack: 0.01, sustain: 0.25, release: 1.6, shape: 0, shapeCurve: 1, modulation: 0.4, sustainVolume: 0.6, decay: 0.1, tremolo: 0.06 }) },
    { at: 0, params: zzfx({ volume: 0.25, frequency: 220.5, attack: 0.01, sustain: 0.1, release: 1.2, shape: 0, shapeCurve: 1, sustainVolume: 0.5, decay: 0.1 }) },
  ],
  /** The end of the game: a rising bell arpeggio on the pentatonic scale (A C E A). */
  end: [
    { at: 0, params: zzfx({ volume: 0.45, frequency: 440, attack: 0.01, sustain: 0.08, release: 0.9, shape: 0, shapeCurve: 1, sustainVolume: 0.6, decay: 0.05 }) },
    { at: 0.18, params: zzfx({ volume: 0.45, frequency: 523.25, attack: 0.01, sustain: 0.08, release: 0.9, shape: 0, shapeCurve: 1, sustainVolume: 0.6, decay: 0.05 }) },
    { at: 0.36, params: zzfx({ volume: 0.45, frequency: 659.25, attack: 0.01, sustain: 0.08, release: 0.9, shape: 0, shapeCurve: 1, sustainVolume: 0.6, decay: 0.05 }) },
    { at: 0.54, params: zzfx({ volume: 0.5, frequency: 880, attack: 0.01, sustain: 0.2, release: 1.4, shape: 0, shapeCurve: 1, sustainVolume: 0.6, decay: 0.05 }) },
  ],
};

/**
 * The music: a slow phrase on the A minor pentatonic scale (A C D E G), one
 * soft note every `beat` seconds, looped seamlessly while a game is on the
 * table. Each note is `semitone` steps from A3 (220 Hz), or null for a rest.
 */
export const MUSIC = {
  beat: 0.75,
  root: 220,
  /** Two bars of eight beats, rising, then settling back on the root. */
  notes: [0, null, 3, 7, null, 5, 3, null, 7, null, 10, 12, null, 10, 7, null, 5, null, 3, 5, null, 3, 0, null, -5, null, 0, 3, null, 0, null, null] as readonly (number | null)[],
  /** A soft sine note with a slow attack and a long tail (its frequency is set per note). */
  voice: zzfx({ volume: 0.28, frequency: 220, attack: 0.08, sustain: 0.25, release: 1.3, shape: 0, shapeCurve: 1, sustainVolume: 0.55, decay: 0.2, filter: -1500 }),
  /** The root an octave down, every `droneEvery` beats: a quiet drone under the phrase. */
  drone: zzfx({ volume: 0.16, frequency: 110, attack: 0.4, sustain: 1.4, release: 1.6, shape: 1, shapeCurve: 1, sustainVolume: 0.5, decay: 0.3, filter: -700 }),
  droneEvery: 8,
} as const;

/** The frequency of the note `semitone` steps from `root`. */
export function noteFrequency(root: number, semitone: number): number {
  return root * 2 ** (semitone / 12);
}

/** A copy of `params` with its frequency replaced. */
export function withFrequency(params: ZzfxParams, hz: number): ZzfxParams {
  const out = params.slice();
  out[2] = hz;
  return out;
}
