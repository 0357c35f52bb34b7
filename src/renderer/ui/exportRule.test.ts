import { describe, expect, it } from 'vitest';
import { exportDisabledReason } from './exportRule.js';

describe('exporting the game in play', () => {
  it('is disabled, with the reason, until the game is over', () => {
    expect(exportDisabledReason({ gameOver: false })).toMatch(/once it is over/);
    expect(exportDisabledReason(null)).toMatch(/no game/);
    expect(exportDisabledReason({ gameOver: true })).toBeNull();
  });
});
