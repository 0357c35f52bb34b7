// The catalogs are complete and in step: every language has every message
// English has and no other, each text parses as ICU MessageFormat and asks
// for the same arguments, every id the code names exists, and every message
// is named somewhere in the code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILES, CATALOG_PARTS, CATALOGS } from '../src/shared/i18n/catalogs/index.js';
import { LOCALES } from '../src/shared/i18n/locales.js';
import { formArgument, formOfId } from '../src/shared/i18n/grammar/cases.js';

const SRC = join(import.meta.dirname, '..', 'src');

function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    if ('value' in e && typeof e.value === 'string') into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) argumentsOf(o.value, into);
  }
  return into;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'catalogs' && name !== 'node_modules') sourceFiles(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** What the code says about message ids: ids it names outright, and patterns of ids it builds (`kin.${type}.a`). */
function idsInCode(): { named: Map<string, string>; patterns: RegExp[] } {
  const named = new Map<string, string>();
  const patterns: RegExp[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)) if (!named.has(m[1]!)) named.set(m[1]!, relative(SRC, file));
    for (const m of text.matchAll(/`([a-z][\w-]*\.[^`]*\$\{[^`]*)`/g)) {
      const body = m[1]!.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
      patterns.push(new RegExp(`^${body.join('.+')}$`));
    }
  }
  return { named, patterns };
}

/** Ids the code asks a catalog for by name: msg('...'), t('...'). */
function idsAskedFor(): Map<string, string> {
  const asked = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:msg|t)\(\s*['"]([^'"]+)['"]/g)) asked.set(m[1]!, relative(SRC, file));
  }
  return asked;
}

const english = CATALOGS.en;

/**
 * Arguments the code passes only for the grammar of some languages, which
 * English needs not say: what a file is (`kind`), so French agrees with it;
 * whose a kin is (`whose`), so German places its owner; whether a pair of a
 * list adds its last item (`last`), so German joins that one with "und".
 */
const GRAMMAR_ARGUMENTS = new Set(['kind', 'whose', 'last']);

/** The parts whose ids all begin with the part's name (words and content name things by their own ids). */
const PREFIXED_PARTS = ['rules', 'variants', 'main', 'screens', 'table', 'settings'];

describe('message catalogs', () => {
  it('give every language exactly the messages English has, part by part', () => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const part of CATALOG_PARTS) {
        const ids = new Set(Object.keys(CATALOG_FILES[locale][part]));
        const wanted = Object.keys(CATALOG_FILES.en[part]);
        for (const id of wanted) if (!ids.has(id)) problems.push(`${locale}/${part}.json lacks ${id}`);
        for (const id of ids) {
          // A language's own case form of a phrase English has ("kin.bard.acc") sits next to it.
          const formOf = formOfId(id)?.base;
          if (!(id in CATALOG_FILES.en[part]) && !(formOf !== undefined && formOf in CATALOG_FILES.en[part])) {
            problems.push(`${locale}/${part}.json has ${id}, which en/${part}.json does not`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('never use one id in two parts', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const part of CATALOG_PARTS) {
      for (const id of Object.keys(CATALOG_FILES.en[part])) {
        if (seen.has(id)) twice.push(`${id} in ${seen.get(id)} and ${part}`);
        seen.set(id, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it('hold texts that parse, with the arguments English asks for', () => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(CATALOGS[locale])) {
        let args: Set<string>;
        try {
          args = argumentsOf(parse(text, { ignoreTag: true }));
        } catch (err) {
          problems.push(`${locale} ${id}: ${(err as Error).message}`);
          continue;
        }
        const wanted = argumentsOf(parse(english[id] ?? english[formOfId(id)?.base ?? ''] ?? '', { ignoreTag: true }));
        // `kin_acc` asks for the argument `kin` in a case (src/shared/i18n/grammar/cases.ts).
        const known = (a: string) => wanted.has(a) || GRAMMAR_ARGUMENTS.has(a);
        const extra = [...args].filter((a) => !known(a) && !known(formArgument(a)?.arg ?? ''));
        if (extra.length) problems.push(`${locale} ${id} asks for ${extra.join(', ')}, which English never gets`);
        if (locale !== 'en' && text.trim() === '' && (english[id] ?? '').trim() !== '') problems.push(`${locale} ${id} is empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('have every message the code asks for by name', () => {
    const missing = [...idsAskedFor()].filter(([id]) => !(id in english)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('have every id the code writes out in a part of its own', () => {
    const { named } = idsInCode();
    // A file name ('settings.json') is not a message id.
    const ofPart = (id: string) => PREFIXED_PARTS.some((p) => id.startsWith(`${p}.`)) && !/\.(json|[cm]?[jt]sx?|tmp|bak|html|css|png)$/.test(id);
    const missing = [...named].filter(([id]) => ofPart(id) && !(id in english)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keep each file in order of its ids, each id in its own part', () => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const part of CATALOG_PARTS) {
        const ids = Object.keys(CATALOG_FILES[locale][part]);
        if (ids.join('\n') !== [...ids].sort().join('\n')) problems.push(`${locale}/${part}.json is not sorted by id`);
        if (PREFIXED_PARTS.includes(part)) for (const id of ids.filter((i) => !i.startsWith(`${part}.`))) problems.push(`${locale}/${part}.json: ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('have no message the code never names', () => {
    const { named, patterns } = idsInCode();
    const unused = Object.keys(english).filter((id) => !named.has(id) && !patterns.some((p) => p.test(id)));
    expect(unused).toEqual([]);
  });
});
