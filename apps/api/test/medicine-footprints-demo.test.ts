import { medicineFootprintEstimateSchema, medicineInfoSchema } from '@pharmatrace/domain';
import { MEDICINE_METHOD_VERSION } from '@pharmatrace/footprint';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, medicines, projects } from '../src/db/schema';
import { demoAccounts, seedDemoData } from '../src/seed/demo';
import { DEMO_COMPLETED_PARACETAMOL_API, seedDemoMedicineStudies } from '../src/seed/demo-medicine-studies';
import { seedDemoMedicines } from '../src/seed/demo-medicines';
import { login } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #37's demo data: the demo account's paracetamol study completed, adopted and published
 * through the real services into the demo medicine of its codes, and an omeprazole draft.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  await seedDemoData(t.app);
  await seedDemoMedicines(t.database.db);
}, 600_000);
afterAll(() => t.close());

describe('the demo medicine footprint studies', { timeout: 300_000 }, () => {
  it('seeds a published paracetamol study and an omeprazole draft, once', async () => {
    expect(await seedDemoMedicineStudies(t.app)).toBe(true);
    expect(await seedDemoMedicineStudies(t.app)).toBe(false);
    const { accessToken } = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    const list = await t.request({ method: 'GET', url: '/api/medicine_footprints', token: accessToken });
    const studies = list.json() as { id: string; name: string; status: string }[];
    expect(studies.map((s) => [s.name, s.status]).sort()).toEqual([
      ['Omeprazole 20 mg capsules', 'DRAFT'],
      ['Paracetamol 500 mg tablets', 'COMPLETED'],
    ]);

    const paracetamol = studies.find((s) => s.status === 'COMPLETED')!;
    const estimate = medicineFootprintEstimateSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/medicine_footprints/${paracetamol.id}/estimate`,
          token: accessToken,
        })
      ).json(),
    );
    // The study rests on the demo's completed paracetamol API footprint, its estimate adopted
    // through the real adopt call (its audit row), not on the method's default.
    const study = (
      await t.request({
        method: 'GET',
        url: `/api/medicine_footprints/${paracetamol.id}`,
        token: accessToken,
      })
    ).json();
    const apiId = study.actives[0].carbonFootprintId as string;
    const [api] = await t.database.db.select().from(projects).where(eq(projects.id, apiId));
    expect(api).toMatchObject({ name: DEMO_COMPLETED_PARACETAMOL_API, status: 'COMPLETED', kind: 'CARBON' });
    expect(api!.footprintValue).toBeGreaterThan(0);
    const adoptions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, apiId), eq(auditLog.action, 'project.footprint_estimate_adopted')));
    expect(adoptions).toHaveLength(1);
    // No gap on the active: neither the method's default nor a linked footprint without a result.
    expect(estimate.dataGaps.filter((g) => g.message.startsWith('Paracetamol:'))).toEqual([]);
    // 500 mg × 16 tablets = 8 g of API per box, at the footprint's adopted kgCO2e per kg.
    expect(estimate.posts.activeIngredients).toBeCloseTo(8 * api!.footprintValue!, 6);
    // The footprint the client's journeys review stays in CHECK2.
    const [underReview] = await t.database.db
      .select({ status: projects.status })
      .from(projects)
      .where(and(eq(projects.name, 'Paracetamol API'), eq(projects.clientId, api!.clientId)));
    expect(underReview?.status).toBe('CHECK2');

    const [published] = await t.database.db
      .select()
      .from(medicines)
      .where(eq(medicines.studyProjectId, paracetamol.id));
    expect(published).toMatchObject({ source: 'study', methodVersion: MEDICINE_METHOD_VERSION });
    const info = medicineInfoSchema.parse(
      (
        await t.request({ method: 'GET', url: `/api/medicine/info/${published!.id}`, token: accessToken })
      ).json(),
    );
    expect(info.source).toBe('study');
    expect(info.carbon).toBeCloseTo(estimate.perBox.value, 9);
    expect(info.emEndOfLife).toBeGreaterThan(0);
  });
});
