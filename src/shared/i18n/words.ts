// Says messages in a language: the catalogs' ICU MessageFormat texts through
// FormatJS's intl-messageformat, with numbers, dates and lists by the
// language's Intl rules. Holds no catalog itself: a language speaks once its
// messages are added (addCatalog), all at once by format.ts for the main
// process, the CLI and the tests, one at a time by the renderer, which loads
// only the language in use (src/renderer/languages.ts).
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isMsg, type Msg, type MsgArg } from '../../engine/core/message.js';
import type { Catalog } from './catalogs/parts.js';
import { PSEUDO_LOCALE, type AnyLocale, type Locale } from './locales.js';
import { pseudoMessage } from './pseudo.js';
import { formArgument, fuseBefore, textInForm, type ArgumentForm } from './grammar/cases.js';
import { JOINERS, type Joiner } from './grammar/joined.js';

/** The languages whose messages are here. */
const catalogs = new Map<Locale, Catalog>();

export interface Words {
  readonly locale: AnyLocale;
  /** A message in this language (an unknown id falls back to English when English is here, then to the id itself). */
  say(m: Msg): string;
  /** The message `id` with `args`, for words the renderer writes itself. */
  t(id: string, args?: Record<string, MsgArg>): string;
  /** Whether the catalogs have message `id` (this language's, or English's until it is here: every language has the same ids). */
  has(id: string): boolean;
  number(n: number, options?: Intl.NumberFormatOptions): string;
  date(d: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** "a, b and c" in this language. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** Ids asked for that no catalog has (tests read it). */
  readonly missing: ReadonlySet<string>;
}

function intlLocale(locale: AnyLocale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

function createWords(locale: AnyLocale): Words {
  const compiled = new Map<string, IntlMessageFormat | null>();
  const missing = new Set<string>();
  const tag = intlLocale(locale);
  const joiner = locale === PSEUDO_LOCALE ? undefined : JOINERS[locale];
  const lists = { conjunction: new Intl.ListFormat(tag, { type: 'conjunction' }), disjunction: new Intl.ListFormat(tag, { type: 'disjunction' }) };

  function formatterOf(id: string): IntlMessageFormat | null {
    let f = compiled.get(id);
    if (f !== undefined) return f;
    const own = locale === PSEUDO_LOCALE ? undefined : catalogs.get(locale)?.[id];
    const source = own ?? catalogs.get('en')?.[id];
    if (source === undefined) {
      missing.add(id);
      f = null;
    } else {
      const text = locale === PSEUDO_LOCALE ? pseudoMessage(source) : source;
      f = new IntlMessageFormat(text, own !== undefined || locale === PSEUDO_LOCALE ? tag : 'en', undefined, { ignoreTag: true });
    }
    compiled.set(id, f);
    return f;
  }

  /** The arguments a text asks for in a form (`kin_acc`), found once per message. */
  const formsAsked = new Map<string, { name: string; arg: string; form: ArgumentForm }[]>();
  function formsOf(id: string, f: IntlMessageFormat): { name: string; arg: string; form: ArgumentForm }[] {
    let asked = formsAsked.get(id);
    if (!asked) {
      const names = new Set<string>();
      const visit = (elements: readonly MessageFormatElement[]): void => {
        for (const e of elements) {
          if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
          if ('value' in e && typeof e.value === 'string') names.add(e.value);
          if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) visit(o.value);
        }
      };
      visit(f.getAst());
      asked = [...names].flatMap((name) => {
        const parts = formArgument(name);
        return parts ? [{ name, ...parts }] : [];
      });
      formsAsked.set(id, asked);
    }
    return asked;
  }

  /** Whether this language's own catalog gives message `id` (a form is never borrowed from English). */
  const ownHas = (id: string): boolean => locale !== PSEUDO_LOCALE && catalogs.get(locale)?.[id] !== undefined;

  /** An argument in `form`: a message by its `<id>.<form>` entry, a player's text by the language's rule, else as it is. */
  function argInForm(a: MsgArg, form: ArgumentForm): string | number {
    if (typeof a === 'number') return a;
    if (typeof a === 'string') return textInForm(locale, a, form);
    if (Array.isArray(a)) return lists.conjunction.format(a.map((x) => String(argInForm(x, form))));
    if (!isMsg(a)) return String(a);
    const formId = `${a.id}.${form}`;
    return ownHas(formId) ? t(formId, a.args) : say(a);
  }

  function argText(a: MsgArg): string | number {
    if (typeof a === 'number' || typeof a === 'string') return a;
    if (Array.isArray(a)) return lists.conjunction.format(a.map((x) => String(argText(x))));
    return isMsg(a) ? say(a) : String(a);
  }

  function t(id: string, args?: Readonly<Record<string, MsgArg>>): string {
    const f = formatterOf(id);
    if (!f) return id;
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(args ?? {})) values[k] = argText(v);
    const inForm: string[] = [];
    for (const { name, arg, form } of formsOf(id, f)) {
      const v = args?.[arg];
      if (v === undefined || name in values) continue;
      values[name] = argInForm(v, form);
      if (typeof values[name] === 'string') inForm.push(values[name]);
    }
    try {
      const said = joiner ? joinedFormat(f, values, joiner) : String(f.format(values));
      return inForm.reduce((text, phrase) => fuseBefore(locale, text, phrase), said);
    } catch {
      // A catalog text that asks for an argument the message lacks: show the id, never throw at the table.
      missing.add(id);
      return id;
    }
  }

  function say(m: Msg): string {
    return t(m.id, m.args);
  }

  return {
    locale,
    say,
    t,
    has: (id) => (catalogs.get(locale === PSEUDO_LOCALE ? 'en' : locale) ?? catalogs.get('en'))?.[id] !== undefined,
    number: (n, options) => new Intl.NumberFormat(tag, options).format(n),
    date: (d, options) => new Intl.DateTimeFormat(tag, options).format(d),
    list: (items, type = 'conjunction') => lists[type].format(items),
    missing,
  };
}

/** An argument's words, kept apart from the catalog's text by formatToParts (a select still reads it as its text). */
class ArgumentWords {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** A message said part by part, so that `joiner` can fix the seams where its arguments begin (grammar/joined.ts). */
function joinedFormat(f: IntlMessageFormat, values: Readonly<Record<string, string | number>>, joiner: Joiner): string {
  const wrapped: Record<string, number | ArgumentWords> = {};
  for (const [k, v] of Object.entries(values)) wrapped[k] = typeof v === 'string' ? new ArgumentWords(v) : v;
  const parts = f.formatToParts<ArgumentWords>(wrapped);
  return joiner(parts.map((p) => (p.value instanceof ArgumentWords ? { text: p.value.text, argument: true } : { text: String(p.value), argument: false })));
}

const cache = new Map<AnyLocale, Words>();

/**
 * Gives `locale` its messages. Words made before are dropped, so none keeps
 * an id it said for want of them (English's arrival changes every language's
 * fallback and the pseudo-language).
 */
export function addCatalog(locale: Locale, catalog: Catalog): void {
  catalogs.set(locale, catalog);
  cache.clear();
}

/** Whether `locale`'s messages are here (the pseudo-language's are English's). */
export function hasCatalog(locale: AnyLocale): boolean {
  return catalogs.has(locale === PSEUDO_LOCALE ? 'en' : locale);
}

/** The words of `locale`, made once. */
export function wordsFor(locale: AnyLocale): Words {
  let w = cache.get(locale);
  if (!w) cache.set(locale, (w = createWords(locale)));
  return w;
}

/** English, when its messages are here (always outside the renderer); else the message's id. */
export function sayEnglish(m: Msg): string {
  return wordsFor('en').say(m);
}
