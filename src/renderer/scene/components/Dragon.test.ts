// The dragon's piece against real games: it stands on its moon while the rule
// is in play and the board's moons are printed lit; without the rule, neither.
/* eslint-disable no-restricted-imports -- the test drives real games to place the dragon */
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../engine/config.js';
import { applyAction, createGame, isGameOver, legalActions, view } from '../../../engine/index.js';
import { moonPosition } from '../../../engine/geometry/index.js';
import { dragonFrame, moonsLit } from './Dragon.js';

describe('the dragon on the table', () => {
  it('stands on the moon the view names, as the game moves it', () => {
    let s = createGame(makeConfig({ players: 4, dragon: true }), 7);
    const moons = new Set<number>();
    for (let i = 0; i < 140 && !isGameOver(s); i++) {
      const v = view(s, 0);
      const frame = dragonFrame(v);
      expect(frame === null).toBe(v.dragon < 0);
      if (frame) {
        moons.add(v.dragon);
        const p = moonPosition(v.dragon);
        expect([frame.position.x, frame.position.y, frame.position.z]).toEqual([p.x, 0, p.z]);
      }
      expect(moonsLit(v)).toBe(true);
      const acts = legalActions(s);
      s = applyAction(s, acts[(i * 7) % acts.length]!);
    }
    expect(moons.size).toBeGreaterThan(0);
  });

  it('is not on the table without the rule, and the moons are printed plain', () => {
    const v = view(createGame(makeConfig({ players: 2 }), 7), 0);
    expect(dragonFrame(v)).toBeNull();
    expect(moonsLit(v)).toBe(false);
    expect(moonsLit(null)).toBe(false);
  });
});
