// A sentence asks its arguments for the case it needs: German declines a kin,
// a village and the Basilisk where the sentence places them, puts a typed
// name in the genitive, fuses "von dem" into "vom", and English reads as it
// always did.
import { describe, expect, it } from 'vitest';
import { msg } from '../../../engine/core/message.js';
import { wordsFor } from '../format.js';

const aiko = msg('seat.named', { name: 'Aiko' });
const basilisk = msg('seat.basilisk.ref');
const inShrine = msg('rules.sector.in', { sector: msg('sector.shrine'), key: 'shrine' });

describe('arguments said in the case a sentence needs', () => {
  it('says a kin in the accusative where German needs it, and English as it was', () => {
    const line = msg('rules.log.unveiled', { seat: aiko, who: 'player', kin: msg('kin.bard'), sector: inShrine });
    expect(wordsFor('de').say(line)).toBe('Aiko lässt den eigenen Barden im Schrein unverhüllt.');
    expect(wordsFor('en').say(line)).toBe('Aiko leaves their Bard in the Shrine unveiled.');
  });

  it("says another player's kin with the player's name in the genitive, the Basilisk's after it", () => {
    const of = (owner: typeof aiko, who: 'player' | 'basilisk') =>
      msg('kin.of', { owner: msg('owner.other', { seat: owner, who }), kin: msg('kin.archer'), cloaked: 'no', whose: who });
    const hit = (owner: typeof aiko, who: 'player' | 'basilisk') => msg('rules.log.hitFlips', { seat: msg('seat.named', { name: 'Bram' }), kin: of(owner, who), where: msg('rules.place.none') });
    expect(wordsFor('de').say(hit(aiko, 'player'))).toBe('Bram trifft Aikos Bogenschützen: Er wird aufgedeckt und ist nun unverhüllt.');
    expect(wordsFor('de').say(hit(basilisk, 'basilisk'))).toBe('Bram trifft den Bogenschützen des Basilisken: Er wird aufgedeckt und ist nun unverhüllt.');
    expect(wordsFor('de').say(hit(msg('seat.named', { name: 'Hans' }), 'player'))).toContain('Hans’ Bogenschützen');
  });

  it('fuses a preposition with the article of a phrase said in a case ("vom Basilisken"), never its own words', () => {
    const button = msg('rules.button.whoseKin', { mine: 'no', seat: basilisk, kin: msg('kin.bard') });
    expect(wordsFor('de').say(button)).toBe('Barde vom Basilisken');
    const collects = msg('rules.log.collects', { seat: aiko, village: msg('village.10.name') });
    expect(wordsFor('de').say(collects)).toBe('Aiko sammelt die Vorteile vom Vorposten ein.');
    const recovers = msg('variants.palace.log.recovers', { seat: aiko, kin: msg('kin.bard'), spot: msg('spot.palace') });
    expect(wordsFor('de').say(recovers)).toContain('an dem sich');
  });

  it('declines the Basilisk and a village with its own article in the table\'s words too', () => {
    expect(wordsFor('de').t('table.guard.hint', { name: msg('seat.basilisk') })).toBe('Vom Wächter vom Basilisken abgeriegelt, bis der Basilisk wieder am Zug ist.');
    expect(wordsFor('de').t('table.guard.hint', { name: aiko })).toBe('Vom Wächter von Aiko abgeriegelt, bis Aiko wieder am Zug ist.');
    expect(wordsFor('de').t('table.pioneer.long', { track: '', name: msg('village.10.name'), n: 3, of: 9 })).toBe(' Jetzt beim Vorposten (Bauplatz 3 von 9).');
    expect(wordsFor('en').t('table.guard.hint', { name: msg('seat.basilisk') })).not.toMatch(/_dat|_nom/);
  });

  it('leaves an argument as it is in a language with no form for it', () => {
    const line = msg('rules.log.unveiled', { seat: aiko, who: 'player', kin: msg('kin.bard'), sector: inShrine });
    for (const locale of ['ja', 'fr', 'es', 'zh-Hans'] as const) expect(wordsFor(locale).say(line)).not.toMatch(/[{}]|_acc/);
  });
});
