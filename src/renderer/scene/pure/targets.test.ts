import { describe, expect, it } from 'vitest';
import { msg } from '../../../engine/core/message.js';
import type { Action, ChoiceTarget, Sector } from '../../../engine/core/types.js';
import type { LegalChoice } from '../../../shared/views.js';
import { parseTarget, placeableKin, targetKey, targetsOf } from './targets.js';

/** The engine's target of a sector or palace spot. */
const spotTarget = (spot: string): ChoiceTarget => {
  const m = /^s(\d)\.(\d+)$/.exec(spot);
  return { on: 'spot', spot, sector: m ? (Number(m[1]) as Sector) : null, index: m ? Number(m[2]) : null };
};

/** The target the session would attach to each action (a slot's row depends on the decision: those tests give it). */
function fixtureTarget(a: Action): ChoiceTarget | null {
  switch (a.t) {
    case 'place':
    case 'spot':
      return spotTarget(a.spot);
    case 'kin':
      return { on: 'kin', kin: a.kin };
    case 'sector':
      return { on: 'sector', sector: a.sector };
    case 'site':
      return { on: 'site', site: a.site };
    case 'res':
      return { on: 'supply', item: a.res };
    case 'shard':
      return { on: 'supply', item: a.shard };
    case 'side':
      return { on: 'side', side: a.side };
    case 'card':
      return { on: 'revelationCard', card: a.card };
    default:
      return null;
  }
}

const choices = (...actions: Action[]): LegalChoice[] =>
  actions.map((action, index) => ({ index, action, label: msg('legacy.text', { text: `#${index}` }), target: fixtureTarget(action) }));
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

  it('slots point at the row the engine names, whatever the words say', () => {
    const slot = (target: ChoiceTarget, label = msg('legacy.text', { text: 'Event slot 2: Imperial Tax' })): LegalChoice[] => [
      { index: 0, action: { t: 'slot', slot: 1 }, label, target },
    ];
    const at = (target: ChoiceTarget) => keys(targetsOf(slot(target), null));
    expect(at({ on: 'moon', moon: 1 })).toEqual(['moon:1']);
    expect(at({ on: 'clanhouseSlot', slot: 1 })).toEqual(['chSlot:1']);
    expect(at({ on: 'eventSlot', slot: 1 })).toEqual(['eventSlot:1']);
    // A Philosopher's or the Basilisk's purchase: a revelation slot, even under a misleading label.
    expect(at({ on: 'revelationSlot', slot: 1 })).toEqual(['revSlot:1']);
  });

  it('a choice without an engine target takes no click on the table', () => {
    expect(keys(targetsOf([{ index: 0, action: { t: 'slot', slot: 0 }, label: msg('legacy.text', { text: 'Event slot 1' }), target: null }], null))).toEqual([]);
    expect(targetKey({ on: 'revelationCard', card: 3 })).toBeNull();
  });

  it('never maps two choices to one target (the first wins)', () => {
    const m = targetsOf(choices({ t: 'res', res: 'coin' }, { t: 'res', res: 'coin' }), null);
    expect(m.size).toBe(1);
    expect(m.get('supply:coin')!.index).toBe(0);
  });

  it('targetKey and parseTarget agree', () => {
    expect(targetKey(spotTarget('battlement2'))).toBe('spot:battlement2');
    expect(parseTarget('spot:s1.2')).toEqual(['spot', 's1.2']);
    expect(parseTarget('kin:4')).toEqual(['kin', '4']);
  });
});
