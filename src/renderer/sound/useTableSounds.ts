// The table's sounds and music, wired to the stores: the game store, which
// reduces the events the main side pushes (store/game.ts), and the sound
// settings. It subscribes to the stores outside React, so it never renders
// anything and costs nothing per frame: a sound starts only when a pushed
// view (or the player's own pick of a kin) changes the store.
import { useEffect } from 'react';
import { useGame, type GameStore } from '../store/game.js';
import { useSettings, type SettingsStore } from '../store/settings.js';
import { soundPlayer, unlockOnFirstGesture, type SoundLevels, type SoundPlayer } from './player.js';
import { soundsFor, type TableMoment } from './sound-for.js';
import { exposeSoundHook } from './test-hook.js';

interface Store<T> {
  getState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export interface TableSoundDeps {
  game: Store<GameStore>;
  settings: Store<SettingsStore>;
  player: SoundPlayer;
  /** Where the first click or key press is heard (the page). */
  target: EventTarget;
}

const levelsOf = (s: SettingsStore): SoundLevels => ({ masterVolume: s.masterVolume, effectsVolume: s.effectsVolume, musicVolume: s.musicVolume, muted: s.muted });
const momentOf = (g: GameStore): TableMoment => ({ view: g.seatView, handoff: g.handoff, selectedKin: g.selectedKin });
/** The music plays while a game in progress is on the table. */
const musicFor = (g: GameStore): boolean => g.screen === 'playing' && !!g.seatView && !g.seatView.gameOver;

/** Hooks the sounds to the stores; answers a function that unhooks them (and stops the music). */
export function installTableSounds(deps?: Partial<TableSoundDeps>): () => void {
  const game = deps?.game ?? useGame;
  const settings = deps?.settings ?? useSettings;
  const player = deps?.player ?? soundPlayer;
  const target = deps?.target ?? window;

  player.setLevels(levelsOf(settings.getState()));
  const offSettings = settings.subscribe((now, before) => {
    const a = levelsOf(now);
    const b = levelsOf(before);
    if (a.masterVolume !== b.masterVolume || a.effectsVolume !== b.effectsVolume || a.musicVolume !== b.musicVolume || a.muted !== b.muted) player.setLevels(a);
  });

  /** A secret choice was made since the view on screen was pushed: its result must sound like nothing. */
  let secretSince = false;
  const offGame = game.subscribe((now, before) => {
    if (now.lastMove && now.lastMove !== before.lastMove && !now.lastMove.action) secretSince = true;
    if (now.seatView !== before.seatView || now.selectedKin !== before.selectedKin || now.handoff !== before.handoff) {
      // Only the game on the table is heard: not one going on behind the games list or a replay.
      const sounds = now.screen === 'playing' && before.screen === 'playing' ? soundsFor(momentOf(before), momentOf(now), secretSince) : [];
      if (now.seatView?.view !== before.seatView?.view) secretSince = false;
      if (sounds.length) player.play(sounds);
    }
    player.setMusic(musicFor(now));
  });
  player.setMusic(musicFor(game.getState()));

  const offGesture = unlockOnFirstGesture(player, target);
  const offHook = exposeSoundHook(player);
  return () => {
    offGame();
    offSettings();
    offGesture();
    offHook();
    player.setMusic(false);
  };
}

/** The table's sounds for the whole app: mount once, at the top (App). */
export function useTableSounds(): void {
  useEffect(() => installTableSounds(), []);
}
