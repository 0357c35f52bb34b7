// The pseudo-language: English with every letter accented and 40% more length,
// so a layout test sees text that overflows its box and any word that skipped
// the catalogs (it stays plain ASCII). Placeholders and plural/select keys are
// left alone: only the literal text a player would read changes.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]!]),
);

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
}

function letters(elements: readonly MessageFormatElement[]): number {
  return elements.reduce((n, e) => n + (e.type === TYPE.literal ? e.value.length : 0), 0);
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((e) => {
    if (e.type === TYPE.literal) return { ...e, value: accent(e.value) };
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, { ...o, value: transform(o.value) }]));
      return { ...e, options } as MessageFormatElement;
    }
    return e;
  });
}

/** The pseudo-language's form of an English message, as an ICU AST: bracketed, accented, 40% longer. */
export function pseudoMessage(english: string): MessageFormatElement[] {
  const ast = parse(english, { ignoreTag: true });
  const padding = '~'.repeat(Math.ceil(letters(ast) * 0.4));
  return [{ type: TYPE.literal, value: '⟦' }, ...transform(ast), { type: TYPE.literal, value: `${padding}⟧` }];
}
