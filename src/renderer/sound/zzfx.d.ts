// The part of ZzFX (npm zzfx, MIT, Frank Force) that synth.ts uses: the package ships no types.
declare module 'zzfx' {
  export const ZZFX: {
    /** ZzFX's own scale on every sample (0.3 by default). */
    volume: number;
    sampleRate: number;
    /** Made as the module loads: synth.ts replaces it with the page's shared context. */
    audioContext: AudioContext;
    buildSamples(...params: number[]): number[];
  };
}
