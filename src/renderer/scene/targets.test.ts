import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/types.js';
import type { LegalChoice } from '../../main/session.js';
import { parseTarget, placeableKin, slotTarget, targetOf, targetsOf } from './targets.js';

const choices = (...actions: Action[]): LegalChoice[] => actions.map((action, index) => ({ index, action, label: `#${index}` }));
const keys = (m: Map<string, LegalChoice>) => [...m.keys()].sort();

describe('targetsOf: placements', () => {
  const legal = choices(
    { t: 'place', kin: 3, spot: 's0.0' },
    { t: 'place', kin: 3, spot: 's1.1' },
    { t: 'place', kin: 3, spot: 'palace' },
    { t: 'place', kin: 7, spot: 's0.0' },
    { t: 'place', kin: 7, spot: 'palace' },
  );

  it('maps the selected kin to its spots only', () => {
    const m = targetsOf(legal, 3);
    expect(keys(m)).toEqual(['spot:palace', 'spot:s0.0', 'spot:s1.1']);
    expect(m.get('spot:s1.1')!.index).toBe(1);
    const m7 = targetsOf(legal, 7);
    expect(keys(m7)).toEqual(['spot:palace', 'spot:s0.0']);
    expect(m7.get('spot:s0.0')!.action).toEqual({ t: 'place', kin: 7, spot: 's0.0' });
  });

  it('offers no spot before a kin is picked when the kin have different spot sets', () => {
    expect(keys(targetsOf(legal, null))).toEqual([]);
  });

  it('a selected kin that cannot be placed has no spots', () => {
    expect(keys(targetsOf(legal, 99))).toEqual([]);
  });

  it('with no kin selected, offers the one spot set that every kin shares', () => {
    const same = choices(
      { t: 'place', kin: 1, spot: 's2.0' },
      { t: 'place', kin: 1, spot: 'pinnacle' },
      { t: 'place', kin: 2, spot: 'pinnacle' },
      { t: 'place', kin: 2, spot: 's2.0' },
    );
    const m = targetsOf(same, null);
    expect(keys(m)).toEqual(['spot:pinnacle', 'spot:s2.0']);
    expect(m.get('spot:s2.0')!.action).toEqual({ t: 'place', kin: 1, spot: 's2.0' });
    // Knowing the types: interchangeable (same type) kin keep the shortcut, different types do not.
    expect(keys(targetsOf(same, null, { kinType: () => 'apprentice' }))).toEqual(['spot:pinnacle', 'spot:s2.0']);
    expect(keys(targetsOf(same, null, { kinType: (id) => (id === 1 ? 'apprentice' : 'fighter') }))).toEqual([]);
  });

  it('keeps non-placement choices of the same decision (a pass has no target)', () => {
    const withPass = choices({ t: 'pass' }, { t: 'place', kin: 4, spot: 's3.2' });
    expect(keys(targetsOf(withPass, null))).toEqual(['spot:s3.2']);
  });

  it('lists the placeable kin once each, in legal order', () => {
    expect(placeableKin(legal)).toEqual([3, 7]);
  });
});

describe('targetsOf: other choices', () => {
  it('kin, spots, sectors, sites, supply and sides', () => {
    const m = targetsOf(
      choices(
        { t: 'pass' },
        { t: 'kin', kin: 12 },
        { t: 'spot', spot: 's4.1' },
        { t: 'sector', sector: 5 },
        { t: 'site', site: 2 },
        { t: 'res', res: 'lantern' },
        { t: 'shard', shard: 'jade' },
        { t: 'side', side: 3 },
        { t: 'option', option: 'use' },
        { t: 'cloak', cloaked: true },
        { t: 'card', card: 4 },
      ),
      null,
    );
    expect(keys(m)).toEqual(['kin:12', 'sector:5', 'side:3', 'site:2', 'spot:s4.1', 'supply:jade', 'supply:lantern']);
    expect(m.get('sector:5')!.index).toBe(3);
  });

  it('slots point at what the decision is about', () => {
    const slot = choices({ t: 'slot', slot: 1 });
    const at = (kind: string, prompt = '') => keys(targetsOf(slot, null, { decision: { kind, prompt } }));
    expect(at('moveDragon')).toEqual(['moon:1']);
    expect(at('clanhouseAcquire')).toEqual(['chSlot:1']);
    expect(at('acquireRevelation')).toEqual(['revSlot:1']);
    expect(at('discardEvent')).toEqual(['eventSlot:1']);
    expect(at('returnEvent')).toEqual(['eventSlot:1']);
    expect(at('ability', "Use the Philosopher's ability? (Acquire a revelation...)")).toEqual(['revSlot:1']);
    expect(at('ability', "Use the Clairvoyant's ability? (Choose one...)")).toEqual(['eventSlot:1']);
    expect(at('goldenRule', 'Golden Rule: decide for the Basilisk. (The Springs: you may acquire up to two revelation cards.)')).toEqual(['revSlot:1']);
    expect(slotTarget(null)).toBe('eventSlot');
  });

  it('never maps two choices to one target (the first wins)', () => {
    const m = targetsOf(choices({ t: 'res', res: 'coin' }, { t: 'res', res: 'coin' }), null);
    expect(m.size).toBe(1);
    expect(m.get('supply:coin')!.index).toBe(0);
  });

  it('targetOf and parseTarget agree', () => {
    expect(targetOf({ index: 0, label: '', action: { t: 'place', kin: 1, spot: 'battlement2' } })).toBe('spot:battlement2');
    expect(parseTarget('spot:s1.2')).toEqual(['spot', 's1.2']);
    expect(parseTarget('kin:4')).toEqual(['kin', '4']);
  });
});
