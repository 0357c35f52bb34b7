// A label painted on the board keeps to its place: it stays as large as it
// can, wraps at word breaks (anywhere in Japanese), shrinks to a floor, and
// past the floor breaks or is cut rather than spill onto its neighbours.
import { describe, expect, it } from 'vitest';
import { fitLabel, type LabelPlace, type MeasureText } from './fitLabel.js';

/** A fake font: Latin letters half an em wide, Japanese characters a full em. */
const measure: MeasureText = (text, size) => [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2fff ? 1 : 0.5) * size, 0);

const place = (p: Partial<LabelPlace>): LabelPlace => ({ maxWidth: 10, maxLines: 1, size: 1, minSize: 0.5, ...p });
const widest = (lines: string[], size: number) => Math.max(...lines.map((l) => measure(l, size)));

describe('fitting a painted label to its place', () => {
  it('leaves a label that fits as it is', () => {
    expect(fitLabel('Events', place({}), measure)).toEqual({ lines: ['Events'], size: 1 });
  });

  it('wraps a long label at its spaces when it has the lines for it, at full size', () => {
    const fitted = fitLabel('Foreseen event slot', place({ maxWidth: 6, maxLines: 3 }), measure);
    expect(fitted).toEqual({ lines: ['Foreseen', 'event slot'], size: 1 });
  });

  it('shrinks a one-line label that is too wide, and no further than it needs', () => {
    // "Vorhergesehenes Ereignis" is 24 letters: 12 em wide at size 1, in a place 10 wide.
    const fitted = fitLabel('Vorhergesehenes Ereignis', place({ maxLines: 1 }), measure);
    expect(fitted.lines).toEqual(['Vorhergesehenes Ereignis']);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(10);
    expect(fitted.size).toBeGreaterThan((10 / 12) * 0.92);
  });

  it('wraps and shrinks together when two lines are not enough at full size', () => {
    const fitted = fitLabel('Vorhergesehenes Ereignis', place({ maxWidth: 6, maxLines: 2 }), measure);
    expect(fitted.lines).toEqual(['Vorhergesehenes', 'Ereignis']);
    expect(fitted.size).toBeLessThan(1);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(6);
  });

  it('breaks Japanese between any two characters', () => {
    const fitted = fitLabel('予見された出来事の置き場', place({ maxWidth: 6, maxLines: 2 }), measure);
    expect(fitted.lines).toEqual(['予見された出', '来事の置き場']);
    expect(fitted.size).toBe(1);
  });

  it('below the smallest size, breaks inside a word rather than overflow', () => {
    const fitted = fitLabel('Donaudampfschifffahrtsgesellschaft', place({ maxWidth: 5, maxLines: 2, minSize: 0.5 }), measure);
    expect(fitted.size).toBe(0.5);
    expect(fitted.lines.join('')).toBe('Donaudampfschifffahrtsgesellschaft');
    expect(fitted.lines).toHaveLength(2);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(5);
  });

  it('cuts what still does not fit with an ellipsis, on the last line it has', () => {
    const fitted = fitLabel('one two three four five six seven eight nine ten', place({ maxWidth: 4, maxLines: 2, minSize: 0.8 }), measure);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(4);
  });

  it('never overflows, whatever the text and the place', () => {
    const texts = ['⟦Ƒǿřḗşḗḗƞ ḗṽḗƞŧ şŀǿŧ~~~~~~~⟧', 'x', '来', 'a b', 'Ereignis'.repeat(9)];
    for (const text of texts)
      for (const maxWidth of [0.3, 1, 3, 7])
        for (const maxLines of [1, 2, 3]) {
          const fitted = fitLabel(text, place({ maxWidth, maxLines }), measure);
          expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(maxWidth);
          expect(fitted.lines.length).toBeLessThanOrEqual(maxLines);
        }
  });

  it("keeps a kin's code whole where the floor would cut it: smaller, never broken or cut", () => {
    // The pseudo-language's code for the Apprentice: 2.5 em, in a medallion 1 wide that floors at half size.
    const medallion = place({ maxWidth: 1, maxLines: 1, minSize: 0.5 });
    expect(fitLabel('⟦Ȧƥ~⟧', medallion, measure).lines[0]).toMatch(/…$/);
    const fitted = fitLabel('⟦Ȧƥ~⟧', { ...medallion, whole: true }, measure);
    expect(fitted.lines).toEqual(['⟦Ȧƥ~⟧']);
    expect(fitted.size).toBeLessThan(0.5);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(1);
    // Two codes that differ only at their ends still read apart.
    expect(fitLabel('⟦Ȧř~⟧', { ...medallion, whole: true }, measure).lines).toEqual(['⟦Ȧř~⟧']);
  });

  it('paints a code that fits as large as its place allows, whole or not', () => {
    expect(fitLabel('Ap', place({ maxWidth: 1, whole: true }), measure)).toEqual({ lines: ['Ap'], size: 1 });
    expect(fitLabel('見', place({ maxWidth: 1, whole: true }), measure)).toEqual({ lines: ['見'], size: 1 });
  });

  it('never overflows a whole label either, whatever the text and the place', () => {
    for (const text of ['⟦Ḿƈ~⟧', 'Ap', '学', 'Ereignis'.repeat(9)])
      for (const maxWidth of [0.3, 1, 3]) {
        const fitted = fitLabel(text, place({ maxWidth, whole: true }), measure);
        expect(fitted.lines).toEqual([text]);
        expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(maxWidth);
      }
  });

  it('paints nothing for an empty label', () => {
    expect(fitLabel('  ', place({}), measure).lines).toEqual([]);
  });
});
