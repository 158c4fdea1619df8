import type { MedicineFootprintDocumentInput } from '@pharmatrace/domain';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines, projects, projectVersions, users } from '../db/schema';
import type { AuthContext, ClientAuth } from '../plugins/auth';
import { demoAccounts } from './demo-accounts';

/** The first demo pack of an INN, strength and form with codes: the study is about it. */
async function packOf(app: FastifyInstance, inn: string, strength: string, form: 'tablet' | 'capsule') {
  const [pack] = await app.db
    .select({ cis: medicines.cis, cip13: medicines.cip13 })
    .from(medicines)
    .where(
      and(
        eq(medicines.inn, inn),
        eq(medicines.form, form),
        ilike(medicines.name, `% ${strength}%`),
        sql`${medicines.cis} is not null and cardinality(${medicines.cip13}) > 0`,
      ),
    )
    .orderBy(asc(medicines.name))
    .limit(1);
  return pack ? { cis: pack.cis ?? undefined, cip13: pack.cip13.slice(0, 3) } : { cip13: [] };
}

/** The name of the demo's completed paracetamol API footprint, the one the study links to. */
export const DEMO_COMPLETED_PARACETAMOL_API = 'Paracetamol API 2025';

/**
 * A completed paracetamol API footprint of the demo client, with a result, for the study to link
 * to: last campaign's footprint, 'Paracetamol API 2025'. The demo's 'Paracetamol API' stays in
 * CHECK2 (the client's and staff's journeys review it); its route, as stored, is this one's (so the
 * demo's route data stays written once, in demo-project-list.ts). The row is written completed, as
 * seed/demo-projects.ts writes its completed footprints, and its estimate is ADOPTED through the
 * real adopt call (FootprintEstimates.adopt: the result, its details and the audit row). Null when
 * the demo has no such footprint to start from.
 */
async function completedParacetamolApi(
  app: FastifyInstance,
  clientId: string,
  authorUserId: string,
  staffAuth: AuthContext,
): Promise<string | null> {
  const [done] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        eq(projects.kind, 'CARBON'),
        eq(projects.name, DEMO_COMPLETED_PARACETAMOL_API),
        eq(projects.status, 'COMPLETED'),
        sql`${projects.footprintValue} is not null`,
        isNull(projects.deletedAt),
      ),
    )
    .limit(1);
  if (done) return done.id;
  const [current] = await app.db
    .select({ document: projects.document, createdAt: projects.createdAt })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        eq(projects.kind, 'CARBON'),
        eq(projects.name, 'Paracetamol API'),
        isNull(projects.deletedAt),
      ),
    )
    .limit(1);
  if (!current) return null;
  // A year before the footprint under review.
  const createdAt = new Date(current.createdAt.getTime() - 365 * 86_400_000);
  const document = { ...(current.document as Record<string, unknown>), name: DEMO_COMPLETED_PARACETAMOL_API };
  const [row] = await app.db
    .insert(projects)
    .values({
      clientId,
      kind: 'CARBON',
      status: 'COMPLETED',
      name: DEMO_COMPLETED_PARACETAMOL_API,
      document,
      createdByUserId: authorUserId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: projects.id });
  await app.db.insert(projectVersions).values({
    projectId: row!.id,
    version: 1,
    action: 'complete',
    statusBefore: 'ONGOING2',
    statusAfter: 'COMPLETED',
    document,
    authorUserId: staffAuth.userId,
    authorRole: 'STAFF',
    createdAt,
  });
  await app.services.footprintEstimates.adopt(staffAuth, row!.id);
  return row!.id;
}

/**
 * The demo account's medicine footprint studies (issue #37), written through the real services
 * (the client's create and submit, staff's moves, adoption and publication), never by inserting
 * results: 'Paracetamol 500 mg tablets' (16 per box, PVC/aluminium blister and carton) completed
 * and published into the demo medicine of its codes, and a draft for omeprazole 20 mg capsules.
 *
 * The paracetamol active links the demo's completed 'Paracetamol API 2025' footprint (its adopted
 * result, by reference; see completedParacetamolApi), so the study rests on a real API footprint,
 * not the method's default. Does nothing when the demo account is missing or already has a study.
 */
export async function seedDemoMedicineStudies(app: FastifyInstance): Promise<boolean> {
  const [main] = await app.db
    .select({ id: users.id, clientId: users.clientId, email: users.email })
    .from(users)
    .where(eq(users.email, demoAccounts.main.email));
  const [staff] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'STAFF'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!main?.clientId || !staff) return false;
  const [existing] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, main.clientId), eq(projects.kind, 'MEDICINE')))
    .limit(1);
  if (existing) return false;

  const client: ClientAuth = {
    userId: main.id,
    sessionId: 'demo-seed',
    role: 'MAIN',
    clientId: main.clientId,
    email: main.email,
  };
  const staffAuth: AuthContext = {
    userId: staff.id,
    sessionId: 'demo-seed',
    role: 'STAFF',
    clientId: null,
    email: staff.email,
  };
  const { projects: store, staffProjects, medicineStudies } = app.services;

  const paracetamolApiId = await completedParacetamolApi(app, main.clientId, main.id, staffAuth);
  const paracetamol: MedicineFootprintDocumentInput = {
    name: 'Paracetamol 500 mg tablets',
    ...(await packOf(app, 'PARACETAMOL', '500 mg', 'tablet')),
    form: 'TABLET',
    unitsPerBox: 16,
    actives: [
      {
        name: 'Paracetamol',
        cas: '103-90-2',
        mgPerUnit: 500,
        ...(paracetamolApiId ? { carbonFootprintId: paracetamolApiId } : {}),
      },
    ],
    excipients: [
      { name: 'Maize starch', cas: '9005-25-8', mgPerUnit: 40, productionPlace: 'Europe' },
      { name: 'Povidone', cas: '9003-39-8', mgPerUnit: 10, productionPlace: 'Europe' },
      { name: 'Magnesium stearate', cas: '557-04-0', mgPerUnit: 5, productionPlace: 'Europe' },
    ],
    energyKWhPer1000Units: 3,
    packaging: [
      { level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 },
      { level: 'PRIMARY', material: 'ALUMINIUM', gramsPerBox: 1.5 },
      { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 12 },
      { level: 'SECONDARY', material: 'PAPER', gramsPerBox: 3 },
    ],
    transport: [
      { mode: 'SEA', km: 9_000, leg: 'API_TO_FORMULATION' },
      { mode: 'ROAD', km: 800, leg: 'FORMULATION_TO_FRANCE' },
    ],
    coldChain: false,
  };
  const draft = await store.createDraft(client, 'MEDICINE', paracetamol);
  const submitted = await store.submit(
    client,
    'MEDICINE',
    { id: draft.id, revision: draft.revision },
    paracetamol,
    'submit',
  );
  await medicineStudies.adopt(staffAuth, submitted.id);
  await staffProjects.validate(
    staffAuth,
    'MEDICINE',
    submitted.id,
    'labelValidation',
    'COMPLETED',
    submitted.revision,
    {},
  );
  // Published under its codes: none where the medicines were not generated (an imported data set).
  if (paracetamol.cis || (paracetamol.cip13 ?? []).length > 0)
    await medicineStudies.publish(staffAuth, submitted.id);

  await store.createDraft(client, 'MEDICINE', {
    name: 'Omeprazole 20 mg capsules',
    ...(await packOf(app, 'OMEPRAZOLE', '20 mg', 'capsule')),
    form: 'CAPSULE',
    unitsPerBox: 28,
    actives: [{ name: 'Omeprazole', cas: '73590-58-6', mgPerUnit: 20 }],
    packaging: [
      { level: 'PRIMARY', material: 'HDPE', gramsPerBox: 18 },
      { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 10 },
    ],
  });
  return true;
}
