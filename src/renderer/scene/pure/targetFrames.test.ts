// The test builds real games with the engine (the renderer only receives views).
/* eslint-disable no-restricted-imports -- the test drives real games */
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../engine/config.js';
import { createGame, view } from '../../../engine/index.js';
import {
  clanhouseSlotPosition,
  eventSlotPosition,
  KIN_TILE_THICKNESS,
  moonPosition,
  palaceSpotFrame,
  revelationSlotPosition,
  sectorSpotPosition,
  supplyPosition,
  villageSitePosition,
} from '../../../engine/geometry/index.js';
import { layoutTable } from './layout.js';
import { targetFrame } from './targetFrames.js';

const v = view(createGame(makeConfig({ players: 4, palaceAlt: true, dragon: true }), 3), 0);
const kin = new Map(layoutTable(v).kin.map((k) => [k.id, k]));
const at = (key: string) => targetFrame(key, v, kin);

describe('targetFrame', () => {
  it('puts each kind of target where the geometry puts the thing', () => {
    expect(at('spot:s2.1')!.position).toEqual(sectorSpotPosition(2, 1, v.board[2]!.length));
    expect(at('spot:battlement3')!.position).toEqual(palaceSpotFrame('battlement3', v.palace.rotation).position);
    expect(at('spot:battlement3')!.normal).toEqual(palaceSpotFrame('battlement3', v.palace.rotation).normal);
    expect(at('eventSlot:2')!.position).toEqual(eventSlotPosition(2, v.events.foreseen.length));
    expect(at('revSlot:0')!.position).toEqual(revelationSlotPosition(0, v.revelations.slots.length));
    expect(at('chSlot:4')!.position).toEqual(clanhouseSlotPosition(4, v.clanhouse.length));
    expect(at('moon:3')!.position).toEqual(moonPosition(3));
    expect(at('site:2')!.position).toEqual(villageSitePosition(2, v.villages.sites.length));
    expect(at('supply:jade')!.position).toEqual(supplyPosition('jade'));
    expect(at('side:1')).not.toBeNull();
  });

  it('frames a kin on its top face', () => {
    const k = [...kin.values()].find((x) => x.place.startsWith('hand:'))!;
    const f = at(`kin:${k.id}`)!;
    expect(f.position.y).toBeCloseTo(k.position.y + KIN_TILE_THICKNESS, 9);
  });

  it('has no frame for sectors (drawn as lit outlines), unknown kin or slots past the row', () => {
    expect(at('sector:2')).toBeNull();
    expect(at('kin:9999')).toBeNull();
    expect(at('eventSlot:9')).toBeNull();
    expect(at('spot:s7.0')).toBeNull();
  });
});
