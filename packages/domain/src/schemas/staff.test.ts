import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { carbonSecondPartBodySchema, carbonSecondPartCompleteSchema } from './mass-balance';
import { substanceCompleteSchema, substanceDraftSchema } from './projects';
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
  const body = staffValidationBodySchema(substanceDraftSchema, substanceCompleteSchema);

  it('needs the complete document to complete, a draft to send back for checking', () => {
    const draft = { inn: 'paracetamol', status: 'CHECK' };
    expect(body.parse(draft)).toEqual({ status: 'CHECK', document: { inn: 'paracetamol' } });
    const refused = body.safeParse({ ...draft, status: 'COMPLETED' });
    expect(refused.success).toBe(false);
    const issues = refused.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['cas', messages.label.casEmpty]);
    expect(issues).toContainEqual(['codeHs', messages.label.hsCodeEmpty]);
  });

  it('refuses a missing or unknown status, and keeps it out of the document', () => {
    expect(body.safeParse({ inn: 'x' }).success).toBe(false);
    expect(body.safeParse({ inn: 'x', status: 'ARCHIVED' }).success).toBe(false);
    const parsed = body.parse({ inn: 'x', status: 'ONGOING', notAField: 1 });
    expect(parsed.document).toEqual({ inn: 'x' });
  });

  it('carries only the plants and the mass balance for a second part', () => {
    const second = staffValidationBodySchema(carbonSecondPartBodySchema, carbonSecondPartCompleteSchema);
    const parsed = second.parse({
      status: 'CHECK2',
      name: 'not here',
      plants: ['plant_1'],
      substances: [{}],
    });
    expect(parsed).toEqual({ status: 'CHECK2', document: { plants: ['plant_1'], substances: [{}] } });
    expect(second.safeParse({ status: 'COMPLETED', substances: [{ weightPerBatch: 'ten' }] }).success).toBe(
      false,
    );
  });
});
