// Says messages in a language: the catalogs' ICU MessageFormat texts through
// FormatJS's intl-messageformat, with numbers, dates and lists by the
// language's Intl rules. Shared by the renderer, the CLI and the tests.
import { IntlMessageFormat } from 'intl-messageformat';
import { isMsg, type Msg, type MsgArg } from '../../engine/core/message.js';
import { CATALOGS } from './catalogs/index.js';
import { PSEUDO_LOCALE, type AnyLocale } from './locales.js';
import { pseudoMessage } from './pseudo.js';

export interface Words {
  readonly locale: AnyLocale;
  /** A message in this language (an unknown id falls back to English, then to the id itself). */
  say(m: Msg): string;
  /** The message `id` with `args`, for words the renderer writes itself. */
  t(id: string, args?: Record<string, MsgArg>): string;
  /** Whether the catalogs have message `id` (in English, which every language matches). */
  has(id: string): boolean;
  number(n: number, options?: Intl.NumberFormatOptions): string;
  date(d: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** "a, b and c" in this language. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** Ids asked for that no catalog has (tests read it). */
  readonly missing: ReadonlySet<string>;
}

const english = CATALOGS.en;

function intlLocale(locale: AnyLocale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

function createWords(locale: AnyLocale): Words {
  const compiled = new Map<string, IntlMessageFormat | null>();
  const missing = new Set<string>();
  const tag = intlLocale(locale);
  const lists = { conjunction: new Intl.ListFormat(tag, { type: 'conjunction' }), disjunction: new Intl.ListFormat(tag, { type: 'disjunction' }) };

  function formatterOf(id: string): IntlMessageFormat | null {
    let f = compiled.get(id);
    if (f !== undefined) return f;
    const own = locale === PSEUDO_LOCALE ? undefined : CATALOGS[locale][id];
    const source = own ?? english[id];
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
    try {
      return String(f.format(values));
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
    has: (id) => english[id] !== undefined,
    number: (n, options) => new Intl.NumberFormat(tag, options).format(n),
    date: (d, options) => new Intl.DateTimeFormat(tag, options).format(d),
    list: (items, type = 'conjunction') => lists[type].format(items),
    missing,
  };
}

const cache = new Map<AnyLocale, Words>();

/** The words of `locale`, made once. */
export function wordsFor(locale: AnyLocale): Words {
  let w = cache.get(locale);
  if (!w) cache.set(locale, (w = createWords(locale)));
  return w;
}

/** English, for the command-line tools and the tests that read a line. */
export function sayEnglish(m: Msg): string {
  return wordsFor('en').say(m);
}
