// While the table moves it is drawn at the light look's low resolution; once
// it has been still for a moment, one crisp frame at full resolution, then
// nothing until something changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookSettings } from '../three/quality.js';
import { REST_DELAY_MS, RestClock, restResolutions } from './restClock.js';

describe('the rest frame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A table whose frames are drawn as the clock asks: returns the kinds of the frames drawn. */
  function table() {
    const drawn: string[] = [];
    let requested = false;
    const clock = new RestClock(() => (requested = true));
    const draw = () => {
      requested = false;
      drawn.push(clock.frame());
      clock.drawn();
    };
    /** Lets time pass, drawing a frame whenever one was requested. */
    const wait = (ms: number) => {
      vi.advanceTimersByTime(ms);
      if (requested) draw();
    };
    return { drawn, draw, wait, clock };
  }

  it('comes once the table has been still for the rest delay, at full resolution', () => {
    const t = table();
    t.draw();
    t.wait(REST_DELAY_MS - 10);
    expect(t.drawn).toEqual(['moving']);
    t.wait(20);
    expect(t.drawn).toEqual(['moving', 'rest']);
    // After the rest frame the table stays idle: no frame, however long nothing changes.
    t.wait(10_000);
    t.wait(10_000);
    expect(t.drawn).toEqual(['moving', 'rest']);
    expect(t.clock.restFrames).toBe(1);
  });

  it('waits while frames keep coming (an animation, a camera move), and the next move drops back to the low resolution', () => {
    const t = table();
    for (let i = 0; i < 20; i++) {
      t.draw();
      t.wait(REST_DELAY_MS / 3);
    }
    expect(t.drawn.every((k) => k === 'moving')).toBe(true);
    t.wait(REST_DELAY_MS);
    expect(t.drawn.at(-1)).toBe('rest');
    t.draw();
    expect(t.drawn.at(-1)).toBe('moving');
    t.wait(REST_DELAY_MS + 1);
    expect(t.drawn.at(-1)).toBe('rest');
    expect(t.clock.restFrames).toBe(2);
  });

  it('counts the wait from the end of a frame, so a slow frame does not use it up', () => {
    const t = table();
    t.clock.frame();
    vi.advanceTimersByTime(REST_DELAY_MS * 2); // the frame takes longer than the wait
    t.clock.drawn();
    t.wait(REST_DELAY_MS - 1);
    expect(t.clock.restFrames).toBe(0);
    t.wait(2);
    expect(t.clock.restFrames).toBe(1);
  });

  it('is drawn only by a look that moves at a lower resolution than the screen', () => {
    const light = lookSettings('light', true);
    expect(restResolutions(light.dpr, true, 1)).toEqual({ moving: light.dpr, rest: 1 });
    // On a GPU the rest frame uses the screen's own pixel ratio.
    expect(restResolutions(light.dpr, false, 2)).toEqual({ moving: light.dpr, rest: 2 });
    // The full look is always at full resolution: no rest frame.
    expect(restResolutions(lookSettings('full', true).dpr, true, 1)).toBeNull();
    expect(restResolutions(lookSettings('full', false).dpr, false, 2)).toBeNull();
  });
});
