import { describe, expect, it } from 'vitest';
import { createInputStore, firstGuess } from './input.js';

const media = (coarse: boolean, noHover: boolean) => (q: string) => (q === '(pointer: coarse)' ? coarse : q === '(hover: none)' ? noHover : false);

describe('the input the words follow', () => {
  it('a phone (coarse pointer, no hover) is touch, with no keys shown; a desktop is a mouse with keys', () => {
    expect(firstGuess(media(true, true))).toEqual({ pointing: 'touch', keyboard: false });
    expect(firstGuess(media(false, false))).toEqual({ pointing: 'mouse', keyboard: true });
    // A laptop with a touch screen still hovers: it is a mouse.
    expect(firstGuess(media(true, false))).toEqual({ pointing: 'mouse', keyboard: true });
  });

  it('a phone shows keys once a key is pressed, and a finger on a desktop makes it touch', () => {
    const phone = createInputStore(media(true, true));
    phone.getState().keyed();
    expect(phone.getState().keyboard).toBe(true);
    const desk = createInputStore(media(false, false));
    desk.getState().pointed('touch');
    expect(desk.getState()).toMatchObject({ pointing: 'touch', keyboard: false });
    desk.getState().pointed('mouse');
    expect(desk.getState()).toMatchObject({ pointing: 'mouse', keyboard: true });
    // A phone whose person pressed a key keeps its keys when the finger comes back.
    phone.getState().pointed('touch');
    expect(phone.getState().keyboard).toBe(true);
  });
});
