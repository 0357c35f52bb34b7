// French elision and contraction where a catalog's text meets an argument the
// catalog cannot see: a seat's name comes from the settings ("de" + "Aiko"),
// a phrase from another message ("à" + "le Basilic"). Inside the catalog's
// own text French is written out in full, so only those seams are fixed.
import type { SaidPart } from './said-part.js';

/**
 * A word that begins with a vowel sound, quoted or not (French elides before
 * the guillemets too: "d’« Archiviste »"). An initial "h" is left out on
 * purpose: the names players type (Hiro, Haruki) read with an aspirated h,
 * which takes no elision ("de Hiro"), and "y" before a vowel is a consonant.
 */
const VOWEL_START = /^(«[\u00a0\u202f ]?)?[aeiouàâäéèêëîïôöùûüœæ]/i;

/** Small words that lose their vowel before a vowel sound: "de" → "d’", "que" → "qu’", "le"/"la" → "l’". */
const ELIDED = /(^|[\s(«\u00a0\u202f’'-])(de|que|jusque|lorsque|puisque|le|la) $/i;

/** "à le" → "au", "de les" → "des": a preposition meeting an argument's own masculine or plural article. */
const CONTRACTED = /(^|[\s(«\u00a0\u202f’'-])(à|de) $/i;
const ARTICLE = /^(le|les) /i;

const CONTRACTIONS: Record<string, Record<string, string>> = {
  à: { le: 'au', les: 'aux' },
  de: { le: 'du', les: 'des' },
};

/** Keeps a replaced word's capital: "De" → "D’", "À le" → "Au". */
function sameCase(original: string, replacement: string): string {
  return original[0] === original[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

/** The fixed text before an argument, and the argument, as French joins them. */
function seam(before: string, argument: string): [string, string] {
  const contracted = CONTRACTED.exec(before);
  const article = ARTICLE.exec(argument);
  if (contracted && article) {
    const word = contracted[2]!;
    const joined = CONTRACTIONS[word.toLowerCase()]![article[1]!.toLowerCase()]!;
    return [before.slice(0, before.length - word.length - 1), `${sameCase(word, joined)} ${argument.slice(article[0].length)}`];
  }
  const elided = ELIDED.exec(before);
  if (elided && VOWEL_START.test(argument)) {
    const word = elided[2]!;
    return [`${before.slice(0, before.length - word.length - 1)}${word.slice(0, -1)}’`, argument];
  }
  return [before, argument];
}

/** A French message's parts joined, with elision and contraction where an argument begins. */
export function joinFrench(parts: readonly SaidPart[]): string {
  const texts = parts.map((p) => p.text);
  for (let i = 1; i < parts.length; i++) {
    if (!parts[i]!.argument || parts[i - 1]!.argument) continue;
    [texts[i - 1], texts[i]] = seam(texts[i - 1]!, texts[i]!);
  }
  return texts.join('');
}
