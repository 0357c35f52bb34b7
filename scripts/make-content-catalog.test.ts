// The catalogs' content part says exactly what the engine's content says, and
// every language has every content message with the same placeholders.
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { msg } from '../src/engine/core/message.js';
import { sayEnglish } from '../src/shared/i18n/format.js';
import { formOfId } from '../src/shared/i18n/grammar/cases.js';
import { contentMessages, englishContentCatalog, UI_PREFIX } from './content-messages.js';
import { contentFile } from './make-content-catalog.js';

const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(contentFile(locale), 'utf8')) as Record<string, string>;

/** The argument names a message text uses, sorted. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if ('value' in el && typeof el.value === 'string') names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) visit(o.value);
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(text, { ignoreTag: true }));
  return [...names].sort();
}

describe('content catalog (regenerate with `npx tsx scripts/make-content-catalog.ts`)', () => {
  const en = read('en');

  it('en/content.json has the engine content’s words, sorted, and only the renderer’s own words besides', () => {
    const want = englishContentCatalog(en);
    expect(en).toEqual(want);
    expect(Object.keys(en)).toEqual(Object.keys(want));
    const own = Object.keys(en).filter((id) => !id.startsWith(UI_PREFIX));
    expect(own.sort()).toEqual(Object.keys(contentMessages()).sort());
  });

  it('says every content text in English exactly as the content writes it', () => {
    for (const [id, text] of Object.entries(contentMessages())) expect(sayEnglish(msg(id)), id).toBe(text);
  });

  for (const locale of ['ja', 'de', 'fr', 'es', 'zh-Hans']) {
    it(`${locale}/content.json has every message, with the same placeholders`, () => {
      const other = read(locale);
      // A language's own case form of a phrase English has ("kin.bard.acc") sits next to it, with the phrase's placeholders.
      const caseForm = (id: string) => {
        const base = formOfId(id)?.base;
        return base !== undefined && !(id in en) && base in en ? base : undefined;
      };
      expect(Object.keys(other).filter((id) => caseForm(id) === undefined).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(other)).toEqual(Object.keys(other).sort());
      for (const [id, text] of Object.entries(en)) expect(placeholders(other[id] ?? ''), `${locale} ${id}`).toEqual(placeholders(text));
      for (const id of Object.keys(other)) {
        const base = caseForm(id);
        if (base !== undefined) expect(placeholders(other[id]!), `${locale} ${id}`).toEqual(placeholders(en[base]!));
      }
    });
  }
});
