import type { ProjectKind, ProjectStatus } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { projects, projectVersions, users } from '../../src/db/schema';
import { login, strongPassword, uniqueEmail, userByEmail } from './accounts';
import type { TestApp } from './app';
import { completeTree } from './projects';
import { temporaryPasswordIn } from './smtp-capture';
import { pdfFile, uploadForm } from './upload-files';

export const staffAccount = { email: 'staff@pharmatrace.example', password: 'Staff-Passw0rd!' };

/** The staff account STAFF_EMAIL / STAFF_PASSWORD would create at start, logged in. */
export async function staffLogin(t: TestApp): Promise<string> {
  await t.app.services.staffBootstrap.ensureStaffUser(staffAccount.email, staffAccount.password);
  return (await login(t, staffAccount.email, staffAccount.password)).accessToken;
}

/** A main user's client id. */
export async function clientIdOf(t: TestApp, email: string): Promise<string> {
  return (await userByEmail(t, email)).clientId!;
}

/** Invites a sub-user and takes it through the first-login challenge: its access token. */
export async function activatedSubUser(t: TestApp, mainToken: string): Promise<string> {
  const email = uniqueEmail('sub');
  const created = await t.request({
    method: 'POST',
    url: '/api/auth/create-sub-user',
    token: mainToken,
    payload: { name: 'Sam Sub', function: 'Buyer', email },
  });
  if (created.statusCode !== 201) throw new Error(`sub-user: ${created.statusCode} ${created.body}`);
  const temporary = temporaryPasswordIn(await t.smtp.waitFor(email, /invited/));
  const first = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: temporary },
  });
  const done = await t.request({
    method: 'POST',
    url: '/api/auth/create-password-sub-user',
    payload: { email, password: strongPassword, challengeSession: first.json().Session },
  });
  return done.json().AuthenticationResult.AccessToken as string;
}

/** A molecular-structure upload of the caller's client: its key, as the footprint stores it. */
export async function uploadStructure(t: TestApp, token: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/carbon/upload',
    token,
    ...uploadForm('reportDataDownloadMolecularStructure', 'structure.pdf', pdfFile()),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().file.Key as string;
}

/** The first part of a footprint, complete (carbonCompleteSchema), naming the client's upload. */
export function completeCarbon(name: string, structureKey: string) {
  return {
    name,
    cas: '15687-27-1',
    reactionNumber: 2,
    reactionNumberWithInformation: 2,
    reactionNumberWithoutInformation: 0,
    reportDataContactPersonName: 'Jane Doe',
    reportDataContactPersonEmail: 'Head of EHS',
    reportDataContactPersonFunction: 'ehs@acme-pharma.com',
    reportDataProductUse: 'Analgesic',
    reportDataCompanyActivity: 'Generic medicines',
    reportDataProcessAndVolume: '120',
    reportDataWrittenReport: true,
    reportDataDownloadMolecularStructure: structureKey,
    tree: completeTree(name),
  };
}

/** A footprint sent without production data (carbonWithoutProductionSchema). */
export function carbonWithoutProduction(name: string) {
  return {
    name,
    cas: '50-78-2',
    reactionNumber: 1,
    reactionNumberWithInformation: 0,
    reactionNumberWithoutInformation: 1,
    nameOfSupplier: 'Bulk Chem Ltd',
    productionCountry: 'IN',
  };
}

/** A second part as its calls carry it: the plants and one reaction's mass balance. */
export function secondPart(weightPerBatch = '120') {
  return {
    plants: [],
    substances: [
      {
        molecularWeight: '206.28',
        weightPerBatch,
        productBy: {
          processType: 'ChemicalReaction',
          carbonReactionRawMaterials: [
            {
              name: 'isobutylbenzene',
              productionPlace: 'Asia',
              molecularWeight: '134.22',
              weightPerBatch: '90',
            },
          ],
        },
      },
    ],
  };
}

const nameFields: Record<ProjectKind, string> = {
  ORIGIN: 'drugProductName',
  SUBSTANCE: 'inn',
  CARBON: 'name',
  MEDICINE: 'name',
};

/**
 * A project written straight into the database in any status, with a first version row, as a
 * client's work of weeks would have left it (fast enough for hundreds of them).
 */
export async function insertProject(
  t: TestApp,
  p: {
    clientId: string;
    kind: ProjectKind;
    status: ProjectStatus;
    name: string;
    document?: Record<string, unknown>;
    createdAt?: Date;
    updatedAt?: Date;
  },
): Promise<string> {
  const document = { [nameFields[p.kind]]: p.name, ...p.document };
  const [row] = await t.database.db
    .insert(projects)
    .values({
      clientId: p.clientId,
      kind: p.kind,
      status: p.status,
      name: p.name,
      document,
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
      ...(p.updatedAt ? { updatedAt: p.updatedAt } : {}),
    })
    .returning({ id: projects.id });
  const [author] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, p.clientId))
    .limit(1);
  await t.database.db.insert(projectVersions).values({
    projectId: row!.id,
    version: 1,
    action: 'submit',
    statusBefore: null,
    statusAfter: p.status,
    document,
    authorUserId: author?.id ?? null,
    authorRole: 'MAIN',
  });
  return row!.id;
}
