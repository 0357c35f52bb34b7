// The player: silent before the first gesture and while muted, one buffer
// source per sound started on the audio clock, the music looping only while a
// game is on the table and it can be heard; and the recipes really synthesise.
import { describe, expect, it } from 'vitest';
import { MUSIC_SCALE, SOUND_SPACING, SoundPlayer, unlockOnFirstGesture, type PlayerDeps, type SoundLevels } from './player.js';
import { RECIPES, SOUND_IDS } from './recipes.js';
import { musicLength, renderLayers, renderMusic, type Synth } from './synth.js';

interface FakeSource {
  buffer: unknown;
  loop: boolean;
  detune: { value: number };
  startedAt: number | null;
  stopped: boolean;
  connect(): void;
  disconnect(): void;
  start(at?: number): void;
  stop(): void;
}

/** Just enough of an AudioContext to see what the player starts. */
function fakeContext() {
  const sources: FakeSource[] = [];
  const gains: { gain: { value: number; setTargetAtTime(v: number): void } }[] = [];
  const ctx = {
    sampleRate: 8000,
    currentTime: 2,
    state: 'running',
    destination: {},
    createGain() {
      const g = {
        gain: {
          value: 1,
          setTargetAtTime(v: number) {
            g.gain.value = v;
          },
        },
        connect() {},
      };
      gains.push(g);
      return g;
    },
    createBuffer(_channels: number, length: number, sampleRate: number) {
      const data = new Float32Array(length);
      return { length, sampleRate, getChannelData: () => data };
    },
    createBufferSource() {
      const s: FakeSource = {
        buffer: null,
        loop: false,
        detune: { value: 0 },
        startedAt: null,
        stopped: false,
        connect() {},
        disconnect() {},
        start(at = 0) {
          s.startedAt = at;
        },
        stop() {
          s.stopped = true;
        },
      };
      sources.push(s);
      return s;
    },
    resume: async () => undefined,
  };
  return { ctx: ctx as unknown as AudioContext, sources, gains };
}

function peak(samples: ArrayLike<number>): number {
  let p = 0;
  for (let i = 0; i < samples.length; i++) p = Math.max(p, Math.abs(samples[i]!));
  return p;
}

/** A synthesiser that makes a short ramp: the player's work without ZzFX. */
const tinySynth: Synth = (params) => Array.from({ length: 10 }, (_, i) => ((params[0] ?? 1) * i) / 10);

function setup(levels: Partial<SoundLevels> = {}) {
  const fake = fakeContext();
  let made = 0;
  const deps: PlayerDeps = {
    makeContext: () => {
      made++;
      return fake.ctx;
    },
    loadSynth: async () => tinySynth,
    random: () => 0.5,
  };
  const player = new SoundPlayer(deps);
  player.setLevels({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false, ...levels });
  return { player, ...fake, made: () => made };
}

describe('SoundPlayer', () => {
  it('makes no audio context and plays nothing before the first click or key press', () => {
    const { player, sources, made } = setup();
    expect(player.play(['place'])).toBe(0);
    player.setMusic(true);
    expect(made()).toBe(0);
    expect(sources).toHaveLength(0);
    expect(player.unlocked).toBe(false);
  });

  it('after the gesture, each sound is one buffer source started on the audio clock, a little apart', async () => {
    const { player, sources } = setup();
    await player.unlock();
    expect(player.play(['place', 'turn'])).toBe(2);
    expect(sources.map((s) => s.startedAt)).toEqual([2, 2 + SOUND_SPACING]);
    expect(player.played).toMatchObject({ place: 1, turn: 1, hit: 0 });
  });

  it('plays nothing while muted, or with the master or effects volume at 0', async () => {
    const { player, sources } = setup({ muted: true });
    await player.unlock();
    expect(player.play(['hit'])).toBe(0);
    player.setLevels({ masterVolume: 0, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
    expect(player.play(['hit'])).toBe(0);
    player.setLevels({ masterVolume: 0.8, effectsVolume: 0, musicVolume: 0.4, muted: false });
    expect(player.play(['hit'])).toBe(0);
    expect(sources).toHaveLength(0);
    expect(player.played.hit).toBe(0);
    player.setLevels({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
    expect(player.play(['hit'])).toBe(1);
  });

  it('sets the gains: master (0 when muted), effects, music', async () => {
    const { player, gains } = setup({ masterVolume: 0.5, effectsVolume: 0.6, musicVolume: 1 });
    await player.unlock();
    const [master, effects, music] = gains.map((g) => g.gain.value);
    expect(master).toBe(0.5);
    expect(effects).toBe(0.6);
    expect(music).toBe(MUSIC_SCALE);
    player.setLevels({ masterVolume: 0.5, effectsVolume: 0.6, musicVolume: 1, muted: true });
    expect(gains[0]!.gain.value).toBe(0);
  });

  it('loops the music while a game is on the table; muting or leaving stops it', async () => {
    const { player, sources } = setup();
    player.setMusic(true);
    expect(player.musicPlaying).toBe(false);
    await player.unlock();
    expect(player.musicPlaying).toBe(true);
    const music = sources.at(-1)!;
    expect(music.loop).toBe(true);
    player.setLevels({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: true });
    expect(player.musicPlaying).toBe(false);
    expect(music.stopped).toBe(true);
    player.setLevels({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
    expect(player.musicPlaying).toBe(true);
    player.setMusic(false);
    expect(player.musicPlaying).toBe(false);
    // Music at 0: not played at all.
    player.setLevels({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0, muted: false });
    player.setMusic(true);
    expect(player.musicPlaying).toBe(false);
  });

  it('a synthesiser that cannot be loaded leaves the game silent, without an error', async () => {
    const fake = fakeContext();
    const player = new SoundPlayer({ makeContext: () => fake.ctx, loadSynth: () => Promise.reject(new Error('offline')), random: () => 0 });
    await expect(player.unlock()).resolves.toBeUndefined();
    player.setMusic(true);
    expect(player.play(['place'])).toBe(0);
    expect(fake.sources).toHaveLength(0);
  });

  it('unlocks on the first pointer or key press only', async () => {
    const { player, made } = setup();
    const target = new EventTarget();
    unlockOnFirstGesture(player, target);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(made()).toBe(1);
    expect(player.unlocked).toBe(true);
  });
});

describe('the recipes', () => {
  it('every sound has layers, and every sound synthesises with ZzFX into short, finite samples', async () => {
    // ZzFX makes an AudioContext as its module loads: a stand-in for the test (the page imports it after a gesture).
    (globalThis as { AudioContext?: unknown }).AudioContext ??= class {
      sampleRate = 44100;
      close = async () => undefined;
    };
    const { ZZFX } = await import('zzfx');
    const synth: Synth = (params, rate) => {
      ZZFX.sampleRate = rate;
      return ZZFX.buildSamples(...params);
    };
    for (const id of SOUND_IDS) {
      expect(RECIPES[id].length).toBeGreaterThan(0);
      const samples = renderLayers(RECIPES[id], synth, 22050);
      expect(samples.length, id).toBeGreaterThan(22050 * 0.03);
      expect(samples.length, id).toBeLessThan(22050 * 3);
      expect(samples.every(Number.isFinite), id).toBe(true);
      expect(peak(samples), id).toBeGreaterThan(0.01);
      expect(peak(samples), id).toBeLessThanOrEqual(1);
    }
    const music = renderMusic(synth, 8000);
    expect(music.length).toBe(musicLength(8000));
    expect(music.every(Number.isFinite)).toBe(true);
    expect(peak(music)).toBeGreaterThan(0.01);
    expect(peak(music)).toBeLessThanOrEqual(1);
  });
});
