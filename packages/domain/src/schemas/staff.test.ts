import { describe, expect, it } from 'vitest';
import { messages, serverMessages } from '../messages';
import { carbonSecondPartBodySchema, carbonSecondPartCompleteSchema } from './mass-balance';
import { originCheckedSchema, substanceCheckedSchema, substanceCompleteSchema } from './projects';
import {
  adminKindProjectQuerySchema,
  adminProjectQuerySchema,
  staffValidationBodySchema,
  statusesOfFilter,
} from './staff';

describe('the admin panel query', () => {
  it('reads the query string with its defaults, and an empty select as no filter', () => {
    expect(adminProjectQuerySchema.parse({ status: '', kind: '', q: '' })).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(
      adminProjectQuerySchema.parse({
        page: '3',
        pageSize: '50',
        status: 'CHECK',
        sort: 'companyName',
        order: 'asc',
      }),
    ).toMatchObject({ page: 3, pageSize: 50, status: 'CHECK', sort: 'companyName', order: 'asc' });
  });

  it('bounds every value', () => {
    for (const query of [
      { pageSize: '101' },
      { pageSize: '0' },
      { page: '10001' },
      { page: '1.5' },
      { status: 'DRAFT2' },
      { kind: 'PLANT' },
      { sort: 'document' },
      { clientId: 'not-a-uuid' },
      { q: 'x'.repeat(101) },
    ])
      expect(adminProjectQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });

  it('fixes the kind by the path for admin/origins, admin/carbons and admin/substances', () => {
    expect(adminKindProjectQuerySchema.parse({ kind: 'CARBON' })).not.toHaveProperty('kind');
  });

  it('groups the footprint statuses as spec 001 §4 says', () => {
    expect(statusesOfFilter('DRAFT')).toEqual(['DRAFT', 'DRAFT2']);
    expect(statusesOfFilter('ONGOING')).toEqual(['ONGOING', 'ONGOING2']);
    expect(statusesOfFilter('CHECK')).toEqual(['CHECK', 'CHECK2']);
    expect(statusesOfFilter('COMPLETED')).toEqual(['COMPLETED']);
  });
});

describe('the body of a staff validation', () => {
  const body = staffValidationBodySchema(substanceCheckedSchema, substanceCompleteSchema);

  it('needs the complete document to complete, a draft to send back for checking', () => {
    const draft = { inn: 'paracetamol', status: 'CHECK', revision: 4 };
    expect(body.parse(draft)).toEqual({ status: 'CHECK', revision: 4, document: { inn: 'paracetamol' } });
    const refused = body.safeParse({ ...draft, status: 'COMPLETED' });
    expect(refused.success).toBe(false);
    const issues = refused.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['cas', messages.label.casEmpty]);
    expect(issues).toContainEqual(['codeHs', messages.label.hsCodeEmpty]);
  });

  it('refuses a missing or unknown status, and keeps it out of the document', () => {
    expect(body.safeParse({ inn: 'x', revision: 0 }).success).toBe(false);
    expect(body.safeParse({ inn: 'x', status: 'ARCHIVED', revision: 0 }).success).toBe(false);
    const parsed = body.parse({ inn: 'x', status: 'ONGOING', notAField: 1, revision: 0 });
    expect(parsed.document).toEqual({ inn: 'x' });
  });

  it('carries only the plants and the mass balance for a second part', () => {
    const second = staffValidationBodySchema(carbonSecondPartBodySchema, carbonSecondPartCompleteSchema);
    const parsed = second.parse({
      status: 'CHECK2',
      revision: 7,
      name: 'not here',
      plants: ['plant_1'],
      substances: [{}],
    });
    expect(parsed).toEqual({
      status: 'CHECK2',
      revision: 7,
      document: { plants: ['plant_1'], substances: [{}] },
    });
    expect(
      second.safeParse({ status: 'COMPLETED', revision: 7, substances: [{ weightPerBatch: 'ten' }] }).success,
    ).toBe(false);
  });

  it('names the revision the screen started from (decision 0027)', () => {
    for (const revision of [undefined, -1, 1.5, '3', null]) {
      const refused = body.safeParse({ inn: 'x', status: 'CHECK', revision });
      expect(refused.error?.issues[0], String(revision)).toMatchObject({
        path: ['revision'],
        message: serverMessages.revisionMissing,
      });
    }
  });

  it("checks the numbers of a 'Save as Check' as a submission does (issue #22)", () => {
    const origin = staffValidationBodySchema(originCheckedSchema, originCheckedSchema);
    const refused = origin.safeParse({
      status: 'CHECK',
      revision: 1,
      drugProductName: 'Doliprane',
      productionCountriesDrugFormulation: [
        { countryId: 'FR', percentage: -999 },
        { countryId: 'ES', percentage: 'NaN' },
        { countryId: 'IT', percentage: '' },
      ],
    });
    const issues = refused.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['productionCountriesDrugFormulation.0.percentage', messages.percentage.zeroOrUnder],
      ['productionCountriesDrugFormulation.1.percentage', messages.percentage.notNumber],
    ]);
  });
});
