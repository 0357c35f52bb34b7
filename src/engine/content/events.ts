// Event cards (house: the rules text names the family but prints no cards).
// Every player resolves each foreseen event at nighttime, in turn order.
// Rough worth, taking 1 resource ~ 1 FP and 1 moon shard ~ 2 FP, is noted per card.
import type { EventCard } from './types.js';

export const EVENTS: EventCard[] = [
  {
    id: 0,
    name: 'Lantern Festival',
    text: 'Take 1 lantern and score 1 FP.',
    effects: [{ gain: { lantern: 1 } }, { fp: 1 }], // +2
    provenance: 'house',
  },
  {
    id: 1,
    name: 'Caravan from the Steppe',
    text: 'You may pay 2 coins to take a moon shard of your choice and score 1 FP.',
    effects: [{ trade: { pay: { coin: 2 }, then: [{ gainAny: 'shard', count: 1 }, { fp: 1 }] } }], // +1, optional
    provenance: 'house',
  },
  {
    id: 2,
    name: 'Imperial Tax',
    text: 'Lose 1 coin. If you have a kin in the Capital, score 2 FP.',
    effects: [{ lose: { coin: 1 } }, { ifKin: { in: 1, present: true, then: [{ fp: 2 }] } }], // -1 / +1
    provenance: 'house',
  },
  {
    id: 3,
    name: 'Pilgrims on the Road',
    text: 'If you have a kin in the Shrine, take a jade moon shard; otherwise score 1 FP.',
    effects: [
      { ifKin: { in: 3, present: true, then: [{ gain: { jade: 1 } }] } },
      { ifKin: { in: 3, present: false, then: [{ fp: 1 }] } },
    ], // +2 / +1
    provenance: 'house',
  },
  {
    id: 4,
    name: 'Storm over the Rim',
    text: 'Lose 1 resource of your choice. If you have a kin in the Rim, score 3 FP.',
    effects: [{ loseAny: 'resource', count: 1 }, { ifKin: { in: 2, present: true, then: [{ fp: 3 }] } }], // -1 / +2
    provenance: 'house',
  },
  {
    id: 5,
    name: 'Scholars Debate',
    text: 'Take 1 scroll, and score 1 FP for each of your kin in the Springs.',
    effects: [{ gain: { scroll: 1 } }, { perKin: { in: 4, then: [{ fp: 1 }] } }], // +1 to +3
    provenance: 'house',
  },
  {
    id: 6,
    name: 'Night Market',
    text: 'You may pay 1 resource of your choice to score 2 FP.',
    effects: [{ tradeAny: { count: 1, then: [{ fp: 2 }] } }], // +1, optional
    provenance: 'house',
  },
  {
    id: 7,
    name: "Healers' Vigil",
    text: 'Take 1 coin, and score 1 FP for each of your kin in the Phoenix Palace.',
    effects: [{ gain: { coin: 1 } }, { perKin: { in: 'palace', then: [{ fp: 1 }] } }], // +1 to +3
    provenance: 'house',
  },
  {
    id: 8,
    name: 'Eyes of the Phoenix',
    text: 'Score 1 FP for each of your kin in a highlighted sector.',
    effects: [{ perKin: { in: 'highlighted', then: [{ fp: 1 }] } }], // 0 to +3
    provenance: 'house',
  },
  {
    id: 9,
    name: 'Bandit Raid',
    text: 'If you have no kin at the Gates, lose 1 coin and 1 lantern. If you do, score 1 FP.',
    effects: [
      { ifKin: { in: 0, present: false, then: [{ lose: { coin: 1, lantern: 1 } }] } },
      { ifKin: { in: 0, present: true, then: [{ fp: 1 }] } },
    ], // -2 / +1
    provenance: 'house',
  },
  {
    id: 10,
    name: 'Moonrise',
    text: 'If you have a kin in the Phoenix Palace, take a moon shard of your choice; otherwise score 1 FP.',
    effects: [
      { ifKin: { in: 'palace', present: true, then: [{ gainAny: 'shard', count: 1 }] } },
      { ifKin: { in: 'palace', present: false, then: [{ fp: 1 }] } },
    ], // +2 / +1
    provenance: 'house',
  },
  {
    id: 11,
    name: 'Generous Patron',
    text: 'Take 2 coins.',
    effects: [{ gain: { coin: 2 } }], // +2
    provenance: 'house',
  },
  {
    id: 12,
    name: 'Warm Springs',
    text: 'Take 1 lantern, and 1 more if you have a kin in the Springs.',
    effects: [{ gain: { lantern: 1 } }, { ifKin: { in: 4, present: true, then: [{ gain: { lantern: 1 } }] } }], // +1 / +2
    provenance: 'house',
  },
  {
    id: 13,
    name: 'Council of Elders',
    text: 'If your herald leads the capital track, score 3 FP; otherwise take 1 scroll.',
    effects: [
      { ifCapitalFirst: { first: true, then: [{ fp: 3 }] } },
      { ifCapitalFirst: { first: false, then: [{ gain: { scroll: 1 } }] } },
    ], // +3 / +1
    provenance: 'house',
  },
];

/** An event card by id; throws on an unknown id. */
export function eventById(id: number): EventCard {
  const c = EVENTS[id];
  if (!c || c.id !== id) throw new Error(`Unknown event card id ${id}`);
  return c;
}
