// Arguments said in the form a sentence needs. A catalog text may ask for an
// argument in a grammatical case, `{kin_acc}` for the argument `kin`: a
// German "setzt seinen Barden" needs the accusative where the message only
// carries "the Bard". The engine keeps passing plain noun phrases; each
// language that declines its nouns gives their forms in its own catalog, as
// `<id>.<form>` entries next to the phrase ("kin.bard.acc": "Barden"), and a
// player's own text (a seat's typed name) through the small helper below.
// A language with no form for a phrase says it as it is, so English and every
// language that does not ask are untouched.
import { PSEUDO_LOCALE, type AnyLocale, type Locale } from '../locales.js';

/** The cases a catalog text may ask an argument for: nominative, accusative, dative, genitive. */
export const ARGUMENT_FORMS = ['nom', 'acc', 'dat', 'gen'] as const;
export type ArgumentForm = (typeof ARGUMENT_FORMS)[number];

const FORM_SEPARATOR = '_';

/** `kin_acc` → the argument `kin` in the accusative; a name with no known form after `_` is an argument of its own. */
export function formArgument(name: string): { arg: string; form: ArgumentForm } | null {
  const at = name.lastIndexOf(FORM_SEPARATOR);
  if (at <= 0) return null;
  const form = name.slice(at + 1);
  return (ARGUMENT_FORMS as readonly string[]).includes(form) ? { arg: name.slice(0, at), form: form as ArgumentForm } : null;
}

/** `kin.bard.acc` → the phrase `kin.bard` in the accusative, for a catalog entry that is a form of another. */
export function formOfId(id: string): { base: string; form: ArgumentForm } | null {
  const at = id.lastIndexOf('.');
  if (at <= 0) return null;
  const form = id.slice(at + 1);
  return (ARGUMENT_FORMS as readonly string[]).includes(form) ? { base: id.slice(0, at), form: form as ArgumentForm } : null;
}

type TextForms = Partial<Record<ArgumentForm, (text: string) => string>>;

/**
 * German puts a name in the genitive with an -s ("Aikos Barde"), or an
 * apostrophe after a hissing end ("Hans' Barde", "Max' Barde").
 */
const GERMAN: TextForms = {
  gen: (name) => (/(s|ß|x|z|ce)$/i.test(name.trim()) ? `${name}’` : `${name}s`),
};

const TEXT_FORMS: Partial<Record<Locale, TextForms>> = { de: GERMAN };

/**
 * A preposition and the article of the phrase after it that German writes as
 * one word ("von dem Basilisken" → "vom Basilisken", "in dem Vorposten" →
 * "im Vorposten"). Only ever applied where a phrase said in a case meets the
 * word before it, never to a catalog's own words ("der Ort, an dem …").
 */
const GERMAN_FUSIONS: readonly (readonly [string, string, string])[] = [
  ['von', 'dem', 'vom'],
  ['in', 'dem', 'im'],
  ['an', 'dem', 'am'],
  ['zu', 'dem', 'zum'],
  ['zu', 'der', 'zur'],
  ['bei', 'dem', 'beim'],
  ['in', 'das', 'ins'],
  ['an', 'das', 'ans'],
];

const FUSIONS: Partial<Record<Locale, readonly (readonly [string, string, string])[]>> = { de: GERMAN_FUSIONS };

/** `text` with each preposition right before `phrase` fused with the phrase's article, by the language's rule. */
export function fuseBefore(locale: AnyLocale, text: string, phrase: string): string {
  const fusions = locale === PSEUDO_LOCALE ? undefined : FUSIONS[locale];
  if (!fusions) return text;
  let out = text;
  for (const [preposition, article, fused] of fusions) {
    if (!phrase.startsWith(`${article} `)) continue;
    const rest = phrase.slice(article.length + 1);
    for (const before of [preposition, preposition[0]!.toUpperCase() + preposition.slice(1)]) {
      const fusedHere = before === preposition ? fused : fused[0]!.toUpperCase() + fused.slice(1);
      out = out.split(`${before} ${phrase}`).join(`${fusedHere} ${rest}`);
    }
  }
  return out;
}

/** A player's own text (a typed name) in `form`, by the language's rule; as typed where the language has none. */
export function textInForm(locale: AnyLocale, text: string, form: ArgumentForm): string {
  return (locale === PSEUDO_LOCALE ? undefined : TEXT_FORMS[locale]?.[form])?.(text) ?? text;
}
