import { carbonDetailSchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { toCarbonBody, toCarbonFormValues } from '../carbon-form-values';

/** What the answer holds beside the first part's own fields: never sent by its screens. */
const notFirstPart = new Set([
  'id',
  'status',
  'reportUrl',
  'invoiceUrl',
  'invoice',
  'createdAt',
  'updatedAt',
  'revision',
  'footprint',
  'wizardStep',
  // The second part's, which a first-part save leaves as stored.
  'plants',
  'substances',
]);

/**
 * Decision 0076: a save keeps what its body leaves out, so the first part's screen (the client's
 * and the staff's) names every first-part field, an emptied one as '', null or false.
 */
describe('what the footprint first part sends once its fields are emptied', () => {
  it('names every first-part field of the document, emptied', () => {
    const body = toCarbonBody({ ...toCarbonFormValues(), name: 'Ibuprofen API', reactionNumber: null });
    const fields = Object.keys(carbonDetailSchema.shape).filter((key) => !notFirstPart.has(key));
    expect(Object.keys(body).sort()).toEqual(fields.sort());
    expect(Object.values(body)).not.toContain(undefined);
    expect(body).toMatchObject({
      cas: '',
      reactionNumber: null,
      nameOfSupplier: '',
      productionCountry: null,
      reportDataComments: '',
      reportDataDownloadMolecularSyntheticRoute: null,
      tree: null,
    });
  });
});
