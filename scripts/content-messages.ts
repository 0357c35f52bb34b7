// The English words of every content item (kin, cards, villages, scenarios,
// clans, sectors, the palace), under the ids src/engine/content/names.ts gives
// them. scripts/make-content-catalog.ts writes them into the catalogs' content
// part (en/content.json), beside the renderer's own `content.ui.*` words, and
// scripts/make-content-catalog.test.ts checks the file matches the content.
// Pure: no Node imports.
import {
  CLAN_DEFS,
  EVENTS,
  HIT_TEXT,
  KIN_DEFS,
  PALACE_DEF,
  REVELATIONS,
  SCENARIOS,
  SECTOR_DEFS,
  VILLAGES,
} from '../src/engine/content/index.js';
import { CLANS, KIN_TYPES, SECTORS } from '../src/engine/core/types.js';

/** The prefix of the renderer's own words in the content part (kept as written, not generated). */
export const UI_PREFIX = 'content.ui.';

/** "an Archer": English's indefinite article for a kin name. */
function withArticle(name: string): string {
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** The first sentence of a village's text, as a benefit for a button ("take 3 lanterns"). */
export function benefitOf(text: string): string {
  const first = text.split('. ')[0]!.replace(/\.$/, '');
  return `${first.charAt(0).toLowerCase()}${first.slice(1)}`;
}

/** Every content id and its English text, from the engine's content. */
export function contentMessages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const type of KIN_TYPES) {
    const k = KIN_DEFS[type];
    out[`kin.${type}`] = k.name;
    out[`kin.${type}.a`] = withArticle(k.name);
    out[`kin.${type}.ability`] = k.text;
    out[`kin.${type}.code`] = k.code;
  }
  for (const id of CLANS) {
    out[`clan.${id}`] = CLAN_DEFS[id].name;
    out[`clan.${id}.colour`] = CLAN_DEFS[id].colorName;
  }
  for (const r of REVELATIONS) {
    out[`revelation.${r.id}.name`] = r.name;
    out[`revelation.${r.id}.text`] = r.text;
  }
  for (const e of EVENTS) {
    out[`event.${e.id}.name`] = e.name;
    out[`event.${e.id}.text`] = e.text;
  }
  for (const v of VILLAGES) {
    out[`village.${v.id}.name`] = v.name;
    out[`village.${v.id}.text`] = v.text;
    out[`village.${v.id}.benefit`] = benefitOf(v.text);
  }
  for (const s of SCENARIOS) {
    out[`scenario.${s.id}.name`] = s.name;
    out[`scenario.${s.id}.blurb`] = s.blurb;
    for (const a of s.acts) {
      out[`scenario.${s.id}.act${a.act}.name`] = a.name;
      out[`scenario.${s.id}.act${a.act}.story`] = a.story;
      out[`scenario.${s.id}.act${a.act}.text`] = a.text;
    }
  }
  SECTOR_DEFS.forEach((d, i) => {
    const key = SECTORS[i]!;
    out[`sector.${key}.title`] = d.name;
    out[`sector.${key}.day`] = d.daytimeText;
    out[`sector.${key}.night`] = d.nighttimeText;
  });
  out['palace.title'] = PALACE_DEF.name;
  out['palace.day'] = PALACE_DEF.daytimeText;
  out['palace.night'] = PALACE_DEF.nighttimeText;
  out['hit.text'] = HIT_TEXT;
  return out;
}

/** Keys in id order, for a stable file. */
export function sortedCatalog(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The English content part: the content's words and the renderer's `content.ui.*` words from `current`. */
export function englishContentCatalog(current: Record<string, string>): Record<string, string> {
  const ui = Object.fromEntries(Object.entries(current).filter(([id]) => id.startsWith(UI_PREFIX)));
  return sortedCatalog({ ...ui, ...contentMessages() });
}

/** A catalog file's full text. */
export function catalogText(entries: Record<string, string>): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}
