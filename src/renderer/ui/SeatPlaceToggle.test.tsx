// Where each person plays: the seats switched to "On another device" are the
// start call's `devices`; a computer seat never is, whatever was chosen for it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeatPlaceToggle, devicesOf } from './SeatPlaceToggle.js';

describe('the seat place toggle', () => {
  it('offers both places, the chosen one checked', () => {
    const html = renderToStaticMarkup(<SeatPlaceToggle seat={1} place="device" onChange={() => undefined} />);
    expect(html).toContain('aria-label="Seat 2 plays"');
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    expect(inputs.map((i) => [/value="(\w+)"/.exec(i)?.[1], i.includes('checked')])).toEqual([
      ['screen', false],
      ['device', true],
    ]);
    expect(html).toContain('At this screen');
    expect(html).toContain('On another device');
  });

  it('turns the chosen places into the seats to invite, in order, people only', () => {
    expect(devicesOf({ 2: 'device', 0: 'device', 1: 'screen' }, [0, 1, 2])).toEqual([0, 2]);
    // Seat 1 became a computer player after it was put on a device: it stays here.
    expect(devicesOf({ 1: 'device' }, [0, 2])).toEqual([]);
    expect(devicesOf({}, [0, 1])).toEqual([]);
  });
});
