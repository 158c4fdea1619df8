import { originDraftSchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { toOriginBody, toOriginFormValues } from '../origin-form-values';
import { toSubstanceBody, toSubstanceFormValues } from '../substance-form-values';

/**
 * Decision 0076: a save keeps what its body leaves out, so a label screen (the client's and the
 * staff's) must name every field of the document, an emptied one as '', null or [], for the
 * emptying to reach the stored project.
 */
describe('what a label screen sends once its fields are emptied', () => {
  it('the drug product names every field of its document, emptied', () => {
    const body = toOriginBody({ ...toOriginFormValues(), drugProductName: 'Doliprane 500 mg' });
    const fields = Object.keys(originDraftSchema.shape).filter((key) => key !== 'wizardStep');
    expect(Object.keys(body).sort()).toEqual(fields.sort());
    expect(body).toEqual({
      drugProductName: 'Doliprane 500 mg',
      drugProductCode: '',
      drugProductCodeHs: '',
      commercializationCountry: null,
      productionCountriesDrugFormulation: [],
      productionCountriesPrimaryPackaging: [],
      apiCount: 1,
      api: [{ inn: '', cas: '', codeHs: '', type: null, tree: null }],
    });
  });

  it('the drug substance names every field of its document, emptied', () => {
    const body = toSubstanceBody({ ...toSubstanceFormValues(), inn: 'paracetamol' });
    expect(body).toEqual({ inn: 'paracetamol', cas: '', codeHs: '', type: null, tree: null });
  });
});
