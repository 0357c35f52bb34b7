// A sector named in the grammatical form a sentence needs: "in the Capital",
// "of the Gates", "from the Rim", or just "the Shrine" as an object. English
// only puts a word before the name; other languages change the article and the
// preposition by sector (German "an den Toren", "in der Hauptstadt"), so each
// form is a message that can choose by the sector's key.
import { msg, type Msg } from '../core/message.js';
import { sectorName } from '../core/state.js';
import { SECTORS } from '../core/types.js';

export type SectorForm = 'in' | 'of' | 'from' | 'obj';

/** Sector `n` in form `form` (`rules.sector.<form>`). */
export function sectorAs(form: SectorForm, n: number): Msg {
  return msg(`rules.sector.${form}`, { sector: sectorName(n), key: SECTORS[n] ?? 'unknown' });
}
