import {
  fr,
  massBalanceBoundIssues,
  massBalanceIssues,
  massBalanceLists,
  massBalanceMessages,
  translate,
} from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { estimateHeadline, formatKg, rowWords, shareOf } from '../../components/estimate/estimate-figures';
import {
  massBalanceLabel,
  massBalanceMessage,
  massBalanceOption,
  massBalanceTitle,
} from '../mass-balance-words';

describe('the mass balance in French (issue #27)', () => {
  it('keeps the English patterns of the catalogue equal to the domain’s messages', () => {
    expect(translate('en', 'footprints.mb.message.line', { line: 3, message: 'x' })).toBe(
      massBalanceMessages.line(3, 'x'),
    );
    expect(translate('en', 'footprints.mb.message.required', { label: 'Name' })).toBe(
      massBalanceMessages.required('Name'),
    );
  });

  it('says the labels, choices and the rules’ messages from their keys (issue #40)', () => {
    const solventName = massBalanceLists[4].fields[0];
    expect(massBalanceLabel(solventName, 'fr')).toBe(fr['footprints.mb.field.solventName']);
    expect(massBalanceTitle(massBalanceLists[4], 'fr')).toBe(fr['footprints.mb.title.solventRecycling']);
    expect(massBalanceOption('DoNotKnow', 'fr')).toBe(fr['footprints.mb.option.DoNotKnow']);
    expect(massBalanceOption('Words of nobody', 'fr')).toBe('Words of nobody');
    // Line 2 of the solvent recycling list: a name missing, a figure that is no number.
    const issues = massBalanceIssues({
      productBy: {
        carbonReactionSolventRecyclings: [
          { solventName: 'toluene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '1' },
          { solventName: '', distillationSite: 'SameLocation', recoveredWeightPerBatch: 'abc' },
        ],
      },
    });
    const at = (field: string) =>
      issues.find((issue) => issue.path.join('.') === `productBy.carbonReactionSolventRecyclings.1.${field}`);
    const missing = at('solventName');
    const notANumber = at('recoveredWeightPerBatch');
    expect(missing?.message).toBe('Line 2: Solvent name is required');
    expect(massBalanceMessage(missing!.said, 'en')).toBe(missing!.message);
    expect(massBalanceMessage(missing!.said, 'fr')).toBe(
      'Ligne 2\u00a0: Le champ « Nom du solvant » est obligatoire',
    );
    expect(massBalanceMessage(notANumber!.said, 'fr')).toBe(
      `Ligne 2\u00a0: ${fr['footprints.mb.message.recoveredWeightPerBatchNumber']}`,
    );
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
    const [tooLong] = massBalanceBoundIssues({
      productBy: { carbonReactionRawMaterials: [{}, { weightPerBatch: '1234567890.1234567' }] },
    });
    expect(tooLong?.message).toBe(massBalanceMessages.line(2, massBalanceMessages.tooManyDigits(label)));
    expect(massBalanceMessage(tooLong!.said, 'en')).toBe(tooLong!.message);
    expect(massBalanceMessage(tooLong!.said, 'fr')).toBe(
      'Ligne 2\u00a0: Le champ « Masse par lot » a au plus 15 chiffres significatifs',
    );
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
