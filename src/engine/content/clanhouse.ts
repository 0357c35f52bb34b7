// The six clanhouse slots, left to right (house). Kin are revealed into the
// leftmost free slot and the leftmost kin is pushed out when the row is full, so
// slots fill from the cheap end. Recruiting from a slot costs its coins and
// scores its FP: the left slots are cheap but refund little, the right slots
// cost more and refund most of it (net coin cost 1, 0, 1, 0, 1, 0).
import type { ClanhouseSlotDef } from './types.js';

export const CLANHOUSE_SLOTS: ClanhouseSlotDef[] = [
  { cost: 1, fp: 0, provenance: 'house' },
  { cost: 1, fp: 1, provenance: 'house' },
  { cost: 2, fp: 1, provenance: 'house' },
  { cost: 2, fp: 2, provenance: 'house' },
  { cost: 3, fp: 2, provenance: 'house' },
  { cost: 3, fp: 3, provenance: 'house' },
];
