// The screens speak only from the catalogs: every screens.* id the screens
// name is in all four languages, and the rules summary and the guided game
// say every sentence in every language (none falls back to English or an id).
import { describe, expect, it } from 'vitest';
import { isMsg, msgIds, type Msg } from '../../engine/core/message.js';
import { CATALOGS } from '../../shared/i18n/catalogs/index.js';
import { LOCALES } from '../../shared/i18n/locales.js';
import { wordsFor } from '../../shared/i18n/format.js';
import { RULE_SECTIONS } from './rules-text.js';
import { CALLOUTS } from './Tutorial.js';

/** The sources of the screens, read as text (whichever file names an id, it must be in every catalog). */
const SOURCES = import.meta.glob(['../App.tsx', '../main.tsx', './*.tsx', './*.ts', '../store/*.ts', '!./*.test.ts', '!../store/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function idsNamed(): Set<string> {
  const ids = new Set<string>();
  for (const text of Object.values(SOURCES)) for (const m of text.matchAll(/'(screens\.[\w.-]+)'/g)) ids.add(m[1]!);
  return ids;
}

/** Our own messages in the rules and the callouts (the content's terms are checked by the content part). */
function screenMsgs(): Msg[] {
  const out: Msg[] = [];
  const add = (m: unknown) => {
    if (isMsg(m) && m.id.startsWith('screens.')) out.push(m);
  };
  for (const s of RULE_SECTIONS) {
    add(s.title);
    s.paragraphs.forEach(add);
    s.items?.forEach((it) => {
      add(it.term);
      add(it.text);
    });
  }
  for (const c of Object.values(CALLOUTS)) {
    add(c.title);
    c.text.forEach(add);
  }
  return out;
}

describe('the screens’ words', () => {
  it('name only ids every language has', () => {
    const ids = idsNamed();
    expect(ids.size).toBeGreaterThan(100);
    for (const locale of LOCALES) expect([...ids].filter((id) => CATALOGS[locale][id] === undefined), locale).toEqual([]);
  });

  it('say the rules summary and the guided game in every language', () => {
    const msgs = screenMsgs();
    expect(msgs.length).toBeGreaterThan(60);
    for (const locale of LOCALES) {
      const ids = new Set<string>();
      msgs.forEach((m) => msgIds(m, ids));
      const own = [...ids].filter((id) => id.startsWith('screens.') && CATALOGS[locale][id] === undefined);
      expect(own, locale).toEqual([]);
      for (const m of msgs) expect(wordsFor(locale).say(m)).not.toMatch(/^screens\./);
    }
  });

  it('keeps the English the end-to-end tests read', () => {
    const en = wordsFor('en');
    expect(en.t('screens.title.continue')).toBe('Continue the last game');
    expect(en.t('screens.setup.toFix', { n: 2 })).toBe('2 things to fix before starting.');
    expect(en.t('screens.score.place', { rank: 2 })).toBe('2nd place');
    expect(en.t('screens.games.length.finished', { moves: 1, round: 3 })).toBe('1 move, 3 rounds');
  });
});
