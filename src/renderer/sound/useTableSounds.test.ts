// The sounds hooked to the stores: a pushed view plays what changed, a secret
// move event silences the view that follows it, the music follows the game on
// the table, and the settings reach the player as they change.
import { msg } from '../../engine/core/message.js';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { GameStore } from '../store/game.js';
import type { SettingsStore } from '../store/settings.js';
import type { SeatView } from '../../shared/views.js';
import type { SoundPlayer, SoundLevels } from './player.js';
import type { SoundId } from './recipes.js';
import { installTableSounds } from './useTableSounds.js';

function view(ply: number, rotation: number, over: Partial<SeatView> = {}): SeatView {
  const v = { kin: [], palace: { rotation, floors: 1 }, players: [], villages: { pile: [], sites: [] }, phase: 'day' } as unknown as SeatView['view'];
  return { seat: 0, game: 'g', view: v, decision: null, yourTurn: true, legal: [], ply, gameOver: false, scores: null, logLength: 0, canUndo: false, autosavedAt: null, savedPly: null, ...over };
}

function setup() {
  const game = createStore<GameStore>()(() => ({ screen: 'title', seatView: null, handoff: null, selectedKin: null, lastMove: null }) as unknown as GameStore);
  const settings = createStore<SettingsStore>()(() => ({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false }) as SettingsStore);
  const played: SoundId[][] = [];
  const levels: SoundLevels[] = [];
  let music = false;
  const player = {
    play: (s: readonly SoundId[]) => played.push([...s]),
    setMusic: (on: boolean) => (music = on),
    setLevels: (l: SoundLevels) => levels.push(l),
  } as unknown as SoundPlayer;
  const off = installTableSounds({ game, settings, player, target: new EventTarget() });
  return { game, settings, played, levels, music: () => music, off };
}

describe('installTableSounds', () => {
  it('a pushed view that turns the palace plays the turn; the music plays while the game is on the table', () => {
    const t = setup();
    expect(t.music()).toBe(false);
    t.game.setState({ screen: 'playing', seatView: view(1, 0) });
    expect(t.music()).toBe(true);
    t.game.setState({ lastMove: { seat: 1, action: { t: 'pass' }, label: msg('legacy.text', { text: 'x' }), ply: 1, byComputer: true } });
    t.game.setState({ seatView: view(2, 1) });
    expect(t.played).toEqual([['turn']]);
    t.game.setState({ seatView: view(3, 1, { gameOver: true }) });
    expect(t.played.at(-1)).toEqual(['end']);
    expect(t.music()).toBe(false);
    t.off();
  });

  it('a secret move event silences the view it brings', () => {
    const t = setup();
    t.game.setState({ screen: 'playing', seatView: view(1, 0) });
    t.game.setState({ lastMove: { seat: 1, label: msg('legacy.text', { text: 'chose in secret' }), ply: 1, byComputer: false } });
    t.game.setState({ seatView: view(2, 1) });
    expect(t.played).toEqual([]);
    // The next public move is heard again.
    t.game.setState({ lastMove: { seat: 0, action: { t: 'pass' }, label: msg('legacy.text', { text: 'x' }), ply: 2, byComputer: false } });
    t.game.setState({ seatView: view(3, 2) });
    expect(t.played).toEqual([['turn']]);
  });

  it('a game going on behind the games list or a replay is not heard, nor its music', () => {
    const t = setup();
    t.game.setState({ screen: 'playing', seatView: view(1, 0) });
    t.game.setState({ screen: 'replay' });
    expect(t.music()).toBe(false);
    t.game.setState({ seatView: view(2, 1) });
    t.game.setState({ screen: 'games' });
    t.game.setState({ seatView: view(3, 2) });
    expect(t.played).toEqual([]);
    t.game.setState({ screen: 'playing' });
    expect(t.music()).toBe(true);
    t.game.setState({ seatView: view(4, 3) });
    expect(t.played).toEqual([['turn']]);
  });

  it('the settings reach the player when they change; unhooking stops the music', () => {
    const t = setup();
    expect(t.levels.at(-1)).toEqual({ masterVolume: 0.8, effectsVolume: 0.8, musicVolume: 0.4, muted: false });
    t.settings.setState({ muted: true });
    expect(t.levels.at(-1)).toMatchObject({ muted: true });
    t.game.setState({ screen: 'playing', seatView: view(1, 0) });
    expect(t.music()).toBe(true);
    t.off();
    expect(t.music()).toBe(false);
    t.game.setState({ seatView: view(2, 1) });
    expect(t.played).toEqual([]);
  });
});
