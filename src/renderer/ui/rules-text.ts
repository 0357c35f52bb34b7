// The rules reference, written for this edition in our own words. Every
// sentence is a message of the screens catalog (screens.rules.<section>.…);
// sector, kin, village and table-rule entries come from texts.ts, and the
// numbers from the generated catalog, so every screen says the same as the engine.
import { msg, type Msg } from '../../engine/core/message.js';
import { CATALOG } from '../catalog.generated.js';
import { TABLE_RULE_IDS } from '../../engine/setup-rules.js';
import { MODES } from '../../shared/lists.js';
import { amountText, HIT_TEXT, KIN_TEXTS, KIN_TYPE_IDS, PALACE_TEXT, SECTOR_IDS, SECTOR_TEXTS, TABLE_RULE_TEXTS, VILLAGE_KEYS, VILLAGE_TEXTS } from './texts.js';

const END = CATALOG.endScoring;

export interface RuleSection {
  id: string;
  title: Msg;
  paragraphs: Msg[];
  /** Term / explanation pairs. */
  items?: { term: Msg; text: Msg }[];
}

/** A sentence of section `section`. */
const r = (section: string, key: string, args?: Parameters<typeof msg>[1]): Msg => msg(`screens.rules.${section}.${key}`, args);
const title = (section: string): Msg => r(section, 'title');
/** Paragraphs p1 … pN of a section. */
const paragraphs = (section: string, n: number): Msg[] => Array.from({ length: n }, (_, i) => r(section, `p${i + 1}`));
/** A term and its explanation, `<key>.term` and `<key>.text`. */
const item = (section: string, key: string, args?: Parameters<typeof msg>[1]): { term: Msg; text: Msg } => ({ term: r(section, `${key}.term`, args), text: r(section, `${key}.text`, args) });

export const RULE_SECTIONS: RuleSection[] = [
  { id: 'goal', title: title('goal'), paragraphs: paragraphs('goal', 2) },
  { id: 'round', title: title('round'), paragraphs: paragraphs('round', 3) },
  { id: 'turn', title: title('turn'), paragraphs: paragraphs('turn', 3) },
  {
    id: 'cloak',
    title: title('cloak'),
    paragraphs: [r('cloak', 'p1'), r('cloak', 'p2'), r('cloak', 'p3', { cost: amountText(CATALOG.cloakCost), influence: CATALOG.influence.cloaked }), r('cloak', 'p4')],
  },
  { id: 'hits', title: title('hits'), paragraphs: [r('hits', 'p1', { hit: HIT_TEXT })] },
  {
    id: 'sectors',
    title: title('sectors'),
    paragraphs: paragraphs('sectors', 1),
    items: [
      ...SECTOR_IDS.map((s) => ({ term: SECTOR_TEXTS[s].name, text: r('sectors', 'entry', { day: SECTOR_TEXTS[s].day, night: SECTOR_TEXTS[s].night }) })),
      { term: PALACE_TEXT.name, text: r('sectors', 'entry', { day: PALACE_TEXT.day, night: PALACE_TEXT.night }) },
    ],
  },
  {
    id: 'night',
    title: title('night'),
    paragraphs: [r('night', 'p1'), r('night', 'p2', { unveiled: CATALOG.influence.unveiled, cloaked: CATALOG.influence.cloaked }), r('night', 'p3')],
  },
  {
    id: 'end',
    title: title('end'),
    paragraphs: paragraphs('end', 1),
    items: [
      item('end', 'same', { fp: END.shardSetSame }),
      item('end', 'mixed', { fp: END.shardSetMixed }),
      item('end', 'single', { fp: END.shardSingle }),
      item('end', 'first'),
      item('end', 'resources', { size: END.resourceSetSize, fp: END.resourceSetFp }),
      item('end', 'ties'),
    ],
  },
  {
    id: 'kin',
    title: title('kin'),
    paragraphs: paragraphs('kin', 1),
    items: KIN_TYPE_IDS.map((t) => ({ term: KIN_TEXTS[t].name, text: KIN_TEXTS[t].text })),
  },
  {
    id: 'villages',
    title: title('villages'),
    paragraphs: paragraphs('villages', 1),
    items: VILLAGE_KEYS.map((k) => ({ term: VILLAGE_TEXTS[k]!.name, text: VILLAGE_TEXTS[k]!.text })),
  },
  {
    id: 'modes',
    title: title('modes'),
    paragraphs: [],
    items: [...MODES.filter((m) => m !== 'standard').map((m) => item('modes', m)), ...TABLE_RULE_IDS.map((id) => ({ term: TABLE_RULE_TEXTS[id].name, text: TABLE_RULE_TEXTS[id].glossary }))],
  },
  {
    id: 'keys',
    title: title('keys'),
    paragraphs: paragraphs('keys', 1),
    items: ['move', 'pick', 'number', 'palace', 'escape', 'undo', 'help'].map((k) => item('keys', k)),
  },
];
