// window.__ryozenSound, only with ?test=1 in the page address or in a dev
// build: how many times each sound has started, for end-to-end tests.
import type { SoundId } from './recipes.js';
import type { SoundPlayer } from './player.js';

export interface RyozenSoundHook {
  /** How many times each sound has started since the page opened. */
  played(): Record<SoundId, number>;
  /** Whether the page has been clicked or a key pressed (sound allowed). */
  unlocked(): boolean;
  musicPlaying(): boolean;
}

declare global {
  interface Window {
    __ryozenSound?: RyozenSoundHook;
  }
}

function enabled(): boolean {
  if (import.meta.env?.DEV) return true;
  try {
    return new URLSearchParams(window.location.search).get('test') === '1';
  } catch {
    return false;
  }
}

/** Puts the hook on the page when tests may use it; answers a function that takes it off. */
export function exposeSoundHook(player: SoundPlayer): () => void {
  if (typeof window === 'undefined' || !enabled()) return () => undefined;
  window.__ryozenSound = { played: () => ({ ...player.played }), unlocked: () => player.unlocked, musicPlaying: () => player.musicPlaying };
  return () => {
    if (window.__ryozenSound) delete window.__ryozenSound;
  };
}
