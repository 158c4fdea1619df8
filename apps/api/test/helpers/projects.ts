import type { ProjectStatus } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { projects, projectVersions } from '../../src/db/schema';
import type { TestApp } from './app';

/** A manufacturer block as the tree dialog sends it. */
export function manufacturer(companyName: string, city: string, countryId: string, percentage: number) {
  return { companyName, city, countryId, percentage };
}

let nodeCounter = 0;
/** A complete chemical node: name, CAS and one manufacturer at 100 %, unless told otherwise. */
export function chemicalNode(
  name: string,
  options: { manufacturers?: ReturnType<typeof manufacturer>[]; children?: unknown[]; cas?: string } = {},
) {
  nodeCounter += 1;
  return {
    id: `substance_${nodeCounter}`,
    name,
    cas: options.cas ?? `100-00-${nodeCounter % 10}`,
    isolated: true,
    manufacturers: options.manufacturers ?? [manufacturer('Chem Intermediates', 'Hyderabad', 'IN', 100)],
    children: options.children ?? [],
  };
}

/** A three-level chemical tree rooted at the product, with two manufacturers at the root. */
export function completeTree(product: string) {
  return {
    id: 'substance_root',
    name: product,
    type: 'CHEMICAL',
    manufacturers: [
      manufacturer('Pharma Synthèse', 'Lyon', 'FR', 70),
      manufacturer('Chimica Lombarda', 'Milano', 'IT', 30),
    ],
    children: [
      chemicalNode('4-aminophenol', {
        children: [
          chemicalNode('4-nitrophenol', { manufacturers: [manufacturer('Nitro Co', 'Shanghai', 'CN', 100)] }),
        ],
      }),
    ],
  };
}

export function completeSubstance(inn = 'paracetamol') {
  return { inn, cas: '103-90-2', codeHs: '29242930', type: 'CHEMICAL', tree: completeTree(inn) };
}

export function completeOrigin(name = 'Doliprane 500 mg') {
  return {
    drugProductName: name,
    drugProductCode: '60234100',
    drugProductCodeHs: '300490',
    commercializationCountry: 'FR',
    productionCountriesDrugFormulation: [
      { countryId: 'FR', percentage: 80 },
      { countryId: 'ES', percentage: 20 },
    ],
    productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
    apiCount: 2,
    api: [completeSubstance('paracetamol'), { ...completeSubstance('caffeine'), cas: '58-08-2' }],
  };
}

/** Puts a project in a status directly, as staff review would (the staff calls come with issue #12). */
export async function setProjectStatus(t: TestApp, id: string, status: ProjectStatus) {
  await t.database.db.update(projects).set({ status }).where(eq(projects.id, id));
}

export async function versionsOf(t: TestApp, id: string) {
  const rows = await t.database.db.select().from(projectVersions).where(eq(projectVersions.projectId, id));
  return rows.sort((a, b) => a.version - b.version);
}

/** A complete footprint first part (spec 001 §3), its molecular structure file given by key. */
export function completeCarbon(moleculeKey: string, name = 'Ibuprofen API') {
  return {
    name,
    cas: '15687-27-1',
    reactionNumber: 3,
    reactionNumberWithInformation: 2,
    reactionNumberWithoutInformation: 1,
    reportDataContactPersonName: 'Jane Doe',
    // Spec quirk: the e-mail field holds the function and the function field the e-mail.
    reportDataContactPersonEmail: 'Head of sustainability',
    reportDataContactPersonFunction: 'jane.doe@example.com',
    reportDataProductUse: 'Analgesic API',
    reportDataCompanyActivity: 'Generic medicines',
    reportDataProcessAndVolume: '120',
    reportDataWrittenReport: true,
    reportDataDownloadMolecularStructure: moleculeKey,
    tree: completeTree(name),
  };
}

/** The project's stored revision: what its last answer gave (every save names it, decision 0027). */
export async function revisionOf(t: TestApp, id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ revision: projects.revision })
    .from(projects)
    .where(eq(projects.id, id));
  if (!row) throw new Error(`no project ${id}`);
  return row.revision;
}

/** A save's body as a client that has just read the project sends it: with the stored revision. */
export async function fromStored<T extends object>(t: TestApp, id: string, body: T) {
  return { ...body, revision: await revisionOf(t, id) };
}
