import { describe, expect, it } from 'vitest';
import {
  type SecondPartFormValues,
  toReactionFormValues,
  toSecondPartBody,
} from '../second-part-form-values';

/** Issue #39, decision 0060: the mass balance in the page's notation, sent with a point. */

const reaction = {
  id: 'substance_2',
  precursor: { id: 'substance_2', name: '4-aminophenol', cas: '123-30-8' },
  product: { id: 'substance_1', name: 'Paracetamol', cas: '103-90-2' },
} as Parameters<typeof toReactionFormValues>[0];

const stored = {
  molecularWeight: '151.16',
  weightPerBatch: '1000',
  productBy: {
    byProductsName: 'acetic acid',
    byProductsWeightPerBatch: '0.00120',
    carbonReactionRawMaterials: [{ name: 'x', molecularWeight: '109.13', weightPerBatch: '820' }],
  },
};

describe('the second part’s numbers', () => {
  it('shows stored figures with a comma in French, their digits as stored, and text fields as they are', () => {
    const values = toReactionFormValues(reaction, stored, 'fr');
    expect(values.molecularWeight).toBe('151,16');
    expect(values.productBy.byProductsWeightPerBatch).toBe('0,00120');
    expect(values.productBy.carbonReactionRawMaterials[0]!.molecularWeight).toBe('109,13');
    expect(values.productBy.byProductsName).toBe('acetic acid');
    expect(toReactionFormValues(reaction, stored, 'en').molecularWeight).toBe('151.16');
  });

  it('sends every figure typed with a comma with a point, and leaves a text that is no number to the rules', () => {
    const values = toReactionFormValues(reaction, stored, 'fr');
    values.weightPerBatch = '109,13';
    values.productBy.carbonReactionRawMaterials[1]!.weightPerBatch = 'ten';
    const form: SecondPartFormValues = { substances: [values] };
    const [sent] = toSecondPartBody(form).substances as Record<string, unknown>[];
    expect(sent!.weightPerBatch).toBe('109.13');
    expect(sent!.molecularWeight).toBe('151.16');
    const productBy = sent!.productBy as Record<string, unknown>;
    expect(productBy.byProductsWeightPerBatch).toBe('0.00120');
    const rows = productBy.carbonReactionRawMaterials as Record<string, string>[];
    expect(rows[0]!.molecularWeight).toBe('109.13');
    expect(rows[1]!.weightPerBatch).toBe('ten');
    expect(JSON.stringify(sent)).not.toMatch(/\d,\d/);
  });
});
