// How a language joins a message's fixed words to the words its arguments
// bring. Most languages just put them side by side; one whose small words
// change with the next word's first sound (French "de" + "Aiko" = "d’Aiko")
// gives a joiner here. Only the seams between the catalog's text and an
// argument are touched: the catalogs' own words are already right, and a
// player's own text is shown as typed.
import type { Locale } from '../locales.js';
import { joinFrench } from './french.js';
import type { Joiner } from './said-part.js';

export type { Joiner, SaidPart } from './said-part.js';

/** The languages whose words change at the seams; the others join parts as they are. */
export const JOINERS: Partial<Record<Locale, Joiner>> = {
  fr: joinFrench,
};
