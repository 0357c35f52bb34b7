// How large a save document's structure may be: the JSON scanner
// (json-check.ts) refuses anything beyond these before JSON.parse, so a file
// of millions of keys costs a scan up to the limit, not a parse, a schema
// check and a hash of all of it (issue 19: such a file held the main side
// for 55 s and grew the heap by gigabytes).
//
// Each limit is the largest real save's figure with a wide margin. Measured
// on random games of every mode (real-documents-test-support.ts: 2-4 players, every flag,
// team, allies against the Basilisk at each difficulty and story; random play makes the
// longest games) and on the largest campaign file (three finished scenarios
// kept for their replays and a fourth at its end). limits.test.ts plays them
// again and checks every real document stays at a quarter of each limit or less.
//
//                          largest real          limit     margin
//   values in a document   1,894 game, 3,504 campaign  32,768   9x
//   nesting depth          8                         32        4x
//   members of an object   23                        256       11x
//   items of a list        293 (an action log)       2,048     7x
//   characters of a text   87                        8,192     see below
//
// Text is limited by what the schema lets through rather than by play: the
// longest text field is a 1,000-character tie-break line, which a file may
// write with \u escapes at 6 characters each. A long text costs only its
// bytes, which the 20 MB file limit already bounds.
import type { JsonLimits } from './json-check.js';

export const SAVE_JSON_LIMITS: Readonly<JsonLimits> = Object.freeze({
  maxDepth: 32,
  maxValues: 32_768,
  maxMembers: 256,
  maxItems: 2_048,
  maxStringLength: 8_192,
});
