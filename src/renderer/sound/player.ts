// Plays the table's sounds and its music through the Web Audio API: one
// shared AudioContext, made only once the player has clicked or pressed a key
// (a browser lets a page sound only after that: the autoplay rule, so the
// title screen is silent until then). Its gains:
//
//   effects ─┐
//            ├─ master ─ speakers       (master = 0 while muted)
//   music ───┘
//
// Each sound is synthesised once with ZzFX (recipes.ts, synth.ts) into an
// AudioBuffer and replayed from it; the music is one looping buffer. Nothing
// here runs per frame or on a timer: a sound starts on the audio clock when a
// pushed game event calls for it (useTableSounds.ts).
import { RECIPES, SOUND_IDS, type SoundId } from './recipes.js';
import { loadZzfx, MUSIC_RATE, renderLayers, renderMusic, type Synth } from './synth.js';

/** The sound settings, as store/settings.ts holds them. */
export interface SoundLevels {
  masterVolume: number;
  effectsVolume: number;
  musicVolume: number;
  muted: boolean;
}

/** The music sits under the table's sounds (its recipe is quiet too): its full volume is this much of theirs. */
export const MUSIC_SCALE = 0.8;
/** Sounds called for by one moment follow each other this far apart (seconds, on the audio clock). */
export const SOUND_SPACING = 0.12;
/** How far a sound's pitch may vary from one time to the next (cents), so a repeated sound is not mechanical. */
const DETUNE = 25;
/** How quickly a gain follows a change (seconds): a slider moves without clicks. */
const GAIN_GLIDE = 0.03;

export interface PlayerDeps {
  /** Makes the shared context (a real AudioContext in the page). */
  makeContext(): AudioContext;
  /** Loads the synthesiser for that context (ZzFX, imported only now). */
  loadSynth(ctx: AudioContext): Promise<Synth>;
  /** 0..1, for the small pitch variation. */
  random(): number;
}

const browserDeps: PlayerDeps = {
  makeContext: () => new AudioContext(),
  loadSynth: loadZzfx,
  random: Math.random,
};

export class SoundPlayer {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private effects: GainNode | null = null;
  private music: GainNode | null = null;
  private synth: Synth | null = null;
  private readonly buffers = new Map<SoundId, AudioBuffer>();
  private musicBuffer: AudioBuffer | null = null;
  private musicSource: AudioBufferSourceNode | null = null;
  /** Whether a game table is shown (the music should play when it can). */
  private musicWanted = false;
  private levels: SoundLevels = { masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false };
  /** How many times each sound has started (the test hook reads it). */
  readonly played: Record<SoundId, number> = Object.fromEntries(SOUND_IDS.map((id) => [id, 0])) as Record<SoundId, number>;

  constructor(private readonly deps: PlayerDeps = browserDeps) {}

  /** Whether the player has clicked or pressed a key, so the page may sound. */
  get unlocked(): boolean {
    return this.ctx !== null;
  }

  /** Whether the shared context is running (a browser may keep it suspended until a gesture it accepts). */
  get running(): boolean {
    return this.ctx?.state === 'running';
  }

  /** Whether the sounds can be heard now (synthesiser loaded, not muted, some volume). */
  get audible(): boolean {
    return this.synth !== null && !this.levels.muted && this.levels.masterVolume > 0;
  }

  /**
   * After the first click or key press: makes the shared context and loads
   * the synthesiser; the music starts then if a game is on the table.
   */
  async unlock(): Promise<void> {
    if (this.ctx) {
      if (this.ctx.state === 'suspended') await this.ctx.resume().catch(() => undefined);
      return;
    }
    const ctx = this.deps.makeContext();
    this.ctx = ctx;
    this.master = ctx.createGain();
    this.effects = ctx.createGain();
    this.music = ctx.createGain();
    this.effects.connect(this.master);
    this.music.connect(this.master);
    this.master.connect(ctx.destination);
    this.applyLevels(true);
    try {
      this.synth = await this.deps.loadSynth(ctx);
    } catch {
      // No synthesiser, no sound: the game plays on silently.
      return;
    }
    this.updateMusic();
  }

  setLevels(levels: SoundLevels): void {
    this.levels = { ...levels };
    this.applyLevels(false);
    this.updateMusic();
  }

  /**
   * Starts `sounds`, one after another a little apart. Nothing plays while
   * muted, before the first gesture or at no volume: a sound not heard then is
   * dropped, never kept to play late. Answers how many started.
   */
  play(sounds: readonly SoundId[]): number {
    const { ctx, effects } = this;
    if (!ctx || !effects || !this.audible || this.levels.effectsVolume <= 0) return 0;
    let n = 0;
    for (const id of sounds) {
      const buffer = this.bufferOf(id);
      if (!buffer) continue;
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      source.detune.value = (this.deps.random() * 2 - 1) * DETUNE;
      source.connect(effects);
      source.start(ctx.currentTime + n * SOUND_SPACING);
      this.played[id]++;
      n++;
    }
    return n;
  }

  /** The music plays while `on` (a game table is shown) and it can be heard. */
  setMusic(on: boolean): void {
    this.musicWanted = on;
    this.updateMusic();
  }

  /** Whether the music is playing now. */
  get musicPlaying(): boolean {
    return this.musicSource !== null;
  }

  private updateMusic(): void {
    const should = this.musicWanted && this.audible && this.levels.musicVolume > 0;
    if (should && !this.musicSource) this.startMusic();
    else if (!should && this.musicSource) this.stopMusic();
  }

  private startMusic(): void {
    const { ctx, music, synth } = this;
    if (!ctx || !music || !synth) return;
    if (!this.musicBuffer) {
      const samples = renderMusic(synth, MUSIC_RATE);
      this.musicBuffer = ctx.createBuffer(1, samples.length, MUSIC_RATE);
      this.musicBuffer.getChannelData(0).set(samples);
    }
    const source = ctx.createBufferSource();
    source.buffer = this.musicBuffer;
    source.loop = true;
    source.connect(music);
    source.start(ctx.currentTime + 0.05);
    this.musicSource = source;
  }

  private stopMusic(): void {
    const source = this.musicSource;
    this.musicSource = null;
    if (!source) return;
    try {
      source.stop();
    } catch {
      // Never started: nothing to stop.
    }
    source.disconnect();
  }

  private bufferOf(id: SoundId): AudioBuffer | null {
    const { ctx, synth } = this;
    if (!ctx || !synth) return null;
    let buffer = this.buffers.get(id);
    if (!buffer) {
      const samples = renderLayers(RECIPES[id], synth, ctx.sampleRate);
      buffer = ctx.createBuffer(1, samples.length, ctx.sampleRate);
      buffer.getChannelData(0).set(samples);
      this.buffers.set(id, buffer);
    }
    return buffer;
  }

  private applyLevels(now: boolean): void {
    const { ctx, master, effects, music } = this;
    if (!ctx || !master || !effects || !music) return;
    const set = (node: GainNode, value: number) => {
      if (now) node.gain.value = value;
      else node.gain.setTargetAtTime(value, ctx.currentTime, GAIN_GLIDE);
    };
    const { masterVolume, effectsVolume, musicVolume, muted } = this.levels;
    set(master, muted ? 0 : masterVolume);
    set(effects, effectsVolume);
    set(music, musicVolume * MUSIC_SCALE);
  }
}

/**
 * Unlocks `player` on the page's first click, touch or key press (the
 * autoplay rule), and listens on until its context runs (a browser may not
 * count every key as a gesture). Answers a function that stops listening.
 */
export function unlockOnFirstGesture(player: SoundPlayer, target: EventTarget = window): () => void {
  const kinds = ['pointerdown', 'keydown', 'touchstart'] as const;
  const onGesture = () => {
    void player.unlock().then(() => {
      if (player.running) stop();
    });
  };
  function stop() {
    for (const k of kinds) target.removeEventListener(k, onGesture, true);
  }
  for (const k of kinds) target.addEventListener(k, onGesture, true);
  return stop;
}

/** The page's one player. */
export const soundPlayer = new SoundPlayer();
