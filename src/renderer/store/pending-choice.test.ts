import { beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../engine/core/message.js';
import type { LegalChoice } from '../../shared/views.js';
import { usePendingChoice } from './pending-choice.js';

const spot = (index: number, s: string): LegalChoice => ({ index, action: { t: 'place', kin: 3, spot: s } as LegalChoice['action'], label: msg('legacy.text', { text: s }), target: null });

describe('a tap on the table', () => {
  beforeEach(() => usePendingChoice.getState().clear());

  it('the first tap only shows the choice; a second tap on the same one makes it', () => {
    const a = spot(0, 's1.0');
    expect(usePendingChoice.getState().tap(a, 4)).toBeNull();
    expect(usePendingChoice.getState().choice).toBe(a);
    expect(usePendingChoice.getState().tap(a, 4)).toBe(a);
    expect(usePendingChoice.getState().choice).toBeNull();
  });

  it('a tap on another spot, or the same spot at a later decision, shows it instead of making the first', () => {
    const a = spot(0, 's1.0');
    const b = spot(1, 's2.0');
    usePendingChoice.getState().tap(a, 4);
    expect(usePendingChoice.getState().tap(b, 4)).toBeNull();
    expect(usePendingChoice.getState().choice).toBe(b);
    expect(usePendingChoice.getState().tap(b, 5)).toBeNull();
    expect(usePendingChoice.getState().tap(b, 5)).toBe(b);
  });
});
