import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { sayMassBalance } from '../i18n/mass-balance-said';
import {
  byProductFields,
  decimalCommaIssues,
  finishedProductFields,
  type MassBalanceSaid,
  mainPurificationField,
  massBalanceBoundIssues,
  massBalanceIssues,
  massBalanceLists,
  packagingFields,
  processTypeField,
} from './mass-balance';

/**
 * Issue #40: a mass-balance field carries the catalogue key of its label, so the changes list and
 * the screens never read an English label back into a key. The key must say the label.
 */
const fields = [
  ...massBalanceLists.flatMap((list) => list.fields),
  ...byProductFields,
  ...packagingFields,
  ...finishedProductFields,
  processTypeField,
  mainPurificationField,
];

describe('mass-balance labels carry their catalogue keys', () => {
  it.each(fields.map((field) => [field.key, field] as const))('%s: its key says its label', (_, field) => {
    const english = (en as Record<string, string>)[field.labelKey];
    expect(english).toBe(field.label);
    expect((fr as Record<string, string>)[field.labelKey]).toBeTruthy();
  });

  it.each(massBalanceLists.map((list) => [list.key, list] as const))(
    '%s: its key says its title',
    (_, list) => {
      expect((en as Record<string, string>)[list.titleKey]).toBe(list.title);
      expect((fr as Record<string, string>)[list.titleKey]).toBeTruthy();
    },
  );
});

describe('the rules give their messages as key and values (issue #40)', () => {
  it.each(fields.filter((field) => field.numberMessage).map((field) => [field.key, field] as const))(
    '%s: its number message has its key',
    (_, field) => {
      expect((en as Record<string, string>)[field.numberMessageKey ?? '']).toBe(field.numberMessage);
    },
  );

  it('says every issue, in English, as its message, and in French from the same key', () => {
    const entry = {
      molecularWeight: 'abc',
      weightPerBatch: '0.01',
      productBy: {
        byProductsCas: '1',
        packagingWeightPerPackage: '1,5',
        carbonReactionRawMaterials: [{}, { name: 'acetone', weightPerBatch: '9'.repeat(40) }],
        carbonReactionCleanings: [{}, { solventName: 'water', quantityPerCleaning: '2000' }],
      },
    };
    const issues = [
      ...massBalanceIssues(entry),
      ...massBalanceBoundIssues(entry),
      ...decimalCommaIssues(entry),
    ];
    // Every family: required, number, precursor, line-prefixed, bounds, ratio, decimal comma.
    const inner = (said: MassBalanceSaid): string =>
      typeof said.values.message === 'object' ? inner(said.values.message) : said.key;
    expect(new Set(issues.map((issue) => inner(issue.said))).size).toBeGreaterThanOrEqual(6);
    for (const issue of issues) {
      expect(sayMassBalance('en', issue.said)).toBe(issue.message);
      expect(sayMassBalance('fr', issue.said)).not.toBe(issue.message);
    }
  });
});
