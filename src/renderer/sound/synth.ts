// From recipes to samples: ZzFX builds each voice, and the voices of a sound
// (or the notes of the music) are mixed into one buffer of samples.
//
// ZzFX's module makes an AudioContext as it loads, which a browser allows to
// sound only after the player has clicked or pressed a key (the autoplay
// rule): so it is imported only then (player.ts), and pointed at the page's
// one shared context, its own being closed at once.
import { MUSIC, noteFrequency, withFrequency, type Layer, type ZzfxParams } from './recipes.js';

/** Builds one voice's samples at `sampleRate` (ZzFX's buildSamples). */
export type Synth = (params: ZzfxParams, sampleRate: number) => ArrayLike<number>;

/**
 * The music's sample rate: its soft, low notes need no more, and it is
 * synthesised in a third of the time (the audio context resamples it).
 */
export const MUSIC_RATE = 16000;

/** Loads ZzFX (after the first gesture), its own context replaced with the shared `ctx`. */
export async function loadZzfx(ctx: BaseAudioContext): Promise<Synth> {
  const { ZZFX } = await import('zzfx');
  const own = ZZFX.audioContext;
  if ((own as BaseAudioContext) !== ctx) {
    ZZFX.audioContext = ctx as AudioContext;
    // Only the shared context plays: ZzFX's own is never used.
    own?.close?.().catch(() => undefined);
  }
  return (params, sampleRate) => {
    ZZFX.sampleRate = sampleRate;
    return ZZFX.buildSamples(...params);
  };
}

/** The layers of one sound mixed into one buffer of samples. */
export function renderLayers(layers: readonly Layer[], synth: Synth, sampleRate: number): Float32Array {
  const voices = layers.map((l) => ({ offset: Math.round(l.at * sampleRate), samples: synth(l.params, sampleRate) }));
  const length = Math.max(1, ...voices.map((v) => v.offset + v.samples.length));
  const out = new Float32Array(length);
  for (const { offset, samples } of voices) for (let i = 0; i < samples.length; i++) out[offset + i]! += samples[i]!;
  return out;
}

/** How long the music's phrase lasts, in samples: it loops at exactly this length. */
export function musicLength(sampleRate: number): number {
  return Math.round(MUSIC.notes.length * MUSIC.beat * sampleRate);
}

/**
 * The music's whole phrase as one looping buffer of samples: each note at its
 * beat, the drone every few beats; a tail that runs past the end wraps round
 * to the start, so the loop has no seam. Each pitch is synthesised once (the
 * recipes have no randomness), however often it sounds.
 */
export function renderMusic(synth: Synth, sampleRate: number = MUSIC_RATE): Float32Array {
  const length = musicLength(sampleRate);
  const out = new Float32Array(length);
  const made = new Map<string, ArrayLike<number>>();
  const add = (params: ZzfxParams, beat: number) => {
    const key = params.join();
    let samples = made.get(key);
    if (!samples) made.set(key, (samples = synth(params, sampleRate)));
    const offset = Math.round(beat * MUSIC.beat * sampleRate);
    for (let i = 0; i < samples.length; i++) out[(offset + i) % length]! += samples[i]!;
  };
  MUSIC.notes.forEach((semitone, beat) => {
    if (semitone !== null) add(withFrequency(MUSIC.voice, noteFrequency(MUSIC.root, semitone)), beat);
    if (beat % MUSIC.droneEvery === 0) add(withFrequency(MUSIC.drone, MUSIC.root / 2), beat);
  });
  return out;
}
