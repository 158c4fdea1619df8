import { fr, massBalanceMessages, translate } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { estimateHeadline, formatKg, rowWords, shareOf } from '../../components/estimate/estimate-figures';
import { massBalanceMessage, massBalanceWord } from '../mass-balance-words';

describe('the mass balance in French (issue #27)', () => {
  it('keeps the English patterns of the catalogue equal to the domain’s messages', () => {
    expect(translate('en', 'footprints.mb.message.line', { line: 3, message: 'x' })).toBe(
      massBalanceMessages.line(3, 'x'),
    );
    expect(translate('en', 'footprints.mb.message.required', { label: 'Name' })).toBe(
      massBalanceMessages.required('Name'),
    );
  });

  it('translates the domain’s labels, choices and built messages, and leaves English as it is', () => {
    expect(massBalanceWord('Solvent name', 'fr')).toBe(fr['footprints.mb.field.solventName']);
    expect(massBalanceWord("I don't know", 'fr')).toBe(fr['footprints.mb.option.DoNotKnow']);
    expect(massBalanceMessage('Line 2: Solvent name is required', 'fr')).toBe(
      'Ligne 2\u00a0: Le champ « Nom du solvant » est obligatoire',
    );
    expect(
      massBalanceMessage(massBalanceMessages.line(4, massBalanceMessages.weightPerBatchNumber), 'fr'),
    ).toBe(`Ligne 4\u00a0: ${fr['footprints.mb.message.weightPerBatchNumber']}`);
    expect(massBalanceMessage('Line 2: Solvent name is required', 'en')).toBe(
      'Line 2: Solvent name is required',
    );
    expect(massBalanceWord('Words of nobody', 'fr')).toBe('Words of nobody');
  });

  it('keeps the bounds’ patterns equal to the domain’s, and says them in French with the label translated (issue #35)', () => {
    const label = 'Weight per Batch';
    expect(translate('en', 'footprints.mb.message.tooManyDigits', { label, digits: 15 })).toBe(
      massBalanceMessages.tooManyDigits(label),
    );
    expect(
      translate('en', 'footprints.mb.message.outOfRange', { label, min: '0.000001', max: '1000000000' }),
    ).toBe(massBalanceMessages.outOfRange(label));
    expect(translate('en', 'footprints.mb.message.tooHeavy', { label, ratio: '100000' })).toBe(
      massBalanceMessages.tooHeavy(label),
    );
    expect(
      massBalanceMessage(massBalanceMessages.line(2, massBalanceMessages.tooManyDigits(label)), 'fr'),
    ).toBe('Ligne 2\u00a0: Le champ « Masse par lot » a au plus 15 chiffres significatifs');
  });

  it('writes the estimate’s figures with the language’s decimal separator', () => {
    expect(formatKg(12.34, 'en')).toBe('12.3');
    expect(formatKg(12.34, 'fr')).toBe('12,3');
    expect(estimateHeadline({ value: 1.25, p2_5: 0.84, p97_5: 2.1 }, 'fr')).toBe(
      '1,3\u00a0kgCO2e/kg, intervalle à 95\u00a0% de 0,84\u00a0à\u00a02,1',
    );
    expect(rowWords({ reaction: 2, list: 'carbonReactionRawMaterials', row: 2, path: 'x' }, 'fr')).toBe(
      'Réaction 2, matières premières ligne 3',
    );
  });

  it('keeps a share with its % sign, and writes the French colon after the row (issue #39)', () => {
    expect(shareOf(40, 100)).toBe('40\u00a0%');
    expect(shareOf(0.1, 100)).toBe('<\u00a01\u00a0%');
    expect(
      translate('fr', 'footprints.estimate.rowShare', {
        row: 'acide acétique (Réaction 1, matières premières ligne 1)',
        share: shareOf(40, 100),
      }),
    ).toBe('acide acétique (Réaction 1, matières premières ligne 1)\u00a0: 40\u00a0%');
    expect(translate('en', 'footprints.estimate.rowShare', { row: 'acetic acid', share: '40 %' })).toBe(
      'acetic acid: 40 %',
    );
  });
});
