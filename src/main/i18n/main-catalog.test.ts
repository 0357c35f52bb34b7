// The catalog part `main` (src/shared/i18n/catalogs/<locale>/main.json): every
// language has every message, with the same arguments, in valid ICU syntax, and
// every `main.*` id the main side, the shared contract and the bridges name is
// in it. Words said in English by sayEnglish read as before the app spoke in
// messages (the tests of each service check their own sentences).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILES } from '../../shared/i18n/catalogs/index.js';
import { LOCALES } from '../../shared/i18n/locales.js';
import { wordsFor } from '../../shared/i18n/format.js';

const en = CATALOG_FILES.en.main;

/** The names of the arguments a message text uses (select and plural keys included, `#` not). */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const visit = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const opt of Object.values(el.options)) visit(opt.value);
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(text, { ignoreTag: true }));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the catalog part main', () => {
  it('has its ids under main. and sorted', () => {
    const ids = Object.keys(en);
    expect(ids.every((id) => id.startsWith('main.'))).toBe(true);
    expect(ids).toEqual([...ids].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: every message, with the English one's arguments, in valid ICU`, () => {
      const part = CATALOG_FILES[locale].main;
      expect(Object.keys(part).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(part)) {
        const english = argumentsOf(en[id]!);
        // A message about a file also gets what the file is (`kind`), for the languages whose words agree with it.
        const extra = english.includes('subject') ? ['kind'] : [];
        const own = argumentsOf(text).filter((a) => !extra.includes(a));
        expect({ id, args: own }).toEqual({ id, args: english });
      }
    });
  }

  it('has every main.* id the main side, the contract and the bridges name', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const files = [...sourceFiles(path.join(root, 'main')), ...sourceFiles(path.join(root, 'shared')), path.join(root, 'renderer/bridge.ts'), path.join(root, 'renderer/seat/seat-bridge.ts')];
    const named = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'(main\.[A-Za-z0-9.]+)'/g)) named.add(m[1]!);
      for (const m of readFileSync(file, 'utf8').matchAll(/`main\.([A-Za-z.]+)\.\$\{/g)) named.add(`main.${m[1]}.`);
    }
    const missing = [...named].filter((id) => (id.endsWith('.') ? !Object.keys(en).some((k) => k.startsWith(id)) : en[id] === undefined));
    expect(missing).toEqual([]);
  });

  it('says sizes and counts in each language', () => {
    const size = { id: 'main.size.mb', args: { mb: 1.5, small: 'no' } };
    expect(wordsFor('en').say(size)).toBe('1.5 MB');
    expect(wordsFor('de').say(size)).toBe('1,5 MB');
    expect(wordsFor('fr').say(size)).toBe('1,5 Mo');
    const summary = { id: 'main.summary.game', args: { mode: { id: 'main.mode', args: { players: 4, mode: 'team' } }, moves: 1 } };
    expect(wordsFor('en').say(summary)).toBe('4 players, team, 1 move');
    expect(wordsFor('ja').say(summary)).toBe('4人、チーム対戦、1手');
  });
});
