// Test hook (window.__ryozenPaintedLabels, with the scene's other hooks):
// paints every texture that carries words, in a language asked for, through
// the real painting code, and lists each label with its measured width and
// its place's. A layout test reads it for every language.
import type { AnyLocale } from '../../../shared/i18n/locales.js';
import { wordsFor } from '../../../shared/i18n/words.js';
import { CATALOG } from '../../catalog.generated.js';
import { loadLanguage } from '../../languages.js';
import { recordLabels } from '../paint/labels.js';
import { paintedWordsReady } from '../paint/paintedWords.js';
import { drawBoardPrint, drawCard, drawKinAtlas, drawVillageTile, type BoardPrintOptions } from '../paint/textures.js';
import type { PaintedLabels } from './testHookTypes.js';

/** The fullest board any mode prints (spots of both sizes, every slot). */
const FULL_BOARD: BoardPrintOptions = {
  spotCounts: [4, 5, 4, 5, 4, 5],
  capitalRanks: 4,
  villageSites: 8,
  eventSlots: 3,
  revelationSlots: 3,
  clanhouseSlots: 6,
  moonsLit: true,
};

export const paintedLabels: PaintedLabels = async (locale: AnyLocale) => {
  await loadLanguage(locale);
  const w = wordsFor(locale);
  await paintedWordsReady(w);
  return recordLabels(() => {
    drawBoardPrint(FULL_BOARD, 2048, w);
    drawKinAtlas(w);
    for (const id of Object.keys(CATALOG.events)) drawCard('event', Number(id), 256, w);
    for (const id of Object.keys(CATALOG.revelations)) drawCard('revelation', Number(id), 256, w);
    for (const id of Object.keys(CATALOG.villages)) drawVillageTile(Number(id), true, 256, w);
    drawVillageTile(-1, false, 256, w);
  });
};
