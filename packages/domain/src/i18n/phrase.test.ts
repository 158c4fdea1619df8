import { describe, expect, it } from 'vitest';
import { phrase, sayPhrase } from './phrase';
import { phraseOfWire } from './said';

describe('phrases (issue #27)', () => {
  it('says a phrase, its nested phrases and numbers in each language', () => {
    const gap = phrase('footprints.gap.precursorMissing', {
      how: phrase('footprints.gap.how.default', { kg: 1.25 }),
    });
    expect(sayPhrase('en', gap)).toBe(
      "Line 1: the precursor's Weight per Batch is missing: 1.25 kg per kg of product assumed.",
    );
    expect(sayPhrase('fr', gap)).toBe(
      'Ligne 1\u00a0: la masse par lot du précurseur manque : 1,25 kg par kg de produit supposés.',
    );
  });

  it('joins a list with the language’s word', () => {
    const twice = phrase('footprints.warning.sameProductTwice', {
      reactions: { join: 'footprints.word.and', items: [1, 2, 3] },
      product: phrase('footprints.word.theSameProduct'),
      first: 1,
    });
    expect(sayPhrase('en', twice)).toBe(
      'Reactions 1 and 2 and 3 all make the same product: their lines add up as one step, whose site energy and packaging are counted once, with reaction 1.',
    );
    expect(sayPhrase('fr', twice)).toMatch(/^Les réactions 1 et 2 et 3 font toutes le même produit : /);
  });

  it("writes a purchases line's quantity as each language does, without grouping", () => {
    const reason = phrase('medicines.purchasesFile.quantityOutOfRange', {
      quantity: { decimal: 1234567.5 },
      max: 1e9,
    });
    expect(sayPhrase('en', reason)).toBe('quantity 1234567.5 must be above 0 and at most 1000000000');
    expect(sayPhrase('fr', reason)).toBe(
      'la quantité 1234567,5 doit être supérieure à 0 et au plus égale à 1000000000',
    );
    // Carried as a phrase on the wire (a basket's bad line, issue #40): the same French after the trip.
    expect(sayPhrase('fr', phraseOfWire(JSON.parse(JSON.stringify(reason)))!)).toBe(sayPhrase('fr', reason));
  });

  it("says a refused purchases file's message in French, its reason nested in it, after the wire", () => {
    for (const why of [
      phrase('medicines.purchasesFile.tooManyBytes', { bytes: 2000001, limit: 2000000 }),
      phrase('medicines.purchasesFile.badHeader', { line: 1 }),
      phrase('medicines.purchasesFile.empty'),
    ]) {
      const refused = phrase('medicines.purchasesFile.refused', { why });
      const sent = phraseOfWire(JSON.parse(JSON.stringify(refused)));
      expect(sent).toEqual(refused);
      expect(sayPhrase('fr', sent!)).not.toBe(sayPhrase('en', refused));
    }
    expect(
      sayPhrase(
        'fr',
        phrase('medicines.purchasesFile.refused', {
          why: phrase('medicines.purchasesFile.tooManyBytes', { bytes: 2000001, limit: 2000000 }),
        }),
      ),
    ).toBe(
      'Le fichier des achats ne peut pas être lu : le fichier fait 2000001 octets ; la limite est de 2000000 octets',
    );
  });
});
