// The German composed lines (docs/words/de.txt, kept current by
// words-current.test.ts) follow the rules a German reader notices first: a
// kin placed somewhere is put there in the accusative ("setzt … auf die
// Zinne", never "auf der Zinne"), a village's own article is declined, a kin
// is named as the kin rather than as "das Clanmitglied (Barde)", and "von
// dem" is written "vom".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LINES = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'words', 'de.txt'), 'utf8').split('\n');

const offending = (rule: RegExp) => LINES.filter((l) => rule.test(l));

describe('German composed lines', () => {
  it('place a kin with the accusative of where it goes', () => {
    // "setzt … ein" / "setzt …" with a spot in the dative ("auf der Zinne", "im Phönixpalast", "im Außenhof").
    expect(offending(/\bsetzt\b.*\b(auf der Zinne|auf der Spitze|im Phönixpalast|im Außenhof)\b/)).toEqual([]);
    expect(offending(/^Setzen: .*\b(auf der Zinne|auf der Spitze|im Phönixpalast|im Außenhof)\b/)).toEqual([]);
  });

  it('decline a village name that carries its own article', () => {
    expect(offending(/[a-zäöüß,] (Der|Die|Das) (Vorposten|Schrein des Phönix)\b/)).toEqual([]);
    expect(offending(/\bdes Dorfes [A-ZÄÖÜ]/)).toEqual([]);
  });

  it('name a kin as the kin, not as a clan member with its kind in brackets', () => {
    expect(offending(/Clanmitglied \(/)).toEqual([]);
    expect(offending(/^(Der Basilisk|[A-Z][a-z]+) \([A-ZÄÖÜ][a-zäöüß]+\) /)).toEqual([]);
  });

  it('fuse "von dem" and "in dem" before a name', () => {
    expect(offending(/\b(von|in|an) dem (Basilisken|Vorposten|Rathaus|Startdorf)\b/)).toEqual([]);
  });
});
