import { describe, expect, it } from 'vitest';
import { medicineCsvRowSchema } from './medicine-csv';

const good = {
  id: 'm1',
  name: ' DOLIPRANE  1000 mg, comprimé ',
  inn: 'Paracétamol',
  form: 'comprimé',
  carbon: '184.2',
  em_creation: '0.8',
  em_production: '0.15',
  em_storage: '0.05',
};

describe('medicineCsvRowSchema', () => {
  it('turns a good row into a medicine, with the defaults of the format', () => {
    expect(medicineCsvRowSchema({ decimalComma: false }).parse(good)).toEqual({
      id: 'm1',
      name: 'DOLIPRANE 1000 mg, comprimé',
      smallName: 'DOLIPRANE 1000 mg',
      searchName: 'doliprane 1000 mg, comprime',
      inn: 'PARACETAMOL',
      form: 'tablet',
      carbon: 184.2,
      uncertainty: null,
      wiselist: null,
      emCreation: 0.8,
      emProduction: 0.15,
      emStorage: 0.05,
      // Issue #25: no code columns in this row, and the strength read from the name.
      cis: null,
      cip13: [],
      atc: null,
      strength: '1000 mg',
    });
  });

  it('reads a decimal comma only where it cannot be a thousands separator', () => {
    const row = { ...good, carbon: '1,460' };
    expect(medicineCsvRowSchema({ decimalComma: true }).parse(row).carbon).toBe(1.46);
    const refused = medicineCsvRowSchema({ decimalComma: false }).safeParse(row);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(/^carbon "1,460" is not a number: in a comma-separated file/),
    ]);
  });

  it('reports every broken rule of a row, the shares total included', () => {
    const result = medicineCsvRowSchema({ decimalComma: false }).safeParse({
      ...good,
      id: '',
      form: 'syrup',
      carbon: '1 460',
      em_creation: '0.5',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'id is empty',
      expect.stringContaining('form "syrup"'),
      'carbon "1 460" is not a number',
      'em_creation + em_production + em_storage = 0.7; they must sum to 1 (±0.01)',
    ]);
  });
});
