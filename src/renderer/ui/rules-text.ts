// The rules reference, written for this edition in our own words. Sector,
// kin, village and table-rule entries come from texts.ts, and the numbers from the
// generated catalog, so every screen says the same as the engine.
import { CATALOG } from '../catalog.generated.js';
import { TABLE_RULE_IDS } from '../../engine/setup-rules.js';
import { amountText, HIT_TEXT, KIN_TEXTS, KIN_TYPE_IDS, PALACE_TEXT, SECTOR_IDS, SECTOR_TEXTS, TABLE_RULE_TEXTS, VILLAGE_KEYS, VILLAGE_TEXTS } from './texts.js';

const END = CATALOG.endScoring;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "two kin": how many kin a cloaked kin is worth, in words. */
function influenceWord(n: number): string {
  return `${NUMBER_WORDS[n] ?? n} kin`;
}

export interface RuleSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Term / explanation pairs. */
  items?: { term: string; text: string }[];
}

export const RULE_SECTIONS: RuleSection[] = [
  {
    id: 'goal',
    title: 'The aim',
    paragraphs: [
      'Each of you leads a clan of kin, sent out over three rounds to the six sectors around the Phoenix Palace. Where your kin stand by day decides what you do; how many of them stand there at night decides what you earn.',
      'Favor points (FP) are the score. After the third night, moon shards and left-over resources are turned into extra favor, and the clan with the most favor wins.',
    ],
  },
  {
    id: 'round',
    title: 'A round',
    paragraphs: [
      'Day: new events are turned face up in the Gates, then everyone takes turns, starting with the holder of the first player token and going clockwise, until every kin in every hand is on the board.',
      'Night: the foreseen events happen to everyone, then each sector and the palace pay out their rewards.',
      'Dawn: all kin come back to their owners, the palace grows a floor, and the next round begins. After the third night the game ends.',
    ],
  },
  {
    id: 'turn',
    title: 'Your turn',
    paragraphs: [
      'Some kept revelation cards may be used first, at the start of your turn.',
      'Then place one kin from your hand on a free spot of any sector, or in the Phoenix Palace. Each spot holds a single kin; the palace has room for all. Spots with a resource symbol must be paid for with that resource.',
      'Finally use the daytime effect of the sector you placed in (or the palace’s). That is the whole turn.',
    ],
  },
  {
    id: 'cloak',
    title: 'Unveiled or cloaked',
    paragraphs: [
      'A kin on a sector spot stands unveiled (face up) or cloaked (face down).',
      'Unveiled is free, and the kin may use its ability right away, if you want it to.',
      `Cloaked costs ${amountText(CATALOG.cloakCost)}. The kin uses no ability, but at night it counts as ${influenceWord(CATALOG.influence.cloaked)} in the fight for a majority.`,
      'Kin in the palace always stand unveiled and never use abilities.',
    ],
  },
  {
    id: 'hits',
    title: 'Hits',
    paragraphs: [
      `The Fighter, the Archer and the Mastermind can hit another kin. ${HIT_TEXT}`,
    ],
  },
  {
    id: 'sectors',
    title: 'The sectors by day and by night',
    paragraphs: ['Every sector has a daytime effect for whoever places there and a nighttime reward for everyone present. The clan with the strongest presence also takes a moon shard of the sector’s colour.'],
    items: [
      ...SECTOR_IDS.map((s) => ({ term: SECTOR_TEXTS[s].name, text: `By day: ${SECTOR_TEXTS[s].day} At night: ${SECTOR_TEXTS[s].night}` })),
      { term: PALACE_TEXT.name, text: `By day: ${PALACE_TEXT.day} At night: ${PALACE_TEXT.night}` },
    ],
  },
  {
    id: 'night',
    title: 'Night scoring',
    paragraphs: [
      'Events first: each foreseen event, left to right, is resolved by every clan in turn order.',
      `Then the sectors are scored one by one, clockwise from the Gates, and the palace last. Having at least one kin in a sector earns its reward. Influence decides the majority: each unveiled kin counts ${CATALOG.influence.unveiled}, each cloaked kin ${CATALOG.influence.cloaked}. A tie goes to whoever is higher on the capital track.`,
      'In the palace each of your kin is worth 1 favor and anyone present picks a moon shard; the strongest presence takes the first player token for the next day.',
    ],
  },
  {
    id: 'end',
    title: 'The end of the game',
    paragraphs: ['After the third night, add to your favor:'],
    items: [
      { term: 'Three shards of one colour', text: `${END.shardSetSame} favor.` },
      { term: 'Three shards of three colours', text: `${END.shardSetMixed} favor.` },
      { term: 'Each shard left over', text: `${END.shardSingle} favor.` },
      { term: 'First player token', text: 'Counts as one moon shard of whichever colour helps you most.' },
      { term: `Every ${NUMBER_WORDS[END.resourceSetSize] ?? END.resourceSetSize} resources`, text: `${END.resourceSetFp} favor, in any mix of coins, scrolls and lanterns.` },
      { term: 'Ties', text: 'The higher herald on the capital track wins.' },
    ],
  },
  {
    id: 'kin',
    title: 'Kin abilities',
    paragraphs: ['A kin placed unveiled on a sector may use its ability once, as it arrives.'],
    items: KIN_TYPE_IDS.map((t) => ({ term: KIN_TEXTS[t].name, text: KIN_TEXTS[t].text })),
  },
  {
    id: 'villages',
    title: 'The village road',
    paragraphs: [
      'Your pioneer walks a road of villages from the starting village to the Shrine of the Phoenix. Exploring moves it on to the next built village; building pays the cost printed on the next empty site, scores its favor, lays the top village tile there and moves your pioneer onto it. Collecting takes the benefit of any village your pioneer has reached.',
    ],
    items: VILLAGE_KEYS.map((k) => ({ term: VILLAGE_TEXTS[k]!.name, text: VILLAGE_TEXTS[k]!.text })),
  },
  {
    id: 'modes',
    title: 'Modes and variants',
    paragraphs: [],
    items: [
      {
        term: 'Team vs team',
        text: 'Four players in two factions of two. Partners share resources and moon shards, but keep their own kin, favor, heralds, pioneers and cards. At the end a faction counts its weaker partner’s favor plus the sets from its pool. A tie goes to the faction with the first player token.',
      },
      {
        term: 'Cooperative',
        text: 'Two or three allies against the Basilisk, a clan the game plays: it reveals an enemy card, places its next kin in that sector and uses the effect, playing as many turns in a row as there are allies. Open choices it leaves are made by an ally, to its disadvantage (the Golden Rule). The allies count the favor of their weakest member. Story mode adds three Act cards that twist each round.',
      },
      ...TABLE_RULE_IDS.map((id) => ({ term: TABLE_RULE_TEXTS[id].name, text: TABLE_RULE_TEXTS[id].glossary })),
    ],
  },
  {
    id: 'keys',
    title: 'Playing with the keyboard',
    paragraphs: ['Everything can be done without a mouse.'],
    items: [
      { term: 'Tab, arrow keys', text: 'Move between choices and panels.' },
      { term: 'Enter or Space', text: 'Pick the focused choice.' },
      { term: '1 – 9', text: 'Pick the choice with that number.' },
      { term: 'P', text: 'While placing: put the kin in the palace.' },
      { term: 'Escape', text: 'Go back to choosing a kin; close a dialog.' },
      { term: 'Ctrl+Z', text: 'Take back your last choice, when allowed.' },
      { term: 'F1', text: 'Open these rules.' },
    ],
  },
];
