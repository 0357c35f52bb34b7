// French at the seams where a sentence meets a name it cannot see: "de" and
// "que" elide before a vowel ("d’Aiko", "qu’Emi"), "à le"/"de les" contract,
// and French typography puts a no-break space before ; : ! ? in every text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { msg } from '../../src/engine/core/message.js';
import { CATALOGS } from '../../src/shared/i18n/catalogs/index.js';
import { wordsFor } from '../../src/shared/i18n/format.js';
import { joinFrench } from '../../src/shared/i18n/grammar/french.js';

const fr = wordsFor('fr');
const named = (name: string) => msg('seat.named', { name });
const composed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'words', 'fr.txt'), 'utf8').split('\n');

describe('French elision before a name that begins with a vowel', () => {
  it('says "d’Aiko" where a sentence has "de" before a seat typed in the settings', () => {
    expect(fr.t('table.handoff.hidden', { name: 'Aiko' })).toMatch(/^C’est au tour d’Aiko,/);
    expect(fr.say(msg('wall.left.at', { viewer: 'named', who: 'player', seat: named('Emi') }))).toBe('mur du palais à la gauche d’Emi');
  });

  it('keeps "de" before a consonant or an aspirated h', () => {
    expect(fr.t('table.handoff.hidden', { name: 'Bram' })).toMatch(/^C’est au tour de Bram,/);
    expect(fr.t('table.handoff.hidden', { name: 'Hiro' })).toMatch(/^C’est au tour de Hiro,/);
  });

  it('names the owner of a kin as "un Archer d’Aiko", elided through a message inside a message', () => {
    const owner = msg('owner.other', { who: 'player', seat: named('Aiko') });
    expect(fr.say(msg('kin.of', { owner, kin: msg('kin.archer'), cloaked: 'yes' }))).toBe('un Archer voilé d’Aiko');
  });

  it('contracts "à le" and "de les" where a preposition meets an argument’s own article, and leaves a name’s inside as typed', () => {
    const part = (text: string, argument: boolean) => ({ text, argument });
    expect(joinFrench([part('opposé à ', false), part('le Basilic', true)])).toBe('opposé au Basilic');
    expect(joinFrench([part('De ', false), part('les Portes', true)])).toBe('Des Portes');
    expect(joinFrench([part('en tant que ', false), part('Emi de Arles', true)])).toBe('en tant qu’Emi de Arles');
    expect(joinFrench([part('sous l’effet de ', false), part('«\u00a0Archiviste\u00a0»', true)])).toBe('sous l’effet d’«\u00a0Archiviste\u00a0»');
  });

  it('leaves no "de" or "que" before a vowel-initial name, nor "à le" or "de les" before a name, in any composed line', () => {
    const wrong = composed.filter((l) => /(^|\s)([Dd]e|[Qq]ue) (Aiko|Emi)\b|(^|\s)([Àà]|[Dd]e) (le|les|Le|Les) [A-ZÉ]/.test(l));
    expect(wrong).toEqual([]);
  });
});

describe('French typography', () => {
  it('puts a no-break space, never a plain one, before ; : ! ? and inside « » in every French text', () => {
    const plain = Object.entries(CATALOGS.fr).filter(([, text]) => / [;:!?](?!:)|« | »/.test(text));
    expect(plain.map(([id]) => id)).toEqual([]);
  });

  it('composes no line with a plain space before ; : ! ?', () => {
    expect(composed.filter((l) => / [;:!?]/.test(l))).toEqual([]);
  });
});
